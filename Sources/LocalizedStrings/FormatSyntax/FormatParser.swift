/// A width or precision: absent, written, or taken from an argument (`*`, `*2$`).
package enum FormatAmount: Hashable, Sendable {
  case none
  case fixed(Int)
  /// From the next argument (`nil`) or from argument N (1-based).
  case argument(Int?)
}

/// Length modifiers of the printf dialect.
package enum FormatLength: String, Hashable, Sendable {
  case none = "", hh, h, l, ll, q, longDouble = "L", z, j, t
}

/// One `%…` directive of a format string.
package struct FormatDirective: Hashable, Sendable {
  /// `N$` (1-based), if written.
  package var position: Int?
  package var leftAlign = false
  package var plusSign = false
  package var space = false
  package var zeroPad = false
  package var alternate = false
  package var width = FormatAmount.none
  package var precision = FormatAmount.none
  package var length = FormatLength.none
  /// The conversion character: `d i u x X o f F e E g G a A c C s S @ %`,
  /// or `#` for a variable `%#@name@`.
  package var conversion: Character {
    get { Character(Unicode.Scalar(code)) }
    set { code = newValue.asciiValue ?? 0 }
  }
  /// The conversion character's ASCII code (what the formatter dispatches on).
  package var code = UInt8(ascii: "%")
  /// The variable name of `%#@name@`.
  package var variable: String?
  /// UTF-8 offsets of the directive in its format string.
  package var range: Range<Int> = 0..<0
  /// For a `%` directive, how many bytes after its `%` it prints: CoreFoundation prints the one
  /// character that follows the `%` of a spec it has no conversion for (`%%` → `%`, `%y` → `y`,
  /// `%5%` → `5`; `__CFParseFormatSpec`'s `default:` case makes it a CFFormatLiteralType of
  /// length 1 at `loc + 1`), and nothing for a spec the format's end cuts (`100%`, `%l`:
  /// CFFormatIncompleteSpecifierType). 0 or the UTF-8 length of that character.
  package var printed: UInt8 = 1

  package init() {}

  /// Whether the directive consumes an argument for its value (on the ASCII code: making
  /// the Character and comparing it cost more than the rest of a linter's look at a directive).
  package var takesArgument: Bool { code != UInt8(ascii: "%") }

  package var isInteger: Bool { Self.numberKind(code) == .integer }
  package var isFloating: Bool { Self.numberKind(code) == .floating }

  /// Whether the conversion of ASCII code `code` prints a number (an integer or a
  /// floating-point one): a checker asks it of a directive in place, by its code (asking
  /// the directive copied it, its variable's name retained and released).
  package static func printsNumber(code: UInt8) -> Bool { numberKind(code) != .other }

  /// Whether the conversion of ASCII code `code` prints an integer (``isInteger``, by the code).
  package static func printsInteger(code: UInt8) -> Bool { numberKind(code) == .integer }

  private enum NumberKind { case integer, floating, other }

  /// What kind of number the conversion prints: a switch on the code (cheaper than a
  /// search of a string's UTF-8 view for it).
  private static func numberKind(_ code: UInt8) -> NumberKind {
    switch code {
    case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"),
      UInt8(ascii: "o"), UInt8(ascii: "c"), UInt8(ascii: "C"):
      .integer
    case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
      UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
      .floating
    default: .other
    }
  }

  /// Not a variable, and neither it nor its width or precision names an
  /// argument position: it reads the next arguments in order.
  package var isSequential: Bool {
    guard variable == nil, position == nil else { return false }
    for amount in [width, precision] {
      if case .argument(let position?) = amount, position > 0 { return false }
    }
    return true
  }
}

/// A parsed format string: literal text and directives.
package enum FormatSegment: Hashable, Sendable {
  case literal(String)
  case directive(FormatDirective)
}

