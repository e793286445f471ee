/// The directives of a format string as CoreFoundation reads it, malformed specs included:
/// what the formatter prints when ``FormatParser/directives(_:)`` refuses a format (a stray `%`,
/// `%'d`, a trailing `%`), where Apple platforms print text rather than fail.
///
/// It follows `__CFParseFormatSpec` (swift-corelibs-foundation, `Sources/CoreFoundation/CFString.c`):
/// one loop reads flags, digits, `.`, `*`, `N$` and length modifiers in any order until a
/// conversion character; `#` then `@` begins a variable name of ASCII letters, digits and `_`
/// (`%#@name@`, `%#5@name@`; any other character ends the name and is skipped). A character
/// it has no conversion for (`y`, `'`, `$`, `P`…) ends the spec as CFFormatLiteralType: CF
/// prints the one character after the `%` (`%y` → `y`, `%'d` → `'d`, `%5%` → `5`) and reads
/// no argument. A spec the end of the format cuts (`100%`, `%-`, `%l`, `%1$`) is
/// CFFormatIncompleteSpecifierType: nothing printed, nothing read. A spec cut inside a number
/// or after its `.` (`%5`, `%.`) makes CF read past the end of the format; with the NUL that
/// ends Apple's 8-bit format strings there, it prints the character after the `%`, as here.
///
/// Both are ``FormatDirective``s of code `%` whose ``FormatDirective/printed`` says how many
/// bytes after the `%` they print; `malformed` lists their ranges (every one but `%%`).
extension FormatParser {
  package static func appleDirectives(_ text: String) throws(FormatError) -> (
    directives: [FormatDirective], malformed: [Range<Int>]
  ) {
    var contiguous = text
    return try contiguous.withUTF8 { bytes in
      Result { () throws(FormatError) in try appleDirectives(in: bytes, text: text) }
    }.get()
  }

