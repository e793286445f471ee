import Foundation
import LocalizationFiles
import Testing
import TestSupport

@testable import LocalizedStrings

/// CoreFoundation's own formatter as the oracle for the whole printf dialect (issue 58).
///
/// On Linux, `String(format:arguments:)` is swift-corelibs-foundation's
/// `CFStringCreateWithFormatAndArguments` → `__CFStringAppendFormatCore` (CFString.c), the code
/// Apple's CoreFoundation carries. A seeded generator writes formats over all of the dialect
/// (every conversion with flags, widths, precisions, `*`, positions and length modifiers;
/// unknown, malformed and truncated specs; a trailing `%`; values at the edges), formats each
/// through Foundation and through this runtime, and compares the text byte for byte. A
/// difference fails unless a row of ``CoreFoundationDifferences/rows`` names it, with its reason
/// and the line of CFString.c it comes from.
///
/// CoreFoundation reads its arguments as C varargs, so the arguments of each format are made
/// from what `__CFParseFormatSpec` will read (``CFModel``): a `%s` gets a C string, `%S` UTF-16
/// units, `%@` an object, `%c` an `int`, `%ld` a 64-bit integer. The runtime gets the same
/// values as `FormatValue`s, in the same order.
///
/// `PLURALS_TEST_SEED=<n>` replays a run; the seed and the counts are printed.
@Suite("CoreFoundation as the oracle of the printf dialect")
struct CoreFoundationOracleTests {
  static let formatCount = 4000

  @Test("generated formats print what CoreFoundation prints, or a documented difference")
  func generatedFormats() throws {
    var generator = TestSeed.generator("CoreFoundation oracle")
    var tally = OracleTally()
    for _ in 0..<Self.formatCount {
      let format = FormatGenerator.format(using: &generator)
      tally.add(OracleCase.run(format, using: &generator))
    }
    print(tally.summary)
    for example in tally.undocumented.prefix(25) {
      Issue.record("undocumented difference: \(example)\(TestSeed.note)")
    }
    #expect(
      tally.undocumented.isEmpty, "\(tally.undocumented.count) undocumented differences\(TestSeed.note)")
  }

  @Test("every row of the differences table is reached by the generator (but the rows Linux cannot show)")
  func everyRowIsReached() throws {
    var generator = TestSeed.generator("CoreFoundation oracle rows", default: 0x5EED_0058)
    var seen = Set<String>()
    for _ in 0..<Self.formatCount {
      let format = FormatGenerator.format(using: &generator)
      if case .documented(let row, _) = OracleCase.run(format, using: &generator).verdict { seen.insert(row) }
    }
    for row in CoreFoundationDifferences.rows where !seen.contains(row.id) && !row.fixedCaseOnly {
      Issue.record("row \(row.id) matched no generated difference: drop it or make the generator reach it")
    }
  }
}

// MARK: - The table of known differences

/// One known difference between CoreFoundation here and this runtime: which specs it covers,
/// why it exists, and the CoreFoundation code (CFString.c) it comes from.
struct CoreFoundationDifference: Sendable {
  enum Reason: String, Sendable {
    /// Linux's CoreFoundation calls glibc's `snprintf`, where Apple's calls its own libc's
    /// `snprintf_l`, or reads its arguments differently on x86_64: what Apple prints is
    /// what this runtime prints.
    case linuxNotApple = "Linux CF, not Apple's"
    /// A deliberate choice of this runtime.
    case deliberate = "deliberate"
    /// CoreFoundation's behaviour is undefined (it reads past the format or an argument
    /// it was not given); not compared.
    case undefined = "undefined in CF"
  }

  let id: String
  let reason: Reason
  /// Why, in words.
  let why: String
  /// The CFString.c function and what its code does there.
  let cfLine: String
  /// Whether a generated format's difference is this row's, given its pieces.
  let matches: @Sendable (GeneratedFormat) -> Bool
  /// A difference the Linux oracle cannot show (Apple's CF against this runtime only), so no
  /// generated format reaches it.
  var fixedCaseOnly = false
}

