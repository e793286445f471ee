import Localization
import LocalizedStrings
import SourceFiles

extension DiagnosticRule {
  static let formatCallMismatch = DiagnosticRule(
    code: .formatCallMismatch,
    summary:
      "a String(format:) call passes fewer arguments than a language's text of its key reads, or one the text reads as another type (plurals lint --sources)",
    help: "Pass what every language's text reads, in its order and of its type, or correct the texts.",
    example:
      "String(format: NSLocalizedString(\"greeting\", comment: \"\"), name) where de's text is \"Hallo %@, %d neue\"",
    reason:
      "the text reads an argument that was never passed, or reads it as another type: garbage text, or a crash on Apple platforms",
    triggering: [
      RuleExample(
        inboxTables.merging([
          "Sources/Inbox.swift": #"""
          let greeting = String(format: NSLocalizedString(↓"greeting", comment: ""), name)
          let count = String(format: NSLocalizedString("count", comment: ""), ↓"three")

          """#
        ]) { $1 }, note: "an argument too few for German, and a string for %d")
    ],
    nonTriggering: [
      RuleExample(
        inboxTables.merging([
          "Sources/Inbox.swift": #"""
          let greeting = String(format: NSLocalizedString("greeting", comment: ""), name, 3)
          let count = String(format: NSLocalizedString("count", comment: ""), items.count)

          """#
        ]) { $1 }, note: "every argument passed, an Int for %d")
    ])

  /// The examples' table: English reads one argument of 'greeting', German two.
  private static let inboxTables = [
    "en.lproj/Localizable.strings": #"""
    "greeting" = "Hello %@";
    "count" = "%d new";

    """#,
    "de.lproj/Localizable.strings": #"""
    "greeting" = "Hallo %1$@, %2$d neue";
    "count" = "%d neue";

    """#,
  ]
}

extension EntryChecks {
  /// `format-call-mismatch`: `site`'s `String(format:)` passes `passed` arguments, and the
  /// texts of `languages` read up to `read`.
  static func formatCallShort(
    _ site: CodeReferences.CallSite, key: String, passed: Int, read: Int, languages: [String]
  ) -> LocalizationDiagnostic {
    let arguments = passed == 1 ? "1 argument" : "\(passed) arguments"
    return .init(
      .formatCallMismatch,
      "String(format:) passes \(arguments) to '\(key)', whose text in \(listed(languages)) reads \(read); the rest is read from memory no argument is in",
      at: site.location)
  }

  /// `format-call-mismatch`: argument `index` (0-based) is of a kind the texts of
  /// `languages` read as `reads`.
  static func formatCallType(
    _ site: CodeReferences.CallSite, key: String, index: Int, argument: CodeReferences.CodeArgument,
    reads: ArgumentKind, languages: [String]
  ) -> LocalizationDiagnostic {
    .init(
      .formatCallMismatch,
      "String(format:) passes \(argument.kind.rawValue) as argument \(index + 1) of '\(key)', which the text in \(listed(languages)) reads as \(reads.rawValue)",
      at: argument.location)
  }

  /// At most four languages by name, then how many more.
  static func listed(_ languages: [String]) -> String {
    let sorted = languages.sorted()
    let named = sorted.prefix(4).joined(separator: ", ")
    return sorted.count > 4 ? "\(named) and \(sorted.count - 4) more" : named
  }
}
