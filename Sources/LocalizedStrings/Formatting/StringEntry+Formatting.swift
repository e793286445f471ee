import Plurals

extension StringEntry {
  /// The entry formatted with `rules`: what every format call of a table, a
  /// localizer and a prepared entry runs.
  package func formatted(
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
