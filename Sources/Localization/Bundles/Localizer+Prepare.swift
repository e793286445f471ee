import LocalizedStrings

extension Localizer {
  /// Looks `key` of `table` up once, for formatting it many times as this
  /// localizer formats it (see `PreparedEntry`): the text and errors of
  /// `format(_:_:table:)`.
  ///
  /// ```swift
  /// let localizer = bundle.localizer(acceptLanguage: request.acceptLanguage)
  /// let files = localizer.prepare("%d file(s) remaining")
  /// for count in counts { try files.format(count, appendingTo: &body) }
  /// ```
  ///
  /// The entry is the one `format(_:_:table:)` would find (the served
  /// localization's, or the next one's by ``missingKeys``), with the plural
  /// rules, numbers, ``device`` and ``width`` it would use, taken now: a
  /// change to this localizer later does not reach the prepared entry. A key
  /// no source has is prepared as its own format in the development
  /// language, as `format` treats it; so nothing is thrown here.
  ///
  /// - Complexity: the lookup of one `format` call.
  public func prepare(_ key: String, table: String? = nil) -> PreparedEntry {
    let resolved = resolution.table(table, contents: contents)
    guard let (index, found) = resolved.lookup(key, fallBack: missingKeys == .fallBack) else {
      // As `missingKey`: the key is its own format, in the development language.
      let missing = missingKeyEntry(key)
      return PreparedEntry(
        key: key, box: PlannedEntry(missing.entry), rules: missing.rules, options: missing.options)
    }
    let source = resolved.sources[index]
    let options = adjusted(options(of: source, key: key))
    return PreparedEntry(
      key: key, box: found.takeUnretainedValue(), rules: source.table.rules(for: key, options: options),
      options: options)
  }
}
