import Foundation
import Localization
import LocalizedStrings
import SourceFiles
import Testing
import TestSupport

/// The user's languages from injected environments: the process environment is read, never changed.
@Suite("User languages")
struct UserLanguagesTests {
  @Test(
    "POSIX precedence: LC_ALL, LC_MESSAGES, LANG name the locale; LANGUAGE wins unless it is C",
    arguments: [
      (["LANG": "de_DE.UTF-8@euro"], ["de-DE"]),
      (["LANGUAGE": "pt_BR:pt:en", "LANG": "de_DE.UTF-8"], ["pt-BR", "pt", "en"]),
      (["LC_ALL": "fr_CA.UTF-8", "LC_MESSAGES": "de", "LANG": "it"], ["fr-CA"]),
      (["LC_MESSAGES": "de_AT", "LANG": "it"], ["de-AT"]),
      (["LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "fr_FR.UTF-8", "LANG": "de"], ["fr-FR"]),
      // The C locale: nothing, and LANGUAGE is ignored (gettext's rule).
      (["LANGUAGE": "pl", "LC_ALL": "C", "LANG": "de_DE"], []),
      (["LANGUAGE": "pl", "LANG": "POSIX"], []),
      (["LANGUAGE": "pl"], []),
      ([:], []),
      // C.UTF-8 names no language, but it is not "C": LANGUAGE applies.
      (["LANG": "C.UTF-8"], []),
      (["LANGUAGE": "pl:en", "LANG": "C.UTF-8"], ["pl", "en"]),
      (
        ["LANGUAGE": "sr@latin:uz_UZ@cyrillic:ca_ES@valencia:C:POSIX:pl", "LANG": "en_US"],
        ["sr-Latn", "uz-Cyrl-UZ", "ca-ES-valencia", "pl"]
      ),
      (["LANGUAGE": "::pl::pl_PL:pl", "LANG": "en_US"], ["pl", "pl-PL"]),
      (["LANG": "1234"], []),
    ] as [([String: String], [String])])
  func precedence(environment: [String: String], expected: [String]) {
    #expect(UserLanguages.posix { environment[$0] } == expected)
  }

  @Test(
    "POSIX locale names as BCP 47 tags; what is no language is nil",
    arguments: [
      ("de_DE.UTF-8@euro", "de-DE"), ("pt_BR", "pt-BR"), ("en", "en"), ("sr_RS@latin", "sr-Latn-RS"),
      ("zh_TW.Big5", "zh-TW"), ("ca_ES.UTF-8@valencia", "ca-ES-valencia"), ("ks_IN@devanagari", "ks-Deva-IN"),
      ("es_419", "es-419"), ("de-CH", "de-CH"),
    ])
  func tags(name: String, tag: String) {
    #expect(UserLanguages.tag(posixLocale: name) == tag)
  }

  @Test(
    "the C locale and names that are not languages give no tag",
    arguments: [
      "C", "POSIX", "C.UTF-8", "C.utf8@x", "", "_DE", "de__DE", "d", "toolonglang", "de_DE!", "ру",
      "de_123456789",
    ])
  func notTags(name: String) {
    #expect(UserLanguages.tag(posixLocale: name) == nil)
  }

  @Test("random names built of language, territory, codeset and modifier convert part by part")
  func randomNames() {
    var random = TestSeed.generator("UserLanguages.randomNames")
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    func word(_ lengths: ClosedRange<Int>) -> String {
      String(
        (0..<Int.random(in: lengths, using: &random)).map { _ in letters.randomElement(using: &random)! })
    }
    let modifiers = [
      ("", nil), ("@euro", nil), ("@latin", "Latn"), ("@cyrillic", "Cyrl"), ("@LATIN", "Latn"),
    ]
    for _ in 0..<500 {
      let language = word(2...8)
      let territory = Bool.random(using: &random) ? word(1...8) : nil
      let codeset = Bool.random(using: &random) ? "." + word(1...10) : ""
      let (modifier, script) = modifiers.randomElement(using: &random)!
      let name = language + (territory.map { "_" + $0 } ?? "") + codeset + modifier
      let expected = ([language] + (script.map { [$0] } ?? []) + (territory.map { [$0] } ?? []))
        .joined(separator: "-")
      let tag = UserLanguages.tag(posixLocale: name)
      #expect(tag == (language == "POSIX" ? nil : expected), "\(name)\(TestSeed.note)")
    }
  }

  @Test("LANGUAGE is read up to 32 names")
  func longList() {
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    let list = (0..<100).map { (index: Int) -> String in
      "l" + String(letters[index % 26]) + String(letters[index / 26])
    }
    let languages = UserLanguages.posix { ["LANGUAGE": list.joined(separator: ":"), "LANG": "en_US"][$0] }
    #expect(languages == Array(list.prefix(UserLanguages.maximumLanguages)))
  }

  @Test("a bundle serves the environment's language: de_DE.UTF-8@euro is German, LANGUAGE=pl Polish")
  func bundle() throws {
    let fixture = try serverFixture()
    defer { fixture.remove() }
    let bundle = try LocalizationBundle(path: fixture.path)
    let german = bundle.localizer(languages: UserLanguages.posix { ["LANG": "de_DE.UTF-8@euro"][$0] })
    #expect(german.localizedString(forKey: "Welcome") == "Willkommen")
    let polish = bundle.localizer(languages: UserLanguages.posix { ["LANGUAGE": "pl", "LANG": "de_DE"][$0] })
    #expect(polish.localization == "pl")
    let c = bundle.localizer(languages: UserLanguages.posix { ["LANGUAGE": "pl", "LANG": "C"][$0] })
    #expect(c.localization == "en")
  }

  #if !canImport(Darwin)
    @Test("current is the process environment read as POSIX says (read, not changed)")
    func current() {
      #expect(UserLanguages.currentTags == UserLanguages.posix { getenvString($0) })
    }
  #endif
}

/// An environment variable of this process, nil when unset.
private func getenvString(_ name: String) -> String? {
  getenv(name).map { String(cString: $0) }
}
