import Foundation
@testable import Localization
@testable import LocalizedStrings
import Testing

/// Bundles whose served localization lacks keys other localizations have.
private func missingKeyBundle() throws -> LocalizationBundle {
  let english = entry(
    "n_messages", format: "%#@messages@",
    variable("messages", [("one", "%d message"), ("other", "%d messages")]))
  let englishFiles = entry(
    "%d file(s)", format: "%#@files@", variable("files", [("one", "%d file"), ("other", "%d files")]))
  let arabic = entry(
    "%d file(s)", format: "%#@files@",
    variable("files", [("one", "ملف واحد"), ("two", "ملفان"), ("few", "%d ملفات"), ("other", "%d ملف")]))
  let french = entry(
    "n_messages", format: "%#@messages@",
    variable(
      "messages", [("one", "%d message (fr)"), ("many", "%d de messages"), ("other", "%d messages (fr)")]))
  let polish = entry(
    "n_messages", format: "%#@messages@",
    variable(
      "messages",
      [
        ("one", "%d wiadomość"), ("few", "%d wiadomości"), ("many", "%d wiadomości"),
        ("other", "%d wiadomości"),
      ]))
  let catalog = #"""
    {"sourceLanguage": "en", "version": "1.0", "strings": {
      "Inbox": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Inbox"}},
        "ar": {"stringUnit": {"state": "translated", "value": "البريد الوارد"}}}},
      "Sent": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Sent mail"}}}}}}
    """#
  let files: [String: String] = [
    "en.lproj/Localizable.stringsdict": plist(english + englishFiles),
    "en.lproj/Localizable.strings": "\"Cancel\" = \"Cancel (en)\";\n\"Settings\" = \"Preferences\";\n",
    "en.lproj/Mail.strings": "\"Archive\" = \"Move to archive\";\n",
    // Arabic has a .stringsdict and a .strings, each without some keys.
    "ar.lproj/Localizable.stringsdict": plist(arabic),
    "ar.lproj/Localizable.strings": "\"Cancel\" = \"إلغاء\";\n",
    "ar.lproj/Mail.strings": "\"Delete\" = \"حذف\";\n",
    // French: the middle language of Canadian French's search order (fr-CA, fr, en).
    "fr-CA.lproj/Localizable.strings": "\"Cancel\" = \"Annuler (CA)\";\n",
    "fr.lproj/Localizable.stringsdict": plist(french),
    "fr.lproj/Localizable.strings": "\"Settings\" = \"Réglages\";\n",
    // Polish lacks the plural key English has (only n_messages is translated).
    "pl.lproj/Localizable.stringsdict": plist(polish),
    "Localizable.xcstrings": catalog,
  ]
  return try LocalizationBundle(files: files.mapValues { Array($0.utf8) })
}

@Suite("A key the served localization lacks: one rule for every source")
struct MissingKeyTests {
  @Test("a key only in the development language: its text, with a language-fallback diagnostic")
  func developmentLanguage() throws {
    let bundle = try missingKeyBundle()
    let arabic = bundle.localizer(acceptLanguage: "ar, en")
    #expect(arabic.searchOrder == ["ar", "en"] && arabic.language == "ar")
    // The .stringsdict of ar exists but lacks n_messages: English's, not the key.
    #expect(try arabic.format("n_messages", 1) == "1 message")
    #expect(try arabic.format("n_messages", 3) == "3 messages")
    #expect(arabic.localizedString(forKey: "n_messages") == "%#@messages@")
    // The same for a .strings key and for a catalog key.
    #expect(arabic.localizedString(forKey: "Settings") == "Preferences")
    #expect(arabic.localizedString(forKey: "Sent") == "Sent mail")
    // What Arabic has stays Arabic, in every source.
    #expect(try arabic.format("%d file(s)", 2) == "ملفان")
    #expect(arabic.localizedString(forKey: "Cancel") == "إلغاء")
    #expect(arabic.localizedString(forKey: "Inbox") == "البريد الوارد")
    // Reported, for .lproj text as for catalog text.
    for key in ["n_messages", "Settings", "Sent"] {
      let detailed = try arabic.formatDetailed(key, arguments: [.signed(3)])
      #expect(detailed.diagnostics.map(\.code) == [.languageFallback], "\(key)")
      #expect(detailed.diagnostics.first?.message.contains("used en's") == true, "\(key)")
    }
    #expect(try arabic.formatDetailed("%d file(s)", arguments: [.signed(2)]).diagnostics.isEmpty)
    // No header at all asks for nothing: ar is not even searched.
    #expect(bundle.localizer(acceptLanguage: "").localizedString(forKey: "Cancel") == "Cancel (en)")
  }

  @Test("a key in a middle language of the search order: that language's, not the last's")
  func middleLanguage() throws {
    let bundle = try missingKeyBundle()
    let canadian = bundle.localizer(acceptLanguage: "fr-CA")
    #expect(canadian.searchOrder == ["fr-CA", "fr", "en"] && canadian.language == "fr-CA")
    // French plural rules and the request's (Canadian) numbers: 1,000,000 is `many` in French,
    // `other` in English; fr-CA groups with U+00A0, fr with U+202F.
    #expect(try canadian.format("n_messages", 1_000_000) == "1\u{A0}000\u{A0}000 de messages")
    #expect(try canadian.format("n_messages", 0) == "0 message (fr)")
    #expect(canadian.localizedString(forKey: "Settings") == "Réglages")
    #expect(canadian.localizedString(forKey: "Cancel") == "Annuler (CA)")
    let detailed = try canadian.formatDetailed("Settings", arguments: [])
    #expect(detailed.diagnostics.first?.message.contains("used fr's") == true)
    // A key French lacks too goes on to English.
    #expect(try canadian.format("%d file(s)", 2) == "2 files")
    #expect(canadian.localizedString(forKey: "Sent") == "Sent mail")
    // French's own order searches Canadian French (the language in another region) before English.
    let french = bundle.localizer(acceptLanguage: "fr")
    #expect(french.searchOrder == ["fr", "fr-CA", "en"])
    #expect(french.localizedString(forKey: "Cancel") == "Annuler (CA)")
    #expect(french.localizedString(forKey: "Cancel", value: "x") == "Annuler (CA)")
  }

  @Test("served Polish lacks a plural key English has: English plural rules and numbers")
  func fallbackLanguageRules() throws {
    let bundle = try missingKeyBundle()
    let polish = bundle.localizer(acceptLanguage: "pl")
    #expect(polish.language == "pl" && polish.pluralLocaleIdentifier == "pl")
    // Polish rules would pick `few` for 2 and 22, `many` for 5: English has one/other.
    #expect(try polish.format("%d file(s)", 1) == "1 file")
    #expect(try polish.format("%d file(s)", 2) == "2 files")
    #expect(try polish.format("%d file(s)", 22) == "22 files")
    // English grouping (Polish writes 12 345).
    #expect(try polish.format("%d file(s)", 12_345) == "12,345 files")
    #expect(
      try bundle.localizer(acceptLanguage: "pl", numbers: .plain).format("%d file(s)", 12_345)
        == "12345 files")
    // Polish text keeps Polish rules and numbers.
    #expect(try polish.format("n_messages", 12_345) == "12\u{A0}345 wiadomości")
    #expect(try polish.format("n_messages", 3) == "3 wiadomości")
  }

  @Test("other tables follow the same rule")
  func otherTables() throws {
    let bundle = try missingKeyBundle()
    let arabic = bundle.localizer(acceptLanguage: "ar")
    #expect(arabic.localizedString(forKey: "Delete", table: "Mail") == "حذف")
    #expect(arabic.localizedString(forKey: "Archive", table: "Mail") == "Move to archive")
    let apple = bundle.localizer(acceptLanguage: "ar", missingKeys: .returnKey)
    #expect(apple.localizedString(forKey: "Archive", table: "Mail") == "Archive")
    #expect(apple.localizedString(forKey: "Delete", table: "Mail") == "حذف")
  }

  @Test(".returnKey: the key, as Apple's Bundle returns it, for every source")
  func returnKey() throws {
    let bundle = try missingKeyBundle()
    let arabic = bundle.localizer(acceptLanguage: "ar, fr, en", missingKeys: .returnKey)
    #expect(arabic.missingKeys == .returnKey)
    #expect(try arabic.format("n_messages", 3) == "n_messages")
    #expect(arabic.localizedString(forKey: "Settings") == "Settings")
    #expect(arabic.localizedString(forKey: "Settings", value: "Default") == "Default")
    #expect(arabic.localizedString(forKey: "Sent", value: "Default") == "Default")
    #expect(try arabic.formatDetailed("n_messages", arguments: [.signed(3)]).diagnostics.isEmpty)
    // A key that is its own format is formatted in the development language.
    #expect(try arabic.format("%d unread", 12_345) == "12,345 unread")
    // What the served localization has is served as with .fallBack.
    #expect(try arabic.format("%d file(s)", 2) == "ملفان")
    #expect(arabic.localizedString(forKey: "Cancel") == "إلغاء")
    #expect(arabic.localizedString(forKey: "Inbox") == "البريد الوارد")
    // Apple's per-file search: Polish has no .strings, so English's is read.
    let polish = bundle.localizer(languages: ["pl"], missingKeys: .returnKey)
    #expect(polish.localizedString(forKey: "Settings") == "Preferences")
    // …but it has a .stringsdict, without the key.
    #expect(try polish.format("%d file(s)", 5) == "5 file(s)")
    // The property can be changed on a localizer, like numbers.
    var changed = bundle.localizer(acceptLanguage: "ar, en")
    #expect(try changed.format("n_messages", 3) == "3 messages")
    changed.missingKeys = .returnKey
    #expect(try changed.format("n_messages", 3) == "n_messages")
  }

  @Test("a key no localization has is its own text in either mode, the value when given")
  func noSource() throws {
    let bundle = try missingKeyBundle()
    for mode in [Localizer.MissingKeys.fallBack, .returnKey] {
      let localizer = bundle.localizer(acceptLanguage: "ar, fr, en", missingKeys: mode)
      #expect(localizer.localizedString(forKey: "Nowhere") == "Nowhere")
      #expect(localizer.localizedString(forKey: "Nowhere", value: "Default") == "Default")
      #expect(localizer.string("%@ is missing", "Key") == "Key is missing")
    }
  }

  @Test("many tasks at once, in both modes, get the same answers")
  func concurrency() async throws {
    let bundle = try missingKeyBundle()
    let results = await withTaskGroup(of: Bool.self) { group in
      for index in 0..<400 {
        group.addTask {
          let header = ["ar, en", "fr-CA", "pl", "ar"][index % 4]
          let mode: Localizer.MissingKeys = index % 8 < 4 ? .fallBack : .returnKey
          let localizer = bundle.localizer(acceptLanguage: header, missingKeys: mode)
          let text = (try? localizer.format("n_messages", 1_000_000)) ?? ""
          let expected: String =
            switch (header, mode) {
            case ("pl", _): "1\u{A0}000\u{A0}000 wiadomości"
            // fr-CA has no .stringsdict: Apple's per-file search reads fr's in either mode, with fr-CA's numbers.
            case ("fr-CA", _): "1\u{A0}000\u{A0}000 de messages"
            case (_, .returnKey): "n_messages"
            default: "1,000,000 messages"
            }
          return text == expected
        }
      }
      return await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(results.count == 400 && results.allSatisfy { $0 })
  }
}
