import Foundation
import LocaleNumbers
import PluralRuleSyntax
import Plurals
import Localization
import LocalizedStrings
import Testing

/// The README's Swift examples, run: each line of a README example is here,
/// and what its comment says it gives is expected. `ReadmeTests` checks that
/// the README and this file keep the same lines.
@Suite("README examples", .serialized)
struct ReadmeSnippets {
  init() {
    // The examples name files relative to the package root.
    _ = FileManager.default.changeCurrentDirectoryPath(packageRoot)
  }

  @Test("Locale resolution: one value")
  func localeValue() throws {
    let locale = CLDRLocale("zh_hant_hk.UTF-8")!
    #expect(locale.identifier == "zh_Hant_HK")
    #expect(locale.languageTag == "zh-Hant-HK")
    #expect(locale.fallbackChain.map(\.identifier) == ["zh_Hant_HK", "zh_Hant"])
    #expect(PluralRules(locale: locale).locale == "zh")
    #expect(CLDRLocale("und")!.isRoot == true)
    #expect(CLDRLocale("x-klingon") == nil)
  }

  @Test("Plural rules")
  func plurals() throws {
    let russian = PluralRules(locale: "ru")
    #expect(russian.category(for: 1) == .one)
    #expect(russian.category(for: 3) == .few)
    #expect(russian.category(for: 5) == .many)
    #expect(try russian.category(for: "1.5") == .other)

    let english = PluralRules(locale: "en_US.UTF-8")
    #expect(try english.category(for: "1") == .one)
    #expect(try english.category(for: "1.0") == .other)
    #expect(english.category(for: 1.0) == .one)
    #expect(english.category(for: 1.0, fractionDigits: 2) == .other)

    #expect(PluralRules(locale: "en", type: .ordinal).category(for: 22) == .two)
    #expect(PluralRules(locale: "pt-AO").locale == "pt_PT")
    let angola = CLDRLocale("pt-AO")!
    #expect(PluralRules(locale: angola).cldrLocale.identifier == "pt_PT")
    #expect(PluralRules(locale: "tlh").isRootFallback == true)
    #expect(PluralRules(locale: "ka").category(from: .one, to: .other) == .one)
  }

  @Test("PluralRuleSyntax")
  func ruleSyntax() throws {
    let rules = try PluralRuleSet(parsing: "one: n is 1; few: n mod 10 in 2..4")
    #expect(rules.category(for: try DecimalNumeral(parsing: "23")) == .few)
    #expect(rules.description == "one: n = 1; few: n % 10 = 2..4")
  }

  @Test("Formatting localized strings")
  func formatting() throws {
    let table = try StringTable(contentsOf: "Sources/PluralsCLI/Demo/pl.lproj/Localizable.stringsdict")
    #expect(try table.format("files", 5) == "5 plików")
    #expect(try table.format("files in folders", 22, 1) == "22 pliki w 1 folderze")
    #expect(table.string("files", "oops") == "%#@files@")
    #expect(try formatPlain("%05.1f|%-4d|%#x|%@", 3.14159, 42, 255, "ok") == "003.1|42  |0xff|ok")

    let resources = "Examples/HummingbirdExample/Sources/LocalizedServer/Localizations"
    let catalog = try StringCatalog(contentsOf: resources + "/Localizable.xcstrings")
    #expect(
      try catalog.format("%d file(s) remaining", 2, language: Language("fr-CA")!) == "2 fichiers restants")
  }

  @Test("Preparing an entry")
  func preparing() throws {
    let table = try StringTable(contentsOf: "Sources/PluralsCLI/Demo/pl.lproj/Localizable.stringsdict")
    let files = try table.prepare("files")
    #expect(try files.format(5) == "5 plików")
    var body: [UInt8] = []
    try files.format(22, appendingTo: &body)
    #expect(String(decoding: body, as: UTF8.self) == "22 pliki")
    let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: 64, alignment: 1)
    let count = try files.format(22, into: memory)
    #expect(count == 8)
    #expect(Array(memory[..<count]) == Array("22 pliki".utf8))
    memory.storeBytes(of: 0, as: UInt8.self)
    #expect(try files.format(22, into: UnsafeMutableRawBufferPointer(rebasing: memory[..<4])) == 8)
    #expect(memory[0] == 0)
    memory.deallocate()
  }

  @Test("Localized numbers")
  func localizedNumbers() throws {
    let english = try StringTable(contentsOf: "Sources/PluralsCLI/Demo/en.lproj/Localizable.stringsdict")
    #expect(
      try english.format("files", 1234, options: FormatOptions(numberFormatLocale: CLDRLocale("fr")))
        == "1\u{202F}234 files")
    #expect(LocalizedNumberFormat(locale: "ar-EG").format(1234567) == "١٬٢٣٤٬٥٦٧")
    #expect(LocalizedNumberFormat(locale: "de").localize("-98765.4321") == "-98.765,4321")
  }
}

/// The package's root directory.
let packageRoot: String = {
  var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(3)  // Tests/DocumentationTests/<file>
  return parts.joined(separator: "/")
}()
