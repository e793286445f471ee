@_spi(ExpatXML) import ExpatXML
import Foundation
@_spi(FileSystem) import SourceFiles

/// A problem in a CLDR file, printed compiler-style as `file:line:column: message`;
/// its `kind` is `invalidContent` for CLDR data the generator cannot use (a
/// missing attribute, a category twice), `malformed` for rule text or JSON
/// that does not parse, `fileAccess` for a file that cannot be read.
public typealias CLDRDataError = SourceError

/// Which rules a `<plurals type="…">` element holds.
public enum CLDRRuleType: String, CaseIterable, Sendable {
  case cardinal, ordinal
}

/// The text of one `<pluralRule count="…">`, with where it sits in its file.
public struct CLDRRuleText: Sendable {
  public var count: String
  public var text: String
  /// The location of the first character of `text`.
  public var location: SourceLocation
}

/// One `<pluralRules locales="…">` element.
public struct CLDRRuleGroup: Sendable {
  public var locales: [String]
  public var rules: [CLDRRuleText]
  public var location: SourceLocation
}

/// One `<pluralRange start= end= result=/>`.
public struct CLDRRange: Sendable {
  public var start: String
  public var end: String
  public var result: String
  public var location: SourceLocation
}

/// One `<pluralRanges locales="…">` element.
public struct CLDRRangeGroup: Sendable {
  public var locales: [String]
  public var ranges: [CLDRRange]
  public var location: SourceLocation
}

/// Everything the plural rule generator reads from a CLDR release.
///
/// `load(from:)` expects CLDR's own layout below the directory:
/// `common/supplemental/{plurals,ordinals,pluralRanges,supplementalData}.xml`
/// and `common/dtd/ldmlSupplemental.dtd` (which states the CLDR version).
public struct CLDRPluralData: Sendable {
  public var version: String
  public var cardinal: [CLDRRuleGroup]
  public var ordinal: [CLDRRuleGroup]
  public var ranges: [CLDRRangeGroup]
  /// Child locale → parent locale, from `supplementalData.xml`'s general `<parentLocales>`.
  public var parentLocales: [String: String]

  public static let categoryNames: Set<String> = ["zero", "one", "two", "few", "many", "other"]

  /// Reads and checks the files; `directory` is also the prefix of every
  /// reported location. A JSON release (``CLDRTreeForm/detect(_:)``) is read
  /// from `cldr-core/supplemental/{plurals,ordinals,pluralRanges,parentLocales}.json`
  /// into the same model.
  public static func load(from directory: String) throws(CLDRDataError) -> CLDRPluralData {
    if CLDRTreeForm.detect(directory) == .json { return try CLDRJSONRelease.pluralData(from: directory) }
    if !FileManager.default.fileExists(atPath: join(directory, "common/supplemental/plurals.xml")) {
      throw CLDRDataError(
        .unsupportedFile,
        "not a CLDR tree: neither common/supplemental/plurals.xml (XML) nor \(CLDRTreeForm.jsonMarker) (JSON release) is there",
        file: directory)
    }
    func path(_ relative: String) -> String {
      directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }
    func document(_ name: String) throws(CLDRDataError) -> XMLElementNode {
      try CLDRXMLFile.read(path("common/supplemental/\(name).xml"))
    }
    let supplemental = try document("supplementalData")
    let dtdPath = path("common/dtd/ldmlSupplemental.dtd")
    return try CLDRPluralData(
      plurals: document("plurals"), ordinals: document("ordinals"), ranges: document("pluralRanges"),
      supplemental: supplemental,
      version: version(supplemental: supplemental, dtdPath: dtdPath))
  }

  public init(
    version: String, cardinal: [CLDRRuleGroup], ordinal: [CLDRRuleGroup], ranges: [CLDRRangeGroup],
    parentLocales: [String: String]
  ) {
    self.version = version
    self.cardinal = cardinal
    self.ordinal = ordinal
    self.ranges = ranges
    self.parentLocales = parentLocales
  }

  /// Builds the data from already parsed documents (tests use this with small inputs).
  @_spi(ExpatXML) public init(
    plurals: XMLElementNode, ordinals: XMLElementNode, ranges: XMLElementNode,
    supplemental: XMLElementNode, version: String
  ) throws(CLDRDataError) {
    self.version = version
    cardinal = try Self.ruleGroups(in: plurals, type: .cardinal)
    ordinal = try Self.ruleGroups(in: ordinals, type: .ordinal)
    self.ranges = try Self.rangeGroups(in: ranges)
    parentLocales = try Self.parents(in: supplemental)
  }

