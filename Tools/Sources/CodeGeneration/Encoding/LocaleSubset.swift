import CLDRData
@_spi(TableFormat) import PluralTableFormat
import SourceFiles

extension CLDRPluralData {
  /// The data of `requested` locales only (BCP 47 or CLDR spellings):
  /// every locale of their languages, the locales they fall back to, root,
  /// and the parent entries that change a lookup. Any identifier of those
  /// languages resolves to the same rules as with the whole data; other
  /// languages get root's.
  ///
  /// Throws when a requested locale has no cardinal rules of its own
  /// language in the data.
  func restricted(to requested: [String]) throws(GeneratorFailure) -> CLDRPluralData {
    let location = SourceLocation(file: "--locales", line: 1, column: 1)
    var keys: [TableFormat.LocaleKey] = []
    for id in requested {
      guard let key = TableFormat.LocaleKey(id), key != .root else {
        throw GeneratorFailure(diagnostics: [
          CLDRDataError(.invalidContent, "'\(id)' is not a locale identifier", at: location)
        ])
      }
      keys.append(key)
    }
    let full = LocaleKeySets(self)
    let cardinalLookup = full.tables.resolver(for: full.cardinal)
    for (id, key) in zip(requested, keys) where cardinalLookup(key) == nil {
      throw GeneratorFailure(
        diagnostics: [
          CLDRDataError(.invalidContent, "CLDR \(version) has no plural rules for '\(id)'", at: location)
        ])
    }
    let languages = Set(keys.map(\.language))
    func relevant(_ key: TableFormat.LocaleKey) -> Bool { languages.contains(key.language) }
    var probes = Set(keys)
    for table in [full.cardinal, full.ordinal, full.ranges] { probes.formUnion(table.filter(relevant)) }
    probes.formUnion(full.tables.parents.keys.filter(relevant))
    let expected = full.resolutions(of: probes)

    // Keep every locale of the languages and what their lookups reach, then
    // drop the parent entries that change no lookup.
    let targets = Set(expected.flatMap { $0.value.compactMap { $0 } })
    func kept(_ table: Set<TableFormat.LocaleKey>) -> Set<TableFormat.LocaleKey> {
      table.filter { $0 == .root || relevant($0) || targets.contains($0) }
    }
    var subset = full
    subset.cardinal = kept(full.cardinal)
    subset.ordinal = kept(full.ordinal)
    subset.ranges = kept(full.ranges)
    let reached = languages.union(targets.map(\.language))
    subset.tables.parents = full.tables.parents.filter { reached.contains($0.key.language) }
    for child in subset.tables.parents.keys.sorted() {
      var trial = subset
      trial.tables.parents[child] = nil
      if trial.resolutions(of: probes) == expected { subset = trial }
    }
    guard subset.resolutions(of: probes) == expected else {
      throw GeneratorFailure(
        diagnostics: [
          CLDRDataError(
            .invalidContent, "the locale subset does not resolve like the whole data", at: location)
        ])
    }

    var result = self
    func filter(_ groups: [CLDRRuleGroup], _ keep: Set<TableFormat.LocaleKey>) -> [CLDRRuleGroup] {
      groups.compactMap { group in
        var group = group
        group.locales = group.locales.filter { LocaleTables.key($0).map(keep.contains) ?? false }
        return group.locales.isEmpty ? nil : group
      }
    }
    result.cardinal = filter(cardinal, subset.cardinal)
    result.ordinal = filter(ordinal, subset.ordinal)
    result.ranges = ranges.compactMap { group in
      var group = group
      group.locales = group.locales.filter { LocaleTables.key($0).map(subset.ranges.contains) ?? false }
      return group.locales.isEmpty ? nil : group
    }
    let parentIDs = Set(subset.tables.parents.keys.map(\.identifier))
    result.parentLocales = parentLocales.filter { parentIDs.contains($0.key) }
    return result
  }
}

/// The locales of each table as key sets, for resolving lookups while subsetting.
struct LocaleKeySets {
  var cardinal: Set<TableFormat.LocaleKey>
  var ordinal: Set<TableFormat.LocaleKey>
  var ranges: Set<TableFormat.LocaleKey>
  var tables = LocaleTables()

  init(_ data: CLDRPluralData) {
    func keys(_ locales: [String]) -> Set<TableFormat.LocaleKey> { Set(locales.compactMap(LocaleTables.key)) }
    cardinal = keys(data.cardinal.flatMap(\.locales))
    ordinal = keys(data.ordinal.flatMap(\.locales))
    ranges = keys(data.ranges.flatMap(\.locales))
    tables.parents = LocaleTables.parents(data)
  }

  /// Where each key's lookups end, in the cardinal, ordinal and range tables.
  func resolutions(of keys: Set<TableFormat.LocaleKey>) -> [TableFormat.LocaleKey: [TableFormat.LocaleKey?]] {
    let lookups = [cardinal, ordinal, ranges].map(tables.resolver)
    var result: [TableFormat.LocaleKey: [TableFormat.LocaleKey?]] = [:]
    for key in keys {
      result[key] = lookups.map { $0(key) }
    }
    return result
  }
}
