import CLDRData
import Foundation
@testable import CodeGeneration
import PluralRuleSyntax
@_spi(TableFormat) import PluralTableFormat
@testable import Plurals
import Testing

/// A standalone file compiled with a small driver that answers one query per line:
/// `TYPE LOCALE KIND [VALUE]`, TYPE `c` or `o`; KIND `s` (a numeral), `i` (an
/// Int), `d` (a Double, shortest form), `fN` (a Double shown with N fraction
/// digits), `r` (the resolved locale and the root-fallback flag) or `x` (the
/// 36 range results).
struct StandaloneProgram {
  static let driver = """
    let categories = PluralCategory.allCases
    while let line = readLine() {
      let parts = line.split(separator: " ").map(String.init)
      let rules = PluralRules(locale: parts[1] == "-" ? "" : parts[1], type: parts[0] == "o" ? .ordinal : .cardinal)
      switch parts[2] {
      case "s": print((try? rules.category(for: parts[3]))?.name ?? "invalid")
      case "i": print(rules.category(for: Int(parts[3])!).name)
      case "d": print(rules.category(for: Double(parts[3])!).name)
      case "r": print(rules.locale, rules.isRootFallback)
      case "x": print(categories.flatMap { start in categories.map { rules.category(from: start, to: $0).name } }.joined(separator: ","))
      default: print(rules.category(for: Double(parts[3])!, fractionDigits: Int(parts[2].dropFirst())!).name)
      }
    }
    """

  let directory: String

  /// Writes `source` and the driver to a temporary directory and compiles them.
  init(_ source: String) throws {
    directory = NSTemporaryDirectory() + "standalone-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try source.write(toFile: directory + "/Plurals.swift", atomically: true, encoding: .utf8)
    try Self.driver.write(toFile: directory + "/main.swift", atomically: true, encoding: .utf8)
    let (status, output) = try Self.run(
      "swiftc", "-swift-version", "6", "-warnings-as-errors", directory + "/Plurals.swift",
      directory + "/main.swift",
      "-o", directory + "/driver")
    if status != 0 { throw CompileFailure(output: output) }
  }

  struct CompileFailure: Error, CustomStringConvertible {
    var output: String
    var description: String { "the standalone file does not compile:\n" + output }
  }

