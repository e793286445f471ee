@testable import LocalizedStrings
@testable import LocalizedStrings
import Testing
import TestSupport

/// `%@` as CoreFoundation writes it: `__CFStringAppendFormatCore` (CFString.c,
/// its `CFFormatCFType` case) appends an object's description whole, reading no
/// width, precision or flag, while its `CFFormatCharsType` and
/// `CFFormatUnicharsType` cases (`%s`, `%S`) pad with spaces to the width (after
/// the text with `-`) and cut to the precision.
@Suite("object conversions ignore width and precision")
struct ObjectConversionTests {
  /// Characters safe inside a property list's `<string>` and a JSON string.
  static let alphabet = Array("abcxyz éü😀 ✓-")

  /// A random object conversion's flags, width and precision (maybe none), and an argument's text.
  static func draw(_ generator: inout SeededGenerator) -> (spec: String, text: String) {
    let flags = String("-0 +".filter { _ in Bool.random(using: &generator) })
    let width = Bool.random(using: &generator) ? String(Int.random(in: 1...40, using: &generator)) : ""
    let precision = Bool.random(using: &generator) ? ".\(Int.random(in: 0...12, using: &generator))" : ""
    let length = Int.random(in: 0...15, using: &generator)
    let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
    return ("%\(flags)\(width)\(precision)@", text)
  }

  @Test(
    "%@ writes the argument whole, whatever its width, precision and flags", arguments: FormatPath.allCases)
  func objectWhole(path: FormatPath) throws {
    var generator = TestSeed.generator("object conversions on \(path)", default: 0x0B1E_C7)
    for _ in 0..<60 {
      let (spec, text) = Self.draw(&generator)
      let format = "[\(spec)]"
      let result = try path.format("<key>k</key><string>\(format)</string>", [.string(text)])
      #expect(try result.get() == "[\(text)]", "\(path) \(format) \(text)\(TestSeed.note)")
    }
  }

  @Test("%@ writes the argument whole in a catalog and through formatPlain")
  func objectWholeElsewhere() throws {
    var generator = TestSeed.generator("object conversions, catalog and plain", default: 0x0B1E_C8)
    for _ in 0..<60 {
      let (spec, text) = Self.draw(&generator)
      let format = "[\(spec)]"
      #expect(
        try catalogFormat(format, [.string(text)]).get() == "[\(text)]", "catalog \(format)\(TestSeed.note)")
      #expect(try formatPlain(format, text) == "[\(text)]", "plain \(format)\(TestSeed.note)")
      // A number's description, too.
      #expect(try formatPlain(format, 42) == "[42]", "plain \(format) 42\(TestSeed.note)")
    }
  }

  @Test("%*.*@ still reads its width and precision arguments, then ignores them")
  func starArgumentsRead() throws {
    #expect(try formatPlain("[%*.*@|%d]", 9, 1, "abc", 7) == "[abc|7]")
    #expect(try formatPlain("[%2$*1$@]", 9, "abc") == "[abc]")
    #expect(try catalogFormat("[%*@|%lld]", [.signed(9), .string("abc"), .signed(7)]).get() == "[abc|7]")
  }

  @Test("%s and %S keep their width and precision, as CoreFoundation's C-string cases do")
  func stringsPadAndCut() throws {
    var generator = TestSeed.generator("string conversions", default: 0x0B1E_C9)
    for _ in 0..<60 {
      let width = Int.random(in: 0...12, using: &generator)
      let precision: Int? = Bool.random(using: &generator) ? Int.random(in: 0...8, using: &generator) : nil
      let left = Bool.random(using: &generator)
      let text = String(
        (0..<Int.random(in: 0...10, using: &generator)).map { _ in "abcxyz".randomElement(using: &generator)!
        })
      let shown = precision.map { String(text.prefix($0)) } ?? text
      let padding = String(repeating: " ", count: max(0, width - shown.count))
      let expected = left ? shown + padding : padding + shown
      for code in ["s", "S"] {
        let format = "[%\(left ? "-" : "")\(width)\(precision.map { ".\($0)" } ?? "")\(code)]"
        #expect(try formatPlain(format, text) == "[\(expected)]", "\(format) \(text)\(TestSeed.note)")
      }
    }
  }
}
