/// A String Catalog's localizations, each converted to an entry the first
/// time it is used (its key formatted or looked up, or the diagnostics or
/// states of its language asked for), once, and kept.
///
/// Converting every localization of the languages a table serves from was
/// a large part of loading a catalog and serving one language, and a process
/// formats few of a large catalog's keys. The scan at load
/// (``CatalogIndex``) already knows which localizations convert to an
/// entry, so a table chooses each key's language without converting. The
/// document's bytes are kept until the catalog goes.
///
/// Thread-safe: each localization's conversion sits in a set-once slot
/// (`LazyReferences`, rule 1 of InternalUtilities/Storage/UnsafeStorage.swift);
/// two threads converting the same localization at once convert the same
/// bytes, and the first result stored is the one every caller gets.
import LocalizedStrings
@_spi(InternalJSON) internal import InternalJSON
import SourceFiles
internal import InternalUtilities

final class CatalogLocalizations: Sendable {
  /// What converting one localization gave: its entry (nil when it has
  /// none, as the scan predicted), the diagnostics of its conversion and
  /// argument check in the converter's order, and its review state.
  struct Converted: Sendable {
    let entry: StringEntry?
    let diagnostics: [LocalizationDiagnostic]
    let state: String?
  }

  let bytes: [UInt8]
  let file: String
  let index: CatalogIndex
  let sourceLanguage: String
  /// Each key once, in the order of its first member in `strings`.
  let uniqueKeys: [String]
  /// The places in `index.keys` of each of `uniqueKeys` (more than one for a key written twice).
  let orders: [[Int]]
  /// The place of each key in `uniqueKeys`.
  let places: [String: Int]
  /// The place of each key's first localization among all of them (a localization's number is
  /// `starts[order] + memberOrder`), then the number of localizations.
  private let starts: [Int]
  /// Every localization, by number, set once when first converted.
  private let converted: LazyReferences<Cell<Converted>>

  init(bytes: [UInt8], file: String, index: CatalogIndex, sourceLanguage: String) {
    self.bytes = bytes
    self.file = file
    self.index = index
    self.sourceLanguage = sourceLanguage
    var starts: [Int] = []
    starts.reserveCapacity(index.keys.count + 1)
    var uniqueKeys: [String] = []
    var orders: [[Int]] = []
    var places: [String: Int] = [:]
    places.reserveCapacity(index.keys.count)
    var count = 0
    for (order, key) in index.keys.enumerated() {
      starts.append(count)
      count += key.localizations.count
      if let place = places[key.key] {
        orders[place].append(order)
      } else {
        places[key.key] = uniqueKeys.count
        uniqueKeys.append(key.key)
        orders.append([order])
      }
    }
    starts.append(count)
    self.starts = starts
    self.uniqueKeys = uniqueKeys
    self.orders = orders
    self.places = places
    converted = LazyReferences(count: count)
  }

  /// Where the key at `place` in `uniqueKeys` is written: its last member's key in `strings`
  /// (a later member replaces an earlier one), its opening quote.
  func position(ofKeyAt place: Int) -> SourcePosition {
    index.keys[orders[place][orders[place].count - 1]].place
  }

  /// The number of the localization `memberOrder` of the key at `order` in `index.keys`.
  func number(order: Int, memberOrder: Int) -> Int { starts[order] + memberOrder }

  /// The localization of `language` whose entry the key at `place` in
  /// `uniqueKeys` has: the last one that has an entry, as a later member
  /// of `strings` replaces an earlier one; nil when none has.
  func localization(ofKeyAt place: Int, language: String) -> Int? {
    var found: Int?
    for order in orders[place] {
      for (memberOrder, localization) in index.keys[order].localizations.enumerated()
      where localization.hasEntry && localization.language == language {
        found = number(order: order, memberOrder: memberOrder)
      }
    }
    return found
  }

  /// The entry of `key` in exactly `language`, converted the first time.
  func entry(of key: String, language: String) -> StringEntry? {
    guard let place = places[key], let number = localization(ofKeyAt: place, language: language) else {
      return nil
    }
    return converted(number).entry
  }

  /// The localization numbered `number`, converted the first time.
  func converted(_ number: Int) -> Converted {
    converted.get(number) { Cell(convert(number)) }._withUnsafeGuaranteedRef { $0.value }
  }

  /// How many localizations have been converted (for tests).
  var convertedCount: Int { (0..<(starts.last ?? 0)).count { converted.load($0) != nil } }

  /// The languages of which some localization has been converted (for tests).
  var convertedLanguages: Set<String> {
    var languages: Set<String> = []
    for (order, key) in index.keys.enumerated() {
      for (memberOrder, localization) in key.localizations.enumerated()
      where converted.load(number(order: order, memberOrder: memberOrder)) != nil {
        languages.insert(localization.language)
      }
    }
    return languages
  }

