import LocalizedStrings
import Plurals
import SourceFiles

/// A plural migration's planning: a finding's moves, the files they read and what each entry
/// must be to move.
extension PluralMigration {
  /// The moves of `finding`'s entry, one per `.lproj` folder of its table whose `.strings` file has it.
  static func plan(
    _ finding: LintFinding, roots: [String], busy: Set<String>, linted: LintReport.FilesRead?,
    sources: inout [String: Source?], facts: inout PathFacts
  ) throws(FixRefusal) -> Plan {
    let path = finding.diagnostic.location.file
    guard let key = finding.subject?.key else { throw FixRefusal("the finding names no key") }
    var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    let fileName = parts.removeLast()
    if fileName.hasSuffix(".swift") {
      throw FixRefusal("a call site's key that no table has: write its plural entry in the table")
    }
    guard fileName.hasSuffix(".strings"), let folder = parts.popLast(), folder.hasSuffix(".lproj") else {
      throw FixRefusal("only the .strings tables of .lproj folders are migrated")
    }
    // Gone since it was linted: its entry cannot be moved, and the other languages must not be.
    guard facts.isPresent(path) else { throw FixRefusal("\(path) is missing; lint the tree again") }
    let table = String(fileName.dropLast(".strings".count))
    let prefix = parts.isEmpty ? "" : parts.joined(separator: "/") + "/"
    let parent = parts.isEmpty ? "." : (prefix == "/" ? "/" : String(prefix.dropLast()))
    let names: [String]
    do {
      names = try facts.lprojFolders(of: parent)
    } catch {
      throw FixRefusal("its table's folder does not list (\(error.message))")
    }
    var moves: [Move] = []
    var developmentType: String?
    for name in names {
      let lproj = prefix + name
      let stringsPath = lproj + "/" + table + ".strings"
      let dictPath = lproj + "/" + table + ".stringsdict"
      if facts.isSymbolicLink(lproj) {
        throw FixRefusal("the folder \(lproj) is a symbolic link; lint never writes through one")
      }
      guard facts.isPresent(stringsPath) else { continue }
      guard let strings = try source(stringsPath, kind: .strings, roots: roots, sources: &sources),
        let text = strings.text
      else { throw FixRefusal("\(stringsPath) does not read") }
      try requireLinted(stringsPath, linted, read: strings.identity, real: strings.realPath)
      guard let (position, value) = try entry(key, in: text, entries: strings.entries) else { continue }
      // An escape Apple reads otherwise than meant would carry that reading into the
      // `.stringsdict`, where no escape shows it any more.
      if let range = text.entry(at: position), case .strings = text.document,
        let escape = MisreadEscapes.first(in: text.bytes[range])
      {
        throw FixRefusal(
          "its entry in \(stringsPath) writes \(escape), which Apple's reader reads otherwise than meant (\\u as the letter u, an octal escape above \\177 in NeXTSTEP's encoding); write \\U and four hexadecimal digits"
        )
      }
      // A comment covering the entry would stay behind, suppressing nothing, and the entry's
      // finding come back in the .stringsdict: the entry and its comment move by hand.
      if let lines = text.stringsEntryLines(at: position), let covered = strings.suppressed?.covering(lines) {
        throw FixRefusal(
          "its entry in \(stringsPath) is covered by the suppression comment on line \(covered.line) ('\(covered.directive)'), which cannot move with it; move the entry into the .stringsdict by hand, with its comment written there"
        )
      }
      // The .strings file's real path as read (one look-up a file, not one an entry).
      for (path, known) in [(stringsPath, strings.realPath), (dictPath, nil)] {
        if let real = known ?? facts.realPath(path), busy.contains(real) {
          throw FixRefusal(
            "\(path) has findings another fix answers; migrated by a later --fix once they are gone")
        }
      }
      var dict = try source(dictPath, kind: .stringsdict, roots: roots, sources: &sources)
      if let existing = dict, existing.text != nil {
        try requireLinted(dictPath, linted, read: existing.identity, real: existing.realPath)
      } else if var created = dict, created.identity == nil {
        // A new .stringsdict takes the permission bits, owner and group of the .strings file
        // its entries come from.
        created.identity = strings.identity
        sources[dictPath] = .some(created)
        dict = created
      }
      // As the dictionary's subscript finds a key (the same length in UTF-8, and `==`), looked up.
      if let dict, let dictText = dict.text, case .propertyList = dictText.document {
        let found = dict.entries[key]
        if found.contains(where: { $0.key.utf8.count == key.utf8.count }) {
          throw FixRefusal("\(dictPath) already has the key")
        }
        // The same text in other code points (é as e and U+0301): Apple keeps the two keys
        // apart, this runtime's table does not, so the moved entry could not be told apart.
        if !found.isEmpty {
          throw FixRefusal(
            "\(dictPath) has the key written with other code points (a letter and its accent apart, or together): Apple keeps the two keys apart, this runtime does not; write both keys alike first"
          )
        }
      }
      // Refused here, for this entry alone: found when its .stringsdict is written, it would
      // refuse every other entry moving into that file too.
      if let character = uncarried(key) {
        throw FixRefusal("its key holds \(character), a character a property list cannot carry")
      }
      if let character = uncarried(value) {
        throw FixRefusal(
          "its text in \(stringsPath) holds \(character), a character a property list cannot carry")
      }
      let language = StringTable.language(ofPath: stringsPath) ?? "en"
      let valueType = try countType(of: value, in: stringsPath)
      if path == stringsPath { developmentType = valueType }
      moves.append(
        Move(
          strings: stringsPath, stringsdict: dictPath, position: position, text: value,
          valueType: valueType ?? "", language: language))
    }
    guard let developmentType, moves.contains(where: { $0.strings == path }) else {
      throw FixRefusal("its text prints no plain integer conversion to vary")
    }
    // A translation that prints no number takes the development language's conversion.
    for index in moves.indices where moves[index].valueType.isEmpty {
      moves[index].valueType = developmentType
    }
    return Plan(finding: finding, key: key, moves: moves)
  }

