import CLDRData
import Foundation
@testable import CodeGeneration
import Testing

/// The built `generate-cldr-tables` (beside the test bundle), or nil.
let generatorExecutable: String? = {
  let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  for candidate in [folder, folder.deletingLastPathComponent()] {
    let path = candidate.appendingPathComponent("generate-cldr-tables").path
    if FileManager.default.isExecutableFile(atPath: path) { return path }
  }
  print("skipping the generator's command-line tests: no generate-cldr-tables beside \(folder.path)")
  return nil
}()

/// Generating from a release other than the shipped one: CLDR 45, whose JSON
/// core has no number data, with the number tables of the shipped release.
@Suite("The generator on another release", .enabled(if: SharedReleases.isAvailable("45.0.0")))
struct OtherReleaseTests {
  static let release45 = SharedReleases.path("45.0.0")

  /// The first lines of a generated file, up to its first blank line.
  static func header(_ file: GeneratedFile) -> [String] {
    file.contents.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }.map(
      String.init)
  }

  @Test(
    "rules from CLDR 45, numbers from the shipped 48: each header names its release, every one says which is which"
  )
  func mixedHeaders() throws {
    #expect(!NumberTablesFile.hasNumberData(Self.release45))
    let provenance = Generation.Provenance(source: "45/", command: "generate --cldr 45/")
    let files = try Generation.generateAll(
      cldrDirectory: Self.release45,
      numbers: .init(directory: shippedRelease, source: "cldr-data/json/"), provenance: provenance)
    #expect(
      files.map(\.relativePath) == [
        PluralTablesFile.path, PluralRuleTextsFile.path, LikelySubtagsFile.path, NumberTablesFile.path,
      ])
    let note =
      "// Plural rules and likely subtags: CLDR 45 (45/); number data: CLDR 48 (cldr-data/json/), as the first has none."
    for file in files {
      let header = Self.header(file)
      #expect(header.count == 4, "\(file.relativePath): \(header)")
      #expect(header.dropFirst().first == note, "\(file.relativePath)")
      #expect(header.last == "// swift-format-ignore-file")
      #expect(header.contains("// Regenerate with: generate --cldr 45/"))
      let numbers = file.relativePath == NumberTablesFile.path
      let what = ["number data", "plural data", "plural rule texts", "likely subtags"].first {
        header[0].contains($0)
      }
      #expect(what != nil)
      #expect(
        header[0]
          == "// DO NOT EDIT. Generated from CLDR \(numbers ? "48" : "45") \(what ?? "") (\(numbers ? "cldr-data/json/" : "45/")) by generate-cldr-tables."
      )
    }
    #expect(files[0].contents.contains("static let cldrVersion = \"45\""))
    #expect(files[3].contents.contains("static let cldrVersion = \"48\""))
    // Without the shipped release's numbers, the same tree gives no number file and no note.
    let alone = try Generation.generateAll(cldrDirectory: Self.release45, provenance: provenance)
    #expect(
      alone.map(\.relativePath) == [PluralTablesFile.path, PluralRuleTextsFile.path, LikelySubtagsFile.path])
    #expect(alone.allSatisfy { Self.header($0).count == 3 })
    #expect(alone.map(\.contents) == files.prefix(3).map { $0.contents.replacing(note + "\n", with: "") })
  }

  /// Runs the generator; its status and what it printed.
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(generatorExecutable))
    process.arguments = arguments
    let (output, error) = (Pipe(), Pipe())
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self)
    )
  }

  @Test(
    "the command line: 45 refused without --shipped-numbers; --output DIR written, then --check fresh; stale names the command",
    .enabled(if: generatorExecutable != nil))
  func commandLine() throws {
    let folder = NSTemporaryDirectory() + "generate-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let refused = try Self.run(["--cldr", Self.release45, "--output", folder])
    #expect(refused.status == 2)
    #expect(refused.error.contains("has no number data") && refused.error.contains("--shipped-numbers"))
    #expect(!FileManager.default.fileExists(atPath: folder))
    let arguments = ["--cldr", Self.release45, "--shipped-numbers", "--output", folder]
    let generated = try Self.run(arguments)
    #expect(generated.status == 0, "\(generated.error)")
    let written = [
      PluralTablesFile.path, PluralRuleTextsFile.path, LikelySubtagsFile.path, NumberTablesFile.path,
    ]
    .map { folder + "/" + $0.dropFirst("Sources/".count) }
    #expect(generated.output == written.map { "wrote \($0)\n" }.joined())
    for path in written {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(
        text.contains(
          "// Regenerate with: \(Generation.command) --cldr \(Self.release45) --shipped-numbers --output \(folder)\n"
        ))
    }
    let checked = try Self.run(arguments + ["--check"])
    #expect(checked.status == 0, "\(checked.output)")
    #expect(checked.output == written.map { "up to date: \($0)\n" }.joined())
    // A file changed since: stale, with the command that regenerates it.
    try Data("changed".utf8).write(to: URL(fileURLWithPath: written[0]))
    let stale = try Self.run(arguments + ["--check"])
    #expect(stale.status == 1)
    #expect(
      stale.output.hasPrefix(
        "stale: \(written[0]) (run: \(Generation.command) --cldr \(Self.release45) --shipped-numbers --output \(folder))"
      ))
  }
}
