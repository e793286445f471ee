@_spi(TableFormat) internal import PluralTableFormat

// Locale lookups in the generated locale table: identifiers are read into
// table keys (TableFormat.LocaleKey) and looked up candidate by candidate;
// each entry (TableFormat.LocaleEntry) says where its data comes from.

extension PluralTables {
  static func entry(_ index: Int) -> TableFormat.LocaleEntry {
    TableFormat.LocaleEntry(rawValue: localeEntries[index])
  }

  static func key(_ index: Int) -> TableFormat.LocaleKey {
    TableFormat.LocaleKey(rawValue: localeKeys[index])
  }

  /// The locale table entries whose rules of `type` and whose plural ranges
  /// apply to `key`; nil where only root's do.
  @inline(__always)
  static func find(_ key: TableFormat.LocaleKey, _ type: PluralRuleType) -> (rules: Int?, ranges: Int?) {
    TableFormat.LocaleLookup.find(
      key, keys: localeKeys, entries: localeEntries, { $0.target(type) }, { $0.rangeTarget })
  }

  /// The explicit CLDR parent of `key`, if any.
  static func parent(of key: TableFormat.LocaleKey) -> TableFormat.LocaleKey? {
    TableFormat.LocaleLookup.index(of: key, in: localeKeys).flatMap { entry($0).parent }.map { Self.key($0) }
  }
}

extension TableFormat.LocaleEntry {
  /// Where the rules of `type` come from when this id is a lookup candidate.
  func target(_ type: PluralRuleType) -> Int? { type == .cardinal ? cardinalTarget : ordinalTarget }

  /// The id's own rule set of `type`.
  func ruleSet(_ type: PluralRuleType) -> Int? { type == .cardinal ? cardinalRuleSet : ordinalRuleSet }
}
