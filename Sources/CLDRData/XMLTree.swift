import CExpat
import Foundation

/// A place in a source file; `line` and `column` are 1-based.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  public var description: String { "\(file):\(line):\(column)" }

  /// The location `offset` UTF-8 bytes into `text`, when `text` starts here.
  public func advanced(by offset: Int, in text: String) -> SourceLocation {
    var result = self
    for byte in text.utf8.prefix(offset) {
      if byte == 0x0A {
        result.line += 1
        result.column = 1
      } else {
        result.column += 1
      }
    }
    return result
  }
}

/// A problem in a CLDR file, printed compiler-style as `file:line:column: message`.
public struct CLDRDataError: Error, Hashable, Sendable, CustomStringConvertible {
  public var location: SourceLocation
  public var message: String

  public init(_ message: String, at location: SourceLocation) {
    self.message = message
    self.location = location
  }

  public var description: String { "\(location): \(message)" }
}

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
/// are never fetched; expat's own limits bound entity expansion.
public enum XMLTreeReader {
  /// Reads and parses a file; locations name it as `path` was written.
  public static func parse(contentsOf path: String) throws(CLDRDataError) -> XMLElementNode {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CLDRDataError("cannot read the file", at: SourceLocation(file: path, line: 1, column: 1))
    }
    return try parse(Array(data), file: path)
  }

  public static func parse(_ bytes: [UInt8], file: String) throws(CLDRDataError) -> XMLElementNode {
    guard let parser = XML_ParserCreate("UTF-8") else {
      throw CLDRDataError("cannot create an XML parser", at: SourceLocation(file: file, line: 1, column: 1))
    }
    defer { XML_ParserFree(parser) }
    let builder = TreeBuilder(file: file, parser: parser)
    let context = Unmanaged.passUnretained(builder).toOpaque()
    XML_SetUserData(parser, context)
    XML_SetParamEntityParsing(parser, XML_PARAM_ENTITY_PARSING_NEVER)
    XML_SetElementHandler(
      parser,
      { context, name, attributes in
        TreeBuilder.from(context).start(name: name, attributes: attributes)
      },
      { context, _ in
        TreeBuilder.from(context).end()
      })
    XML_SetCharacterDataHandler(parser) { context, characters, length in
      TreeBuilder.from(context).characters(characters, Int(length))
    }
    let status = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        XML_Parse(parser, chars.baseAddress, Int32(chars.count), 1)
      }
    }
    if status != XML_STATUS_OK {
      let message = String(cString: XML_ErrorString(XML_GetErrorCode(parser)))
      throw CLDRDataError("malformed XML: \(message)", at: builder.currentLocation())
    }
    guard let root = builder.root else {
      throw CLDRDataError("no root element", at: SourceLocation(file: file, line: 1, column: 1))
    }
    return root
  }
}

private final class TreeBuilder {
  let file: String
  let parser: XML_Parser
  var stack: [XMLElementNode] = []
  var root: XMLElementNode?

  init(file: String, parser: XML_Parser) {
    self.file = file
    self.parser = parser
  }

  static func from(_ context: UnsafeMutableRawPointer?) -> TreeBuilder {
    Unmanaged<TreeBuilder>.fromOpaque(context!).takeUnretainedValue()
  }

  func currentLocation() -> SourceLocation {
    SourceLocation(
      file: file, line: Int(XML_GetCurrentLineNumber(parser)),
      column: Int(XML_GetCurrentColumnNumber(parser)) + 1)
  }

  func start(name: UnsafePointer<CChar>?, attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>?) {
    var dictionary: [String: String] = [:]
    var index = 0
    while let attributes, let key = attributes[index], let value = attributes[index + 1] {
      dictionary[String(cString: key)] = String(cString: value)
      index += 2
    }
    let location = currentLocation()
    stack.append(
      XMLElementNode(
        name: name.map { String(cString: $0) } ?? "", attributes: dictionary, children: [], text: "",
        location: location, textLocation: location))
  }

  func end() {
    let element = stack.removeLast()
    if stack.isEmpty {
      root = element
    } else {
      stack[stack.count - 1].children.append(element)
    }
  }

  func characters(_ characters: UnsafePointer<CChar>?, _ length: Int) {
    guard let characters, !stack.isEmpty else { return }
    let chunk = characters.withMemoryRebound(to: UInt8.self, capacity: length) {
      String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
    }
    if stack[stack.count - 1].text.isEmpty {
      stack[stack.count - 1].textLocation = currentLocation()
    }
    stack[stack.count - 1].text += chunk
  }
}
