/// A map from strings to elements for the caches keyed by what callers pass
/// (`Accept-Language` values, requested languages, table names): open
/// addressing over ``EntryIndex``'s hash of the key's UTF-8 bytes, seeded
/// per process, where `Dictionary` runs SipHash over the string, a
/// measurable part of a request's cost (the server paths in
/// Benchmarks/README.md).
///
/// The seed keeps chosen collisions out of reach of callers who do not know
/// it, and every owner bounds the count (`Locked.remember(_:for:bound:)`),
/// so a probe never walks more than that many slots.
import LocalizedStrings
internal import InternalUtilities

struct StringMap<Element> {
  /// 1 + the index of an entry in `keys`, 0 for an empty slot; a power of
  /// two at least twice the number of entries (or empty).
  private var slots: [UInt32] = []
  private var keys: [String] = []
  private var elements: [Element] = []
  private let seed = EntryIndex.processSeed
  /// `SmallUTF8.isVerified`, read once: the hash, inlined here, then reads no global.
  private let smallStrings = SmallUTF8.isVerified

  /// How many keys have an element.
  var count: Int { keys.count }

  /// The element of `key`; setting replaces it or adds the key (a nil is
  /// not stored: the maps only add).
  subscript(key: String) -> Element? {
    get {
      guard !slots.isEmpty else { return nil }
      let mask = slots.count - 1
      var slot = EntryIndex.hash(key, seed: seed, smallStrings: smallStrings) & mask
      while true {
        let index = Int(slots[slot])
        if index == 0 { return nil }
        if keys[index - 1] == key { return elements[index - 1] }
        slot = (slot + 1) & mask
      }
    }
    set {
      guard let newValue else { return }
      if !slots.isEmpty, let index = index(of: key) {
        elements[index] = newValue
        return
      }
      if 2 * (keys.count + 1) > slots.count { grow() }
      keys.append(key)
      elements.append(newValue)
      place(keys.count - 1)
    }
  }

  /// What `body` reads of the element of `key`, in place (not copied out
  /// of the map); nil when there is none.
  @inline(__always)
  func read<Result>(_ key: String, _ body: (borrowing Element) -> Result) -> Result? {
    guard !slots.isEmpty, let index = index(of: key) else { return nil }
    return elements.withUnsafeBufferPointer { body($0[index]) }
  }

  /// Forgets every key.
  mutating func removeAll(keepingCapacity: Bool) {
    keys.removeAll(keepingCapacity: keepingCapacity)
    elements.removeAll(keepingCapacity: keepingCapacity)
    if keepingCapacity {
      for index in slots.indices { slots[index] = 0 }
    } else {
      slots = []
    }
  }

  private func index(of key: String) -> Int? {
    let mask = slots.count - 1
    var slot = EntryIndex.hash(key, seed: seed, smallStrings: smallStrings) & mask
    while true {
      let index = Int(slots[slot])
      if index == 0 { return nil }
      if keys[index - 1] == key { return index - 1 }
      slot = (slot + 1) & mask
    }
  }

  private mutating func place(_ index: Int) {
    let mask = slots.count - 1
    var slot = EntryIndex.hash(keys[index], seed: seed, smallStrings: smallStrings) & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = UInt32(index + 1)
  }

  private mutating func grow() {
    slots = [UInt32](repeating: 0, count: max(8, slots.count * 2))
    for index in keys.indices { place(index) }
  }
}

extension StringMap: Sendable where Element: Sendable {}

extension Locked {
  /// Remembers `element` for `key` in a map that holds at most `bound`
  /// keys: a full one starts anew, as ``remember(_:for:bound:)`` does for a dictionary.
  func remember<Element: Sendable>(_ element: Element, for key: String, bound: Int)
  where Value == StringMap<Element> {
    withLock { cache in
      if cache.count >= bound { cache.removeAll(keepingCapacity: true) }
      cache[key] = element
    }
  }
}
