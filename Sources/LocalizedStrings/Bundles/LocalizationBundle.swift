import Plurals

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A directory of `<language>.lproj` folders, used the way an app uses
/// `Bundle.localizedString(forKey:value:table:)` and
/// `String.localizedStringWithFormat`, on any platform.
///
/// ```swift
/// let bundle = try LocalizationBundle(path: "Resources")
/// bundle.preferredLocalizations(for: ["pt-BR"])          // ["pt-BR", "pt", "Base", "en"]
/// try bundle.format("%d file(s) remaining", 3, languages: ["ru"])
/// bundle.localizedString(forKey: "Cancel", languages: ["fr-CA"])
/// ```
///
/// Lookup follows Apple's rules: the `.strings` and `.stringsdict` files of a
/// table are found independently, each in the most preferred localization
/// that has the file; on the same key the `.stringsdict` entry wins; a
/// missing key gives the caller's non-empty default value, else the key.
/// Files load once, on first use, and the type is safe to use from many
/// threads at once.
public final class LocalizationBundle: @unchecked Sendable {
  /// The directory.
  public let path: String
  /// The `.lproj` folder names without the suffix (`Base` included), sorted.
  public let localizations: [String]
  /// `CFBundleDevelopmentRegion` of the directory's `Info.plist`, else the initializer's argument.
  public let developmentLanguage: String

  private let matcher: LocalizationMatcher
  private let lock = Lock()
  private var cache: [String: CachedTable] = [:]

  private enum CachedTable {
    case absent
    case loaded(StringTable)
    case failed(SourceError)
  }

