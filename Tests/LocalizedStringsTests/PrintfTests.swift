import Foundation
import LocalizedStrings
import Testing
import TestSupport

/// Foundation's String(format:) on this machine is the oracle for plain conversions.
@Suite("printf dialect")
struct PrintfTests {
  @Test(
    "integers match Foundation",
    arguments: [
      "%d", "%5d", "%-5d|", "%05d", "%+d", "% d", "%.3d", "%8.3d", "%-8.3d|", "%.0d", "%+05d", "%x", "%X",
      "%#x", "%#X",
      "%o", "%#o", "%08x", "%#08x", "%-#10x|", "%u", "%i", "%3$d %1$d %2$d", "%.0x", "%#.0o",
    ])
  func integers(_ spec: String) throws {
    for value: Int32 in [0, 1, -1, 7, 42, -42, 255, 4096, Int32.max, Int32.min] {
      let positional = spec.contains("$")
      let zero: Int32 = 0
      let expected = positional ? String(format: spec, zero, zero, value) : String(format: spec, value)
      let actual = positional ? try formatPlain(spec, zero, zero, value) : try formatPlain(spec, value)
      #expect(actual == expected, "\(spec) \(value)")
    }
  }

  @Test("64-bit integers match Foundation's %ld/%lld/%qd, and %d is exact for them")
  func longIntegers() throws {
    for value: Int in [0, -1, Int.max, Int.min, 1 << 40, -(1 << 40)] {
      for spec in [
        "%ld", "%lld", "%qd", "%lu", "%lx", "%llX", "%lo", "%20ld", "%-20ld|", "%+ld", "%zd", "%jd",
      ] {
        #expect(try formatPlain(spec, value) == String(format: spec, value), "\(spec) \(value)")
      }
      // Apple reads 32 bits for a plain %d; this engine prints the value.
      #expect(try formatPlain("%d", value) == String(value))
    }
  }

  @Test("h and hh truncate as C does")
  func shortLengths() throws {
    for value: Int32 in [0, 1, -1, 127, 128, 255, 256, 32767, 32768, 65535, 65536, -129, -32769] {
      for spec in ["%hd", "%hhd", "%hu", "%hhu", "%hx", "%hhx"] {
        #expect(try formatPlain(spec, value) == String(format: spec, value), "\(spec) \(value)")
      }
    }
  }

  @Test(
    "floating conversions match Foundation",
    arguments: [
      "%f", "%.2f", "%10.3f", "%-10.3f|", "%010.2f", "%+f", "% f", "%#.0f", "%.0f", "%F", "%e", "%.3e", "%E",
      "%g", "%.3g",
      "%G", "%#g", "%a", "%A", "%.2a", "%12.4e", "%-12.4G|", "%.10f", "%.20g",
    ])
  func floating(_ spec: String) throws {
    for value in [
      0.0, -0.0, 1.0, -1.5, 0.125, 2.675, 1e-7, 123456789.987654321, 1e300, -1e-300, .infinity, -.infinity,
      .nan,
    ] {
      #expect(try formatPlain(spec, value) == String(format: spec, value), "\(spec) \(value)")
    }
  }

  @Test("strings, characters, objects and %%")
  func strings() throws {
    #expect(try formatPlain("%@ and %@", "tea", 42) == "tea and 42")
    // CoreFoundation appends an object's description whole (ObjectConversionTests).
    #expect(try formatPlain("[%10@]", "right") == "[right]")
    #expect(try formatPlain("[%-10@]", "left") == "[left]")
    #expect(try formatPlain("%.3@", "abcdef") == "abcdef")
    #expect(try formatPlain("%s|%S", "c string", "wide") == "c string|wide")
    #expect(try formatPlain("%c%c%C", 72, 105, 0x263A) == "Hi☺")
    // %C ignores width, as CoreFoundation appends its character (CFString.c); %c pads, as C does.
    #expect(try formatPlain("[%5C|%-5C|%5c]", 0x263A, 0x263A, 72) == "[☺|☺|    H]")
    #expect(try formatPlain("100%% sure") == "100% sure")
    #expect(try formatPlain("%@", FormatValue.describing([1, 2])) == "[1, 2]")
  }

