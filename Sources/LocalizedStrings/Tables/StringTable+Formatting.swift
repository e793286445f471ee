import Plurals
import SourceFiles

// Formatting by key: the one family of calls (format, formatDetailed, string) on a table.
extension StringTable {
  /// Formats the entry `key` with `arguments`.
  ///
  /// Throws `FormatError` for an unknown key, a missing argument or one of
  /// the wrong kind, a malformed format, an unknown variable, a cycle.
  ///
  /// Allocates nothing but the resulting string (none at all for a result
  /// of up to 15 UTF-8 bytes).
  @inlinable
  public func format<each Argument: FormatArgument>(_ key: String, _ arguments: repeat each Argument)
    throws(FormatError) -> String
  {
    try withFormatValues(repeat each arguments) { buffer throws(FormatError) in
      try format(key, values: buffer)
    }
  }

  /// Formats the entry `key` with one argument.
  ///
  /// The same as the variadic form above, for the commonest call, without
  /// the cost of a parameter pack.
  ///
  /// ```swift
  /// try table.format("%d file(s) remaining", 5)   // "5 files remaining"
  /// ```
  ///
  /// Throws `FormatError` as the variadic form does.
  @inlinable
  public func format<First: FormatArgument>(_ key: String, _ first: First) throws(FormatError) -> String {
    try withFormatValues(first) { buffer throws(FormatError) in try format(key, values: buffer) }
  }

  /// Formats the entry `key` with two arguments: the variadic form above,
  /// without the cost of a parameter pack.
  ///
  /// Throws `FormatError` as the variadic form does.
  @inlinable
  public func format<First: FormatArgument, Second: FormatArgument>(
    _ key: String, _ first: First, _ second: Second
  )
    throws(FormatError) -> String
  {
    try withFormatValues(first, second) { buffer throws(FormatError) in try format(key, values: buffer) }
  }

  /// Formats the entry `key` with `arguments` and `options` (see the variadic `format(_:_:)`).
  @inlinable
  public func format<each Argument: FormatArgument>(
    _ key: String, _ arguments: repeat each Argument, options: FormatOptions
  ) throws(FormatError) -> String {
    try withFormatValues(repeat each arguments) { buffer throws(FormatError) in
      try format(key, values: buffer, options: options)
    }
  }

  /// Formats the entry `key` with one argument and `options`: the variadic
  /// form above, without the cost of a parameter pack.
  ///
  /// ```swift
  /// try table.format("%d file(s) remaining", 12_345, options: FormatOptions(numberFormatLocale: CLDRLocale("pl")))
  /// // "12 345 plików" (a no-break space)
  /// ```
  ///
  /// Throws `FormatError` as the variadic form does.
  @inlinable
  public func format<First: FormatArgument>(_ key: String, _ first: First, options: FormatOptions)
    throws(FormatError) -> String
  {
    try withFormatValues(first) { buffer throws(FormatError) in
      try format(key, values: buffer, options: options)
    }
  }

  /// Formats the entry `key` with two arguments and `options`: the variadic
  /// form above, without the cost of a parameter pack.
  ///
  /// Throws `FormatError` as the variadic form does.
  @inlinable
  public func format<First: FormatArgument, Second: FormatArgument>(
    _ key: String, _ first: First, _ second: Second, options: FormatOptions
  ) throws(FormatError) -> String {
    try withFormatValues(first, second) { buffer throws(FormatError) in
      try format(key, values: buffer, options: options)
    }
  }

  /// Formats the entry `key` with arguments already converted and the default options.
  @usableFromInline
  package func format(_ key: String, values: UnsafeBufferPointer<FormatValue>) throws(FormatError) -> String {
    // Unretained: this table keeps its boxes for as long as it lives.
    guard let found = storage.index.unretainedEntry(for: key) else { throw unknownKey(key) }
    let rules = rules(for: key)
    if let text = found._withUnsafeGuaranteedRef({ $0.directText(values, rules: rules, numbers: nil) }) {
      return text
    }
    return try standardEngine(found, values, rules: rules)
  }

  /// The engine with the default options, out of line: read only here, so
  /// that the direct path does not pay for them on every call, and the direct
  /// path's caller keeps a small frame (the engine, inlined, enlarged it).
  @inline(never)
  private func standardEngine(
    _ found: Unmanaged<PlannedEntry>, _ values: UnsafeBufferPointer<FormatValue>, rules: PluralRules
  ) throws(FormatError) -> String {
    try engine(found, values, rules: rules, options: FormatOptions.standard)
  }

  /// Formats the entry `key` with arguments already converted.
  @usableFromInline
  package func format(
    _ key: String, values: UnsafeBufferPointer<FormatValue>, options: borrowing FormatOptions
  )
    throws(FormatError) -> String
  {
    guard let found = storage.index.unretainedEntry(for: key) else { throw unknownKey(key) }
    return try format(found, key: key, values: values, options: options)
  }

