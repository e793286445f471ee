@_spi(InternalJSON) import CLDRData
@_spi(InternalJSON) import InternalJSON
@testable import CodeGeneration
import PluralRuleSyntax
import Testing

/// Every kind of change the release diff reports, on two small releases
/// built in memory (no CLDR tree needed): each kind of rule, range, parent,
/// likely-subtags and number-data change, pinned in the text and the JSON.
@Suite("Every kind of change a release diff reports")
struct ReleaseDiffKindsTests {
  static func rules(_ texts: [PluralKeyword: String]) -> PluralRuleSet {
    PluralRuleSet(rules: texts.mapValues { try! PluralRule(parsing: $0) })
  }

  static let english = rules([.one: "i = 1 and v = 0", .other: ""])
  static let otherOnly = rules([.other: ""])
  static let one = rules([.one: "n = 1", .other: ""])

  static func release(
    _ version: String, cardinal: [String: PluralRuleSet], ordinal: [String: PluralRuleSet],
    ranges: [String: [String: String]], parents: [String: String], likely: [String: String],
    numbers: [String: NumberTablesFile.Spec]?
  ) -> CLDRRelease {
    CLDRRelease(
      directory: "release-\(version)", form: .json, version: version,
      data: CLDRPluralData(version: version, cardinal: [], ordinal: [], ranges: [], parentLocales: parents),
      rules: [.cardinal: cardinal, .ordinal: ordinal], ranges: ranges, parentLocales: parents,
      likelySubtags: likely, numbers: numbers)
  }

  static let latin = NumberTablesFile.Spec(
    digits: "0123456789", decimal: ".", group: ",", minus: "-", plus: "+", exponential: "E", primary: 3,
    secondary: 3,
    minimumGrouping: 1)
  /// Every field differs from `latin`.
  static let arabic = NumberTablesFile.Spec(
    digits: "٠١٢٣٤٥٦٧٨٩", decimal: "٫", group: "\u{202F}", minus: "\u{200E}-", plus: "\u{200E}+",
    exponential: "اس", primary: 4,
    secondary: 2, minimumGrouping: 2)

  static let old = release(
    "1",
    cardinal: ["aa": english, "bb": english, "cc": english, "dd": otherOnly, "ee": one, "gg": otherOnly],
    ordinal: ["aa": otherOnly],
    ranges: ["bb": ["one-one": "one"], "dd": ["one-other": "one"]],
    parents: ["bb_YY": "bb", "dd_ZZ": "dd"], likely: ["bb": "bb_Latn_YY", "dd": "dd_Latn_ZZ"],
    numbers: ["aa": latin, "cc": latin, "hh": latin])

  static let new = release(
    "2",
    cardinal: [
      "aa": english, "bb": rules([.one: "n = 0..1", .other: ""]), "dd": one, "ee": otherOnly, "ff": english,
      "gg": rules([.one: "n % 10 = 1", .other: ""]),
    ],
    ordinal: ["aa": rules([.few: "n = 3", .other: ""])],
    ranges: ["aa": ["one-other": "other"], "dd": ["one-other": "other"]],
    parents: ["aa_XX": "aa", "dd_ZZ": "root"], likely: ["aa": "aa_Latn_XX", "dd": "dd_Cyrl_ZZ"],
    numbers: ["aa": arabic, "ff": latin, "hh": latin])

  static let diff = ReleaseDiff(old: old, new: new)

