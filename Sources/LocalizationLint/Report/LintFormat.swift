import LocalizedStrings
import SourceFiles

/// The ways a ``LintReport`` is written: for people, for tools and for CI.
///
/// ```swift
/// let report = Linter.lint(paths: ["App/Resources"])
/// print(report.rendered(as: .github, relativeTo: "/home/runner/work/app/app"), terminator: "")
/// exit(report.exitStatus(warningsAsErrors: false))
/// ```
public enum LintFormat: String, CaseIterable, Sendable {
  /// Compiler-style lines, `file:line:column: severity: message [code]`, then a line per code
  /// found (`missing-key: 3 errors`) and ``LintReport/summary``.
  case text
  /// One JSON object: `diagnostics` (file, line, column, severity, code, message; table, key and
  /// language where known) and `summary` counts, after ``LintReport/metadata`` when it is set.
  case json
  /// GitHub Actions workflow commands, then the summary.
  case github
  /// A SARIF 2.1.0 log.
  case sarif
  /// Checkstyle XML, for Jenkins and code-quality tools.
  case checkstyle
  /// JUnit XML, for GitLab's and Jenkins' test reports.
  case junit
  /// One self-contained HTML page for translators and reviewers.
  case html
}

extension LintReport {
  /// The report in `format`, every line ended by a newline.
  ///
  /// - Parameters:
  ///   - format: text, JSON, GitHub workflow commands, SARIF, Checkstyle, JUnit or HTML.
  ///   - workingDirectory: For `github`, `sarif`, `checkstyle`, `junit` and `html`, absolute paths below it
  ///     are written relative to it.
  /// - Complexity: O(*n*) in the size of the diagnostics.
  public func rendered(as format: LintFormat, relativeTo workingDirectory: String? = nil) -> String {
    switch format {
    case .text:
      diagnostics.map { Self.line($0) + "\n" }.joined() + summaryByCode.map { $0 + "\n" }.joined() + summary
        + "\n"
    case .json: jsonDocument + "\n"
    case .github: githubAnnotations(relativeTo: workingDirectory) + summary + "\n"
    case .sarif: sarif(relativeTo: workingDirectory)
    case .checkstyle: checkstyle(relativeTo: workingDirectory)
    case .junit: junit(relativeTo: workingDirectory)
    case .html: html(relativeTo: workingDirectory)
    }
  }

  /// A diagnostic as the text format writes it, `file:line:column: severity: message [code]`,
  /// on one line: the path and the message made printable (``PrintableText``), as a
  /// message may quote a key or a name as the file writes it.
  static func line(_ diagnostic: LocalizationDiagnostic) -> String {
    "\(diagnostic.location): \(diagnostic.severity.rawValue): \(PrintableText.escaped(diagnostic.message)) "
      + "[\(diagnostic.code.rawValue)]"
  }

  /// `1 error, 2 warnings, 0 notes in 24 files`
  public var summary: String {
    func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
    return [
      counted(count(.error), "error"), counted(count(.warning), "warning"), counted(count(.note), "note"),
    ].joined(separator: ", ") + " in " + counted(filesChecked, "file")
  }

  /// A line per code found, most severe first, then the most findings first (then by
  /// code), each with its count per severity: what the text report writes before
  /// ``summary``, so that a code with hundreds of findings does not hide the others.
  ///
  /// ```
  ///   missing-other: 2 errors
  ///   missing-key: 412 warnings
  ///   missing-categories: 3 warnings
  ///   catalog-state-new: 1 note
  /// ```
  ///
  /// A code whose severity the configuration changed for some paths only counts each
  /// severity (`  missing-key: 1 error, 411 warnings`) and sorts by its most severe.
  /// It counts the report's findings: after the configuration, the suppressions, the
  /// baseline and `removeNotes()`, as ``summary`` does. Empty when nothing was found.
  package var summaryByCode: [String] {
    var counts: [DiagnosticCode: [LocalizationDiagnostic.Severity: Int]] = [:]
    for finding in findings {
      counts[finding.diagnostic.code, default: [:]][finding.diagnostic.severity, default: 0] += 1
    }
    let rows = counts.map { code, bySeverity in
      (
        code: code, severity: bySeverity.keys.min() ?? code.severity,
        count: bySeverity.values.reduce(0, +), bySeverity: bySeverity
      )
    }.sorted { ($0.severity, -$0.count, $0.code.rawValue) < ($1.severity, -$1.count, $1.code.rawValue) }
    return rows.map { row in
      let counted = [LocalizationDiagnostic.Severity.error, .warning, .note].compactMap { severity in
        row.bySeverity[severity].map { "\($0) \(severity.rawValue)\($0 == 1 ? "" : "s")" }
      }
      return "  \(row.code.rawValue): " + counted.joined(separator: ", ")
    }
  }

  /// What a command-line linter exits with (``LintExitCode``): 2 when a
  /// path could not be read (the check is incomplete), else 1 for errors (or
  /// warnings, when they count as errors) or when no localization file was
  /// found at all (a CI job pointed at the wrong folder must not pass), else 0.
  public func exitStatus(warningsAsErrors: Bool) -> Int32 {
    if !unreadablePaths.isEmpty { return LintExitCode.unreadablePath.rawValue }
    if foundNoFiles { return LintExitCode.failed.rawValue }
    let failed = count(.error) > 0 || (warningsAsErrors && count(.warning) > 0)
    return (failed ? LintExitCode.failed : LintExitCode.clean).rawValue
  }

  /// Whether the paths held no localization file and every one of them could
  /// be read (files the configuration excludes count as found: a target
  /// excluded on purpose is not a mistake).
  public var foundNoFiles: Bool { filesChecked == 0 && filesExcluded == 0 && unreadablePaths.isEmpty }
}
