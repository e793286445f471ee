import Localization
import LocalizedStrings

/// The count a development-language text prints before a counted word (`%d files`,
/// `%lld item(s)`), which `plural-candidate` reports where the table's languages need more
/// than one form for it.
///
/// Precision comes first, so the counted word is found by a narrow heuristic, for an
/// English development language only (no other language's nouns are judged):
///
/// - the number is an integer conversion (`%d`, `%i`, `%u`, with any length: `%lld`,
///   `%1$ld`) with no flag, width or precision (`%02d` is a clock's or a date's digits),
///   not a plural variable (`%#@files@`);
/// - it stands alone: not right after a letter, a digit or `#` `/` `:` `.` `,` `№` `$`
///   (`v%d`, `#%d`, `%d:%02d`, `%d/%d`), not after a word that makes it an index (`Item %d
///   needs review`, `Row %d contains errors`, `Step %d`), and not the total of "%d of %d …"
///   (`Page %d of %d`, `%d of %d files`);
/// - one or more spaces follow it, then the counted word, at most two words later
///   (`%d new unread articles`): a word that ends in `(s)` or `(es)` (`file(s)`), or one
///   that looks like an English plural — three letters or more, ending in `s` but not
///   `ss`, `us` or `is`, no capital after its first letter (`iOS`, `FPS`, `MBs` are names
///   and units) and none of a short list of words that end in `s` without being plurals
///   (`this`, `was`, `always`, `news`, `fps`). The words before it must be neither function
///   words (`of`, `in`, `the`, `and` …) nor those: `%d in this list` counts nothing.
///
/// So `%d%%`, `© %d`, `Version %d`, `Step %d`, `%d MB`, `(%d unread)` and `%d:%02d` are
/// never candidates, and neither is an entry that a `.stringsdict` of its table has
/// (that entry wins over the `.strings` one) or one whose text has a plural variation.
enum CountedWord {
  /// A count a development-language text prints: the argument (0-based), the
  /// directive as written, and the counted word.
  struct Count: Equatable {
    let argument: Int
    let directive: String
    let word: String
    /// The directive's UTF-8 offsets in the text.
    let range: Range<Int>
  }

  /// Whether the development language is English, whose plurals the heuristic knows.
  static func isEnglish(_ language: String) -> Bool {
    let lower = language.lowercased()
    return lower == "en" || lower == "english" || lower.hasPrefix("en-") || lower.hasPrefix("en_")
  }

  /// Words that end in `s` without being plurals, or are units that do not inflect.
  static let notPlurals: Set<String> = [
    "this", "was", "has", "does", "goes", "yes", "its", "his", "hers", "ours", "yours", "theirs", "whose",
    "always", "perhaps", "whereas", "towards", "afterwards", "besides", "unless", "sometimes", "news",
    "series", "species", "means", "lens", "gas", "canvas", "alias", "atlas", "chaos", "kudos", "physics",
    "mathematics", "fps", "bps", "kbps", "mbps", "gbps", "remains", "seems", "equals",
  ]

  /// Words that may stand between the number and the counted word only if they are not these
  /// (nor ``notPlurals``, read beside them, which holds `this` and `was`).
  static let functionWords: Set<String> = [
    "a", "an", "the", "of", "in", "on", "at", "to", "by", "for", "from", "with", "without", "and", "or",
    "but",
    "nor", "is", "are", "were", "be", "been", "am", "will", "would", "can", "could", "may", "might",
    "must", "shall", "should", "per", "than", "then", "that", "these", "those", "it", "you", "your",
    "we", "our", "they", "their", "he", "she", "him", "her", "i", "me", "my", "not", "no", "out", "off",
    "over", "under", "into", "onto", "up", "down", "as", "if", "so", "all", "each", "every", "which", "what",
  ]

  /// Words right before the number that make it a name or an index, not a count: `Item %d
  /// needs review`, `Row %d contains errors`, `Step %d`.
  static let labels: Set<String> = [
    "page", "step", "item", "row", "line", "column", "chapter", "level", "track", "day", "week", "month",
    "year", "version", "build", "round", "part", "section", "episode", "season", "volume", "issue", "no",
    "number", "player", "slide", "figure", "table", "question", "task", "stage", "phase", "attempt", "error",
    "code", "port", "channel", "room", "tab", "window", "screen", "card", "seat", "floor", "group", "team",
    "file", "photo", "image", "account", "device", "option", "node", "server", "test", "case", "entry",
  ]

