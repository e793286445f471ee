import Foundation
import Testing
import TestSupport
@testable import LocalizedStrings

// MARK: - The generator

/// A piece of a generated format.
struct FormatPiece: Sendable {
  enum Kind: Sendable {
    case literal
    case conversion
    /// `%` and a character CF knows no conversion for (`%y`, `%'d`, `% `…).
    case unknown
    /// A spec cut by the end of the format (`%`, `%5`, `%-.`, `%l`).
    case truncated
    /// A flag or length after the width or precision (`%5-d`).
    case disordered
    /// `%#@name@` and its malformed kin.
    case variable
  }
  var kind: Kind
  var text: String
  var conversion: Character = " "
  var length = ""
  var position: Int?
  var widthPosition: Int?
  var precisionPosition: Int?
  var isConversion: Bool { kind == .conversion }
  var isLiteral: Bool { kind == .literal }
}

struct GeneratedFormat: Sendable, CustomStringConvertible {
  var pieces: [FormatPiece]
  var text: String { pieces.map(\.text).joined() }
  var description: String { text.debugDescription }

  func hasConversion(in set: String) -> Bool {
    pieces.contains { $0.isConversion && set.contains($0.conversion) }
  }

  /// The positions the format names (values, widths, precisions).
  var positions: [Int] {
    pieces.flatMap { [$0.position, $0.widthPosition, $0.precisionPosition].compactMap { $0 } }
  }

  var skipsPosition: Bool {
    let named = Set(positions)
    guard let highest = named.max() else { return false }
    return named.count < highest
  }

  var positionBeyondBound: Bool {
    let percents = text.unicodeScalars.filter { $0 == "%" }.count
    return positions.contains { $0 - 1 > 3 * percents + 1 }
  }
}

enum FormatGenerator {
  static let literals = ["", " ", "abc", "é", "日本", "😀", "|", "100", " (", ") ", "\t"]
  static let conversions = Array("diuxXocCsS@fFeEgGaA") + Array("diuxXocCsS@fFeEgGaA") + Array("DUOnpP%")
  static let lengths = ["", "", "", "", "hh", "h", "l", "ll", "q", "L", "z", "j", "t"]
  static let unknownCharacters = Array("ykvbwHJKmrQRTVWYZ!&'$,;:?~^=é😀)")

  static func format<G: RandomNumberGenerator>(using generator: inout G) -> GeneratedFormat {
    var pieces: [FormatPiece] = []
    let count = Int.random(in: 1...4, using: &generator)
    // Numbered conversions (most formats number all or none).
    let numbered = Int.random(in: 0..<10, using: &generator)
    var nextPosition = 1
    for _ in 0..<count {
      if Bool.random(using: &generator) {
        pieces.append(FormatPiece(kind: .literal, text: literals.randomElement(using: &generator)!))
      }
      let roll = Int.random(in: 0..<100, using: &generator)
      if roll < 62 {
        pieces.append(conversion(numbered: numbered, nextPosition: &nextPosition, using: &generator))
      } else if roll < 80 {
        pieces.append(unknown(using: &generator))
      } else if roll < 88 {
        pieces.append(disordered(using: &generator))
      } else {
        pieces.append(variable(using: &generator))
      }
    }
    if Int.random(in: 0..<5, using: &generator) == 0 {
      pieces.append(truncated(using: &generator))
    } else if Bool.random(using: &generator) {
      pieces.append(FormatPiece(kind: .literal, text: literals.randomElement(using: &generator)!))
    }
    return GeneratedFormat(pieces: pieces)
  }

  static func flags<G: RandomNumberGenerator>(using generator: inout G, grouping: Bool = false) -> String {
    var flags = ""
    for flag in ["-", "+", " ", "0", "#"] + (grouping ? ["'"] : [])
    where Int.random(in: 0..<4, using: &generator) == 0 {
      flags += flag
    }
    return String(flags.shuffled(using: &generator))
  }

