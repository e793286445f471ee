import Plurals

/// Chooses among the localizations an app ships (`.lproj` folder names or a
/// catalog's languages, spelled any way) for a user's preferred languages.
///
/// A localization matches a requested language when the language is the same
/// and so is the script, written or implied (CLDR likely subtags: `zh-TW` is
/// Traditional, so `zh_CN.lproj` never matches it; `sr` is Cyrillic, so
/// `sr@latin.lproj` only matches `sr-Latn`). Matches are ranked:
///
/// 1. the same tag as requested (`pt-BR` → `pt_BR.lproj`; `zh-TW` → `zh-Hant-TW`);
/// 2. CLDR's parents of the request, nearest first (`pt-AO` → `pt_PT`, then `pt`;
///    `es-MX` → `es_419`, then `es`; `zh-Hant-HK` → `zh-Hant`; `nb` → `no`);
/// 3. the language in the request's script with no region (`zh-TW` → `zh-Hant`);
/// 4. the region the language most likely means (`lt` → `lt_LT`, `cy` → `cy_GB`,
///    `en` → `en_US`);
/// 5. any other region of the language, those sharing a CLDR parent with the
///    request first (`en-AU` → `en_GB` before `en_US`), then by name.
///
/// For a list of preferred languages, the first language with any match
/// decides: a user who asks for German then French gets Austrian German
/// before any French.
struct LocalizationMatcher: Sendable {
  struct Candidate: Sendable {
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

  /// The tag the localization `name` was read into, if it is a language.
  ///
  /// - Complexity: O(n) in the number of localizations.
  func tag(of name: String) -> LanguageTag? { candidates.first { $0.name == name }?.tag }

  /// The localizations that match `request`, best first (see the type's ranking).
  func matches(for request: LanguageTag) -> [String] {
    let maximized = request.maximized
    let chain = request.cldrLocale.fallbackChain
    var ranked: [(rank: Int, name: String)] = []
    for candidate in candidates where candidate.maximized.script == maximized.script {
      let rank: Int
      if candidate.tag == request
        || (candidate.maximized == maximized && (candidate.tag.region == nil) == (request.region == nil))
      {
        rank = 0
      } else if let depth = chain.firstIndex(of: candidate.tag.cldrLocale) {
        // A CLDR parent, even of another language code (`nb` → `no`).
        rank = 1 + depth
      } else if candidate.tag.language != request.language {
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
      ranked.append((rank, candidate.name))
    }
    return ranked.sorted { ($0.rank, $0.name) < ($1.rank, $1.name) }.map(\.name)
  }

  /// The matches of the first preferred language that has any; empty when none has.
  func matches(for preferred: [String]) -> [String] {
    for language in preferred {
      guard let tag = LanguageTag(language) else { continue }
      let found = matches(for: tag)
      if !found.isEmpty { return found }
    }
    return []
  }
}