enum CoreFoundationDifferences {
  static let rows: [CoreFoundationDifference] = [
    CoreFoundationDifference(
      id: "gnu-unknown-long-forms", reason: .linuxNotApple,
      why: "%D %U %O are the old long forms on Apple (its libc prints %ld %lu %lo); glibc has no such "
        + "conversion and prints the spec as text. The runtime prints what Apple prints.",
      cfLine: "__CFParseFormatSpec: `case 'D': … case 'U': … case 'O':` make a CFFormatLongType spec whose "
        + "text __CFStringAppendFormatCore passes to snprintf (SNPRINTF macro)",
      matches: { $0.hasConversion(in: "DUO") }),
    CoreFoundationDifference(
      id: "x86-long-double", reason: .linuxNotApple,
      why: "%La %Le %Lf %Lg: on x86_64 a long double is 80 bits; on Apple's arm64 it is a double. "
        + "The runtime prints the value as a double, as Apple silicon does.",
      cfLine: "__CFStringAppendFormatCore: `va_arg(args, long double)` and SNPRINTF(long double, …) when "
        + "the spec's size is CFFormatSize16 (set by `case 'L':` of __CFParseFormatSpec)",
      matches: {
        $0.pieces.contains { $0.isConversion && $0.length == "L" && "aAeEfFgG".contains($0.conversion) }
      }
    ),
    CoreFoundationDifference(
      id: "long-double-integer", reason: .undefined,
      why: "%Ld and kin: CF reads an int and snprintf a long long (C leaves L on integers undefined).",
      cfLine: "__CFStringAppendFormatCore: a CFFormatLongType value of size CFFormatSize16 is read with "
        + "`va_arg(args, int)` and printed with SNPRINTF(SInt32, …) whose spec says `L`",
      matches: {
        $0.pieces.contains { $0.isConversion && $0.length == "L" && "diuxXoDUOc".contains($0.conversion) }
      }
    ),
    CoreFoundationDifference(
      id: "wide-character", reason: .undefined,
      why: "%lc, %jc and kin: CF hands the spec and an int cut to 8 bits to snprintf, where `l` makes C "
        + "convert a wide character (nothing in the C locale for a byte above 127) and `j`, `z`, `t`, `q`, "
        + "`ll`, `L` on %c are undefined. The runtime prints %c.",
      cfLine: "__CFParseFormatSpec: `case 'c':` sets CFFormatSize1 whatever the length; the spec text, "
        + "with its `l`, goes to SNPRINTF(SInt32, …) in __CFStringAppendFormatCore",
      matches: {
        $0.pieces.contains {
          $0.isConversion && $0.conversion == "c" && !["", "h", "hh"].contains($0.length)
        }
      }),
    CoreFoundationDifference(
      id: "gnu-long-long-floating", reason: .linuxNotApple,
      why: "%lle, %qf and kin: glibc reads `ll` and `q` on a floating conversion as `L` (a long double) "
        + "where CF passed a double; Apple's libc ignores them there, as the runtime does.",
      cfLine: "__CFParseFormatSpec: `case 'l':` then `'l'`, or `case 'q':`, set CFFormatSize8, which the "
        + "floating case keeps (`if (spec->size != CFFormatSize16) spec->size = CFFormatSize8`); the spec's "
        + "text goes to SNPRINTF(double, …)",
      matches: {
        $0.pieces.contains {
          $0.isConversion && ["ll", "q"].contains($0.length) && "aAeEfFgG".contains($0.conversion)
        }
      }),
    CoreFoundationDifference(
      id: "astral-character-in-spec", reason: .deliberate,
      why: "A character outside the BMP (😀) after a spec's flags or width: CF reads the format in UTF-16 "
        + "units, ends the spec at the first half of its surrogate pair and prints U+FFFD for the second; "
        + "the runtime ends the spec before the character and keeps it whole.",
      cfLine: "__CFParseFormatSpec reads one UniChar (`ch = uformat[(*fmtIdx)++]`); its `default:` case "
        + "ends the spec, and the next literal chunk of __CFStringAppendFormatCore starts at the low surrogate",
      matches: {
        $0.pieces.contains {
          !$0.isLiteral && $0.text.dropFirst(2).unicodeScalars.contains { $0.value > 0xFFFF }
        }
      }),
    CoreFoundationDifference(
      id: "name-scan-in-spec", reason: .undefined,
      why: "`#` and `@` in a spec that is no variable (%0#@%+d): CF skips the character that ends the name, "
        + "goes on parsing, and hands the whole text to snprintf, which C leaves undefined.",
      cfLine:
        "__CFParseFormatSpec: after `case '@':` with seenSharp, a character other than a letter, digit, "
        + "'_', ']' or '@' sets `keyIndex = kCFNotFound` and `continue`s",
      matches: {
        $0.pieces.contains {
          !$0.isLiteral && $0.kind != .variable && $0.text.contains("#") && $0.text.contains("@")
        }
      }),
    CoreFoundationDifference(
      id: "pointer", reason: .deliberate,
      why: "%p prints an address, which a server has none of for a localized string's argument: refused.",
      cfLine: "__CFParseFormatSpec: `case 'p':` makes a CFFormatPointerType spec printed by "
        + "SNPRINTF(void *, …)",
      matches: { $0.hasConversion(in: "p") }),
    CoreFoundationDifference(
      id: "pascal-string", reason: .deliberate,
      why: "%P reads a Pascal string (a length byte, then the bytes): no Swift value is one. The runtime "
        + "prints it as an unknown conversion (the P, no argument read).",
      cfLine: "__CFParseFormatSpec: `case 'P':` makes a CFFormatPascalCharsType spec; "
        + "__CFStringAppendFormatCore reads `((unsigned char *)str)[0]` bytes after it",
      matches: { $0.hasConversion(in: "P") }),
    CoreFoundationDifference(
      id: "write-count", reason: .deliberate,
      why: "%n: CF reads an argument and prints nothing (it writes into a dummy); the runtime refuses "
        + "the format, as C's %n is never honoured.",
      cfLine: "__CFParseFormatSpec: `case 'n':` makes CFFormatDummyPointerType; __CFStringAppendFormatCore "
        + "skips the argument (`(void)va_arg(args, void *)`) and its print switch has no case for it",
      matches: { $0.hasConversion(in: "n") }),
    CoreFoundationDifference(
      id: "flag-after-width", reason: .linuxNotApple,
      why: "A flag or length written after the width or precision (%5-d, %.2+f, %l5d): CF's parser "
        + "takes them in any order and hands the text to snprintf, where C leaves it undefined "
        + "(glibc prints the spec as text). The runtime prints CF's literal character.",
      cfLine: "__CFParseFormatSpec: one `for (;;)` switch reads flags, digits, '.', '*' and lengths in any "
        + "order; the spec's text goes to SNPRINTF in __CFStringAppendFormatCore",
      matches: { $0.pieces.contains { $0.kind == .disordered } }),
    CoreFoundationDifference(
      id: "object-variable", reason: .deliberate,
      why: "%#@name@ outside a .stringsdict: CF reads an object and prints its description; the runtime "
        + "has no variable of that name and refuses (plurals lint: undefined-variable).",
      cfLine: "__CFParseFormatSpec: `case '@':` after `#` starts a key; the closing '@' makes a "
        + "CFFormatCFType spec with kCFStringFormatExternalSpecFlag",
      matches: { $0.pieces.contains { $0.kind == .variable } }),
    CoreFoundationDifference(
      id: "position-beyond-bound", reason: .deliberate,
      why: "A position above 3 × (number of %) + 1: CF formats nothing and returns an empty string; the "
        + "runtime prints the argument at that position (plurals lint reports the gap).",
      cfLine: "__CFStringAppendFormatCore: `sizeArgNum = 3 * sizeSpecs + 1`; a spec whose mainArgNum, "
        + "widthArgNum or precArgNum is larger returns true before anything is appended",
      matches: { $0.positionBeyondBound }),
    CoreFoundationDifference(
      id: "skipped-position", reason: .deliberate,
      why: "A position no conversion names: CF reads no argument for it, so later arguments shift into "
        + "the gap; the runtime reads each argument at its position (plurals lint: an error).",
      cfLine: "__CFStringAppendFormatCore: the loop collecting arguments skips a slot whose type is 0 "
        + "(`case 0: … break;`) without `va_arg`",
      matches: { $0.skipsPosition }),
    CoreFoundationDifference(
      id: "non-ascii-bytes-of-s", reason: .linuxNotApple,
      why: "%s of non-ASCII text: CF decodes the bytes in the system encoding, UTF-8 on Linux, Mac Roman "
        + "on Apple platforms; the runtime's argument is a Swift string, printed as written.",
      cfLine: "__CFStringAppendFormatCore, case CFFormatCharsType: "
        + "`__CFStringAppendBytes(outputString, str, len, __CFStringGetSystemEncoding())`",
      matches: { _ in false }, fixedCaseOnly: true),
  ]

