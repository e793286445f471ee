import ArgumentParser
import CommandOptions
import Foundation
import PluralRuleSyntax
import Plurals
import LocalizationLint
import LocalizedStrings

@main
struct PluralsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plurals",
    abstract: "CLDR plural rules from the command line (CLDR \(PluralRules.cldrVersion)).",
    version: SwiftPlurals.versionLine,
    subcommands: [
      Classify.self, Rules.self, Format.self, Lint.self, Preview.self, Negotiate.self, GenerateAccessors.self,
      Demo.self,
    ])

  /// The commands that take any number of values (`format`'s arguments, `classify`'s
  /// numbers, the paths of `lint` and `generate-accessors`) and read them back from
  /// ``ValueRuns``.
  static let valueCommands: Set<String> = ["format", "classify", "lint", "preview", "generate-accessors"]

  /// ArgumentParser's `main()`, with what it prints (help, and errors that quote an
  /// argument as typed) written through ``Console``. For the commands of ``valueCommands``
  /// the parser reads each run of values as one placeholder (it takes time quadratic in
  /// the values it stores; `Benchmarks/cli-arguments.sh` times it); the command expands them.
  static func main() {
    let arguments = CommandLine.arguments
    let parsed =
      arguments.count > 1 && valueCommands.contains(arguments[1]) ? ValueRuns(arguments, from: 2).parsed : nil
    do {
      var command = try parseAsRoot(parsed)
      try command.run()
    } catch {
      let code = exitCode(for: error)
      let text = fullMessage(for: error)
      if !text.isEmpty {
        // Help and completion scripts to standard output (their tabs kept), errors to standard error.
        if code == .success {
          Console.write(text + "\n", keeping: .tabs)
        } else {
          Console.writeError(text + "\n")
        }
      }
      Foundation.exit(code.rawValue)
    }
  }
}

/// Writes `plurals: message` to standard error, after what was printed so far, `message`
/// made one printable line (``Console/message(_:tool:)``).
func printError(_ message: String) {
  Console.message(message, tool: "plurals")
}

/// Options shared by the commands that take a locale.
struct LocaleOptions: ParsableArguments {
  @Option(name: .shortAndLong, help: "A locale: BCP 47 (pt-BR) or POSIX (pt_BR.UTF-8).")
  var locale: String

  @Flag(help: "Use ordinal rules (1st, 2nd, 3rd) instead of cardinal ones.")
  var ordinal = false

  func rules() -> PluralRules {
    let rules = PluralRules(locale: locale, type: ordinal ? .ordinal : .cardinal)
    if rules.isRootFallback {
      let near = LanguageTag.suggestion(for: locale).map { " (did you mean '\($0.identifier)'?)" } ?? ""
      printError("warning: no plural rules for '\(locale)'\(near); using root (every number is 'other')")
    }
    return rules
  }
}

struct Classify: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the plural category of each number, one per line.",
    discussion: """
      Numbers are decimal numerals: 5, -3, 1.50 (trailing zeros count), 1.2c6 \
      (compact: 1.2 million). With no numbers, they are read from standard \
      input, one per line. A bad numeral stops with an error and exit status 1.
      Negative numbers can follow '--' (after it every argument is a number): \
      plurals classify --locale ru -- -5
      """)

  @OptionGroup var options: LocaleOptions

  @Argument(parsing: .allUnrecognized, help: "The numbers to classify.")
  var numbers: [String] = []

  func run() throws {
    let rules = options.rules()
    var output = ""
    func classify(_ text: String, where place: String) throws {
      do {
        output += try rules.category(for: text).name
        output += "\n"
      } catch {
        Console.write(output)
        printError("\(place)\(error)")
        throw ExitCode.failure
      }
      if output.utf8.count > 1 << 16 {
        Console.write(output)
        output = ""
      }
    }
    if numbers.isEmpty {
      var lineNumber = 0
      while let line = readLine() {
        lineNumber += 1
        let text = line.trimmingSpaces
        if text.isEmpty { continue }
        try classify(text, where: "<stdin>:\(lineNumber): ")
      }
    } else {
      // The parser was given each run of numbers as one placeholder (ValueRuns); a `--`
      // after the first is a number (a bad one).
      for number in ValueRuns(CommandLine.arguments, from: 2).expand(numbers) {
        try classify(number, where: "")
      }
    }
    Console.write(output)
  }
}

