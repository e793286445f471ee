import LocalizedStrings
import Testing

@Suite("The entry model's documentation example")
struct EntryModelExampleTests {
  /// The example of LocalizedStrings.docc/LocalizedStrings.md, on the documentation examples' table.
  @Test("an entry's variable and a typed formatting error")
  func landingPage() throws {
    let table = try table(documentationExamples)
    guard case .format(let entry)? = table.entries["%d file(s) remaining"] else {
      Issue.record("not a format entry")
      return
    }
    #expect(entry.variable(named: "files")?.ruleType == .plural)
    do {
      _ = try table.format("%d file(s) remaining", "three")
      Issue.record("formatted a string as %d")
    } catch {
      #expect(error.kind == FormatError.Kind.wrongArgumentType)
    }
  }
}
