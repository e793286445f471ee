/// A String Catalog's localizations, converted to entries one language at
/// a time, when the language is first asked for, and kept.
///
/// Converting every language at load was ~90 % of loading a catalog, and a
/// process usually serves few of them. The document's bytes are kept until
/// the catalog goes.
import LocalizationFiles

final class CatalogLocalizations: Sendable {
  /// One language's entries, with the diagnostics and review states its
  /// conversion gave, each diagnostic tagged with where it stands in the
  /// document (its key's place in `strings`, its localization's place in the key).
  struct Language: Sendable {
    var entries: [String: StringEntry] = [:]
    var diagnostics: [(order: Int, memberOrder: Int, diagnostic: LocalizationDiagnostic)] = []
    var states: [String: String] = [:]
  }

  let bytes: [UInt8]
  let file: String
  let index: CatalogIndex
  let sourceLanguage: String
  private let converted = Locked<[String: Language]>([:])

  init(bytes: [UInt8], file: String, index: CatalogIndex, sourceLanguage: String) {
    self.bytes = bytes
    self.file = file
    self.index = index
    self.sourceLanguage = sourceLanguage
  }

  /// The localizations in `language` (as the catalog writes it), converted the first time.
  ///
  /// - Complexity: O(*n*) in the size of that language's localizations the
  ///   first time, then a dictionary lookup.
  func language(_ language: String) -> Language {
    if let done = converted.withLock({ $0[language] }) { return done }
    let made = convert(language)
    return converted.withLock { languages in
      if let done = languages[language] { return done }
      languages[language] = made
      return made
    }
  }

  /// The languages converted so far.
  var convertedLanguages: Set<String> { converted.withLock { Set($0.keys) } }

  private func convert(_ language: String) -> Language {
    var result = Language()
    var converter = CatalogConverter(sourceLanguage: sourceLanguage)
    for (order, memberOrder) in index.places[language] ?? [] {
      let key = index.keys[order]
      var reader = JSONReader.resumed(bytes, file: file, at: key.localizations[memberOrder].mark)
      // The whole document was checked by the scan; a failure here would be a bug, and skips the localization.
      guard let node = try? reader.value(depth: CatalogIndex.localizationDepth) else { continue }
      let before = converter.diagnostics.count
      if let entry = converter.entry(key: key.key, language: language, node: node) {
        result.entries[key.key] = entry
        converter.checkArguments(entry, key: key.key, language: language)
      }
      for diagnostic in converter.diagnostics[before...] {
        result.diagnostics.append((order, memberOrder, diagnostic))
      }
    }
    for (key, states) in converter.states {
      if let state = states[language] { result.states[key] = state }
    }
    return result
  }

  /// The diagnostics of `languages`, in document order.
  func diagnostics(of languages: some Sequence<String>) -> [LocalizationDiagnostic] {
    keyedDiagnostics(of: languages).map(\.diagnostic)
  }

  /// The same, each with the key and the language of the localization it is about.
  func keyedDiagnostics(of languages: some Sequence<String>) -> [(
    key: String, language: String, diagnostic: LocalizationDiagnostic
  )] {
    var tagged:
      [(order: Int, memberOrder: Int, sequence: Int, language: String, diagnostic: LocalizationDiagnostic)] =
        []
    for language in languages {
      for (order, memberOrder, diagnostic) in self.language(language).diagnostics {
        tagged.append((order, memberOrder, tagged.count, language, diagnostic))
      }
    }
    tagged.sort { ($0.order, $0.memberOrder, $0.sequence) < ($1.order, $1.memberOrder, $1.sequence) }
    return tagged.map { (index.keys[$0.order].key, $0.language, $0.diagnostic) }
  }

  /// The review state of each key's localization, by language, for every language.
  func states(of languages: some Sequence<String>) -> [String: [String: String]] {
    var states: [String: [String: String]] = [:]
    for language in languages {
      for (key, state) in self.language(language).states { states[key, default: [:]][language] = state }
    }
    return states
  }
}
