import LocalizedStrings
import SourceFiles

/// The fix of `integer-width-mismatch`: the length modifier that the entry
/// uses for the argument elsewhere (`l`, `ll` …) inserted into the `%d` of
/// the finding's string, when which conversion reads the argument is
/// certain: the string numbers it (`%2$d`), or the string prints one integer
/// without a length and numbers none.
extension FixableText {
  /// Where a length modifier goes for argument `argument` (1-based) in the string the
  /// reader found at `position`, nil when which conversion is meant is not certain.
  func integerWidthInsertions(at position: SourcePosition, argument: Int) -> [Int]? {
    stringContent(at: position).flatMap { integerWidthInsertions(in: $0, argument: argument) }
  }
}

/// A conversion as a string writes it: where its length modifier goes, the modifier, and what
/// it reads.
struct WrittenConversion {
  /// The offset of the conversion character (a length modifier goes just before it).
  var conversionOffset: Int
  var conversion: UInt8
  var length: String
  /// `N` of `%N$d`, nil for an unnumbered conversion.
  var position: Int?
}

extension StringBytes {
  /// The offsets in `body` where a length modifier goes for argument `argument` (1-based), nil
  /// when which conversion is meant is not certain.
  func integerWidthInsertions(in body: Range<Int>, argument: Int) -> [Int]? {
    let narrow = conversions(in: body).filter {
      $0.length.isEmpty && FormatDirective.printsInteger(code: $0.conversion)
    }
    let numbered = narrow.filter { $0.position == argument }
    if !numbered.isEmpty { return numbered.map(\.conversionOffset) }
    guard narrow.count == 1, narrow[0].position == nil,
      !conversions(in: body).contains(where: { $0.position != nil })
    else { return nil }
    return [narrow[0].conversionOffset]
  }

  /// The conversions written in `range` (`%%` and `%#@name@` left out).
  func conversions(in range: Range<Int>) -> [WrittenConversion] {
    var found: [WrittenConversion] = []
    var index = range.lowerBound
    func digits() -> Int? {
      var value: Int?
      while index < range.upperBound, (0x30...0x39).contains(bytes[index]) {
        value = min((value ?? 0) * 10 + Int(bytes[index] - 0x30), 1 << 20)
        index += 1
      }
      return value
    }
    while index < range.upperBound {
      guard bytes[index] == UInt8(ascii: "%") else {
        index += 1
        continue
      }
      index += 1
      let start = index
      var position = digits()
      if position != nil, index < range.upperBound, bytes[index] == UInt8(ascii: "$") {
        index += 1
      } else {
        position = nil
        index = start
      }
      while index < range.upperBound, Array("-+ #0'".utf8).contains(bytes[index]) {
        if bytes[index] == UInt8(ascii: "#") && index + 1 < range.upperBound
          && bytes[index + 1] == UInt8(ascii: "@")
        {
          break
        }
        index += 1
      }
      if index < range.upperBound && bytes[index] == UInt8(ascii: "*") { index += 1 }
      _ = digits()
      if index < range.upperBound && bytes[index] == UInt8(ascii: "$") { index += 1 }
      if index < range.upperBound && bytes[index] == UInt8(ascii: ".") {
        index += 1
        if index < range.upperBound && bytes[index] == UInt8(ascii: "*") { index += 1 }
        _ = digits()
      }
      let lengthStart = index
      while index < range.upperBound, Array("hlqzjtL".utf8).contains(bytes[index]) { index += 1 }
      guard index < range.upperBound else { break }
      let conversion = bytes[index]
      if conversion == UInt8(ascii: "%") || conversion == UInt8(ascii: "#") {
        index += 1
        continue
      }
      found.append(
        WrittenConversion(
          conversionOffset: index, conversion: conversion,
          length: String(decoding: bytes[lengthStart..<index], as: UTF8.self), position: position))
      index += 1
    }
    return found
  }
}
