/// The place of each of a catalog's languages, found by the language's
/// UTF-8 bytes packed in two words: the per-call lookup of
/// `StringCatalog.format(_:_:language:options:)`, which hashes and compares
/// no string, as a ``StringMap`` lookup would.
///
/// Only the catalog's own languages are kept, each at most 15 bytes long (a
/// longer one is never found: it takes the catalog's locked path). As
/// nothing a caller passes is ever added, no seed is needed: a probe walks
/// at most as many slots as the catalog has languages.
struct LanguageSlots: Sendable {
  /// The packed bytes of each kept language, and its place.
  private let keys: [(low: UInt64, high: UInt64, place: Int)]
  /// 1 + an index of `keys`, 0 for an empty slot; a power of two at least twice their number.
  private let slots: [UInt32]

  init(_ languages: [String]) {
    var keys: [(low: UInt64, high: UInt64, place: Int)] = []
    for (place, language) in languages.enumerated() {
      guard let (low, high) = Self.pack(language), !keys.contains(where: { $0.low == low && $0.high == high })
      else { continue }
      keys.append((low, high, place))
    }
    var size = 8
    while size < 2 * keys.count { size *= 2 }
    var slots = [UInt32](repeating: 0, count: size)
    for (index, key) in keys.enumerated() {
      var slot = Self.hash(key.low, key.high) & (size - 1)
      while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
      slots[slot] = UInt32(index + 1)
    }
    self.keys = keys
    self.slots = slots
  }

  /// The place of `language` in the catalog's languages, spelled exactly as there.
  subscript(language: String) -> Int? {
    guard let (low, high) = Self.pack(language) else { return nil }
    let mask = slots.count - 1
    var slot = Self.hash(low, high) & mask
    while true {
      let index = Int(slots[slot])
      if index == 0 { return nil }
      let key = keys[index - 1]
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
