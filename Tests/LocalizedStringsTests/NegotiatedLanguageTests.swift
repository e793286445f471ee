import Testing
import TestSupport

@testable import Localization
@testable import LocalizedStrings

/// The framework-neutral server entry point: Accept-Language in; localizer, Content-Language, Vary and
/// the malformed-header text out.
@Suite("Negotiated language")
struct NegotiatedLanguageTests {
  static let key = NegotiatedLanguage.malformedHeaderKey
  static let german = "Der Accept-Language-Header ist fehlerhaft."
  static let polish = "Nagłówek Accept-Language jest nieprawidłowy."

  /// en (the development language, without the key), de and pl with it, fr without.
  static func bundle() throws -> LocalizationBundle {
    try LocalizationBundle(
      files: [
        "en.lproj/Localizable.strings": Array(#""Hello" = "Hello";"#.utf8),
        "de.lproj/Localizable.strings": Array(#""Hello" = "Hallo"; "\#(key)" = "\#(german)";"#.utf8),
        "pl.lproj/Localizable.strings": Array(#""Hello" = "Cześć"; "\#(key)" = "\#(polish)";"#.utf8),
        "fr.lproj/Localizable.strings": Array(#""Hello" = "Bonjour";"#.utf8),
      ], developmentLanguage: "en")
  }

  @Test(
    "a well-formed header: the localizer, Content-Language, no error",
    arguments: [
      (nil, "en", "Hello"), ("", "en", "Hello"), ("de-DE,de;q=0.9", "de", "Hallo"),
      ("pl;q=0, fr", "fr", "Bonjour"),
      (" , ,pl", "pl", "Cześć"), ("*", "en", "Hello"), ("ja", "en", "Hello"),
    ] as [(String?, String, String)])
  func wellFormed(header: String?, language: String, text: String) throws {
    let negotiated = try Self.bundle().negotiate(acceptLanguage: header)
    #expect(negotiated.contentLanguage == language)
    #expect(negotiated.localizer.localizedString(forKey: "Hello") == text)
    #expect(negotiated.malformedItem == nil)
    #expect(negotiated.malformedHeaderText == nil)
  }

  @Test(
    "a malformed header: the first bad item, and the error text in the language read from the rest",
    arguments: [
      ("de, pl-;", "pl-;", "de", german),
      ("pl;q=0.5, en-US;q=2", "en-US;q=2", "pl", polish),
      (";;q=x,,pl-;", ";;q=x", "en", key),
      ("fr, x y", "x y", "fr", key),  // French has no translation: the development language's text
      ("de;q=0.1234", "de;q=0.1234", "en", key),
    ] as [(String, String, String, String)])
  func malformed(header: String, item: String, language: String, text: String) throws {
    let bundle = try Self.bundle()
    // The second time, the header's negotiation is remembered (not read again): the same answer.
    for _ in 0..<2 {
      let negotiated = bundle.negotiate(acceptLanguage: header)
      #expect(negotiated.malformedItem == item)
      #expect(negotiated.contentLanguage == language)
      #expect(negotiated.malformedHeaderText == text)
    }
  }

  @Test("the malformed item is quoted at most 64 characters, and only within the first 32 items")
  func bounds() throws {
    let bundle = try Self.bundle()
    let long = String(repeating: "é", count: 500)
    #expect(
      bundle.negotiate(acceptLanguage: "de," + long).malformedItem == String(repeating: #"\u{E9}"#, count: 64)
    )
    let late = Array(repeating: "de", count: AcceptLanguage.maximumRanges).joined(separator: ",") + ",!"
    #expect(bundle.negotiate(acceptLanguage: late).malformedItem == nil)
  }

  @Test(
    "Vary: Accept-Language is added unless a value already names it or is *",
    arguments: [
      ([], "Accept-Language"), (["Origin"], "Accept-Language"), (["Origin, accept-language"], nil),
      (["Accept-Encoding", " ACCEPT-LANGUAGE "], nil), (["*"], nil), (["Origin,\t*"], nil),
      (["Accept-Languages"], "Accept-Language"),
    ] as [([String], String?)])
  func vary(existing: [String], added: String?) {
    #expect(NegotiatedLanguage.vary(adding: existing) == added)
  }

  @Test("random headers: malformed exactly when a bad item is among the first 32; the localizer as before")
  func randomHeaders() throws {
    let bundle = try Self.bundle()
    var random = TestSeed.generator("NegotiatedLanguage.randomHeaders")
    let good = ["de", "pl-PL", "fr;q=0.5", "en;q=1.000", "*;q=0.1", "pt_BR", " ja ", "", "de;q=0"]
    let bad = ["de;", "q=0.5", "pl;q=1.5", "x-;", "de;x=1", "ü", "de;q=0.12345", "12"]
    for _ in 0..<300 {
      var items: [String] = []
      var firstBad: String?
      for index in 0..<Int.random(in: 0...40, using: &random) {
        if Int.random(in: 0..<8, using: &random) == 0 {
          let item = bad.randomElement(using: &random)!
          if firstBad == nil && index < AcceptLanguage.maximumRanges { firstBad = item }
          items.append(item)
        } else {
          items.append(good.randomElement(using: &random)!)
        }
      }
      let header = items.joined(separator: ",")
      let negotiated = bundle.negotiate(acceptLanguage: header)
      #expect(
        negotiated.malformedItem == firstBad.map(NegotiatedLanguage.quoted), "\(header)\(TestSeed.note)")
      #expect(negotiated.contentLanguage == bundle.localizer(acceptLanguage: header).language)
      #expect((negotiated.malformedHeaderText != nil) == (firstBad != nil))
    }
  }
}
