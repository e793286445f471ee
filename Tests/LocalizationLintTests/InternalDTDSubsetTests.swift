import LocalizedStrings
import LocalizationLint
import TestSupport
import Testing

/// `dtd-internal-subset`: a `.stringsdict` whose DOCTYPE has `[…]`, which CoreFoundation's
/// `skipDTD` (CFPropertyList.c) rejects, so the table does not load on Apple platforms.
@Suite("dtd-internal-subset: a DOCTYPE with an internal subset")
struct InternalDTDSubsetTests {
  static let appleDoctype =
    "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">"

  /// A one-entry `.stringsdict` under `doctype`, its format `text`.
  static func document(doctype: String, text: String, prolog: String = "") -> String {
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\(prolog)\(doctype)\n<plist version=\"1.0\">\n<dict>\n"
      + entry("k", format: text) + "\n</dict>\n</plist>\n"
  }

  func findings(_ text: String) throws -> [LocalizationDiagnostic] {
    try lintReport(["en.lproj/L.stringsdict": text]).diagnostics.filter { $0.code == .internalDTDSubset }
  }

  @Test("fires at the first entity declaration, naming the entities, while the table reads here")
  func entityDeclaration() throws {
    let text = Self.document(
      doctype: "<!DOCTYPE plist [\n  <!ENTITY app \"Files\">\n  <!ENTITY co 'Acme'>\n]>",
      text: "&app; by &co;")
    // The document reads here: expat expands internal entities.
    let table = try StringTable(bytes: Array(text.utf8), path: "L.stringsdict", language: "en")
    #expect(try table.formatDetailed("k", arguments: []).text == "Files by Acme")
    let found = try findings(text)
    #expect(found.count == 1)
    #expect(found.first?.location.line == 3 && found.first?.location.column == 3)
    #expect(found.first?.message.contains("&app;, &co;") == true)
    #expect(found.first?.severity == .error)
  }

  @Test("an empty subset, and one after a comment and a processing instruction, fire at the '['")
  func emptySubset() throws {
    let empty = try findings(Self.document(doctype: "<!DOCTYPE plist []>", text: "x"))
    #expect(empty.map(\.location.line) == [2] && empty.map(\.location.column) == [17])
    let later = try findings(
      Self.document(doctype: "<!DOCTYPE plist [ ]>", text: "x", prolog: "<!-- [ --><?pi [ ?>\n"))
    #expect(later.map(\.location.line) == [3])
  }

  @Test("Apple's DOCTYPE, none, or a '[' after the DOCTYPE (in the text) do not fire")
  func quiet() throws {
    #expect(try findings(Self.document(doctype: Self.appleDoctype, text: "[x]")).isEmpty)
    #expect(try findings(Self.document(doctype: "", text: "[x] &amp;")).isEmpty)
    #expect(try findings(Self.document(doctype: "<!-- <!DOCTYPE plist [ ]> -->", text: "x")).isEmpty)
  }

  @Test("every entity counted past the 100 named; a comment's apostrophe opens no quote")
  func countsAndComments() throws {
    let many = (0..<104).map { "<!ENTITY e\($0) \"x\">" }.joined()
    let found = try findings(Self.document(doctype: "<!DOCTYPE plist [\(many)]>", text: "x"))
    #expect(found.first?.message.contains("&e0;, &e1;, &e2; and 101 more") == true, "\(found)")
    let commented = Array(
      "<!DOCTYPE plist [<!-- don't --><!ENTITY a \"1\">]><plist><!ENTITY b 'no'></plist>".utf8)
    #expect(InternalDTDSubset.subset(commented)?.names == ["a"])
  }

  @Test("random prologs: fires exactly when a '[' comes before the DOCTYPE's '>'")
  func randomPrologs() throws {
    var random = TestSeed.generator("InternalDTDSubsetTests.randomPrologs")
    let pieces = [" ", "\n", "\"q\"", "'s'", "SYSTEM", "PUBLIC", "x.dtd", "\t"]
    for _ in 0..<40 {
      let middle = (0..<Int.random(in: 0...4, using: &random)).map { _ in
        pieces.randomElement(using: &random)!
      }
      let subset = Bool.random(using: &random)
      let doctype = "<!DOCTYPE plist " + middle.joined() + (subset ? "[<!ENTITY a \"b\">]" : "") + ">"
      let bytes = Array(Self.document(doctype: doctype, text: subset ? "&a;" : "b").utf8)
      #expect((InternalDTDSubset.subset(bytes) != nil) == subset, "\(doctype)\(TestSeed.note)")
    }
  }
}
