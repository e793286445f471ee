import SourceFiles

// The `String` spellings of the calls whose language is a ``Language``, kept
// for the package's own tests and tools until they pass values: not public.
// Each reads `language` as `Language.init(_:)` does and answers as the typed
// call does (`StringCatalog.localization(of:language:)` excepted: it matches
// the catalog's own spelling, as the linter and the accessor generator need).

extension StringTable {
  /// Reads a `.stringsdict` (XML or binary property list) or a `.strings`
  /// file (old-style text in UTF-8 or UTF-16, XML or binary property list),
  /// by the file's extension.
  ///
  /// - Parameters:
  ///   - path: the file; its extension says what kind it is.
  ///   - language: the localization, read as `Language.init(_:)`
  ///     reads it (``localizationLanguage``) and kept as written in
  ///     ``language``; by default the enclosing `.lproj`
  ///     folder's (`pt_BR.lproj` → `pt-BR`, legacy `English.lproj` → `en`);
  ///     `Base.lproj` and no folder mean English. A language already read
  ///     is passed to the ``Language`` twin.
  /// - Throws: `SourceError` at `file:line:column` when the file cannot be
  ///   read, and for a String Catalog or another extension (a catalog holds
  ///   every language: open it with `StringCatalog`, in Localization).
  /// - Complexity: O(*n*) in the file's size. A `.stringsdict` of the usual
  ///   shape (no width or device entries, nothing the loader reports) is
  ///   kept as its strings' bytes: an entry is made when its key is first
  ///   formatted, all of them when ``entries`` is first read. Format strings
  ///   are parsed on first use, each once; only a variant with a '.' after
  ///   a '%' is parsed when its entry is made, for its variable's fixed
  ///   precision.
  package init(contentsOf path: String, language: String?) throws(SourceError) {
    let kind = try LocalizationFileKind.table(path)
    try self.init(bytes: FileSystem.contents(of: path), path: path, kind: kind, language: language)
  }

  /// Reads a `.stringsdict` or `.strings` file held in memory; `path` names
  /// it in locations (and gives the language, as for a file). Reads
  /// `language` as `Language.init(_:)` does, keeping it as written
  /// in ``language``; text that is no language is formatted with root's rules.
  package init(
    bytes: [UInt8], path: String, kind: LocalizationFileKind = .stringsdict, language: String?
  )
    throws(SourceError)
  {
    guard let language else {
      // The folder's language, read once (the public initializer's path).
      try self.init(bytes: bytes, path: path, kind: kind, language: nil as Language?)
      return
    }
    try self.init(bytes: bytes, path: path, kind: kind, language: language, locale: nil)
  }
}
