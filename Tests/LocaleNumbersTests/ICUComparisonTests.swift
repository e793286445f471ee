import CICUOracle
import Foundation
import LocaleNumbers
import LocalizedStrings
import Testing

/// ICU4C's output for a numeral with fixed fraction digits.
func icu(_ locale: String, _ numeral: String, _ digits: Int) -> String? {
  var buffer = [CChar](repeating: 0, count: 512)
  let length = icu_oracle_format(locale.replacing("-", with: "_"), numeral, Int32(digits), &buffer, 512)
  guard length >= 0 else { return nil }
  return String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Ours: the exact plain digits printf shows, localized.
func ours(_ locale: String, _ numeral: String, _ digits: Int) throws -> String {
  let plain = try formatPlain("%.*f", digits, FormatValue.numeral(numeral))
  return LocalizedNumberFormat(locale: locale).localize(plain)
}

let locales = [
  "en", "fr", "de", "es", "it", "pt-PT", "ru", "pl", "cs", "ar", "ar-EG", "fa", "hi", "bn", "mr", "th", "ja",
  "zh",
  "ko", "he", "tr", "sv", "nb", "de-CH", "fr-CH", "en-IN", "sw", "my", "ne", "uk",
]

/// What CLDR changed after ICU's release (ICU 72 carries CLDR 42; the tables are CLDR 48) for the
/// compared locales: each entry is the fact in the shipped release's numbers.json, the reason, and
/// how ICU's output becomes the newer release's. The test checks the fact against cldr-data/json/,
/// so an entry cannot outlive the data that justifies it.
struct NumberDataChange: Sendable {
  /// The locale's numbers.json member that carries the change, and its value in the shipped release.
  var member: [String]
  var value: String
  var reason: String
  var fromOlder: @Sendable (_ numeral: String, _ icu: String) -> String
}

/// The CLDR release of ICU's data whose differences `numberDataChanges` describes; with another
/// ICU the entries are not applied and every output must match (or the list be revised).
let changesSinceICUCLDR = "42"

let numberDataChanges: [String: NumberDataChange] = [
  "ar": NumberDataChange(
    member: ["defaultNumberingSystem"], value: "latn",
    reason: "Arabic's default numbering system became Latin (ar-EG, ar-SA … keep Arabic-Indic)",
    fromOlder: { _, icu in
      var text = ""
      // The Latin system's exponential symbol is E; the Arabic one's was اس.
      for scalar in icu.replacing("اس", with: "E").unicodeScalars {
        switch scalar.value {
        case 0x0660...0x0669: text.unicodeScalars.append(Unicode.Scalar(scalar.value - 0x0660 + 0x30)!)
        case 0x066B: text += "."
        case 0x066C: text += ","
        case 0x061C: text += "\u{200E}"  // the sign's mark: ALM with Arabic digits, LRM with Latin ones
        default: text.unicodeScalars.append(scalar)
        }
      }
      return text
    }),
  "ar-EG": NumberDataChange(
    member: ["symbols-numberSystem-arab", "exponential"], value: "أس",
    reason: "the Arabic numbering system's exponential symbol gained its hamza (اس became أس)",
    fromOlder: { _, icu in icu.replacing("اس", with: "أس") }),
  "it": NumberDataChange(
    member: ["minimumGroupingDigits"], value: "2",
    reason: "Italian groups from five integer digits (1234, 12.345)",
    fromOlder: { numeral, icu in
      let integerDigits = numeral.drop { $0 == "-" }.prefix { $0 != "." }.count
      return integerDigits == 4 ? icu.replacing(".", with: "", maxReplacements: 1) : icu
    }),
  "de-CH": NumberDataChange(
    member: ["symbols-numberSystem-latn", "group"], value: "'",
    reason: "Swiss German groups with U+0027 APOSTROPHE instead of U+2019",
    fromOlder: { _, icu in icu.replacing("\u{2019}", with: "'") }),
]

/// A member of the shipped release's numbers.json of a locale (cldr-data/json/).
func shippedNumbersMember(_ locale: String, _ path: [String]) throws -> String? {
  let root = String(
    #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/"))
  let file = "\(root)/cldr-data/json/cldr-numbers-full/main/\(locale)/numbers.json"
  let data = try Data(contentsOf: URL(fileURLWithPath: file))
  let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
  var node: Any? = ((object?["main"] as? [String: Any])?[locale] as? [String: Any])?["numbers"]
  for key in path { node = (node as? [String: Any])?[key] }
  return node as? String
}

let icuCLDRMajor = String(String(cString: icu_oracle_cldr_version()).prefix { $0 != "." })

@Suite("Localized numbers against ICU4C")
struct ICUComparisonTests {
  @Test(
    "each change since ICU's CLDR is what the shipped release says",
    arguments: numberDataChanges.keys.sorted())
  func changeIsInTheData(_ locale: String) throws {
    let change = try #require(numberDataChanges[locale])
    #expect(try shippedNumbersMember(locale, change.member) == change.value, "\(locale): \(change.reason)")
  }

  @Test("30 locales × 0, 7, 1234, 1234567, -98765.4321 × 0–3 fraction digits, and 0.5", arguments: locales)
  func compare(_ locale: String) throws {
    var mismatches: [String] = []
    for numeral in ["0", "7", "1234", "1234567", "-98765.4321", "0.5"] {
      for digits in 0...3 {
        guard var expected = icu(locale, numeral, digits) else {
          Issue.record("ICU cannot format \(numeral) in \(locale)")
          continue
        }
        let actual = try ours(locale, numeral, digits)
        if let change = numberDataChanges[locale], icuCLDRMajor == changesSinceICUCLDR {
          expected = change.fromOlder(numeral, expected)
        }
        if actual != expected {
          mismatches.append(
            "\(numeral) .\(digits): ours \(actual.debugDescription), ICU \(expected.debugDescription)")
        }
      }
    }
    print(
      "\(locale) (ICU's CLDR \(String(cString: icu_oracle_cldr_version()))): \(mismatches.count) differences")
    #expect(mismatches.isEmpty, "\(locale):\n\(mismatches.joined(separator: "\n"))")
  }
}
