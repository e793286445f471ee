import Foundation
import TestSupport
import Testing

@testable import AccessorCodeGen

/// `.plurals-accessors.yml` comes from the pull request's tree (the build plugin reads the
/// target's): the error that quotes a hostile value is one printable line, on the line
/// `AccessorInvocation` gives for standard output (the commands as run:
/// PluralsCLITests' `HostileOutputCLITests`).
@Suite("generate-accessors: a hostile configuration value is printed escaped")
struct HostileConfigurationTests {
  @Test(
    "each hostile text as a key, a type name, an access level: one printable line that shows it",
    arguments: HostileOutput.texts)
  func hostileValue(_ text: String) throws {
    let root = NSTemporaryDirectory() + "accessor-config-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/en.lproj", withIntermediateDirectories: true)
    try "\"a\" = \"A\";\n".write(toFile: root + "/en.lproj/L.strings", atomically: false, encoding: .utf8)
    let tag = try #require(HostileOutput.tags([text]).first)
    for line in [
      "\(HostileOutput.yamlQuoted(text)): 1", "type_name: \(HostileOutput.yamlQuoted(text))",
      "access: \(HostileOutput.yamlQuoted(text))",
    ] {
      try (line + "\n").write(toFile: root + "/config.yml", atomically: false, encoding: .utf8)
      var invocation = AccessorInvocation()
      invocation.paths = [root]
      invocation.output = root + "/L10n.swift"
      invocation.configurationPath = root + "/config.yml"
      invocation.target = text
      let outcome = invocation.run()
      #expect(outcome.status == 78, "\(line): \(outcome.diagnostics)")
      #expect(outcome.diagnostics.count == 1, "\(line): \(outcome.diagnostics)")
      let printed = (outcome.diagnostics + outcome.messages).joined(separator: "\n")
      let problems = HostileOutput.problems(in: printed)
      #expect(problems.isEmpty, "\(line): \(problems)")
      #expect(outcome.diagnostics.first?.contains(tag) == true, "\(line): \(outcome.diagnostics)")
      #expect(outcome.messages.first?.contains(tag) == true, "\(line): \(outcome.messages)")
    }
  }
}
