import LocalizedStrings
import SourceFiles

extension LintReport {
  /// The report as GitHub Actions workflow commands, which the runner turns
  /// into annotations on the lines of a pull request's files.
  ///
  /// ```swift
  /// print(report.githubAnnotations(relativeTo: "/home/runner/work/app/app"))
  /// // ::warning file=App/pl.lproj/Localizable.stringsdict,line=9,col=3,title=missing-categories::variable 'v0' lacks 'many', …
  /// ```
  ///
  /// One line per diagnostic: errors as `::error`, warnings as `::warning`
  /// and notes as `::notice`, titled with the diagnostic's code; a path that
  /// could not be read is an `::error` without a file. Paths and messages are
  /// made printable first (`PrintableText`: control and bidirectional
  /// characters escaped; a message keeps its line breaks, and a path its line
  /// breaks and tabs, so that the annotation names the file), then escaped the
  /// way the runner unescapes them (`%`, CR and LF everywhere; `:` and `,` too
  /// in properties), so a message or path cannot end the command early.
  ///
  /// - Parameter workingDirectory: Absolute paths below it are written
  ///   relative to it (the runner resolves them against the checkout).
  /// - Complexity: O(*n*) in the size of the diagnostics.
  package func githubAnnotations(relativeTo workingDirectory: String? = nil) -> String {
    var lines = diagnostics.map { diagnostic in
      WorkflowCommand.line(
        command(for: diagnostic.severity),
        properties: [
          ("file", Self.annotationPath(reportPath(diagnostic.location.file, relativeTo: workingDirectory))),
          ("line", String(diagnostic.location.line)),
          ("col", String(diagnostic.location.column)),
          ("title", diagnostic.code.rawValue),
        ],
        message: PrintableText.escaped(diagnostic.message, keeping: .lineFeeds))
    }
    for path in unreadable {
      lines.append(
        WorkflowCommand.line(
          "error", properties: [("title", "unreadable path")], message: PrintableText.escaped(path.message)))
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// A path for the `file` property: the runner reads `%0A` and `%0D` back as the line
  /// breaks they were, so a folder named with one is named as it is (the annotation lands on
  /// the file); tabs go as they are; any other character ``PrintableText`` escapes is shown
  /// escaped, as the text report shows it, since the runner would print it raw.
  static func annotationPath(_ path: String) -> String {
    PrintableText.escaped(path, keeping: [.lineFeeds, .tabs, .commands])
  }

  private func command(for severity: LocalizationDiagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "notice"
    }
  }
}

/// The syntax of a workflow command: `::name key=value,key=value::message`.
enum WorkflowCommand {
  static func line(_ name: String, properties: [(String, String)], message: String) -> String {
    let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
    return "::\(name)\(list.isEmpty ? "" : " " + list)::\(escapeData(message))"
  }

  /// The message: `%` (so that an escape in the text is not read as one), CR and LF.
  static func escapeData(_ text: String) -> String { escape(text, dataEscapes) }

  /// A property's value, where `:` would also end the properties and `,` the value.
  static func escapeProperty(_ text: String) -> String { escape(text, propertyEscapes) }

  private static let dataEscapes: [Unicode.Scalar: String] = ["%": "%25", "\r": "%0D", "\n": "%0A"]
  private static let propertyEscapes = dataEscapes.merging([":": "%3A", ",": "%2C"]) { $1 }

  private static func escape(_ text: String, _ escapes: [Unicode.Scalar: String]) -> String {
    ScalarRewrite.rewritten(text[...]) { escapes[$0] }
  }
}
