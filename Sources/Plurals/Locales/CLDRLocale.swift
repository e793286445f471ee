internal import PluralTableFormat

/// CLDR's locale inheritance, from the parent locales in the generated data.
///
/// ```swift
/// CLDRLocale.fallbackChain(for: "pt-BR")        // ["pt_BR", "pt"]
/// CLDRLocale.fallbackChain(for: "pt-AO")        // ["pt_AO", "pt_PT", "pt"]
/// CLDRLocale.fallbackChain(for: "zh-Hant-HK")   // ["zh_Hant_HK", "zh_Hant"]  (zh is Simplified)
/// CLDRLocale.fallbackChain(for: "nb")           // ["nb", "no"]
/// ```
public enum CLDRLocale {
  /// The canonical CLDR id of a BCP 47 or POSIX identifier (`pt-br` → `pt_BR`,
  /// `en_US.UTF-8` → `en_US`), or nil for root and text that is no locale.
  ///
  /// - Complexity: O(n) in the identifier's length.
  public static func canonical(_ identifier: String) -> String? {
    TableFormat.ASCII.withBytes(of: identifier) { bytes in
      guard case .locale(let subtags) = TableFormat.LocaleSubtags.read(bytes) else { return nil }
      return subtags.canonicalIdentifier(in: bytes)
    }
  }

  /// The parent CLDR gives a locale: an explicit `parentLocale` (`pt_AO` →
  /// `pt_PT`, `zh_Hant` → root) or the id without its last subtag; nil at root.
  ///
  /// - Complexity: O(n) in the identifier's length plus a binary search.
  public static func parent(of identifier: String) -> String? {
    guard let id = canonical(identifier) else { return nil }
    if let key = TableFormat.LocaleKey(id), let parent = PluralTables.parent(of: key) {
      return parent == .root ? nil : parent.identifier
    }
    guard let cut = id.lastIndex(of: "_") else { return nil }
    return String(id[..<cut])
  }

  /// The locale and its ancestors, most specific first, root excluded.
  ///
  /// - Complexity: O(n) in the identifier's length; at most 16 steps.
  public static func fallbackChain(for identifier: String) -> [String] {
    var chain: [String] = []
    var next = canonical(identifier)
    while let id = next, !chain.contains(id), chain.count < 16 {
      chain.append(id)
      next = parent(of: id)
    }
    return chain
  }
}