  static func row(for format: GeneratedFormat) -> CoreFoundationDifference? {
    rows.first { $0.matches(format) }
  }
}

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
    return FormatPiece(kind: .variable, text: forms.randomElement(using: &generator)!)
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

// MARK: - A model of CoreFoundation's parse, to give it the arguments it will read

/// What `__CFParseFormatSpec` makes of a format: the types of the arguments it reads, in the
/// order `__CFStringAppendFormatCore` reads them. Written from CFString.c's code, so that the
/// oracle is never handed an argument that crashes it (a number where `%s` reads a pointer).
enum CFModel {
  enum ArgumentType: Equatable {
    case int32, amount, int64, double, longDouble, object, cString, utf16, unichar, pointer, dummy, pascal
  }

  enum Reading: Equatable {
    /// The arguments CF reads, in order.
    case arguments([ArgumentType])
    /// CF appends nothing (a position beyond 3 × (number of %) + 1).
    case empty
    /// CF's behaviour is undefined (why, in a word): it reads past the end of the format, an
    /// argument slot beyond its array, or one argument as two types; not compared.
    case undefined(String)
  }

  private enum SpecType {
    case literal, long, double, pointer, object, utf16, cString, pascal, unichar, dummy, incomplete
  }
  private struct Spec {
    var type = SpecType.literal
    var size = 0  // 0 default, 1, 2, 3 (4 bytes), 4 (8 bytes), 5 (16 bytes)
    var main = -1
    var width = -1
    var precision = -1
  }

