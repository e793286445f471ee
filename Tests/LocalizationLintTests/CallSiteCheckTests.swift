import Foundation
import LocalizedStrings
import SourceFiles
import SwiftCallSites
import Testing

@testable import LocalizationLint

/// The call sites of Swift code against the tables (`plurals lint --sources`): which missing
/// keys are `undefined-key`, which `String(format:)` calls are `format-call-mismatch`, and
/// what the run says it did not check.
@Suite("Swift code checked against its tables")
struct CallSiteCheckTests {
  /// The findings of `code` (as `Sources/A.swift`) against `files`, as `line:column code`:
  /// the Swift file's alone (the tables' own findings are other tests').
  static func findings(_ code: String, _ files: [String: String]) throws -> [String] {
    try report(code, files).findings.map { finding in
      let place = finding.diagnostic.location
      return "\(place.line):\(place.column) \(finding.diagnostic.code)"
    }
  }

  /// The report of `code` against `files`, its findings the Swift file's alone.
  static func report(_ code: String, _ files: [String: String]) throws -> LintReport {
    var all = files
    all["Sources/A.swift"] = code
    let fixture = try LintFixture(all)
    defer { fixture.remove() }
    var report = fixture.lint()
    report.findings.removeAll { !$0.diagnostic.location.file.hasSuffix("/Sources/A.swift") }
    return report
  }

  static let identifierTable = [
    "en.lproj/Localizable.strings": #""settings.title" = "Settings";"# + "\n" + #""search" = "Search";"#
      + "\n",
    "de.lproj/Localizable.strings": #""settings.title" = "Einstellungen";"# + "\n" + #""search" = "Suche";"#
      + "\n"
      + #""only.de" = "x";"# + "\n",
  ]

