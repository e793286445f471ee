/// What the name of a `.lproj` folder stands for, as bundles read folder names: a
/// localization name as written (`en`, `pt_BR`, `zh-Hans`, legacy `English`), `Base`, or
/// nothing at all (`en copy`, `a,b`, `en-US 2`: no language asks for such a folder).
///
/// ```swift
/// LocalizationName("pt_BR")       // .language(pt-BR, legacy: false)
/// LocalizationName("English")     // .language(en, legacy: true)
/// LocalizationName("Base")        // .base
/// LocalizationName("en copy")     // .unknown
/// ```
///
/// A language name is read strictly, unlike `LanguageTag.init(_:)` (which reads requests
/// and keeps what it can of `en-US 2`): subtags separated by `-` or `_`, a language of 2 or 3
/// letters, then at most a script of 4 letters, a region of 2 letters or 3 digits, and
/// variants of 5 to 8 letters and digits (4 starting with a digit), and at most a
/// modifier that names a script (`sr@latin`). `mul`, `und` and `zxx`
/// are well formed but name no language to compare: unknown.
package enum LocalizationName: Hashable, Sendable {
  /// `Base.lproj`: the development language's, whatever it is.
  case base
  /// A language tag, or one of Apple's legacy English names (`English`, `Brazilian Portuguese`).
  case language(LanguageTag, legacy: Bool)
  /// Not a localization name.
  case unknown

  /// Reads a folder's name without its `.lproj`.
  ///
  /// - Complexity: O(n) in the name's length (a legacy name by a linear search of about 120).
  package init(_ name: String) {
    if name == "Base" {
      self = .base
    } else if let legacy = LanguageTag.legacyName(name) {
      self = .language(legacy, legacy: true)
    } else if Self.isWellFormed(name), let tag = LanguageTag(name) {
      self = .language(tag, legacy: false)
    } else {
      self = .unknown
    }
  }

  /// The tag of a language name, nil for `Base` and unknown names.
  package var tag: LanguageTag? {
    if case .language(let tag, _) = self { return tag }
    return nil
  }

  /// Whether `name` is `language[-Script][-REGION][-variant…]`, `_` or `-` between subtags,
  /// with at most a glibc-style script modifier after it (`sr@latin`, `ks@devanagari`).
  static func isWellFormed(_ name: String) -> Bool {
    var name = Substring(name)
    if let at = name.firstIndex(of: "@") {
      guard LanguageTag.modifierScript(String(name)) != nil else { return false }
      name = name[..<at]
    }
    let subtags = name.utf8.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
    )
    guard let language = subtags.first, (2...3).contains(language.count), language.allSatisfy(isLetter) else {
      return false
    }
    // 0: script next, 1: region next, 2: variants only.
    var stage = 0
    for subtag in subtags.dropFirst() {
      let letters = subtag.allSatisfy(isLetter)
      let digits = subtag.allSatisfy(isDigit)
      if stage == 0 && subtag.count == 4 && letters {
        stage = 1
      } else if stage <= 1 && ((subtag.count == 2 && letters) || (subtag.count == 3 && digits)) {
        stage = 2
      } else if isVariant(subtag) {
        stage = 2
      } else {
        return false
      }
    }
    return true
  }

  /// 5 to 8 letters and digits, or 4 starting with a digit (`1996`, `fonipa`).
  static func isVariant(_ subtag: Substring.UTF8View) -> Bool {
    guard subtag.allSatisfy({ isLetter($0) || isDigit($0) }) else { return false }
    return (5...8).contains(subtag.count) || (subtag.count == 4 && isDigit(subtag.first!))
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
