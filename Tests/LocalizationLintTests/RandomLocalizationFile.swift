import Foundation
import LocalizedStrings
import SourceFiles
import TestSupport
import Testing

@testable import LocalizationLint

/// A localization file of random entries, written with odd spacing, attributes, line breaks inside
/// tags, comments and several entries a line, and with fixable defects planted in it; what it
/// means before and after `--fix`, as a dictionary to compare with Foundation's reading.
struct RandomLocalizationFile {
  enum Shape: CaseIterable { case stringsText, stringsPropertyList, stringsdict }

  /// One entry: its key, its value as written and after the fix (a plain string, or a plural
  /// entry's variants).
  enum Value {
    case text(String, fixed: String)
    case plural(format: String, variants: [(String, String, fixed: String)])
  }

  let shape: Shape
  let text: String
  let bytes: [UInt8]
  /// The findings planted, by code: what --fix must fix.
  let planted: [DiagnosticCode: Int]
  private let entries: [(key: String, value: Value)]

  init(shape: Shape, encoding: FileEncoding, using generator: inout SeededGenerator) {
    self.shape = shape
    var entries: [(key: String, value: Value)] = []
    var planted: [DiagnosticCode: Int] = [:]
    let plain = [
      "", "Files", "Café & thé", "a \"quoted\" word", "<b>bold</b>", "two\nlines", "😀 ok", "%@ items",
    ]
    for index in 0..<Int.random(in: 2...8, using: &generator) {
      let key = "k\(index)"
      switch (shape, Int.random(in: 0..<4, using: &generator)) {
      case (.stringsdict, 0):
        // A plural entry: its 'one' printing the number narrower than 'other' (a width fix).
        entries.append(
          (
            key,
            .plural(
              format: "%#@n@",
              variants: [("one", "%d file", "%ld file"), ("other", "%ld files", "%ld files")])
          ))
        planted[.integerWidthMismatch, default: 0] += 1
      case (.stringsdict, 1):
        entries.append((key, .plural(format: "%1$@, 2$@ et %3$@", variants: [])))
        planted[.argumentSkipped, default: 0] += 1
      case (_, 0):
        entries.append((key, .text("%1$d of %1$lld", fixed: "%1$lld of %1$lld")))
        planted[.integerWidthMismatch, default: 0] += 1
      case (_, 1):
        entries.append((key, .text("%1$@, 2$@ et %3$@", fixed: "%1$@, %2$@ et %3$@")))
        planted[.argumentSkipped, default: 0] += 1
      default:
        let value = plain.randomElement(using: &generator)!
        entries.append((key, .text(value, fixed: value)))
      }
    }
    // Identical copies of plain entries, later in the file.
    var written = entries.indices.map { ($0, false) }
    for (index, entry) in entries.enumerated() {
      guard case .text(let value, let fixed) = entry.value, value == fixed, Bool.random(using: &generator)
      else {
        continue
      }
      let at = Int.random(in: (written.firstIndex { $0.0 == index }! + 1)...written.count, using: &generator)
      written.insert((index, true), at: at)
      planted[.identicalDuplicateKey, default: 0] += 1
    }
    self.entries = entries
    self.planted = planted
    var body = ""
    for (position, (index, _)) in written.enumerated() {
      let entry = entries[index]
      body += Self.write(entry.key, entry.value, shape: shape, using: &generator)
      if position < written.count - 1 {
        body +=
          shape == .stringsText
          ? [" ", "\n", "\r\n", " // note\n", "\n/* a\n comment */ "].randomElement(using: &generator)!
          : ["", " ", "\n", "\r\n", "<!-- c -->", "\n  "].randomElement(using: &generator)!
      }
    }
    switch shape {
    case .stringsText:
      text = body + "\n"
    case .stringsPropertyList, .stringsdict:
      let declared = encoding.isUTF16 ? "UTF-16" : "UTF-8"
      text =
        "<?xml version=\"1.0\" encoding=\"\(declared)\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)\n</dict>\n</plist>\n"
    }
    bytes = encoding.bytes(text)
  }

  private static func write(
    _ key: String, _ value: Value, shape: Shape, using generator: inout SeededGenerator
  )
    -> String
  {
    if shape == .stringsText {
      guard case .text(let text, _) = value else { return "" }
      let escaped = text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"").replacing(
        "\n", with: "\\n")
      let around = ["", " ", "\t", " /* c */ ", "\n"]
      return
        "\"\(key)\"\(around.randomElement(using: &generator)!)=\(around.randomElement(using: &generator)!)"
        + "\"\(escaped)\"\(around.randomElement(using: &generator)!);"
    }
    func xml(_ text: String) -> String {
      text.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
    }
    let keyTag = (["<key>", "<key>"] + FixPlacementTests.keyTags).randomElement(using: &generator)!
    let keyEnd = ["</key>", "</key >", "</key\n>"].randomElement(using: &generator)!
    let stringTag = ["<string>", "<string >", "<string\n>"].randomElement(using: &generator)!
    switch value {
    case .text(let text, _):
      if text.isEmpty && Bool.random(using: &generator) { return "\(keyTag)\(key)\(keyEnd)<string/>" }
      return "\(keyTag)\(key)\(keyEnd)\(stringTag)\(xml(text))</string>"
    case .plural(let format, let variants):
      var result =
        "\(keyTag)\(key)\(keyEnd)<dict>\n  <key>NSStringLocalizedFormatKey</key>\(stringTag)\(format)</string>"
      if !variants.isEmpty {
        result +=
          "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        result += "<key>NSStringFormatValueTypeKey</key><string>d</string>"
        for (category, text, _) in variants {
          result += "\n    \(keyTag)\(category)\(keyEnd)\(stringTag)\(text)</string>"
        }
        result += "</dict>"
      }
      return result + "</dict>"
    }
  }

  /// The file's meaning, before or after its fixes.
  func dictionary(fixed: Bool) -> NSDictionary {
    let result = NSMutableDictionary()
    for (key, value) in entries {
      switch value {
      case .text(let text, let after):
        result[key] = fixed ? after : text
      case .plural(let format, let variants):
        let entry = NSMutableDictionary()
        entry["NSStringLocalizedFormatKey"] = format.replacing("2$@ ", with: fixed ? "%2$@ " : "2$@ ")
        if !variants.isEmpty {
          let variable = NSMutableDictionary()
          variable["NSStringFormatSpecTypeKey"] = "NSStringPluralRuleType"
          variable["NSStringFormatValueTypeKey"] = "d"
          for (category, text, after) in variants { variable[category] = fixed ? after : text }
          entry["n"] = variable
        }
        result[key] = entry
      }
    }
    return result
  }
}