  static func appleDirectives(in bytes: UnsafeBufferPointer<UInt8>, text: @autoclosure () -> String)
    throws(FormatError) -> (directives: [FormatDirective], malformed: [Range<Int>])
  {
    var directives: [FormatDirective] = []
    var malformed: [Range<Int>] = []
    var position = 0
    func isNameByte(_ byte: UInt8) -> Bool {
      (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        || (byte | 0x20 >= UInt8(ascii: "a")
          && byte | 0x20 <= UInt8(ascii: "z"))
        || byte == UInt8(ascii: "_")
    }
    func limit(_ message: String) -> FormatError {
      FormatError(.limitExceeded, "\(message) in \"\(text())\"")
    }
    while position < bytes.count {
      guard bytes[position] == UInt8(ascii: "%") else {
        position += 1
        continue
      }
      let start = position
      position += 1
      var directive = FormatDirective()
      enum Outcome { case conversion, literal, incomplete }
      var outcome = Outcome.incomplete
      var seenDot = false
      var seenSharp = false
      var nameStart: Int?
      scan: while position < bytes.count {
        let byte = bytes[position]
        let characterStart = position
        position += Int(characterLength(bytes, position))
        if let start = nameStart {
          if isNameByte(byte) { continue }
          if byte == UInt8(ascii: "@") {
            if position - 1 > start {
              directive.variable = String(
                decoding: UnsafeBufferPointer(rebasing: bytes[start..<position - 1]), as: UTF8.self)
              directive.code = UInt8(ascii: "#")
            } else {
              directive.code = UInt8(ascii: "@")  // `%#@@`: an object, CF's key being empty
            }
            outcome = .conversion
            break scan
          }
          nameStart = nil  // the character ends the name and is skipped
          continue
        }
        switch byte {
        case UInt8(ascii: "#"):
          seenSharp = true
          directive.alternate = true
        case UInt8(ascii: " "): if !directive.plusSign { directive.space = true }
        case UInt8(ascii: "-"):
          directive.leftAlign = true
          directive.zeroPad = false
        case UInt8(ascii: "+"):
          directive.plusSign = true
          directive.space = false
        case UInt8(ascii: "0"):
          if seenDot {
            directive.precision = .fixed(0)
          } else if !directive.leftAlign {
            directive.zeroPad = true
          }
        case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "L"), UInt8(ascii: "q"), UInt8(ascii: "z"),
          UInt8(ascii: "j"), UInt8(ascii: "t"):
          position -= 1
          directive.length = length(bytes, &position)
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"),
          UInt8(ascii: "o"), UInt8(ascii: "c"), UInt8(ascii: "C"), UInt8(ascii: "s"), UInt8(ascii: "S"),
          UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
          UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
          directive.code = byte
          // A '.' without digits: precision 0, except for %s and %S, which CF prints itself.
          if seenDot && directive.precision == .none && byte | 0x20 != UInt8(ascii: "s") {
            directive.precision = .fixed(0)
          }
          outcome = .conversion
          break scan
        case UInt8(ascii: "D"), UInt8(ascii: "U"), UInt8(ascii: "O"):
          directive.code = byte | 0x20
          directive.length = .l
          outcome = .conversion
          break scan
        case UInt8(ascii: "n"):
          throw FormatError(
            .unsupportedConversion, "%n is never honoured (character \(start + 1) of \"\(text())\")")
        case UInt8(ascii: "p"):
          throw FormatError(
            .unsupportedConversion,
            "%p prints a pointer and is not supported (character \(start + 1) of \"\(text())\")")
        case UInt8(ascii: "@"):
          if seenSharp {
            seenSharp = false
            directive.alternate = false
            nameStart = position
          } else {
            directive.code = byte
            outcome = .conversion
            break scan
          }
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
          var value = Int(byte - UInt8(ascii: "0"))
          while position < bytes.count, bytes[position] >= UInt8(ascii: "0"),
            bytes[position] <= UInt8(ascii: "9")
          {
            value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
            guard value <= 1_000_000_000 else { throw limit("number too large at character \(start + 1)") }
            position += 1
          }
          guard position < bytes.count else {
            // CF reads past the end of the format here (see above): the character after '%'.
            outcome = .literal
            break scan
          }
          if bytes[position] == UInt8(ascii: "$") {
            position += 1
            guard value <= FormatLimits.maximumPosition else {
              throw limit(
                "argument position \(value) is above \(FormatLimits.maximumPosition), the most Apple platforms format,"
              )
            }
            if directive.precision == .argument(nil) {
              directive.precision = .argument(value)
            } else if directive.width == .argument(nil) {
              directive.width = .argument(value)
            } else {
              directive.position = value
            }
          } else {
            guard value <= FormatLimits.maximumWidth else {
              throw limit("width or precision \(value) is above \(FormatLimits.maximumWidth)")
            }
            if seenDot { directive.precision = .fixed(value) } else { directive.width = .fixed(value) }
          }
        case UInt8(ascii: "*"):
          directive.width = .argument(nil)
        case UInt8(ascii: "."):
          seenDot = true
          guard position < bytes.count else {
            outcome = .literal  // past the end, as after digits
            break scan
          }
          if bytes[position] == UInt8(ascii: "*") {
            position += 1
            directive.precision = .argument(nil)
          }
        default:
          // A character outside the BMP is two UTF-16 units to CF, which ends the spec after the
          // first; here the spec ends before it, and the character is kept whole.
          if byte >= 0xF0 && characterStart > start + 1 { position = characterStart }
          outcome = .literal
          break scan
        }
      }
      directive.range = start..<position
      switch outcome {
      case .conversion: break
      case .literal:
        directive = FormatDirective()
        directive.range = start..<position
        directive.printed = characterLength(bytes, start + 1)
        if !(position == start + 2 && bytes[start + 1] == UInt8(ascii: "%")) {
          malformed.append(directive.range)
        }
      case .incomplete:
        directive = FormatDirective()
        directive.range = start..<position
        directive.printed = 0
        malformed.append(directive.range)
      }
      directives.append(directive)
    }
    return (directives, malformed)
  }
}
