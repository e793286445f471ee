import LocalizedStrings
import SourceFiles
import Localization

/// The development language's table of the examples.
private let english = #"""
  "title" = "Settings";
  "count" = "%d files";

  """#

extension DiagnosticRule {
  static let untranslatedTable = DiagnosticRule(
    code: .untranslatedTable,
    summary:
      "every entry of a translation's table is the development language's text, as written: the table was copied and never translated",
    help: "Translate the table, or remove the localization until it is translated.",
    example: "de.lproj/Localizable.strings is a copy of en.lproj/Localizable.strings",
    reason:
      "users of the language read the development language's text in every entry of the table, though the app says it is localized",
    triggering: [
      .strings([
        "en": english,
        "de": #"""
        ↓"title" = "Settings";
        "count" = "%d files";

        """#,
      ])
    ],
    nonTriggering: [
      .strings(
        [
          "en": english,
          "de": #"""
          "title" = "Einstellungen";
          "count" = "%d files";

          """#,
        ], note: "one entry translated"),
      .strings(
        [
          "en": english,
          "en-GB": #"""
          "title" = "Settings";
          "count" = "%d files";

          """#,
        ], note: "the same language in another region"),
      .strings(
        [
          "en": #"""
          "score" = "%d : %d";
          "dash" = "—";

          """#,
          "de": #"""
          "score" = "%d : %d";
          "dash" = "—";

          """#,
        ], note: "no word to translate"),
    ])
}

extension EntryChecks {
  /// `untranslated-table`: ``isUntranslated(_:reference:language:of:)``, placed at the
  /// table's start; nil for a table that is translated.
  static func untranslatedTable(
    _ table: StringTable, reference: StringTable, language: String, of referenceLanguage: String,
    at location: SourceLocation
  ) -> LocalizationDiagnostic? {
    guard isUntranslated(table, reference: reference, language: language, of: referenceLanguage) else {
      return nil
    }
    return .init(
      .untranslatedTable,
      "every entry of \(language)'s table (\(table.keys.count)) is \(referenceLanguage)'s text as written: the table was never translated; translate it, or remove the \(language) localization until it is",
      at: location)
  }

  /// Whether `table`, in `language`, holds every key of `reference` (in `referenceLanguage`)
  /// and nothing else, each entry's texts as the reference writes them, with a word among
  /// them: a copy never translated. Not for two localizations of one language (`en` and
  /// `en-GB`), nor where either's language is not known (`Base`).
  static func isUntranslated(
    _ table: StringTable, reference: StringTable, language: String, of referenceLanguage: String
  ) -> Bool {
    guard let mine = Language(language)?.languageCode, let theirs = Language(referenceLanguage)?.languageCode,
      mine != theirs, !table.keys.isEmpty, table.keys.count == reference.keys.count
    else { return false }
    var hasWord = false
    for key in table.keys {
      guard let entry = table.entries[key], let base = reference.entries[key] else { return false }
      let text = WrittenText.of(entry)
      guard text == WrittenText.of(base) else { return false }
      if !hasWord { hasWord = hasWordOutsideConversions(text) }
    }
    return hasWord
  }

  /// Whether `text` has two letters in a row outside its conversions (`%lld`, `%1$@`,
  /// `%#@files@`): a word someone could translate.
  static func hasWordOutsideConversions(_ text: String) -> Bool {
    var scalars = text.unicodeScalars[...]
    var run = 0
    while let scalar = scalars.popFirst() {
      if scalar == "%" {
        run = 0
        // Flags, widths, positions and length modifiers, then the conversion itself
        // (`%#@name@`: up to the closing `@`).
        var variable = false
        while let next = scalars.first, "0123456789$#-+ .'*lhqLzjt".unicodeScalars.contains(next) {
          variable = variable || next == "#"
          scalars.removeFirst()
        }
        if scalars.popFirst() == "@", variable {
          while let next = scalars.popFirst(), next != "@" {}
        }
        continue
      }
      run = scalar.properties.isAlphabetic ? run + 1 : 0
      if run >= 2 { return true }
    }
    return false
  }
}
