import Foundation
import Testing

/// `plurals lint --sources`: Swift code read with the compiler's parser and checked against the
/// tables, from the command line and from the configuration, and the plugins' tool, which reads
/// no code, saying so.
@Suite("plurals lint --sources")
struct LintSourcesCLITests {
  /// A project: an identifier-keyed table, a Swift file asking for one key it has and one it
  /// lacks, and one `"key".localized` the configuration may name.
  static func project(configuration: String? = nil) throws -> String {
    let root = NSTemporaryDirectory() + "lint-sources-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root + "/App/en.lproj", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: root + "/App/Sources", withIntermediateDirectories: true)
    try "\"settings.title\" = \"Settings\";\n\"search.title\" = \"Search\";\n".write(
      toFile: root + "/App/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
    try #"""
    let a = NSLocalizedString("settings.title", comment: "")
    let b = NSLocalizedString("setings.title", comment: "")
    let c = "serch.title".localized
    let d = NSLocalizedString(key, comment: "")

    """#.write(toFile: root + "/App/Sources/Settings.swift", atomically: true, encoding: .utf8)
    if let configuration {
      try configuration.write(toFile: root + "/.plurals-lint.yml", atomically: true, encoding: .utf8)
    }
    return root
  }

  @Test("--sources reads the code: an undefined key at its call site, exit 1, and what was not checked")
  func commandLine() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = try runPlurals(["lint", "App", "--sources", "App/Sources"], directory: root)
    #expect(result.status == 1, "\(result.error)")
    #expect(
      result.output.hasPrefix(
        "App/Sources/Settings.swift:2:27: error: NSLocalizedString asks for key 'setings.title', which table 'Localizable' does not have; users see the key [undefined-key]\n"
      ), "\(result.output)")
    #expect(!result.output.contains("serch.title"))
    #expect(
      result.error.contains(
        "note: read 1 Swift file: 2 calls with a literal key; not checked: 1 with a key or table the code computes"
      ),
      "\(result.error)")
    // Without --sources, no code is read.
    let plain = try runPlurals(["lint", "App"], directory: root)
    #expect(plain.status == 0 && !plain.error.contains("Swift file"), "\(plain.output)")
  }

  @Test("the configuration's sources: and localization_functions:, and --sources in their place")
  func configuration() throws {
    let root = try Self.project(
      configuration: "sources: [App/Sources]\nlocalization_functions: [localized]\n")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = try runPlurals(["lint", "App"], directory: root)
    #expect(result.status == 1)
    #expect(result.output.contains("Settings.swift:2:27: error:"), "\(result.output)")
    #expect(
      result.output.contains(
        "Settings.swift:3:9: error: localized asks for key 'serch.title', which table 'Localizable' does not have"
      ),
      "\(result.output)")
    // --sources replaces the configuration's folders: here one with no Swift file.
    let replaced = try runPlurals(["lint", "App", "--sources", "App/en.lproj"], directory: root)
    #expect(replaced.status == 0, "\(replaced.output)")
    #expect(
      replaced.error.contains("note: read 0 Swift files: 0 calls with a literal key"), "\(replaced.error)")
  }

  @Test("a bad localization_functions entry is a configuration error at its place (exit 78)")
  func badFunction() throws {
    let root = try Self.project(configuration: "localization_functions: [localized, \"a b\"]\n")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = try runPlurals(["lint", "App"], directory: root)
    #expect(result.status == 78, "\(result.error)")
    #expect(
      result.error.contains(
        ".plurals-lint.yml:1:37: error: localization_functions: 'a b' is not the name of a Swift function or property"
      ),
      "\(result.error)")
  }

  @Test("a Swift file linked from outside the folder is not read, and the run says the check is incomplete")
  func linkOutside() throws {
    let root = try Self.project()
    let outside = NSTemporaryDirectory() + "lint-sources-outside-\(UUID().uuidString).swift"
    defer {
      try? FileManager.default.removeItem(atPath: root)
      try? FileManager.default.removeItem(atPath: outside)
    }
    try #"let x = NSLocalizedString("secret.key", comment: "")"#.write(
      toFile: outside, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/App/Sources/Linked.swift", withDestinationPath: outside)
    let result = try runPlurals(["lint", "App", "--sources", "App/Sources"], directory: root)
    #expect(result.status == 2, "\(result.error)")
    #expect(!result.output.contains("secret.key"))
    #expect(
      result.error.contains("Linked.swift: a symbolic link that leads outside the linted folders"),
      "\(result.error)")
  }

  @Test("the plugins' tool reads no Swift code and says so, linting the tables as before")
  func pluginTool() throws {
    let root = try Self.project(configuration: "sources: [App/Sources]\n")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = try runProcess(builtExecutable("LintLocalizationsTool"), ["--", "App"], directory: root)
    #expect(result.status == 0, "\(result.output)")
    #expect(
      result.error.contains(
        "note: Swift code not read (sources): this tool is built without the Swift parser"),
      "\(result.error)")
  }

  @Test("a call site's finding in every reporter at the Swift file's place, and in a baseline like any other")
  func reportersAndBaseline() throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let github = try runPlurals(
      ["lint", "App", "--sources", "App/Sources", "--format", "github"], directory: root)
    #expect(
      github.output.contains("::error file=App/Sources/Settings.swift,line=2,col=27,title=undefined-key::"),
      "\(github.output)")
    let sarif = try runPlurals(
      ["lint", "App", "--sources", "App/Sources", "--format", "sarif"], directory: root)
    #expect(sarif.output.contains(#""uri": "App/Sources/Settings.swift""#), "\(sarif.output)")
    #expect(sarif.output.contains(#""startLine": 2"#))
    #expect(sarif.output.contains("undefined-key"))
    let written = try runPlurals(
      ["lint", "App", "--sources", "App/Sources", "--write-baseline", "baseline.json"], directory: root)
    #expect(written.status == 1)
    let adopted = try runPlurals(
      ["lint", "App", "--sources", "App/Sources", "--baseline", "baseline.json"], directory: root)
    #expect(adopted.status == 0, "\(adopted.output)")
    #expect(adopted.error.contains("1 of 1 findings are in the baseline"), "\(adopted.error)")
  }

  @Test(
    "--fix and --fix --dry-run leave a Swift file's counting key as it is, with a note for each, and the tables too",
    arguments: [["--fix"], ["--fix", "--dry-run"]])
  func fixLeavesCode(arguments: [String]) throws {
    let root = try Self.project()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let code = #"""
      import SwiftUI
      let a = Text("\(count) files")
      let b = String(format: NSLocalizedString("%d photos", comment: ""), n)

      """#
    try code.write(toFile: root + "/App/Sources/Counts.swift", atomically: true, encoding: .utf8)
    let table = try String(contentsOfFile: root + "/App/en.lproj/Localizable.strings", encoding: .utf8)
    let result = try runPlurals(["lint", "App", "--sources", "App/Sources"] + arguments, directory: root)
    for place in ["2:14", "3:42"] {
      #expect(
        result.error.contains(
          "note: not fixed: App/Sources/Counts.swift:\(place): a call site's key that no table has: write its plural entry in the table [plural-candidate]"
        ), "\(result.error)")
    }
    #expect(try String(contentsOfFile: root + "/App/Sources/Counts.swift", encoding: .utf8) == code)
    #expect(try String(contentsOfFile: root + "/App/en.lproj/Localizable.strings", encoding: .utf8) == table)
    #expect(!FileManager.default.fileExists(atPath: root + "/App/en.lproj/Localizable.stringsdict"))
  }
}
