/// A problem found in a localization file, with a stable code and its place.
///
/// ```swift
/// for diagnostic in table.diagnostics where diagnostic.severity == .error {
///   print(diagnostic)   // "pl.lproj/Localizable.stringsdict:9:3: error: … [missing-other]"
/// }
/// ```
import SourceFiles

public struct LocalizationDiagnostic: Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable, Comparable {
    case error, warning, note

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
      switch self {
      case .error: 0
      case .warning: 1
      case .note: 2
      }
    }
  }

  /// What kind of problem this is; it also decides ``severity``, unless that is set.
  public var code: DiagnosticCode
  /// The problem in this file's terms, with the fix.
  public var message: String
  public var location: SourceLocation

  public init(_ code: DiagnosticCode, _ message: String, at location: SourceLocation) {
    self.code = code
    self.message = message
    self.location = location
    self.severity = code.severity
  }

  /// How bad it is: the code's severity (see ``DiagnosticCode``), unless a
  /// linter's configuration has changed it for this diagnostic.
  public var severity: Severity

  /// `file:line:column: warning: message [code]`
  public var description: String { "\(location): \(severity.rawValue): \(message) [\(code.rawValue)]" }
}

extension LocalizationDiagnostic {
  /// The diagnostic of a format string that does not parse, worded the same
  /// by the readers and the linter (so that one string is reported once).
  package static func invalidFormat(_ error: FormatError, subject: String, at location: SourceLocation)
    -> LocalizationDiagnostic
  {
    let advice =
      error.kind == .tooDeep
      ? "formatting refuses the entry; make the chain of variables shorter"
      : "write %% for a percent sign, or fix the directive"
    return .init(
      .invalidFormat, "\(error.message.replacing("\n", with: "⏎")) in \(subject); \(advice)", at: location)
  }
}
