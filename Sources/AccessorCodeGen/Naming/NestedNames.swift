/// The enums a key's accessor sits in under ``AccessorNaming/nested``: one per dotted part of
/// the key before the last, the last naming the member.
///
/// ```swift
/// NestedNames.path(of: "settings.account.delete")
/// // parts: [(name: "Settings", prefix: "settings."), (name: "Account", prefix: "settings.account.")],
/// // member: "delete"
/// NestedNames.path(of: "Loading...")   // nil: an empty part, the key keeps its flat name
/// ```
enum NestedNames {
  /// One enum of a key's path: its Swift name before disambiguation, and the key's text up to
  /// and with the dot that ends the part (for the enum's documentation).
  struct Part: Equatable {
    var name: String
    var prefix: String
  }

  /// Type names the generated code uses inside the generated type: an enum of that name there
  /// would stand for them (`static var title: String` inside an enum `String`).
  static let usedTypes: Set<String> = [
    "String", "Int", "UInt", "Double", "UInt8", "UInt16", "LocalizerBinding", "LocalizationBundle",
    "UserLanguages", "Bundle",
  ]

  /// The enums and the member of `key`, nil when the key keeps its flat name: it holds a `%`
  /// (a format directive's dot, as in `%.1f`, separates nothing), it has no dot, or a part has
  /// no letter or digit (`a..b`, `.a`, `a.`, `Loading...`).
  static func path(of key: String) -> (parts: [Part], member: String)? {
    guard !key.contains("%") else { return nil }
    let segments = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard segments.count > 1,
      segments.allSatisfy({ !SwiftIdentifier.words(in: $0).isEmpty })
    else { return nil }
    var prefix = ""
    let parts = segments.dropLast().map { segment in
      prefix += segment + "."
      return Part(name: SwiftIdentifier.type(for: segment), prefix: prefix)
    }
    return (parts, SwiftIdentifier.member(for: segments[segments.count - 1]))
  }
}

/// The accessors of one enum, and the enums nested in it (``AccessorNaming/nested``): the
/// generated type's own, a table's, or a dotted part's. Its members and its enums share one
/// scope of names (``UniqueNames``), so that two keys whose parts give one name are told
/// apart as flat names are (`title`, `title2`), in the order of the keys.
struct AccessorScope {
  struct Namespace {
    var name: String
    /// The key prefixes that gave this enum (`settings.`, and `Settings.` when both occur).
    var prefixes: [String]
    var scope: AccessorScope
  }

  var accessors: [Accessor] = []
  var namespaces: [Namespace] = []
  private var names: UniqueNames
  /// The position in `namespaces` of the enum each part's name gave.
  private var namespaceIndex: [String: Int] = [:]

  /// An enum whose names `reserved` are taken.
  init(reserved: Set<String>) {
    names = UniqueNames(reserved: reserved)
  }

  /// Adds `accessor`, named `member` (made unique in its enum), inside the enums of `path`;
  /// enums met for the first time are created with `reserved` names taken. Parts of one name
  /// share an enum.
  mutating func add(
    _ accessor: Accessor, member: String, path: ArraySlice<NestedNames.Part>, reserved: Set<String>
  ) {
    guard let part = path.first else {
      var accessor = accessor
      accessor.name = names.claim(member)
      accessors.append(accessor)
      return
    }
    let index: Int
    if let known = namespaceIndex[part.name] {
      index = known
      if !namespaces[index].prefixes.contains(part.prefix) { namespaces[index].prefixes.append(part.prefix) }
    } else {
      index = namespaces.count
      namespaceIndex[part.name] = index
      namespaces.append(
        Namespace(
          name: names.claim(part.name), prefixes: [part.prefix], scope: AccessorScope(reserved: reserved)))
    }
    namespaces[index].scope.add(accessor, member: member, path: path.dropFirst(), reserved: reserved)
  }
}
