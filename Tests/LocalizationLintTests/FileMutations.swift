internal import InternalUtilities
@_spi(InternalJSON) internal import InternalJSON
import Foundation
@testable import LocalizedStrings
import TestSupport

/// Seeded edits of a localization file's text, each the kind of slip that
/// reaches a repository: a member written twice, a chain of variables one
/// too deep, a `%` lost, a variable renamed on one side, a file cut short, a
/// value type or conversion mistyped, `other` deleted.
struct FileMutator {
  enum Kind: String, CaseIterable {
    case duplicateMember, deepChain, dropPercent, swapVariable, truncate, valueType, dropOther, addConversion
  }

  var generator: SeededGenerator

  mutating func pick<T>(_ items: [T]) -> T? {
    items.isEmpty ? nil : items[Int(generator.next() % UInt64(items.count))]
  }

  mutating func chance(_ percent: UInt64) -> Bool { generator.next() % 100 < percent }

  /// `text` edited by `kind`, nil where the edit does not apply (no `%` to drop).
  mutating func mutate(_ text: String, kind: Kind, catalog: Bool) -> String? {
    switch kind {
    case .duplicateMember: return catalog ? duplicateJSONMember(text) : duplicatePlistMember(text)
    case .deepChain: return catalog ? deepCatalogChain(text) : deepPlistChain(text)
    case .dropPercent:
      guard let place = pick(Self.offsets(of: "%", in: text)) else { return nil }
      return Self.replacing(text, at: place, count: 1, with: "")
    case .swapVariable:
      let references = Self.offsets(of: "%#@", in: text)
      guard let place = pick(references),
        let end = text.utf8[place...].dropFirst(3).firstIndex(of: UInt8(ascii: "@"))
      else { return nil }
      let names = references.compactMap { start -> String? in
        guard let close = text.utf8[start...].dropFirst(3).firstIndex(of: UInt8(ascii: "@")) else {
          return nil
        }
        return String(text.utf8[text.utf8.index(start, offsetBy: 3)..<close])
      }
      let name = pick(names + ["missing"]) ?? "missing"
      return Self.replacing(
        text, at: place, count: text.utf8.distance(from: place, to: end) + 1, with: "%#@\(name)@")
    case .truncate:
      guard text.utf8.count > 1 else { return nil }
      let cut = Int(generator.next() % UInt64(text.utf8.count - 1)) + 1
      return String(decoding: text.utf8.prefix(cut), as: UTF8.self)
    case .valueType:
      // The value type's text: a plist's <string> after the key, a catalog's quoted string after the colon.
      let key = catalog ? "\"formatSpecifier\"" : "<key>NSStringFormatValueTypeKey</key><string>"
      guard let place = pick(Self.offsets(of: key, in: text)),
        let type = pick(["d", "@", "f", "zz", "lld", "s", "999999999d", "%d", ""])
      else { return nil }
      let afterKey = text.utf8.index(place, offsetBy: key.utf8.count)
      let start =
        catalog
        ? text.utf8[afterKey...].firstIndex(of: UInt8(ascii: "\"")).map { text.utf8.index(after: $0) }
        : afterKey
      guard let start, let end = text.utf8[start...].firstIndex(of: UInt8(ascii: catalog ? "\"" : "<")) else {
        return nil
      }
      return Self.replacing(text, at: start, count: text.utf8.distance(from: start, to: end), with: type)
    case .dropOther:
      let key = catalog ? "\"other\"" : "<key>other</key>"
      guard let place = pick(Self.offsets(of: key, in: text)) else { return nil }
      // The key renamed: its variant is no longer 'other'.
      return Self.replacing(
        text, at: place, count: key.utf8.count, with: catalog ? "\"othr\"" : "<key>othr</key>")
    case .addConversion:
      let closers = Self.offsets(of: catalog ? "\"value\"" : "</string>", in: text)
      guard let place = pick(closers),
        let conversion = pick(["%5$@", "%n", "%*d", "%1$@", "%lld", "%0$d", "% p", "%2$#@x@"])
      else { return nil }
      if catalog {
        // Inside the value's string: after its opening quote.
        guard let colon = text.utf8[place...].firstIndex(of: UInt8(ascii: ":")),
          let quote = text.utf8[colon...].firstIndex(of: UInt8(ascii: "\""))
        else { return nil }
        return Self.replacing(text, at: text.utf8.index(after: quote), count: 0, with: conversion + " ")
      }
      return Self.replacing(text, at: place, count: 0, with: " " + conversion)
    }
  }

