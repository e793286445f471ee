@_spi(TableFormat) import PluralTableFormat
import Plurals
import SourceFiles

/// A language as localizations and requests are compared: language, script
/// and region, from any spelling a `.lproj` folder, a catalog or a request uses.
///
/// ```swift
/// LanguageTag("pt_BR")?.identifier       // "pt-BR"
/// LanguageTag("zh-hans")?.identifier     // "zh-Hans"
/// LanguageTag("English")?.identifier     // "en"       (a legacy folder name)
/// LanguageTag("sr@latin")?.identifier    // "sr-Latn"  (a glibc-style modifier)
/// LanguageTag("zh-TW")?.maximized.identifier   // "zh-Hant-TW" (CLDR likely subtags)
/// LanguageTag("Base")                    // nil: not a language
/// ```
package struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
  /// The locale the tag names, never root: what the rest of the package
  /// takes (`PluralRules(locale:)`, `LocalizedNumberFormat(locale:)`,
  /// ``FormatOptions/pluralLocale``), with no string read again.
  ///
  /// ```swift
  /// let tag = LanguageTag("pt_BR.UTF-8")!
  /// PluralRules(locale: tag.cldrLocale).locale   // "pt"
  /// ```
  package let cldrLocale: CLDRLocale

  /// The tag of a locale, with CLDR's language aliases applied (`iw` →
  /// `he`, `sh` → `sr-Latn`); nil for root, `mul` and `zxx`, which are no
  /// language to match.
  ///
  /// - Complexity: O(1); nothing is parsed.
  package init?(_ locale: CLDRLocale) {
    self.init(locale, modifierScript: nil)
  }

  /// The tag of a locale read from a name, with the script of its `@latin`
  /// or `@cyrillic` modifier where it writes none.
  init?(_ locale: CLDRLocale, modifierScript: TableFormat.LocaleKey?) {
    guard !locale.isRoot, locale.languageOnly != Self.multiple, locale.languageOnly != Self.noLanguage else {
      return nil
    }
    var key = locale.key
    let written = key.language
    if let alias = Self.languageAliases.first(where: { $0.from == written }) {
      key = key.replacingLanguage(with: alias.to)
    }
    if !key.hasScript, let script = modifierScript ?? (written == Self.serboCroatian ? Self.latin : nil) {
      key = key.filling(from: script)
    }
    cldrLocale = CLDRLocale(key: key)
  }

  /// The tag of a language code, script and region written separately
  /// (`LanguageTag(languageCode: "zh", script: "Hant")`), in any case; nil
  /// unless `languageCode` is 2 or 3 letters, `script` 4 letters and
  /// `region` 2 letters or 3 digits.
  package init?(languageCode: String, script: String? = nil, region: String? = nil) {
    guard [script, region].allSatisfy({ $0.map { !$0.isEmpty } ?? true }),
      let locale = CLDRLocale([languageCode, script, region].compactMap { $0 }.joined(separator: "-")),
      locale.languageCode == languageCode.lowercased(), locale.script?.lowercased() == script?.lowercased(),
      locale.region?.lowercased() == region?.lowercased()
    else { return nil }
    self.init(locale)
  }

  /// The language subtag, lower case (`pt`); old codes are replaced (`iw` →
  /// `he`). Named as Foundation's `Locale.Language.languageCode`: in this
  /// package a *language* is a whole tag (``StringTable/language``).
  package var languageCode: String { cldrLocale.languageCode }
  /// The script subtag in title case (`Hant`), if written (or added by ``maximized``).
  package var script: String? { cldrLocale.script }
  /// The region subtag in upper case (`BR`, `419`), if written (or added by ``maximized``).
  package var region: String? { cldrLocale.region }

  /// Reads a BCP 47 tag (`zh-Hant-TW`), a POSIX or CLDR identifier (`pt_BR.UTF-8`,
  /// `sr_RS@latin`), or a legacy `.lproj` name that Apple's bundles still map
  /// (`English`, `French`, `German`, `Japanese` …), in any case. Extensions,
  /// variants and character sets are dropped; the glibc modifiers `@latin`,
  /// `@cyrillic`, `@devanagari`, `@arabic` and `@shaw` become scripts (the
  /// table ``UserLanguages`` reads too). A request's `-u-nu-` keyword is kept
  /// by ``Language``, which reads through this. Returns nil for names that are no language: `Base`, `mul`, `und`,
  /// `root`, the empty string, or text that does not start with a language
  /// subtag of 2 or 3 letters.
  ///
  /// The name is read once, into ``cldrLocale``; aliases and the modifier
  /// are applied to that value.
  ///
  /// - Complexity: O(n) in the name's length; a legacy name is found by a
  ///   linear search of about 120 names.
  package init?(_ name: String) {
    if let legacy = Self.legacyName(name) {
      self = legacy
      return
    }
    guard let locale = CLDRLocale(name) else { return nil }
    self.init(locale, modifierScript: Self.modifierScript(name))
  }

  /// The BCP 47 form: `zh-Hant-TW`.
  package var identifier: String { cldrLocale.languageTag }

  /// The CLDR form: `zh_Hant_TW`.
  package var cldrIdentifier: String { cldrLocale.identifier }

  package var description: String { identifier }

  /// The tag with script and region filled in from CLDR's likely subtags
  /// (`zh-TW` → `zh-Hant-TW`, `sr` → `sr-Cyrl-RS`, `en` → `en-Latn-US`); a
  /// subtag already written is kept. A language CLDR has no plural rules for
  /// is returned unchanged.
  ///
  /// - Complexity: at most four binary searches of the generated likely
  ///   subtags, by key; no string is built or read.
  package var maximized: LanguageTag {
    let key = cldrLocale.key
    // CLDR's lookup order: language_Script_REGION, language_REGION, language_Script, language.
    for step in 0..<4 {
      let candidate: TableFormat.LocaleKey? =
        switch step {
        case 0: key.hasScript && key.hasRegion ? key : nil
        case 1: key.hasRegion ? key.removingScript : nil
        case 2: key.hasScript ? key.removingRegion : nil
        default: key.language
        }
      guard let candidate, let index = TableFormat.LocaleLookup.index(of: candidate, in: LikelySubtags.from)
      else { continue }
      return LanguageTag(
        unchecked: key.filling(from: TableFormat.LocaleKey(rawValue: LikelySubtags.to[index])))
    }
    return self
  }

  /// A tag of a key that is not root.
  init(unchecked key: TableFormat.LocaleKey) { cldrLocale = CLDRLocale(key: key) }

  /// Language codes CLDR replaces, so that `iw.lproj` and a request for `he` meet.
  static let languageAliases: [(from: TableFormat.LocaleKey, to: TableFormat.LocaleKey)] = [
    ("iw", "he"), ("in", "id"), ("ji", "yi"), ("tl", "fil"), ("mo", "ro"), ("sh", "sr"),
  ].map { (TableFormat.LocaleKey($0)!, TableFormat.LocaleKey($1)!) }

  /// `mul` (several languages) and `zxx` (no linguistic content): no language to match.
  static let multiple = CLDRLocale("mul")!
  static let noLanguage = CLDRLocale("zxx")!
  /// `sh`, Serbo-Croatian: Serbian in the Latin script.
  static let serboCroatian = TableFormat.LocaleKey("sh")!
  /// The glibc locale modifiers that name a script, and its ISO 15924 code:
  /// the one table `LanguageTag`, `LocalizationName` and ``UserLanguages`` read.
  static let modifierScripts: [(modifier: String, script: String)] = [
    ("latin", "Latn"), ("cyrillic", "Cyrl"), ("devanagari", "Deva"), ("arabic", "Arab"), ("shaw", "Shaw"),
  ]
  /// Keys whose script fills a tag's (their language is only a carrier), one per modifier.
  static let modifierKeys = modifierScripts.map { TableFormat.LocaleKey("sr_" + $0.script)! }
  static let latin = TableFormat.LocaleKey("sr_Latn")!

  /// The script of a glibc-style modifier (`@latin`, `@cyrillic`, `@devanagari` …), any case.
  static func modifierScript(_ name: String) -> TableFormat.LocaleKey? {
    guard let at = name.utf8.firstIndex(of: UInt8(ascii: "@")) else { return nil }
    let modifier = name[name.utf8.index(after: at)...].lowercased()
    return modifierScripts.firstIndex { $0.modifier == modifier }.map { modifierKeys[$0] }
  }

  /// A folder name from Apple's legacy list (`English.lproj`), as a tag.
  /// The language a locale option most likely means by `name` (`--locale english`,
  /// `englsh`), for "did you mean": the tag of the legacy name (`English.lproj`'s)
  /// that `name` is, in any case, or is nearest (`NearestName`); nil when none is near.
  ///
  /// ```swift
  /// LanguageTag.suggestion(for: "english")?.identifier   // "en"
  /// LanguageTag.suggestion(for: "Polsih")?.identifier    // "pl"
  /// LanguageTag.suggestion(for: "xx")                    // nil
  /// ```
  package static func suggestion(for name: String) -> LanguageTag? {
    let lowered = name.lowercased()
    if let index = LegacyLanguageNames.names.firstIndex(of: lowered)
      ?? NearestName.nearest(to: lowered, in: LegacyLanguageNames.names).flatMap({
        LegacyLanguageNames.names.firstIndex(of: $0)
      })
    {
      return LanguageTag(unchecked: TableFormat.LocaleKey(rawValue: LegacyLanguageNames.keys[index]))
    }
    return nil
  }

  static func legacyName(_ name: String) -> LanguageTag? {
    guard name.count > 3, let index = LegacyLanguageNames.names.firstIndex(of: name.lowercased()) else {
      return nil
    }
    return LanguageTag(unchecked: TableFormat.LocaleKey(rawValue: LegacyLanguageNames.keys[index]))
  }
}

extension LanguageTag {
  /// A tag's locale with the script its region implies where that is not the
  /// language's own (`zh_TW` → `zh_Hant_TW`, `pa_PK` → `pa_Arab_PK`), so that its
  /// ancestors are the script's (`zh_Hant`, `pa_Arab`), not the language's.
  package var scriptedLocale: CLDRLocale {
    if script == nil, region != nil, let script = maximized.script,
      let own = LanguageTag(cldrLocale.languageOnly)?.maximized.script, script != own,
      let written = LanguageTag(languageCode: languageCode, script: script, region: region)
    {
      return written.cldrLocale
    }
    return cldrLocale
  }
}
