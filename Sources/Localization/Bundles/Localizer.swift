import LocalizedStrings
import LocaleNumbers
import Plurals
import SourceFiles

/// A bundle negotiated for one user's languages: cheap to make per request,
/// and it formats and looks up keys in the localization that serves them.
///
/// ```swift
/// // In a request handler (Hummingbird, Vapor …):
/// let localizer = bundle.localizer(acceptLanguage: request.headers["Accept-Language"] ?? "")
/// response.headers["Content-Language"] = localizer.language        // "pl"
/// try localizer.format("%d file(s) remaining", 5)                   // "Pozostało 5 plików"
/// localizer.localizedString(forKey: "Cancel")                       // "Anuluj"
/// ```
///
/// The negotiation (matching the languages to the bundle's localizations,
/// reading the default table's files) happens once per distinct header or
/// language list and is remembered by the bundle; later requests with the
/// same languages get the same result for a dictionary lookup. A localizer
/// keeps the state of the bundle it was made from: a ``LocalizationBundle/reload()``
/// in the meantime does not change what it serves.
///
/// **A key the served localization lacks** is taken, by default, from the
/// next localization of ``searchOrder`` that has it, down to the development
/// language, whatever its source (`.stringsdict`, `.strings` or String
/// Catalog): an Arabic request whose search order is `ar, en` gets English
/// text for a key only English has, with English plural rules and numbers,
/// and ``formatDetailed(_:arguments:table:)`` reports it with a
/// `language-fallback` diagnostic. ``missingKeys`` set to
/// ``MissingKeys/returnKey`` serves the key itself instead, as Apple's
/// `Bundle` does.
///
/// Numbers follow the request when the text is in its language and script,
/// as Apple's formatters follow the user's locale: an `ar-EG` request served
/// by `ar.lproj` writes `١٬٢٣٤` (Egypt's digits), `ar-u-nu-arab` too, `de-CH`
/// served by `de.lproj` writes `1'234`; plural rules likewise (`pt-PT` served
/// by `pt.lproj`: `0` is `other`). Text of another language (a fallback)
/// keeps that language's numbers and rules. ``numbers`` set to
/// ``NumberStyle/plain`` writes C's. The process environment is never read.
public struct Localizer: Sendable {
  /// How numbers are written.
  public enum NumberStyle: Sendable, Hashable {
    /// The way the text's language writes them (digits, separators, grouping), like `String.localizedStringWithFormat`.
    case localized
    /// Plain C output, like `String(format:)`.
    case plain
  }

  /// What a key the served localization lacks gives.
  public enum MissingKeys: Sendable, Hashable {
    /// The text of the next localization of the search order that has the
    /// key, down to the development language, formatted with that
    /// language's plural rules and numbers; the key itself only when no
    /// localization has it. The default, for every source alike.
    case fallBack
    /// The key itself (formatted as its own format, in the development
    /// language), as Apple's `Bundle` returns it: text comes only from the
    /// served localization's catalog language and from the `.stringsdict`
    /// and `.strings` files Apple's per-file search picks (the first
    /// localization of the search order that has each file).
    case returnKey
  }

  let contents: BundleContents
  let resolution: Resolution
  /// How numbers are written; localized by default.
  public var numbers: NumberStyle
  /// What a key the served localization lacks gives: the next language's
  /// text (``MissingKeys/fallBack``, the default) or the key (``MissingKeys/returnKey``).
  public var missingKeys: MissingKeys
  /// The device for device variants (`iphone`, `mac` …); `other` by default, as a server has no device.
  public var device = "other"
  /// The display width for width variants; nil picks the widest.
  public var width: Int?

  init(
    contents: BundleContents, resolution: Resolution, numbers: NumberStyle,
    missingKeys: MissingKeys = .fallBack
  ) {
    self.contents = contents
    self.resolution = resolution
    self.numbers = numbers
    self.missingKeys = missingKeys
  }

  /// The localization that serves the request, as the bundle names it (the
  /// `.lproj` folder without the suffix, or the catalog's language, e.g.
  /// `pt_BR`); `Base` when the base serves; nil for an empty bundle.
  ///
  /// It is the localization whose text the default table (`Localizable`)
  /// serves: the first in ``searchOrder`` that has a readable
  /// `Localizable` — a catalog language, a `.stringsdict` or a `.strings`.
  /// A localization that matched but has no such table (none was
  /// translated, or its file is broken and never parsed) is skipped, as its
  /// text is; when no localization has the table, the first of the search
  /// order.
  public var localization: String? { resolution.localization }

