import Localization
internal import InternalUtilities
@_spi(InternalJSON) internal import InternalJSON
import LocalizedStrings
import SourceFiles

/// The check every fixed text passes before it is written: read again by
/// the same reader, it holds the same entries as the text read, in the same
/// order, except those the fixes name, each changed as its fix says (an
/// identical copy gone, a string holding the rewritten text). A removed
/// entry must have an identical copy before it that stays: what every
/// reader makes of the file is then the same.
///
/// What a string should read as after its fix is found by reading its
/// rewritten bytes alone (a `.strings` token, a `<string>` element's
/// content) with the same reader, so escapes and entities count as the
/// reader counts them; that must be what the finding's suggestion makes of
/// the string as read (``LintFix/intended(_:of:in:)``), so a fix placed in an
/// escape, an entity or a comment is refused. A fix whose bytes lie outside
/// the string or entry it names is refused before anything is read.
extension FixableText {
  /// Why `fixed` (this text with `fixes` applied) must not be written, nil
  /// when it holds exactly what the fixes mean.
  ///
  /// - Complexity: O(*n*) in the size of the text, once more for each string fixed.
  /// - Parameter intents: the findings fixed in each string (code and suggestion), by its position.
  func refusal(
    of fixed: [UInt8], fixes: [(fix: LintFix, target: LintFix.Target)],
    intents: [SourcePosition: [LintFix.Intent]] = [:]
  ) -> String? {
    var removed = Set<SourcePosition>()
    var edits: [SourcePosition: [LintFix]] = [:]
    for (fix, target) in fixes {
      switch target {
      case .entry(let position):
        guard let entry = entry(at: position), fix.replacement.isEmpty,
          fix.range.lowerBound <= entry.lowerBound,
          fix.range.upperBound >= entry.upperBound
        else { return "a removal reaches past the entry it removes" }
        // Only white space around it, and a catalog member's one comma.
        let around =
          bytes[fix.range.lowerBound..<entry.lowerBound] + bytes[entry.upperBound..<fix.range.upperBound]
        let commas = around.filter { $0 == UInt8(ascii: ",") }.count
        guard around.allSatisfy({ Self.isSpace($0) || $0 == UInt8(ascii: ",") }),
          commas == (isCatalog ? 1 : 0)
        else { return "a removal reaches past the entry it removes" }
        removed.insert(position)
      case .string(let position):
        guard let content = stringContent(at: position), fix.range.lowerBound >= content.lowerBound,
          fix.range.upperBound <= content.upperBound
        else { return "a rewrite reaches past the string it rewrites" }
        edits[position, default: []].append(fix)
      }
    }
    var expectedStrings: [SourcePosition: String] = [:]
    for (position, stringFixes) in edits {
      guard let text = rewrittenString(at: position, fixes: stringFixes) else {
        return "a rewritten string does not read alone"
      }
      expectedStrings[position] = text
    }
    let read = stringsRead(at: Set(edits.keys))
    for (position, text) in expectedStrings {
      guard var intended = read[position], let suggestions = intents[position], !suggestions.isEmpty else {
        return "a rewritten string has no finding that names it"
      }
      for (code, suggestion) in suggestions {
        guard let next = LintFix.intended(suggestion, of: code, in: intended) else {
          return "the string as read has no one place for its fix"
        }
        intended = next
      }
      guard intended.hasSameScalars(as: text) else {
        return
          "the fix's bytes are not where the string reads as its finding says (an escape, entity or comment)"
      }
    }
    let after: Document
    do {
      after = try Self.read(fixed, kind: kind, path: path)
    } catch {
      return "the fixed text would not read (\(error.message))"
    }
    switch (document, after) {
    case (.strings(let pairs, let spans), .strings(let newPairs, _)):
      var expected: [(key: String, value: String)] = []
      // The values kept so far, by key: what a removed copy must repeat.
      var keptValues: [String: [(key: String, value: String, index: Int)]] = [:]
      var named = 0
      for (index, pair) in pairs.enumerated() {
        let position = SourcePosition(
          line: spans[index].valueLocation.line, column: spans[index].valueLocation.column)
        if removed.contains(position) {
          // The same key and text scalar for scalar: a copy that only looks the same (`Å`
          // U+212B and U+00C5) is another text, or to Apple's readers another key.
          let copies = (keptValues[pair.key] ?? []).filter {
            $0.key.hasSameScalars(as: pair.key) && $0.value.hasSameScalars(as: pair.value.text)
          }
          guard !copies.isEmpty else { return "a removed entry has no identical copy before it" }
          // U+FFFD is what the reader makes of any lone surrogate (`\UD83D`, `\UDE00`), which
          // Apple keeps apart: two such copies may be two keys or texts there.
          if pair.key.unicodeScalars.contains("\u{FFFD}")
            || pair.value.text.unicodeScalars.contains("\u{FFFD}")
          {
            return "a removed entry holds U+FFFD, which may stand for another lone surrogate in its copy"
          }
          named += 1
          continue
        }
        if let text = expectedStrings[position] {
          // `"key";` writes its value as its key: rewriting one would rewrite both.
          guard spans[index].value.lowerBound != spans[index].entry.lowerBound else {
            return "the string rewritten is also the entry's key"
          }
          named += 1
          expected.append((pair.key, text))
        } else {
          expected.append((pair.key, pair.value.text))
        }
        keptValues[pair.key, default: []].append((pair.key, expected[expected.count - 1].value, index))
      }
      guard named == removed.count + expectedStrings.count else { return "a fix names no entry of the file" }
      guard expected.count == newPairs.count,
        zip(expected, newPairs).allSatisfy({
          $0.key.hasSameScalars(as: $1.key) && $0.value.hasSameScalars(as: $1.value.text)
        })
      else { return "read again, the fixed text changes more than its fixes" }
      return nil
    case (.catalog(let root, _), .catalog(let newRoot, _)):
      var named = 0
      var uncopied = false
      let removedValues = Set(removed.compactMap { catalogMembers[$0]?.value.position })
      guard removedValues.count == removed.count else { return "a fix names no entry of the file" }
      let expected = Self.expected(
        root, removing: removedValues, rewriting: expectedStrings, named: &named, uncopied: &uncopied)
      guard !uncopied else { return "a removed entry has no identical copy before it" }
      guard named == removed.count + expectedStrings.count else { return "a fix names no entry of the file" }
      guard expected.hasSameValue(as: newRoot) else {
        return "read again, the fixed text changes more than its fixes"
      }
      return nil
    case (.propertyList(let root, _), .propertyList(let newRoot, _)):
      var named = 0
      var uncopied = false
      let expected = Self.expected(
        root, removing: removed, rewriting: expectedStrings, named: &named, uncopied: &uncopied)
      guard !uncopied else { return "a removed entry has no identical copy before it" }
      guard named == removed.count + expectedStrings.count else { return "a fix names no entry of the file" }
      guard expected.hasSameValue(as: newRoot) else {
        return "read again, the fixed text changes more than its fixes"
      }
      return nil
    default:
      return "read again, the fixed text is no longer the same kind of file"
    }
  }

