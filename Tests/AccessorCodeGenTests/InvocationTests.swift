@testable import AccessorCodeGen
import Foundation
import Testing

/// `AccessorInvocation`: the options and the run that `plurals generate-accessors` and the
/// plugin's tool share.
@Suite("generate-accessors: one invocation for the CLI and the plugin")
struct InvocationTests {
  static func files() throws -> Files {
    try Files([
      "en.lproj/Localizable.strings": "\"Pear\" = \"Pear\";\n\"%d apples\" = \"%d apples\";\n",
      "fr.lproj/Localizable.strings": "\"Pear\" = \"Poire\";\n\"%d apples\" = \"%@ pommes\";\n",
    ])
  }

  @Test("options and paths in any order, -- ends the options")
  func parsing() throws {
    let invocation = try AccessorInvocation(arguments: [
      "A", "--output", "L.swift", "--name", "Strings", "--access", "public", "B", "--development-language",
      "de",
      "--config", "c.yml", "--strict", "--bundle-module", "--resource-folder", "Localizations", "--target",
      "App",
      "--", "--odd-folder",
    ])
    #expect(invocation.paths == ["A", "B", "--odd-folder"])
    #expect(
      invocation.output == "L.swift" && invocation.typeName == "Strings" && invocation.access == .public)
    #expect(invocation.developmentLanguage == "de" && invocation.configurationPath == "c.yml")
    #expect(invocation.strict && invocation.readsBundleModule && invocation.resourceFolder == "Localizations")
    #expect(invocation.target == "App")
    #expect(try AccessorInvocation(arguments: ["-o", "x.swift", "A"]).output == "x.swift")
  }

  @Test(
    "usage errors name what is wrong",
    arguments: [
      (["A", "--output"], "--output takes a file"),
      (["A", "-o", "x", "--access", "open"], "--access takes one of: public, package, internal, not 'open'"),
      (["A", "-o", "x", "--colour"], "unknown option --colour"),
      (["A", "-o", "x", "--resource-folder", "R"], "--resource-folder names a folder of Bundle.module"),
      (["A"], "--output is required"),
      (["-o", "x"], "no localization file or folder given"),
    ])
  func usage(arguments: [String], message: String) {
    #expect(throws: AccessorInvocation.UsageError.self) { try AccessorInvocation(arguments: arguments) }
    do {
      _ = try AccessorInvocation(arguments: arguments)
    } catch {
      #expect(error.description.hasPrefix(message), "\(error.description)")
    }
  }

  @Test(
    "the configuration first, the options over it; a key that disagrees is a warning, an error when strict")
  func precedence() throws {
    let files = try Self.files()
    defer { try? FileManager.default.removeItem(atPath: files.root) }
    let output = files.root + "/L10n.swift"
    let config = files.root + "/.plurals-accessors.yml"
    try "type_name: Fruit\naccess: public\n".write(toFile: config, atomically: true, encoding: .utf8)
    var invocation = try AccessorInvocation(arguments: [files.root, "-o", output, "--config", config])
    var outcome = invocation.run()
    #expect(outcome.status == 0, "\(outcome.messages)")
    #expect(outcome.diagnostics.count == 1 && outcome.diagnostics[0].contains(": warning: '%d apples' in fr"))
    #expect(try String(contentsOfFile: output, encoding: .utf8).contains("public enum Fruit {"))

    invocation.typeName = "Food"
    outcome = invocation.run()
    #expect(try String(contentsOfFile: output, encoding: .utf8).contains("public enum Food {"))

    invocation.strict = true
    outcome = invocation.run()
    #expect(outcome.status == 1)
    #expect(outcome.diagnostics.first?.contains(": error: '%d apples' in fr") == true)
    #expect(outcome.messages == ["error: no accessors written: 1 problem(s)"])

    invocation.target = "Orchard"
    try "type_nme: Fruit\n".write(toFile: config, atomically: true, encoding: .utf8)
    outcome = invocation.run()
    #expect(outcome.status == 78)
    #expect(outcome.diagnostics.count == 1)
    #expect(outcome.diagnostics.first?.hasPrefix("\(config):1:1: error: unknown key 'type_nme'") == true)
    #expect(outcome.messages == ["error: no accessors generated for Orchard: the configuration is invalid"])
  }

  @Test("an unchanged file is not written again, so the target that includes it does not recompile")
  func unchanged() throws {
    let files = try Self.files()
    defer { try? FileManager.default.removeItem(atPath: files.root) }
    let output = files.root + "/L10n.swift"
    let invocation = try AccessorInvocation(arguments: [files.root, "-o", output])
    #expect(invocation.run().status == 0)
    let past = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output)
    #expect(invocation.run().status == 0)
    let date = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
    #expect(date == past)
  }
}