  static func reading(_ format: String) -> Reading {
    let units = Array(format.utf16)
    var specs: [Spec] = []
    var index = 0
    var pastEnd = false
    func next() -> UInt16 {
      defer { index += 1 }
      if index >= units.count {
        pastEnd = true
        return 0
      }
      return units[index]
    }
    while index < units.count {
      if units[index] != 0x25 {
        while index < units.count && units[index] != 0x25 { index += 1 }
        continue
      }
      index += 1
      var spec = Spec()
      var seenDot = false
      var seenSharp = false
      var keyIndex = -1
      parse: while true {
        if index >= units.count {
          spec.type = .incomplete
          break
        }
        var ch = next()
        if keyIndex >= 0 {
          let isName =
            (0x30...0x39).contains(ch) || (0x41...0x5A).contains(ch) || (0x61...0x7A).contains(ch)
            || ch == 0x5F
          if !isName {
            if ch == 0x40 {  // '@'
              spec.type = .object
              break parse
            } else if ch != 0x5D {  // ']' keeps the key (brackets)
              keyIndex = -1
            }
          }
          continue
        }
        while true {
          switch Unicode.Scalar(ch).map(Character.init) ?? "\u{0}" {
          case "#": seenSharp = true
          case "[": keyIndex = index  // only the first '[' counts; close enough for the generator
          case " ", "-", "+": break
          case "0": break
          case "h":
            if index < units.count, units[index] == 0x68 {
              index += 1
              spec.size = 1
            } else {
              spec.size = 2
            }
          case "l":
            if index < units.count, units[index] == 0x6C {
              index += 1
              spec.size = 4
            } else {
              spec.size = 4
            }
          case "L": spec.size = 5
          case "q", "j", "t", "z": spec.size = 4
          case "c":
            spec.type = .long
            spec.size = 1
            break parse
          case "D", "d", "i", "U", "u", "O", "o", "x", "X":
            spec.type = .long
            break parse
          case "f", "F", "g", "G", "e", "E", "a", "A":
            spec.type = .double
            if spec.size != 5 { spec.size = 4 }
            break parse
          case "n":
            spec.type = .dummy
            break parse
          case "p":
            spec.type = .pointer
            break parse
          case "s":
            spec.type = .cString
            break parse
          case "S":
            spec.type = .utf16
            break parse
          case "C":
            spec.type = .unichar
            spec.size = 2
            break parse
          case "P":
            spec.type = .pascal
            break parse
          case "@":
            if seenSharp {
              seenSharp = false
              keyIndex = index
            } else {
              spec.type = .object
              break parse
            }
          case "1", "2", "3", "4", "5", "6", "7", "8", "9":
            var number = 0
            repeat {
              number = number * 10 + Int(ch - 0x30)
              ch = next()
            } while ch >= 0x30 && ch <= 0x39
            if ch == 0x24 {  // '$'
              if spec.precision == -2 {
                spec.precision = number - 1
              } else if spec.width == -2 {
                spec.width = number - 1
              } else {
                spec.main = number - 1
              }
              continue parse
            }
            continue  // reswitch on ch
          case "*": spec.width = -2
          case ".":
            seenDot = true
            ch = next()
            if ch == 0x2A {
              spec.precision = -2
              continue parse
            }
            continue  // reswitch
          default:
            spec.type = .literal
            break parse
          }
          continue parse
        }
      }
      _ = seenDot
      if pastEnd { return .undefined("reads past the format") }
      specs.append(spec)
    }
    let percents = units.filter { $0 == 0x25 }.count
    let size = 3 * percents + 1
    var slots: [(SpecType, Int)?] = Array(repeating: nil, count: size + 1)
    var argument = 0
    for var spec in specs where spec.type != .literal && spec.type != .incomplete {
      if max(spec.main, spec.width, spec.precision) > size { return .empty }
      if max(spec.main, spec.width, spec.precision) == size { return .undefined("a slot past its values") }
      if spec.width == -2 {
        spec.width = argument
        argument += 1
      }
      if spec.precision == -2 {
        spec.precision = argument
        argument += 1
      }
      if spec.main == -1 {
        spec.main = argument
        argument += 1
      }
      guard spec.main < size, spec.width < size, spec.precision < size else {
        return .undefined("a slot past its values")
      }
      // Two specs that read one argument as different types make CF read a number as a pointer.
      for (slot, type) in [
        (spec.main, (spec.type, spec.size)), (spec.width, (.long, -1)), (spec.precision, (.long, -1)),
      ]
      where slot >= 0 {
        if let (old, oldSize) = slots[slot],
          old != type.0
            || (oldSize != type.1 && ((oldSize != -1 && type.1 != -1) || max(oldSize, type.1) == 4))
        {
          return .undefined("one argument read as two types")
        }
        // An argument read both as a number and as a width stays a small one.
        slots[slot] = slots[slot]?.1 == -1 ? (type.0, -1) : type
      }
    }
    var types: [ArgumentType] = []
    for slot in slots.prefix(size) {
      guard let (type, size) = slot else { continue }
      switch type {
      case .long: types.append(size == 4 ? .int64 : size == -1 ? .amount : .int32)
      case .unichar: types.append(.unichar)
      case .double: types.append(size == 5 ? .longDouble : .double)
      case .object: types.append(.object)
      case .cString: types.append(.cString)
      case .utf16: types.append(.utf16)
      case .pascal: types.append(.pascal)
      case .pointer: types.append(.pointer)
      case .dummy: types.append(.dummy)
      case .literal, .incomplete: break
      }
    }
    return .arguments(types)
  }
}