  /// One answer per query.
  func answers(_ queries: [String]) throws -> [String] {
    let input = directory + "/queries.txt"
    try (queries.joined(separator: "\n") + "\n").write(toFile: input, atomically: true, encoding: .utf8)
    let (status, output) = try Self.run(directory + "/driver", stdin: input)
    #expect(status == 0)
    return output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  func remove() { try? FileManager.default.removeItem(atPath: directory) }

  static func run(_ arguments: String..., stdin: String? = nil) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    if let stdin { process.standardInput = FileHandle(forReadingAtPath: stdin) }
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

/// Queries for every sample of every locale of `data`, with the category CLDR gives.
func sampleQueries(_ data: CLDRPluralData) throws -> [(query: String, expected: String)] {
  var result: [(String, String)] = []
  for (type, groups) in [("c", data.cardinal), ("o", data.ordinal)] {
    for group in groups {
      for text in group.rules {
        let rule = try PluralRule(parsing: text.text)
        let samples = (rule.integerSamples?.values ?? []) + (rule.decimalSamples?.values ?? [])
        for locale in group.locales {
          for sample in samples {
            result.append(("\(type) \(locale) s \(sample)", text.count))
            let digits = sample.integerDigits.drop { $0 == 0 }.count + sample.fractionDigits.count
            guard sample.exponent == 0, digits <= 15 else { continue }
            if sample.fractionDigits.isEmpty {
              result.append(("\(type) \(locale) i \(sample)", text.count))
              result.append(("\(type) \(locale) d \(sample)", text.count))
            } else {
              result.append(("\(type) \(locale) f\(sample.fractionDigits.count) \(sample)", text.count))
            }
          }
        }
      }
    }
  }
  return result
}

/// A copy of cldr-data/ changed the way CLDR 42–46 changed it: Romanian
/// `few` from 101, Hebrew without `many`, Maltese with `two`, and a new
/// language (`blo`, with `zero`). Synthetic: the rule shapes of those releases.
func newerCLDRTree() throws -> String {
  let directory = NSTemporaryDirectory() + "cldr-46-\(UUID().uuidString)"
  try FileManager.default.copyItem(atPath: xmlTree41, toPath: directory)
  let plurals = directory + "/common/supplemental/plurals.xml"
  var text = try String(contentsOfFile: plurals, encoding: .utf8)
  func replace(_ locales: String, with rules: [(String, String)]) {
    let start = text.range(of: "<pluralRules locales=\"\(locales)\">")!
    let end = text.range(of: "</pluralRules>", range: start.upperBound..<text.endIndex)!
    let body = rules.map { "<pluralRule count=\"\($0.0)\">\($0.1)</pluralRule>" }.joined(separator: "\n")
    text.replaceSubrange(start.upperBound..<end.lowerBound, with: "\n" + body + "\n")
  }
  replace(
    "mo ro",
    with: [
      ("one", "i = 1 and v = 0 @integer 1"),
      (
        "few",
        "v != 0 or n = 0 or n != 1 and n % 100 = 1..19 @integer 0, 2~16, 101, 1001, … @decimal 0.0~1.5, 10.0, 100.0, 1000.0, …"
      ),
      ("other", " @integer 20~35, 100, 1000, 10000, 100000, 1000000, …"),
    ])
  replace(
    "he iw",
    with: [
      ("one", "i = 1 and v = 0 or i = 0 and v != 0 @integer 1 @decimal 0.0~0.9, 0.00~0.05"),
      ("two", "i = 2 and v = 0 @integer 2"),
      (
        "other",
        " @integer 0, 3~17, 100, 1000, 10000, 100000, 1000000, … @decimal 1.0~2.5, 10.0, 100.0, 1000.0, …"
      ),
    ])
  replace(
    "mt",
    with: [
      ("one", "n = 1 @integer 1 @decimal 1.0, 1.00, 1.000, 1.0000"),
      ("two", "n = 2 @integer 2 @decimal 2.0, 2.00, 2.000, 2.0000"),
      (
        "few",
        "n = 0 or n % 100 = 3..10 @integer 0, 3~10, 103~109, 1003, … @decimal 0.0, 3.0, 4.0, 10.0, 103.0, …"
      ),
      (
        "many",
        "n % 100 = 11..19 @integer 11~19, 111~117, 1011, … @decimal 11.0, 12.0, 18.0, 111.0, 1011.0, …"
      ),
      ("other", " @integer 20~35, 100~102, 1000, … @decimal 0.1~0.9, 1.1~1.7, 10.1, 100.0, …"),
    ])
  let anii = """
    <pluralRules locales="blo">
    <pluralRule count="zero">n = 0 @integer 0 @decimal 0.0, 0.00, 0.000, 0.0000</pluralRule>
    <pluralRule count="one">n = 1 @integer 1 @decimal 1.0, 1.00, 1.000, 1.0000</pluralRule>
    <pluralRule count="other"> @integer 2~17, 100, 1000, … @decimal 0.1~0.9, 1.1~1.7, 10.0, 100.0, …</pluralRule>
    </pluralRules>
    """
  text = text.replacingOccurrences(
    of: "<pluralRules locales=\"mt\">", with: anii + "\n<pluralRules locales=\"mt\">")
  try text.write(toFile: plurals, atomically: true, encoding: .utf8)
  let dtd = directory + "/common/dtd/ldmlSupplemental.dtd"
  try String(contentsOfFile: dtd, encoding: .utf8)
    .replacingOccurrences(of: "cldrVersion CDATA #FIXED \"41\"", with: "cldrVersion CDATA #FIXED \"46\"")
    .write(toFile: dtd, atomically: true, encoding: .utf8)
  return directory
}

@Suite("Standalone files, locale subsets and other CLDR releases")
struct StandaloneTests {
  static func standalone(
    _ data: CLDRPluralData, ruleTexts: Bool = false, command: String = Generation.command
  ) throws -> String {
    try StandaloneFile.generate(
      data, runtime: StandaloneFile.runtimeSources(packageRoot: packageRoot, includeRuleTexts: ruleTexts),
      includeRuleTexts: ruleTexts, provenance: Generation.Provenance(command: command))
  }

  /// Every locale id the package knows, and a few spellings of them.
  static let identifiers: [String] =
    PluralTables.localeKeys.map { TableFormat.LocaleKey(rawValue: $0).identifier }
    + [
      "pt-BR", "pt-AO", "PT_mz.UTF-8", "nb-NO", "sr-Latn-ME", "zh-Hant-TW", "hi-Latn", "en-US-u-ca-gregory",
      "xx", "-",
    ]

  @Test(
    "the standalone file of every locale classifies every CLDR sample as CLDR does, and resolves like the package"
  )
  func allLocales() throws {
    let data = try Generation.load(shippedRelease)
    let source = try Self.standalone(data, ruleTexts: true)
    #expect(source.hasPrefix("// DO NOT EDIT. Generated from CLDR 48 plural data (cldr-data/json/)"))
    #expect(!source.contains("\nimport ") && !source.contains("internal import"))
    // The table format's declarations are SPI of their own module: in the one module of the
    // standalone file nothing names it (the file is vendored; no attribute refers to a module
    // it does not have).
    #expect(!source.contains("@_spi"))
    #expect(source.contains("public enum TableFormat") && source.contains("public static func isLetter"))
    let program = try StandaloneProgram(source)
    defer { program.remove() }
    let samples = try sampleQueries(data)
    let answers = try program.answers(samples.map(\.query))
    var mismatches = 0
    for (sample, answer) in zip(samples, answers) where sample.expected != answer {
      mismatches += 1
      if mismatches <= 10 { Issue.record("\(sample.query): \(answer), CLDR \(sample.expected)") }
    }
    #expect(answers.count == samples.count && mismatches == 0)
    print("standalone: \(samples.count) sample queries (numerals, Int, Double) checked")

    let resolved = try program.answers(Self.identifiers.flatMap { ["c \($0) r", "o \($0) r", "c \($0) x"] })
    for (index, id) in Self.identifiers.enumerated() {
      for (offset, type) in [PluralRuleType.cardinal, .ordinal].enumerated() {
        let rules = PluralRules(locale: id == "-" ? "" : id, type: type)
        #expect(resolved[index * 3 + offset] == "\(rules.locale) \(rules.isRootFallback)", "\(type) \(id)")
      }
      let rules = PluralRules(locale: id == "-" ? "" : id)
      let ranges = PluralCategory.allCases.flatMap { start in
        PluralCategory.allCases.map { rules.category(from: start, to: $0).name }
      }
      #expect(resolved[index * 3 + 2] == ranges.joined(separator: ","), "ranges \(id)")
    }
  }

  @Test(
    "a locale subset resolves every identifier of its languages as the whole data does, and others to root")
  func subset() throws {
    let requested = ["en", "ru", "pl", "pt-AO", "nb", "sr-Latn"]
    let data = try Generation.load(shippedRelease, locales: requested)
    #expect(Set(data.cardinal.flatMap(\.locales)) == ["root", "en", "ru", "pl", "pt", "pt_PT", "nb", "sr"])
    let program = try StandaloneProgram(try Self.standalone(data))
    defer { program.remove() }
    let languages = Set(requested.map { String($0.prefix(2)) })
    let queries = Self.identifiers.flatMap { id in
      [
        "c \(id) r", "o \(id) r", "c \(id) x", "c \(id) s 1", "c \(id) s 2", "c \(id) s 5", "c \(id) s 1.5",
        "o \(id) i 3",
      ]
    }
    let answers = try program.answers(queries)
    for (index, id) in Self.identifiers.enumerated() {
      let expected: [String]
      if languages.contains(String(id.prefix(2)).lowercased()) {
        let cardinal = PluralRules(locale: id)
        let ordinal = PluralRules(locale: id, type: .ordinal)
        expected = [
          "\(cardinal.locale) \(cardinal.isRootFallback)", "\(ordinal.locale) \(ordinal.isRootFallback)",
          PluralCategory.allCases.flatMap { start in
            PluralCategory.allCases.map { cardinal.category(from: start, to: $0).name }
          }.joined(separator: ","),
          try cardinal.category(for: "1").name, try cardinal.category(for: "2").name,
          try cardinal.category(for: "5").name, try cardinal.category(for: "1.5").name,
          ordinal.category(for: 3).name,
        ]
      } else {
        let root = id == "root" || id == "-"
        expected = [
          "root \(!root)", "root \(!root)",
          PluralCategory.allCases.flatMap { _ in PluralCategory.allCases.map(\.name) }.joined(separator: ","),
          "other", "other", "other", "other", "other",
        ]
      }
      #expect(Array(answers[(index * 8)..<(index * 8 + 8)]) == expected, "\(id)")
    }
  }

  @Test("a locale that is not in the data, or no locale, stops generation")
  func unknownLocales() throws {
    #expect {
      _ = try Generation.load(shippedRelease, locales: ["en", "xx"])
    } throws: { error in
      (error as? GeneratorFailure)?.description
        == "--locales:1:1: error: CLDR 48 has no plural rules for 'xx'"
    }
    #expect {
      _ = try Generation.load(shippedRelease, locales: ["x-klingon"])
    } throws: { error in
      (error as? GeneratorFailure)?.description.contains("'x-klingon' is not a locale identifier") == true
    }
  }

