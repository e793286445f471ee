import SourceFiles

extension StringEntry {
  /// Whether two entries say the same wherever they are in their file: the same kind,
  /// texts, variables (rule, value type, variants in order) and devices or widths. Two
  /// copies of a key that say the same are harmless: whichever wins, users see that text.
  package func hasSameTexts(as other: StringEntry) -> Bool {
    switch (self, other) {
    case (.string(let a), .string(let b)): return a.text == b.text
    case (.format(let a), .format(let b)):
      guard a.format.text == b.format.text, a.variableList.count == b.variableList.count else { return false }
      return zip(a.variableList, b.variableList).allSatisfy { a, b in
        a.name == b.name && a.ruleType == b.ruleType && a.valueType?.text == b.valueType?.text
          && a.variants.map(\.key) == b.variants.map(\.key)
          && a.variants.map(\.value.text) == b.variants.map(\.value.text)
      }
    case (.width(_, let a, _), .width(_, let b, _)):
      return a.map(\.width) == b.map(\.width) && a.map(\.value.text) == b.map(\.value.text)
    case (.device(_, let a, _), .device(_, let b, _)):
      return a.count == b.count
        && zip(a, b).allSatisfy { $0.device == $1.device && $0.value.hasSameTexts(as: $1.value) }
    default: return false
    }
  }

  /// The diagnostic of a key's second entry, `again`, in a file whose earlier entry
  /// for it was `first` (nil when that one was unusable): `duplicate-key`, or
  /// `identical-duplicate-key` (a note) when both say the same.
  package static func duplicate(
    key: String, first: StringEntry?, again: StringEntry?, at location: SourceLocation
  ) -> LocalizationDiagnostic {
    if let first, let again, first.hasSameTexts(as: again) {
      return .init(
        .identicalDuplicateKey, "key '\(key)' appears again with the same text; remove the copy", at: location
      )
    }
    return .init(.duplicateKey, "key '\(key)' appears again; the last one wins", at: location)
  }
}