// MARK: - One case: Foundation against the runtime

struct OracleCase {
  /// PLURALS_ORACLE_TRACE=1 writes each format to standard error before Foundation formats it.
  static let trace = ProcessInfo.processInfo.environment["PLURALS_ORACLE_TRACE"] != nil
  enum Verdict {
    case equal
    case documented(String, String)
    case undocumented(String)
    case undefined(String)
  }
  var verdict: Verdict

  static let int32Values: [Int32] = [
    0, 1, -1, 7, 42, -42, 65, 127, 128, 233, 255, 256, 9786, 65_536, .max, .min,
  ]
  static let int64Values: [Int64] = [0, 1, -1, 42, 1 << 40, -(1 << 40), .max, .min]
  static let amountValues: [Int32] = [-12, -3, -1, 0, 1, 3, 8, 12]
  static let doubleValues: [Double] = [
    0, -0.0, 1, 1.5, -2.675, 0.125, 1e-7, 123_456.789, 1e300, .infinity, -.infinity, .nan,
  ]
  static let stringValues = ["", "a", "ab", "héllo", "日本語", "a😀b", "tea time"]
  static let unicharValues: [Int32] = [65, 0xE9, 0x263A, 0x1F600, 0xD800, 0x10FFFF, -1]

  /// Formats `format` through Foundation and the runtime, and judges the difference.
  static func run<G: RandomNumberGenerator>(_ format: GeneratedFormat, using generator: inout G) -> OracleCase
  {
    let text = format.text
    let types: [CFModel.ArgumentType]
    switch CFModel.reading(text) {
    case .undefined(let why): return OracleCase(verdict: .undefined(why))
    case .empty: types = []
    case .arguments(let read): types = read
    }
    var arguments: [CVarArg] = []
    var values: [FormatValue] = []
    var keep: [UnsafeMutableRawPointer] = []
    defer { for pointer in keep { free(pointer) } }
    // A width or precision argument is a small int (CF allocates a buffer of the width's size).
    for type in types {
      switch type {
      case .amount:
        let value = amountValues.randomElement(using: &generator)!
        arguments.append(value)
        values.append(.signed(Int64(value)))
      case .int32:
        let value = int32Values.randomElement(using: &generator)!
        arguments.append(value)
        values.append(.signed(Int64(value)))
      case .int64:
        let value = int64Values.randomElement(using: &generator)!
        arguments.append(value)
        values.append(.signed(value))
      case .unichar:
        let value = unicharValues.randomElement(using: &generator)!
        arguments.append(value)
        values.append(.signed(Int64(value)))
      case .double, .longDouble:
        let value = doubleValues.randomElement(using: &generator)!
        arguments.append(value)
        values.append(.double(value))
      case .object:
        let value = stringValues.randomElement(using: &generator)!
        arguments.append(value as NSString)
        values.append(.string(value))
      case .cString:
        let value = stringValues.randomElement(using: &generator)!
        let pointer = strdup(value)!
        keep.append(UnsafeMutableRawPointer(pointer))
        arguments.append(pointer)
        values.append(.string(value))
      case .utf16:
        let value = stringValues.randomElement(using: &generator)!
        let units = Array(value.utf16) + [0]
        let pointer = malloc(units.count * 2)!.bindMemory(to: UInt16.self, capacity: units.count)
        pointer.initialize(from: units, count: units.count)
        keep.append(UnsafeMutableRawPointer(pointer))
        arguments.append(pointer)
        values.append(.string(value))
      case .pascal:
        let pointer = malloc(3)!.bindMemory(to: UInt8.self, capacity: 3)
        pointer.initialize(from: [2, 0x61, 0x62], count: 3)
        keep.append(UnsafeMutableRawPointer(pointer))
        arguments.append(pointer)
        values.append(.string("ab"))
      case .pointer, .dummy:
        arguments.append(Int(0x1234))
        values.append(.signed(0x1234))
      }
    }
    if Self.trace { FileHandle.standardError.write(Data("oracle: \(format) \(types)\n".utf8)) }
    let expected = String(format: text, arguments: arguments)
    let actual: String
    do {
      actual = try formatPlain(text, values: values, locale: "en")
    } catch {
      actual = "⟪\(error.kind): \(error.message)⟫"
    }
    if Array(expected.utf8) == Array(actual.utf8) { return OracleCase(verdict: .equal) }
    let detail =
      "\(format) with \(values): Foundation \(expected.debugDescription), runtime \(actual.debugDescription)"
    if let row = CoreFoundationDifferences.row(for: format) {
      return OracleCase(verdict: .documented(row.id, detail))
    }
    return OracleCase(verdict: .undocumented(detail))
  }
}