  /// Characters right before the number that make it no count: part of a name, a rank,
  /// a time, a fraction or a decimal.
  static let attachedBefore: Set<Character> = ["#", "/", ":", ".", ",", "№", "$"]

  /// The first count `text` prints before a counted word, by the heuristic of the type's
  /// documentation; nil when there is none or the text does not parse.
  ///
  /// - Complexity: O(*n*) in the text's length: each number reads the text only as far as the
  ///   directives beside it (a word or a run of blanks ends at their `%`), so a text of many
  ///   numbers is decoded about twice in all, not once a number.
  static func count(in text: String) -> Count? {
    guard let directives = try? FormatParser.directives(text) else { return nil }
    let bytes = Array(text.utf8)
    var next = 0
    var earlierInteger = false
    for (index, directive) in directives.enumerated() where directive.takesArgument {
      let argument = directive.position.map { $0 - 1 } ?? next
      next = argument + 1
      defer { if directive.isInteger { earlierInteger = true } }
      guard directive.variable == nil, isPlainInteger(directive) else { continue }
      // From the previous directive's `%` to the next one's: all that the checks below read.
      let start = index > 0 ? directives[index - 1].range.lowerBound : 0
      let end = index + 1 < directives.count ? directives[index + 1].range.lowerBound : bytes.count
      let before = String(decoding: bytes[start..<directive.range.lowerBound], as: UTF8.self)
      let after = String(decoding: bytes[directive.range.upperBound..<end], as: UTF8.self)
      if let last = before.last, last.isLetter || last.isNumber || attachedBefore.contains(last) { continue }
      // A label's number: the word before it names what it indexes.
      let previous = before.reversed().drop { $0 == " " }.prefix { $0.isLetter }
      if labels.contains(String(previous.reversed()).lowercased()) { continue }
      // The total of "%d of %d …": what is counted belongs to the first number.
      if earlierInteger, before.lowercased().hasSuffix(" of ") || before.hasSuffix("/ ") { continue }
      guard let word = countedWord(after) else { continue }
      return Count(
        argument: argument,
        directive: String(decoding: bytes[directive.range], as: UTF8.self), word: word,
        range: directive.range)
    }
    return nil
  }

  /// An integer printed as it is: `d`, `i` or `u`, no flag, width or precision.
  static func isPlainInteger(_ directive: FormatDirective) -> Bool {
    guard "diu".utf8.contains(directive.code) else { return false }
    guard case .none = directive.width, case .none = directive.precision else { return false }
    return
      !(directive.zeroPad || directive.plusSign || directive.space || directive.alternate
      || directive.leftAlign)
  }

  /// The counted word of the text after a number, within its first three words.
  static func countedWord(_ after: String) -> String? {
    var rest = Substring(after)
    let blanks: Set<Character> = [" ", "\u{00A0}", "\u{202F}"]
    guard let first = rest.first, blanks.contains(first) else { return nil }
    rest = rest.drop { blanks.contains($0) }
    for _ in 0..<3 {
      let word = rest.prefix { $0.isLetter }
      guard !word.isEmpty else { return nil }
      rest = rest.dropFirst(word.count)
      for suffix in ["(s)", "(es)"] where rest.hasPrefix(suffix) { return String(word) + suffix }
      if looksPlural(word) { return String(word) }
      // A word between the number and the counted word: 'new' in '%d new articles'.
      let lower = word.lowercased()
      guard !functionWords.contains(lower), !notPlurals.contains(lower), rest.first == " "
      else {
        return nil
      }
      rest = rest.dropFirst()
    }
    return nil
  }

  /// Whether an English word looks like a plural noun (see the type's documentation).
  static func looksPlural(_ word: Substring) -> Bool {
    let lower = word.lowercased()
    guard lower.count >= 3, lower.hasSuffix("s") else { return false }
    guard !lower.hasSuffix("ss"), !lower.hasSuffix("us"), !lower.hasSuffix("is") else { return false }
    guard word.dropFirst().allSatisfy({ !$0.isUppercase }) else { return false }
    return !notPlurals.contains(lower)
  }
}
