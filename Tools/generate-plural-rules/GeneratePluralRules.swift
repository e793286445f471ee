import ArgumentParser
import Foundation
import CLDRData
import PluralCodeGen

@main
struct GeneratePluralRules: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate-plural-rules",
    abstract: "Generate the Plurals runtime tables from CLDR plural data.",
    discussion: """
      Reads plurals.xml, ordinals.xml, pluralRanges.xml and supplementalData.xml \
      (CLDR layout under the input directory), checks every rule and sample, and \
      writes \(PluralTableGenerator.outputPath). Nothing is written when a rule is \
      malformed or a sample classifies wrongly.
      """)

  @Option(help: "The CLDR data directory (with common/supplemental/ and common/dtd/).")
  var input = "cldr-data"

  @Option(help: "The package root the generated files are written under.")
  var output = "."

  @Flag(help: "Only check that the committed files are up to date; exit 1 when they are not.")
  var check = false

  @Option(
    help: """
      A CLDR tree (e.g. /usr/share/unicode/cldr): extract the number data of its common/main/*.xml \
      into <input>/extracted/numbers.xml and copy numberingSystems.xml, then generate.
      """)
  var extractNumbersFrom: String?

  func run() throws {
    if let root = extractNumbersFrom {
      let count = try CLDRNumberData.extract(cldrRoot: root, into: input)
      print("extracted the number data of \(count) locales into \(input)/\(CLDRNumberData.extractedPath)")
    }
    let files: [GeneratedFile]
    do {
      files = try PluralTableGenerator.generateAll(cldrDirectory: input)
    } catch {
      FileHandle.standardError.write(Data((error.description + "\n").utf8))
      throw ExitCode.failure
    }
    for file in files {
      let path = URL(fileURLWithPath: output).appendingPathComponent(file.relativePath)
      let existing = try? String(contentsOf: path, encoding: .utf8)
      if existing == file.contents {
        print("up to date: \(file.relativePath)")
      } else if check {
        print("stale: \(file.relativePath) (run: \(PluralTableGenerator.command))")
        throw ExitCode.failure
      } else {
        try FileManager.default.createDirectory(
          at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.contents.utf8).write(to: path, options: .atomic)
        print("wrote \(file.relativePath)")
      }
    }
  }
}
