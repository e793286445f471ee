import LocalizedStrings
@_spi(TableFormat) import PluralTableFormat
import Plurals

/// Chooses among the localizations an app ships (`.lproj` folder names or a
/// catalog's languages, spelled any way) for a user's preferred languages,
/// as Apple's bundles do (`CFBundle_Locale.c`,
/// `_CFBundleCreateMutableArrayOfFallbackLanguages`, which calls Apple's ICU
/// `ualoc_localizationsToUse`, `icuSources/common/ualoc.cpp`).
///
/// A localization matches a requested language only in the same script,
/// written or implied (CLDR likely subtags: `zh-TW` is Traditional, so
/// `zh_CN.lproj` never serves it; `sr` is Cyrillic, so `sr@latin.lproj` only
/// serves `sr-Latn`). For each preferred language in turn:
///
/// 1. the same tag, then the nearest of its ancestors by Apple's parents
///    (``AppleParentLocales``: CLDR's, with English regions under `en_GB`,
///    `en_150` or `en_AU`): `en-IN` → `en_GB`, then `en`; `pt-AO` → `pt_PT`;
///    `es-MX` → `es_419`; `zh-TW` → `zh-Hant`;
/// 2. failing that, a backup: a localization whose parent, or whose language
///    without its region, is the request or its nearest ancestor (`en` →
///    `en_US` or `en_GB`, never `en_AU`, whose parent is `en_GB`; `lt` →
///    `lt_LT`), the language's default region first. A backup of an earlier
///    language beats a match of a later one in another language or script (a
///    user who asks for German then French gets `de_AT` before `fr`), except
///    Brazilian Portuguese backing up `pt-PT`.
///
/// The chosen localization is followed by its ancestors that the app ships
/// (`en_AU`, `en_GB`, `en`), and, for `zh_HK` or `zh_MO`, by `zh_TW` when
/// there is no `zh_Hant`. Apple's list ends there; this one then adds the
/// other localizations of the same language and script, the likely region
/// first, then those sharing a CLDR parent with the request (`en-AU` →
/// `en_GB` before `en_US`), so a key the whole chain lacks still comes from
/// the nearest sibling before the development language.
///
/// Every answer is a list of ``Candidate``s: a localization's name as the app
/// writes it with the tag read from it once, here, so that no caller parses a
/// localization's name again.
struct LocalizationMatcher: Sendable {
  /// A localization that is a language: its name as written (`zh_TW`,
  /// `English`) and the tag read from it (`zh-TW`, `en`).
  struct Candidate: Sendable, Equatable {
    var name: String
    var tag: LanguageTag
    var maximized: LanguageTag
    /// The CLDR fallback chain of the tag's locale.
    var chain: [CLDRLocale]
  }

  /// The localizations that are languages (`Base` and `mul` are left out), in the given order.
  let candidates: [Candidate]

  init(_ names: [String]) {
    candidates = names.compactMap { name in
      LanguageTag(name).map { tag in
        Candidate(
          name: name, tag: tag, maximized: tag.maximized,
          chain: tag.cldrLocale.fallbackChain)
      }
    }
  }

  /// The first localization that is a language, if any (CF's last backstop).
  var first: Candidate? { candidates.first }

  /// The tag the localization `name` was read into, if it is a language.
  ///
  /// - Complexity: O(n) in the number of localizations.
  func tag(of name: String) -> LanguageTag? { candidates.first { $0.name == name }?.tag }

  /// The localizations of `request`'s language and script, best first, by
  /// closeness: the same tag; CLDR's parents; the language in the script; its
  /// likely region; any other region, those sharing a CLDR parent first.
  func related(to request: LanguageTag) -> [Candidate] {
    let maximized = request.maximized
    let chain = request.cldrLocale.fallbackChain
    var ranked: [(rank: Int, candidate: Candidate)] = []
    for candidate in candidates where candidate.maximized.script == maximized.script {
      let rank: Int
      if candidate.tag == request
        || (candidate.maximized == maximized && (candidate.tag.region == nil) == (request.region == nil))
      {
        rank = 0
      } else if let depth = chain.firstIndex(of: candidate.tag.cldrLocale) {
        // A CLDR parent, even of another language code (`nb` → `no`).
        rank = 1 + depth
      } else if candidate.tag.languageCode != request.languageCode {
        continue
      } else if candidate.tag.region == nil {
        rank = 20
      } else if candidate.maximized.region == maximized.region {
        rank = 30
      } else {
        let sharesParent = candidate.chain.dropFirst().contains {
          $0 != $0.languageOnly && chain.contains($0)
        }
        rank = sharesParent ? 40 : 41
      }
      ranked.append((rank, candidate))
    }
    return ranked.sorted { ($0.rank, $0.candidate.name) < ($1.rank, $1.candidate.name) }.map(\.candidate)
  }

  /// The localizations for a list of preferred languages, best first (see
  /// the type's ranking); empty when no language has a match or backup.
  func matches(for preferred: [LanguageTag]) -> [Candidate] { match(tags: preferred).candidates }

  /// The localizations for a list of requests, best first, and the request
  /// that chose them (nil when none has a match or backup): text in its
  /// language is formatted with its rules and numbers.
  func match(for preferred: [Language]) -> (candidates: [Candidate], request: Language?) {
    let found = match(tags: preferred.map(\.tag))
    return (found.candidates, found.request.map { preferred[$0] })
  }