  /// The BCP 47 tag of ``localization`` (`pt-BR` for `pt_BR.lproj`, `en` for
  /// `English.lproj`, the development language for `Base`): the value for a
  /// `Content-Language` header.
  ///
  /// It names the language of the text served, never only the language
  /// asked for: if `pl.lproj` exists but its `Localizable` files are all
  /// missing or broken (with no earlier version that parsed), a Polish
  /// request is served English text and this is `en`. A bundle's reload
  /// never changes it under a localizer (the localizer keeps its state).
  ///
  /// One exception is per key: a key the serving table lacks is taken from
  /// the next localization of ``searchOrder`` that has it, whichever its
  /// source (see ``missingKeys``), and a key no source has is its own text;
  /// that text is not in this language.
  /// ``formatDetailed(_:arguments:table:)`` reports such a key with a
  /// `languageFallback` diagnostic, and `plurals lint` reports keys a
  /// localization lacks (`missing-key`). Tables other than `Localizable` are searched in
  /// the same order, but this names the default table's localization.
  public var language: String { resolution.language }

  /// ``language`` as a locale, read once at negotiation: the value to hand
  /// to `PluralRules(locale:)`, `LocalizedNumberFormat(locale:)` or
  /// `FormatOptions` for more text in the served language (root when
  /// the development language serves and is no language).
  ///
  /// ```swift
  /// let rules = PluralRules(locale: localizer.cldrLocale)   // nothing parsed again
  /// ```
  public var cldrLocale: CLDRLocale { resolution.locale }

  /// The CLDR identifier of the locale whose plural rules the served
  /// localization's text uses (`pt_PT`, `ru`): the request's when the
  /// localization is in its language and script (`pt_PT` for a `pt-PT`
  /// request served by `pt.lproj`). The locale itself is
  /// `pluralRules.cldrLocale`.
  package var pluralLocaleIdentifier: String { resolution.pluralRules.locale }

  /// The CLDR locale whose number data the served localization's text uses
  /// (the request's, region and `-u-nu-` included, when the localization is
  /// in its language and script: `ar_EG` for `ar-EG` served by `ar.lproj`),
  /// nil for plain output.
  package var numberFormatLocaleIdentifier: String? {
    numbers == .plain ? nil : resolution.numberFormat.locale
  }

  /// The plural rules of the served localization's text: those of the
  /// request's locale when the localization is in its language and script
  /// (`pt_PT` for a `pt-PT` request served by `pt.lproj`), else the
  /// localization's; a value to format more text with (its `locale` names it).
  public var pluralRules: PluralRules { resolution.pluralRules }

  /// How the served localization's text writes numbers: the request's locale,
  /// region and `-u-nu-` system included, when the localization is in its
  /// language and script (`ar_EG` for `ar-EG` served by `ar.lproj`); nil for
  /// plain output.
  public var numberFormat: LocalizedNumberFormat? { numbers == .plain ? nil : resolution.numberFormat }

  /// The localizations searched, best first (what ``LocalizationBundle/preferredLocalizations(for:)`` gives).
  public var searchOrder: [String] { resolution.order }

  // MARK: Formatting

  /// Formats `key` of `table` (`Localizable` by default) with `arguments`; a
  /// key the served localization lacks is the next language's (see
  /// ``missingKeys``), and a key no source has is formatted as its own format
  /// (Apple's behaviour).
  ///
  /// ```swift
  /// try localizer.format("%d file(s) remaining", 5, "x")   // any number of arguments
  /// ```
  ///
  /// - Complexity: a lookup per source of the table searched (the
  ///   catalog, then each localization's `.stringsdict` and `.strings`, best
  ///   first, up to the first that has the key), then the formatting (as
  ///   `StringTable.format(_:_:options:)` with the source's options);
  ///   nothing is matched or read.
  @inlinable
  public func format<each Argument: FormatArgument>(
    _ key: String, _ arguments: repeat each Argument, table: String? = nil
  ) throws(FormatError) -> String {
    try withFormatValues(repeat each arguments) { buffer throws(FormatError) in
      try format(key, values: buffer, table: table)
    }
  }

