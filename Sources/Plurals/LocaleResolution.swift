/// A locale identifier reduced to what plural data is keyed by.
struct LocaleIdentifier: Equatable {
  var language: String
  var script: String?
  var region: String?

  /// Reads BCP 47 (`pt-BR`, `zh-Hant-TW`, `en-US-u-ca-gregory`) and POSIX/CLDR
  /// (`pt_BR`, `en_US.UTF-8`, `de_DE@euro`) spellings, in any case. Returns
  /// nil for root: "", "root", "und", or text that has no language subtag.
  init?(_ text: String) {
    var text = Substring(text)
    if let cut = text.firstIndex(where: { $0 == "." || $0 == "@" }) {
      text = text[..<cut]
    }
    let subtags = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" })
    guard let first = subtags.first, (2...8).contains(first.count), first.allSatisfy(\.isASCIILetter)
    else { return nil }
    language = first.lowercased()
    if language == "root" || language == "und" { return nil }
    for subtag in subtags.dropFirst() {
      if subtag.count == 1 { break }  // -u-…, -x-…, -t-… extensions
      if subtag.count == 4, script == nil, region == nil, subtag.allSatisfy(\.isASCIILetter) {
        script = subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
      } else if region == nil,
        (subtag.count == 2 && subtag.allSatisfy(\.isASCIILetter))
          || (subtag.count == 3 && subtag.allSatisfy(\.isASCIIDigit))
      {
        region = subtag.uppercased()
      }
      // Variants (POSIX, 1901, …) do not select plural rules.
    }
  }

  /// True for the spellings of root itself: "", "root", "und" (any case, any extensions).
  static func namesRoot(_ text: String) -> Bool {
    let language = text.prefix(while: { $0 != "-" && $0 != "_" && $0 != "." && $0 != "@" }).lowercased()
    return language.isEmpty || language == "root" || language == "und"
  }

  /// The ids to try, most specific first: lang_Script_REGION, lang_Script, lang_REGION, lang.
  var candidates: [String] {
    var result: [String] = []
    if let script, let region { result.append("\(language)_\(script)_\(region)") }
    if let script { result.append("\(language)_\(script)") }
    if let region { result.append("\(language)_\(region)") }
    result.append(language)
    return result
  }
}

extension Character {
  fileprivate var isASCIILetter: Bool { isASCII && isLetter }
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

enum LocaleResolver {
  /// Index of `id` in a sorted table.
  static func index(of id: String, in table: [String]) -> Int? {
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
    for candidate in identifier.candidates {
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
