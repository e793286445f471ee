import Plurals

/// Formats a format string with the printf dialect and no variables, like
/// `String(format:)` with plain (C) number output.
///
/// ```swift
/// try formatPlain("%05.1f|%-4d|%x|%@", 3.14159, 42, 255, "ok")   // "003.1|42  |ff|ok"
/// ```
public func formatPlain(_ format: String, _ arguments: any FormatArgument..., locale: String = "en")
  throws(FormatError) -> String
{
  try formatPlain(format, values: arguments.map(\.formatValue), locale: locale)
}

/// ``formatPlain(_:_:locale:)`` with its arguments as values: what the
/// package's overlays forward their variadic arguments to.
package func formatPlain(_ format: String, values: [FormatValue], locale: String) throws(FormatError)
  -> String
{
  try formatPlain(format, values: values, rules: PluralRules(locale: locale))
}

/// ``formatPlain(_:values:locale:)`` with the plural rules of a locale
/// already read (the overlays' `Locale` is read once, into a `CLDRLocale`).
package func formatPlain(_ format: String, values: [FormatValue], rules: PluralRules) throws(FormatError)
  -> String
{
  try values.withUnsafeBufferPointer { buffer throws(FormatError) in
    try EntryFormatter.run(arguments: buffer, rules: rules, options: .init(), lenient: false) {
      formatter throws(FormatError) in try formatter.render(format, entry: nil, location: nil, first: 0)
    }.text
  }
}
