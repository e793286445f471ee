import SourceFiles
@_spi(ExpatXML) import ExpatXML
import LocalizedStrings

/// A property list whose DOCTYPE declares an entity (its place marked): the same bytes as a
/// `.stringsdict` and as a `.strings` file, which Apple reads with the same parser.
private let withEntity = #"""
  <?xml version="1.0" encoding="UTF-8"?>
  <!DOCTYPE plist [↓<!ENTITY app "Files">]>
  <plist version="1.0">
  <dict>
  <key>k</key><string>&app;</string>
  </dict>
  </plist>

  """#

extension DiagnosticRule {
  static let internalDTDSubset = DiagnosticRule(
    code: .internalDTDSubset,
    summary:
      "a .stringsdict's (or an XML .strings file's) DOCTYPE has an internal subset ([<!ENTITY …>]), which Apple's property-list parser rejects (CFPropertyList.c, skipDTD): the table does not load on Apple platforms",
    help:
      "Remove the [...] part of the DOCTYPE and write each entity's text where it is used (&lt; &amp; and character references still work).",
    example: "<!DOCTYPE plist [<!ENTITY app \"Files\">]> … <string>&app;</string>",
    reason: "nothing in the file is served on Apple platforms: users see keys",
    triggering: [
      RuleExample(["en.lproj/L.stringsdict": withEntity]),
      .strings(withEntity, note: "a .strings file written as an XML property list"),
    ],
    nonTriggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": #"""
          <?xml version="1.0" encoding="UTF-8"?>
          <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
          <plist version="1.0">
          <dict>
          <key>k</key><string>Files [x]</string>
          </dict>
          </plist>

          """#
        ])
    ])
}

/// A `.stringsdict` whose DOCTYPE has an internal subset
/// (`<!DOCTYPE plist [<!ENTITY app "Files">]>`): expat reads it here and
/// expands its entities, but Apple's property-list parser rejects the whole
/// file, so none of the table's strings load on Apple platforms.
///
/// CoreFoundation's `skipDTD` (CFPropertyList.c) passes `DOCTYPE`, then
/// looks for `[` or `>`, ignoring quotes; at a `[` it skips white space and
/// requires `>` ("Encountered unexpected character [ … while parsing DTD").
/// The check follows the same scan of the prolog (a UTF-8 byte-order mark,
/// white space, `<?…?>` and comments before the DOCTYPE), so it fires
/// exactly when that parser stops there, even for an empty subset.
package enum InternalDTDSubset {
  /// The finding for a `.stringsdict`'s bytes, nil when its DOCTYPE (if any)
  /// has no internal subset. It is placed at the subset's first entity
  /// declaration, or at its `[` when it declares none.
  ///
  /// - Complexity: O(*n*) in the length of the prolog and the subset.
  static func diagnostic(_ bytes: [UInt8], path: String) -> LocalizationDiagnostic? {
    guard let (bracket, firstEntity, names, total) = subset(bytes) else { return nil }
    let place = firstEntity ?? bracket
    let (line, column) = position(of: place, in: bytes)
    let declared =
      names.isEmpty
      ? "an internal subset"
      : "an internal subset declaring "
        + names.prefix(3).map { $0.hasPrefix("%") ? "\($0);" : "&\($0);" }.joined(separator: ", ")
        + (total > 3 ? " and \(total - 3) more" : "")
    return LocalizationDiagnostic(
      .internalDTDSubset,
      "the DOCTYPE has \(declared): Apple's property-list parser stops at its '[' and rejects the whole "
        + "file (CFPropertyList.c, skipDTD), so no string of this table loads on Apple platforms; "
        + "remove the [...] part and write each entity's text where it is used",
      at: SourceLocation(file: path, line: line, column: column))
  }

  /// The offset of the subset's `[`, of its first `<!ENTITY`, the entities it
  /// declares (at most 100 named) and how many it declares; nil without a subset.
  package static func subset(_ bytes: [UInt8]) -> (
    bracket: Int, firstEntity: Int?, names: [String], total: Int
  )? {
    // Past the prolog's white space, comments and `<?…?>`, as the reader's own walk for a late
    // declaration; anything but a DOCTYPE there (the root element) means there is none.
    guard
      var index = XMLProlog.firstMarkup(
        in: bytes, from: XMLProlog.start(of: bytes), skippingInstructions: true)?
        .offset,
      bytes[index...].starts(with: "<!DOCTYPE".utf8)
    else { return nil }
    index += 9
    while index < bytes.count, bytes[index] != UInt8(ascii: "["), bytes[index] != UInt8(ascii: ">") {
      index += 1
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
    let bracket = index
    var firstEntity: Int?
    var names: [String] = []
    var total = 0
    // The declarations up to the subset's end (a `]` outside quotes), for the message.
    var quote: UInt8?
    while index < bytes.count {
      let byte = bytes[index]
      if let open = quote {
        if byte == open { quote = nil }
      } else if bytes[index...].starts(with: "<!--".utf8) {
        // A comment's apostrophe (`<!-- don't -->`) opens no quote.
        guard let end = XMLEventReader.find(Array("-->".utf8), in: bytes, from: index + 4) else { break }
        index = end + 3
        continue
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: "]") {
        break
      } else if bytes[index...].starts(with: "<!ENTITY".utf8) {
        if firstEntity == nil { firstEntity = index }
        index += 8
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        var name = ""
        // A parameter entity (`<!ENTITY % name …>`) is named with its `%`.
        for _ in 0..<2 {
          let start = index
          while index < bytes.count, ![0x20, 0x09, 0x0A, 0x0D, 0x3E].contains(bytes[index]) { index += 1 }
          name += String(decoding: bytes[start..<min(index, start + 60)], as: UTF8.self)
          guard name == "%" else { break }
          while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
        if !name.isEmpty {
          total += 1
          if names.count < 100 { names.append(name) }
        }
        continue
      }
      index += 1
    }
    return (bracket, firstEntity, names, total)
  }

  /// The 1-based line and column of `offset`, as expat counts them: a line
  /// feed, a carriage return or both end a line; a UTF-8 character is a column.
  static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    var index = 0
    while index < offset {
      let byte = bytes[index]
      if byte == 0x0A || byte == 0x0D {
        line += 1
        column = 1
        if byte == 0x0D, index + 1 < offset, bytes[index + 1] == 0x0A { index += 1 }
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    return (line, column)
  }
}