  @Test("the text: a summary line per kind of change, then a heading per locale with a line per change")
  func text() {
    // gg's one is n % 10 = 1: 1, 11 … 991 and 1.0, 11.0 of the extra numbers, 102 in all, 8 shown.
    let gg = ["1", "1.0", "11", "11.0", "21", "31", "41", "51"].map { "  cardinal \($0): other → one" }
    let expected =
      [
        "CLDR 1 (release-1) → CLDR 2 (release-2)",
        // The summary: each kind of change with its counts.
        "plural rules (locale and type): 1 added, 1 removed, 5 changed",
        "categories: 3 added, 1 removed",
        "conditions changed: 1",
        "numbers that change category: 111 in 5 locales (0…1000, samples and a few decimals)",
        "plural ranges: 1 added, 1 removed, 1 changed (3 results)",
        "parent locales: 1 added, 1 removed, 1 changed",
        "likely subtags: 1 added, 1 removed, 1 changed",
        "number data: 1 locale added: ff",
        "number data: 1 locale removed: cc",
        "number data: 9 fields changed in 1 locale",
        "",
        // Categories added, a rule added, numbers that change (aa ordinal); a range locale added;
        // likely subtags added; every number field changed.
        "aa:",
        "  ordinal: categories added: few",
        "  ordinal few: n = 3",
        "  ordinal 3: other → few",
        "  ordinal 3.0: other → few",
        "  range: locale added",
        "  range one–other: (not listed) → other",
        "  likely subtags: (none) → aa_Latn_XX",
        #"  number digits: "0123456789" → "٠١٢٣٤٥٦٧٨٩""#,
        #"  number decimal: "." → "٫""#,
        #"  number group: "," → "\u{202F}""#,
        #"  number minusSign: "-" → "\u{200E}-""#,
        #"  number plusSign: "+" → "\u{200E}+""#,
        #"  number exponential: "E" → "اس""#,
        #"  number primaryGroupSize: "3" → "4""#,
        #"  number secondaryGroupSize: "3" → "2""#,
        #"  number minimumGroupingDigits: "1" → "2""#,
        "",
        "aa_XX:",
        "  parent: (none) → aa",
        "",
        // A rule's condition changed; a range locale and likely subtags removed.
        "bb:",
        "  cardinal one: i = 1 and v = 0  →  n = 0..1",
        "  cardinal 0: other → one",
        "  cardinal 0.0: other → one",
        "  cardinal 1.0: other → one",
        "  range: locale removed",
        "  range one–one: one → (not listed)",
        "  likely subtags: bb_Latn_YY → (none)",
        "",
        "bb_YY:",
        "  parent: bb → (none)",
        "",
        // A locale removed, then added.
        "cc:",
        "  cardinal: locale removed",
        "  cardinal one: was i = 1 and v = 0",
        "",
        "dd:",
        "  cardinal: categories added: one",
        "  cardinal one: n = 1",
        "  cardinal 1: other → one",
        "  cardinal 1.0: other → one",
        "  range one–other: one → other",
        "  likely subtags: dd_Latn_ZZ → dd_Cyrl_ZZ",
        "",
        "dd_ZZ:",
        "  parent: dd → root",
        "",
        // Categories removed.
        "ee:",
        "  cardinal: categories removed: one",
        "  cardinal one: was n = 1",
        "  cardinal 1: one → other",
        "  cardinal 1.0: one → other",
        "",
        "ff:",
        "  cardinal: locale added",
        "  cardinal one: i = 1 and v = 0",
        "",
        "gg:",
        "  cardinal: categories added: one",
        "  cardinal one: n % 10 = 1",
      ] + gg + [
        "  cardinal: 94 more numbers other → one (see --format json)"
      ]
    let lines = Self.diff.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines == expected + [""])
    for (line, wanted) in zip(lines, expected) where line != wanted {
      Issue.record("\(line) ≠ \(wanted)")
    }
  }

  @Test("the JSON lists every change, each number included")
  func json() throws {
    let node = try CLDRJSON.parse(Array(Self.diff.json.utf8), file: "diff.json")
    guard case .array(let rules) = try node.member("rules").value,
      case .array(let ranges) = try node.member("ranges").value,
      case .array(let parents) = try node.member("parentLocales").value,
      case .array(let likely) = try node.member("likelySubtags").value,
      case .array(let changes) = try node.member(path: ["numbers", "changes"]).value
    else {
      Issue.record("a list is missing")
      return
    }
    #expect(
      try rules.map { "\(try $0.member("locale").text()) \(try $0.member("change").text())" } == [
        "aa changed", "bb changed", "cc removed", "dd changed", "ee changed", "ff added", "gg changed",
      ])
    let gg = try #require(rules.last)
    guard case .array(let numbers) = try gg.member("numbers").value else {
      Issue.record("no numbers")
      return
    }
    #expect(numbers.count == 102)
    #expect(try ranges.map { try $0.member("change").text() } == ["added", "removed", "changed"])
    /// A string member's text, or "null".
    func text(_ node: JSONNode, _ key: String) throws -> String {
      let member = try node.member(key)
      if case .null = member.value { return "null" }
      return try member.text()
    }
    #expect(try parents.map { try text($0, "new") } == ["aa", "null", "root"])
    #expect(try likely.map { try text($0, "old") } == ["null", "bb_Latn_YY", "dd_Latn_ZZ"])
    #expect(
      try changes.map { try $0.member("field").text() } == [
        "digits", "decimal", "group", "minusSign", "plusSign", "exponential", "primaryGroupSize",
        "secondaryGroupSize", "minimumGroupingDigits",
      ])
    #expect(try changes.last?.member("new").text() == "2")
    guard case .array(let added) = try node.member(path: ["numbers", "localesAdded"]).value,
      case .array(let removed) = try node.member(path: ["numbers", "localesRemoved"]).value
    else {
      Issue.record("no locale lists")
      return
    }
    #expect(try added.map { try $0.text() } == ["ff"])
    #expect(try removed.map { try $0.text() } == ["cc"])
  }

  @Test("the same release twice has no differences; a release without number data says so")
  func emptyAndUncompared() {
    let same = ReleaseDiff(old: Self.old, new: Self.old)
    #expect(same.isEmpty)
    #expect(same.text == "CLDR 1 (release-1) → CLDR 1 (release-1)\nno differences\n")
    var bare = Self.new
    bare.numbers = nil
    let uncompared = ReleaseDiff(old: Self.old, new: bare)
    #expect(uncompared.numbersNotCompared == "number data not compared: release-2 has none")
    // In the summary, after the other kinds, before the first locale's heading.
    #expect(
      uncompared.text.contains(
        "\nlikely subtags: 1 added, 1 removed, 1 changed\nnumber data not compared: release-2 has none\n\naa:\n"
      ))
    #expect(uncompared.numberChanges.isEmpty)
  }
}
