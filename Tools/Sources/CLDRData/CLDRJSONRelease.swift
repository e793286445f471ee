import Foundation
import SourceFiles
@_spi(InternalJSON) import InternalJSON

/// The two forms a CLDR release is published in.
public enum CLDRTreeForm: String, Sendable {
  /// CLDR's own tree: `common/supplemental/*.xml` (read with expat).
  case xml
  /// The JSON release (`unicode-org/cldr-json`): `cldr-core/supplemental/*.json`
  /// and `cldr-numbers-full/main/<locale>/numbers.json`.
  case json

  /// The file whose presence makes a directory a JSON release.
  public static let jsonMarker = "cldr-core/supplemental/plurals.json"

  /// A JSON release when the directory has ``jsonMarker``, else the XML tree
  /// (whose readers report any missing file by name).
  public static func detect(_ directory: String) -> CLDRTreeForm {
    FileManager.default.fileExists(atPath: join(directory, jsonMarker)) ? .json : .xml
  }
}

func join(_ directory: String, _ relative: String) -> String {
  directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
}

/// Reading the JSON form of a CLDR release into the same model as the XML.
///
/// The JSON release keys data by BCP 47 ids (`pt-PT`, `und`); the model keeps
/// CLDR's XML ids (`pt_PT`, `root`), so both forms give the same tables.
public enum CLDRJSONRelease {
  public static let supplemental = "cldr-core/supplemental/"
  public static let numbersMain = "cldr-numbers-full/main"

  /// A JSON release's locale id in the XML form: `-` → `_`, `und` → `root`.
  public static func xmlLocale(_ id: String) -> String {
    id == "und" ? "root" : id.replacingOccurrences(of: "-", with: "_")
  }

  static func document(_ directory: String, _ name: String) throws(CLDRDataError) -> JSONNode {
    try CLDRJSON.parse(contentsOf: join(directory, supplemental + name + ".json"))
  }

  /// `supplemental.version._cldrVersion` of a supplemental file.
  static func version(of document: JSONNode) throws(CLDRDataError) -> String {
    try document.member(path: ["supplemental", "version", "_cldrVersion"]).text()
  }

  /// The plural data of a JSON release: `plurals.json`, `ordinals.json`,
  /// `pluralRanges.json` and `parentLocales.json`. Every locale becomes a
  /// group of its own (the XML groups locales that share rules; the
  /// generator stores identical rule sets once either way).
  static func pluralData(from directory: String) throws(CLDRDataError) -> CLDRPluralData {
    let plurals = try document(directory, "plurals")
    let ordinals = try document(directory, "ordinals")
    let ranges = try document(directory, "pluralRanges")
    let parents = try document(directory, "parentLocales")
    let version = try version(of: plurals)
    for other in [ordinals, ranges, parents] {
      let otherVersion = try self.version(of: other)
      if otherVersion != version {
        throw CLDRDataError(
          .invalidContent, "CLDR version \(otherVersion) differs from plurals.json's \(version)",
          at: try other.member(path: ["supplemental", "version", "_cldrVersion"]).location)
      }
    }
    return CLDRPluralData(
      version: version,
      cardinal: restoringDeprecatedCodes(
        try ruleGroups(plurals.member(path: ["supplemental", "plurals-type-cardinal"]))),
      ordinal: restoringDeprecatedCodes(
        try ruleGroups(ordinals.member(path: ["supplemental", "plurals-type-ordinal"]))),
      ranges: try rangeGroups(ranges.member(path: ["supplemental", "plurals"])),
      parentLocales: try parentLocales(
        parents.member(path: ["supplemental", "parentLocales", "parentLocale"])))
  }

  static let rulePrefix = "pluralRule-count-"

  /// The deprecated language codes that CLDR's `plurals.xml` and
  /// `ordinals.xml` list beside their replacements (`<pluralRules locales="he
  /// iw">`) and the JSON converter drops, since it keys by canonical BCP 47
  /// ids. Old systems still send them (Java's `Locale` wrote `iw` until JDK
  /// 17), so both forms must give them rules.
  public static let deprecatedLanguageCodes = [("in", "id"), ("iw", "he"), ("ji", "yi")]