  /// Throws unless the run read the file at `path` (nil `linted`: not known, not checked),
  /// and unless the file, `read` for the migration, is as it was then: the findings' places
  /// are places in the bytes linted. `known` is the file's real path when the caller has it.
  static func requireLinted(
    _ path: String, _ linted: LintReport.FilesRead?, read: FileSystem.FileIdentity?, real known: String? = nil
  ) throws(FixRefusal) {
    guard let linted, let real = known ?? FileSystem.realPath(path) else { return }
    guard let before = linted[real] else {
      throw FixRefusal(
        "\(path) was not linted (the configuration excludes it, or its folder is hidden); --fix writes only the files it linted"
      )
    }
    if let before, read?.isUnchanged(since: before) != true {
      throw FixRefusal("\(path) was written after it was linted; lint it again")
    }
  }

  /// The file at `path` as read (cached in `sources`): a regular file inside the roots; nil
  /// inside the optional for a `.stringsdict` that does not exist (it is created, in a folder
  /// inside the roots).
  static func source(
    _ path: String, kind: LocalizationFileKind, roots: [String], sources: inout [String: Source?]
  ) throws(FixRefusal) -> Source? {
    if let known = sources[path] { return known }
    func inside(_ real: String) -> Bool { roots.contains { FileWalker.path(real, isInside: $0) } }
    var found: Source?
    if !FileSystem.exists(path) && !FileSystem.isSymbolicLink(path) {
      guard kind == .stringsdict else { throw FixRefusal("\(path) is missing") }
      let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
      guard let real = FileSystem.realPath(folder.isEmpty ? "." : folder), inside(real) else {
        throw FixRefusal("the folder of \(path) lies outside the linted folders")
      }
      let name = path.split(separator: "/").last.map(String.init) ?? path
      found = Source(path: path, realPath: real + "/" + name, identity: nil, text: nil)
    } else {
      guard FileSystem.regularFileIdentity(path) != nil else {
        throw FixRefusal("\(path) is not a regular file (a symbolic link is never written through)")
      }
      guard let real = FileSystem.realPath(path), inside(real) else {
        throw FixRefusal("\(path) lies outside the linted folders")
      }
      do {
        let (bytes, identity) = try FileSystem.contentsAndIdentity(of: real)
        guard let text = try FixableText(fileBytes: bytes, kind: kind, path: path) else {
          throw FixRefusal("\(path) is " + FixableText.notText(bytes))
        }
        // Apple's parser rejects the whole file (dtd-internal-subset), where the runtime here reads
        // it: an entry moved into or out of it would change what Apple shows, unseen by the check.
        if text.isXML, InternalDTDSubset.subset(text.bytes) != nil {
          throw FixRefusal(
            "\(path) has a DOCTYPE with an internal subset, which Apple's parser rejects with the whole file")
        }
        if let reason = FixedFile.readOnly(real, identity) {
          throw FixRefusal("\(path): \(reason)", unwritable: true)
        }
        found = Source(path: path, realPath: real, identity: identity, text: text)
        if kind != .catalog { found?.entries = Entries(text.document) }
        if kind == .strings { found?.suppressed = SuppressedLines(kind: kind, bytes: bytes) }
      } catch let error as FixRefusal {
        throw error
      } catch {
        throw FixRefusal("\(path) does not read (\((error as? SourceError)?.message ?? "\(error)"))")
      }
    }
    sources[path] = .some(found)
    return found
  }