  /// Every place `needle` starts in `text`.
  static func offsets(of needle: String, in text: String) -> [String.Index] {
    var found: [String.Index] = []
    var from = text.startIndex
    while let range = text.range(of: needle, range: from..<text.endIndex) {
      found.append(range.lowerBound)
      from = range.upperBound
    }
    return found
  }

  /// `text` with `count` UTF-8 bytes at `place` replaced by `replacement`.
  static func replacing(_ text: String, at place: String.Index, count: Int, with replacement: String)
    -> String
  {
    let start = text.utf8.distance(from: text.utf8.startIndex, to: place)
    var bytes = Array(text.utf8)
    bytes.replaceSubrange(start..<(start + count), with: Array(replacement.utf8))
    return String(decoding: bytes, as: UTF8.self)
  }

  // MARK: Property lists

  /// A `<key>…</key>` and its value copied right after it: identical, or with a text changed.
  mutating func duplicatePlistMember(_ text: String) -> String? {
    let bytes = Array(text.utf8)
    guard let keyStart = pick(Self.byteOffsets(of: Array("<key>".utf8), in: bytes)),
      let keyEnd = Self.byteOffsets(of: Array("</key>".utf8), in: bytes, from: keyStart).first,
      let valueEnd = Self.elementEnd(in: bytes, from: keyEnd + 6)
    else { return nil }
    var copy = Array(bytes[keyStart..<valueEnd])
    if chance(50), let close = Self.byteOffsets(of: Array("</string>".utf8), in: copy).first {
      copy.insert(contentsOf: Array(" changed".utf8), at: close)
    }
    var edited = bytes
    edited.insert(contentsOf: copy, at: valueEnd)
    return String(decoding: edited, as: UTF8.self)
  }

  /// Where the element after `start` (white space skipped) ends: a leaf, an empty element, or a
  /// `<dict>`/`<array>` with what it holds.
  static func elementEnd(in bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else { return nil }
    var depth = 0
    while index < bytes.count {
      guard let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")),
        let close = bytes[open...].firstIndex(of: UInt8(ascii: ">"))
      else { return nil }
      let isEnd = open + 1 < bytes.count && bytes[open + 1] == UInt8(ascii: "/")
      let isEmpty = bytes[close - 1] == UInt8(ascii: "/")
      if isEnd { depth -= 1 } else if !isEmpty { depth += 1 }
      index = close + 1
      if depth == 0 { return index }
    }
    return nil
  }

  static func byteOffsets(of needle: [UInt8], in bytes: [UInt8], from start: Int = 0) -> [Int] {
    guard needle.count <= bytes.count else { return [] }
    return (start..<(bytes.count - needle.count + 1)).filter {
      bytes[$0] == needle[0] && bytes[$0..<($0 + needle.count)].elementsEqual(needle)
    }
  }

  /// A variable dictionary, the plist's way.
  static func plistVariable(_ name: String, other: String) -> String {
    "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
      + "<key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>\(other)</string>"
      + "<key>other</key><string>\(other)</string></dict>"
  }

  /// A chain's depth, 14 to 18 (the formatter follows 16), and the format that names it: z1, whose
  /// variants name z2 … z`depth`; sometimes the last links first, so that they are reached shallow
  /// before they are reached deep.
  mutating func chainFormat() -> (depth: Int, format: String) {
    let depth = 14 + Int(generator.next() % 5)
    return (depth, chance(30) ? "%1$#@z\(depth - 1)@ %1$#@z1@" : "%#@z1@")
  }

  /// The text of link `level` of a chain `depth` deep: the next link, or the number at the end.
  static func link(_ level: Int, of depth: Int, number: String) -> String {
    level == depth ? number : "%#@z\(level + 1)@"
  }

