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
  package var grouping = false
  package var width = FormatAmount.none
  package var precision = FormatAmount.none
  package var length = FormatLength.none
  /// The conversion character: `d i u x X o f F e E g G a A c C s S @ %`,
  /// or `#` for a variable `%#@name@`.
  package var conversion: Character = "%"
  /// The variable name of `%#@name@`.
  package var variable: String?
  /// UTF-8 offsets of the directive in its format string.
  package var range: Range<Int> = 0..<0

  package init() {}

  /// Whether the directive consumes an argument for its value.
  package var takesArgument: Bool { conversion != "%" }

  package var isInteger: Bool { "diuxXoc".contains(conversion) || conversion == "C" }
  package var isFloating: Bool { "fFeEgGaA".contains(conversion) }
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
    let bytes = Array(text.utf8)
    var segments: [FormatSegment] = []
    var literal: [UInt8] = []
    var position = 0
    func fail(_ message: String, _ offset: Int) -> FormatError {
      FormatError(.invalidFormat, "\(message) at offset \(offset) of \"\(text)\"")
    }
    func number() throws(FormatError) -> Int? {
      let start = position
      var value = 0
      while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9")
      {
        value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
        if value > 1_000_000_000 {
          throw FormatError(.limitExceeded, "number too large at offset \(start) of \"\(text)\"")
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
        literal.append(bytes[position])
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
        guard value <= FormatLimits.maximumPosition else {
          throw FormatError(
            .limitExceeded,
            "argument position \(value) is above \(FormatLimits.maximumPosition) in \"\(text)\"")
        }
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
        case UInt8(ascii: "'"): directive.grouping = true
        default: break flags
        }
        position += 1
      }
      func amount() throws(FormatError) -> FormatAmount {
        if position < bytes.count, bytes[position] == UInt8(ascii: "*") {
          position += 1
          let save = position
          if let value = try number(), position < bytes.count, bytes[position] == UInt8(ascii: "$") {
            guard value >= 1, value <= FormatLimits.maximumPosition else {
              throw FormatError(.limitExceeded, "argument position \(value) out of range in \"\(text)\"")
            }
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
              "width or precision \(value) is above \(FormatLimits.maximumWidth) in \"\(text)\"")
          }
          return .fixed(value)
        }
        return .none
      }
      directive.width = try amount()
      if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
        position += 1
        directive.precision = try amount()
        if directive.precision == .none { directive.precision = .fixed(0) }
      }
      if isVariableStart() {
        position += 2
        let nameStart = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "@") { position += 1 }
        guard position < bytes.count else { throw fail("variable name without closing '@'", start) }
        directive.variable = String(decoding: bytes[nameStart..<position], as: UTF8.self)
        guard !(directive.variable ?? "").isEmpty else { throw fail("empty variable name", start) }
        directive.conversion = "#"
        position += 1
      } else {
        // Length modifiers.
        let lengths: [(String, FormatLength)] = [
          ("hh", .hh), ("h", .h), ("ll", .ll), ("l", .l), ("q", .q), ("L", .longDouble), ("z", .z), ("j", .j),
          ("t", .t),
        ]
        for (spelling, length) in lengths where bytes[position...].starts(with: spelling.utf8) {
          directive.length = length
          position += spelling.utf8.count
          break
        }
        guard position < bytes.count else { throw fail("incomplete conversion", start) }
        let conversion = Character(UnicodeScalar(bytes[position]))
        switch conversion {
        case "d", "i", "u", "x", "X", "o", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "s", "S", "@",
          "%", "D", "U", "O":
          // %D %U %O are the old long forms.
          directive.conversion =
            conversion == "D" ? "d" : conversion == "U" ? "u" : conversion == "O" ? "o" : conversion
          if "DUO".contains(conversion) { directive.length = .l }
        case "n":
          throw FormatError(.unsupportedConversion, "%n is never honoured (offset \(start) of \"\(text)\")")
        case "p":
          throw FormatError(
            .unsupportedConversion,
            "%p prints a pointer and is not supported (offset \(start) of \"\(text)\")")
        default:
          throw fail("unknown conversion '\(conversion)'", position)
        }
        position += 1
      }
      directive.range = start..<position
      if !literal.isEmpty {
        segments.append(.literal(String(decoding: literal, as: UTF8.self)))
        literal = []
      }
      segments.append(.directive(directive))
    }
    if !literal.isEmpty { segments.append(.literal(String(decoding: literal, as: UTF8.self))) }
    return segments
  }
}
