@testable import AccessorCodeGen
import Foundation
import Testing

/// `AccessorInvocation`: the run that `plurals generate-accessors` and the plugin's tool share
/// (their options: CommandOptionsTests).
@Suite("generate-accessors: one invocation for the CLI and the plugin")
struct InvocationTests {
  static func files() throws -> Files {
    try Files([
      "en.lproj/Localizable.strings": "\"Pear\" = \"Pear\";\n\"%d apples\" = \"%d apples\";\n",
      "fr.lproj/Localizable.strings": "\"Pear\" = \"Poire\";\n\"%d apples\" = \"%@ pommes\";\n",
    ])
  }

  @Test(
    "the configuration first, the options over it; a key that disagrees is a warning, an error when strict")
  func precedence() throws {
    let files = try Self.files()
    defer { try? FileManager.default.removeItem(atPath: files.root) }
    let output = files.root + "/L10n.swift"
    let config = files.root + "/.plurals-accessors.yml"
    try "type_name: Fruit\naccess: public\n".write(toFile: config, atomically: true, encoding: .utf8)
    var invocation = AccessorInvocation()
    invocation.paths = [files.root]
    invocation.output = output
    invocation.configurationPath = config
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
    var invocation = AccessorInvocation()
    invocation.paths = [files.root]
    invocation.output = output
    #expect(invocation.run().status == 0)
    let past = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output)
    #expect(invocation.run().status == 0)
    let date = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
    #expect(date == past)
  }
}
