import CICUOracle
import Foundation
import PluralRuleSyntax
import Plurals
import Testing

/// CLDR's own plural files, read here without the generator or the runtime:
/// the JSON release the tables are generated from (cldr-data/json/), CLDR 41's
/// XML kept for the generator's XML reader (cldr-data/xml/), and every release
/// of ../shared/cldr-json (byte-exact copies of unicode-org/cldr-json).
enum CLDRFiles {
  /// Rule texts by locale (CLDR's spelling, `pt_PT`) and category.
  typealias Rules = [String: [String: String]]

  static let packageRoot: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/PluralsTests/<file>
    return parts.joined(separator: "/")
  }()

  static let jsonRoot = packageRoot + "/../shared/cldr-json"

  /// The release the package ships, in CLDR's JSON form.
  static let shippedRelease = packageRoot + "/cldr-data/json"

  /// Every CLDR release of ../shared/cldr-json, by major version.
  static let jsonVersions = ["41", "42", "43", "44", "45", "46", "47", "48"]

  /// The deprecated codes that CLDR's XML lists beside their replacements
  /// (`<pluralRules locales="he iw">`); the JSON form drops them, the
  /// generator restores them, so the runtime serves them.
  static let legacyAliases = ["in": "id", "iw": "he", "ji": "yi"]

  /// Set (to anything) by .ci/run: data that is absent fails the tests instead of skipping them.
  static var required: Bool { ProcessInfo.processInfo.environment["PLURALS_REQUIRE_SHARED"] != nil }

  static func release(_ version: String) -> String { "\(jsonRoot)/\(version).0.0" }

  static func jsonAvailable(_ version: String) -> Bool {
    FileManager.default.fileExists(atPath: release(version) + "/cldr-core/supplemental/plurals.json")
  }

  /// `plurals.xml` or `ordinals.xml` of cldr-data/xml/ (CLDR 41), read with a
  /// scan of its two elements (`<pluralRules locales="…">`, `<pluralRule count="…">`).
  static func xml(_ type: PluralRuleType) throws -> Rules {
    let name = type == .cardinal ? "plurals.xml" : "ordinals.xml"
    let text = try String(
      contentsOfFile: packageRoot + "/cldr-data/xml/common/supplemental/" + name, encoding: .utf8)
    var rules: Rules = [:]
    for group in text.components(separatedBy: "<pluralRules locales=\"").dropFirst() {
      let locales = group.prefix { $0 != "\"" }.split(separator: " ").map(String.init)
      let body = group.components(separatedBy: "</pluralRules>")[0]
      var set: [String: String] = [:]
      for item in body.components(separatedBy: "<pluralRule count=\"").dropFirst() {
        let category = String(item.prefix { $0 != "\"" })
        let start = item.index(after: item.firstIndex(of: ">")!)
        let end = item.range(of: "</pluralRule>")!.lowerBound
        set[category] = String(item[start..<end]).replacingOccurrences(of: "&lt;", with: "<")
          .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
      }
      for locale in locales { rules[locale] = set }
    }
    return rules
  }

  /// `plurals.json` or `ordinals.json` of a release of ../shared/cldr-json.
  static func json(_ type: PluralRuleType, version: String) throws -> Rules {
    try json(type, in: release(version))
  }

  /// `plurals.json` or `ordinals.json` of a JSON release; `und` is read as `root`, `pt-PT` as `pt_PT`.
  static func json(_ type: PluralRuleType, in directory: String) throws -> Rules {
    let name = type == .cardinal ? "plurals" : "ordinals"
    let data = try Data(
      contentsOf: URL(fileURLWithPath: "\(directory)/cldr-core/supplemental/\(name).json"))
    let object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
    let supplemental = object["supplemental"] as! [String: Any]
    let byLocale = supplemental["plurals-type-\(type.rawValue)"] as! [String: [String: String]]
    var rules: Rules = [:]
    for (locale, set) in byLocale {
      let name = locale == "und" ? "root" : locale.replacingOccurrences(of: "-", with: "_")
      rules[name] = Dictionary(
        uniqueKeysWithValues: set.map { (String($0.key.dropFirst("pluralRule-count-".count)), $0.value) })
    }
    return rules
  }

  /// The shipped release's rules with the legacy codes the runtime also serves.
  static func shipped(_ type: PluralRuleType) throws -> Rules {
    var rules = try json(type, in: shippedRelease)
    for (code, replacement) in legacyAliases where rules[code] == nil {
      rules[code] = rules[replacement]
    }
    return rules
  }

  /// The rule set of one locale, parsed by the reference parser.
  static func ruleSet(_ texts: [String: String]) throws -> PluralRuleSet {
    var rules: [PluralKeyword: PluralRule] = [:]
    for (category, text) in texts {
      rules[PluralKeyword(rawValue: category)!] = try PluralRule(parsing: text)
    }
    return PluralRuleSet(rules: rules)
  }

  /// Rule text without the spacing differences of the two forms.
  static func normalized(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}

