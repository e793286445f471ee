import Foundation
import Testing

@Suite("plurals generate-accessors")
struct GenerateAccessorsCLITests {
  static let demo = packageRoot + "/Sources/PluralsCLI/Demo"

  @Test("writes the accessors of the demo files, with the command that regenerates them")
  func demo() throws {
    let output = NSTemporaryDirectory() + "L10n-\(UUID().uuidString).swift"
    defer { try? FileManager.default.removeItem(atPath: output) }
    let result = try runPlurals([
      "generate-accessors", Self.demo, "--output", output, "--name", "Demo Strings", "--access", "public",
    ])
    #expect(result.status == 1 && result.output.contains("cannot name the generated type"))
    let written = try runPlurals(["generate-accessors", Self.demo, "-o", output, "--access", "public"])
    #expect(written.status == 0, "\(written.error)")
    #expect(written.output.isEmpty)
    let source = try String(contentsOfFile: output, encoding: .utf8)
    #expect(
      source.contains(
        "// Regenerate with: plurals generate-accessors \(Self.demo) -o \(output) --access public\n"))
    #expect(source.contains("public static func filesInFolders(_ files: Int, _ folders: Int) -> String {"))
    let wrong = try runPlurals(["generate-accessors", Self.demo, "-o", output, "--access", "open"])
    #expect(
      wrong.status != 0 && wrong.error.contains("The value 'open' is invalid for '--access <access>'"))
  }

  @Test("refuses entries whose languages disagree, with file:line:column errors and exit status 1")
  func refused() throws {
    let root = NSTemporaryDirectory() + "accessors-cli-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    for (language, text) in [
      ("en", "\"%d apples\" = \"%d apples\";\n"), ("fr", "\n\"%d apples\" = \"%@ pommes\";\n"),
    ] {
      try FileManager.default.createDirectory(
        atPath: root + "/\(language).lproj", withIntermediateDirectories: true)
      try text.write(
        toFile: root + "/\(language).lproj/Localizable.strings", atomically: true, encoding: .utf8)
    }
    let output = root + "/L10n.swift"
    let result = try runPlurals(["generate-accessors", root, "--output", output])
    #expect(result.status == 1)
    #expect(
      result.output.hasPrefix(
        "\(root)/fr.lproj/Localizable.strings:2:15: error: '%d apples' in fr reads argument 1 as an object"),
      "\(result.output)")
    #expect(result.error.contains("no accessors written: 1 problem(s)"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }
}
