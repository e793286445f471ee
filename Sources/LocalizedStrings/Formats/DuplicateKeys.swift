import SourceFiles

/// Keys that come twice in one dictionary or object, told the same way by
/// every reader: a `.stringsdict`'s dictionaries at each level (the general
/// reader's; the direct reader gives such a file up), a String Catalog's
/// JSON objects (``JSONDuplicateMembers``), a `.strings` file's keys.
///
/// Readers keep one copy and drop the other. This package keeps the last
/// (a property list dictionary's later key, a JSON object's later member,
/// a `.strings` file's later line), as Apple's XML property list parser does
/// (`CFDictionarySetValue` for each key, swift-corelibs-foundation's
/// CFPropertyList.c). Apple's binary property list reader adds the keys with
/// `CFDictionaryAddValue` when it makes mutable containers, which keeps the
/// first; what its immutable path keeps is not known here. `NSJSONSerialization`
/// was reported (2015) to keep the first member; what Xcode's reader of
/// String Catalogs keeps is not known. So a file whose copies differ means
/// different things to different readers: that is an error
/// (`duplicate-key`), and identical copies a note.
package enum DuplicateKeys {
  /// A key written again: the indices of its first copy, of the copy
  /// before this one, and of this one.
  package struct Repeat: Sendable, Equatable {
    package var first: Int
    package var earlier: Int
    package var later: Int
  }

  /// Each of `count` keys (in file order) that an earlier one has, in order.
  ///
  /// - Complexity: O(*n*) expected (up to 8 keys are compared pairwise).
  package static func repeats(count: Int, key: (Int) -> String) -> [Repeat] {
    var found: [Repeat] = []
    if count <= 8 {
      // A variable's or an entry's few keys: compared pairwise, nothing hashed or allocated.
      for later in 0..<count where later > 0 {
        let name = key(later)
        var first = -1
        var earlier = -1
        for index in 0..<later where PropertyListDictionary.same(key(index), name) {
          if first < 0 { first = index }
          earlier = index
        }
        if first >= 0 { found.append(Repeat(first: first, earlier: earlier, later: later)) }
      }
      return found
    }
    var seen = [ScalarKey: (first: Int, last: Int)](minimumCapacity: count)
    for index in 0..<count {
      let name = ScalarKey(key(index))
      if let known = seen[name] {
        found.append(Repeat(first: known.first, earlier: known.last, later: index))
        seen[name] = (known.first, index)
      } else {
        seen[name] = (index, index)
      }
    }
    return found
  }

  /// Each of `count` keys (in file order) that looks like an earlier one, being canonically
  /// equal to it (`String ==`: `café` with U+00E9, and with `e` U+0301), but is spelled with
  /// other scalars, with the index of the first key of that look: two keys to Apple's
  /// lookups, which compare scalars. A repeat of a spelling met already is not one
  /// (``repeats(count:key:)`` tells those).
  ///
  /// - Complexity: O(*n*) expected; nothing is hashed when every key is ASCII.
  package static func lookAlikes(count: Int, key: (Int) -> String) -> [(first: Int, later: Int)] {
    // An ASCII key can look like a non-ASCII one (K and the Kelvin sign U+212A), not like another ASCII key.
    guard (0..<count).contains(where: { !key($0).utf8.allSatisfy { $0 < 0x80 } }) else { return [] }
    var spellings = Set<ScalarKey>(minimumCapacity: count)
    var looks = [String: Int](minimumCapacity: count)
    var found: [(first: Int, later: Int)] = []
    for index in 0..<count {
      let name = key(index)
      guard spellings.insert(ScalarKey(name)).inserted else { continue }
      if let first = looks[name] {
        found.append((first, index))
      } else {
        looks[name] = index
      }
    }
    return found
  }
}

