internal import InternalUtilities
import SourceFiles

/// The entries of a table by key, for formatting: open addressing over a
/// cheap hash of the key's UTF-8 bytes, seeded per process (the keys come
/// from files, so their collisions cannot be chosen without the seed).
///
/// A lookup of a short key hashes the two words it packs into where `Dictionary`
/// runs SipHash over it; ``StringTable/entries`` stays the public dictionary.
@usableFromInline package struct EntryIndex: Sendable {
  /// The index of a key in `keys` in the low 31 bits, bit 31 set (``takenBit``: no taken
  /// slot is 0), the top 32 bits of its hash above (``tag(_:)``), 0 for an empty slot
  /// (the index read without a subtraction or its overflow check); a power of two at
  /// least four times the number of keys (8 bytes a slot: 32 to 64 a key),
  /// so that runs of taken slots stay short (a lookup probes little more than
  /// one slot on average). A probe compares the tags before the strings:
  /// passing another key's slot costs a comparison of two words, not of two
  /// strings.
  private let slots: [UInt64]
  /// The keys, in the tape's order (file order) for a tape.
  let keys: [String]
  /// Boxed (``PlannedEntry``): a lookup hands out one reference, not a copy of the enum. A
  /// box is made on the key's first lookup, as its plan parses the entry's
  /// strings (most keys of a large file are never formatted by a process).
  private let boxes: LazyBoxes
  private let seed: UInt64
  /// ``SmallUTF8/isVerified``, read once at build: the global costs a `swift_once` check each read.
  private let smallStrings: Bool

  /// The seed of every index and `StringMap` (Localization) of the process.
  package static let processSeed: UInt64 = {
    var hasher = Hasher()
    hasher.combine(0x5EED as UInt16)
    return UInt64(truncatingIfNeeded: hasher.finalize())
  }()

  /// An index of entries built already.
  init(_ entries: [String: StringEntry]) {
    let keys = Array(entries.keys)
    self.init(uniqueKeys: keys, .listed(keys.map { entries[$0]! }, byKey: entries))!
  }

  /// An index of `keys` (no two spelled with the same scalars), the entry of each at the same
  /// place in `entries`: keys that look alike are two (``DuplicateKeys/lookAlikes(count:key:)``),
  /// and one in ``entries``: the later's.
  init(listing keys: [String], _ entries: [StringEntry]) {
    let byKey = Dictionary(zip(keys, entries), uniquingKeysWith: { _, later in later })
    self.init(uniqueKeys: keys, .listed(entries, byKey: byKey), keepingLookAlikes: true)!
  }

  /// An index of `keys`, the key of each entry of `source` (in the tape's
  /// order for a tape); nil when a key is there twice (spelled with the same scalars), when
  /// two keys look alike (canonically equal, other scalars) unless `keepingLookAlikes`,
  /// for every `seed` (tests pass others than ``processSeed``), or for 2³¹ keys or more.
  init?(
    uniqueKeys keys: [String], _ source: EntrySource, seed: UInt64 = processSeed,
    keepingLookAlikes: Bool = false
  ) {
    // Every index fits below the taken bit (no table comes near 2³¹ keys); else no index.
    guard keys.count <= Self.indexMask else { return nil }
    var size = 8
    while size < 4 * keys.count { size *= 2 }
    var slots = [UInt64](repeating: 0, count: size)
    for (index, key) in keys.enumerated() {
      let hash = Self.hash(key, seed: seed)
      var slot = hash & (size - 1)
      while slots[slot] != 0 {
        if keys[Self.index(slots[slot])].hasSameScalars(as: key) { return nil }
        slot = (slot + 1) & (size - 1)
      }
      slots[slot] = Self.tag(hash) | Self.takenBit | UInt64(index)
    }
    // The byte hash parts canonically equal spellings (NFC `café`, NFD `cafe\u{301}`) that
    // `String ==` takes as one: found as `Dictionary` finds them, by `Set`.
    let lookAlikes = keys.contains { !$0.utf8.allSatisfy { $0 < 0x80 } } && Set(keys).count != keys.count
    if lookAlikes && !keepingLookAlikes { return nil }
    self.slots = slots
    self.keys = keys
    boxes = LazyBoxes(source, count: keys.count)
    self.seed = seed
    smallStrings = SmallUTF8.isVerified
  }

  /// An index of the entries of `tape`, made on first use; nil when a key
  /// is there twice (the general reader reports it).
  init?(tape: StringsdictTape) { self.init(uniqueKeys: tape.keys, .tape(tape)) }

  /// The tape the entries are made from, if they are (for tests).
  var tape: StringsdictTape? {
    if case .tape(let tape) = boxes.source { return tape }
    return nil
  }

  /// Every entry by key (a tape makes those not made yet, the first time).
  var entries: [String: StringEntry] {
    switch boxes.source {
    case .listed(_, let byKey): byKey
    case .tape(let tape): tape.entries
    case .made(let made): made.entries
    }
  }

  /// The entry of `key`, if any; a tape's made for the caller and not kept, unless made
  /// already (``StringsdictTape/transientEntry(_:)``).
  func transientEntry(for key: String) -> StringEntry? {
    switch boxes.source {
    case .listed(let entries, _): return position(of: key).map { entries[$0] }
    case .tape(let tape): return position(of: key).map { tape.transientEntry($0) }
    // A catalog keeps what it converts (its diagnostics come from the same conversion).
    case .made(let made): return position(of: key).map { made.entry($0) }
    }
  }

  /// The entries at `range` of `keys`, each with its key, in order, for a tape (by place
  /// on the tape, without looking each key up): true; else false, and the caller walks
  /// its keys.
  func forEachTapeEntry(in range: Range<Int>, _ body: (String, StringEntry) throws -> Void) rethrows -> Bool {
    guard case .tape(let tape) = boxes.source else { return false }
    for index in range { try body(keys[index], tape.transientEntry(index)) }
    return true
  }

  /// The index of `key` in `keys`, if it is there.
  @inline(__always)
  private func position(of key: String) -> Int? {
    let mask = slots.count - 1
    let hash = Self.hash(key, seed: seed, smallStrings: smallStrings)
    let tag = Self.tag(hash)
    var slot = hash & mask
    while true {
      let entry = slots[slot]
      if entry == 0 { return nil }
      // `==` takes keys that look alike as one, but their bytes hash apart: a look-alike is met
      // here only when its 32-bit tag is this key's, which a file cannot choose without the seed.
      if entry & Self.tagMask == tag, keys[Self.index(entry)] == key { return Self.index(entry) }
      slot = (slot + 1) & mask
    }
  }

  private static let tagMask: UInt64 = 0xFFFF_FFFF_0000_0000

  /// The top 32 bits of `hash`, in place in a slot.
  @inline(__always)
  private static func tag(_ hash: Int) -> UInt64 { UInt64(UInt(bitPattern: hash)) & tagMask }

  /// Set in every taken slot, above its index.
  private static let takenBit: UInt64 = 1 << 31
  private static let indexMask = 0x7FFF_FFFF

  /// The index in `keys` of a slot's key (the slot not empty).
  @inline(__always)
  private static func index(_ entry: UInt64) -> Int { Int(truncatingIfNeeded: entry) & indexMask }

  /// The entry of `key`, if any.
  func entry(for key: String) -> PlannedEntry? { unretainedEntry(for: key)?.takeUnretainedValue() }

  /// The entry of `key`, if any, not retained: valid while this index is
  /// (its boxes are kept until the index goes).
  ///
  /// Inlined into its few callers (formatting's lookups): out of line, the
  /// call cost its own prologue and a copy of this index to pass it.
  @inline(__always)
  package func unretainedEntry(for key: String) -> Unmanaged<PlannedEntry>? {
    guard let index = position(of: key) else { return nil }
    return boxes.box(index, key: key)
  }

  /// The hash of `key`'s UTF-8 bytes: a key of up to 15 bytes (almost
  /// every key) from its two words, read in place when it is a small string.
  @inlinable @inline(__always)
  package static func hash(_ key: String, seed: UInt64) -> Int {
    hash(key, seed: seed, smallStrings: SmallUTF8.isVerified)
  }

  /// ``hash(_:seed:)-(String,_)`` with ``SmallUTF8/isVerified`` read by the
  /// caller once (`smallStrings`, which must be it).
  @inlinable @inline(__always)
  package static func hash(_ key: String, seed: UInt64, smallStrings: Bool) -> Int {
    // A small string from its two words; any other (a header, a long key) from its bytes, once.
    if let packed = SmallUTF8.packIfSmall(key, verified: smallStrings) { return hash(packed, seed: seed) }
    return hashLong(key, seed: seed)
  }

  /// The hash of a key of up to 15 bytes, packed: the same as of its bytes.
  @inlinable @inline(__always)
  static func hash(_ packed: SmallUTF8.Packed, seed: UInt64) -> Int {
    finish(mix(seed ^ packed.low, 0x9E37_79B9_7F4A_7C15), packed.high)
  }

  /// ``hash(_:seed:)-(String,_)`` of a key of more than 15 bytes.
  @usableFromInline @inline(never)
  static func hashLong(_ key: String, seed: UInt64) -> Int {
    if let hash = key.utf8.withContiguousStorageIfAvailable({ hash($0, seed: seed) }) { return hash }
    var key = key
    return key.withUTF8 { hash($0, seed: seed) }
  }

  /// Folded 64×64→128-bit multiplications over 8-byte words (up to 15
  /// bytes: over the two words they pack into, as a small string's).
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> Int {
    if let packed = SmallUTF8.pack(bytes) { return hash(packed, seed: seed) }
    let raw = UnsafeRawBufferPointer(bytes)
    var state = seed ^ UInt64(bytes.count)
    var offset = 0
    while offset + 8 <= raw.count {
      state = mix(state ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self), 0x9E37_79B9_7F4A_7C15)
      offset += 8
    }
    // The last 1–7 bytes: overlapping loads, as wyhash reads a short tail.
    var tail: UInt64 = 0
    let rest = raw.count - offset
    if rest >= 4 {
      tail =
        UInt64(raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
        | UInt64(raw.loadUnaligned(fromByteOffset: raw.count - 4, as: UInt32.self)) << 32
    } else if rest > 0 {
      tail =
        UInt64(raw[offset]) | UInt64(raw[offset + rest / 2]) << 8 | UInt64(raw[raw.count - 1]) << 16
    }
    return finish(state, tail)
  }

  @inlinable
  static func finish(_ state: UInt64, _ tail: UInt64) -> Int {
    Int(truncatingIfNeeded: mix(mix(state ^ tail, 0xBF58_476D_1CE4_E5B9), 0x94D0_49BB_1331_11EB))
  }

  @inlinable
  static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let (high, low) = a.multipliedFullWidth(by: b)
    return high ^ low
  }
}

