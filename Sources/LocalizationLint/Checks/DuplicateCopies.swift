import LocalizedStrings
import SourceFiles

/// Every copy of a key written twice in a `.strings`, `.stringsdict` or
/// `.xcstrings` file, for the HTML report's `duplicate-key` card: the table keeps one copy, so
/// the file is read again (only for that report, only for files with such a
/// finding) to show what each copy says and where.
enum DuplicateCopies {
  /// The copies of each repeated key of the file at `path`, by the place a
  /// `duplicate-key` or `identical-duplicate-key` diagnostic reports (the
  /// later copy's): the key's first copy in its dictionary, the copy before
  /// this one (when it is not the first) and this one, in file order.
  /// A `.stringsdict`'s dictionaries at every level; empty when the file
  /// cannot be read again or is of another kind.
  static func copies(inFile path: String) -> [SourceLocation: [KeyCopy]] {
    guard let kind = try? LocalizationFileKind.table(path),
      let bytes = try? FileSystem.contents(of: path)
    else { return [:] }
    var result: [SourceLocation: [KeyCopy]] = [:]
    switch kind {
    case .strings:
      guard let items = try? StringsFileReader.parse(bytes, file: path) else { return [:] }
      // A .strings file's repeat is reported where its value is (a key has no place of its own).
      let copies = items.map { KeyCopy(location: $0.value.location, text: $0.value.text) }
      record(DuplicateKeys.repeats(count: items.count) { items[$0].key }, copies, into: &result)
    case .stringsdict:
      guard let root = try? PropertyListReader.parse(bytes, file: path) else { return [:] }
      collect(root, file: path, into: &result)
    default:
      return [:]
    }
    return result
  }

  /// ``copies(inFile:)`` of a String Catalog: each member written again at any depth, with
  /// its copies' JSON text as written (`{"stringUnit":{…}}`, cut after 4 KiB).
  static func copies(inCatalog path: String) -> [SourceLocation: [KeyCopy]] {
    guard let bytes = try? FileSystem.contents(of: path),
      let found = try? JSONDuplicateMembers.find(in: bytes, file: path)
    else { return [:] }
    var result: [SourceLocation: [KeyCopy]] = [:]
    for member in found {
      result[member.location] = member.copies.map { KeyCopy(location: $0.location, text: $0.text) }
    }
    return result
  }

  /// Each repeat's copies at the later copy's place (`copies` in file order, one per key
  /// written): the key's first copy, the one just before this one when that is another, and
  /// this one. A key written a thousand times shows three copies on each card, not all of them.
  private static func record(
    _ repeats: [DuplicateKeys.Repeat], _ copies: [KeyCopy], into result: inout [SourceLocation: [KeyCopy]]
  ) {
    for found in repeats {
      let shown =
        found.earlier == found.first
        ? [found.first, found.later] : [found.first, found.earlier, found.later]
      result[copies[found.later].location] = shown.map { copies[$0] }
    }
  }

  /// The repeated keys of every dictionary in `node`, the node's own first.
  private static func collect(
    _ node: PropertyListNode, file: String, into result: inout [SourceLocation: [KeyCopy]]
  ) {
    switch node.value {
    case .dictionary(let dictionary):
      let entries = dictionary.entries
      let repeats = DuplicateKeys.repeats(count: entries.count) { entries[$0].key }
      if !repeats.isEmpty {
        let copies = entries.map { KeyCopy(location: $0.keyLocation(in: file), text: text(of: $0.value)) }
        record(repeats, copies, into: &result)
      }
      for entry in entries { collect(entry.value, file: file, into: &result) }
    case .array(let items):
      for item in items { collect(item, file: file, into: &result) }
    default:
      break
    }
  }

  /// A value as the report shows it: a string as it is, a dictionary's entries
  /// one a line (`key: value`, a nested dictionary's indented below its key),
  /// an array's items one a line, another value as the file writes it.
  static func text(of node: PropertyListNode) -> String {
    switch node.value {
    case .string(let text), .integer(let text), .date(let text), .data(let text): return text
    case .real(let value): return "\(value)"
    case .bool(let value): return value ? "true" : "false"
    case .array(let items):
      return items.map { "- " + text(of: $0).replacing("\n", with: "\n  ") }.joined(separator: "\n")
    case .dictionary(let dictionary):
      return dictionary.entries.map { entry in
        if case .dictionary = entry.value.value {
          return entry.key + ":\n  " + text(of: entry.value).replacing("\n", with: "\n  ")
        }
        return entry.key + ": " + text(of: entry.value).replacing("\n", with: "\n  ")
      }.joined(separator: "\n")
    }
  }
}
