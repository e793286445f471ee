import Foundation
import Testing
import TestSupport
@testable import LocalizedStrings

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
      id: "glibc-zero-pad-left-justified-float", reason: .linuxNotApple,
      why: "A floating conversion with the 0 flag and a negative width from its argument (%0*f of -12): "
        + "the negative width makes it left-justified, which in C overrides 0; glibc still pads with zeros, "
        + "after the number (1.5000000000). Apple's libc pads with blanks, as the runtime does.",
      cfLine: "__CFStringAppendFormatCore: a `*` width is read into the spec (`width = va_arg`), and the "
        + "spec's text with the width is handed to snprintf (SNPRINTF(double, …)), which pads",
      matches: { format in
        format.pieces.contains { piece in
          guard piece.isConversion, "aAeEfFgG".contains(piece.conversion) else { return false }
          var spec = piece.text.dropFirst()
          if piece.position != nil, let dollar = spec.firstIndex(of: "$") {
            spec = spec[spec.index(after: dollar)...]
          }
          let flags = spec.prefix { "-+ 0#".contains($0) }
          return flags.contains("0") && spec.dropFirst(flags.count).first == "*"
        }
      }),
    CoreFoundationDifference(
      id: "variable-name-characters", reason: .deliberate,
      why: "A variable's name with a character other than a letter, a digit, '_' or ']' (%#@na-me@, "
        + "%#@a b@), an empty name (%#@@) or none closed by '@' (%#@x): CF ends the name at that character, "
        + "skips it and reads the rest of the spec as printf text (an empty name is an object, %@); the "
        + "runtime reads the name to the next '@' and formats that variable, or refuses the format when "
        + "the name is empty or not closed. A String Catalog may name a substitution so "
        + "(`remaining.strings`), and Apple's handling of one in a catalog is not CF's open source.",
      cfLine: "__CFParseFormatSpec: after `case '@':` with seenSharp sets keyIndex, a character outside "
        + "0-9, A-Z, a-z, '_' and ']' sets `keyIndex = kCFNotFound` and the loop `continue`s",
      matches: { format in
        format.pieces.contains { piece in
          guard piece.kind == .variable, let at = piece.text.firstIndex(of: "#"),
            let open = piece.text[at...].firstIndex(of: "@")
          else { return false }
          let rest = piece.text[piece.text.index(after: open)...]
          guard let close = rest.firstIndex(of: "@") else { return true }
          let name = rest[..<close]
          return name.isEmpty
            || name.unicodeScalars.contains {
              !(("a"..."z").contains($0)
                || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "]")
            }
        }
      }),
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