struct Rules: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show the rules a locale resolves to: its categories, conditions and samples.")

  @OptionGroup var options: LocaleOptions

  func run() throws {
    let rules = options.rules()
    Console.line(
      "locale:     \(rules.locale)\(rules.isRootFallback ? " (fallback)" : "") for '\(options.locale)'")
    Console.line("type:       \(rules.type.rawValue), CLDR \(PluralRules.cldrVersion)")
    Console.line("categories: \(rules.categories.map(\.name).joined(separator: ", "))")
    for category in rules.categories {
      guard let text = rules.ruleText(for: category), let rule = try? PluralRule(parsing: text) else {
        continue
      }
      Console.line("")
      Console.line(
        "\(category.name):".padding(7) + (rule.condition?.description ?? "(no other category applies)"))
      if let samples = rule.integerSamples { Console.line("".padding(7) + "@integer \(samples)") }
      if let samples = rule.decimalSamples { Console.line("".padding(7) + "@decimal \(samples)") }
    }
  }
}

struct Demo: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Classify sample numbers in several languages with the built-in CLDR data.")

  static let numbers = ["0", "1", "2", "3", "5", "11", "21", "22", "101", "1.0", "1.5", "1000000", "1.2c6"]
  static let languages = [
    ("en", "English"), ("fr", "French"), ("ru", "Russian"), ("pl", "Polish"), ("ar", "Arabic"),
    ("cy", "Welsh"), ("lt", "Lithuanian"), ("ja", "Japanese"),
  ]

  func run() throws {
    Console.line("Cardinal plural categories, CLDR \(PluralRules.cldrVersion)")
    Console.line("")
    Console.write(table(type: .cardinal, numbers: Self.numbers) + "\n")
    Console.line("")
    Console.line("Ordinal categories (1st, 2nd, 3rd …)")
    Console.line("")
    Console.write(
      table(type: .ordinal, numbers: ["1", "2", "3", "4", "11", "12", "21", "22", "23", "101"]) + "\n")
    Console.line("")
    Console.line("A .stringsdict entry, formatted with each language's rules (\"files in folders\")")
    Console.line("")
    for line in stringsdictLines() { Console.line(line) }
    Console.line("")
    Console.line("Try: plurals classify --locale ru 1 2 5 1.5   ·   plurals rules --locale pl")
    Console.line("     plurals format Sources/PluralsCLI/Demo/pl.lproj/Localizable.stringsdict files 5")
  }

  static let stringsdictLanguages = [
    ("en", "English"), ("pl", "Polish"), ("ru", "Russian"), ("ar", "Arabic"), ("ja", "Japanese"),
    ("cy", "Welsh"),
  ]

  func stringsdictLines() -> [String] {
    var lines: [String] = []
    for (code, name) in Self.stringsdictLanguages {
      guard
        let path = Bundle.module.path(
          forResource: "Localizable", ofType: "stringsdict", inDirectory: "Demo/\(code).lproj"),
        let table = try? StringTable(contentsOf: path)
      else {
        lines.append("\(name): demo data missing")
        continue
      }
      let samples = [(0, 1), (1, 1), (2, 3), (5, 2), (22, 5), (101, 11)].map { files, folders in
        table.string("files in folders", files, folders)
      }
      lines.append(name.padding(10) + samples.joined(separator: " · "))
    }
    return lines
  }

  func table(type: PluralRuleType, numbers: [String]) -> String {
    let width = 8
    var lines = ["".padding(12) + numbers.map { $0.padding(width) }.joined()]
    for (code, name) in Self.languages {
      let rules = PluralRules(locale: code, type: type)
      let cells = numbers.map { number in
        ((try? rules.category(for: number))?.name ?? "?").padding(width)
      }
      lines.append("\(name)".padding(12) + cells.joined())
    }
    return lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
      .joined(separator: "\n")
  }
}

extension String {
  func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }

  var trimmingSpaces: String {
    String(drop(while: { $0.isWhitespace }).reversed().drop(while: { $0.isWhitespace }).reversed())
  }
}
