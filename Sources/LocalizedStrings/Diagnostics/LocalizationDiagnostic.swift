/// A problem found in a localization file, with a stable code and its place.
public struct LocalizationDiagnostic: Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable {
    case error, warning, note
  }

  public var severity: Severity
  /// A stable identifier, e.g. `missing-format-key`.
  public var code: String
  public var message: String
  public var location: SourceLocation

  public init(_ severity: Severity, _ code: String, _ message: String, at location: SourceLocation) {
    self.severity = severity
    self.code = code
    self.message = message
    self.location = location
  }

  /// `file:line:column: warning: message [code]`
  public var description: String { "\(location): \(severity.rawValue): \(message) [\(code)]" }
}