  static func conversion<G: RandomNumberGenerator>(
    numbered: Int, nextPosition: inout Int, using generator: inout G
  ) -> FormatPiece {
    let code = conversions.randomElement(using: &generator)!
    var piece = FormatPiece(kind: .conversion, text: "%", conversion: code)
    // 0: none numbered; 1: all; 2: some (mixed, as real files do); a rare gap.
    func position() -> Int? {
      let numberThis = numbered == 1 || (numbered == 2 && Bool.random(using: &generator))
      guard numberThis else { return nil }
      defer { nextPosition += 1 }
      switch Int.random(in: 0..<60, using: &generator) {
      case 0, 1: return nextPosition + 1  // a gap
      case 2: return 13  // beyond CF's bound for a few %
      default: return nextPosition
      }
    }
    if code != "%" {
      piece.position = position()
      if let position = piece.position { piece.text += "\(position)$" }
    }
    piece.text += flags(using: &generator)
    switch Int.random(in: 0..<6, using: &generator) {
    case 0, 1: break
    case 2, 3: piece.text += String(Int.random(in: 0...14, using: &generator))
    default:
      piece.text += "*"
      if piece.position != nil, let position = position() {
        piece.widthPosition = position
        piece.text += "\(position)$"
      }
    }
    switch Int.random(in: 0..<7, using: &generator) {
    case 0, 1, 2: break
    case 3: piece.text += "."
    case 4, 5: piece.text += "." + String(Int.random(in: 0...9, using: &generator))
    default:
      piece.text += ".*"
      if piece.position != nil, let position = position() {
        piece.precisionPosition = position
        piece.text += "\(position)$"
      }
    }
    // Length modifiers on every conversion, most often on the ones that take them.
    if "diuxXo".contains(code) || Int.random(in: 0..<4, using: &generator) == 0 {
      piece.length = lengths.randomElement(using: &generator)!
      piece.text += piece.length
    }
    piece.text.append(code)
    return piece
  }

  static func unknown<G: RandomNumberGenerator>(using generator: inout G) -> FormatPiece {
    var text = "%"
    if Bool.random(using: &generator) { text += flags(using: &generator, grouping: true) }
    let digits = Int.random(in: 0..<4, using: &generator) == 0
    if digits { text += String(Int.random(in: 1...12, using: &generator)) }
    var character = unknownCharacters.randomElement(using: &generator)!
    if digits && character == "$" { character = "!" }  // digits and '$' are a position, not unknown
    text.append(character)
    // What follows reads as text or as a conversion after the unknown character: "%'d".
    if character == "'" || character == "$" || Bool.random(using: &generator) {
      text += ["d", "s files", ".2f", "ld", "@", "1", "%%"].randomElement(using: &generator)!
    }
    return FormatPiece(kind: .unknown, text: text)
  }

  static func disordered<G: RandomNumberGenerator>(using generator: inout G) -> FormatPiece {
    let forms = [
      "%5-d", "%3+d", "%.2-f", "%4 d", "%2.3-s", "%l5d", "%h3x", "%5#x", "%2.5+e", "%.3 @", "%4lc",
    ]
    return FormatPiece(kind: .disordered, text: forms.randomElement(using: &generator)!, conversion: "?")
  }

  static func variable<G: RandomNumberGenerator>(using generator: inout G) -> FormatPiece {
    let forms = [
      "%#@files@", "%#5@n@", "%#@@", "%#@a b@", "%#@x", "%#@name!", "%#5@|", "%#@[n]@", "%#@na-me@",
      "%1$#@n@",
    ]
    guard Bool.random(using: &generator) else {
      return FormatPiece(kind: .variable, text: forms.randomElement(using: &generator)!)
    }
    // Flags, a width and a precision on either side of the '#' (CF takes them in any order
    // before the '@' that starts the name), then a name ended by '@' or by another character.
    var text = "%" + flags(using: &generator)
    text += "#" + flags(using: &generator)
    if Bool.random(using: &generator) { text += String(Int.random(in: 0...12, using: &generator)) }
    if Int.random(in: 0..<4, using: &generator) == 0 {
      text += "." + String(Int.random(in: 0...3, using: &generator))
    }
    text += "@" + ["n", "files", "", "x1_y"].randomElement(using: &generator)!
    text += ["@", "@", " ", "!", ""].randomElement(using: &generator)!
    return FormatPiece(kind: .variable, text: text)
  }

  static func truncated<G: RandomNumberGenerator>(using generator: inout G) -> FormatPiece {
    let forms = [
      "%", "%-", "%+", "% ", "%#", "%0", "%l", "%ll", "%h", "%q", "%*", "%.*", "%1$", "%-*", "%2$l",
    ]
    let undefined = ["%5", "%.", "%-12", "%.3", "%5.", "%*.", "%1$5"]
    // The spec cut inside a number or after '.': CF reads past the end of the format (undefined).
    let text =
      Int.random(in: 0..<4, using: &generator) == 0
      ? undefined.randomElement(using: &generator)! : forms.randomElement(using: &generator)!
    return FormatPiece(kind: .truncated, text: text)
  }
}
