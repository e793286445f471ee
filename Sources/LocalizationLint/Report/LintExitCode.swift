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
  /// A path could not be read, or a fix of `--fix` could not be written.
  case unreadablePath = 2
  /// A bad option or argument (sysexits' `EX_USAGE`).
  case usage = 64
  /// The configuration or baseline file cannot be read or is invalid (sysexits' `EX_CONFIG`).
  case configuration = 78

  /// One line for `--help` and the documentation.
  package var meaning: String {
    switch self {
    case .clean: "no error (and no warning with --werror)"
    case .failed: "errors, warnings with --werror, or no localization file found"
    case .unreadablePath:
      "a path could not be read, or a fix could not be written: the check or the fix is incomplete"
    case .usage: "a bad option or argument"
    case .configuration: "the configuration or baseline file cannot be read or is invalid"
    }
  }

  /// Every status with its meaning, one per line: `  0  no error …`.
  package static var table: String {
    allCases.map { "  \(String($0.rawValue).padding(2))  \($0.meaning)" }.joined(separator: "\n")
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
