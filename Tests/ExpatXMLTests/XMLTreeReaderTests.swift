@_spi(ExpatXML) import ExpatXML
import SourceFiles
import Testing

@Suite("XML tree reader")
struct XMLTreeReaderTests {
  func parse(_ text: String) throws(XMLError) -> XMLElementNode {
    try XMLTreeReader.parse(Array(text.utf8), file: "test.xml")
  }

  @Test("elements, attributes, text and positions")
  func tree() throws {
    let root = try parse("<a x=\"1\">\n  <b>hello</b>\n  <b>world &amp; more</b>\n</a>")
    #expect(root.name == "a" && root.attributes == ["x": "1"])
    #expect(root.children(named: "b").map(\.text) == ["hello", "world & more"])
    #expect(root.children[0].location == SourceLocation(file: "test.xml", line: 2, column: 3))
    #expect(root.children[0].textLocation == SourceLocation(file: "test.xml", line: 2, column: 6))
    // Only the children of that name, in document order (the generator asks for one kind among others).
    let mixed = try parse("<a><b>1</b><c>2</c><b>3</b><d><b>4</b></d></a>")
    #expect(mixed.children(named: "b").map(\.text) == ["1", "3"])
    #expect(mixed.children(named: "c").map(\.text) == ["2"])
    #expect(mixed.children(named: "e").isEmpty)
  }

  @Test(
    "malformed XML gives file:line:column",
    arguments: [
      ("<a>\n<b></a>", "test.xml:2:6: malformed XML: mismatched tag"),
      ("<a>", "test.xml:1:4: malformed XML: no element found"),
      ("", "test.xml:1:1: malformed XML: no element found"),
      ("<a>&undefined;</a>", "test.xml:1:4: malformed XML: undefined entity"),
      ("<a b='1' b='2'/>", "test.xml:1:10: malformed XML: duplicate attribute"),
      // A character XML forbids is named, not only "invalid token".
      (
        "<a>안\u{8}녕</a>",
        "test.xml:1:5: malformed XML: not well-formed (invalid token) at the control character U+0008"
      ),
      (
        "<a>\u{0}</a>",
        "test.xml:1:4: malformed XML: not well-formed (invalid token) at the control character U+0000"
      ),
    ])
  func malformed(_ text: String, _ expected: String) {
    #expect {
      _ = try parse(text)
    } throws: { error in
      // The wording is the point here: expat's reason, and the character named.
      (error as? XMLError)?.description == expected && (error as? XMLError)?.kind == .malformed
    }
  }

  @Test("entity expansion is bounded and external entities are never read")
  func hostileEntities() throws {
    var laughs = "<!DOCTYPE a [<!ENTITY l0 \"lol\">"
    for level in 1...12 {
      laughs += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">"
    }
    laughs += "]><a>&l12;</a>"
    // expat's amplification limit stops it as malformed XML.
    #expect { _ = try parse(laughs) } throws: { ($0 as? XMLError)?.kind == .malformed }
    // An external entity is not fetched, and its reference is an error at its place (not empty text).
    #expect {
      _ = try parse("<!DOCTYPE a [<!ENTITY x SYSTEM \"/etc/passwd\">]><a>&x;</a>")
    } throws: { error in
      (error as? XMLError)?.description == #"test.xml:1:51: the external entity "/etc/passwd" is not read"#
        && (error as? XMLError)?.kind == .unexpandedEntity
    }
    // Nor is an external DTD: an entity it might declare is an error, not empty text.
    #expect {
      _ = try parse("<!DOCTYPE a SYSTEM \"a.dtd\"><a>x&nbsp;</a>")
    } throws: { error in
      (error as? XMLError)?.description
        == "test.xml:1:32: the entity &nbsp; is not defined in the document (external DTDs are not read)"
        && (error as? XMLError)?.kind == .unexpandedEntity
    }
  }
}
