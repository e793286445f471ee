@_spi(ExpatXML) import ExpatXML
import Foundation
import SourceFiles

/// The number data of one locale as written in CLDR (before inheritance).
public struct CLDRLocaleNumbers: Sendable {
  /// What a `<symbols>` or `<decimalFormats>` element for a numbering system says.
  public struct Part: Sendable {
    /// Field → value (`decimal`, `group`, `minusSign`, `plusSign`, `exponential`, `pattern`).
    public var values: [String: String] = [:]
    /// The numbering system an `<alias>` redirects to.
    public var alias: String?
  }

  public var defaultNumberingSystem: String?
  public var minimumGroupingDigits: Int?
  public var symbols: [String: Part] = [:]
  public var decimalFormats: [String: Part] = [:]
}

/// Number symbols, patterns and numbering systems for every locale.
///
/// CLDR's `common/main/*.xml` are large (58 MB in CLDR 41), so the generator
/// extracts the few elements it needs into one file,
/// `cldr-data/extracted/numbers.xml`, with ``extract(cldrRoot:into:)``, and
/// reads that file (and `common/supplemental/numberingSystems.xml`) afterwards.
public struct CLDRNumberData: Sendable {
  public var locales: [String: CLDRLocaleNumbers]
  /// Numbering system id → its ten digits (numeric systems only).
  public var digits: [String: String]

  static let fields: Set<String> = ["decimal", "group", "minusSign", "plusSign", "exponential"]
  public static let extractedPath = "extracted/numbers.xml"

  /// Reads the extracted numbers and the numbering systems under `directory`,
  /// or a JSON release's `cldr-numbers-full` and `numberingSystems.json`.
  public static func load(from directory: String) throws(CLDRDataError) -> CLDRNumberData {
    if CLDRTreeForm.detect(directory) == .json { return try CLDRJSONRelease.numberData(from: directory) }
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    let numbers = try CLDRXMLFile.read(base + extractedPath)
    let systems = try CLDRXMLFile.read(base + "common/supplemental/numberingSystems.xml")
    var digits: [String: String] = [:]
    for element in systems.children(named: "numberingSystems").flatMap({
      $0.children(named: "numberingSystem")
    }) {
      if element.attributes["type"] == "numeric", let id = element.attributes["id"],
        let value = element.attributes["digits"]
      {
        guard value.count == 10 else {
          throw CLDRDataError(
            .invalidContent, "numbering system '\(id)' does not have ten digits", at: element.location)
        }
        digits[id] = value
      }
    }
    var locales: [String: CLDRLocaleNumbers] = [:]
    for element in numbers.children(named: "locale") {
      guard let id = element.attributes["id"] else {
        throw CLDRDataError(.invalidContent, "<locale> without id", at: element.location)
      }
      locales[id] = try localeNumbers(element.children(named: "numbers").first)
    }
    guard locales["root"] != nil else {
      throw CLDRDataError(
        .invalidContent, "no number data for root",
        file: base + extractedPath)
    }
    return CLDRNumberData(locales: locales, digits: digits)
  }

  /// Whether `directory` has number data: the extracted file of an XML tree,
  /// `cldr-numbers-full` in a JSON release.
  public static func exists(in directory: String) -> Bool {
    CLDRTreeForm.detect(directory) == .json
      ? CLDRJSONRelease.hasNumberData(directory)
      : FileManager.default.fileExists(atPath: join(directory, extractedPath))
  }

  /// Reads one `<numbers>` element (full CLDR or extracted).
  static func localeNumbers(_ numbers: XMLElementNode?) throws(CLDRDataError) -> CLDRLocaleNumbers {
    var result = CLDRLocaleNumbers()
    guard let numbers else { return result }
    for child in numbers.children where child.attributes["alt"] == nil {
      switch child.name {
      case "defaultNumberingSystem":
        result.defaultNumberingSystem = trimmed(child.text)
      case "minimumGroupingDigits":
        guard let value = Int(trimmed(child.text)) else {
          throw CLDRDataError(.invalidContent, "minimumGroupingDigits is not a number", at: child.location)
        }
        result.minimumGroupingDigits = value
      case "symbols":
        result.symbols[child.attributes["numberSystem"] ?? "latn"] = part(child, fields: fields)
      case "decimalFormats":
        result.decimalFormats[child.attributes["numberSystem"] ?? "latn"] = decimalPattern(child)
      default:
        break
      }
    }
    return result
  }