  private func convert(_ number: Int) -> Converted {
    // The key whose localizations include `number`: the last start not after it.
    var low = 0
    var high = index.keys.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= number { low = middle } else { high = middle - 1 }
    }
    let key = index.keys[low]
    let localization = key.localizations[number - starts[low]]
    var converter = CatalogConverter(sourceLanguage: sourceLanguage)
    var reader = JSONReader.resumed(bytes, file: file, at: localization.mark)
    // The whole document was checked by the scan; a failure here would be a bug, and gives no entry.
    guard let node = try? reader.value(depth: CatalogIndex.localizationDepth) else {
      return Converted(entry: nil, diagnostics: [], state: nil)
    }
    let entry = converter.entry(key: key.key, language: localization.language, node: node)
    if let entry { converter.checkArguments(entry, key: key.key, language: localization.language) }
    assert((entry != nil) == localization.hasEntry, "the scan and the converter disagree on '\(key.key)'")
    return Converted(
      entry: entry, diagnostics: converter.diagnostics,
      state: converter.states[key.key]?[localization.language])
  }

  /// The diagnostics of `languages`, in document order (see ``keyedDiagnostics(of:)``).
  func diagnostics(of languages: some Sequence<String>) -> [LocalizationDiagnostic] {
    keyedDiagnostics(of: languages).map(\.diagnostic)
  }

  /// The same, each with the key and the language of the localization it
  /// is about. Converts every localization of `languages` not converted
  /// yet. In document order: by the localization's place in the document
  /// (its key's member of `strings`, then its member of `localizations`),
  /// then in the order its conversion found them; the same whichever keys
  /// were converted before.
  func keyedDiagnostics(of languages: some Sequence<String>) -> [(
    key: String, language: String, diagnostic: LocalizationDiagnostic
  )] {
    var tagged:
      [(order: Int, memberOrder: Int, sequence: Int, language: String, diagnostic: LocalizationDiagnostic)] =
        []
    for language in languages {
      for (order, memberOrder) in index.places[language] ?? [] {
        for diagnostic in converted(number(order: order, memberOrder: memberOrder)).diagnostics {
          tagged.append((order, memberOrder, tagged.count, language, diagnostic))
        }
      }
    }
    tagged.sort { ($0.order, $0.memberOrder, $0.sequence) < ($1.order, $1.memberOrder, $1.sequence) }
    return tagged.map { (index.keys[$0.order].key, $0.language, $0.diagnostic) }
  }

  /// The review state of each key's localization, by language, for every
  /// language of `languages` (converting those not converted yet). A key
  /// written twice has the state its units give in document order: the
  /// last one not `translated`, else `translated`.
  func states(of languages: some Sequence<String>) -> [String: [String: String]] {
    var states: [String: [String: String]] = [:]
    for language in languages {
      for (order, memberOrder) in index.places[language] ?? [] {
        guard let state = converted(number(order: order, memberOrder: memberOrder)).state else { continue }
        let key = index.keys[order].key
        if states[key]?[language] == nil || state != "translated" {
          states[key, default: [:]][language] = state
        }
      }
    }
    return states
  }
}

/// The diagnostics of a catalog's table: those of the languages it serves
/// from, made (converting what is not converted yet) the first time they
/// are asked for, then kept.
final class CatalogTableDiagnostics: MadeDiagnostics {
  let localizations: CatalogLocalizations
  let languages: Set<String>
  private let made = LazyReference<Cell<[LocalizationDiagnostic]>>()

  init(localizations: CatalogLocalizations, languages: Set<String>) {
    self.localizations = localizations
    self.languages = languages
  }

  var diagnostics: [LocalizationDiagnostic] {
    made.get { Cell(localizations.diagnostics(of: languages)) }._withUnsafeGuaranteedRef { $0.value }
  }
}

/// The entries of a catalog's table, made from the catalog's localizations
/// on first use: each key's entry is the converted localization the table
/// chose for it at load, or the key itself as a plain string (a key with
/// no localization stands for itself, Xcode's convention).
final class CatalogEntries: MadeEntries {
  let localizations: CatalogLocalizations
  /// Each key's localization number (see ``CatalogLocalizations``), or -1 for the key itself.
  let sources: [Int]
  let keys: [String]
  let path: String
  private let all = LazyReference<Cell<[String: StringEntry]>>()

  init(localizations: CatalogLocalizations, keys: [String], sources: [Int], path: String) {
    self.localizations = localizations
    self.keys = keys
    self.sources = sources
    self.path = path
  }

  /// The entry of the key at `index` in `keys` (its conversion kept by the catalog); a key
  /// without a localization is placed where it is written (its last member, which counts).
  func entry(_ index: Int) -> StringEntry {
    let source = sources[index]
    if source >= 0, let entry = localizations.converted(source).entry { return entry }
    return .string(LocatedString(keys[index], at: localizations.position(ofKeyAt: index).location(in: path)))
  }

  /// Every entry by key, made the first time.
  var entries: [String: StringEntry] {
    all.get { Cell(Dictionary(uniqueKeysWithValues: keys.indices.map { (keys[$0], entry($0)) })) }
      ._withUnsafeGuaranteedRef { $0.value }
  }
}
