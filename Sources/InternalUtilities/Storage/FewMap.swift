/// A dictionary kept as an array searched in order while it holds a few entries, and
/// hashed beyond ``FewMap/arrayLimit``.
///
/// The walks over an entry's variables keep a few names each (hashing every name cost
/// more than searching an array of them), but a hostile entry names tens of thousands
/// (a catalog string with 100,000 substitutions), where searching the array at each name
/// made the walk quadratic.
///
/// Inlinable, so that each client module specializes it for its keys and values (the
/// linter's walks, in another module, ran its generic code otherwise).
///
/// ```swift
/// var bounds = FewMap<String, Int>()
/// bounds["files"] = 12
/// bounds["files"]     // 12
/// bounds["folders"]   // nil
/// ```
@usableFromInline package struct FewMap<Key: Hashable, Value> {
  /// The most entries kept in the array.
  @inlinable package static var arrayLimit: Int { 16 }

  @usableFromInline var few: [(key: Key, value: Value)] = []
  @usableFromInline var many: [Key: Value]?

  @inlinable package init() {}

  /// How many entries the map holds.
  @inlinable package var count: Int { many?.count ?? few.count }

  /// The value of `key`; setting nil removes it.
  ///
  /// - Complexity: O(1) on average; at most ``arrayLimit`` comparisons while the map is small.
  @inlinable package subscript(key: Key) -> Value? {
    get {
      WorkMeter.add(many == nil ? few.count : 1)
      if let many { return many[key] }
      for entry in few where entry.key == key { return entry.value }
      return nil
    }
    set {
      WorkMeter.add(many == nil ? few.count : 1)
      guard let newValue else {
        if many != nil {
          many!.removeValue(forKey: key)
        } else if let index = few.firstIndex(where: { $0.key == key }) {
          few.remove(at: index)
        }
        return
      }
      if many != nil {
        many![key] = newValue
      } else if let index = few.firstIndex(where: { $0.key == key }) {
        few[index].value = newValue
      } else if few.count < Self.arrayLimit {
        // Room for a few at the first (appends one by one allocated the array again for the second).
        if few.isEmpty { few.reserveCapacity(4) }
        few.append((key, newValue))
      } else {
        var hashed = Dictionary(few.lazy.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
        hashed[key] = newValue
        many = hashed
        few = []
      }
    }
  }
}

/// A set kept as an array searched in order while it holds a few elements, and hashed
/// beyond ``FewMap/arrayLimit`` (see ``FewMap``).
///
/// ```swift
/// var seen = FewSet<String>()
/// seen.insert("files")      // true
/// seen.insert("files")      // false
/// seen.contains("folders")  // false
/// ```
@usableFromInline package struct FewSet<Element: Hashable> {
  @usableFromInline var map = FewMap<Element, Void>()

  @inlinable package init() {}

  /// How many elements the set holds.
  @inlinable package var count: Int { map.count }

  /// Whether the set holds `element`.
  @inlinable package func contains(_ element: Element) -> Bool { map[element] != nil }

  /// Adds `element`; whether it was not there yet.
  @inlinable @discardableResult
  package mutating func insert(_ element: Element) -> Bool {
    guard map[element] == nil else { return false }
    map[element] = ()
    return true
  }

  /// Takes `element` out, if it is there.
  @inlinable package mutating func remove(_ element: Element) { map[element] = nil }
}
