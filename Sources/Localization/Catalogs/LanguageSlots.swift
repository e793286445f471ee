/// The place of each of a catalog's languages, found by two words: the
/// language's UTF-8 bytes packed (``init(_:)``), or its tag's 64-bit locale
/// key (``init(tagKeys:)``). The per-call lookups of
/// `StringCatalog.format(_:_:language:options:)`, which hash and compare no
/// string and call no `Hasher`, as a ``StringMap`` or `Dictionary` lookup would.
///
/// Only the catalog's own languages are kept; by their bytes, each at most 15 bytes
/// long (a longer one is never found: it takes the catalog's locked path). As
/// nothing a caller passes is ever added, no seed is needed: a probe walks
/// at most one slot more than the catalog has languages (at least half the slots are
/// empty). Of equal keys, the first place is kept.
///
/// ```swift
/// LanguageSlots(["en", "pl"])["pl"]                          // 1
/// LanguageSlots(tagKeys: [(key: 7, place: 0)])[tagKey: 7]    // 0
/// ```
///
/// - Complexity: O(1) expected a lookup (slots at least twice the keys).
struct LanguageSlots: Sendable {
  /// Each kept key's two words and place, at its slot; a place of -1 for an empty slot. A
  /// power of two at least twice the keys, so that a probe reads one array.
  private let slots: [(low: UInt64, high: UInt64, place: Int)]

  /// The slots of `languages` as written, each found by its bytes.
  init(_ languages: [String]) {
    self.init(
      packed: languages.enumerated().compactMap { place, language in
        Self.pack(language).map { ($0.low, $0.high, place) }
      })
  }

  /// The slots of locale keys (a tag's `CLDRLocale.key`), each with its place.
  init(tagKeys: [(key: UInt64, place: Int)]) {
    self.init(packed: tagKeys.map { ($0.key, 0, $0.place) })
  }

  private init(packed: [(low: UInt64, high: UInt64, place: Int)]) {
    var keys: [(low: UInt64, high: UInt64, place: Int)] = []
    for key in packed where !keys.contains(where: { $0.low == key.low && $0.high == key.high }) {
      keys.append(key)
    }
    var size = 8
    while size < 2 * keys.count { size *= 2 }
    var slots = [(low: UInt64, high: UInt64, place: Int)](repeating: (0, 0, -1), count: size)
    for key in keys {
      var slot = Self.hash(key.low, key.high) & (size - 1)
      while slots[slot].place >= 0 { slot = (slot + 1) & (size - 1) }
      slots[slot] = key
    }
    self.slots = slots
  }

  /// The place of `language` in the catalog's languages, spelled exactly as there.
  @inline(__always)
  subscript(language: String) -> Int? {
    guard let (low, high) = Self.pack(language) else { return nil }
    return place(low, high)
  }

  /// The place of the first of the catalog's languages whose tag's locale key is `key`.
  @inline(__always)
  subscript(tagKey key: UInt64) -> Int? { place(key, 0) }

  @inline(__always)
  private func place(_ low: UInt64, _ high: UInt64) -> Int? {
    let mask = slots.count - 1
    var slot = Self.hash(low, high) & mask
    while true {
      let key = slots[slot]
      if key.place < 0 { return nil }
      if key.low == low && key.high == high { return key.place }
      slot = (slot + 1) & mask
    }
  }

  /// The UTF-8 bytes of `language` in two words, its length in the top
  /// byte (so that a trailing NUL byte still makes another key); nil past 15 bytes.
  @inline(__always)
  static func pack(_ language: String) -> (low: UInt64, high: UInt64)? { SmallUTF8.pack(language) }

  @inline(__always)
  static func hash(_ low: UInt64, _ high: UInt64) -> Int {
    let (upper, lower) = (low ^ high &* 0x9E37_79B9_7F4A_7C15).multipliedFullWidth(by: 0xBF58_476D_1CE4_E5B9)
    return Int(truncatingIfNeeded: upper ^ lower)
  }
}
