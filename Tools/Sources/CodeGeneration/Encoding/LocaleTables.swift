import CLDRData
@_spi(TableFormat) import PluralTableFormat

/// The locale tables of the generated file, keyed by ``TableFormat/LocaleKey``:
/// which rule set (cardinal, ordinal) or range table each CLDR locale uses,
/// and CLDR's parent locales.
struct LocaleTables {
  var cardinal: [TableFormat.LocaleKey: Int] = [:]
  var ordinal: [TableFormat.LocaleKey: Int] = [:]
  var ranges: [TableFormat.LocaleKey: Int] = [:]
  var parents: [TableFormat.LocaleKey: TableFormat.LocaleKey] = [:]

  /// The key of a CLDR id, when the id is exactly what the key spells
  /// (`ca_ES_valencia` has a variant and is no key).
  static func key(_ id: String) -> TableFormat.LocaleKey? {
    guard let key = TableFormat.LocaleKey(id), key.identifier == id else { return nil }
    return key
  }

  /// The parent table of `data`: entries whose child a key cannot spell
  /// (variants) are left out, since no lookup ever asks for them.
  static func parents(_ data: CLDRPluralData) -> [TableFormat.LocaleKey: TableFormat.LocaleKey] {
    var result: [TableFormat.LocaleKey: TableFormat.LocaleKey] = [:]
    for (child, parent) in data.parentLocales {
      if let child = key(child), let parent = key(parent) { result[child] = parent }
    }
    return result
  }

  /// A lookup in `table` as the runtime makes it: the entry a key resolves
  /// to, or nil (root only).
  func resolver(for table: Set<TableFormat.LocaleKey>) -> (TableFormat.LocaleKey) -> TableFormat.LocaleKey? {
    let keys = table.map(\.rawValue).sorted()
    let sortedParents = parents.sorted { $0.key < $1.key }
    let children = sortedParents.map(\.key.rawValue)
    let parentKeys = sortedParents.map(\.value.rawValue)
    return { key in
      TableFormat.LocaleLookup.resolve(key, in: keys, children: children, parents: parentKeys)
        .map { TableFormat.LocaleKey(rawValue: keys[$0]) }
    }
  }

  /// The generated locale table: every id with data, every parent and
  /// child of CLDR's parent locales, sorted by key, each with its
  /// ``TableFormat/LocaleEntry`` (own data, parent, lookup targets).
  func write(to out: inout SwiftWriter) throws(TableFormat.FieldOverflow) {
    var all = Set(cardinal.keys).union(ordinal.keys).union(ranges.keys).union(parents.keys)
    all.formUnion(parents.values)
    let keys = all.sorted()
    let position = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
    let sortedParents = parents.sorted { $0.key < $1.key }
    let children = sortedParents.map(\.key.rawValue)
    let parentKeys = sortedParents.map(\.value.rawValue)
    /// The locale table entry a candidate resolves to in `table`.
    func target(_ key: TableFormat.LocaleKey, _ table: [TableFormat.LocaleKey: Int]) -> Int? {
      let tableKeys = table.keys.map(\.rawValue).sorted()
      return TableFormat.LocaleLookup.resolve(
        candidate: key, in: tableKeys, children: children, parents: parentKeys
      )
      .map { position[TableFormat.LocaleKey(rawValue: tableKeys[$0])]! }
    }
    var entries: [TableFormat.LocaleEntry] = []
    for key in keys {
      entries.append(
        try TableFormat.LocaleEntry(
          cardinalTarget: target(key, cardinal), ordinalTarget: target(key, ordinal),
          rangeTarget: target(key, ranges),
          parent: parents[key].map { position[$0]! }, cardinalRuleSet: cardinal[key],
          ordinalRuleSet: ordinal[key],
          rangeTable: ranges[key]))
    }
    out.comment(
      "Locale ids (TableFormat.LocaleKey), sorted: those with data and those of CLDR's parent locales.")
    out.keyArray("localeKeys", keys)
    out.comment(
      "Beside each id (TableFormat.LocaleEntry): its rule sets, range table and parent, and lookup targets.")
    out.line("  static let localeEntries: [UInt64] = [")
    for (key, entry) in zip(keys, entries) {
      out.line("    0x" + String(entry.rawValue, radix: 16, uppercase: true) + ",  // " + key.identifier)
    }
    out.line("  ]")
  }
}
