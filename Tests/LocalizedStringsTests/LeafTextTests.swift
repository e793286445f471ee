import LocalizedStrings
import Testing

@Suite("Leaf text")
struct LeafTextTests {
  /// A leaf text holding `text` after a kept one (so that it does not start the buffer).
  static func withText<Result>(_ text: String, _ body: (LeafText) -> Result) -> Result {
    var leaf = LeafText(capacity: 4)
    Array("kept before".utf8).withUnsafeBufferPointer { leaf.append($0) }
    _ = leaf.keep()
    Array(text.utf8).withUnsafeBufferPointer { leaf.append($0) }
    defer { leaf.free() }
    return body(leaf)
  }

  @Test("equals compares every byte, the last ones as an overlapping word")
  func equalsEveryByte() {
    // The names the direct reader compares (22 to 30 bytes), and lengths around a word's.
    let literals: [StaticString] = [
      "", "a", "one", "1234567", "12345678", "123456789", "NSStringPluralRuleType",
      "NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey", "NSStringLocalizedFormatKey",
      "NSStringVariableWidthRuleType", "NSStringDeviceSpecificRuleType",
    ]
    for literal in literals {
      let text = literal.description
      #expect(Self.withText(text) { $0.equals(literal) }, "\(text)")
      // One byte changed, at each place: not equal.
      for index in text.utf8.indices {
        var bytes = Array(text.utf8)
        let offset = text.utf8.distance(from: text.utf8.startIndex, to: index)
        bytes[offset] ^= 0x20
        let changed = String(decoding: bytes, as: UTF8.self)
        #expect(!Self.withText(changed) { $0.equals(literal) }, "\(text) at \(offset)")
      }
      // One byte more or fewer: not equal.
      #expect(!Self.withText(text + "x") { $0.equals(literal) }, "\(text) longer")
      if !text.isEmpty {
        #expect(!Self.withText(String(text.dropLast())) { $0.equals(literal) }, "\(text) shorter")
      }
    }
  }
}
