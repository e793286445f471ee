extension StringTable {
  /// Looks `key` up once, for formatting it many times with `options`
  /// (see ``PreparedEntry``).
  ///
  /// ```swift
  /// let files = try table.prepare("%d file(s) remaining", options: FormatOptions(numberFormatLocale: CLDRLocale("pl")))
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