  @Test("* and *N$ take widths and precisions from arguments")
  func starArguments() throws {
    #expect(try formatPlain("[%*d]", 6, 42) == String(format: "[%*d]", 6, 42))
    #expect(try formatPlain("[%-*d]", 6, 42) == String(format: "[%-*d]", 6, 42))
    #expect(try formatPlain("[%.*f]", 2, 3.14159) == String(format: "[%.*f]", 2, 3.14159))
    #expect(try formatPlain("[%*d]", -6, 42) == "[42    ]")
    #expect(try formatPlain("[%2$*1$d]", 5, 42) == "[   42]")
  }

  @Test("positional arguments may repeat and reorder")
  func positional() throws {
    #expect(try formatPlain("%2$@ %1$@ %2$@", "a", "b") == "b a b")
  }

  @Test("integers of any size and decimal numerals print exactly")
  func exactNumbers() throws {
    #expect(
      try formatPlain("%d", FormatValue.text("123456789012345678901234567890"))
        == "123456789012345678901234567890")
    #expect(
      try formatPlain("%+35d", FormatValue.text("-123456789012345678901234567890"))
        == "    -123456789012345678901234567890")
    #expect(try formatPlain("%f", FormatValue.numeral("1.50")) == "1.500000")
    // An exact decimal rounds up where the double just below 2.675 rounds down.
    #expect(try formatPlain("%.2f", FormatValue.numeral("2.675")) == "2.68")
    #expect(try formatPlain("%.2f", 2.675) == "2.67")
    #expect(try formatPlain("%.0f", FormatValue.numeral("2.5")) == "2")  // ties to even
    #expect(try formatPlain("%.1f", FormatValue.numeral("1.2c3")) == "1200.0")
    #expect(try formatPlain("%d", UInt64.max) == "18446744073709551615")
    #expect(try formatPlain("%d", Int128.min) == "-170141183460469231731687303715884105728")
  }

  @Test(
    "what Apple refuses too, and %n and %p, are errors",
    arguments: [
      ("%n", FormatError.Kind.unsupportedConversion), ("%p", .unsupportedConversion),
      ("%999999999$d", .limitExceeded), ("%999999999d", .limitExceeded), ("%.99999f", .limitExceeded),
      ("%128$d", .limitExceeded), ("%'d %128$d", .limitExceeded),
    ])
  func malformed(_ format: String, _ kind: FormatError.Kind) {
    #expect {
      _ = try formatPlain(format, 1)
    } throws: { error in
      (error as? FormatError)?.kind == kind
    }
  }

  /// Specs this engine once refused, printed as CoreFoundation prints them (Foundation here agrees:
  /// `CoreFoundationOracleTests`): the character after a `%` CF has no conversion for, nothing for a
  /// spec the format's end cuts, and no argument read for either.
  @Test(
    "malformed specs print what CoreFoundation prints",
    arguments: [
      ("%", ""), ("100%", "100"), ("%5", "5"), ("a%.", "a."), ("%k", "k"), ("%y %d", "y 1"), ("%'d", "'d"),
      ("%1$'d", "1d"), ("%-'12d|", "-12d|"), ("%l", ""), ("%#@name", ""), ("%#@@", "1"), ("%0$d", "0d"),
      ("%5%|", "5|"), ("%-%|", "-|"), ("%5y|", "5|"), ("%é|", "é|"), ("%😀|", "😀|"), ("%#5@|", ""),
      ("%5-d|", "1    |"),  // flags in any order, as Apple's libc reads them (glibc prints the spec)
    ])
  func malformedAsApple(_ format: String, _ expected: String) throws {
    #expect(try formatPlain(format, 1) == expected, "\(format)")
  }

  @Test("a missing argument or one of the wrong kind is a typed error")
  func argumentErrors() {
    func kind(_ format: String, _ arguments: any FormatArgument...) -> FormatError.Kind? {
      do {
        _ = try formatPlain(
          format, arguments.map(\.formatValue).first ?? FormatValue.string(""),
          arguments.count > 1 ? arguments[1].formatValue : FormatValue.string(""))
        return nil
      } catch { return error.kind }
    }
    #expect(throws: FormatError.self) { try formatPlain("%d %d", 1) }
    #expect((try? formatPlain("%3$d", 1, 2)) == nil)
    #expect(kind("%d", "text") == .wrongArgumentType)
    #expect(kind("%d", 1.5) == .wrongArgumentType)
    #expect(kind("%s", 5) == .wrongArgumentType)
    #expect(kind("%x", FormatValue.text("99999999999999999999999")) == .limitExceeded)
    #expect(kind("%c", -1) == nil)  // its low byte, 0xFF, as CoreFoundation prints it
    #expect(kind("%c", "x") == .wrongArgumentType)
    #expect(kind("%*d", "wide") == .wrongArgumentType)
  }

  @Test(
    "every value a conversion cannot print is refused with the reason",
    arguments: [
      (
        "%d", FormatValue.numeral(String(repeating: "7", count: 110_000)), FormatError.Kind.limitExceeded,
        "it has 110,000 digits, more than %d prints (100,000)"
      ),
      (
        "%f", .numeral("0." + String(repeating: "1", count: 100_001)), .limitExceeded,
        "it has 100,002 digits, more than %f prints (100,000)"
      ),
      (
        "%lld", .text("1c999999999"), .limitExceeded,
        "its exponent 999,999,999 writes more digits than %lld prints (100,000)"
      ),
      ("%d", .string("text"), .wrongArgumentType, "%d takes an integer (a numeral without a fraction)"),
      ("%x", .numeral("1.5"), .wrongArgumentType, "%x takes an integer (a numeral without a fraction)"),
      ("%c", .string("x"), .wrongArgumentType, "%c takes a character's code (an integer)"),
      ("%s", .signed(5), .wrongArgumentType, "%s takes a string"),
      ("%f", .string("x"), .wrongArgumentType, "%f takes a number"),
    ])
  func refusalReasons(_ format: String, _ value: FormatValue, _ kind: FormatError.Kind, _ reason: String) {
    do {
      let text = try formatPlain(format, value)
      Issue.record("\(format) printed \(text.count) characters")
    } catch {
      #expect(error.kind == kind, "\(format): \(error.message)")
      #expect(error.message.contains("cannot print: \(reason)"), "\(format): \(error.message)")
      // The value is quoted, not written out: a hostile argument may be megabytes long.
      #expect(error.message.utf8.count < 200, "\(format): \(error.message.utf8.count) bytes")
    }
  }

  @Test("random integer specs match Foundation")
  func randomIntegerSpecs() throws {
    var generator = TestSeed.generator("random integer specs")
    for _ in 0..<3000 {
      var spec = "%"
      for flag in ["-", "+", " ", "0", "#"] where Bool.random(using: &generator) { spec += flag }
      if Bool.random(using: &generator) { spec += String(Int.random(in: 1...20, using: &generator)) }
      if Bool.random(using: &generator) { spec += "." + String(Int.random(in: 0...12, using: &generator)) }
      spec += ["d", "i", "x", "X", "o", "u"].randomElement(using: &generator)!
      let value =
        Int32.random(in: Int32.min...Int32.max, using: &generator)
        >> Int32.random(in: 0...31, using: &generator)
      #expect(try formatPlain(spec, value) == String(format: spec, value), "\(spec) \(value)\(TestSeed.note)")
    }
  }

  @Test("random floating specs match Foundation")
  func randomFloatingSpecs() throws {
    var generator = TestSeed.generator("random floating specs")
    for _ in 0..<3000 {
      var spec = "%"
      for flag in ["-", "+", " ", "0", "#"] where Bool.random(using: &generator) { spec += flag }
      if Bool.random(using: &generator) { spec += String(Int.random(in: 1...30, using: &generator)) }
      if Bool.random(using: &generator) { spec += "." + String(Int.random(in: 0...17, using: &generator)) }
      spec += ["f", "F", "e", "E", "g", "G", "a", "A"].randomElement(using: &generator)!
      let value = Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator))
      #expect(try formatPlain(spec, value) == String(format: spec, value), "\(spec) \(value)\(TestSeed.note)")
    }
  }
}
