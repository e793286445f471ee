import LocalizedStrings
import Localization
import SourceFiles

/// One key of a table as its reference language writes it: what the
/// accessor's name, parameters and documentation come from.
struct ReferenceEntry {
  var key: String
  var entry: StringEntry
  /// The reference language (the development language, or a catalog's source language).
  var language: String
  /// The developer's comment: a catalog's `comment`, or the `/* … */` before a `.strings` entry.
  var comment: String?
}

/// A table (`Localizable`, `Settings` …) and its keys in the reference language.
struct ReferenceTable {
  var name: String
  var entries: [ReferenceEntry]
}

/// Reads the files of each table and keeps, per key, the entry of the
/// reference language: a catalog's source language, else the development
/// language's `.lproj` file (`Base.lproj`'s when it has none). When a table
/// has several sources, a key takes its entry from the catalog, then the
/// `.stringsdict`, then the `.strings` (the order a bundle prefers them in),
/// and its comment from whichever source has one.
enum AccessorTables {
  /// The Xcode placeholder for a missing comment, which documents nothing.
  static let placeholderComments: Set<String> = ["No comment provided by engineer."]

  static func read(_ files: [String], developmentLanguage: String) throws(AccessorGenerationError)
    -> [ReferenceTable]
  {
    var problems: [AccessorGenerationError.Problem] = []
    var sources: [String: [Source]] = [:]
    for file in files {
      // The file name without its extension, as bundles name tables (`PluralAware.excerpt.stringsdict`).
      let name = file.split(separator: "/").last ?? ""
      let table = String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)])
      do throws(SourceError) {
        if let source = try Source(file: file, developmentLanguage: developmentLanguage) {
          sources[table, default: []].append(source)
        }
      } catch {
        problems.append(.init(error.message, at: error.location, code: .parseError))
      }
    }
    var tables: [ReferenceTable] = []
    for name in sources.keys.sorted() {
      let found = sources[name]!
      let development = found.filter { $0.role == .development }
      let reference =
        (found.filter { $0.role == .catalog }
        + (development.isEmpty ? found.filter { $0.role == .base } : development))
        .sorted { $0.kind < $1.kind }
      guard !reference.isEmpty else {
        problems.append(
          .init(
            "table '\(name)' has no \(developmentLanguage).lproj or Base.lproj file to take its keys and arguments from; pass the development language's file, or name its language with --development-language",
            at: SourceLocation(file: found[0].path, line: 1, column: 1)))
        continue
      }
      // Two reference files of one kind (en.lproj/Localizable.strings in two folders) cannot both be served.
      for (first, second) in zip(reference, reference.dropFirst()) where first.kind == second.kind {
        problems.append(
          .init(
            "table '\(name)' is also in \(first.path); generate accessors for one folder at a time",
            at: SourceLocation(file: second.path, line: 1, column: 1)))
      }
      var entries: [ReferenceEntry] = []
      var index: [String: Int] = [:]
      for source in reference {
        for key in source.keys {
          let comment = source.comments[key].flatMap { placeholderComments.contains($0) ? nil : $0 }
          if let known = index[key] {
            if entries[known].comment == nil { entries[known].comment = comment }
            continue
          }
          guard let entry = source.entry(key) else { continue }
          index[key] = entries.count
          entries.append(ReferenceEntry(key: key, entry: entry, language: source.language, comment: comment))
        }
      }
      tables.append(ReferenceTable(name: name, entries: entries))
    }
    guard problems.isEmpty else { throw AccessorGenerationError(problems: problems) }
    return tables
  }

  /// A file of a table: a catalog, or an `.lproj` file (only the reference
  /// language's are read here; the linter compares the others with it).
  private struct Source {
    enum Role { case catalog, development, base, other }

    var path: String
    var role: Role
    /// Catalog, `.stringsdict`, `.strings`: the order a bundle prefers them in.
    var kind: Int
    var language: String
    var keys: [String] = []
    var comments: [String: String] = [:]
    var entry: (String) -> StringEntry? = { _ in nil }

    init?(file: String, developmentLanguage: String) throws(SourceError) {
      path = file
      switch LocalizationFileKind(path: file) {
      case .catalog?:
        let catalog = try StringCatalog(contentsOf: file)
        role = .catalog
        kind = 0
        language = catalog.sourceLanguage
        keys = catalog.keys
        comments = catalog.comments
        // A key with no text in the source language stands for itself (Xcode's convention).
        entry = { key in
          catalog.localization(of: key, language: catalog.sourceLanguage)
            ?? .string(LocatedString(key, at: SourceLocation(file: file, line: 1, column: 1)))
        }
      case let fileKind?:
        kind = fileKind == .stringsdict ? 1 : 2
        language = StringTable.language(ofPath: file) ?? developmentLanguage
        if StringTable.localization(ofPath: file) == "Base" {
          role = .base
        } else if LanguageTag(language) == LanguageTag(developmentLanguage) {
          role = .development
        } else {
          role = .other
          return
        }
        let bytes = try FileSystem.contents(of: file)
        let table: StringTable
        if fileKind == .strings {
          var comments: [String: String]? = [:]
          table = try StringTable(strings: bytes, path: file, language: language, comments: &comments)
          self.comments = comments ?? [:]
        } else {
          table = try StringTable(bytes: bytes, path: file, kind: fileKind, language: language)
        }
        keys = table.keys
        entry = { table.entries[$0] }
      case nil:
        return nil
      }
    }
  }
}
