/// A locale identifier reduced to what plural data is keyed by.
struct LocaleIdentifier: Equatable {
  var language: String
  var script: String?
  var region: String?

  /// Reads BCP 47 (`pt-BR`, `zh-Hant-TW`, `en-US-u-ca-gregory`) and POSIX/CLDR
  /// (`pt_BR`, `en_US.UTF-8`, `de_DE@euro`) spellings, in any case. Returns
  /// nil for root: "", "root", "und", or text that has no language subtag.
  init?(_ text: String) {
    var text = text
    guard let parts = text.withUTF8(Self.parse) else { return nil }
    (language, script, region) = parts
  }

  private enum Casing { case lower, upper, title }

  /// One scan over the bytes; every subtag becomes a small string (no allocation).
  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> (String, String?, String?)? {
    func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }
    func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
    func cased(_ subtag: Slice<UnsafeBufferPointer<UInt8>>, _ casing: Casing) -> String {
      String(unsafeUninitializedCapacity: subtag.count) { buffer in
        for (offset, byte) in subtag.enumerated() {
          let upper = casing == .upper || (casing == .title && offset == 0)
          buffer[offset] = isLetter(byte) ? (upper ? byte & ~0x20 : byte | 0x20) : byte
        }
        return subtag.count
      }
    }
    var language: String?
    var script: String?
    var region: String?
    var start = 0
    while true {
      var end = start
      while end < bytes.count, bytes[end] != 0x2D, bytes[end] != 0x5F, bytes[end] != 0x2E, bytes[end] != 0x40
      {
        end += 1
      }
      let subtag = bytes[start..<end]
      let letters = subtag.allSatisfy(isLetter)
      if language == nil {
        guard (2...8).contains(subtag.count), letters else { return nil }
        let name = cased(subtag, .lower)
        if name == "root" || name == "und" { return nil }
        language = name
      } else if subtag.count == 1 {
        break  // -u-…, -x-…, -t-… extensions
      } else if subtag.count == 4, script == nil, region == nil, letters {
        script = cased(subtag, .title)
      } else if region == nil,
        (subtag.count == 2 && letters) || (subtag.count == 3 && subtag.allSatisfy(isDigit))
      {
        region = cased(subtag, .upper)
      }
      // Variants (POSIX, 1901, …) do not select plural rules.
      if end >= bytes.count || bytes[end] == 0x2E || bytes[end] == 0x40 { break }  // .charset, @modifier
      start = end + 1
    }
    return language.map { ($0, script, region) }
  }

  /// True for the spellings of root itself: "", "root", "und" (any case, any extensions).
  static func namesRoot(_ text: String) -> Bool {
    let language = text.prefix(while: { $0 != "-" && $0 != "_" && $0 != "." && $0 != "@" }).lowercased()
    return language.isEmpty || language == "root" || language == "und"
  }

  /// The `k`th id to try, most specific first: lang_Script_REGION,
  /// lang_Script, lang_REGION, lang (nil where a part is missing).
  func candidate(_ k: Int) -> String? {
    switch k {
    case 0: if let script, let region { return language + "_" + script + "_" + region }
    case 1: if let script { return language + "_" + script }
    case 2: if let region { return language + "_" + region }
    case 3: return language
    default: break
    }
    return nil
  }
}

package enum LocaleResolver {
  /// Index of `id` in a sorted table (shared with the number tables).
  package static func index(of id: String, in table: [String]) -> Int? {
    var low = 0
    var high = table.count
    while low < high {
      let middle = (low + high) / 2
      if table[middle] < id { low = middle + 1 } else { high = middle }
    }
    return low < table.count && table[low] == id ? low : nil
  }

  /// The parent CLDR gives `id`, if any.
  static func parent(of id: String) -> String? {
    index(of: id, in: PluralTables.parentLocaleChildren).map { PluralTables.parentLocaleParents[$0] }
  }

  /// The entry of `table` that plural data for `identifier` comes from, or
  /// nil when only root applies.
  ///
  /// Each candidate (lang_Script_REGION, lang_Script, lang_REGION, lang) is
  /// looked up; a candidate missing from the table follows its CLDR parent
  /// (`pt_AO` → `pt_PT`) when that parent is not root and keeps the language
  /// (or the candidate is a bare language: `nb` → `no`). A parent of root
  /// (`sr_Latn`, `zh_Hant`) and a parent in another language (`hi_Latn` →
  /// `en_IN`) are not followed: plural rules belong to the language.
  static func resolve(_ identifier: LocaleIdentifier, in table: [String], depth: Int = 0) -> Int? {
    for k in 0..<4 {
      guard let candidate = identifier.candidate(k) else { continue }
      if let found = index(of: candidate, in: table) { return found }
      guard depth < 8, let parent = parent(of: candidate), parent != "root",
        let parentIdentifier = LocaleIdentifier(parent)
      else { continue }
      let bareLanguage = !candidate.contains("_")
      if parentIdentifier.language == identifier.language || bareLanguage,
        let found = resolve(parentIdentifier, in: table, depth: depth + 1)
      {
        return found
      }
    }
    return nil
  }
}
