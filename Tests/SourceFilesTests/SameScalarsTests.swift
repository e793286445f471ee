import SourceFiles
import Testing

/// `hasSameScalars(as:)` and `ScalarKey`: texts compared byte for byte, as Apple compares keys,
/// at every length (the bytes are compared eight at a time, then one by one).
@Suite("Texts compared scalar for scalar")
struct SameScalarsTests {
  @Test("a text of 0 to 40 bytes has the same scalars as itself, and not with one byte changed anywhere")
  func everyPlace() {
    for count in 0...40 {
      let letters = (0..<count).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8($0 % 26))) }
      let text = String(letters)
      // Built again, so that the two are not one storage.
      #expect(text.hasSameScalars(as: String(text.unicodeScalars.map(Character.init))))
      for place in 0..<count {
        var changed = letters
        changed[place] = "Z"
        #expect(!text.hasSameScalars(as: String(changed)), "\(count) bytes, byte \(place)")
      }
      #expect(!text.hasSameScalars(as: text + "a"))
    }
  }

  @Test("spellings that look alike, short and long, are other texts; ScalarKey keeps them apart")
  func lookAlikes() {
    let long = String(repeating: "long prefix ", count: 3)
    for prefix in ["", long] {
      let composed = prefix + "caf\u{E9}"
      let decomposed = prefix + "cafe\u{301}"
      #expect(composed == decomposed)
      #expect(!composed.hasSameScalars(as: decomposed))
      #expect(Set([composed, decomposed].map(ScalarKey.init)).count == 2)
      #expect(Set([composed, composed + ""].map(ScalarKey.init)).count == 1)
    }
    // Same length in bytes, other order of the two spellings of é.
    #expect(!"\u{E9}e\u{301}".hasSameScalars(as: "e\u{301}\u{E9}"))
  }
}