struct OracleTally {
  var equal = 0
  var undefined: [String: Int] = [:]
  var documented: [String: Int] = [:]
  var undocumented: [String] = []
  var total = 0

  mutating func add(_ oracleCase: OracleCase) {
    total += 1
    switch oracleCase.verdict {
    case .equal: equal += 1
    case .undefined(let why): undefined[why, default: 0] += 1
    case .documented(let row, _): documented[row, default: 0] += 1
    case .undocumented(let detail):
      undocumented.append(detail)
      if OracleCase.trace { FileHandle.standardError.write(Data("undocumented: \(detail)\n".utf8)) }
    }
  }

  var summary: String {
    let rows = documented.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    return "CoreFoundation oracle: \(total) formats: \(equal) equal, "
      + "\(documented.values.reduce(0, +)) documented (\(rows)), \(undefined.values.reduce(0, +)) undefined in CF "
      + "(\(undefined.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")); not compared), "
      + "\(undocumented.count) undocumented"
  }
}

// MARK: - What the oracle cannot run: a variable's text (Linux's Bundle has no .stringsdict)

@Suite("CoreFoundation's recursive formatting of a variable's text")
struct VariableArgumentTests {
  /// CFString.c's comment on `__CFStringAppendFormatCore`: a variable's text is formatted by a
  /// recursive call from the variable's argument position (`initialArgPosition`) over the outer
  /// call's values (`origValues`); the outer call reads one argument per spec. So a variant that
  /// does not print its number shifts nothing: Zotero's shipped format, whose `one` is "1 file".
  @Test("a variant without its number does not shift the arguments after the variable (Zotero)")
  func zotero() throws {
    let table = try LocalizedStringsTests.table(
      entry(
        "transfer", format: "%#@files@ (%.2f %@)",
        variable("files", [("one", "1 file"), ("other", "%d files")])))
    #expect(try table.format("transfer", 1, 1.5, "MB") == "1 file (1.50 MB)")
    #expect(try table.format("transfer", 3, 2.25, "GB") == "3 files (2.25 GB)")
  }
}