  /// The texts of the strings at `positions`, as the reader read them.
  private func stringsRead(at positions: Set<SourcePosition>) -> [SourcePosition: String] {
    var found: [SourcePosition: String] = [:]
    switch document {
    case .strings(let pairs, _):
      for position in positions {
        if let index = stringsEntryAt[position] { found[position] = pairs[index].value.text }
      }
    case .propertyList(let root, _):
      var pending: [PropertyListNode] = [root]
      while let node = pending.popLast() {
        switch node.value {
        case .string(let text) where positions.contains(node.position): found[node.position] = text
        case .array(let items): pending += items
        case .dictionary(let dictionary): pending += dictionary.entries.map(\.value)
        default: break
        }
      }
    case .catalog(let root, _):
      var pending: [JSONNode] = [root]
      while let node = pending.popLast() {
        switch node.value {
        case .string(let text):
          let position = SourcePosition(line: node.location.line, column: node.location.column)
          if positions.contains(position) { found[position] = text }
        case .array(let items): pending += items
        case .object(let members): pending += members.map(\.value)
        default: break
        }
      }
    }
    return found
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// The text the string at `position` holds once `fixes` rewrite its bytes, as the reader reads them.
  private func rewrittenString(at position: SourcePosition, fixes: [LintFix]) -> String? {
    guard let content = stringContent(at: position) else { return nil }
    var rewritten: [UInt8] = []
    var index = content.lowerBound
    for fix in fixes.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      guard fix.range.lowerBound >= index else { return nil }
      rewritten += bytes[index..<fix.range.lowerBound]
      rewritten += Array(fix.replacement.utf8)
      index = fix.range.upperBound
    }
    rewritten += bytes[index..<content.upperBound]
    switch document {
    case .strings(_, let spans):
      guard let index = stringsEntryAt[position] else { return nil }
      let span = spans[index]
      let token =
        Array(bytes[span.value.lowerBound..<content.lowerBound]) + rewritten
        + Array(bytes[content.upperBound..<span.value.upperBound])
      let pairs = try? StringsFileReader.parse(Array("\"k\" = ".utf8) + token + Array(";".utf8), file: path)
      guard let pairs, pairs.count == 1 else { return nil }
      return pairs[0].value.text
    case .propertyList:
      let document =
        Array("<plist version=\"1.0\"><string>".utf8) + rewritten + Array("</string></plist>".utf8)
      return (try? PropertyListReader.parse(document, file: path))?.string
    case .catalog:
      let token = [UInt8(ascii: "\"")] + rewritten + [UInt8(ascii: "\"")]
      return (try? JSONReader.parse(token, file: path))?.string
    }
  }