package enum FormatParser {
  /// Splits a format string into literal text and directives.
  ///
  /// ```swift
  /// try FormatParser.parse("%1$#@files@ in %2$@")   // variable, literal, %@ directive
  /// ```
  package static func parse(_ text: String) throws(FormatError) -> [FormatSegment] {
    segments(text, try directives(text))
  }

  /// The segments of `text` given its directives (from ``directives(_:)``):
  /// the bytes between directives are the literals.
  package static func segments(_ text: String, _ directives: [FormatDirective]) -> [FormatSegment] {
    let bytes = Array(text.utf8)
    var segments: [FormatSegment] = []
    var copied = 0
    for directive in directives {
      if directive.range.lowerBound > copied {
        segments.append(.literal(String(decoding: bytes[copied..<directive.range.lowerBound], as: UTF8.self)))
      }
      segments.append(.directive(directive))
      copied = directive.range.upperBound
    }
    if copied < bytes.count { segments.append(.literal(String(decoding: bytes[copied...], as: UTF8.self))) }
    return segments
  }

  /// The directives of a format string, each with its byte range; the text
  /// between them is literal. A string without `%` has none (and allocates nothing).
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  package static func directives(_ text: String) throws(FormatError) -> [FormatDirective] {
    var contiguous = text
    return try contiguous.withUTF8 { bytes in
      Result { () throws(FormatError) in try directives(in: bytes, text: text) }
    }.get()
  }

  /// The directive of a conversion written without its `%` (a value type
  /// such as `d`, `.2f`, `lld`): the first directive of `%` + `spec`, nil
  /// when that does not parse.
  package static func conversion(_ spec: String) -> FormatDirective? {
    (try? directives("%" + spec))?.first
  }

  static func directives(in bytes: UnsafeBufferPointer<UInt8>, text: @autoclosure () -> String)
    throws(FormatError) -> [FormatDirective]
  {
    var directives: [FormatDirective] = []
    var position = 0
    // Messages name characters and count them as the user sees the text, not bytes.
    func column(_ offset: Int) -> Int {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[..<min(offset, bytes.count)]), as: UTF8.self).count
        + 1
    }
    func character(at offset: Int) -> String {
      let end = min(offset + 4, bytes.count)
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self).first.map(
        String.init)
        ?? "?"
    }
    func fail(_ message: String, _ offset: Int) -> FormatError {
      FormatError(.invalidFormat, "\(message) at character \(column(offset)) of \"\(text())\"")
    }
    /// A position Apple's formatter refuses (`FormatLimits.maximumPosition`).
    func positionError(_ value: Int, _ offset: Int) -> FormatError {
      FormatError(
        .limitExceeded,
        "argument position \(value) is above \(FormatLimits.maximumPosition), the most Apple platforms format,"
          + " at character \(column(offset)) of \"\(text())\"")
    }
    func number() throws(FormatError) -> Int? {
      let start = position
      var value = 0
      while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9")
      {
        value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
        if value > 1_000_000_000 {
          throw FormatError(.limitExceeded, "number too large at character \(column(start)) of \"\(text())\"")
        }
        position += 1
      }
      return position > start ? value : nil
    }
    func isVariableStart() -> Bool {
      position + 1 < bytes.count && bytes[position] == UInt8(ascii: "#")
        && bytes[position + 1] == UInt8(ascii: "@")
    }
    while position < bytes.count {
      guard bytes[position] == UInt8(ascii: "%") else {
        position += 1
        continue
      }
      let start = position
      position += 1
      var directive = FormatDirective()
      // N$ — digits followed by '$'; digits without '$' are a width.
      let save = position
      if let value = try number(), position < bytes.count, bytes[position] == UInt8(ascii: "$") {
        guard value >= 1 else { throw fail("argument positions start at 1", save) }
        guard value <= FormatLimits.maximumPosition else { throw positionError(value, save) }
        directive.position = value
        position += 1
      } else {
        position = save
      }
      flags: while position < bytes.count, !isVariableStart() {
        switch bytes[position] {
        case UInt8(ascii: "-"): directive.leftAlign = true
        case UInt8(ascii: "+"): directive.plusSign = true
        case UInt8(ascii: " "): directive.space = true
        case UInt8(ascii: "0"): directive.zeroPad = true
        case UInt8(ascii: "#"): directive.alternate = true
        case UInt8(ascii: "'"):
          // CoreFoundation has no grouping flag: `'` is a character it has no conversion for
          // (`__CFParseFormatSpec`, `default:`), so Apple prints `'d` for `%'d` and reads no argument.
          throw fail(
            "CoreFoundation has no ' flag: Apple platforms print the text after '%' (\"'d\" for %'d)"
              + " and read no argument", position)
        default: break flags
        }
        position += 1
      }
      func amount() throws(FormatError) -> FormatAmount {
        if position < bytes.count, bytes[position] == UInt8(ascii: "*") {
          position += 1
          let save = position
          if let value = try number(), position < bytes.count, bytes[position] == UInt8(ascii: "$") {
            guard value >= 1 else { throw fail("argument positions start at 1", save) }
            if value > FormatLimits.maximumPosition { throw positionError(value, save) }
            position += 1
            return .argument(value)
          }
          position = save
          return .argument(nil)
        }
        if let value = try number() {
          guard value <= FormatLimits.maximumWidth else {
            throw FormatError(
              .limitExceeded,
              "width or precision \(value) is above \(FormatLimits.maximumWidth) in \"\(text())\"")
          }
          return .fixed(value)
        }
        return .none
      }
      directive.width = try amount()
      var dotWithoutDigits = false
      if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
        position += 1
        directive.precision = try amount()
        if directive.precision == .none {
          directive.precision = .fixed(0)
          dotWithoutDigits = true
        }
      }
      // `#` anywhere before the `@` starts a variable name in CoreFoundation (`__CFParseFormatSpec`:
      // `case '@': if (seenSharp)` begins the key): `%#5@n@` is a variable, not an object.
      let variableAfterFlags =
        directive.alternate && position < bytes.count && bytes[position] == UInt8(ascii: "@")
      if isVariableStart() || variableAfterFlags {
        if variableAfterFlags { directive.alternate = false }
        position += variableAfterFlags ? 1 : 2
        let nameStart = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "@") { position += 1 }
        guard position < bytes.count else { throw fail("variable name without closing '@'", start) }
        guard position > nameStart else { throw fail("empty variable name", start) }
        directive.variable = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<position]), as: UTF8.self)
        directive.code = UInt8(ascii: "#")
        position += 1
      } else {
        directive.length = length(bytes, &position)
        guard position < bytes.count else { throw fail("incomplete conversion", start) }
        let code = bytes[position]
        switch code {
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"),
          UInt8(ascii: "o"), UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"),
          UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "c"),
          UInt8(ascii: "C"), UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "@"), UInt8(ascii: "%"):
          directive.code = code
          if code == UInt8(ascii: "%") {
            directive.printed = characterLength(bytes, start + 1)
          } else if code | 0x20 == UInt8(ascii: "s"), dotWithoutDigits {
            // `%.s`: CoreFoundation sets no precision for a '.' without digits on %s and %S (only
            // the floating conversions get 0: `__CFParseFormatSpec`, `case 'f': … spec->precArg = 0`),
            // and its own %s/%S code, not snprintf, prints them: the whole string.
            directive.precision = .none
          }
        case UInt8(ascii: "D"), UInt8(ascii: "U"), UInt8(ascii: "O"):
          // %D %U %O are the old long forms.
          directive.code = code + (UInt8(ascii: "a") - UInt8(ascii: "A"))
          directive.length = .l
        case UInt8(ascii: "n"):
          throw FormatError(
            .unsupportedConversion, "%n is never honoured (character \(column(start)) of \"\(text())\")")
        case UInt8(ascii: "p"):
          throw FormatError(
            .unsupportedConversion,
            "%p prints a pointer and is not supported (character \(column(start)) of \"\(text())\")")
        default:
          throw fail("unknown conversion '\(character(at: position))'", position)
        }
        position += 1
      }
      directive.range = start..<position
      directives.append(directive)
    }
    return directives
  }

  /// The UTF-8 length of the character starting at `offset` (1 for a stray byte; 0 past the end).
  static func characterLength(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt8 {
    guard offset < bytes.count else { return 0 }
    let lead = bytes[offset]
    let length: Int = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    return UInt8(min(length, bytes.count - offset))
  }

  /// Reads a length modifier (`hh h ll l q L z j t`) at `position`, if any.
  static func length(_ bytes: UnsafeBufferPointer<UInt8>, _ position: inout Int) -> FormatLength {
    guard position < bytes.count else { return .none }
    let next = position + 1 < bytes.count ? bytes[position + 1] : 0
    let length: FormatLength
    switch bytes[position] {
    case UInt8(ascii: "h"): length = next == UInt8(ascii: "h") ? .hh : .h
    case UInt8(ascii: "l"): length = next == UInt8(ascii: "l") ? .ll : .l
    case UInt8(ascii: "q"): length = .q
    case UInt8(ascii: "L"): length = .longDouble
    case UInt8(ascii: "z"): length = .z
    case UInt8(ascii: "j"): length = .j
    case UInt8(ascii: "t"): length = .t
    default: return .none
    }
    position += length.rawValue.utf8.count
    return length
  }
}
