/// A formatted string and what the engine noticed on the way (a variable
/// without `other`, say).

public struct FormattedString: Sendable, Hashable {
  public var text: String
  public var diagnostics: [LocalizationDiagnostic]
}
