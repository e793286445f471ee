internal import InternalUtilities
import SourceFiles

extension LintInvocation {
  /// `plurals preview`: the plural forms of the files below ``paths`` (the configuration's
  /// `included`, else the current directory), with the findings of the same checks as
  /// `plurals lint`, as one HTML page (``PluralPreview/html(relativeTo:)``): written to
  /// ``outputPath`` when set (never through a symbolic link, only inside the paths' folders
  /// as `lint --output` allows), else returned as the output.
  ///
  /// - Parameter languages: only these languages, or all.
  package func preview(languages: [String]? = nil) -> Outcome {
    let configuration: LintConfiguration
    do {
      configuration = try self.configuration()
    } catch {
      return Outcome(output: "", messages: error.messages, status: LintExitCode.configuration.rawValue)
    }
    let looked: [String] =
      !paths.isEmpty
      ? paths : !configuration.included.isEmpty ? configuration.included.map(configuration.resolved) : ["."]
    // The forms are formatted on one thread while the lint runs (its entries' checks on the
    // others); the page is made of both once both are done.
    let (report, forms) = ConcurrentRanges.both(
      { Linter.lint(paths: looked, configuration: configuration, writingTexts: false) },
      { PluralPreview(paths: looked, configuration: configuration, languages: languages) })
    if let problem = writtenFilesProblem(baselineRead: nil, filesRead: report.filesRead) {
      return Outcome(output: "", messages: ["error: " + problem], status: LintExitCode.usage.rawValue)
    }
    var preview = forms
    preview.attach(report)
    var messages = report.unreadable.map { "error: " + $0.message }
    if report.foundNoFiles {
      messages.append(
        "error: no lintable files found (.strings, .stringsdict or .xcstrings) in: "
          + looked.joined(separator: ", "))
    }
    let page = preview.html(relativeTo: workingDirectory)
    var output = page
    if let outputPath {
      do {
        try OutputPath.check(outputPath, roots: looked)
        try FileSystem.replace(outputPath, with: page)
      } catch {
        return Outcome(
          output: "", messages: messages + ["error: \(error)"], status: LintExitCode.usage.rawValue)
      }
      output = ""
      messages.append("wrote \(preview.entries.count) plural entries to \(outputPath)")
    }
    // Findings do not fail a preview; a path not read or no file at all does.
    let status: LintExitCode =
      !report.unreadable.isEmpty ? .unreadablePath : report.foundNoFiles ? .failed : .clean
    return Outcome(output: output, messages: messages, status: status.rawValue)
  }
}
