import Foundation
import Testing

@testable import CodeGeneration

/// Values quoted in generated headers (the `--cldr` path, the command, the version) are
/// escaped: a line break among them ended the `//` comment and the next line compiled.
@Suite("Generated headers escape what they quote")
struct CommentTextTests {
  /// Every scalar Swift or an editor may take for the end of a line, or that hides or reorders text.
  static let breaking: [Unicode.Scalar] = [
    "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\u{0}", "\u{1B}", "\u{7F}", "\u{9F}",
    "\u{202E}", "\u{2066}", "\u{200F}", "\u{FEFF}", "\u{E000}",
  ]

  static let hostile = [
    "cldr\n#error(\"injected\")", "a\r\nb", "a\rb", "x\u{2028}y\u{2029}z", "nul\u{0}here", "\u{85}next",
    "rtl \u{202E}txt.lave", "back\\slash", "ok/path with spaces/ü/日本",
  ]

  @Test(
    "escaped text holds no scalar that breaks a line or hides text, and keeps the others", arguments: hostile)
  func escaped(_ value: String) {
    let escaped = CommentText.escaped(value)
    #expect(!escaped.unicodeScalars.contains { Self.breaking.contains($0) }, "\(escaped.debugDescription)")
    #expect(escaped.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count == 1)
    // Printable text is kept as written.
    let printable = value.unicodeScalars.filter { !CommentText.needsEscape($0) && $0 != "\\" }
    #expect(printable.allSatisfy { escaped.unicodeScalars.contains($0) })
  }

  @Test("a backslash is doubled: text that looks like an escape stays apart from the scalar it names")
  func backslashes() {
    #expect(CommentText.escaped("\\") == "\\\\")
    #expect(CommentText.escaped("\\u{A}") != CommentText.escaped("\n"))
    #expect(CommentText.escaped("C:\\cldr\\u{202E}") != CommentText.escaped("C:\\cldr\u{202E}"))
  }

  @Test("no scalar of any plane escapes to a line break, and every line break and format control is escaped")
  func everyScalar() {
    var escapedBreaks = 0
    var failures: [String] = []
    for value in 0...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let escaped = CommentText.escaped(String(Character(scalar)))
      let breaks = Character(scalar).isNewline || Self.breaking.contains(scalar)
      if breaks && escaped.hasPrefix("\\u{") { escapedBreaks += 1 }
      if (breaks && !escaped.hasPrefix("\\u{")) || escaped.contains(where: { $0.isNewline }) {
        failures.append("U+" + String(value, radix: 16, uppercase: true))
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(20))")
    #expect(escapedBreaks >= Self.breaking.count)
  }

  @Test(
    "a standalone file whose --cldr path, command and version hold line breaks compiles, the values kept in its header"
  )
  func hostileProvenanceCompiles() throws {
    var data = try Generation.load(shippedRelease, locales: ["en"])
    data.version = "48\n#error(\"version\")"
    let source = try StandaloneFile.generate(
      data, runtime: StandaloneFile.runtimeSources(packageRoot: packageRoot, includeRuleTexts: false),
      includeRuleTexts: false,
      provenance: Generation.Provenance(
        source: "cldr\n#error(\"path\")\u{2028}", command: "generate --cldr 'a\r#error(\"command\")'"))
    #expect(source.contains(#"(cldr\u{A}#error("path")\u{2028})"#))
    #expect(source.contains(#"--cldr 'a\u{D}#error("command")'"#))
    #expect(!source.contains("\n#error") && !source.contains("\r"))
    let program = try StandaloneProgram(source)
    defer { program.remove() }
    #expect(try program.answers(["c en s 1", "c en s 2"]) == ["one", "other"])
  }
}
