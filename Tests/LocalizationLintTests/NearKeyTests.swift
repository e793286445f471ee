import LocalizedStrings
import LocalizationLint
import Testing

/// A key missing from a translation that has it written another way (`%d items` for
/// `%lld items`, a typo): both findings name the other key ("did you mean").
@Suite("missing-key and extra-key: the key written another way")
struct NearKeyTests {
  static func messages(_ english: String, _ french: String) throws -> [DiagnosticCode: [String]] {
    let report = try lintReport(["en.lproj/L.strings": english, "fr.lproj/L.strings": french])
    return Dictionary(grouping: report.diagnostics, by: \.code).mapValues { $0.map(\.message) }
  }

  @Test(
    "an integer width or a few edits apart: each finding names the other key",
    arguments: [
      ("%lld items", "%d items"), ("%d items", "%ld items"), ("%1$lld of %2$lld", "%1$d of %2$d"),
      ("Welcome back", "Welcom back"), ("settings.title", "Settings.Title"), ("log_in", "log-in"),
    ])
  func near(english: String, french: String) throws {
    let found = try Self.messages("\"\(english)\" = \"x\";\n", "\"\(french)\" = \"y\";\n")
    #expect(
      found[.missingKey] == [
        "key '\(english)' of en is missing in fr (did you mean '\(french)', which fr has?); translate it"
      ], "\(found)")
    #expect(
      found[.extraKey] == [
        "key '\(french)' is not in en (did you mean '\(english)', which en has?); remove it or add it there"
      ], "\(found)")
  }

  @Test("keys far apart, or an extra key already paired, get no suggestion")
  func far() throws {
    let found = try Self.messages(
      "\"Apples\" = \"x\";\n\"%lld pears\" = \"x\";\n\"%d pears\" = \"x\";\n",
      "\"Zebra\" = \"y\";\n\"%ld pears\" = \"y\";\n")
    let missing = found[.missingKey] ?? []
    #expect(missing.contains("key 'Apples' of en is missing in fr; translate it"), "\(found)")
    #expect(
      found[.extraKey]?.contains("key 'Zebra' is not in en; remove it or add it there") == true, "\(found)")
    // Two keys of en could be '%ld pears': the first takes it, the other gets no suggestion.
    #expect(missing.filter { $0.contains("did you mean '%ld pears'") }.count == 1, "\(found)")
  }
}
