import LocalizationLint
import LocalizedStrings
import Testing

/// A binary property list of `objects` (encoded objects whose references
/// are `referenceSize` bytes), the first being the top.
func binaryPlist(_ objects: [[UInt8]], referenceSize: Int = 1) -> [UInt8] {
  var bytes = Array("bplist00".utf8)
  var offsets: [Int] = []
  for object in objects {
    offsets.append(bytes.count)
    bytes += object
  }
  let table = bytes.count
  let offsetSize = table > 0xFFFF ? 4 : table > 0xFF ? 2 : 1
  for offset in offsets { bytes += bigEndian(offset, size: offsetSize) }
  bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
  bytes += bigEndian(objects.count, size: 8) + bigEndian(0, size: 8) + bigEndian(table, size: 8)
  return bytes
}

func bigEndian(_ value: Int, size: Int) -> [UInt8] {
  (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * (size - 1 - $0))) }
}

/// A binary ASCII string object.
func binaryString(_ text: String) -> [UInt8] {
  let utf8 = Array(text.utf8)
  if utf8.count < 15 { return [0x50 | UInt8(utf8.count)] + utf8 }
  // The length as an integer object of 4 bytes.
  return [0x5F, 0x12] + bigEndian(utf8.count, size: 4) + utf8
}

/// Hostile inputs that stay small on disk but would grow without bound: each
/// ends quickly with a result or a typed error at its place.
@Suite("Resource limits")
struct ResourceLimitTests {
  // MARK: Binary property lists

  /// A dictionary `{k: A0}` where `A(i)` is an array referring to `A(i+1)`
  /// twice and the last level is `leaf`: 2^levels references in 150 bytes.
  static func doubling(levels: Int, leaf: [UInt8]) -> [UInt8] {
    // Object 0: the dictionary, 1: "k", 2…levels+1: the arrays, levels+2: the leaf.
    var objects: [[UInt8]] = [[0xD1, 1, 2], binaryString("k")]
    for level in 0..<levels { objects.append([0xA2, UInt8(3 + level), UInt8(3 + level)]) }
    objects.append(leaf)
    return binaryPlist(objects)
  }

  @Test("a 150-byte binary plist whose arrays share references is refused at once, not decoded 2^25 times")
  func sharedReferences() throws {
    let bytes = Self.doubling(levels: 25, leaf: binaryString("x"))
    #expect(bytes.count <= 150)
    let error = #expect(throws: SourceError.self) {
      try StringTable(bytes: bytes, path: "shared.stringsdict")
    }
    #expect(
      error?.message.contains("stand for more than 1048576 objects") == true, "\(String(describing: error))")
    // The place is the array whose tree passed the limit (1-based byte offsets on line 1).
    #expect(error?.location.line == 1)
    #expect(error?.location.file == "shared.stringsdict")
  }

  @Test("shared text counts each time it is referred to")
  func sharedText() throws {
    // 18 doubling levels: 2^18 references to a 14-byte string (524,289 objects, 3.7 MB of text) read.
    let below = Self.doubling(levels: 18, leaf: binaryString(String(repeating: "t", count: 14)))
    let table = try StringTable(bytes: below, path: "s.stringsdict")
    #expect(table.diagnostics.map(\.code) == [.invalidEntry])  // k is an array, not an entry
    // A 64 KiB string referred to 2^11 times: 128 MiB of text in 4,097 objects.
    let above = Self.doubling(levels: 11, leaf: binaryString(String(repeating: "u", count: 1 << 16)))
    let error = #expect(throws: SourceError.self) { try StringTable(bytes: above, path: "t.stringsdict") }
    #expect(
      error?.message.contains("stand for more than 67108864 bytes of text") == true,
      "\(String(describing: error))")
  }

  @Test("an entry shared by two keys reads and formats for both")
  func sharedEntry() throws {
    // {a: E, b: E}, E = {NSStringLocalizedFormatKey: "%#@n@", n: V},
    // V = {NSStringFormatSpecTypeKey: NSStringPluralRuleType, NSStringFormatValueTypeKey: d, one: …, other: …}
    func long(_ text: String) -> [UInt8] { [0x5F, 0x10, UInt8(text.utf8.count)] + Array(text.utf8) }
    let objects: [[UInt8]] = [
      [0xD2, 1, 2, 3, 3],  // 0: top
      binaryString("a"), binaryString("b"),  // 1, 2
      [0xD2, 4, 6, 5, 7],  // 3: the entry (keys, then values)
      long("NSStringLocalizedFormatKey"), binaryString("%#@n@"), binaryString("n"),  // 4, 5, 6
      [0xD4, 8, 9, 10, 11, 12, 13, 14, 15],  // 7: the variable
      long("NSStringFormatSpecTypeKey"), long("NSStringFormatValueTypeKey"), binaryString("one"),
      binaryString("other"),  // 8…11
      // 12…15
      long("NSStringPluralRuleType"), binaryString("d"), binaryString("%d file"), binaryString("%d files"),
    ]
    let table = try StringTable(bytes: binaryPlist(objects), path: "e.stringsdict", language: "en")
    #expect(Set(table.keys) == ["a", "b"])
    #expect(try table.format("a", 1) == "1 file")
    #expect(try table.format("b", 7) == "7 files")
  }

  @Test("a shared subtree reached deeper than it was first read still counts its levels")
  func sharedDepth() throws {
    // Object 2 is [C0, D0]; C0 → C1 → … → C199 → "x" (201 levels below object 2) is read first;
    // D0 → … → D99 → C0 reaches it again 100 levels deeper, past 256 in all.
    func array(_ references: Int...) -> [UInt8] {
      [0xA0 | UInt8(references.count)] + references.flatMap { bigEndian($0, size: 2) }
    }
    let chain = 200
    let leaf = 3 + chain
    let second = leaf + 1
    var objects: [[UInt8]] = [[0xD1, 0, 1, 0, 2], binaryString("k"), array(3, second)]
    for index in 0..<chain { objects.append(array(index == chain - 1 ? leaf : 4 + index)) }
    objects.append(binaryString("x"))
    for index in 0..<100 { objects.append(array(index == 99 ? 3 : second + 1 + index)) }
    let error = #expect(throws: SourceError.self) {
      try StringTable(bytes: binaryPlist(objects, referenceSize: 2), path: "d.stringsdict")
    }
    #expect(error?.message.contains("nested deeper than 256 levels") == true, "\(String(describing: error))")
    // The first chain alone is read.
    objects[2] = array(3)
    #expect(
      try StringTable(bytes: binaryPlist(objects, referenceSize: 2), path: "d.stringsdict").keys.isEmpty)
  }
}