  @Test("a runtime source with an import is refused: the standalone file has none")
  func importsRefused() throws {
    let data = try Generation.load(shippedRelease, locales: ["en"])
    let runtime = [
      StandaloneFile.Source(path: "Sources/Plurals/X.swift", text: "import Foundation\nlet x = 1\n")
    ]
    #expect(throws: GeneratorFailure.self) {
      _ = try StandaloneFile.generate(
        data, runtime: runtime, includeRuleTexts: false, provenance: Generation.Provenance())
    }
  }

  @Test("a runtime source is read as a document: a FIFO among them is refused unread, the others read")
  func runtimeSourceKinds() throws {
    let root = NSTemporaryDirectory() + "standalone-root-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    for folder in StandaloneFile.sourceFolders {
      try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
    try "let a = 1\n".write(toFile: root + "/Sources/Plurals/A.swift", atomically: true, encoding: .utf8)
    let read = try StandaloneFile.runtimeSources(packageRoot: root, includeRuleTexts: false)
    #expect(read.map(\.path) == ["Sources/Plurals/A.swift"] && read.first?.text == "let a = 1\n")
    FileKinds.fifo(root + "/Sources/Plurals/B.swift")
    do {
      _ = try StandaloneFile.runtimeSources(packageRoot: root, includeRuleTexts: false)
      Issue.record("a FIFO was read as a runtime source")
    } catch {
      #expect(
        error.description == root
          + "/Sources/Plurals/B.swift:1:1: error: cannot read the file: not a regular file")
    }
  }

  @Test(
    "a newer CLDR release (synthetic tree in the shape of CLDR 42–46) generates tables that classify its own samples"
  )
  func newerRelease() throws {
    let directory = try newerCLDRTree()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let files = try Generation.generate(
      cldrDirectory: directory, provenance: Generation.Provenance(source: "cldr-46/"))
    #expect(files.allSatisfy { $0.contents.hasPrefix("// DO NOT EDIT. Generated from CLDR 46 ") })
    let data = try Generation.load(directory)
    let program = try StandaloneProgram(try Self.standalone(data))
    defer { program.remove() }
    let samples = try sampleQueries(data)
    let extra = [
      ("c ro s 101", "few"), ("c ro s 100", "other"), ("c he s 20", "other"), ("c he s 0.5", "one"),
      ("c mt s 2", "two"), ("c mt s 102", "other"), ("c blo s 0", "zero"), ("c blo r", "blo false"),
    ]
    let queries = samples + extra
    let answers = try program.answers(queries.map(\.0))
    for (query, answer) in zip(queries, answers) where query.1 != answer {
      Issue.record("\(query.0): \(answer), expected \(query.1)")
    }
    #expect(answers.count == queries.count)
  }
}
