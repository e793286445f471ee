import LocalizedStrings

/// The one rule that decides which `.lproj` folder of a table is the development
/// language's, the reference its other languages are compared with.
///
/// A folder stands for the configured development language, best first:
///
/// 0. its name is the configured tag, in any case and with `_` or `-` (`en_us` for `en-US`);
/// 1. it is `Base.lproj`;
/// 2. it is a legacy name of that language (`English.lproj` for `en`);
/// 3. its tag is the configured one with the region dropped, then the script, then both
///    (`en.lproj` for `en-US`, `zh-Hant.lproj` for `zh-Hant-TW`), nearest first.
///
/// Of several folders of one rank, the one spelled as configured is chosen, then one
/// spelled canonically (`pt-BR` or `pt_BR` over `pt_br`), then the first by name. The others of the table
/// are compared with the chosen one like any translation. Names that are not localization
/// names (``LocalizationName/unknown``) never stand for it.
///
/// ```swift
/// let rule = DevelopmentLocalization("en")
/// rule.choose(["English", "en"].map { ($0, LocalizationName($0)) })   // 1: en.lproj
/// ```
struct DevelopmentLocalization: Sendable {
  /// The development language as configured (`en`, `en_US`).
  let language: String
  /// Its tag, nil when the configured text is no language (then only `Base` stands for it).
  let tag: LanguageTag?
  /// The tag with its region, its script, or both dropped, nearest first.
  let shorter: [LanguageTag]

  /// The rank of `Base.lproj`.
  static let baseRank = 1

  init(_ language: String) {
    self.language = language
    tag = LanguageTag(language)
    guard let tag, tag.script != nil || tag.region != nil else {
      shorter = []
      return
    }
    let candidates: [LanguageTag?] = [
      tag.script != nil && tag.region != nil
        ? LanguageTag(languageCode: tag.languageCode, script: tag.script) : nil,
      tag.script != nil && tag.region != nil
        ? LanguageTag(languageCode: tag.languageCode, region: tag.region) : nil,
      LanguageTag(languageCode: tag.languageCode),
    ]
    shorter = candidates.compactMap { $0 }
  }

  /// How well a folder stands for the development language (lower is better: see the
  /// type's list), nil when it does not.
  func rank(_ name: LocalizationName) -> Int? {
    switch name {
    case .base: return Self.baseRank
    case .unknown: return nil
    case .language(let folder, let legacy):
      if folder == tag { return legacy ? 2 : 0 }
      return shorter.firstIndex(of: folder).map { 3 + $0 }
    }
  }

  /// The index of the folder chosen among `folders` (names without `.lproj`, in order),
  /// nil when none stands for the development language.
  func choose(_ folders: [(folder: String, name: LocalizationName)]) -> Int? {
    var best: (index: Int, rank: Int, spelling: Int)?
    for (index, (folder, name)) in folders.enumerated() {
      guard let rank = rank(name) else { continue }
      let spelling =
        folder == language ? 0 : folder == name.tag?.identifier || folder == name.tag?.cldrIdentifier ? 1 : 2
      if let best, (best.rank, best.spelling) <= (rank, spelling) { continue }
      best = (index, rank, spelling)
    }
    return best?.index
  }

  /// Whether a folder not chosen claims the same language as the chosen one (the
  /// development language itself where `Base` was chosen): a stray copy or a second
  /// spelling (`English.lproj` beside `en.lproj`), worth a warning. A folder that only
  /// stands for it with a region dropped (`en.lproj` beside `en-US.lproj`) is a
  /// localization of its own, and `Base` beside a language folder is Xcode's layout.
  func rivals(_ name: LocalizationName, chosen: LocalizationName) -> Bool {
    guard let folder = name.tag else { return false }
    let claimed = chosen == .base ? tag : chosen.tag
    return folder == claimed
  }
}