  /// Where the entry `key` of a `.strings` file is and its text; nil when the file lacks it.
  ///
  /// - Parameter entries: the file's entries by key (``Entries``, made from `text`).
  /// - Complexity: a lookup in `entries`, not a walk over the file's entries.
  private static func entry(_ key: String, in text: FixableText, entries: Entries) throws(FixRefusal)
    -> (SourcePosition, String)?
  {
    if case .catalog = text.document { throw FixRefusal("\(text.path) is a String Catalog") }
    let found = entries[key]
    guard let first = found.first else { return nil }
    guard found.count == 1 else {
      throw FixRefusal("the key is written \(found.count) times in \(text.path)")
    }
    guard let value = first.text, text.entry(at: first.position) != nil else {
      throw FixRefusal("the entry in \(text.path) is not a string")
    }
    return (first.position, value)
  }

  /// Whether a count's conversion (from ``countType(of:in:)``) reads its argument without a
  /// sign, whatever its length (`u`, `hhu`, `lu`, `llu`): the runtime check then formats the
  /// 64 bits of each number unsigned.
  ///
  /// ```swift
  /// PluralMigration.isUnsigned("llu")  // true
  /// PluralMigration.isUnsigned("lld")  // false
  /// ```
  static func isUnsigned(_ type: String) -> Bool {
    type.hasSuffix("u")
  }

  /// The count's conversion (`d`, `lld`) of a text that prints one integer argument and
  /// nothing else; nil when it prints no argument. Refused: any other argument, a variable,
  /// or a count with flags, a width or a precision.
  static func countType(of text: String, in path: String) throws(FixRefusal) -> String? {
    guard let directives = try? FormatParser.directives(text) else {
      throw FixRefusal("its text in \(path) does not parse as a format")
    }
    var argument: Int?
    var next = 0
    var type: String?
    let bytes = Array(text.utf8)
    for directive in directives where directive.takesArgument {
      let index = directive.position.map { $0 - 1 } ?? next
      next = index + 1
      if directive.variable == nil, directive.isInteger, argument == nil || argument == index,
        !CountedWord.isPlainInteger(directive)
      {
        throw FixRefusal("its text in \(path) prints the count with flags, a width or a precision")
      }
      guard directive.variable == nil, directive.isInteger, CountedWord.isPlainInteger(directive),
        argument == nil || argument == index
      else {
        throw FixRefusal(
          "its text in \(path) prints an argument other than the count; migrate it by hand (a variable for the count in a format key that keeps the other arguments)"
        )
      }
      argument = index
      var written = bytes[directive.range].dropFirst()
      if let dollar = written.firstIndex(of: UInt8(ascii: "$")) { written = written[(dollar + 1)...] }
      let conversion = String(decoding: written, as: UTF8.self)
      guard type == nil || type == conversion else {
        throw FixRefusal("its text in \(path) prints the count with two conversions")
      }
      type = conversion
    }
    guard argument == nil || argument == 0 else {
      throw FixRefusal("its text in \(path) prints an argument other than the first")
    }
    return type
  }
}
