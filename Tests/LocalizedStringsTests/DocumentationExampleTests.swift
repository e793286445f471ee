import LocalizedStrings
import Testing

@Suite("Documentation examples")
struct DocumentationExampleTests {
  @Test("%d file(s) remaining")
  func filesRemaining() throws {
    let table = try table(documentationExamples)
    #expect(try table.format("%d file(s) remaining", 1) == "1 file remaining")
    #expect(try table.format("%d file(s) remaining", 3) == "3 files remaining")
    #expect(try table.format("%d file(s) remaining", 0) == "0 files remaining")
    // zero is honoured for 0 in every language, English included.
    #expect(try table.format("%d file(s) remaining with zero", 0) == "No file remaining")
    #expect(try table.format("%d file(s) remaining with zero", 0.0) == "No file remaining")
  }

  @Test("two variables")
  func twoVariables() throws {
    let table = try table(documentationExamples)
    #expect(try table.format("transfer", 3, 1024, 1) == "3 files (1024 bytes, 1 minute)")
    #expect(try table.format("transfer", 1, 1, 2) == "1 file (1 byte, 2 minutes)")
  }

  @Test(
    "nested runs",
    arguments: [
      (0, 0, "No runs completed yet"), (1, 1, "One run completed"), (1, 2, "One of 2 runs completed"),
      (2, 5, "2 of 5 runs completed"),
    ])
  func runs(_ completed: Int, _ total: Int, _ expected: String) throws {
    #expect(try table(documentationExamples).format("runs", completed, total) == expected)
  }

  @Test(
    "Polish months",
    arguments: [
      (1.0, "1 miesiąc"), (2.0, "2 miesiące"), (5.0, "5 miesięcy"), (22.0, "22 miesiące"),
      (1.5, "1.5 miesiąca"),
    ] as [(Double, String)])
  func months(_ value: Double, _ expected: String) throws {
    let table = try table(polishMonths, language: "pl")
    #expect(try table.format("months", value) == expected)
    if value == value.rounded() {
      #expect(try table.format("months", Int(value)) == expected)
    }
  }
}