/// How many locales and samples a release's file has (samples are the
/// expanded values of every `@integer` and `@decimal` list, per locale).
struct SampleCount: Equatable, CustomStringConvertible {
  var locales: Int
  var samples: Int
  var description: String { "\(locales) locales, \(samples) samples" }
}

@Suite("Generated tables against CLDR's own files")
struct CLDRFileOracleTests {
  /// Counted from CLDR's JSON of each release by the reference evaluator
  /// (`everyReleaseIsConsistent`). The JSON has `und` for `root` and no
  /// legacy codes; the runtime adds `in`, `iw`, `ji` (3 cardinal, 2 ordinal
  /// locales in CLDR 48) with the rules of `id`, `he`, `yi`.
  static let jsonCounts: [String: [PluralRuleType: SampleCount]] = [
    "41": [
      .cardinal: SampleCount(locales: 215, samples: 11769),
      .ordinal: SampleCount(locales: 100, samples: 2442),
    ],
    "42": [
      .cardinal: SampleCount(locales: 216, samples: 11873),
      .ordinal: SampleCount(locales: 102, samples: 2488),
    ],
    "43": [
      .cardinal: SampleCount(locales: 216, samples: 11873),
      .ordinal: SampleCount(locales: 102, samples: 2488),
    ],
    "44": [
      .cardinal: SampleCount(locales: 217, samples: 11915),
      .ordinal: SampleCount(locales: 103, samples: 2513),
    ],
    "45": [
      .cardinal: SampleCount(locales: 217, samples: 11915),
      .ordinal: SampleCount(locales: 103, samples: 2513),
    ],
    "46": [
      .cardinal: SampleCount(locales: 219, samples: 12071),
      .ordinal: SampleCount(locales: 104, samples: 2541),
    ],
    "47": [
      .cardinal: SampleCount(locales: 219, samples: 12071),
      .ordinal: SampleCount(locales: 104, samples: 2541),
    ],
    "48": [
      .cardinal: SampleCount(locales: 224, samples: 12396),
      .ordinal: SampleCount(locales: 108, samples: 2645),
    ],
  ]