  /// Formats `key` of `table` with one argument: the variadic form above,
  /// for the commonest call, without the cost of a parameter pack.
  ///
  /// ```swift
  /// try localizer.format("%d file(s) remaining", 5)   // "Pozostało 5 plików"
  /// ```
  ///
  /// Throws `FormatError` as the variadic form does.
  @inlinable
  public func format<First: FormatArgument>(_ key: String, _ first: First, table: String? = nil)
    throws(FormatError) -> String
  {
    try withFormatValues(first) { buffer throws(FormatError) in try format(key, values: buffer, table: table)
    }
  }

  /// Formats `key` of `table` with two arguments: the variadic form above,
  /// without the cost of a parameter pack.
  ///
  /// Throws `FormatError` as the variadic form does.
  @inlinable
  public func format<First: FormatArgument, Second: FormatArgument>(
    _ key: String, _ first: First, _ second: Second, table: String? = nil
  ) throws(FormatError) -> String {
    try withFormatValues(first, second) { buffer throws(FormatError) in
      try format(key, values: buffer, table: table)
    }
  }

  /// Formats `key` of `table` with arguments already converted: the path of
  /// every `format` overload.
  @usableFromInline
  func format(_ key: String, values: UnsafeBufferPointer<FormatValue>, table: String?) throws(FormatError)
    -> String
  {
    // The default table is read in place: no reference is taken for the call.
    guard let table, table != Resolution.defaultTableName else {
      return try format(key, values: values, in: resolution.defaultTable, lenient: false)
    }
    return try format(key, values: values, in: resolution.table(table, contents: contents), lenient: false)
  }

  /// Formats `key` of `resolved`: its entry is found without retaining it,
  /// and written by the direct path with the plural rules and the number
  /// format its source resolved at negotiation (plain values: nothing is
  /// built, copied or retained), else by the engine with the options
  /// ``format(_:in:arguments:lenient:detailed:)`` would give it.
  /// Leniently (`lenient`): a directive that cannot be formatted is left as
  /// written, as ``string(_:_:table:)`` gives it.
  func format(
    _ key: String, values: UnsafeBufferPointer<FormatValue>, in resolved: ResolvedTable, lenient: Bool
  ) throws(FormatError) -> String {
    guard let (index, found) = resolved.lookup(key, fallBack: missingKeys == .fallBack) else {
      return try missingKey(key, arguments: values, lenient: lenient).text
    }
    // Read in place: nothing retained (a source whose keys may be in another language looks the key up).
    let hot = resolved.hot[index]
    let rules: PluralRules
    let numbers: LocalizedNumberFormat?
    if hot.hasFallbacks {
      let source = resolved.sources[index]
      rules = source.table.fallbacks[key]?.rules ?? hot.rules
      numbers = self.numbers == .plain ? nil : source.numbers(for: key)
    } else {
      rules = hot.rules
      numbers = self.numbers == .plain ? nil : hot.numbers
    }
    // The direct path writes no width or device entry: the options' device and width cannot matter to it.
    if let text = found._withUnsafeGuaranteedRef({ $0.directText(values, rules: rules, numbers: numbers) }) {
      return text
    }
    let source = resolved.sources[index]
    return try source.table.engine(
      found, key: key, values: values, options: adjusted(options(of: source, key: key)), lenient: lenient)
  }

  /// Formats `key`; also returns what the engine noticed (see
  /// `StringTable.formatDetailed(_:arguments:options:)`), and a
  /// `language-fallback` diagnostic when the text is not in ``language``.
  public func formatDetailed(_ key: String, arguments: [FormatValue], table: String? = nil)
    throws(FormatError)
    -> FormattedString
  {
    let resolved = resolution.table(table, contents: contents)
    return try arguments.withUnsafeBufferPointer { buffer throws(FormatError) in
      try format(key, in: resolved, arguments: buffer, lenient: false, detailed: true)
    }
  }

  /// Best effort, never throws: a directive that cannot be formatted is left as written.
  public func string(_ key: String, _ arguments: any FormatArgument..., table: String? = nil) -> String {
    arguments.map(\.formatValue).withUnsafeBufferPointer { bestEffort(key, values: $0, table: table) }
  }