  /// A catalog's tree `node` with the members whose values are at `removed` left out and the
  /// strings at `rewriting`'s positions holding its texts; `named` counts both, and `uncopied`
  /// is set when a member removed has no identical copy kept before it in its object.
  private static func expected(
    _ node: JSONNode, removing removed: Set<SourcePosition>, rewriting: [SourcePosition: String],
    named: inout Int, uncopied: inout Bool
  ) -> JSONNode {
    var node = node
    switch node.value {
    case .string:
      if let text = rewriting[SourcePosition(line: node.location.line, column: node.location.column)] {
        named += 1
        node.value = .string(text)
      }
    case .array(let items):
      node.value = .array(
        items.map {
          expected($0, removing: removed, rewriting: rewriting, named: &named, uncopied: &uncopied)
        })
    case .object(let members):
      var kept: [JSONMember] = []
      // The values kept so far, by key: what a removed copy must repeat.
      var keptOriginals: [String: [JSONMember]] = [:]
      for member in members {
        let location = member.value.location
        if removed.contains(SourcePosition(line: location.line, column: location.column)) {
          named += 1
          let copies = keptOriginals[member.key] ?? []
          if !copies.contains(where: {
            $0.key.hasSameScalars(as: member.key) && $0.value.hasSameValue(as: member.value)
          }) {
            uncopied = true
          }
          continue
        }
        keptOriginals[member.key, default: []].append(member)
        kept.append(
          JSONMember(
            key: member.key,
            value: expected(
              member.value, removing: removed, rewriting: rewriting, named: &named, uncopied: &uncopied)))
      }
      node.value = .object(kept)
    default: break
    }
    return node
  }

  /// `node` with the entries whose keys are at `removed` left out and the
  /// strings at `rewriting`'s positions holding its texts; `named` counts both,
  /// and `uncopied` is set when an entry removed has no identical copy kept before it.
  private static func expected(
    _ node: PropertyListNode, removing removed: Set<SourcePosition>, rewriting: [SourcePosition: String],
    named: inout Int, uncopied: inout Bool
  ) -> PropertyListNode {
    var node = node
    switch node.value {
    case .string:
      if let text = rewriting[node.position] {
        node.value = .string(text)
        named += 1
      }
    case .array(let items):
      node.value = .array(
        items.map {
          expected($0, removing: removed, rewriting: rewriting, named: &named, uncopied: &uncopied)
        })
    case .dictionary(var dictionary):
      var kept: [PropertyListDictionary.Entry] = []
      var keptByKey: [String: [Int]] = [:]
      for entry in dictionary.entries {
        if removed.contains(entry.keyPosition) {
          let copies = keptByKey[entry.key] ?? []
          let same = copies.contains {
            kept[$0].key.hasSameScalars(as: entry.key) && kept[$0].value.hasSameValue(as: entry.value)
          }
          if !same { uncopied = true }
          named += 1
          continue
        }
        var entry = entry
        entry.value = expected(
          entry.value, removing: removed, rewriting: rewriting, named: &named, uncopied: &uncopied)
        keptByKey[entry.key, default: []].append(kept.count)
        kept.append(entry)
      }
      dictionary.entries = kept
      node.value = .dictionary(dictionary)
    default:
      break
    }
    return node
  }
}
