import Plurals
import Synchronization

/// One state of a bundle: its localizations, catalogs and the tables read so
/// far. A reload makes a new one; a `Localizer` keeps the one it was made
/// from, so a request in flight never sees half of a reload.
final class BundleContents: Sendable {
  let source: BundleSource
  /// `.lproj` folder names without the suffix (`Base` included), sorted.
  let folders: [String]
  /// The catalogs at the top, by table name (`Localizable.xcstrings` → `Localizable`).
  let catalogs: [String: StringCatalog]
  let developmentLanguage: String
  /// Folder names and catalog languages, as written, for matching.
  let matcher: LocalizationMatcher
  /// Catalogs that could not be read.
  let catalogErrors: [SourceError]
  /// `.lproj` table files by relative path, read on first use.
  private let files = Mutex<[String: FileState]>([:])
  /// Negotiations by request, bounded: by `Accept-Language` value, and by language list.
  private let byHeader = Mutex<[String: Resolution]>([:])
  private let byLanguages = Mutex<[[String]: Resolution]>([:])
  /// Resolutions by search order, shared by requests that negotiate alike.
  private let resolutions = Mutex<[[String]: Resolution]>([:])

  /// How many distinct requests are remembered; past it the memory starts anew.
  static let maximumNegotiations = 512

  enum FileState {
    case absent
    case loaded(StringTable)
    case failed(SourceError)
  }

  convenience init(source: BundleSource, developmentLanguage: String) throws(SourceError) {
    try self.init(source: source, names: source.topLevel(), developmentLanguage: developmentLanguage)
  }

  /// The contents of `source`, whose top level holds `names`.
  init(source: BundleSource, names: [String], developmentLanguage: String) {
    self.source = source
    folders = names.filter { $0.hasSuffix(".lproj") && $0.count > 6 }.map { String($0.dropLast(6)) }
    var catalogs: [String: StringCatalog] = [:]
    var errors: [SourceError] = []
    for name in names where LocalizationFileKind(path: name) == .catalog {
      do {
        if let bytes = try source.read(name) {
          catalogs[String(name.dropLast(".xcstrings".count))] = try StringCatalog(
            bytes: bytes, path: source.path(of: name))
        }
      } catch {
        errors.append(error)
      }
    }
    self.catalogs = catalogs
    catalogErrors = errors
    var region = developmentLanguage
    for candidate in ["Info.plist", "Contents/Info.plist"] {
      guard let bytes = try? source.read(candidate) else { continue }
      if let info = try? PropertyListReader.parse(bytes, file: source.path(of: candidate)),
        let value = info.dictionary?["CFBundleDevelopmentRegion"]?.string
      {
        region = value
      }
      break
    }
    self.developmentLanguage = region
    let catalogLanguages = catalogs.keys.sorted().flatMap { catalogs[$0]!.languages }
    var seen = Set<String>()
    matcher = LocalizationMatcher((folders + catalogLanguages).filter { seen.insert($0).inserted })
  }

  /// Every localization: folder names and catalog languages, as written, sorted.
  var localizations: [String] { (Set(folders).union(matcher.candidates.map(\.name))).sorted() }

  // MARK: Negotiation

  /// The localizations to search for `languages`, best first: the matches of
  /// the first language that has any, then `Base`, then the development
  /// language's best match.
  func order(for languages: [String]) -> [String] {
    var result = matcher.matches(for: languages)
    if folders.contains("Base") && !result.contains("Base") { result.append("Base") }
    if let development = matcher.matches(for: [developmentLanguage]).first, !result.contains(development) {
      result.append(development)
    }
    return result
  }

  /// The resolution for an `Accept-Language` value, negotiated once per distinct value.
  ///
  /// - Complexity: O(1) for a value seen before (no parse, no allocation);
  ///   else the parse, the matching and, for a new search order, reading the
  ///   files of the default table.
  func resolution(header: String) -> Resolution {
    if let known = byHeader.withLock({ $0[header] }) { return known }
    let resolution = self.resolution(order: order(for: LocalizationBundle.languages(AcceptLanguage(header))))
    remember(resolution, for: header, in: byHeader)
    return resolution
  }

  /// The resolution for a language list, negotiated once per distinct list.
  func resolution(languages: [String]) -> Resolution {
    if let known = byLanguages.withLock({ $0[languages] }) { return known }
    let resolution = self.resolution(order: order(for: languages))
    remember(resolution, for: languages, in: byLanguages)
    return resolution
  }

  /// The resolution of a search order, shared by every request that negotiates it.
  private func resolution(order: [String]) -> Resolution {
    if let existing = resolutions.withLock({ $0[order] }) { return existing }
    let made = Resolution(order: order, contents: self)
    return resolutions.withLock { cache in
      if let existing = cache[order] { return existing }
      cache[order] = made
      return made
    }
  }

  /// How many negotiations by header are remembered (for tests of the bound).
  var rememberedHeaders: Int { byHeader.withLock { $0.count } }

  private func remember<Key: Hashable & Sendable>(
    _ resolution: Resolution, for key: Key, in cache: borrowing Mutex<[Key: Resolution]>
  ) {
    cache.withLock { cache in
      if cache.count >= Self.maximumNegotiations { cache.removeAll(keepingCapacity: true) }
      cache[key] = resolution
    }
  }

  // MARK: Tables

  /// The language a localization stands for: its tag, or the development language for `Base`.
  func language(of localization: String) -> String {
    LanguageTag(localization)?.identifier ?? LanguageTag(developmentLanguage)?.identifier
      ?? developmentLanguage
  }

  /// `name.<kind>` in the `.lproj` folder `localization`, read once; nil when absent or broken.
  func file(_ name: String, kind: LocalizationFileKind, localization: String) -> StringTable? {
    let relative = "\(localization).lproj/\(name).\(kind.rawValue)"
    let state: FileState
    if let known = files.withLock({ $0[relative] }) {
      state = known
    } else {
      state = read(relative, kind: kind, language: language(of: localization))
      files.withLock { $0[relative] = state }
    }
    if case .loaded(let table) = state { return table }
    return nil
  }

  private func read(_ relative: String, kind: LocalizationFileKind, language: String) -> FileState {
    do throws(SourceError) {
      guard let bytes = try source.read(relative) else { return .absent }
      return .loaded(
        try StringTable(bytes: bytes, path: source.path(of: relative), kind: kind, language: language))
    } catch {
      return .failed(error)
    }
  }

  /// The sources of table `name` for a search order: the catalog's table for
  /// its best language, and the `.stringsdict` and the `.strings` of the best
  /// localization that has each file (Apple's per-file search).
  func resolvedTable(_ name: String, order: [String]) -> ResolvedTable {
    var sources: [(table: StringTable, localization: String)] = []
    if let catalog = catalogs[name] {
      let language = order.first { catalog.languages.contains($0) } ?? catalog.sourceLanguage
      sources.append((catalog.table(language: language), language))
    }
    for kind in [LocalizationFileKind.stringsdict, .strings] {
      for localization in order where folders.contains(localization) {
        if let table = file(name, kind: kind, localization: localization) {
          sources.append((table, localization))
          break
        }
      }
    }
    return ResolvedTable(sources: sources, order: order)
  }

  /// Files that exist but could not be read (after they were first needed), and broken catalogs.
  var loadErrors: [SourceError] {
    let failed = files.withLock { files in
      files.values.compactMap { if case .failed(let error) = $0 { error } else { nil } }
    }
    return (catalogErrors + failed).sorted { $0.location.file < $1.location.file }
  }
}
