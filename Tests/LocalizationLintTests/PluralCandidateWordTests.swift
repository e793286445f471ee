import Testing

@testable import LocalizationLint

/// The words `plural-candidate`'s heuristic knows (`PluralCandidate`'s lists), each pinned by a
/// text it decides: a label before the number makes it an index (`Port %d files`), a function
/// word after it ends the search for a counted word (`%d of files`), and a word that ends in `s`
/// without being a plural is no counted word (`%d news`). The words are written here, not read
/// from the lists, so that a word dropped from one (or misspelt) is a text that changes its
/// verdict; the same texts with an ordinary word are candidates (`frames`), so that each text tests its word.
@Suite("plural-candidate's words, each deciding a text")
struct PluralCandidateWordTests {
  static let labels = [
    "page", "step", "item", "row", "line", "column", "chapter", "level", "track", "day",
    "week", "month", "year", "version", "build", "round", "part", "section", "episode", "season",
    "volume", "issue", "no", "number", "player", "slide", "figure", "table", "question", "task",
    "stage", "phase", "attempt", "error", "code", "port", "channel", "room", "tab", "window",
    "screen", "card", "seat", "floor", "group", "team", "file", "photo", "image", "account",
    "device", "option", "node", "server", "test", "case", "entry",
  ]

  static let functionWords = [
    "a", "an", "the", "of", "in", "on", "at", "to", "by", "for",
    "from", "with", "without", "and", "or", "but", "nor", "is", "are",
    "were", "be", "been", "am", "will", "would", "can", "could", "may", "might",
    "must", "shall", "should", "per", "than", "then", "that", "these", "those",
    "it", "you", "your", "we", "our", "they", "their", "he", "she", "him",
    "her", "i", "me", "my", "not", "no", "out", "off", "over", "under",
    "into", "onto", "up", "down", "as", "if", "so", "all", "each", "every",
    "which", "what",
  ]

  static let notPlurals = [
    "this", "was", "has", "does", "goes", "yes", "its", "his", "hers", "ours",
    "yours", "theirs", "whose", "always", "perhaps", "whereas", "towards", "afterwards", "besides", "unless",
    "sometimes", "news", "series", "species", "means", "lens", "gas", "canvas", "alias", "atlas",
    "chaos", "kudos", "physics", "mathematics", "fps", "bps", "kbps", "mbps", "gbps", "remains",
    "seems", "equals",
  ]

  @Test("a label before the number makes it an index, not a count", arguments: labels)
  func label(word: String) {
    #expect(CountedWord.count(in: "\(word.capitalized) %d files") == nil)
  }

  @Test("a function word after the number: no counted word", arguments: functionWords)
  func functionWord(word: String) {
    #expect(CountedWord.count(in: "%d \(word) files") == nil)
  }

  @Test("a word in s that is no plural is counted by no number", arguments: notPlurals)
  func notPlural(word: String) {
    #expect(CountedWord.count(in: "%d \(word)") == nil)
  }

  @Test(
    "a word that ends in ss, us or is is no plural; one that ends in s otherwise is",
    arguments: [("access", false), ("status", false), ("analysis", false), ("boxes", true), ("photos", true)])
  func endings(word: String, plural: Bool) {
    #expect((CountedWord.count(in: "%d \(word)")?.word == word) == plural)
  }

  @Test(
    "a number with a flag, a width or a precision is no count; the same number plain is",
    arguments: ["%03d", "%+d", "% d", "%#d", "%-d", "%5d", "%.2d", "%-5d"])
  func flagged(directive: String) {
    #expect(CountedWord.count(in: "\(directive) files") == nil)
    #expect(CountedWord.count(in: "%d files")?.word == "files")
  }

  @Test("the total of \"%d of %d\" and \"%d / %d\" counts what the first number counts: no candidate")
  func totals() {
    #expect(CountedWord.count(in: "%d of %d files") == nil)
    #expect(CountedWord.count(in: "%d / %d files") == nil)
    #expect(CountedWord.count(in: "%d/%d files") == nil)
    // Without the first number, the same words count.
    #expect(CountedWord.count(in: "/ %d files")?.word == "files")
  }

  @Test("a word stands in one list only: a copy in a second list would decide nothing")
  func listsDisjoint() {
    #expect(CountedWord.functionWords.isDisjoint(with: CountedWord.notPlurals))
    #expect(Set(Self.functionWords) == CountedWord.functionWords)
    #expect(Set(Self.notPlurals) == CountedWord.notPlurals)
    #expect(Set(Self.labels) == CountedWord.labels)
  }

  @Test("the same texts with an ordinary word are candidates, so each text tests its word")
  func frames() {
    #expect(CountedWord.count(in: "Found %d files")?.word == "files")
    #expect(CountedWord.count(in: "%d new files")?.word == "files")
    #expect(CountedWord.count(in: "%d apples")?.word == "apples")
  }
}
