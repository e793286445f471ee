import LocalizedStrings
import Plurals
import Localization
import SourceFiles
import Testing

/// Inputs meant to crash, hang or exhaust memory: each must get a typed error naming the place.
@Suite("Hostile input")
struct HostileInputTests {
  static let huge = 100 << 20  // 100 MB

  @Test("100 MB documents are refused in every format, before parsing")
  func hugeDocuments() {
    let text = String(repeating: "a", count: Self.huge)
    let documents: [(String, [UInt8])] = [
      ("stringsdict", Array(plist("<key>k</key><string>\(text)</string>").utf8)),
      ("strings", Array("\"k\" = \"\(text)\";".utf8)),
      ("xcstrings", Array("{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"comment\":\"\(text)\"}}}".utf8)),
      ("binary", Array("bplist00".utf8) + Array(repeating: 0, count: Self.huge)),
    ]
    for (format, bytes) in documents {
      let error: SourceError?
      switch format {
      case "stringsdict", "binary":
        error = #expect(throws: SourceError.self, "\(format)") { try StringTable(bytes: bytes, path: "h") }
      case "strings":
        error = #expect(throws: SourceError.self, "\(format)") {
          try StringsFileReader.parse(bytes, file: "h")
        }
      default:
        error = #expect(throws: SourceError.self, "\(format)") { try StringCatalog(bytes: bytes, path: "h") }
      }
      #expect(error?.kind == .limitExceeded, "\(format)")
    }
    // The wording is what the README's table of limits quotes.
    #expect {
      _ = try StringsFileReader.parse(Array("\"k\" = \"\(text)\";".utf8), file: "h.strings")
    } throws: {
      ($0 as? SourceError)?.description == "h.strings:1:1: the document is larger than 67108864 bytes"
    }
  }

  @Test("10,000-deep nesting in plists and catalogs is refused")
  func deepNesting() {
    let plistText =
      "<plist>" + String(repeating: "<dict><key>k</key>", count: 10_000) + "<string/>"
      + String(repeating: "</dict>", count: 10_000) + "</plist>"
    let plistError = #expect(throws: SourceError.self) {
      try StringTable(bytes: Array(plistText.utf8), path: "d")
    }
    #expect(plistError?.kind == .limitExceeded)
    let json =
      "{\"sourceLanguage\":\"en\",\"x\":" + String(repeating: "[", count: 10_000)
      + String(repeating: "]", count: 10_000) + "}"
    #expect {
      _ = try StringCatalog(bytes: Array(json.utf8), path: "d.xcstrings")
    } throws: {
      // The kind, and which limit: the nesting one, not the size or object limits of the same kind.
      ($0 as? SourceError)?.kind == .limitExceeded
        && ($0 as? SourceError)?.message.contains("nested deeper than 256") == true
    }
  }

  @Test("enormous numerals are exact or refused, never slow")
  func enormousNumerals() throws {
    let digits = String(repeating: "9", count: 1_000_000) + "1"
    #expect(try PluralRules(locale: "ru").category(for: digits) == .one)
    let fraction = "0." + String(repeating: "0", count: 1_000_000) + "1"
    #expect(try PluralRules(locale: "en").category(for: fraction) == .other)
    #expect(try PluralRules(locale: "fr").category(for: "1c999999999") == .many)
    #expect(throws: PluralOperandsError.self) { try PluralOperands(parsing: "1c9999999999") }
    // A numeral too long to print still chooses the plural variant (French `many` for 1c999999999).
    let numerals = try table(
      entry(
        "n", format: "%#@n@",
        variable("n", valueType: "@", [("one", "un"), ("many", "beaucoup"), ("other", "autres")])),
      language: "fr")
    #expect(try numerals.formatDetailed("n", arguments: [.numeral("1c999999999")]).text == "beaucoup")
  }

  @Test("huge widths, precisions and positions are refused without allocating them")
  func hugeDirectives() throws {
    for format in ["%999999999d", "%.999999999f", "%999999999$d", "%*d"] {
      #expect(throws: FormatError.self) { try formatPlain(format, 999_999_999, 1) }
    }
    #expect(throws: FormatError.self) { try formatPlain("%2$*1$d", 1_000_000_000, 1) }
    // Found by FuzzFormat (a timeout): %U of "10c633331334" wrote out 633 million zeros.
    for format in ["%U", "%d", "%.2f"] {
      #expect(throws: FormatError.self) { try formatPlain(format, FormatValue.text("10c633331334")) }
    }
    #expect(try formatPlain("%d", FormatValue.text("1c5")) == "100000")
  }

  @Test("every malformed rule form is a typed error with an offset")
  func malformedRules() {
    let forms = [
      "n", "n =", "n = 1..", "n = ..2", "n % = 1", "n mod", "n is", "n is not", "n not", "n in", "n within",
      "n = 1 and", "n = 1 or", "and n = 1", "@integer", "@decimal 1.0~", "n = 1 @integer 1~", "n = 1,",
      "q = 1",
      "n = 18446744073709551616", "n % 0 = 1", "n = 5..1", "n = 1 @integer 1, @decimal 1.0", "n != ", "= 1",
    ]
    for form in forms {
      #expect(throws: PluralRuleSyntaxErrorProxy.self, "\(form)") {
        try PluralRuleSyntaxErrorProxy.parse(form)
      }
    }
  }

  @Test("cyclic variables and %n are typed errors")
  func cyclesAndN() throws {
    let table = try table(entry("k", format: "%#@a@", variable("a", [("other", "%1$#@a@")])))
    #expect { try table.format("k", 1) } throws: { ($0 as? FormatError)?.kind == .variableCycle }
    #expect { try formatPlain("%n", 1) } throws: { ($0 as? FormatError)?.kind == .unsupportedConversion }
  }
}

import PluralRuleSyntax

/// Re-throws the parser's typed error so `#expect(throws:)` can name its type.
enum PluralRuleSyntaxErrorProxy: Error {
  case failed(PluralRuleSyntaxError)

  static func parse(_ text: String) throws {
    do {
      _ = try PluralRule(parsing: text)
    } catch {
      guard error.offset >= 0, error.offset <= text.utf8.count, !error.message.isEmpty else { return }
      throw PluralRuleSyntaxErrorProxy.failed(error)
    }
  }
}

@Suite("Hostile variable graphs")
struct HostileVariableTests {
  /// 27 variables, each naming the next `fanOut` times: exponential if walked naively.
  static func chain(fanOut: Int) -> String {
    let variables = (0..<27).map { level in
      let next =
        level == 26 ? "%d" : Array(repeating: "%1$#@v\(level + 1)@", count: fanOut).joined(separator: " ")
      return variable("v\(level)", [("one", next), ("other", next)])
    }
    return entry("k", format: "%#@v0@", variables.joined())
  }

  @Test("argument analysis, formatting and the lenient API stay fast on exponential variable graphs")
  func exponential() throws {
    for fanOut in [2, 10] {
      let table = try makeTable(Self.chain(fanOut: fanOut))
      guard case .format(let entry)? = table.entries["k"] else {
        Issue.record("no entry")
        return
      }
      #expect { try entry.argumentUses() } throws: { ($0 as? FormatError)?.kind == .tooDeep }
      #expect(entry.argumentDiagnostics().map(\.code) == [.invalidFormat])
      #expect { try table.format("k", 1) } throws: { ($0 as? FormatError)?.kind == .tooDeep }
      #expect(!table.string("k", 1).isEmpty)
    }
  }
}