  /// The CLDR version: `<cldrVersion version=…>` in supplementalData.xml when
  /// present, else the `#FIXED` value of `cldrVersion` in the supplemental DTD.
  static func version(supplemental: XMLElementNode, dtdPath: String) throws(CLDRDataError) -> String {
    if let element = supplemental.children(named: "cldrVersion").first,
      let version = element.attributes["version"]
    {
      return version
    }
    let location = SourceLocation(file: dtdPath, line: 1, column: 1)
    let bytes: [UInt8]
    do {
      bytes = try DocumentFile.contents(of: dtdPath)
    } catch {
      throw CLDRDataError(error.kind, "\(error.message) (it states the CLDR version)", at: location)
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let marker = "cldrVersion CDATA #FIXED \""
    guard let start = text.range(of: marker)?.upperBound,
      let end = text[start...].firstIndex(of: "\"")
    else {
      throw CLDRDataError(.invalidContent, "no '\(marker)…\"' declaration", at: location)
    }
    return String(text[start..<end])
  }

  static func localeList(_ element: XMLElementNode) throws(CLDRDataError) -> [String] {
    let locales = (element.attributes["locales"] ?? "").split(whereSeparator: {
      $0 == " " || $0 == "\n" || $0 == "\t"
    })
    .map(String.init)
    if locales.isEmpty {
      throw CLDRDataError(.invalidContent, "<\(element.name)> has no 'locales'", at: element.location)
    }
    return locales
  }

  static func ruleGroups(in document: XMLElementNode, type: CLDRRuleType) throws(CLDRDataError)
    -> [CLDRRuleGroup]
  {
    var groups: [CLDRRuleGroup] = []
    var seen: [String: SourceLocation] = [:]
    let sections = document.children(named: "plurals").filter {
      ($0.attributes["type"] ?? CLDRRuleType.cardinal.rawValue) == type.rawValue
    }
    if sections.isEmpty {
      throw CLDRDataError(.invalidContent, "no <plurals type=\"\(type)\"> element", at: document.location)
    }
    for section in sections {
      for element in section.children(named: "pluralRules") {
        let locales = try localeList(element)
        for locale in locales {
          if let previous = seen[locale] {
            throw CLDRDataError(
              .invalidContent, "locale '\(locale)' already has \(type) rules at \(previous)",
              at: element.location)
          }
          seen[locale] = element.location
        }
        var rules: [CLDRRuleText] = []
        for rule in element.children(named: "pluralRule") {
          guard let count = rule.attributes["count"], categoryNames.contains(count) else {
            throw CLDRDataError(
              .invalidContent, "<pluralRule> needs count= one of zero, one, two, few, many, other",
              at: rule.location)
          }
          if rules.contains(where: { $0.count == count }) {
            throw CLDRDataError(.invalidContent, "category '\(count)' appears twice", at: rule.location)
          }
          rules.append(CLDRRuleText(count: count, text: rule.text, location: rule.textLocation))
        }
        groups.append(CLDRRuleGroup(locales: locales, rules: rules, location: element.location))
      }
    }
    return groups
  }

  static func rangeGroups(in document: XMLElementNode) throws(CLDRDataError) -> [CLDRRangeGroup] {
    var groups: [CLDRRangeGroup] = []
    for section in document.children(named: "plurals") {
      for element in section.children(named: "pluralRanges") {
        let locales = try localeList(element)
        var ranges: [CLDRRange] = []
        for range in element.children(named: "pluralRange") {
          var values: [String] = []
          for name in ["start", "end", "result"] {
            guard let value = range.attributes[name], categoryNames.contains(value) else {
              throw CLDRDataError(
                .invalidContent, "<pluralRange> needs \(name)= one of zero, one, two, few, many, other",
                at: range.location)
            }
            values.append(value)
          }
          ranges.append(
            CLDRRange(start: values[0], end: values[1], result: values[2], location: range.location))
        }
        groups.append(CLDRRangeGroup(locales: locales, ranges: ranges, location: element.location))
      }
    }
    return groups
  }

  static func parents(in document: XMLElementNode) throws(CLDRDataError) -> [String: String] {
    var parents: [String: String] = [:]
    // Newer releases add component-specific lists (collations, segmentations);
    // only the general list applies to plural rules.
    for section in document.children(named: "parentLocales") where section.attributes["component"] == nil {
      for element in section.children(named: "parentLocale") {
        guard let parent = element.attributes["parent"] else {
          throw CLDRDataError(.invalidContent, "<parentLocale> has no 'parent'", at: element.location)
        }
        for locale in try localeList(element) {
          parents[locale] = parent
        }
      }
    }
    return parents
  }
}
