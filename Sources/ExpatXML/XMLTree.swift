import CExpat
import SourceFiles

/// An element of a parsed XML document, with the positions of its start tag
/// and of its first character data.
@_spi(ExpatXML) public struct XMLElementNode: Sendable {
  @_spi(ExpatXML) public var name: String
  @_spi(ExpatXML) public var attributes: [String: String]
  @_spi(ExpatXML) public var children: [XMLElementNode]
  @_spi(ExpatXML) public var text: String
  @_spi(ExpatXML) public var location: SourceLocation
  @_spi(ExpatXML) public var textLocation: SourceLocation

  @_spi(ExpatXML) public func children(named name: String) -> [XMLElementNode] {
    children.filter { $0.name == name }
  }
}

/// Parses XML held in memory with expat into an element tree (the CLDR
/// generator's reader; the package's readers build their own models from
/// ``XMLEventReader``'s events). External entities and DTDs are never fetched,
/// expat bounds entity expansion, and element nesting is limited.
@_spi(ExpatXML) public enum XMLTreeReader {
  /// Parses a document held in memory; `file` names it in locations.
  ///
  /// Like Apple's property list parser, it accepts comments and white space
  /// before the `<?xml …?>` declaration (strict XML does not).
  @_spi(ExpatXML) public static func parse(
    _ bytes: [UInt8], file: String, maximumDepth: Int = XMLEventReader.defaultMaximumDepth
  ) throws(XMLError) -> XMLElementNode {
    let builder = TreeBuilder()
    try XMLEventReader.parse(bytes, file: file, maximumDepth: maximumDepth, handler: builder)
    guard let root = builder.root else {
      throw XMLError(.malformed, "no root element", at: SourceLocation(file: file, line: 1, column: 1))
    }
    return root
  }
}

/// Builds the element tree from a reader's events.
private final class TreeBuilder: XMLEventHandler {
  var stack: [XMLElementNode] = []
  var root: XMLElementNode?

  func startElement(
    _ name: UnsafePointer<CChar>, attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
    reader: XMLEventReader
  ) {
    var dictionary: [String: String] = [:]
    var index = 0
    while let attributes, let key = attributes[index], let value = attributes[index + 1] {
      dictionary[String(cString: key)] = String(cString: value)
      index += 2
    }
    let location = reader.location
    stack.append(
      XMLElementNode(
        name: String(cString: name), attributes: dictionary, children: [], text: "", location: location,
        textLocation: location))
  }

  func endElement(reader: XMLEventReader) {
    let element = stack.removeLast()
    if stack.isEmpty {
      root = element
    } else {
      stack[stack.count - 1].children.append(element)
    }
  }

  func characters(_ text: UnsafeBufferPointer<UInt8>, reader: XMLEventReader) {
    guard !stack.isEmpty else { return }
    if stack[stack.count - 1].text.isEmpty {
      stack[stack.count - 1].textLocation = reader.location
    }
    stack[stack.count - 1].text += String(decoding: text, as: UTF8.self)
  }
}