  /// Adds each deprecated code to its replacement's group, as the XML lists
  /// it, where the release has rules for the replacement and none for the code.
  static func restoringDeprecatedCodes(_ groups: [CLDRRuleGroup]) -> [CLDRRuleGroup] {
    var groups = groups
    for (code, replacement) in deprecatedLanguageCodes
    where !groups.contains(where: { $0.locales.contains(code) }) {
      if let index = groups.firstIndex(where: { $0.locales.contains(replacement) }) {
        groups[index].locales.append(code)
      }
    }
    return groups
  }

  static func ruleGroups(_ section: JSONNode) throws(CLDRDataError) -> [CLDRRuleGroup] {
    var groups: [CLDRRuleGroup] = []
    for (locale, rulesNode) in try section.objectMembers() {
      var rules: [CLDRRuleText] = []
      for (key, textNode) in try rulesNode.objectMembers() {
        let count = key.hasPrefix(rulePrefix) ? String(key.dropFirst(rulePrefix.count)) : ""
        guard CLDRPluralData.categoryNames.contains(count) else {
          throw CLDRDataError(
            .invalidContent,
            "expected \"\(rulePrefix)\" and one of zero, one, two, few, many, other, found \(JSONReader.quoted(key))",
            at: textNode.location)
        }
        rules.append(CLDRRuleText(count: count, text: try textNode.text(), location: textNode.textLocation))
      }
      groups.append(CLDRRuleGroup(locales: [xmlLocale(locale)], rules: rules, location: rulesNode.location))
    }
    return groups
  }

  /// `"pluralRange-start-one-end-other": "other"`.
  static func rangeGroups(_ section: JSONNode) throws(CLDRDataError) -> [CLDRRangeGroup] {
    var groups: [CLDRRangeGroup] = []
    for (locale, rangesNode) in try section.objectMembers() {
      var ranges: [CLDRRange] = []
      for (key, resultNode) in try rangesNode.objectMembers() {
        let parts = key.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        let result = try resultNode.text()
        guard parts.count == 5, parts[0] == "pluralRange", parts[1] == "start", parts[3] == "end",
          CLDRPluralData.categoryNames.contains(parts[2]), CLDRPluralData.categoryNames.contains(parts[4]),
          CLDRPluralData.categoryNames.contains(result)
        else {
          throw CLDRDataError(
            .invalidContent,
            "expected \"pluralRange-start-CATEGORY-end-CATEGORY\": \"CATEGORY\" (zero, one, two, few, many, other), found \(JSONReader.quoted(key)): \(JSONReader.quoted(result))",
            at: resultNode.location)
        }
        ranges.append(
          CLDRRange(start: parts[2], end: parts[4], result: result, location: resultNode.location))
      }
      groups.append(
        CLDRRangeGroup(locales: [xmlLocale(locale)], ranges: ranges, location: rangesNode.location))
    }
    return groups
  }

  /// The general list only (`parentLocales.parentLocale`); newer releases add
  /// component lists (`collations`, `segmentations`) beside it, as the XML does.
  static func parentLocales(_ list: JSONNode) throws(CLDRDataError) -> [String: String] {
    var parents: [String: String] = [:]
    for (child, parent) in try list.objectMembers() {
      parents[xmlLocale(child)] = xmlLocale(try parent.text())
    }
    return parents
  }

  /// `likelySubtags.json`: `"zh-TW": "zh-Hant-TW"`, `"und-002": "en-Latn-NG"`.
  static func likelySubtags(from directory: String) throws(CLDRDataError) -> CLDRLikelySubtags {
    let document = try document(directory, "likelySubtags")
    var mappings: [(from: String, to: String)] = []
    for (from, toNode) in try document.member(path: ["supplemental", "likelySubtags"]).objectMembers() {
      let to = try toNode.text().replacingOccurrences(of: "-", with: "_")
      guard to.split(separator: "_").count == 3 else {
        throw CLDRDataError(
          .invalidContent, "\(JSONReader.quoted(to)) is not language_Script_REGION", at: toNode.location)
      }
      mappings.append((from.replacingOccurrences(of: "-", with: "_"), to))
    }
    if mappings.isEmpty {
      throw CLDRDataError(.invalidContent, "no likely subtags", at: document.location)
    }
    return CLDRLikelySubtags(mappings: mappings)
  }

