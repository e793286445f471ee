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

  package init(_ code: DiagnosticCode, _ message: String, at location: SourceLocation) {
    self.code = code
    self.message = message
    self.location = location
    self.severity = code.severity
  }

  /// A diagnostic whose fix is certain: what `plurals lint --fix` applies.
  package init(
    _ code: DiagnosticCode, _ message: String, at location: SourceLocation, suggestion: Suggestion?
  ) {
    self.init(code, message, at: location)
    self.suggestion = suggestion
  }

  /// The one right rewrite of the text at ``location``, where there is one;
  /// made with the finding by the check that found it, so that a fix never
  /// has to be read back out of a message.
  package var suggestion: Suggestion?

  /// The top-level key the diagnostic is about, where its reader knows it and
  /// its place alone does not tell (a key written again, before the entry that
  /// is kept): the linter's subject then, not the entry found at ``location``.
  package var entryKey: String?

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

extension LocalizationDiagnostic {
  /// A rewrite of the text a diagnostic is about, at its location.
  ///
  /// ```swift
  /// .replace("2$@", with: "%2$@")   // "%1$@, 2$@ et %3$@" -> "%1$@, %2$@ et %3$@"
  /// .lengthModifier(argument: 1, length: "ll")   // "%d files" -> "%lld files"
  /// ```
  package enum Suggestion: Hashable, Sendable {
    /// The entry at the location (its key, or a `.strings` entry's value)
    /// removed: an identical later copy.
    case removeEntry
    /// In the string at the location, `text` becomes `replacement`; `text`
    /// must be written there exactly once, and not as the end of a longer
    /// conversion or the start of a word.
    case replace(String, with: String)
    /// The integer conversions of `argument` (1-based) in the string at the
    /// location that have no length modifier get `length`.
    case lengthModifier(argument: Int, length: String)
  }
}