  static func alias(_ element: XMLElementNode) -> String? {
    guard let path = element.children(named: "alias").first?.attributes["path"],
      let start = path.range(of: "@numberSystem='")?.upperBound, let end = path[start...].firstIndex(of: "'")
    else { return nil }
    return String(path[start..<end])
  }

  static func part(_ element: XMLElementNode, fields: Set<String>) -> CLDRLocaleNumbers.Part {
    var part = CLDRLocaleNumbers.Part(alias: alias(element))
    for child in element.children where fields.contains(child.name) && child.attributes["alt"] == nil {
      part.values[child.name] = child.text
    }
    return part
  }

  /// The standard decimal pattern: decimalFormatLength without a type.
  static func decimalPattern(_ element: XMLElementNode) -> CLDRLocaleNumbers.Part {
    var part = CLDRLocaleNumbers.Part(alias: alias(element))
    if let pattern = element.children(named: "pattern").first {  // extracted form
      part.values["pattern"] = pattern.text
    }
    for length in element.children(named: "decimalFormatLength") where length.attributes["type"] == nil {
      for format in length.children(named: "decimalFormat") {
        if let pattern = format.children(named: "pattern").first(where: { $0.attributes.isEmpty }) {
          part.values["pattern"] = pattern.text
        }
      }
    }
    return part
  }

  static func trimmed(_ text: String) -> String { text.trimmingCharacters(in: .whitespacesAndNewlines) }

  /// Writes `directory/extracted/numbers.xml` from a CLDR tree's `common/main/*.xml`
  /// and copies `numberingSystems.xml` into `directory/common/supplemental/`.
  public static func extract(cldrRoot: String, into directory: String) throws -> Int {
    let main = cldrRoot + "/common/main"
    let names = try FileManager.default.contentsOfDirectory(atPath: main).filter { $0.hasSuffix(".xml") }
      .sorted()
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out +=
      "<!-- Extracted from CLDR common/main/*.xml by generate-cldr-tables (option extract-numbers-from); see cldr-data/README.md. -->\n"
    out += "<numberData>\n"
    for name in names {
      let document = try CLDRXMLFile.read(main + "/" + name)
      let numbers = try localeNumbers(document.children(named: "numbers").first)
      out += "  <locale id=\"\(escape(String(name.dropLast(4))))\">"
      var inner = ""
      if let system = numbers.defaultNumberingSystem {
        inner += "<defaultNumberingSystem>\(escape(system))</defaultNumberingSystem>"
      }
      if let digits = numbers.minimumGroupingDigits {
        inner += "<minimumGroupingDigits>\(digits)</minimumGroupingDigits>"
      }
      for (system, part) in numbers.symbols.sorted(by: { $0.key < $1.key })
      where part.alias != nil || !part.values.isEmpty {
        inner +=
          "<symbols numberSystem=\"\(escape(system))\">"
          + write(part, names: ["decimal", "group", "minusSign", "plusSign", "exponential"]) + "</symbols>"
      }
      for (system, part) in numbers.decimalFormats.sorted(by: { $0.key < $1.key })
      where part.alias != nil || !part.values.isEmpty {
        inner +=
          "<decimalFormats numberSystem=\"\(escape(system))\">" + write(part, names: ["pattern"])
          + "</decimalFormats>"
      }
      out += inner.isEmpty ? "</locale>\n" : "<numbers>\(inner)</numbers></locale>\n"
    }
    out += "</numberData>\n"
    try FileManager.default.createDirectory(
      atPath: directory + "/extracted", withIntermediateDirectories: true)
    try out.write(toFile: directory + "/" + extractedPath, atomically: true, encoding: .utf8)
    let systems = directory + "/common/supplemental/numberingSystems.xml"
    try? FileManager.default.removeItem(atPath: systems)
    try FileManager.default.copyItem(
      atPath: cldrRoot + "/common/supplemental/numberingSystems.xml", toPath: systems)
    return names.count
  }

  static func write(_ part: CLDRLocaleNumbers.Part, names: [String]) -> String {
    if let alias = part.alias { return "<alias path=\"../x[@numberSystem='\(escape(alias))']\"/>" }
    return names.compactMap { name in part.values[name].map { "<\(name)>\(escape($0))</\(name)>" } }.joined()
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
