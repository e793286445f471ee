import Testing

@testable import LocalizationLint

/// `conversion-look-alike`'s reading of what follows a percent look-alike (`٪1$lld`): the flags,
/// width, precision and length it skips, and the conversions that end a directive, each
/// written here so that a character dropped from the rule's sets changes a verdict.
@Suite("A look-alike's directive tail")
struct DirectiveTailTests {
  @Test(
    "each conversion ends a tail of one character",
    arguments: Array("@dDiuUxXoOfFeEgGaAcCsS"))
  func conversion(character: Character) {
    #expect(DroppedNumbers.directiveTail([character], from: 0) == 1)
  }

  @Test(
    "flags, width, precision and length are skipped to the conversion; a letter that is none ends nothing")
  func skipped() {
    #expect(DroppedNumbers.directiveTail(Array("1$lld files"), from: 0) == 5)
    #expect(DroppedNumbers.directiveTail(Array("-+#0.2hqLzjtf"), from: 0) == 13)
    #expect(DroppedNumbers.directiveTail(Array("Hops"), from: 0) == nil)
    #expect(DroppedNumbers.directiveTail(Array("12"), from: 0) == nil)
  }
}
