/// The exit statuses of `plurals lint` and of the plugins' linter, for CI scripts.
///
/// ```swift
/// LintExitCode(rawValue: 2)?.meaning   // "a path could not be read: the check is incomplete"
/// ```
public enum LintExitCode: Int32, CaseIterable, Sendable {
  /// No error (and no warning with `--werror`).
  case clean = 0
  /// Errors, warnings with `--werror`, or no localization file found.
  case failed = 1
  /// A path could not be read.
  case unreadablePath = 2
  /// A bad option or argument (sysexits' `EX_USAGE`).
  case usage = 64
  /// The configuration or baseline file cannot be read or is invalid (sysexits' `EX_CONFIG`).
  case configuration = 78

  /// One line for `--help` and the documentation.
  public var meaning: String {
    switch self {
    case .clean: "no error (and no warning with --werror)"
    case .failed: "errors, warnings with --werror, or no localization file found"
    case .unreadablePath: "a path could not be read: the check is incomplete"
    case .usage: "a bad option or argument"
    case .configuration: "the configuration or baseline file cannot be read or is invalid"
    }
  }

  /// Every status with its meaning, one per line: `  0  no error …`.
  public static var table: String {
    allCases.map { "  \(String($0.rawValue).padding(2))  \($0.meaning)" }.joined(separator: "\n")
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}

/// One run of the linter as the command line asks for it, shared by
/// `plurals lint` and the plugins' tool so that both behave alike.
package struct LintInvocation: Sendable {
  /// Files or folders; none means the current directory.
  package var paths: [String] = []
  package var format = LintFormat.text
  package var warningsAsErrors = false
  /// Leave notes out of the report.
  package var quiet = false
  package var developmentLanguage: String?
  /// The directory that report paths are made relative to.
  package var workingDirectory: String?

  package init() {}

  /// What the run printed and how it ended.
  package struct Outcome: Sendable {
    /// The report, for standard output.
    package var output: String
    /// Messages for standard error, one per element (without a newline).
    package var messages: [String]
    package var status: Int32
  }

  /// Lints, and renders the report.
  package func run() -> Outcome {
    let looked = paths.isEmpty ? ["."] : paths
    var report = Linter.lint(paths: looked, developmentLanguage: developmentLanguage ?? "en")
    if quiet { report.removeNotes() }
    var messages = report.unreadablePaths.map { "error: cannot read \($0)" }
    if report.foundNoFiles {
      messages.append(
        "error: no lintable files found (.strings, .stringsdict or .xcstrings) in: "
          + looked.joined(separator: ", "))
    }
    return Outcome(
      output: report.rendered(as: format, relativeTo: workingDirectory), messages: messages,
      status: report.exitStatus(warningsAsErrors: warningsAsErrors))
  }
}
