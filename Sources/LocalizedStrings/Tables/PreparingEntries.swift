import LocalizationFiles

extension StringTable {
  /// Looks `key` up once, for formatting it many times with `options`
  /// (see ``PreparedEntry``).
  ///
  /// ```swift
  /// let files = try table.prepare("%d file(s) remaining", options: FormatOptions(numberFormatLocaleIdentifier: "pl"))
  /// try files.format(12_345)                        // "12\u{A0}345 plików", as table.format would
  /// try files.format(12_345, appendingTo: &buffer)  // the same UTF-8, appended
  /// ```
  ///
  /// The plural rules are chosen as `format(_:_:options:)` chooses them
  /// (the options' locale, else the language the key's text is in), once.
  ///
  /// - Throws: `FormatError` (`unknownKey`) when the table has no `key`:
  ///   the error `format` throws for it.
  /// - Complexity: one lookup; the entry is made if it was not yet (see
  ///   ``init(contentsOf:language:)``).
  public func prepare(_ key: String, options: FormatOptions = FormatOptions()) throws(FormatError)
    -> PreparedEntry
  {
    guard let box = storage.index.entry(for: key) else { throw unknownKey(key) }
    return PreparedEntry(key: key, box: box, rules: rules(for: key, options: options), options: options)
  }
}

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
