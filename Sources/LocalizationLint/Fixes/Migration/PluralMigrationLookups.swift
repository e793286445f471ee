@_spi(InternalJSON) internal import InternalJSON
import LocalizedStrings
import SourceFiles

/// What a migration reads once and looks up many times: a file's entries by key (a catalog's
/// strings, ``CatalogMigration/Keys``), and the runtime's tables of a round's files with the
/// numbers of each language. Looking through every entry of a file, or reading a table's files
/// again, for each entry moved was quadratic in the entries of a table.
extension PluralMigration {
  /// A file's entries by key, made once when the file is read, so that finding a key's entry is
  /// a lookup: looking through every entry of the file for each key moved was quadratic.
  struct Entries {
    /// An entry: its key as written, where ``FixableText/entry(at:)`` finds it, and its text
    /// (nil: its value is not a string).
    struct Found {
      var key: String
      var position: SourcePosition
      var text: String?
    }

    private var byKey: [String: [Found]] = [:]

    init() {}

    /// The pairs of a `.strings` file, or the entries of a property list's top-level dictionary.
    ///
    /// - Complexity: O(*n*) in the entries.
    init(_ document: FixableText.Document) {
      switch document {
      case .strings(let pairs, let spans):
        for (index, pair) in pairs.enumerated() {
          let location = spans[index].valueLocation
          byKey[pair.key, default: []].append(
            Found(
              key: pair.key, position: SourcePosition(line: location.line, column: location.column),
              text: pair.value.text))
        }
      case .propertyList(let root, _):
        for entry in root.dictionary?.entries ?? [] {
          byKey[entry.key, default: []].append(
            Found(key: entry.key, position: entry.keyPosition, text: entry.value.string))
        }
      case .catalog: break
      }
    }

    /// The entries whose key is `key` (`==`, as the `.strings` file's pairs were compared), in
    /// file order.
    subscript(key: String) -> [Found] { byKey[key] ?? [] }
  }

  /// What the file system says of a table's folders and files, asked once for the run: every
  /// entry of a table asks the same questions (its parent folder's `.lproj` folders, whether
  /// each is a link, whether its file is there, the real path of its `.stringsdict`), and
  /// asking them again for each entry was six system calls or more an entry. Every file is
  /// checked again where it is read and where it is written.
  struct PathFacts {
    private var folders: [String: Result<[String], SourceError>] = [:]
    private var links: [String: Bool] = [:]
    private var present: [String: Bool] = [:]
    private var realPaths: [String: String?] = [:]

    /// The folders listed, each once however many entries ask (for tests).
    private(set) var listings = 0

    /// The `.lproj` folders of `parent`, by name.
    mutating func lprojFolders(of parent: String) throws(SourceError) -> [String] {
      if let known = folders[parent] { return try known.get() }
      listings += 1
      let listed = Result { () throws(SourceError) in
        try FileSystem.entries(of: parent).filter { $0.hasSuffix(".lproj") }
      }
      folders[parent] = listed
      return try listed.get()
    }

    /// ``FileSystem/isSymbolicLink(_:)``.
    mutating func isSymbolicLink(_ path: String) -> Bool {
      if let known = links[path] { return known }
      let link = FileSystem.isSymbolicLink(path)
      links[path] = link
      return link
    }

    /// Whether `path` is there: a file, or a link (to anything, or dangling).
    mutating func isPresent(_ path: String) -> Bool {
      if let known = present[path] { return known }
      let found = FileSystem.exists(path) || isSymbolicLink(path)
      present[path] = found
      return found
    }

    /// ``FileSystem/realPath(_:)``.
    mutating func realPath(_ path: String) -> String? {
      if let known = realPaths[path] { return known }
      let real = FileSystem.realPath(path)
      realPaths[path] = .some(real)
      return real
    }
  }

  /// The runtime's tables (``StringTable``) of the files of one round of migrations, each read
  /// the first time one of its entries is checked and kept for the others (every entry of a
  /// table is checked against the same two files), and the numbers each language's entries
  /// are formatted at. A round's `.stringsdict` files are those it would write: a new round
  /// (after a refusal) starts with none.
  struct RuntimeTables {
    /// The `.strings` files as they are, by path.
    private var strings: [String: Result<StringTable, SourceError>] = [:]
    /// The `.stringsdict` files as the round would write them, by path.
    private var stringsdicts: [String: Result<StringTable, SourceError>] = [:]
    private var numbers: [String: [Int64]] = [:]

    /// The table of the `.strings` file at `path`, read from `bytes` the first time.
    mutating func stringsTable(_ path: String, bytes: () -> [UInt8]) -> Result<StringTable, SourceError> {
      if let known = strings[path] { return known }
      let table = Self.read(bytes(), path: path, kind: .strings)
      strings[path] = table
      return table
    }

    /// The table of the `.stringsdict` file at `path`, read from `bytes` the first time.
    mutating func stringsdictTable(_ path: String, bytes: () -> [UInt8]) -> Result<StringTable, SourceError> {
      if let known = stringsdicts[path] { return known }
      let table = Self.read(bytes(), path: path, kind: .stringsdict)
      stringsdicts[path] = table
      return table
    }

    /// ``PluralMigration/numbers(for:)``, made once for each language.
    mutating func numbers(for language: String) -> [Int64] {
      if let known = numbers[language] { return known }
      let made = PluralMigration.numbers(for: language)
      numbers[language] = made
      return made
    }

    private static func read(_ bytes: [UInt8], path: String, kind: LocalizationFileKind)
      -> Result<StringTable, SourceError>
    {
      do {
        return .success(try StringTable(bytes: bytes, path: path, kind: kind))
      } catch {
        return .failure(error)
      }
    }
  }
}

extension CatalogMigration {
  /// The catalog's strings by key, made once for all its plans (a key's lookup was linear in
  /// the keys): the spans of each key (two for a key written twice) and the value the reader
  /// keeps for it (the last copy).
  struct Keys {
    var spans: [String: [CatalogSpan]] = [:]
    var nodes: [String: JSONNode] = [:]

    init(root: CatalogSpan, document: JSONNode) {
      for member in root.members.last(where: { $0.key == "strings" })?.value.members ?? [] {
        spans[member.key, default: []].append(member.value)
      }
      for member in document["strings"]?.members ?? [] { nodes[member.key] = member.value }
    }
  }
}