  /// Opens a directory; lists its localizations and reads `Info.plist`
  /// (at the top or in `Contents/`) when there is one.
  public init(path: String, developmentLanguage: String = "en") throws(SourceError) {
    self.path = path.hasSuffix("/") ? String(path.dropLast()) : path
    guard let directory = opendir(path) else {
      throw SourceError(
        "cannot open the directory: \(String(cString: strerror(errno)))",
        at: SourceLocation(file: path, line: 1, column: 1))
    }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasSuffix(".lproj") && name.count > 6 { names.append(String(name.dropLast(6))) }
    }
    localizations = names.sorted()
    var region = developmentLanguage
    for candidate in ["Info.plist", "Contents/Info.plist"] {
      let file = self.path + "/" + candidate
      guard access(file, R_OK) == 0 else { continue }
      if let info = try? PropertyListReader.parse(contentsOf: file),
        let value = info.dictionary?["CFBundleDevelopmentRegion"]?.string
      {
        region = value
      }
      break
    }
    self.developmentLanguage = region
    matcher = LocalizationMatcher(localizations)
  }

  // MARK: Languages

  /// The user's languages as a Linux program sees them: `LANGUAGE` (a
  /// colon-separated list), else `LC_ALL`, `LC_MESSAGES`, `LANG`; `C` and
  /// `POSIX` mean none.
  public static var environmentLanguages: [String] {
    languages { name in getenv(name).map { String(cString: $0) } }
  }

  /// The preferred languages given a way to read environment variables.
  static func languages(from variable: (String) -> String?) -> [String] {
    func value(_ name: String) -> String? { variable(name).flatMap { $0.isEmpty ? nil : $0 } }
    var languages: [String] = []
    if let list = value("LANGUAGE") { languages = list.split(separator: ":").map(String.init) }
    if languages.isEmpty, let single = value("LC_ALL") ?? value("LC_MESSAGES") ?? value("LANG") {
      languages = [single]
    }
    return languages.filter { $0 != "C" && $0 != "POSIX" && !$0.hasPrefix("C.") }
  }

  /// The localizations to search, best first: the matches of the first
  /// preferred language that has any (exact, CLDR parents, the language in
  /// another region; see the README's "Language matching"), then `Base`,
  /// then the development language's best match.
  public func preferredLocalizations(for languages: [String]? = nil) -> [String] {
    var result = matcher.matches(for: languages ?? Self.environmentLanguages)
    if localizations.contains("Base") && !result.contains("Base") { result.append("Base") }
    if let development = matcher.matches(for: [developmentLanguage]).first, !result.contains(development) {
      result.append(development)
    }
    return result
  }

  // MARK: Tables

  /// The table file `name.kind` of the first localization in `order` that has it.
  func table(_ name: String, kind: String, order: [String]) -> StringTable? {
    for localization in order {
      let file = "\(path)/\(localization).lproj/\(name).\(kind)"
      switch load(file, localization: localization, kind: kind) {
      case .absent: continue
      case .loaded(let table): return table
      case .failed: return nil
      }
    }
    return nil
  }

  private func load(_ file: String, localization: String, kind: String) -> CachedTable {
    if let cached = lock.withLock({ cache[file] }) { return cached }
    let result: CachedTable
    if access(file, F_OK) != 0 {
      result = .absent
    } else {
      let language = LanguageTag(localization)?.identifier ?? developmentLanguage
      do {
        result = .loaded(try StringTable(contentsOf: file, language: language))
      } catch {
        result = .failed(error)
      }
    }
    lock.withLock { cache[file] = result }
    return result
  }

  /// Files that exist but could not be read, with their errors (after they were first needed).
  public var loadErrors: [SourceError] {
    lock.withLock {
      cache.values.compactMap { if case .failed(let error) = $0 { return error } else { return nil } }
        .sorted { $0.location.file < $1.location.file }
    }
  }

  /// The entry for `key` and the table it came from: the `.stringsdict`'s, else the `.strings`'.
  func lookup(_ key: String, table name: String, languages: [String]?) -> (
    StringEntry, StringTable
  )? {
    let order = preferredLocalizations(for: languages)
    if let table = table(name, kind: "stringsdict", order: order), let entry = table.entries[key] {
      return (entry, table)
    }
    if let table = table(name, kind: "strings", order: order), let entry = table.entries[key] {
      return (entry, table)
    }
    return nil
  }

  // MARK: Lookup and formatting

  /// The localized text of `key`, unformatted (for a `.stringsdict` format
  /// entry, its `NSStringLocalizedFormatKey`). A missing key gives `value`
  /// when it is not empty, else the key.
  public func localizedString(
    forKey key: String, value: String? = nil, table: String? = nil, languages: [String]? = nil
  ) -> String {
    guard let (entry, _) = lookup(key, table: table ?? "Localizable", languages: languages) else {
      return value.flatMap { $0.isEmpty ? nil : $0 } ?? key
    }
    switch entry {
    case .string(let text): return text.text
    case .format(let format): return format.format.text
    case .width(_, let variants, _): return variants.max { $0.width < $1.width }?.value.text ?? key
    case .device(_, let variants, _):
      if case .string(let text)? = variants.first(where: { $0.device == "other" })?.value { return text.text }
      return key
    }
  }

  /// Formats `key` with `arguments`; plural rules come from the localization
  /// the entry was found in (`options.locale` overrides). A missing key is
  /// formatted as its own format string.
  public func format<each Argument: FormatArgument>(
    _ key: String, _ arguments: repeat each Argument, table: String? = nil, languages: [String]? = nil,
    options: FormatOptions = .init()
  ) throws(FormatError) -> String {
    var values: [FormatValue] = []
    for argument in repeat each arguments { values.append(argument.formatValue) }
    return try formatDetailed(key, arguments: values, table: table, languages: languages, options: options)
      .text
  }

  /// Formats `key`; also returns what the engine noticed.
  public func formatDetailed(
    _ key: String, arguments: [FormatValue], table: String? = nil, languages: [String]? = nil,
    options: FormatOptions = .init()
  ) throws(FormatError) -> FormattedString {
    let found: (StringEntry, StringTable)
    if let lookedUp = lookup(key, table: table ?? "Localizable", languages: languages) {
      found = lookedUp
    } else {
      let development = StringTable(
        path: path, language: developmentLanguage, kind: .strings, entries: [:], keys: [], diagnostics: [])
      found = (.string(LocatedString(key, at: SourceLocation(file: path, line: 1, column: 1))), development)
    }
    return try arguments.withUnsafeBufferPointer { buffer throws(FormatError) in
      try found.1.format(found.0, key: key, arguments: buffer, options: options, lenient: false)
    }
  }
}
