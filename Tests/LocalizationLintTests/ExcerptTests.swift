import Testing

@testable import LocalizationLint

/// A text quoted in a message: one line, at most 60 characters, read only as far as that
/// (a check may quote one text once for each of its thousands of arguments).
@Suite("a text quoted in a message")
struct ExcerptTests {
  @Test(
    "at most 60 characters, the first 57 and … when longer; a line break shown as ⏎",
    arguments: [
      (String(repeating: "a", count: 59), String(repeating: "a", count: 59)),
      (String(repeating: "a", count: 60), String(repeating: "a", count: 60)),
      (String(repeating: "a", count: 61), String(repeating: "a", count: 57) + "…"),
      (String(repeating: "a", count: 100_000), String(repeating: "a", count: 57) + "…"),
      ("one\ntwo", "one⏎two"),
      (String(repeating: "\n", count: 60), String(repeating: "⏎", count: 60)),
      (String(repeating: "é", count: 61), String(repeating: "é", count: 57) + "…"),
    ])
  func excerpt(text: String, expected: String) {
    #expect(EntryChecks.excerpt(text) == expected)
  }
}
