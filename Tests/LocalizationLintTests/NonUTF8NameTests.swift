import Foundation
import Testing

@testable import LocalizationLint

/// A folder or file whose name is not UTF-8 (a byte 0xFF, as a tree made on another system
/// may hold): the walk lists it with U+FFFD in its name, which then names nothing. It is an
/// unreadable path that says so, not "no such file".
@Suite("plurals lint: a name that is not UTF-8")
struct NonUTF8NameTests {
  /// Makes `bytes` (a path below `root`, as bytes) a folder, or a file holding `text`.
  static func make(_ bytes: [UInt8], in root: String, file text: String? = nil) throws {
    let path = Array(root.utf8) + [UInt8(ascii: "/")] + bytes + [0]
    try path.withUnsafeBufferPointer { buffer throws in
      let name = UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
      if let text {
        let file = open(name, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        try #require(file >= 0)
        _ = Array(text.utf8).withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
        close(file)
      } else {
        try #require(mkdir(name, 0o755) == 0)
      }
    }
  }

  @Test("a folder and a file named with a byte that is not UTF-8: each unreadable, with why")
  func reported() throws {
    let fixture = try LintFixture(["en.lproj/L.strings": "\"a\" = \"x\";\n"])
    defer { fixture.remove() }
    try Self.make(Array("bad".utf8) + [0xFF] + Array(".lproj".utf8), in: fixture.root)
    try Self.make(
      Array("bad".utf8) + [0xFF] + Array(".lproj/L.strings".utf8), in: fixture.root, file: "\"a\" = \"x\";\n")
    try Self.make(
      Array("en.lproj/M".utf8) + [0xFE] + Array(".strings".utf8), in: fixture.root, file: "\"a\" = \"x\";\n")
    let report = Linter.lint(paths: [fixture.root])
    let reasons = report.unreadable.map(\.reason)
    #expect(report.unreadable.count == 2, "\(report.unreadable)")
    #expect(
      reasons.allSatisfy { $0.hasPrefix("its name is not UTF-8 text") && $0.hasSuffix("; rename it") },
      "\(reasons)")
    #expect(report.unreadable.map(\.path).sorted().first?.hasSuffix("/bad\u{FFFD}.lproj") == true)
    // The user's own path that names nothing is still "no such file".
    let missing = Linter.lint(paths: [fixture.root + "/gone\u{FFFD}.lproj"])
    #expect(missing.unreadable.map(\.reason) == ["no such file or folder, or it cannot be read"])
  }
}