  /// The localizations for a list of tags, best first, and the place in
  /// `preferred` of the tag that chose them.
  private func match(tags preferred: [LanguageTag]) -> (candidates: [Candidate], request: Int?) {
    var chosen: (candidate: Int, request: Int)?
    var backup: (candidate: Int, request: Int, portugal: Bool)?
    for (place, request) in preferred.enumerated() {
      let chain = Self.chain(of: request)
      if let main = mainMatch(chain: chain) {
        chosen = (main, place)
        if let backup, !(backup.portugal && candidates[backup.candidate].tag.region == "BR"),
          candidates[backup.candidate].tag.languageCode != candidates[main].tag.languageCode
            || candidates[backup.candidate].maximized.script != candidates[main].maximized.script
        {
          chosen = (backup.candidate, backup.request)
        }
        break
      }
      if backup == nil, let found = backupMatch(chain: chain) {
        backup = (found, place, request.maximized.region == "PT" && request.languageCode == "pt")
      }
    }
    if chosen == nil, let backup { chosen = (backup.candidate, backup.request) }
    guard let chosen else { return ([], nil) }
    let (index, request) = (chosen.candidate, preferred[chosen.request])
    var result = [candidates[index]]
    func add(_ candidate: Candidate) {
      if !result.contains(where: { $0.name == candidate.name }) { result.append(candidate) }
    }
    for ancestor in Self.chain(of: candidates[index].tag) {
      if let found = candidates.first(where: { candidate in
        Self.matches(candidate, ancestor) && !result.contains { $0.name == candidate.name }
      }) {
        result.append(found)
      }
    }
    let match = candidates[index].tag
    if match.languageCode == "zh", match.region == "HK" || match.region == "MO",
      !candidates.contains(where: { $0.tag.identifier == "zh-Hant" }),
      let taiwan = candidates.first(where: { $0.tag.identifier == "zh-TW" })
    {
      add(taiwan)
    }
    for candidate in related(to: request) { add(candidate) }
    return (result, chosen.request)
  }

  /// A locale in the form Apple's matching compares: with the script its
  /// region implies where that is not the language's own (`zh_TW` →
  /// `zh_Hant_TW`), as ICU's aliases normalize it; then Apple's ancestors.
  static func chain(of tag: LanguageTag) -> [AncestorForm] {
    AppleParentLocales.chain(of: tag.scriptedLocale).compactMap { ancestor in
      LanguageTag(ancestor).map { AncestorForm(locale: ancestor, maximized: $0.maximized) }
    }
  }

  /// An ancestor of a request, with its likely subtags.
  struct AncestorForm {
    let locale: CLDRLocale
    let maximized: LanguageTag
  }

  /// Whether `candidate` is `ancestor` in any spelling (`zh_TW` is `zh-Hant-TW`; `English` is `en`).
  static func matches(_ candidate: Candidate, _ ancestor: AncestorForm) -> Bool {
    candidate.tag.cldrLocale == ancestor.locale
      || (candidate.maximized == ancestor.maximized
        && (candidate.tag.region == nil) == (ancestor.locale.region == nil))
  }

  /// The first candidate that is the request or its nearest ancestor.
  func mainMatch(chain: [AncestorForm]) -> Int? {
    for ancestor in chain {
      if let index = candidates.firstIndex(where: { Self.matches($0, ancestor) }) { return index }
    }
    return nil
  }

  /// The candidate a request falls back to when none is it or its ancestor:
  /// at the nearest level of the request's chain, one that is the level's
  /// default region (distance 0), or whose parent is the level (1; 2 for
  /// `en_001`, `es_419`, `pt_PT`, as `ualoc.cpp`'s `locParentMap` weighs
  /// them), or, when its parent is not a named region, that is the level
  /// once its region is dropped (1). Same script only.
  func backupMatch(chain: [AncestorForm]) -> Int? {
    guard let script = chain.first?.maximized.script else { return nil }
    for level in chain {
      var best: (index: Int, distance: Int)?
      for (index, candidate) in candidates.enumerated() where candidate.maximized.script == script {
        guard let distance = Self.backupDistance(candidate, level) else { continue }
        if best == nil || distance < best!.distance { best = (index, distance) }
      }
      if let best { return best.index }
    }
    return nil
  }

  /// Locales `ualoc.cpp` weighs 2 from their parent: a broad region of the language.
  static let distantChildren = Set(["en_001", "es_419", "pt_PT"].compactMap { CLDRLocale($0) })

  static func backupDistance(_ candidate: Candidate, _ level: AncestorForm) -> Int? {
    let locale = candidate.tag.cldrLocale
    guard locale.region != nil else { return nil }
    if candidate.maximized == level.maximized && level.locale.region == nil { return 0 }
    if AppleParentLocales.parent(of: locale) == level.locale {
      return distantChildren.contains(locale) ? 2 : 1
    }
    guard !AppleParentLocales.hasNamedParent(locale) else { return nil }
    let regionless = CLDRLocale(key: locale.key.removingRegion)
    if regionless == level.locale { return 1 }
    if let tag = LanguageTag(regionless), tag.maximized == level.maximized, level.locale.region == nil {
      return 1
    }
    return nil
  }
}
