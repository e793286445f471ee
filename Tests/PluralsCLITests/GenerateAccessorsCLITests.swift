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
    let written = try runPlurals(
      ["generate-accessors", Self.demo, "-o", output, "--access", "public"], directory: packageRoot)
    #expect(written.status == 0, "\(written.error)")
    #expect(written.output.isEmpty)
    let source = try String(contentsOfFile: output, encoding: .utf8)
    // The header names the paths relative to the working directory, never as given (absolute).
    let header = try #require(source.split(separator: "\n").first { $0.hasPrefix("// Regenerate with: ") })
    let words = header.split(separator: " ").map(String.init)
    #expect(
      Array(words.prefix(6)) == [
        "//", "Regenerate", "with:", "plurals", "generate-accessors", "Sources/PluralsCLI/Demo",
      ])
    #expect(Array(words.suffix(2)) == ["--access", "public"], "\(header)")
    #expect(!header.contains(" /"), "\(header)")
    let shown = try #require(words.firstIndex(of: "-o").map { words[$0 + 1] })
    #expect(!shown.hasPrefix("/"))
    #expect(
      URL(fileURLWithPath: shown, relativeTo: URL(fileURLWithPath: packageRoot, isDirectory: true))
        .absoluteURL.standardized.path
        == URL(fileURLWithPath: output).standardized.path, "\(header)")
    #expect(source.contains("public static func filesInFolders(_ files: Int, _ folders: Int) -> String {"))
    let wrong = try runPlurals(["generate-accessors", Self.demo, "-o", output, "--access", "open"])
    #expect(
      wrong.status != 0 && wrong.error.contains("The value 'open' is invalid for '--access <access>'"))
  }

  /// English and French files whose '%d apples' disagree on the argument's type, and a good key.
  static func disagreeing() throws -> String {
    let root = NSTemporaryDirectory() + "accessors-cli-\(UUID().uuidString)"
    for (language, text) in [
      ("en", "\"%d apples\" = \"%d apples\";\n\"Pear\" = \"Pear\";\n"),
      ("fr", "\n\"%d apples\" = \"%@ pommes\";\n\"Pear\" = \"Poire\";\n"),
    ] {
      try FileManager.default.createDirectory(
        atPath: root + "/\(language).lproj", withIntermediateDirectories: true)
      try text.write(
        toFile: root + "/\(language).lproj/Localizable.strings", atomically: true, encoding: .utf8)
    }
    return root
  }

  @Test("by default a key whose languages disagree gets no accessor and a warning; the rest are written")
  func skipped() throws {
    let root = try Self.disagreeing()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let output = root + "/L10n.swift"
    let result = try runPlurals(["generate-accessors", root, "--output", output])
    #expect(result.status == 0, "\(result.error)")
    #expect(
      result.output.hasPrefix(
        "\(root)/fr.lproj/Localizable.strings:2:15: warning: '%d apples' in fr reads argument 1 as an object"),
      "\(result.output)")
    let source = try String(contentsOfFile: output, encoding: .utf8)
    #expect(source.contains("static var pear: String") && !source.contains("apples"))
  }

  @Test(".plurals-accessors.yml (--config): its options, the command line's winning; a bad file is exit 78")
  func configuration() throws {
    let root = try Self.disagreeing()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let config = root + "/.plurals-accessors.yml"
    try "type_name: Fruit\naccess: public\n".write(toFile: config, atomically: true, encoding: .utf8)
    let output = root + "/L10n.swift"
    let configured = try runPlurals(["generate-accessors", root, "-o", output, "--config", config])
    #expect(configured.status == 0, "\(configured.error)")
    #expect(try String(contentsOfFile: output, encoding: .utf8).contains("public enum Fruit {"))
    let named = try runPlurals([
      "generate-accessors", root, "-o", output, "--config", config, "--name", "Food",
    ])
    #expect(named.status == 0)
    #expect(try String(contentsOfFile: output, encoding: .utf8).contains("public enum Food {"))
    try "strict: true\n".write(toFile: config, atomically: true, encoding: .utf8)
    let strict = try runPlurals(["generate-accessors", root, "-o", output, "--config", config])
    #expect(strict.status == 1 && strict.output.contains(": error: '%d apples' in fr"))
    try "type_nme: Fruit\n".write(toFile: config, atomically: true, encoding: .utf8)
    let wrong = try runPlurals(["generate-accessors", root, "-o", output, "--config", config])
    // A bad configuration is EX_CONFIG, as in `plurals lint`; its position is a diagnostic line.
    #expect(wrong.status == 78)
    #expect(wrong.output.contains("\(config):1:1: error: unknown key 'type_nme'"), "\(wrong.output)")
    #expect(wrong.error.contains("no accessors written: the configuration is invalid"))
  }

  @Test("--strict refuses entries whose languages disagree, with file:line:column errors and exit status 1")
  func refused() throws {
    let root = try Self.disagreeing()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let output = root + "/L10n.swift"
    let result = try runPlurals(["generate-accessors", root, "--output", output, "--strict"])
    #expect(result.status == 1)
    #expect(
      result.output.hasPrefix(
        "\(root)/fr.lproj/Localizable.strings:2:15: error: '%d apples' in fr reads argument 1 as an object"),
      "\(result.output)")
    #expect(result.error.contains("no accessors written: 1 problem(s)"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  /// A table with dotted keys, one of them plural.
  static func dotted() throws -> String {
    let root = NSTemporaryDirectory() + "accessors-nested-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root + "/en.lproj", withIntermediateDirectories: true)
    try "\"settings.title\" = \"Settings\";\n\"files.count\" = \"%d files\";\n\"done.\" = \"Done\";\n".write(
      toFile: root + "/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
    return root
  }

  @Test("--names nested: an enum per dotted part; names: nested in --config; the option wins over the file")
  func nestedNames() throws {
    let root = try Self.dotted()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let output = root + "/L10n.swift"
    let nested = try runPlurals(["generate-accessors", root, "-o", output, "--names", "nested"])
    #expect(nested.status == 0, "\(nested.error)")
    let source = try String(contentsOfFile: output, encoding: .utf8)
    #expect(
      source.contains(
        "  internal enum Settings {\n\n    /// en: `Settings`\n    internal static var title: String {"))
    #expect(
      source.contains(
        "  internal enum Files {\n\n    /// en: `%d files`\n    internal static func count(_ arg1: Int)"))
    #expect(source.contains("  internal static var done: String {"))
    let flat = try runPlurals(["generate-accessors", root, "-o", output])
    #expect(flat.status == 0)
    let flatSource = try String(contentsOfFile: output, encoding: .utf8)
    #expect(
      flatSource.contains("static var settingsTitle: String {") && !flatSource.contains("enum Settings"))
    let config = root + "/.plurals-accessors.yml"
    try "names: nested\n".write(toFile: config, atomically: true, encoding: .utf8)
    let configured = try runPlurals(["generate-accessors", root, "-o", output, "--config", config])
    #expect(configured.status == 0)
    #expect(try String(contentsOfFile: output, encoding: .utf8).contains("internal enum Settings {"))
    let overridden = try runPlurals([
      "generate-accessors", root, "-o", output, "--config", config, "--names", "flat",
    ])
    #expect(overridden.status == 0)
    // The same accessors; only the header's command differs.
    func body(_ text: String) -> [Substring] { Array(text.split(separator: "\n").dropFirst(2)) }
    #expect(body(try String(contentsOfFile: output, encoding: .utf8)) == body(flatSource))
    let wrong = try runPlurals(["generate-accessors", root, "-o", output, "--names", "tree"])
    #expect(wrong.status != 0 && wrong.error.contains("The value 'tree' is invalid for '--names <names>'"))
  }
}
