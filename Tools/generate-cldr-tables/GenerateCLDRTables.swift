import ArgumentParser
import CLDRData
import Foundation
import CodeGeneration

@main
struct GenerateCLDRTables: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate-cldr-tables",
    abstract: "Generate the Plurals runtime tables from CLDR data, or compare two CLDR releases.",
    subcommands: [Generate.self, Diff.self],
    defaultSubcommand: Generate.self)

  /// The checkout this tool was built in (Tools/generate-cldr-tables/ is two levels down).
  static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().path
}

struct Generate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Generate the Plurals runtime tables, or a standalone evaluator file, from CLDR data (the default).",
    discussion: """
      Reads a CLDR tree in either form: CLDR's XML (plurals.xml, ordinals.xml, pluralRanges.xml, \
      supplementalData.xml and likelySubtags.xml under <cldr>/common/supplemental/) or a JSON release \
      (cldr-core/supplemental/*.json and cldr-numbers-full/main/*/numbers.json, as published in \
      unicode-org/cldr-json), told apart by cldr-core/supplemental/plurals.json. Checks every rule and \
      sample, and writes the package's generated files (or, with --standalone, one self-contained Swift \
      file). Nothing is written when a rule is malformed or a sample classifies wrongly. A tree without \
      number data (CLDR's XML before --extract-numbers-from, a JSON release without cldr-numbers-full, \
      such as CLDR 42 to 47 in cldr-core alone) is refused unless --shipped-numbers takes the number \
      tables from the package's own release, which every header then says.
      """)

  @Option(
    help: "A CLDR tree, XML or JSON release (default: the package's cldr-data/json/, the release it ships).")
  var cldr: String?

  @Option(help: "The package root whose generated files are written and whose runtime sources are read.")
  var packageRoot = GenerateCLDRTables.checkout

  @Option(
    help: "Only these locales (comma-separated, e.g. en,ru,pl), with the locales they fall back to and root.")
  var locales: String?

  @Flag(help: "Write one self-contained Swift file (runtime and tables, no imports) to --output.")
  var standalone = false

  @Option(
    help: """
      The folder to write the generated files into (Plurals/Generated/… as under Sources/) instead of the \
      package's Sources/; with --standalone, the file to write.
      """)
  var output: String?

  @Flag(
    help: """
      When --cldr has no number data, generate the number tables from the package's release \
      (cldr-data/json/) and say so in every header; without it such a tree is refused.
      """)
  var shippedNumbers = false

  @Flag(help: "Include the rule texts (ruleText(for:)) in the standalone file.")
  var ruleTexts = false

  @Flag(help: "Only check that the committed files are up to date; exit 1 when they are not.")
  var check = false

  @Option(
    help: """
      A CLDR tree (e.g. /usr/share/unicode/cldr): extract the number data of its common/main/*.xml \
      into <cldr>/extracted/numbers.xml and copy numberingSystems.xml, then generate.
      """)
  var extractNumbersFrom: String?

  func validate() throws {
    if standalone && output == nil { throw ValidationError("--standalone needs --output FILE.swift") }
    if !standalone && ruleTexts { throw ValidationError("--rule-texts goes with --standalone") }
    if standalone && check {
      throw ValidationError("--check compares the package's files; drop --standalone")
    }
    if extractNumbersFrom != nil, CLDRTreeForm.detect(directory) == .json {
      throw ValidationError(
        "--extract-numbers-from writes into an XML tree (--cldr DIR); \(directory) is a JSON release, which has its number data in \(CLDRJSONRelease.numbersMain)"
      )
    }
  }

  var localeList: [String]? {
    locales.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
  }

  /// What the generated headers say: where the data came from and this very command.
  var provenance: Generation.Provenance {
    var command = Generation.command
    if let cldr { command += " --cldr \(cldr)" }
    if let locales { command += " --locales \(locales)" }
    if shippedNumbers { command += " --shipped-numbers" }
    if standalone { command += " --standalone" + (ruleTexts ? " --rule-texts" : "") }
    if let output { command += " --output \(output)" }
    return Generation.Provenance(source: cldr ?? "cldr-data/json/", command: command)
  }

  /// The release the package ships, whose number data --shipped-numbers takes.
  var shippedRelease: Generation.NumberRelease {
    Generation.NumberRelease(directory: packageRoot + "/cldr-data/json", source: "cldr-data/json/")
  }

  /// The tree read: --cldr, or the release the package ships.
  var directory: String { cldr ?? packageRoot + "/cldr-data/json" }

  func run() throws {
    if let root = extractNumbersFrom {
      let count = try CLDRNumberData.extract(cldrRoot: root, into: directory)
      print("extracted the number data of \(count) locales into \(directory)/\(CLDRNumberData.extractedPath)")
    }
    do {
      if standalone, let output {
        let data = try Generation.load(directory, locales: localeList)
        let runtime = try StandaloneFile.runtimeSources(packageRoot: packageRoot, includeRuleTexts: ruleTexts)
        let text = try StandaloneFile.generate(
          data, runtime: runtime, includeRuleTexts: ruleTexts, provenance: provenance)
        try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        print("wrote \(output)")
        return
      }
      var files: [GeneratedFile]
      if let localeList {
        files = try Generation.generate(
          cldrDirectory: directory, locales: localeList, provenance: provenance)
      } else {
        guard NumberTablesFile.hasNumberData(directory) || shippedNumbers else {
          FileHandle.standardError.write(
            Data(
              """
              error: \(directory) has no number data (\(CLDRNumberData.extractedPath) of an XML tree, see \
              --extract-numbers-from; \(CLDRJSONRelease.numbersMain) of a JSON release): pass --shipped-numbers \
              to generate the number tables from the package's release (cldr-data/json/) instead

              """.utf8))
          throw ExitCode(2)
        }
        files = try Generation.generateAll(
          cldrDirectory: directory, numbers: shippedNumbers ? shippedRelease : nil, provenance: provenance)
      }
      try write(files)
    } catch let failure as GeneratorFailure {
      FileHandle.standardError.write(Data((failure.description + "\n").utf8))
      throw ExitCode.failure
    }
  }

  /// Where a generated file goes: under the package root, or under --output in place of `Sources/`.
  func destination(_ file: GeneratedFile) -> (url: URL, shown: String) {
    guard let output else {
      return (URL(fileURLWithPath: packageRoot).appendingPathComponent(file.relativePath), file.relativePath)
    }
    let inside = String(file.relativePath.trimmingPrefix("Sources/"))
    let url = URL(fileURLWithPath: output).appendingPathComponent(inside)
    return (url, url.path)
  }

  func write(_ files: [GeneratedFile]) throws {
    for file in files {
      let (path, shown) = destination(file)
      let existing = try? String(contentsOf: path, encoding: .utf8)
      if existing == file.contents {
        print("up to date: \(shown)")
      } else if check {
        print("stale: \(shown) (run: \(provenance.command))")
        throw ExitCode.failure
      } else {
        try FileManager.default.createDirectory(
          at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.contents.utf8).write(to: path, options: .atomic)
        print("wrote \(shown)")
      }
    }
  }
}

struct Diff: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print what changed between two CLDR releases (each an XML tree or a JSON release).",
    discussion: """
      Per locale and rule type (cardinal, ordinal): locales added or removed, categories added or \
      removed, rules whose condition changed, and numbers whose category changes (the integers \
      0…1000, a few decimals and every sample of both releases, evaluated with the reference \
      evaluator); then plural-range results, parent locales, likely subtags (of the languages with rules) and number symbols that changed. Both \
      trees are checked as for generation first. The text lists at most \
      \(ReleaseDiff.numbersShownPerTransition) numbers per locale, type and change of category; \
      --format json lists all.
      """)

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  @Argument(help: "The older CLDR tree.")
  var old: String

  @Argument(help: "The newer CLDR tree.")
  var new: String

  @Option(help: "text (for people) or json (for tools).")
  var format: Format = .text

  func run() throws {
    do {
      let diff = ReleaseDiff(old: try CLDRRelease.load(old), new: try CLDRRelease.load(new))
      print(format == .json ? diff.json : diff.text, terminator: "")
    } catch {
      FileHandle.standardError.write(Data((error.description + "\n").utf8))
      throw ExitCode.failure
    }
  }
}
