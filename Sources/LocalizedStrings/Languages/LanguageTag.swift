import PluralTableFormat
import Plurals

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
public struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
  /// The language subtag, lower case (`pt`); old codes are replaced (`iw` → `he`).
  public var language: String
  /// The script subtag in title case (`Hant`), if written (or added by ``maximized``).
  public var script: String?
  /// The region subtag in upper case (`BR`, `419`), if written (or added by ``maximized``).
  public var region: String?

  public init(language: String, script: String? = nil, region: String? = nil) {
    self.language = language
    self.script = script
    self.region = region
  }

  /// Reads a BCP 47 tag (`zh-Hant-TW`), a POSIX or CLDR identifier (`pt_BR.UTF-8`,
  /// `sr_RS@latin`), or a legacy `.lproj` name that Apple's bundles still map
  /// (`English`, `French`, `German`, `Japanese` …), in any case. Extensions,
  /// variants and character sets are dropped; `@latin` and `@cyrillic` become
  /// scripts. Returns nil for names that are no language: `Base`, `mul`, `und`,
  /// `root`, the empty string, or text that does not start with a language subtag.
  public init?(_ name: String) {
    if let legacy = Self.legacyName(name) {
      self = legacy
      return
    }
    var name = name
    var modifierScript: String?
    if let at = name.firstIndex(of: "@") {
      switch name[name.index(after: at)...].lowercased() {
      case "latin": modifierScript = "Latn"
      case "cyrillic": modifierScript = "Cyrl"
      default: break
      }
      name = String(name[..<at])
    }
    let lowered = name.lowercased()
    guard lowered != "base", lowered != "mul", lowered != "zxx",
      let id = CLDRLocale.canonical(name)
    else { return nil }
    var parts = id.split(separator: "_").map(String.init)
    let code = parts.removeFirst()
    language = Self.languageAliases[code] ?? code
    script =
      parts.first.flatMap { $0.count == 4 ? $0 : nil } ?? modifierScript ?? (code == "sh" ? "Latn" : nil)
    if parts.first?.count == 4 { parts.removeFirst() }
    region = parts.first
  }

  /// The BCP 47 form: `zh-Hant-TW`.
  public var identifier: String { [language, script, region].compactMap { $0 }.joined(separator: "-") }

  /// The CLDR form: `zh_Hant_TW`.
  public var cldrIdentifier: String { [language, script, region].compactMap { $0 }.joined(separator: "_") }

  public var description: String { identifier }

  /// The tag with script and region filled in from CLDR's likely subtags
  /// (`zh-TW` → `zh-Hant-TW`, `sr` → `sr-Cyrl-RS`, `en` → `en-Latn-US`); a
  /// subtag already written is kept. A language CLDR has no plural rules for
  /// is returned unchanged.
  public var maximized: LanguageTag {
    let keys = [
      script.flatMap { script in region.map { "\(language)_\(script)_\($0)" } },
      region.map { "\(language)_\($0)" },
      script.map { "\(language)_\($0)" },
      language,
    ]
    for case let key? in keys {
      guard
        let index = TableFormat.LocaleKey(key).flatMap({
          TableFormat.LocaleLookup.index(of: $0, in: LikelySubtags.from)
        })
      else { continue }
      let likely = LikelySubtags.to[index].split(separator: "_").map(String.init)
      return LanguageTag(language: language, script: script ?? likely[1], region: region ?? likely[2])
    }
    return self
  }

  /// Language codes CLDR replaces, so that `iw.lproj` and a request for `he` meet.
  static let languageAliases = ["iw": "he", "in": "id", "ji": "yi", "tl": "fil", "mo": "ro", "sh": "sr"]

  /// A folder name from Apple's legacy list (`English.lproj`), as a tag.
  static func legacyName(_ name: String) -> LanguageTag? {
    guard name.count > 3, let index = LegacyLanguageNames.names.firstIndex(of: name.lowercased()) else {
      return nil
    }
    let parts = LegacyLanguageNames.tags[index].split(separator: "-").map(String.init)
    return LanguageTag(
      language: parts[0], script: parts.count > 1 && parts[1].count == 4 ? parts[1] : nil,
      region: parts.count > 1 && parts[1].count != 4 ? parts[1] : nil)
  }
}
