import LocalizationFiles
import Plurals

extension StringEntry {
  /// Formats this entry with the plural rules of `locale`.
  ///
  /// ```swift
  /// if let entry = table.entries["%d file(s) remaining"] {
  ///   try entry.format([3], locale: "uk")
  /// }
  /// ```
  ///
  /// Outside the family of format calls (<doc:FormattingStrings>): the table that holds the
  /// entry formats it by key, with the same rules through `options.pluralLocaleIdentifier`.
  @available(
    *, deprecated,
    message:
      "use the table's format(_:_:options:) with FormatOptions(pluralLocaleIdentifier:), or prepare(_:options:)"
  )
  public func format(_ arguments: [any FormatArgument], locale: String, options: FormatOptions = .init())
    throws(FormatError) -> String
  {
    try format(arguments, locale: CLDRLocale(orRoot: locale), options: options)
  }

  /// Formats the entry with the plural rules of a locale already read.
  ///
  /// ```swift
  /// try entry.format([3], locale: CLDRLocale("uk")!)
  /// ```
  ///
  /// Outside the family of format calls (<doc:FormattingStrings>), as the call above.
  @available(
    *, deprecated,
    message: "use the table's format(_:_:options:) with FormatOptions(pluralLocale:), or prepare(_:options:)"
  )
  public func format(_ arguments: [any FormatArgument], locale: CLDRLocale, options: FormatOptions = .init())
    throws(FormatError) -> String
  {
    let rules = PluralRules(locale: locale)
    return try arguments.map(\.formatValue).withUnsafeBufferPointer { buffer throws(FormatError) in
      try formatted(buffer, rules: rules, options: options, lenient: false).text
    }
  }

  func formatted(
    _ arguments: UnsafeBufferPointer<FormatValue>, rules: PluralRules, options: borrowing FormatOptions,
    lenient: Bool
  )
    throws(FormatError) -> FormattedString
  {
    try EntryFormatter.run(arguments: arguments, rules: rules, options: options, lenient: lenient) {
      formatter throws(FormatError) in try formatter.render(self)
    }
  }
}
