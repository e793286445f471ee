import Testing

@testable import LocalizedStrings

/// A `.stringsdict` holding one key twice, in NFC (`café`) and NFD (`cafe\u{301}`): one key
/// to `String ==` and `Dictionary`, so every seed of the byte-hashed index must say so, and
/// the table keeps the last entry as a byte-equal duplicate does.
@Suite("Canonically equal keys")
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

  @Test("the index finds the NFC/NFD pair repeated under every seed (0..<256 and the process's)")
  func everySeed() {
    let keys = ["a", Self.nfc, "b", Self.nfd]
    for seed in (0..<256).map(UInt64.init) + [EntryIndex.processSeed] {
      #expect(EntryIndex(uniqueKeys: keys, .built([:]), seed: seed) == nil, "seed \(seed)")
      #expect(EntryIndex(uniqueKeys: ["a", Self.nfc, "b"], .built([:]), seed: seed) != nil, "seed \(seed)")
    }
  }

  @Test("loaded 50 times, the table formats the last spelling's text and lists one entry")
  func loadedAgain() throws {
    let bytes = Array(plist(Self.entry(Self.nfc, "first") + Self.entry(Self.nfd, "last")).utf8)
    for _ in 0..<50 {
      let table = try StringTable(bytes: bytes, path: "dup.stringsdict")
      #expect(table.entries.count == 1)
      // The spelling kept is looked up (the other spelling is not found: the index hashes bytes).
      let key = try #require(table.entries.keys.first)
      #expect(try table.format(key, 1) == "last 1")
    }
  }
}