  /// Whether the release has the number data of its locales (`cldr-numbers-full`).
  public static func hasNumberData(_ directory: String) -> Bool {
    FileManager.default.fileExists(atPath: join(directory, numbersMain))
  }

  /// The XML file name of a JSON release's locale: `_` between subtags, a
  /// variant in capitals (`ca-ES-valencia` → `ca_ES_VALENCIA`, as CLDR's
  /// `common/main/ca_ES_VALENCIA.xml`), `und` → `root`.
  static func numberLocale(_ id: String) -> String {
    if id == "und" { return "root" }
    let parts = id.split(separator: "-").enumerated().map { index, part in
      index > 0 && (part.count >= 5 || (part.count == 4 && part.first!.isNumber))
        ? part.uppercased() : String(part)
    }
    return parts.joined(separator: "_")
  }

  /// `cldr-numbers-full/main/<locale>/numbers.json` of every locale and
  /// `numberingSystems.json`. The JSON release's locale data is resolved
  /// (inherited values written out), and it leaves out the locales that add
  /// nothing to their parent (CLDR's default content, such as `af-ZA`).
  static func numberData(from directory: String) throws(CLDRDataError) -> CLDRNumberData {
    let systems = try document(directory, "numberingSystems")
    var digits: [String: String] = [:]
    for (id, system) in try systems.member(path: ["supplemental", "numberingSystems"]).objectMembers() {
      guard try system.member("_type").text() == "numeric" else { continue }
      let digitsNode = try system.member("_digits")
      let value = try digitsNode.text()
      guard value.count == 10 else {
        throw CLDRDataError(
          .invalidContent, "numbering system \(JSONReader.quoted(id)) does not have ten digits",
          at: digitsNode.location)
      }
      digits[id] = value
    }
    let main = join(directory, numbersMain)
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: main).sorted()
    } catch {
      throw CLDRDataError(
        .fileAccess, "cannot list the locales: \(error.localizedDescription)",
        file: main)
    }
    var locales: [String: CLDRLocaleNumbers] = [:]
    for name in names where !name.hasPrefix(".") {
      let document = try CLDRJSON.parse(contentsOf: main + "/" + name + "/numbers.json")
      locales[numberLocale(name)] = try localeNumbers(document.member(path: ["main", name, "numbers"]))
    }
    guard locales["root"] != nil else {
      throw CLDRDataError(
        .invalidContent, "no number data for root ('und')", file: main
      )
    }
    return CLDRNumberData(locales: locales, digits: digits)
  }

  static let symbolsPrefix = "symbols-numberSystem-"
  static let decimalFormatsPrefix = "decimalFormats-numberSystem-"

  /// One locale's `numbers` object; `-alt-` variants are skipped as the XML's `alt=` are.
  static func localeNumbers(_ numbers: JSONNode) throws(CLDRDataError) -> CLDRLocaleNumbers {
    var result = CLDRLocaleNumbers()
    for (key, node) in try numbers.objectMembers() where !key.contains("-alt-") {
      if key == "defaultNumberingSystem" {
        result.defaultNumberingSystem = try node.text()
      } else if key == "minimumGroupingDigits" {
        guard let value = Int(try node.text()) else {
          throw CLDRDataError(.invalidContent, "minimumGroupingDigits is not a number", at: node.location)
        }
        result.minimumGroupingDigits = value
      } else if key.hasPrefix(symbolsPrefix) {
        var part = CLDRLocaleNumbers.Part()
        for (field, value) in try node.objectMembers() where CLDRNumberData.fields.contains(field) {
          part.values[field] = try value.text()
        }
        result.symbols[String(key.dropFirst(symbolsPrefix.count))] = part
      } else if key.hasPrefix(decimalFormatsPrefix) {
        var part = CLDRLocaleNumbers.Part()
        if let standard = try node.optionalMember("standard") {
          part.values["pattern"] = try standard.text()
        }
        result.decimalFormats[String(key.dropFirst(decimalFormatsPrefix.count))] = part
      }
    }
    return result
  }
}
