import LocalizedStrings
import SourceFiles

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One run of the linter as the command line asks for it, shared by
/// `plurals lint` and the plugins' tool so that both behave alike (their
/// options, parsed once for both, are CommandOptions' `LintArguments`).
package struct LintInvocation: Sendable {
  /// Files or folders; none means the configuration's `included`, else the current directory.
  package var paths: [String] = []
  /// The report's format; nil: the configuration's `reporter:`, else text.
  package var format: LintFormat?
  /// Whether warnings fail the run; nil: the configuration's `strict:`, else false.
  package var warningsAsErrors: Bool?
  /// A file the report is written to (in ``format``), while standard output gets the text report.
  package var outputPath: String?
  /// Rewrite the findings that have one right answer (``LintFixes``).
  package var fix = false
  /// With ``fix``: print the rewrites as a unified diff instead of making them; the report then
  /// goes with the messages, as text (``Outcome``).
  package var dryRun = false
  /// Leave notes out of the report.
  package var quiet = false
  /// Replaces the configuration's development language.
  package var developmentLanguage: String?
  /// The directory that report paths are made relative to.
  package var workingDirectory: String?
  /// The configuration file; nil looks for `.plurals-lint.yml` in the current directory.
  package var configurationPath: String?
  /// Report only the findings that this baseline file does not list.
  package var baselinePath: String?
  /// Record every finding of the run in this baseline file.
  package var writeBaselinePath: String?
  /// The project the HTML and JSON reports name; nil: the configuration's folder's name, else the current one's.
  package var reportProject: String?
  /// The commit the HTML and JSON reports name; nil: the one `.git/HEAD` names in that folder, if any.
  package var reportCommit: String?
  /// Folders or files of Swift code whose calls are checked against the tables (`--sources`);
  /// none: the configuration's `sources:`, if any.
  package var sources: [String] = []
  /// What reads Swift code (SwiftCallSites' `CallSiteScanner.read`): the paths, the
  /// configuration's `localization_functions`, and the paths the configuration excludes. Nil in
  /// a tool built without the parser, which then says that it reads no code.
  package var codeReader: CodeReader?

  /// Reads the Swift code below the paths given (``sources``).
  package typealias CodeReader =
    @Sendable (_ paths: [String], _ functions: [String], _ excludes: @escaping (String) -> Bool) ->
    CodeReferences

  package init() {}

  /// What the run printed and how it ended.
  package struct Outcome: Sendable {
    /// For standard output: the report, or with `--fix --dry-run` the diff alone (empty when
    /// nothing is fixed), its report then the last of ``messages``.
    package var output: String
    /// Messages for standard error, one per element (without a newline), each one line
    /// (``PrintableText``: what a path or a file brings in escaped).
    package var messages: [String]
    package var status: Int32

    init(output: String, messages: [String], status: Int32) {
      self.output = output
      self.messages = messages.map { PrintableText.escaped($0) }
      self.status = status
    }
  }

  /// The configuration file given, else `.plurals-lint.yml` where it exists, else the defaults.
  package func configuration() throws(ConfigurationErrors) -> LintConfiguration {
    var configuration = LintConfiguration()
    if let configurationPath {
      configuration = try LintConfiguration(checkingContentsOf: configurationPath)
    } else if FileManager.default.fileExists(atPath: LintConfiguration.fileName) {
      // Found in the tree, not named by the user: like any file of the tree, read only where it
      // is (a link to ~/.config/… or /etc/passwd is not followed; its keys would show in errors).
      if let file = FileSystem.realPath(LintConfiguration.fileName),
        let folder = FileSystem.realPath("."), !FileWalker.path(file, isInside: folder)
      {
        throw ConfigurationErrors(
          SourceError(
            .fileAccess,
            "the configuration file is a symbolic link that leads outside this folder (not followed); name it with --config to use it",
            file: LintConfiguration.fileName))
      }
      configuration = try LintConfiguration(checkingContentsOf: LintConfiguration.fileName)
    }
    if let developmentLanguage { configuration.developmentLanguage = developmentLanguage }
    return configuration
  }

  /// Lints, and renders the report.
  package func run() -> Outcome {
    var messages: [String] = []
    // Every problem of the configuration at once, each at its place.
    func failed(_ errors: ConfigurationErrors) -> Outcome {
      Outcome(output: "", messages: errors.messages, status: LintExitCode.configuration.rawValue)
    }
    let configuration: LintConfiguration
    let baseline: LintBaseline?
    do {
      configuration = try self.configuration()
    } catch {
      return failed(error)
    }
    let baselineRead = baselinePath ?? configuration.baseline.map(configuration.resolved)
    do {
      baseline = try baselineRead.map { path throws(SourceError) in try LintBaseline(contentsOf: path) }
    } catch {
      return failed(ConfigurationErrors(error))
    }
    let looked: [String]
    if !paths.isEmpty {
      looked = paths
    } else if !configuration.included.isEmpty {
      looked = configuration.included.map(configuration.resolved)
    } else {
      looked = ["."]
    }
    let format = self.format ?? configuration.reporter ?? .text
    let warningsAsErrors = self.warningsAsErrors ?? configuration.strict ?? false
    let code = readCode(configuration: configuration, messages: &messages)
    // Only the HTML report shows the entries' texts.
    var report = Linter.lint(
      paths: looked, configuration: configuration, writingTexts: format == .html, code: code)
    // The findings reported (configuration, suppressions and baseline applied) that have one
    // right answer, rewritten within the linted folders only; planned, nothing written yet.
    let fixes =
      fix
      ? LintFixes(
        report: baseline?.newFindings(in: report) ?? report, roots: looked,
        threads: Linter.defaultEntryThreads)
      : nil
    // Before anything is written (a fix, the baseline, the report); a file a fix creates (a
    // migration's new .stringsdict) was read by no run.
    if let problem = writtenFilesProblem(
      baselineRead: baselineRead, filesRead: report.filesRead,
      filesFixed: Set(fixes?.files.map(\.realPath) ?? []))
    {
      return Outcome(output: "", messages: ["error: " + problem], status: LintExitCode.usage.rawValue)
    }
    var diff = ""
    var fixesNotWritten = false
    if let fixes {
      messages += fixes.skipped
      if dryRun {
        messages += fixes.unwritable.map { "note: " + $0 }
        diff = fixes.diff(relativeTo: workingDirectory)
        messages.append("note: --dry-run: \(fixes.summary), nothing written")
      } else {
        // A file this user may not write ends the run as a write that fails does.
        messages += fixes.unwritable.map { "error: " + $0 }
        let failures = fixes.apply()
        messages += failures.map { "error: \($0)" }
        messages.append(Self.fixedNote(fixes, failures: failures))
        fixesNotWritten = !failures.isEmpty || !fixes.unwritable.isEmpty
        if fixes.fixCount > 0 {
          report = Linter.lint(
            paths: looked, configuration: configuration, writingTexts: format == .html, code: code)
        }
      }
    }
    if let writeBaselinePath {
      do {
        try OutputPath.check(writeBaselinePath, roots: looked)
        try LintBaseline(report, relativeTo: LintBaseline.folder(of: writeBaselinePath)).write(
          to: writeBaselinePath)
      } catch {
        return failed(ConfigurationErrors(error))
      }
      messages.append("wrote \(report.findings.count) findings to the baseline \(writeBaselinePath)")
    }
    if let baseline {
      let before = report.findings.count
      report = baseline.newFindings(in: report)
      messages.append(
        "note: \(before - report.findings.count) of \(before) findings are in the baseline and not reported")
    }
    if quiet { report.removeNotes() }
    if let summary = report.code {
      messages.append("note: " + summary.summary)
      report.unreadable += summary.unreadable.map {
        UnreadablePath(path: $0.location.file, reason: $0.message)
      }
    }
    messages += report.unreadable.map { "error: " + $0.message }
    if report.foundNoFiles {
      messages.append(
        "error: no lintable files found (.strings, .stringsdict or .xcstrings) in: "
          + looked.joined(separator: ", "))
    }
    if format == .html || format == .json {
      report.metadata = ReportMetadata.of(
        directory: configuration.baseDirectory ?? workingDirectory ?? ".", project: reportProject,
        commit: reportCommit)
    }
    var output = report.rendered(as: format, relativeTo: workingDirectory)
    var printed = format
    if let outputPath {
      // The report in its format to the file; the console keeps the text.
      do {
        try OutputPath.check(outputPath, roots: looked)
        try FileSystem.replace(outputPath, with: output)
      } catch {
        return Outcome(
          output: "", messages: messages + ["error: \(error)"], status: LintExitCode.usage.rawValue)
      }
      output = format == .text ? output : report.rendered(as: .text, relativeTo: workingDirectory)
      printed = .text
    }
    // --dry-run's standard output is the diff alone, empty when nothing is fixed (a patch to
    // apply or review); the report of the files as they are (nothing was fixed, so every finding)
    // goes to standard error as text, after the notes, and to --output in its format.
    let dryRunDiff = fixes != nil && dryRun
    if dryRunDiff {
      let text = printed == .text ? output : report.rendered(as: .text, relativeTo: workingDirectory)
      messages += text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
    // A fix not written is an incomplete run, as a path not read is (a CI step that fixes
    // and then commits must not go on).
    let status =
      fixesNotWritten
      ? LintExitCode.unreadablePath.rawValue : report.exitStatus(warningsAsErrors: warningsAsErrors)
    // Each report escapes what it quotes; what reaches standard output passes once more, the
    // format's own lines kept (a diff's tabs, the GitHub report's workflow commands).
    let kept: PrintableText.Kept =
      !dryRunDiff && printed == .github ? [.lineFeeds, .tabs, .commands] : [.lineFeeds, .tabs]
    return Outcome(
      output: PrintableText.escaped(dryRunDiff ? diff : output, keeping: kept), messages: messages,
      status: status)
  }

  /// The Swift code of ``sources`` (else the configuration's `sources:`), nil when none is
  /// named or this tool cannot read it (then a message says so).
  func readCode(configuration: LintConfiguration, messages: inout [String]) -> CodeReferences? {
    let paths = !sources.isEmpty ? sources : configuration.sources.map(configuration.resolved)
    guard !paths.isEmpty else { return nil }
    guard let codeReader else {
      messages.append(
        "note: Swift code not read (sources): this tool is built without the Swift parser; `plurals lint --sources` reads it"
      )
      return nil
    }
    let base = ProjectPaths(base: configuration.baseDirectory)
    return codeReader(paths, configuration.localizationFunctions) {
      configuration.excludes(relativePath: base.relative($0))
    }
  }

  /// `note: fixed 3 findings in 2 files`, counting only the files written; the files that
  /// could not be written (`failures`, each at its path) are named after it.
  static func fixedNote(_ fixes: LintFixes, failures: [SourceError]) -> String {
    let failed = Set(failures.map(\.location.file))
    let written = fixes.files.filter { !failed.contains($0.realPath) && !failed.contains($0.path) }
    let findings = written.reduce(0) { $0 + $1.fixedFindings.values.reduce(0, +) }
    func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
    let note = "note: fixed \(counted(findings, "finding")) in \(counted(written.count, "file"))"
    guard !failures.isEmpty else { return note }
    return note + "; not written: \(counted(failures.count, "file")), their findings not fixed"
  }
}
