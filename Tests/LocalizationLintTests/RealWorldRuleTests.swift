import Foundation
import LocalizedStrings
import LocalizationLint
import Testing

/// The shapes real apps ship, each with a small fixture of our own.
@Suite("lint on the shapes real files have")
struct RealWorldRuleTests {
  @Test("Xcode-migrated substitutions without argNum take their place in the format: no errors")
  func substitutionsWithoutArgNum() throws {
    let text = catalog(
      #"""
      "followers": {"localizations": {"en": {
        "stringUnit": {"state": "translated", "value": "%#@followers@ of %@"},
        "substitutions": {"followers": {"formatSpecifier": "lld", "variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "%arg follower"}},
          "other": {"stringUnit": {"state": "translated", "value": "%arg followers"}}}}}}}}}
      """#)
    let report = try lintReport(["C.xcstrings": text])
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
  }

  @Test("catalog messages use catalog terms and the catalog's language tag")
  func catalogTerms() throws {
    let text = catalog(
      #"""
      "%lld files": {"localizations": {
        "ru": {"variations": {"plural": {"one": \#(unit("%lld файл")), "other": \#(unit("%lld файла"))}}},
        "zh-Hans": {"variations": {"plural": {"one": \#(unit("%lld 个文件")), "other": \#(unit("%lld 个文件"))}}}}}
      """#)
    let report = try lintReport(["C.xcstrings": text])
    let messages = report.diagnostics.map(\.message)
    #expect(
      messages.contains(
        "the plural variation of '%lld files' (ru) lacks 'few', 'many', which ru uses for integers (few: 2–4, 22–24, 32–34, …; many: 0, 5–19, 100, …); add them"
      ))
    #expect(messages.contains { $0.contains("'one' in the plural variation of '%lld files' (zh-Hans)") })
    #expect(!messages.contains { $0.contains("__variation") || $0.contains("NSString") })
  }

  @Test(
    "catalog advice names a substitution's argument number, never %N$#@name@; argNum references are not a numbering mix"
  )
  func catalogAdvice() throws {
    func substitution(_ format: String, argNum: Int, one: String, other: String) -> String {
      #"{"stringUnit": {"state": "translated", "value": "\#(format)"}, "substitutions": {"count": {"argNum": \#(argNum), "formatSpecifier": "lld", "variations": {"plural": {"one": \#(unit(one)), "other": \#(unit(other))}}}}}"#
    }
    let text = catalog(
      #"""
      "k3": {"localizations": {"en": \#(substitution("%1$@ and %#@count@", argNum: 1, one: "one more", other: "%2$lld more"))}},
      "k4": {"localizations": {"en": \#(substitution("%@ and %#@count@", argNum: 1, one: "one more", other: "%2$lld more"))}},
      "k5": {"localizations": {"en": \#(substitution("%@ and %#@count@", argNum: 3, one: "%3$@ more", other: "%3$@ others"))}},
      "k6": {"localizations": {"en": \#(substitution("%1$@ %@ %#@count@", argNum: 3, one: "%3$lld", other: "%3$lld"))}}
      """#)
    let report = try lintReport(["C.xcstrings": text])
    let messages = report.diagnostics.map(\.message)
    #expect(
      messages.filter { $0.contains("give substitution 'count' argument number 2 (argNum)") }.count == 2,
      "\(messages)")
    #expect(
      messages.contains { $0.contains("give substitution 'count' the number's argument number (argNum)") })
    // '%@ and %#@count@' with argNum 1 is not a mix; '%1$@ %@ …' is (Apple gives '%@' argument 1
    // too), named by its key (the reader
    // numbers the reference, so the text it holds is not the catalog's).
    #expect(
      report.diagnostics.filter { $0.code == .mixedPositional }.map(\.message) == [
        "the text of 'k6' (en) mixes numbered (%1$…) and unnumbered conversions, and an unnumbered one reads argument 1, which a numbered one reads too: Apple gives unnumbered conversions the arguments in order from the first, whatever the numbered ones read; number them all"
      ])
    #expect(!messages.contains { $0.contains("$#@") || $0.contains("__variation") }, "\(messages)")
  }

  @Test("a variable of value type @ printed with %2$@ is consistent")
  func objectValueType() throws {
    let files = [
      "en.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%1$@ %2$#@n@",
          variable("n", valueType: "@", [("one", "%2$@ reply"), ("other", "%2$@ replies")])))
    ]
    #expect(try lintCodes(files).isEmpty)
  }

  @Test("a plural variable whose variants are all the same text reads no number (Mastodon's %#@names@)")
  func uniformVariable() throws {
    let names = variable("names", valueType: "ld", [("zero", ""), ("one", ""), ("other", "")])
    let count = variable(
      "count", valueType: "ld", [("one", "%1$@ and one more"), ("other", "%1$@ and %2$ld more")])
    let files = ["en.lproj/L.stringsdict": plist(entry("k", format: "%#@names@%#@count@", names, count))]
    #expect(try lintCodes(files).isEmpty)
  }

  @Test(
    "an integer variable with every category integers reach gives every integer a text (Russian one/few/many): 'other' is still required"
  )
  func integerCategoriesComplete() throws {
    let complete = variable("n", [("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов")])
    let required = try lintReport(["ru.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", complete))])
    #expect(required.diagnostics.map(\.code) == [.missingRequiredOther])
    #expect(required.diagnostics.first?.severity == .warning)
    #expect(required.diagnostics.first?.message.contains("Apple's format requires 'other'") == true)
    let lacking = variable("n", [("one", "%d файл"), ("few", "%d файла")])
    let report = try lintReport(["ru.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", lacking))])
    let missingOther = report.diagnostics.first { $0.code == .missingOther }
    #expect(
      missingOther?.message
        == "variable 'n' of 'k' has no 'other' variant, so integers such as 0 get no text; add 'other'")
    // Where integers reach 'other' itself, its integers are named too (French 2, not only 1000000).
    let french = try lintReport([
      "fr.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", variable("n", [("one", "%d fichier")])))
    ])
    #expect(
      french.diagnostics.first { $0.code == .missingOther }?.message
        == "variable 'n' of 'k' has no 'other' variant, so integers such as 2, 1000000 get no text; add 'other'"
    )
    // A floating-point variable needs 'other' for fractions.
    let floating = variable("n", valueType: "f", [("one", "%f"), ("few", "%f"), ("many", "%f")])
    #expect(
      try lintCodes(["ru.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", floating))]).contains(
        .missingOther))
  }

  @Test(
    "legacy and region-only folder names give the file its language",
    arguments: [
      ("Russian", "ru"), ("ru_RU", "ru-RU"), ("sr@latin", "sr-Latn"), ("zh-hans", "zh-Hans"),
      ("fr_ca", "fr-CA"),
    ])
  func folderLanguages(_ folder: String, _ language: String) throws {
    // 'one' and 'other' only: Russian, Serbian and French need more, Chinese needs less.
    let files = ["\(folder).lproj/L.stringsdict": plist(entry("k", format: "%#@n@", good))]
    let report = try lintReport(files)
    let codes: [DiagnosticCode] = [.missingCategories, .missingLargeNumberCategory, .unusedCategory]
    let message = report.diagnostics.first { codes.contains($0.code) }?
      .message
    #expect(
      message?.contains(" \(language) ") == true || message?.contains(" \(language);") == true,
      "\(folder): \(report.diagnostics)")
  }

  @Test("a symbolic link back to a parent directory is walked once")
  func symlinkLoop() throws {
    let fixture = try LintFixture(["en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", good))])
    defer { fixture.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: fixture.root + "/en.lproj/loop", withDestinationPath: "..")
    let report = fixture.lint()
    #expect(report.filesChecked == 1 && report.unreadablePaths.isEmpty)
  }

  @Test("a link to a directory is walked, a link to nothing is an unreadable path")
  func links() throws {
    let fixture = try LintFixture(["real/en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", good))])
    defer { fixture.remove() }
    try FileManager.default.createSymbolicLink(atPath: fixture.root + "/linked", withDestinationPath: "real")
    try FileManager.default.createSymbolicLink(
      atPath: fixture.root + "/real/en.lproj/gone.strings", withDestinationPath: "nowhere")
    let report = Linter.lint(paths: [fixture.root + "/linked"])
    #expect(report.filesChecked == 1)
    #expect(report.unreadablePaths == [fixture.root + "/linked/en.lproj/gone.strings"])
  }

  @Test("a catalog translation is compared with the source language")
  func catalogArguments() throws {
    let text = catalog(
      #"""
      "%@ sent %lld files": {"localizations": {
        "de": \#(unit("%2$lld Dateien von %1$@")),
        "fr": \#(unit("%1$lld fichiers de %2$@"))}}
      """#)
    let report = try lintReport(["C.xcstrings": text])
    // "%lld files" is also a plural candidate (its own rule's tests judge that).
    let compared = report.diagnostics.filter { $0.code != .pluralCandidate }
    #expect(compared.map(\.code) == [.argumentMismatch, .argumentMismatch])
    #expect(compared.allSatisfy { $0.message.hasPrefix("'%@ sent %lld files' (fr) reads argument") })
  }
}