  /// Formats the entry `found` (of `key`, looked up unretained in this
  /// table) with arguments already converted: the direct path (localized
  /// integers included), else the engine.
  package func format(
    _ found: Unmanaged<PlannedEntry>, key: String, values: UnsafeBufferPointer<FormatValue>,
    options: borrowing FormatOptions
  ) throws(FormatError) -> String {
    let rules = rules(for: key, options: options)
    let numbers = options.numberFormat
    if let text = found._withUnsafeGuaranteedRef({ $0.directText(values, rules: rules, numbers: numbers) }) {
      return text
    }
    return try engine(found, values, rules: rules, options: options)
  }

  /// The entry of `key`, not retained (valid while this table is): the lookup of formatting.
  package func unretainedEntry(for key: String) -> Unmanaged<PlannedEntry>? {
    storage.index.unretainedEntry(for: key)
  }

  /// The engine's text for the entry `found` (of `key`) with `options`,
  /// once the direct path gave none (not tried again).
  package func engine(
    _ found: Unmanaged<PlannedEntry>, key: String, values: UnsafeBufferPointer<FormatValue>,
    options: borrowing FormatOptions, lenient: Bool = false
  ) throws(FormatError) -> String {
    try engine(found, values, rules: rules(for: key, options: options), options: options, lenient: lenient)
  }

  /// The engine's text for the entry `found`, once the direct path gave none (not tried again).
  private func engine(
    _ found: Unmanaged<PlannedEntry>, _ values: UnsafeBufferPointer<FormatValue>, rules: PluralRules,
    options: borrowing FormatOptions, lenient: Bool = false
  ) throws(FormatError) -> String {
    try found.takeUnretainedValue().entry.formatted(values, rules: rules, options: options, lenient: lenient)
      .text
  }

  package func unknownKey(_ key: String) -> FormatError {
    FormatError(.unknownKey, "no entry '\(key)' in \(path)")
  }

  /// The entry of `key` (the fast lookup formatting uses).
  package func entry(for key: String) -> StringEntry? { storage.index.entry(for: key)?.entry }

  /// Formats the entry `key`; also returns what the engine noticed: a
  /// fallback variant (`missing-other`, `device-missing-other`) or text
  /// served in another language (`language-fallback`).
  public func formatDetailed(_ key: String, arguments: [FormatValue], options: FormatOptions = .init())
    throws(FormatError) -> FormattedString
  {
    guard let entry = entry(for: key) else { throw unknownKey(key) }
    return try arguments.withUnsafeBufferPointer { buffer throws(FormatError) in
      try formatDetailed(entry, key: key, arguments: buffer, options: options)
    }
  }

  /// Formats `entry` (the entry of `key`), noting a key served in another language.
  package func formatDetailed(
    _ entry: StringEntry, key: String, arguments: UnsafeBufferPointer<FormatValue>,
    options: borrowing FormatOptions
  ) throws(FormatError) -> FormattedString {
    var result = try format(entry, key: key, arguments: arguments, options: options, lenient: false)
    if let fallback = fallbacks[key] {
      result.diagnostics.append(
        .init(
          .languageFallback,
          "'\(key)' has no \(language) text; used \(fallback.language)'s (with its plural rules)",
          at: entry.location))
    }
    return result
  }

  /// Best effort, never throws: a directive that cannot be formatted is left
  /// as written, and an unknown key gives the key itself.
  public func string(_ key: String, _ arguments: any FormatArgument..., options: FormatOptions = .init())
    -> String
  {
    guard let entry = entry(for: key) else { return key }
    let values = arguments.map(\.formatValue)
    // Formatted once, leniently: a lenient text is the strict one whenever that exists.
    return values.withUnsafeBufferPointer { buffer in
      (try? format(entry, key: key, arguments: buffer, options: options, lenient: true).text) ?? key
    }
  }

  /// The plural rules for `key`: the options' locale, else the language its text is in.
  package func rules(for key: String, options: borrowing FormatOptions) -> PluralRules {
    if let rules = options.pluralRules { return rules }
    return rules(for: key)
  }

  /// The plural rules of the language `key`'s text is in.
  package func rules(for key: String) -> PluralRules {
    if !storage.fallbacks.isEmpty, let fallback = storage.fallbacks[key] { return fallback.rules }
    return storage.pluralRules
  }

  package func format(
    _ entry: StringEntry, key: String, arguments: UnsafeBufferPointer<FormatValue>,
    options: borrowing FormatOptions,
    lenient: Bool
  )
    throws(FormatError) -> FormattedString
  {
    let rules = rules(for: key, options: options)
    if let text = entry.directText(arguments, rules: rules, numbers: options.numberFormat) {
      return FormattedString(text: text, diagnostics: [])
    }
    return try entry.formatted(arguments, rules: rules, options: options, lenient: lenient)
  }
}
