import SourceFiles
import Testing

/// `UTF16Text`: the code units of a file with a UTF-16 byte order mark, in both byte orders,
/// with an odd last byte told and left out.
@Suite("UTF-16 text with a byte order mark")
struct UTF16TextTests {
  @Test("both byte orders give the same units and text, above U+00FF and past the BMP")
  func byteOrders() throws {
    let text = "Ж€ a 😀"
    let units = Array(text.utf16)
    let little: [UInt8] =
      [0xFF, 0xFE] + units.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let big: [UInt8] =
      [0xFE, 0xFF] + units.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
    for (bytes, isLittle) in [(little, true), (big, false)] {
      let read = try #require(UTF16Text(bytes))
      #expect(read.units == units)
      #expect(read.string == text)
      #expect(read.littleEndian == isLittle)
      #expect(!read.oddByte)
      let odd = try #require(UTF16Text(bytes + [0x41]))
      #expect(odd.oddByte)
      #expect(odd.units == units)
    }
  }

  @Test("no mark is no UTF-16 text; a lone surrogate has no string")
  func unmarked() throws {
    #expect(UTF16Text(Array("ab".utf8)) == nil)
    #expect(UTF16Text([0xFF]) == nil)
    #expect(!UTF16Text.isMarked([0xEF, 0xBB, 0xBF]))
    let lone = try #require(UTF16Text([0xFF, 0xFE, 0x00, 0xD8]))
    #expect(lone.units == [0xD800])
    #expect(lone.string == nil)
    #expect(UTF16Text([0xFE, 0xFF])?.units.isEmpty == true)
  }
}
