import LocalizedStrings
import Plurals
@_spi(TableFormat) import PluralTableFormat
import SourceFiles
internal import InternalUtilities

/// The tables a catalog has built, by the order of languages they serve
/// from (never forgotten: the orders come from the catalog's languages),
/// and the table each requested language got (bounded: requests come from
/// users).
///
/// The table of each of the catalog's own languages is also kept in a slot
/// of its own, set once and then read without a lock: the per-call path of
/// `format(_:_:language:options:)`.
final class TableCache: Sendable {
  let tables = Locked<[[String]: StringTable]>([:])
  let byRequest = Locked(StringMap<StringTable>())
  static let maximumRequests = 256
  /// The table of the catalog's language at each place of `languageSlots`,
  /// once made: set at most once (the one `tables` holds), never replaced.
  let byLanguage: LazyReferences<StringTable.Storage>
  /// The place of each of the catalog's languages, as written; never changed after init.
  let languageSlots: LanguageSlots
  /// The place of the first of the catalog's languages with each tag (the
  /// typed path: a slot's table serves every spelling of its tag), by the tag's locale key
  /// (a tag is its locale, and a locale its 64-bit key); never changed after init.
  let tagSlots: LanguageSlots

  init(languages: [String], candidates: [LocalizationMatcher.Candidate]) {
    languageSlots = LanguageSlots(languages)
    byLanguage = LazyReferences(count: languages.count)
    let tags = Dictionary(candidates.map { ($0.name, $0.tag) }, uniquingKeysWith: { first, _ in first })
    tagSlots = LanguageSlots(
      tagKeys: languages.enumerated().compactMap { place, language in
        tags[language].map { (Self.slotKey($0), place) }
      })
  }

  /// The place of the first of the catalog's languages whose tag is `tag`, nil for none.
  @inline(__always)
  func tagSlot(_ tag: LanguageTag) -> Int? { tagSlots[tagKey: Self.slotKey(tag)] }

  /// The key of `tag` in ``tagSlots``.
  @inline(__always)
  static func slotKey(_ tag: LanguageTag) -> UInt64 { tag.cldrLocale.key.rawValue }
}
