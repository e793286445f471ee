import Foundation
import LocalizedStrings
import Testing

/// `%D`, `%U` and `%O`, the old long conversions: Apple's libc prints them as `%ld`, `%lu` and
/// `%lo` (`__CFParseFormatSpec` makes them CFFormatLongType). glibc has no such conversion, so
/// Foundation here is asked for the `l` form they stand for. Both of the runtime's parsers read
/// them: the format parser for a valid format, CoreFoundation's reading
/// (``FormatParser/appleDirectives(_:)``) for a format with a malformed spec (`%y`).
@Suite("%D %U %O: the old long conversions, 64 bits through both parsers")
struct LongConversionTests {
  /// Each old conversion and the `l` conversion Apple prints it as.
  static let conversions = [("D", "ld"), ("U", "lu"), ("O", "lo")]

  /// Values whose text differs at 32 bits: -1 (all ones), past 2^32, and the 64-bit ends.
  static let values: [Int] = [-1, -42, 5_000_000_000, -5_000_000_000, .max, .min, 0, 42]

  /// A `.strings` table with each conversion alone and beside `%y`, which makes the format
  /// malformed (CoreFoundation prints "y" and reads no argument).
  static func table() throws -> StringTable {
    let text = conversions.map { #""\#($0.0)" = "%\#($0.0)";"# + "\n" + #""\#($0.0) y" = "%\#($0.0) %y";"# }
    return try StringTable(
      bytes: Array(text.joined(separator: "\n").utf8), path: "Localizable.strings", kind: .strings,
      language: "en")
  }

  @Test("the runtime prints them as %ld %lu %lo, in a valid format and in a malformed one", arguments: values)
  func runtime(_ value: Int) throws {
    let table = try Self.table()
    for (old, long) in Self.conversions {
      let expected = String(format: "%" + long, value)
      let plain = try table.formatDetailed(old, arguments: [.signed(Int64(value))])
      #expect(plain.text == expected, "%\(old) \(value)")
      #expect(plain.diagnostics.isEmpty, "\(plain.diagnostics)")
      let apple = try table.formatDetailed(old + " y", arguments: [.signed(Int64(value))])
      #expect(apple.text == expected + " y", "%\(old) %y \(value)")
      #expect(apple.diagnostics.map(\.code) == [.invalidFormat], "\(apple.diagnostics)")
    }
  }

  @Test("formatPlain reads them as the runtime's tables do")
  func plain() throws {
    for (old, long) in Self.conversions {
      for value in Self.values {
        #expect(try formatPlain("%" + old, value) == String(format: "%" + long, value), "%\(old) \(value)")
      }
    }
  }
}
