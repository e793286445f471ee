import Foundation
@testable import AccessorCodeGen
import LocalizedStrings
import SourceFiles
import Testing

@Suite(".plurals-accessors.yml")
struct AccessorConfigurationTests {
  @Test("every key sets its option; an empty file keeps the defaults")
  func keys() throws {
    var options = AccessorOptions(command: "test")
    try AccessorConfiguration.apply(
      yaml: """
        type_name: Strings
        access: public
        development_language: de
        tables: [Localizable, Settings]
        strict: true
        names: nested
        """, file: ".plurals-accessors.yml", to: &options)
    #expect(options.typeName == "Strings" && options.access == .public && options.developmentLanguage == "de")
    #expect(options.tables == ["Localizable", "Settings"] && options.strict && options.naming == .nested)
    var defaults = AccessorOptions(command: "test")
    try AccessorConfiguration.apply(yaml: "", file: "c.yml", to: &defaults)
    #expect(
      defaults.typeName == "L10n" && defaults.access == .internal && !defaults.strict
        && defaults.tables == nil && defaults.naming == .flat)
    // One table alone is a list of one.
    try AccessorConfiguration.apply(yaml: "tables: Settings\n", file: "c.yml", to: &defaults)
    #expect(defaults.tables == ["Settings"])
  }

  @Test(
    "an unknown key, a bad value or broken YAML is an error at its line and column",
    arguments: [
      ("type_nam: Strings\n", "c.yml:1:1: unknown key 'type_nam'"),
      ("access: open\n", "c.yml:1:9: access must be public, package, internal, not 'open'"),
      ("type_name: my type\n", "c.yml:1:12: 'my type' cannot name the generated type"),
      ("strict: maybe\n", "c.yml:1:9: strict must be true or false, not 'maybe'"),
      ("names: tree\n", "c.yml:1:8: names must be flat or nested, not 'tree'"),
      ("tables: {a: b}\n", "c.yml:1:9: expected a list"),
      ("- L10n\n", "c.yml:1:1: the configuration must be a mapping of keys"),
      ("type_name: [\n", "c.yml:2:1: YAML:"),
      ("a: &x [1]\ntables: *x\n", "c.yml:1:4: YAML anchors (&x) and aliases are not allowed"),
    ])
  func errors(yaml: String, expected: String) {
    var options = AccessorOptions(command: "test")
    let error = #expect(throws: SourceError.self) {
      try AccessorConfiguration.apply(yaml: yaml, file: "c.yml", to: &options)
    }
    #expect(error?.description.hasPrefix(expected) == true, "\(String(describing: error))")
  }

  @Test("the file is read as the linter's configuration is: a regular file of at most 1 MiB")
  func file() throws {
    let path = NSTemporaryDirectory() + "accessors-\(UUID().uuidString).yml"
    defer { try? FileManager.default.removeItem(atPath: path) }
    var options = AccessorOptions(command: "test")
    let limit = 1 << 20  // the linter's ConfigurationReader.maximumSize
    try ("type_name: Big\n" + String(repeating: "#", count: limit - 16) + "\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    try AccessorConfiguration.apply(path, to: &options)
    #expect(options.typeName == "Big")
    try ("type_name: Big\n" + String(repeating: "#", count: limit - 15) + "\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    let error = #expect(throws: SourceError.self) { try AccessorConfiguration.apply(path, to: &options) }
    #expect(error?.kind == .limitExceeded && error?.location.line == 1)
  }

  @Test("tables limits the generation to the tables named; a name no table has is an error")
  func tables() throws {
    let fixture = try Files([
      "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      "en.lproj/Settings.strings": "\"b\" = \"B\";\n",
    ])
    let settings = try fixture.generate { $0.tables = ["Settings"] }
    #expect(settings.contains("static var b: String") && !settings.contains("static var a: String"))
    let error = #expect(throws: AccessorGenerationError.self) {
      try fixture.generate { $0.tables = ["Missing"] }
    }
    #expect(error?.description.contains("no table named Missing") == true)
  }
}