  /// A new first entry with a chain of variables (``chainFormat()``).
  mutating func deepPlistChain(_ text: String) -> String? {
    guard let outer = text.range(of: "<dict>") else { return nil }
    let (depth, format) = chainFormat()
    let variables = (1...depth).map {
      Self.plistVariable("z\($0)", other: Self.link($0, of: depth, number: "%d"))
    }
    .joined()
    let entry =
      "<key>deep chain</key><dict><key>NSStringLocalizedFormatKey</key><string>\(format)</string>\(variables)</dict>"
    return text.replacingCharacters(in: outer, with: "<dict>" + entry)
  }

  // MARK: Catalogs

  /// A member of a random object copied right after it (identical, or with a text changed), the
  /// catalog written again.
  mutating func duplicateJSONMember(_ text: String) -> String? {
    guard let root = try? JSONReader.parse(Array(text.utf8), file: "c.xcstrings") else { return nil }
    var objects = 0
    Self.countObjects(root, into: &objects)
    guard objects > 0 else { return nil }
    var target = Int(generator.next() % UInt64(objects))
    let change = chance(50)
    let choice = generator.next()
    return Self.json(Self.duplicating(root, target: &target, choice: choice, change: change))
  }

  static func countObjects(_ node: JSONNode, into count: inout Int) {
    switch node.value {
    case .object(let members):
      if !members.isEmpty { count += 1 }
      for member in members { countObjects(member.value, into: &count) }
    case .array(let items): for item in items { countObjects(item, into: &count) }
    default: break
    }
  }

  /// `node` with a member of its `target`th non-empty object (in document order) written twice.
  static func duplicating(_ node: JSONNode, target: inout Int, choice: UInt64, change: Bool) -> JSONNode {
    var node = node
    switch node.value {
    case .object(var members):
      if !members.isEmpty {
        if target == 0 {
          let index = Int(choice % UInt64(members.count))
          let copy = JSONMember(
            key: members[index].key, value: change ? changed(members[index].value) : members[index].value)
          members.insert(copy, at: index + 1)
          target = -1
          node.value = .object(members)
          return node
        }
        target -= 1
      }
      for index in members.indices where target >= 0 {
        members[index] = JSONMember(
          key: members[index].key,
          value: duplicating(members[index].value, target: &target, choice: choice, change: change))
      }
      node.value = .object(members)
    case .array(var items):
      for index in items.indices where target >= 0 {
        items[index] = duplicating(items[index], target: &target, choice: choice, change: change)
      }
      node.value = .array(items)
    default: break
    }
    return node
  }

  /// `node` with its first string (depth first) changed, or a string in place of a value without one.
  static func changed(_ node: JSONNode) -> JSONNode {
    var node = node
    switch node.value {
    case .string(let text): node.value = .string(text + " changed")
    case .object(var members) where !members.isEmpty:
      members[0] = JSONMember(key: members[0].key, value: changed(members[0].value))
      node.value = .object(members)
    default: node.value = .string("changed")
    }
    return node
  }

  /// A chain of substitutions added to the first string unit of the source language's first key.
  mutating func deepCatalogChain(_ text: String) -> String? {
    guard let strings = text.range(of: "\"strings\""),
      let brace = text.range(of: "{", range: strings.upperBound..<text.endIndex)
    else { return nil }
    let (depth, format) = chainFormat()
    let unit = { (value: String) in #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"# }
    let substitutions = (1...depth).map { level in
      let next = Self.link(level, of: depth, number: "%arg")
      return
        #""z\#(level)":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":\#(unit(next)),"other":\#(unit(next))}}}"#
    }.joined(separator: ",")
    let entry =
      #""deep chain":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"\#(format)"},"substitutions":{\#(substitutions)}}}}"#
    let rest = text[brace.upperBound...].drop { $0.isWhitespace }
    return String(text[..<brace.upperBound]) + entry + (rest.first == "}" ? "" : ",")
      + text[brace.upperBound...]
  }

  /// JSON text of `node` (strings escaped as RFC 8259 requires).
  static func json(_ node: JSONNode) -> String {
    switch node.value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let text): return text
    case .string(let text): return quoted(text)
    case .array(let items): return "[" + items.map(json).joined(separator: ",") + "]"
    case .object(let members):
      return "{\n" + members.map { quoted($0.key) + ":" + json($0.value) }.joined(separator: ",\n") + "\n}"
    }
  }

  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
