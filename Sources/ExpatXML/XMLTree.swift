import CExpat
import SourceFiles

/// An element of a parsed XML document, with the positions of its start tag
/// and of its first character data.
public struct XMLElementNode: Sendable {
  public var name: String
  public var attributes: [String: String]
  public var children: [XMLElementNode]
  public var text: String
  public var location: SourceLocation
  public var textLocation: SourceLocation

  public func children(named name: String) -> [XMLElementNode] {
    children.filter { $0.name == name }
  }
}

/// Parses XML with expat into an element tree. External entities and DTDs
/// are never fetched, expat bounds entity expansion, and element nesting is
/// limited.
public enum XMLTreeReader {
  /// The default limit of element nesting.
  public static let defaultMaximumDepth = 256
  /// The default limit of a document's size (64 MiB), the limit of every
  /// reader of the package (`FileSystem.maximumDocumentSize` of SourceFiles).
  public static let defaultMaximumFileSize = FileSystem.maximumDocumentSize

  /// Reads and parses a file; locations name it as `path` was written.
  public static func parse(contentsOf path: String, maximumDepth: Int = defaultMaximumDepth)
    throws(SourceError) -> XMLElementNode
  {
    try parse(FileSystem.contents(of: path), file: path, maximumDepth: maximumDepth)
  }

  /// Parses a document held in memory; `file` names it in locations.
  ///
  /// Like Apple's property list parser, it accepts comments and white space
  /// before the `<?xml …?>` declaration (strict XML does not).
  public static func parse(_ bytes: [UInt8], file: String, maximumDepth: Int = defaultMaximumDepth)
    throws(SourceError) -> XMLElementNode
  {
    let builder = TreeBuilder()
    try XMLEventReader.parse(bytes, file: file, maximumDepth: maximumDepth, handler: builder)
    guard let root = builder.root else {
      throw SourceError(.malformed, "no root element", file: file)
    }
    return root
  }

  /// When only white space and comments precede `<?xml …?>`, blanks the
  /// declaration out (keeping every other byte where it is, so positions hold).
  static func withoutLateDeclaration(_ bytes: [UInt8]) -> [UInt8] {
    let declaration = Array("<?xml".utf8)
    var position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    if bytes[position...].starts(with: declaration) { return bytes }
    var sawComment = false
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r")
      {
        position += 1
      } else if bytes[position...].starts(with: Array("<!--".utf8)) {
        guard let end = find(Array("-->".utf8), in: bytes, from: position + 4) else { return bytes }
        position = end + 3
        sawComment = true
      } else {
        break
      }
    }
    guard sawComment || position > 0, bytes[position...].starts(with: declaration),
      let end = find(Array("?>".utf8), in: bytes, from: position)
    else { return bytes }
    var result = bytes
    for index in position..<(end + 2) where result[index] != UInt8(ascii: "\n") {
      result[index] = UInt8(ascii: " ")
    }
    return result
  }

  package static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard needle.count <= bytes.count else { return nil }
    var index = start
    while index + needle.count <= bytes.count {
      if bytes[index] == needle[0] && bytes[index..<(index + needle.count)].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
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