  /// Checks every sample of every locale of `rules` (CLDR's texts) against
  /// the reference evaluator and the runtime; returns the count.
  static func check(_ rules: CLDRFiles.Rules, type: PluralRuleType, source: String) throws -> SampleCount {
    var samples = 0
    for (locale, texts) in rules.sorted(by: { $0.key < $1.key }) {
      let reference = try CLDRFiles.ruleSet(texts)
      let runtime = PluralRules(locale: locale, type: type)
      #expect(
        runtime.locale == locale || locale == "root",
        "\(source) \(type) \(locale): runtime serves \(runtime.locale)")
      #expect(
        Set(runtime.categories.map(\.name)) == Set(texts.keys), "\(source) \(type) \(locale): categories")
      for (category, rule) in reference.rules {
        for sample in (rule.integerSamples?.values ?? []) + (rule.decimalSamples?.values ?? []) {
          samples += 1
          let fromReference = reference.category(for: sample)
          #expect(
            fromReference == category,
            "\(source) \(type) \(locale) \(sample): CLDR's sample for \(category), reference \(fromReference)"
          )
          let fromRuntime = try runtime.category(for: sample.description)
          #expect(
            fromRuntime.name == category.rawValue,
            "\(source) \(type) \(locale) \(sample): CLDR's sample for \(category), runtime \(fromRuntime)")
        }
      }
    }
    return SampleCount(locales: rules.count, samples: samples)
  }

  @Test(
    "every sample of every locale of the shipped release (cldr-data/json/): the runtime gives CLDR's category",
    arguments: PluralRuleType.allCases)
  func shippedSamples(_ type: PluralRuleType) throws {
    let rules = try CLDRFiles.json(type, in: CLDRFiles.shippedRelease)
    let count = try Self.check(rules, type: type, source: "cldr-data/json")
    print("cldr-data/json \(type) (CLDR \(PluralRules.cldrVersion)): \(count)")
    // The runtime has a rule set for exactly CLDR's locales and the legacy codes.
    let withAliases = try CLDRFiles.shipped(type)
    #expect(
      Set(PluralRules.availableLocales(type)).union(["root"]) == Set(withAliases.keys).union(["root"]))
    guard let pinned = Self.jsonCounts[PluralRules.cldrVersion]?[type] else {
      Issue.record(
        "no pinned counts for CLDR \(PluralRules.cldrVersion): run everyReleaseIsConsistent and add them")
      return
    }
    #expect(count == pinned, "CLDR \(PluralRules.cldrVersion) \(type)")
    // A legacy code is its replacement: the same categories and the same answer for every sample.
    let legacy = withAliases.filter { rules[$0.key] == nil }
    #expect(legacy.count == (type == .cardinal ? 3 : 2), "\(type): \(legacy.keys.sorted())")
    let legacyCount = try Self.check(legacy, type: type, source: "legacy code")
    #expect(legacyCount.samples > 0)
  }

  @Test(
    "cldr-data/json/ is the release of ../shared/cldr-json byte for byte",
    .enabled(
      if: CLDRFiles.jsonAvailable(PluralRules.cldrVersion) || CLDRFiles.required,
      "../shared/cldr-json/<release> is absent (PLURALS_REQUIRE_SHARED=1 makes this a failure)"))
  func shippedReleaseIsUnchanged() throws {
    let original = CLDRFiles.release(PluralRules.cldrVersion)
    let manager = FileManager.default
    let shipped = try manager.subpathsOfDirectory(atPath: CLDRFiles.shippedRelease).filter {
      !manager.isDirectory(CLDRFiles.shippedRelease + "/" + $0)
    }
    let release = try manager.subpathsOfDirectory(atPath: original).filter {
      !manager.isDirectory(original + "/" + $0)
    }
    #expect(Set(shipped) == Set(release))
    #expect(shipped.count > 700)
    for path in shipped {
      #expect(
        manager.contents(atPath: CLDRFiles.shippedRelease + "/" + path)
          == manager.contents(atPath: original + "/" + path),
        "\(path) differs from the release")
    }
  }

  @Test(
    "cldr-data/xml/ (CLDR 41, for the XML reader) says what CLDR 41's JSON says",
    .enabled(
      if: CLDRFiles.jsonAvailable("41") || CLDRFiles.required,
      "../shared/cldr-json/41.0.0 is absent (PLURALS_REQUIRE_SHARED=1 makes this a failure)"),
    arguments: PluralRuleType.allCases)
  func xmlIsItsRelease(_ type: PluralRuleType) throws {
    let json = try CLDRFiles.json(type, version: "41")
    let xml = try CLDRFiles.xml(type)
    for (locale, texts) in xml {
      let same = json[CLDRFiles.legacyAliases[locale] ?? locale]
      #expect(
        same?.mapValues(CLDRFiles.normalized) == texts.mapValues(CLDRFiles.normalized),
        "cldr-data/xml/ and CLDR 41's JSON differ for \(type) \(locale)")
    }
    #expect(Set(json.keys).subtracting(xml.keys).isEmpty)
    #expect(Set(xml.keys).subtracting(json.keys) == Set(CLDRFiles.legacyAliases.keys).intersection(xml.keys))
  }

  @Test(
    "every release's JSON is consistent: each sample is its category by the reference evaluator; counts pinned",
    .enabled(
      if: CLDRFiles.jsonVersions.allSatisfy(CLDRFiles.jsonAvailable) || CLDRFiles.required,
      "../shared/cldr-json is absent (PLURALS_REQUIRE_SHARED=1 makes this a failure)"),
    arguments: CLDRFiles.jsonVersions)
  func everyReleaseIsConsistent(_ version: String) throws {
    for type in PluralRuleType.allCases {
      let rules = try CLDRFiles.json(type, version: version)
      var samples = 0
      for (locale, texts) in rules {
        let reference = try CLDRFiles.ruleSet(texts)
        for (category, rule) in reference.rules {
          for sample in (rule.integerSamples?.values ?? []) + (rule.decimalSamples?.values ?? []) {
            samples += 1
            #expect(
              reference.category(for: sample) == category, "CLDR \(version) \(type) \(locale) \(sample)")
          }
        }
      }
      let count = SampleCount(locales: rules.count, samples: samples)
      print("CLDR \(version) JSON \(type): \(count)")
      #expect(count == Self.jsonCounts[version]?[type], "CLDR \(version) \(type)")
    }
  }
}

/// ICU4C's plural rules (the system's ICU, built with its own CLDR release) as a second oracle.
@Suite("Generated tables against ICU4C's plural rules")
struct ICUPluralOracleTests {
  static let icuCLDRVersion = String(cString: icu_oracle_cldr_version())
  static var icuMajor: String { String(icuCLDRVersion.prefix { $0 != "." }) }

