import ArgumentParser
import CommandOptions
import Testing
import TestSupport

/// `ValueRuns`: the argument parser reads a few elements however many values a command
/// line holds, and the command reads back what the parser would have given it.
@Suite("Command lines read in runs of values")
struct ValueRunsTests {
  /// A command shaped as `plurals format` and `plurals classify` are: options with one
  /// value each, a flag, a required positional argument, and the rest.
  struct Shaped: ParsableCommand {
    @Option var language: String?
    @Option(name: .shortAndLong) var locale: String?
    @Flag var ordinal = false
    @Argument var file: String
    @Argument(parsing: .allUnrecognized) var rest: [String] = []

    /// What the command reads: its options, then its positional values in order.
    var reading: [String] { [language ?? "-", locale ?? "-", "\(ordinal)"] }
  }

  /// What `Shaped` reads of `arguments` (the program's name left out): its options, then its
  /// positional values, or the parser's error.
  static func read(_ arguments: [String], throughRuns: Bool) -> String {
    let runs = ValueRuns(["program"] + arguments, from: 1)
    do {
      let command = try Shaped.parse(throughRuns ? runs.parsed : arguments)
      let values = [command.file] + command.rest
      let positional = throughRuns ? runs.expand(values) : values.filter { $0 != "--" }
      return (command.reading + ["|"] + positional).joined(separator: " ")
    } catch {
      return "error"
    }
  }

  /// A random command line: options (spelled every way), unknown options and negative numbers
  /// the rest takes, runs of values of every length, and sometimes `--` and values after it
  /// that look like options (never a second `--`: the parser read whole drops every `--`).
  static func commandLine(_ generator: inout SeededGenerator) -> [String] {
    var arguments: [String] = []
    func value() -> String {
      ["7", "12", "a b", "x", "1.5", "", "-", "%d files", "\u{1F600}"].randomElement(using: &generator)!
    }
    for _ in 0..<Int.random(in: 0...6, using: &generator) {
      switch Int.random(in: 0..<8, using: &generator) {
      case 0: arguments += ["--language", value()]
      case 1: arguments += ["-l", value()]
      case 2: arguments.append("--locale=fr")
      case 3: arguments.append("--ordinal")
      case 4: arguments.append(["--bogus", "-5"].randomElement(using: &generator)!)
      default: arguments += (0..<Int.random(in: 1...12, using: &generator)).map { _ in value() }
      }
    }
    if Bool.random(using: &generator) {
      arguments.append("--")
      arguments += (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        ["-21", "-x", "--language", value()].randomElement(using: &generator)!
      }
    }
    return arguments
  }

  @Test("random command lines read the same through their runs as the parser reads them whole")
  func sameReading() {
    var generator = TestSeed.generator("ValueRunsTests.sameReading")
    var replaced = 0
    for _ in 0..<500 {
      let arguments = Self.commandLine(&generator)
      let runs = ValueRuns(["program"] + arguments, from: 1)
      if runs.parsed.count < arguments.count { replaced += 1 }
      #expect(
        Self.read(arguments, throughRuns: true) == Self.read(arguments, throughRuns: false),
        "\(arguments)\(TestSeed.note)")
    }
    // Most lines had a run to replace.
    #expect(replaced > 250)
  }

  @Test(
    "the parser reads a few elements however many values: a run of 100,000 in 2, each option and run in 3")
  func fewElements() {
    let values = (0..<100_000).map(String.init)
    let runs = ValueRuns(["plurals", "classify", "--locale", "pl"] + values, from: 2)
    // classify, --locale, then the run: pl (--locale's value) as written and one placeholder.
    #expect(runs.parsed.count == 4, "\(runs.parsed)")
    #expect(runs.expand(Array(runs.parsed.dropFirst(3))) == values)
    // Options between runs: each option and the first value after it as written, then one element.
    var interleaved = ["plurals", "format"]
    for option in 0..<100 { interleaved += ["--language", "l\(option)"] + values[0..<1_000] }
    let parsed = ValueRuns(interleaved, from: 2).parsed
    #expect(parsed.count == 1 + 100 * 3, "\(parsed.count)")
  }

  @Test("after the first --, every element is a value, -- included; the first is dropped")
  func terminator() throws {
    let arguments = ["plurals", "format", "L.strings", "k", "--", "--", "-21", "--language"]
    let runs = ValueRuns(arguments, from: 2)
    #expect(runs.parsed == ["format", "L.strings", "k", "--", "\u{1}values:5-8"])
    let command = try Shaped.parse(Array(runs.parsed.dropFirst()))
    #expect(command.language == nil)
    #expect(runs.expand([command.file] + command.rest) == ["L.strings", "k", "--", "-21", "--language"])
    // The parser still sees where the options end: an option before it has no value.
    #expect(throws: (any Error).self) {
      try Shaped.parse(Array(ValueRuns(["p", "--language", "--", "a"], from: 1).parsed))
    }
  }

  @Test("a command line holding something that looks like a placeholder is read whole")
  func lookAlike() {
    let arguments = ["plurals", "classify", "1", "2", "3", "\u{1}values:1-2"]
    let runs = ValueRuns(arguments, from: 2)
    #expect(runs.parsed == Array(arguments.dropFirst()))
    #expect(runs.expand(["1", "--", "\u{1}values:1-2"]) == ["1", "\u{1}values:1-2"])
  }
}
