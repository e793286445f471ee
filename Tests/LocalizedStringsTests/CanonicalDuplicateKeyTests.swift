import SourceFiles
import Testing

@testable import LocalizedStrings

/// Keys that look alike: one written with `é` U+00E9 (NFC), one with `e` U+0301 (NFD). One
/// key to `String ==` and `Dictionary`, two to Apple's lookups (`NSString.isEqual(to:)`
/// compares "literally"): a table keeps both, finds each by its own spelling, and says so
/// (`key-look-alike`), in a `.stringsdict` and a `.strings` file, with few keys and many.
@Suite("Keys that look alike")
struct CanonicalDuplicateKeyTests {
  static let nfc = String(decoding: [0x63, 0x61, 0x66, 0xC3, 0xA9], as: UTF8.self)
  static let nfd = String(decoding: [0x63, 0x61, 0x66, 0x65, 0xCC, 0x81], as: UTF8.self)

  static func entry(_ key: String, _ text: String) -> String {
    """
    <key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>\
    <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\
    <key>NSStringFormatValueTypeKey</key><string>d</string>\
    <key>one</key><string>\(text) %d</string><key>other</key><string>\(text) %d</string></dict></dict>
    """
  }

  static func text(_ text: String) -> StringEntry {
    .string(LocatedString(text, at: SourceLocation(file: "t", line: 1, column: 1)))
  }

  @Test(
    "under every seed (0..<256 and the process's), the index refuses the pair unless kept, then finds each")
  func everySeed() throws {
    let keys = ["a", Self.nfc, "b", Self.nfd]
    let entries = keys.map(Self.text)
    let source = EntrySource.listed(entries, byKey: [:])
    for seed in (0..<256).map(UInt64.init) + [EntryIndex.processSeed] {
      #expect(EntryIndex(uniqueKeys: keys, source, seed: seed) == nil, "seed \(seed)")
      #expect(EntryIndex(uniqueKeys: ["a", Self.nfc, "b"], source, seed: seed) != nil, "seed \(seed)")
      #expect(
        EntryIndex(uniqueKeys: ["a", Self.nfc, "b", "a"], source, seed: seed, keepingLookAlikes: true) == nil)
      let index = try #require(EntryIndex(uniqueKeys: keys, source, seed: seed, keepingLookAlikes: true))
      for key in keys {
        guard case .string(let found) = index.transientEntry(for: key) else {
          Issue.record("seed \(seed): no entry for \(Array(key.unicodeScalars))")
          continue
        }
        #expect(found.text.hasSameScalars(as: key), "seed \(seed)")
      }
      #expect(index.transientEntry(for: "caf\u{E9}\u{301}") == nil)
    }
  }

  @Test("a .stringsdict keeps both spellings, each formatting its own text, and reports the later")
  func stringsdict() throws {
    let text = plist(Self.entry(Self.nfc, "composed") + "\n" + Self.entry(Self.nfd, "decomposed"))
    let bytes = Array(text.utf8)
    // The later key's line: the diagnostic is at its <key>.
    let line = text.utf8.prefix { $0 != 0xCC }.count { $0 == 0x0A } + 1
    for _ in 0..<20 {
      let table = try StringTable(bytes: bytes, path: "dup.stringsdict")
      #expect(table.keys.count == 2)
      #expect(try table.format(Self.nfc, 1) == "composed 1")
      #expect(try table.format(Self.nfd, 1) == "decomposed 1")
      let codes = table.diagnostics.map(\.code)
      #expect(codes == [.keyLookAlike])
      let message = try #require(table.diagnostics.first?.message)
      #expect(message.contains("(U+0065 U+0301 where that key has U+00E9)"), "\(message)")
      #expect(table.diagnostics.first?.location.line == line)
    }
  }

  /// `count` keys `k0`… with the look-alike pair and a byte-equal repeat among them: up to 8
  /// keys are compared pairwise, more through a dictionary; both must tell the same.
  @Test("a .strings file keeps both spellings with few keys and with many", arguments: [4, 12])
  func strings(count: Int) throws {
    var lines = (0..<count - 3).map { "\"k\($0)\" = \"v\($0)\";" }
    lines += ["\"\(Self.nfc)\" = \"composed\";", "\"\(Self.nfd)\" = \"decomposed\";", "\"k0\" = \"again\";"]
    let table = try StringTable(
      bytes: Array(lines.joined(separator: "\n").utf8), path: "en.lproj/L.strings", kind: .strings)
    #expect(table.keys.count == count - 1)
    #expect(table.string(Self.nfc) == "composed")
    #expect(table.string(Self.nfd) == "decomposed")
    #expect(table.string("k0") == "again")
    let found = table.diagnostics.map { "\($0.code) \($0.location.line)" }
    #expect(found == ["key-look-alike \(count - 1)", "duplicate-key \(count)"])
  }

  @Test("an ASCII key and one that looks like it (K and the Kelvin sign U+212A) are two")
  func kelvin() throws {
    let table = try StringTable(
      bytes: Array("\"K\" = \"letter\";\n\"\u{212A}\" = \"kelvin\";\n".utf8), path: "L.strings",
      kind: .strings)
    #expect(table.string("K") == "letter")
    #expect(table.string("\u{212A}") == "kelvin")
    #expect(table.diagnostics.map(\.code) == [.keyLookAlike])
  }

  @Test("lookAlikes: a repeated spelling is not a look-alike; each other spelling is, against the first")
  func lookAlikes() {
    let keys = [Self.nfc, "x", Self.nfc, Self.nfd, Self.nfd, "y"]
    let found = DuplicateKeys.lookAlikes(count: keys.count) { keys[$0] }
    #expect(found.map(\.first) == [0])
    #expect(found.map(\.later) == [3])
    #expect(DuplicateKeys.lookAlikes(count: 3) { ["a", "b", "a"][$0] }.isEmpty)
  }
}