  @Test("a missing identifier is an error at its literal; a key the development language has is not")
  func identifiers() throws {
    let code = #"""
      let a = NSLocalizedString("settings.title", comment: "")
      let b = NSLocalizedString("setting.title", comment: "")
      let c = NSLocalizedString("only.de", comment: "")
      let d = NSLocalizedString("error_gone", comment: "")

      """#
    #expect(
      try Self.findings(code, Self.identifierTable) == [
        "2:27 undefined-key", "3:27 undefined-key", "4:27 undefined-key",
      ])
  }

  @Test("a missing word is an error only in a table keyed by identifiers, and never with an interpolation")
  func words() throws {
    let code = #"""
      import SwiftUI
      let a = NSLocalizedString("serach", comment: "")
      let b = Text("results \(n)")
      let c = NSLocalizedString("Search all", comment: "")

      """#
    #expect(try Self.findings(code, Self.identifierTable) == ["2:27 undefined-key"])
    #expect(try Self.report(code, Self.identifierTable).code?.shownAsWritten == 2)
    let textKeyed = [
      "en.lproj/Localizable.strings": #""Search" = "Search";"# + "\n" + #""Cancel" = "Cancel";"# + "\n"
    ]
    #expect(try Self.findings(code, textKeyed).isEmpty)
  }

  @Test("a default text, a table no file holds: not checked, the latter counted")
  func notChecked() throws {
    let code = #"""
      let a = NSLocalizedString("gone.key", value: "Gone", comment: "")
      let b = String(localized: "gone.key", defaultValue: "Gone")
      let c = NSLocalizedString("gone.key", tableName: "Other", comment: "")
      let d = NSLocalizedString(dynamic, comment: "")

      """#
    let report = try Self.report(code, Self.identifierTable)
    #expect(report.findings.isEmpty)
    let summary = try #require(report.code)
    #expect(summary.files == 1)
    #expect(summary.callSites == 3)
    #expect(summary.unresolved == 1)
    #expect(summary.tablesNotRead == 1)
    #expect(summary.shownAsWritten == 2)
    #expect(
      summary.summary
        == "read 1 Swift file: 3 calls with a literal key; not checked: 1 with a key or table the code computes, 1 whose table was not linted; 2 keys not in their tables shown as written (text, or a default)"
    )
  }

  @Test("the run's note names only what it did not check: nothing, where every key was found")
  func everythingChecked() throws {
    let report = try Self.report(
      #"let a = NSLocalizedString("settings.title", comment: "")"# + "\n", Self.identifierTable)
    #expect(report.findings.isEmpty)
    #expect(report.code?.summary == "read 1 Swift file: 1 call with a literal key")
  }

  @Test(
    "a finding names at most four languages, sorted and separated by commas, then how many more",
    arguments: [
      (["pl"], "pl"),
      (["pl", "de"], "de, pl"),
      (["pl", "de", "en", "fr"], "de, en, fr, pl"),
      (["pl", "de", "en", "fr", "it", "ja"], "de, en, fr, it and 2 more"),
    ])
  func listedLanguages(languages: [String], expected: String) {
    #expect(EntryChecks.listed(languages) == expected)
  }

  @Test("the run's note counts the Swift files that could not be read, one and several")
  func unreadableCounted() {
    var summary = LintReport.CodeSummary(
      files: 2, callSites: 3, unresolved: 0, tablesNotRead: 0, shownAsWritten: 0,
      unreadable: [SourceError(.fileAccess, "a FIFO", file: "A.swift")])
    #expect(summary.summary == "read 2 Swift files: 3 calls with a literal key; 1 file could not be read")
    summary.unreadable.append(SourceError(.fileAccess, "too large", file: "B.swift"))
    #expect(summary.summary.hasSuffix("; 2 files could not be read"))
  }

  @Test("the suggestion: the table's key spelled alike but for case, blanks and punctuation")
  func suggestion() throws {
    let report = try Self.report(
      #"let a = NSLocalizedString("Settings_Title", comment: "")"# + "\n", Self.identifierTable)
    #expect(
      report.findings.map(\.diagnostic.message) == [
        "NSLocalizedString asks for key 'Settings_Title', which table 'Localizable' does not have (did you mean 'settings.title'?); users see the key"
      ])
  }

  @Test("an interpolated identifier matches a key of its shape with the specifiers the code's types make")
  func interpolatedKeys() throws {
    let catalog =
      #"{"sourceLanguage":"en","version":"1.0","strings":{"files.count %lld":{},"files.of %@ %@":{}}}"#
    let code = #"""
      import SwiftUI
      let a = Text("files.count \(items.count)")
      let b = Text("files.count \(n)")
      let c = Text("files.count \(name.count) \(m)")
      let d = Text("files.count \("x")")
      let e = Text("files.of \(a) \(b)")
      let f = Text("files.of \(a)")
      let g = Text("files.of \(a) \(items.count)")
      let h = Text("files.of \("x") \(b)")

      """#
    #expect(
      try Self.findings(code, ["Localizable.xcstrings": catalog]) == [
        "4:14 undefined-key", "5:14 undefined-key", "7:14 undefined-key", "8:14 undefined-key",
      ])
  }

  @Test("a percent sign of an interpolated key is no conversion: the key with it is found")
  func percentSigns() throws {
    let catalog = #"{"sourceLanguage":"en","version":"1.0","strings":{"done %lld%%":{}}}"#
    let code = "import SwiftUI\nlet a = Text(\"done \\(n)%\")\n"
    let report = try Self.report(code, ["Localizable.xcstrings": catalog])
    #expect(report.code?.callSites == 1)
    #expect(report.code?.shownAsWritten == 0)
  }

  static let formatTable = [
    "en.lproj/Localizable.strings": #"""
    "greeting" = "Hello %@";
    "count" = "%d new";
    "size" = "%.1f MB";
    "raw" = "%s";

    """#,
    "de.lproj/Localizable.strings": #"""
    "greeting" = "Hallo %1$@, %2$d neue";
    "count" = "%d neue";
    "size" = "%.1f MB";
    "raw" = "%s";

    """#,
  ]

  @Test("String(format:) passing fewer arguments than a language reads: one finding, naming the languages")
  func tooFew() throws {
    let report = try Self.report(
      #"let g = String(format: NSLocalizedString("greeting", comment: ""), name)"# + "\n", Self.formatTable)
    #expect(report.findings.map(\.diagnostic.code) == [.formatCallMismatch])
    #expect(
      report.findings.first?.diagnostic.message
        == "String(format:) passes 1 argument to 'greeting', whose text in de reads 2; the rest is read from memory no argument is in"
    )
    #expect(
      try Self.findings(
        #"let g = String(format: NSLocalizedString("greeting", comment: ""), name, 2, extra)"# + "\n",
        Self.formatTable
      ).isEmpty)
    // A text that reads no argument, formatted with none: nothing is short.
    var plain = Self.formatTable
    plain["en.lproj/Localizable.strings"]! += #""plain" = "Plain 100%%";"# + "\n"
    #expect(
      try Self.findings(#"let p = String(format: NSLocalizedString("plain", comment: ""))"# + "\n", plain)
        .isEmpty)
  }

  @Test(
    "an argument of a type a language reads otherwise, at the argument; compatible and unknown ones pass",
    arguments: [
      (#"String(format: NSLocalizedString("count", comment: ""), "three")"#, true),
      (#"String(format: NSLocalizedString("count", comment: ""), 2.5)"#, true),
      (#"String(format: NSLocalizedString("size", comment: ""), 3)"#, true),
      (#"String(format: NSLocalizedString("raw", comment: ""), "text")"#, true),
      (#"String(format: NSLocalizedString("greeting", comment: ""), 5, 2)"#, true),
      (#"String(format: NSLocalizedString("count", comment: ""), items.count)"#, false),
      (#"String(format: NSLocalizedString("size", comment: ""), 2.5)"#, false),
      (#"String(format: NSLocalizedString("greeting", comment: ""), "you", -1)"#, false),
      (#"String(format: NSLocalizedString("count", comment: ""), value)"#, false),
      (#"String.localizedStringWithFormat(NSLocalizedString("count", comment: ""), "three")"#, true),
    ])
  func types(call: String, mismatched: Bool) throws {
    let found = try Self.findings("let v = " + call + "\n", Self.formatTable)
    #expect(found.contains { $0.hasSuffix("format-call-mismatch") } == mismatched, "\(found)")
    if mismatched { #expect(found.allSatisfy { $0.hasPrefix("1:") && !$0.hasPrefix("1:9 ") }) }
  }

  @Test(
    "a type mismatch's whole message: the argument's kind, its number, the key, the languages and what they read"
  )
  func typeMessage() throws {
    let report = try Self.report(
      #"let v = String(format: NSLocalizedString("count", comment: ""), "three")"# + "\n", Self.formatTable)
    #expect(
      report.findings.map(\.diagnostic.message) == [
        "String(format:) passes a string as argument 1 of 'count', which the text in de, en reads as an integer"
      ])
  }

  @Test("a plural entry's arguments: its variable reads the integer its value type names")
  func pluralEntries() throws {
    let entry = pluralEntry("files")
    let files = [
      "en.lproj/Localizable.stringsdict": stringsdictFile(entry),
      "pl.lproj/Localizable.stringsdict": stringsdictFile(entry),
    ]
    #expect(
      try Self.findings(#"let v = String(format: NSLocalizedString("files", comment: ""), 3)"# + "\n", files)
        .isEmpty)
    #expect(
      try Self.findings(
        #"let v = String(format: NSLocalizedString("files", comment: ""), "3")"# + "\n", files)
        == ["1:65 format-call-mismatch"])
    #expect(
      try Self.findings(#"let v = String(format: NSLocalizedString("files", comment: ""))"# + "\n", files)
        == ["1:42 format-call-mismatch"])
  }

  @Test(
    "suppression comments in Swift code: disable:next and disable:this, a stale one reported, SwiftLint's left alone"
  )
  func suppressions() throws {
    let code = #"""
      // plurals-lint:disable:next undefined-key
      let a = NSLocalizedString("gone.a", comment: "")
      let b = NSLocalizedString("gone.b", comment: "")  // plurals-lint:disable:this undefined-key
      // plurals-lint:disable:next undefined-key
      let c = NSLocalizedString("settings.title", comment: "")
      // swiftlint:disable:next force_cast
      let d = x as! Int

      """#
    #expect(try Self.findings(code, Self.identifierTable) == ["4:1 superfluous-suppression"])
  }

  @Test("unused-key: off by default; on, the keys of the tables the code asks for that no call site names")
  func unusedKeys() throws {
    let code = #"""
      import SwiftUI
      let a = NSLocalizedString("settings.title", comment: "")
      let b = Text("files.count \(n)")
      let c = NSLocalizedString("state." + name, comment: "")

      """#
    let files = [
      "en.lproj/Localizable.strings": #"""
      "settings.title" = "Settings";
      "files.count %lld" = "%lld files";
      "files.count %@" = "%@ files";
      "old.title" = "Old";
      "state.on" = "On";

      """#,
      "de.lproj/Localizable.strings": #""settings.title" = "Einstellungen";"# + "\n" + #""de.only" = "x";"#
        + "\n",
      "en.lproj/InfoPlist.strings": #""NSCameraUsageDescription" = "Scan";"# + "\n",
      "Other.xcstrings":
        #"{"sourceLanguage":"en","version":"1.0","strings":{"other.used":{},"other.gone":{}}}"#,
      "Sources/B.swift": #"let o = NSLocalizedString("other.used", tableName: "Other", comment: "")"# + "\n",
    ]
    func unused(_ configuration: String?) throws -> [String] {
      var all = files
      if let configuration { all[".plurals-lint.yml"] = configuration }
      all["Sources/A.swift"] = code
      let fixture = try LintFixture(all)
      defer { fixture.remove() }
      return fixture.lint().findings.filter { $0.diagnostic.code == .unusedKey }.map {
        "\($0.subject?.table ?? "")/\($0.subject?.key ?? "")@\($0.diagnostic.location.line)"
      }
    }
    #expect(try unused(nil).isEmpty)
    #expect(try unused("unused_keys: false\n").isEmpty)
    let all = try unused("unused_keys: true\n")
    #expect(all == ["Other/other.gone@1", "Localizable/old.title@4", "Localizable/state.on@5"], "\(all)")
    #expect(try unused("unused_keys: [\"state.*\", \"other.*\"]\n") == ["Localizable/old.title@4"])
  }
}