extension LocalizationDiagnostic {
  /// `duplicate-key` for `subject` (`key 'title'`, `variant 'one' of
  /// variable 'n' in 'files'`) written again at `location`, the first time at
  /// `first` (in the same file): an error where this copy differs from the
  /// one before it, `identical-duplicate-key` (a note) where it is `identical`.
  package static func duplicateKey(
    _ subject: String, at location: SourceLocation, first: SourceLocation, identical: Bool
  ) -> LocalizationDiagnostic {
    let place = "first at line \(first.line), column \(first.column)"
    return LocalizationDiagnostic(
      identical ? .identicalDuplicateKey : .duplicateKey,
      identical
        ? "\(subject) appears again (\(place)), an identical copy; remove it"
        : "\(subject) appears again (\(place)) with another value: readers drop one of the copies (which one differs between readers); keep the one meant",
      at: location, suggestion: identical ? .removeEntry : nil)
  }
}

extension LocalizationDiagnostic {
  /// `key-look-alike` for `later`, a key at `location` that looks like `earlier`, the key at
  /// `first` (in the same file), but is spelled with other scalars: the message names the
  /// first character whose scalars differ (`U+0065 U+0301` against `U+00E9`).
  package static func keyLookAlike(
    _ later: String, at location: SourceLocation, like earlier: String, first: SourceLocation
  ) -> LocalizationDiagnostic {
    let pair = zip(later, earlier).first { !String($0).hasSameScalars(as: String($1)) }
    let scalars = { (character: Character) in
      character.unicodeScalars.map(PrintableText.codePoint).joined(separator: " ")
    }
    let spelled = pair.map { " (\(scalars($0)) where that key has \(scalars($1)))" } ?? ""
    return LocalizationDiagnostic(
      .keyLookAlike,
      "key '\(later)' looks the same as the key at line \(first.line), column \(first.column) but is spelled with other characters\(spelled): Apple's lookups keep the two apart, so code finds only the one it spells; keep one spelling",
      at: location)
  }
}

extension PropertyListNode {
  /// Whether `other` holds the same value, wherever each is written
  /// (dictionaries' keys in the same order), texts scalar for scalar
  /// (`String.hasSameScalars(as:)`): a copy that only looks the same is another value.
  package func hasSameValue(as other: PropertyListNode) -> Bool {
    switch (value, other.value) {
    case (.string(let a), .string(let b)), (.integer(let a), .integer(let b)), (.date(let a), .date(let b)),
      (.data(let a), .data(let b)):
      return a.hasSameScalars(as: b)
    case (.real(let a), .real(let b)): return a == b || (a.isNaN && b.isNaN)
    case (.bool(let a), .bool(let b)): return a == b
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.hasSameValue(as: $1) }
    case (.dictionary(let a), .dictionary(let b)):
      return a.entries.count == b.entries.count
        && zip(a.entries, b.entries).allSatisfy {
          $0.key.hasSameScalars(as: $1.key) && $0.value.hasSameValue(as: $1.value)
        }
    default: return false
    }
  }
}

extension PropertyListDictionary {
  /// `duplicate-key` for each key written again, in file order; `subject`
  /// names a key in messages (`key 'title'`).
  package func duplicateKeyDiagnostics(in file: String, subject: (String) -> String)
    -> [LocalizationDiagnostic]
  {
    duplicateKeys(in: file, subject: subject).map(\.diagnostic)
  }

  /// ``duplicateKeyDiagnostics(in:subject:)``, each with the index of the entry it is about.
  package func duplicateKeys(in file: String, subject: (String) -> String) -> [(
    index: Int, diagnostic: LocalizationDiagnostic
  )] {
    DuplicateKeys.repeats(count: entries.count) { entries[$0].key }.map { found in
      (
        found.later,
        .duplicateKey(
          subject(entries[found.later].key), at: entries[found.later].keyLocation(in: file),
          first: entries[found.first].keyLocation(in: file),
          identical: entries[found.earlier].value.hasSameValue(as: entries[found.later].value))
      )
    }
  }
}
