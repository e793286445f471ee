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
  let rules = PluralRules(locale: locale)
  return try arguments.map(\.formatValue).withUnsafeBufferPointer { buffer throws(FormatError) in
    try EntryFormatter.run(arguments: buffer, rules: rules, options: .init(), lenient: false) {
      formatter throws(FormatError) in try formatter.render(format, entry: nil, location: nil, first: 0)
    }.text
  }
}
