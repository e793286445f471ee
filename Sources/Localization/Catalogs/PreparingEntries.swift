import LocalizedStrings

extension StringCatalog {
  /// Looks `key` up once in the table served for `language` (see
  /// `table(language:)`), for formatting it many times with `options`:
  /// the text and errors of `format(_:_:language:options:)`.
  ///
  /// ```swift
  /// let czech = Language("cs")!   // read once, where the language enters
  /// let found = try catalog.prepare("Found %lld incompatible characters.", language: czech)
  /// try found.format(3)
  /// ```
  ///
  /// - Throws: `FormatError` (`unknownKey`) when the catalog has no `key`.
  /// - Complexity: the table's lookup (made on the language's first use),
  ///   then one lookup of the key.
  public func prepare(_ key: String, language: Language, options: FormatOptions = FormatOptions())
    throws(FormatError) -> PreparedEntry
  {
    try table(language: language).prepare(key, options: options)
  }
}
