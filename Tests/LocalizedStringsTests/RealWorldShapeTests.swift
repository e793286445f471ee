import Foundation
import LocalizedStrings
import Localization
import SourceFiles
import Testing

/// A String Catalog document with `strings` (JSON members) and a source language.
func catalogDocument(_ strings: String, source: String = "en") -> [UInt8] {
  Array(#"{"sourceLanguage":"\#(source)","version":"1.0","strings":{\#(strings)}}"#.utf8)
}

/// A catalog string unit.
func unit(_ value: String, state: String = "translated") -> String {
  #"{"stringUnit":{"state":"\#(state)","value":"\#(value)"}}"#
}

@Suite("Formatting the shapes real files have")
struct RealWorldShapeTests {
  @Test("a substitution without argNum takes the argument its place in the format gives it")
  func substitutionsWithoutArgNum() throws {
    // As Xcode's "migrate to String Catalog" writes it: %#@…@ unnumbered, %arg in the variants.
    let catalog = try StringCatalog(
      bytes: catalogDocument(
        #"""
        "followers": {"localizations": {"en": {
          "stringUnit": {"state": "translated", "value": "%#@followers@ of %2$@"},
          "substitutions": {"followers": {"formatSpecifier": "lld", "variations": {"plural": {
            "one": \#(unit("%arg follower")), "other": \#(unit("%arg followers"))}}}}}}},
        "positioned": {"localizations": {"en": {
          "stringUnit": {"state": "translated", "value": "%@: %3$#@n@, %2$@"},
          "substitutions": {"n": {"formatSpecifier": "d", "variations": {"plural": {
            "one": \#(unit("%arg item")), "other": \#(unit("%arg items"))}}}}}}}
        """#), path: "t.xcstrings")
    #expect(catalog.diagnostics.isEmpty)
    #expect(try catalog.format("followers", 1, "Ana", language: "en") == "1 follower of Ana")
    #expect(try catalog.format("followers", 3, "Ana", language: "en") == "3 followers of Ana")
    #expect(try catalog.format("positioned", "List", "today", 2, language: "en") == "List: 2 items, today")
  }

  @Test("width variations of a catalog choose by the display width")
  func catalogWidths() throws {
    let catalog = try StringCatalog(
      bytes: catalogDocument(
        #""tab": {"localizations": {"en": {"variations": {"width": {"20": \#(unit("Fav. Players")), "25": \#(unit("Favorite Players"))}}}}}"#
      ), path: "t.xcstrings")
    #expect(catalog.diagnostics.isEmpty)
    #expect(try catalog.format("tab", language: "en") == "Favorite Players")
    #expect(try catalog.format("tab", language: "en", options: FormatOptions(width: 22)) == "Fav. Players")
  }

  static let replies = catalogDocument(
    #"""
    "%lld replies": {"localizations": {
      "en": {"variations": {"plural": {"one": \#(unit("%lld reply")), "other": \#(unit("%lld replies"))}}},
      "pl": {"variations": {"plural": {"one": \#(unit("%lld odpowiedź")), "few": \#(unit("%lld odpowiedzi")),
        "many": \#(unit("%lld odpowiedzi")), "other": \#(unit("%lld odpowiedzi"))}}}}},
    "Cancel": {"localizations": {"en": \#(unit("Cancel"))}}
    """#)

  @Test(
    "a catalog without the language falls back along CLDR parents, then to the source language, and says so")
  func catalogLanguageFallback() throws {
    let catalog = try StringCatalog(bytes: Self.replies, path: "t.xcstrings")
    #expect(catalog.servedLanguage(for: "pl-PL") == "pl")
    #expect(catalog.servedLanguage(for: "ru") == "en")
    let polish = try catalog.formatDetailed("%lld replies", arguments: [.signed(5)], language: "pl-PL")
    #expect(polish.text == "5 odpowiedzi")
    #expect(polish.diagnostics.map(\.code) == [.languageFallback])
    #expect(polish.diagnostics.first?.message == "the catalog has no pl-PL; served pl")
    // English text gets English rules: not "21 reply" by Russian ones.
    let russian = try catalog.formatDetailed("%lld replies", arguments: [.signed(21)], language: "ru")
    #expect(russian.text == "21 replies")
    #expect(russian.diagnostics.first?.message == "the catalog has no ru; served en")
    // A key the served language lacks: the source text, with the source language's rules.
    let cancel = try catalog.formatDetailed("Cancel", arguments: [], language: "pl")
    #expect(cancel.text == "Cancel")
    #expect(
      cancel.diagnostics.map(\.message) == ["'Cancel' has no pl text; used en's (with its plural rules)"])
    #expect(catalog.table(language: "pl-PL").language == "pl")
  }

  @Test("tables of a catalog are built once per served language")
  func catalogTablesAreCached() throws {
    let catalog = try StringCatalog(bytes: Self.replies, path: "t.xcstrings")
    let first = catalog.table(language: "pl")
    let second = catalog.table(language: "pl-PL")
    // The same entries object: built once, shared.
    guard case .format(let a)? = first.entries["%lld replies"],
      case .format(let b)? = second.entries["%lld replies"]
    else {
      Issue.record("no format entry")
      return
    }
    #expect(a === b)
  }

  static let devices = plist(
    "<key>tap</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>"
      + "<key>iPhone</key><string>Tap</string><key>ipad</key><string>Tap (iPad)</string>"
      + "<key>mac</key><string>Click</string></dict></dict>")

  @Test("devices match in any case; without the device or 'other', the documented fallback, reported")
  func devices() throws {
    let table = try StringTable(bytes: Array(Self.devices.utf8), path: "en.lproj/t.stringsdict")
    #expect(try table.format("tap", options: FormatOptions(device: "mac")) == "Click")
    #expect(try table.format("tap", options: FormatOptions(device: "IPAD")) == "Tap (iPad)")
    let server = try table.formatDetailed("tap", arguments: [])
    #expect(server.text == "Tap")
    #expect(
      server.diagnostics.map(\.message) == [
        "'tap' has no 'other' variant; used 'iPhone' (it has iPhone, ipad, mac)"
      ])
    #expect(server.diagnostics.map(\.code) == [.deviceMissingOther])
  }

  @Test("a plural variable whose variants are all one text takes any argument (Mastodon's %#@names@)")
  func uniformVariable() throws {
    let table = try makeTable(
      entry(
        "k", format: "%#@names@%#@count@", variable("names", valueType: "ld", [("one", ""), ("other", "")]),
        variable("count", valueType: "ld", [("one", "%1$@ and one more"), ("other", "%1$@ and %2$ld more")])))
    #expect(try table.format("k", "Ana", 1) == "Ana and one more")
    #expect(try table.format("k", "Ana", 4) == "Ana and 4 more")
  }

  @Test("a variable of value type @ chooses by the numeral it is given")
  func objectValueType() throws {
    let table = try makeTable(
      entry(
        "k", format: "%1$@ %2$#@n@",
        variable("n", valueType: "@", [("one", "%2$@ reply"), ("other", "%2$@ replies")])))
    #expect(try table.format("k", "Ana:", "1") == "Ana: 1 reply")
    #expect(try table.format("k", "Ana:", "1.5") == "Ana: 1.5 replies")
    #expect { try table.format("k", "Ana:", "many") } throws: {
      ($0 as? FormatError)?.kind == .wrongArgumentType
    }
  }

  @Test("a .strings file is a table too, in any encoding, by its extension")
  func stringsFiles() throws {
    let fixture = try BundleFixture(
      [:],
      binary: [
        "de.lproj/S.strings": Data([0xFF, 0xFE]) + "\"%d files\" = \"%d Dateien\";".data(
          using: .utf16LittleEndian)!
      ])
    defer { fixture.remove() }
    let table = try StringTable(contentsOf: fixture.path + "/de.lproj/S.strings")
    #expect(table.kind == .strings && table.language == "de")
    #expect(try table.format("%d files", 3) == "3 Dateien")
    #expect { try StringTable(contentsOf: fixture.path + "/notes.txt") } throws: {
      ($0 as? SourceError)?.kind == .unsupportedFile
    }
  }
}

@Suite("Catalog tables depend on the whole fallback order")
struct CatalogCacheOrderTests {
  @Test("the first language asked for does not decide what the others get")
  func order() throws {
    let document = catalogDocument(#""Colour": {"localizations": {"en-GB": \#(unit("Colour (GB)"))}}"#)
    for first in ["ru", "en"] {
      let catalog = try StringCatalog(bytes: document, path: "t.xcstrings")
      _ = catalog.table(language: first)
      // en falls back to its sibling en-GB; ru gets the source, where the key stands for itself.
      #expect(try catalog.format("Colour", language: "en") == "Colour (GB)")
      #expect(try catalog.format("Colour", language: "ru") == "Colour")
    }
  }
}