/// Where an index's entries come from: built already (each at its key's place in the
/// index's keys), or made on first
/// use from what the direct `.stringsdict` reader kept, or by another
/// module's source (a String Catalog's localizations, in `Localization`).
enum EntrySource: Sendable {
  /// Also by key, for ``EntryIndex/entries``: keys that look alike are one there.
  case listed([StringEntry], byKey: [String: StringEntry])
  case tape(StringsdictTape)
  case made(any MadeEntries)
}

/// Entries a table makes on first use from a source this module does not
/// read (a String Catalog's localizations): the runtime that reads the
/// source conforms, and the table asks it for each key's entry once.
package protocol MadeEntries: AnyObject, Sendable {
  /// The keys, in the order `entry(_:)` numbers them.
  var keys: [String] { get }
  /// The entry of the key at `index` in `keys`.
  func entry(_ index: Int) -> StringEntry
  /// Every entry by key.
  var entries: [String: StringEntry] { get }
}

/// The boxes of a table's entries, each made on first use.
final class LazyBoxes: Sendable {
  private let references: LazyReferences<PlannedEntry>
  let source: EntrySource

  init(_ source: EntrySource, count: Int) {
    self.source = source
    references = LazyReferences(count: count)
  }

  /// The box of the entry at `index`, whose key is `key`, made the first time.
  @inline(__always)
  func box(_ index: Int, key: String) -> Unmanaged<PlannedEntry> {
    if let box = references.load(index) { return box }
    return makeBox(index, key: key)
  }

  @inline(never)
  private func makeBox(_ index: Int, key: String) -> Unmanaged<PlannedEntry> {
    let entry: StringEntry
    switch source {
    case .listed(let entries, _): entry = entries[index]
    case .tape(let tape): entry = tape.entry(index)
    case .made(let made): entry = made.entry(index)
    }
    return references.store(index, PlannedEntry(entry))
  }
}
