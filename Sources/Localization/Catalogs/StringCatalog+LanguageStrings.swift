import LocalizedStrings
import SourceFiles

// The `String` spellings of the calls whose language is a ``Language``, kept
// for the package's own tests and tools until they pass values: not public.
// Each reads `language` as `Language.init(_:)` does and answers as the typed
// call does (`StringCatalog.localization(of:language:)` excepted: it matches
// the catalog's own spelling, as the linter and the accessor generator need).

extension StringCatalog {
  /// Looks `key` up once in the table served for `language`, for
  /// formatting it many times with `options`: reads `language` as
  /// `Language.init(_:)` does, and answers as
  /// `prepare(_:language:options:)` with a ``Language``.
  ///
  /// ```swift
  /// let found = try catalog.prepare("Found %lld incompatible characters.", language: "cs")
  /// try found.format(3)
  /// ```
  ///
  /// - Throws: `FormatError` (`unknownKey`) when the catalog has no `key`.
  /// - Complexity: as `table(language:)`, then one lookup of the key.
  package func prepare(_ key: String, language: String, options: FormatOptions = FormatOptions())
    throws(FormatError) -> PreparedEntry
  {
    try table(language: language).prepare(key, options: options)
  }

  /// The entry of `key` in exactly `language` as the catalog writes it
  /// (`zh-Hans`, not `zh_Hans`), without any fallback: the catalog's own
  /// spelling, the one ``languages`` lists. (Unlike the other `String`
  /// spellings, `language` is not read as a request:
  /// `localization(of:language:)` matches any spelling of the tag.)
  ///
  /// - Complexity: a dictionary lookup and a look at the key's
  ///   localizations; the one found is converted the first time it is asked for.
  package func localization(of key: String, language: String) -> StringEntry? {
    localizations.entry(of: key, language: language)
  }

  /// The catalog's languages that serve `language`, best first, ending with
  /// the source language. Reads `language` as `Language.init(_:)`
  /// does, then answers as `servingLanguages(for:)`.
  ///
  /// - Complexity: O(*n*) in the text's length, then O(*l*) in the number
  ///   of the catalog's languages.
  package func servingLanguages(for language: String) -> [String] {
    serving(LanguageTag(language)).map(\.name)
  }

  /// The language whose text `language` gets: itself, its nearest, or the
  /// source language. Reads `language` as `Language.init(_:)` does.
  ///
  /// ```swift
  /// catalog.servedLanguage(for: "cs-CZ")   // "cs": the catalog's nearest language
  /// ```
  package func servedLanguage(for language: String) -> String { servingLanguages(for: language)[0] }

  /// The entries `language` gets, as a table: reads `language` as
  /// `Language.init(_:)` does, and answers as
  /// `table(language:)`.
  ///
  /// - Complexity: for one of the catalog's own languages as it spells them,
  ///   once its table is built, a read of a set-once slot without a lock
  ///   and no parse; for another spelling, a dictionary lookup under a lock
  ///   (the text is read only the first time it is asked for).
  package func table(language: String) -> StringTable {
    StringTable(storage: servedTable(language).takeUnretainedValue())
  }

  /// Formats `key` for `language`: reads `language` as
  /// `Language.init(_:)` does, and formats as
  /// `format(_:_:language:options:)` does.
  ///
  /// - Complexity: as `table(language:)`, then the formatting.
  @inlinable
  package func format<each Argument: FormatArgument>(
    _ key: String, _ arguments: repeat each Argument, language: String, options: FormatOptions = .init()
  ) throws(FormatError) -> String {
    try withFormatValues(repeat each arguments) { buffer throws(FormatError) in
      try format(key, values: buffer, language: language, options: options)
    }
  }

  /// Formats `key` for `language` with one argument, without the cost of a
  /// parameter pack: reads `language` as `Language.init(_:)` does.
  ///
  /// ```swift
  /// try catalog.format("Found %lld incompatible characters.", 3, language: "cs")
  /// // "Nalezeny 3 nekompatibilní znaky."
  /// ```
  ///
  /// Throws `FormatError` as the variadic form does.
  @inlinable
  package func format<First: FormatArgument>(
    _ key: String, _ first: First, language: String, options: FormatOptions = .init()
  ) throws(FormatError) -> String {
    try withFormatValues(first) { buffer throws(FormatError) in
      try format(key, values: buffer, language: language, options: options)
    }
  }

  /// Formats `key` for `language` with two arguments, without the cost of a
  /// parameter pack: reads `language` as `Language.init(_:)` does.
  ///
  /// Throws `FormatError` as the variadic form does.
  @inlinable
  package func format<First: FormatArgument, Second: FormatArgument>(
    _ key: String, _ first: First, _ second: Second, language: String, options: FormatOptions = .init()
  ) throws(FormatError) -> String {
    try withFormatValues(first, second) { buffer throws(FormatError) in
      try format(key, values: buffer, language: language, options: options)
    }
  }

  /// Formats `key` for `language`; also returns what the engine noticed,
  /// with a `language-fallback` note (naming `language` as written) when
  /// the text is not in `language`. Reads `language` as
  /// `Language.init(_:)` does; a text that is no language gets no note.
  package func formatDetailed(
    _ key: String, arguments: [FormatValue], language: String, options: FormatOptions = .init()
  ) throws(FormatError) -> FormattedString {
    try formatDetailed(
      key, arguments: arguments, table: table(language: language), requested: LanguageTag(language),
      spelled: language, options: options)
  }
}
