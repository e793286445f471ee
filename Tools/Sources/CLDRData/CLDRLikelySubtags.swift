@_spi(ExpatXML) import ExpatXML
import SourceFiles

/// CLDR's likely subtags (`common/supplemental/likelySubtags.xml`): the script
/// and region a language, or a language with a region or script, most likely
/// stands for (`zh_TW` → `zh_Hant_TW`, `sr` → `sr_Cyrl_RS`).
public struct CLDRLikelySubtags: Sendable {
  public static let path = "common/supplemental/likelySubtags.xml"

  /// `from` → `to` (both `_`-separated; `to` always has language, script and region).
  public var mappings: [(from: String, to: String)]

  /// Reads the file below a CLDR directory (`cldr-core/supplemental/likelySubtags.json`
  /// in a JSON release).
  public static func load(from directory: String) throws(CLDRDataError) -> CLDRLikelySubtags {
    if CLDRTreeForm.detect(directory) == .json { return try CLDRJSONRelease.likelySubtags(from: directory) }
    let file = directory.hasSuffix("/") ? directory + path : directory + "/" + path
    return try CLDRLikelySubtags(document: CLDRXMLFile.read(file))
  }

  public init(mappings: [(from: String, to: String)]) {
    self.mappings = mappings
  }

  @_spi(ExpatXML) public init(document: XMLElementNode) throws(CLDRDataError) {
    mappings = []
    for section in document.children(named: "likelySubtags") {
      for element in section.children(named: "likelySubtag") {
        guard let from = element.attributes["from"], let to = element.attributes["to"] else {
          throw CLDRDataError(.invalidContent, "<likelySubtag> needs 'from' and 'to'", at: element.location)
        }
        guard to.split(separator: "_").count == 3 else {
          throw CLDRDataError(.invalidContent, "'\(to)' is not language_Script_REGION", at: element.location)
        }
        mappings.append((from, to))
      }
    }
    if mappings.isEmpty {
      throw CLDRDataError(.invalidContent, "no <likelySubtag> elements", at: document.location)
    }
  }
}