  static func icuCategory(_ locale: String, _ type: PluralRuleType, _ numeral: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 32)
    let length = icu_oracle_plural(locale, type == .ordinal ? 1 : 0, numeral, &buffer, 32)
    guard length > 0 else { return nil }
    return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Where ICU and the runtime differ on CLDR's samples, by the two releases
  /// ("<package's CLDR>/<ICU's CLDR>"), type and locale: the number of samples.
  /// Each is a locale whose rules changed between the two releases (the test
  /// checks that against CLDR's JSON of both).
  ///
  /// CLDR 42 (ICU 72) → 48: locales added after 42 (blo, csw, cv, ie, kok, kok_Latn, lld, scn,
  /// sgs), which ICU answers with root's 'other', and Sicilian's ordinals. The changes of 42
  /// itself (Hebrew without 'many', Catalan 'many' for round millions, Icelandic, Maltese) are
  /// in both, so they no longer differ. Each difference is checked against CLDR's JSON below.
  static let pinnedDifferences: [String: [PluralRuleType: [String: Int]]] = [
    "48/42": [
      .cardinal: [
        "blo": 10, "csw": 10, "cv": 10, "ie": 1, "kok": 18, "kok_Latn": 18, "lld": 2, "scn": 1, "sgs": 72,
      ],
      .ordinal: ["blo": 7, "kok": 4, "kok_Latn": 4, "lld": 4, "scn": 12],
    ]
  ]

  /// Samples compared (and left out for their exponent) by the package's CLDR release.
  static let comparedSamples: [String: (compared: Int, exponent: Int)] = ["48": (15_015, 216)]

  @Test(
    "every CLDR sample of every locale: ICU's category is the runtime's, except the pinned changes of CLDR")
  func everySample() throws {
    let key = "\(PluralRules.cldrVersion)/\(Self.icuMajor)"
    var skipped = 0
    var compared = 0
    for type in PluralRuleType.allCases {
      var differences: [String: Int] = [:]
      for (locale, texts) in try CLDRFiles.shipped(type) {
        let runtime = PluralRules(locale: locale, type: type)
        for rule in try CLDRFiles.ruleSet(texts).rules.values {
          for sample in (rule.integerSamples?.values ?? []) + (rule.decimalSamples?.values ?? []) {
            let text = sample.description
            // ICU reads the compact exponent only from a compact-notation format: not compared.
            if text.contains("c") || text.contains("e") {
              skipped += 1
              continue
            }
            compared += 1
            let icu = Self.icuCategory(locale, type, text)
            if icu != (try runtime.category(for: text)).name { differences[locale, default: 0] += 1 }
          }
        }
      }
      print(
        "ICU (CLDR \(Self.icuCLDRVersion)) \(type) differences: \(differences.sorted { $0.key < $1.key })")
      if let pinned = Self.pinnedDifferences[key]?[type] {
        #expect(differences == pinned, "\(type), CLDR \(key)")
      } else {
        // Another ICU than the pinned one: its differences must still be CLDR's changes (below).
        #expect(
          CLDRFiles.jsonAvailable(PluralRules.cldrVersion) && CLDRFiles.jsonAvailable(Self.icuMajor),
          "ICU's CLDR \(Self.icuCLDRVersion) is not pinned, and CLDR's JSON cannot explain its differences")
      }
      // Each difference is a change of CLDR between the two releases (or, without the JSON, the
      // pinned list above is all there is to check).
      let explained =
        CLDRFiles.jsonAvailable(PluralRules.cldrVersion) && CLDRFiles.jsonAvailable(Self.icuMajor)
      if !explained { print("CLDR's JSON is absent: ICU's differences are not checked against its changes") }
      if explained || CLDRFiles.required {
        let ours = try CLDRFiles.json(type, version: PluralRules.cldrVersion)
        let icus = try CLDRFiles.json(type, version: Self.icuMajor)
        for locale in differences.keys {
          let base = CLDRFiles.legacyAliases[locale] ?? locale
          #expect(
            ours[base]?.mapValues(CLDRFiles.normalized) != icus[base]?.mapValues(CLDRFiles.normalized),
            "\(type) \(locale): ICU differs, but CLDR \(key) did not change its rules")
        }
      }
    }
    print("ICU comparison: \(compared) samples compared, \(skipped) with an exponent left out")
    if let pinned = Self.comparedSamples[PluralRules.cldrVersion] {
      #expect(compared == pinned.compared && skipped == pinned.exponent)
    } else {
      Issue.record("no pinned sample counts for CLDR \(PluralRules.cldrVersion): \(compared), \(skipped)")
    }
  }
}

extension FileManager {
  fileprivate func isDirectory(_ path: String) -> Bool {
    var directory: ObjCBool = false
    return fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
  }
}