  /// ``string(_:_:table:)`` of arguments already converted: formatted once,
  /// by `format`'s path (the direct path, else the engine, leniently), the
  /// key itself when even that throws. A lenient text is the strict one
  /// whenever that exists: no strict attempt first.
  @usableFromInline
  func bestEffort(_ key: String, values: UnsafeBufferPointer<FormatValue>, table: String?) -> String {
    guard let table, table != Resolution.defaultTableName else {
      return (try? format(key, values: values, in: resolution.defaultTable, lenient: true)) ?? key
    }
    return (try? format(key, values: values, in: resolution.table(table, contents: contents), lenient: true))
      ?? key
  }

  /// The text of `key`, unformatted (a `.stringsdict` entry's format),
  /// looked up as `format(_:_:table:)` does; a key no source has (with
  /// ``MissingKeys/returnKey``: the served localization lacks) gives `value`
  /// when it is not empty, else the key.
  public func localizedString(forKey key: String, value: String? = nil, table: String? = nil) -> String {
    let resolved = resolution.table(table, contents: contents)
    guard let (_, found) = resolved.lookup(key, fallBack: missingKeys == .fallBack) else {
      return value.flatMap { $0.isEmpty ? nil : $0 } ?? key
    }
    return found.takeUnretainedValue().entry.unformattedText ?? key
  }

  func format(
    _ key: String, in resolved: ResolvedTable, arguments: UnsafeBufferPointer<FormatValue>, lenient: Bool,
    detailed: Bool = false
  ) throws(FormatError) -> FormattedString {
    guard let (index, found) = resolved.lookup(key, fallBack: missingKeys == .fallBack) else {
      return try missingKey(key, arguments: arguments, lenient: lenient)
    }
    let entry = found.takeUnretainedValue().entry
    let source = resolved.sources[index]
    let options = adjusted(options(of: source, key: key))
    guard detailed else {
      return try source.table.format(
        entry, key: key, arguments: arguments, options: options, lenient: lenient)
    }
    var result = try source.table.formatDetailed(entry, key: key, arguments: arguments, options: options)
    if source.table.fallbacks[key] == nil,
      LanguageTag(source.table.cldrLocale) != LanguageTag(resolution.locale)
    {
      result.diagnostics.append(
        .init(
          .languageFallback,
          "'\(key)' has no \(language) text; used \(source.table.language)'s (with its plural rules)",
          at: entry.location))
    }
    return result
  }

  /// A key no source has: Apple's behaviour, the key is its own format, in the development language.
  func missingKey(_ key: String, arguments: UnsafeBufferPointer<FormatValue>, lenient: Bool)
    throws(FormatError) -> FormattedString
  {
    let missing = missingKeyEntry(key)
    return try missing.entry.formatted(
      arguments, rules: missing.rules, options: missing.options, lenient: lenient)
  }

  /// What a key no source has is formatted as: the key as its own format,
  /// with the development language's rules and this localizer's options
  /// (``missingKey(_:arguments:lenient:)`` formats it, ``prepare(_:table:)`` keeps it).
  func missingKeyEntry(_ key: String) -> (entry: StringEntry, rules: PluralRules, options: FormatOptions) {
    let development = resolution.development
    let location = SourceLocation(file: contents.source.directory ?? "<memory>", line: 1, column: 1)
    return (
      .string(LocatedString(key, at: location)), development.rules,
      adjusted(numbers == .plain ? FormatOptions() : development.localized)
    )
  }

  /// The options `source` formats `key` with, before ``device`` and
  /// ``width``: plain, or numbers in the language of the text (a key a
  /// catalog takes from another language is in that language).
  func options(of source: ResolvedTable.Source, key: String) -> FormatOptions {
    if !source.fallbackRanks.isEmpty, let fallback = source.table.fallbacks[key] {
      return numbers == .plain ? .standard : fallback.localized
    }
    return numbers == .plain ? source.plain : source.localized
  }

  @inline(__always)
  func adjusted(_ options: FormatOptions) -> FormatOptions {
    guard device != "other" || width != nil else { return options }
    var options = options
    options.device = device
    options.width = width
    return options
  }
}

extension StringEntry {
  /// The text as written: a plain string, a format's format key, the widest
  /// width variant, the `other` device variant's text.
  var unformattedText: String? {
    switch self {
    case .string(let text): text.text
    case .format(let format): format.format.text
    case .width(_, let variants, _): variants.max { $0.width < $1.width }?.value.text
    case .device(_, let variants, _):
      variants.first { $0.device.lowercased() == "other" }?.value.unformattedText
        ?? variants.first?.value.unformattedText
    }
  }
}
