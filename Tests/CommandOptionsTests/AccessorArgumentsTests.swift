import AccessorCodeGen
import ArgumentParser
import CommandOptions
import Testing

/// `AccessorArguments`: the one definition of `plurals generate-accessors`' options, which
/// the CLI and the build-tool plugin's tool both parse with.
@Suite("generate-accessors: the options, defined once")
struct AccessorArgumentsTests {
  /// The fields of the invocation that differ from `generate-accessors A -o L.swift`, as `name=value`.
  static func changed(_ invocation: AccessorInvocation) -> String {
    var fields: [String] = []
    if invocation.paths != ["A"] { fields.append("paths=\(invocation.paths.joined(separator: ","))") }
    if invocation.output != "L.swift" { fields.append("output=\(invocation.output ?? "nil")") }
    if let name = invocation.typeName { fields.append("typeName=\(name)") }
    if let access = invocation.access { fields.append("access=\(access.rawValue)") }
    if let language = invocation.developmentLanguage { fields.append("developmentLanguage=\(language)") }
    if let naming = invocation.naming { fields.append("naming=\(naming.rawValue)") }
    if let file = invocation.configurationPath { fields.append("configurationPath=\(file)") }
    if invocation.strict { fields.append("strict") }
    if invocation.readsBundleModule { fields.append("readsBundleModule") }
    if let folder = invocation.resourceFolder { fields.append("resourceFolder=\(folder)") }
    if invocation.command != "cmd" { fields.append("command=\(invocation.command)") }
    return fields.joined(separator: " ")
  }

  @Test(
    "each option, its spellings, and its default",
    arguments: [
      ([], ""),
      (["B"], "paths=A,B"),
      (["--", "--odd-folder"], "paths=A,--odd-folder"),
      (["-o", "M.swift"], "output=M.swift"),
      (["--output", "M.swift"], "output=M.swift"),
      (["--name", "Strings"], "typeName=Strings"),
      (["--access", "public"], "access=public"),
      (["--access", "package"], "access=package"),
      (["--development-language", "de"], "developmentLanguage=de"),
      (["--names", "nested"], "naming=nested"),
      (["--names", "flat"], "naming=flat"),
      (["--config", "c.yml"], "configurationPath=c.yml"),
      (["--strict"], "strict"),
      (["--bundle-module"], "readsBundleModule"),
      (["--bundle-module", "--resource-folder", "R"], "readsBundleModule resourceFolder=R"),
    ])
  func option(arguments: [String], expected: String) throws {
    let options = try AccessorArguments.parse(["A", "-o", "L.swift"] + arguments)
    #expect(Self.changed(options.invocation(command: "cmd")) == expected)
  }

  @Test(
    "a bad option or argument is a usage error (status 64) that names what is wrong",
    arguments: [
      (["A", "--output"], "Missing value for '--output <output>'"),
      (["A", "-o", "x", "--access", "open"], "The value 'open' is invalid for '--access <access>'"),
      (["A", "-o", "x", "--colour"], "Unknown option '--colour'"),
      (["A", "-o", "x", "--names", "tree"], "The value 'tree' is invalid for '--names <names>'"),
      (["A", "-o", "x", "--resource-folder", "R"], "--resource-folder names a folder of Bundle.module"),
      (["A"], "Missing expected argument '--output <output>'"),
      (["-o", "x"], "Missing expected argument '<paths> ...'"),
    ])
  func usage(arguments: [String], message: String) {
    do {
      _ = try AccessorArguments.parse(arguments)
      Issue.record("\(arguments) parsed")
    } catch {
      #expect(AccessorArguments.exitCode(for: error).rawValue == 64)
      #expect(
        AccessorArguments.message(for: error).contains(message), "\(AccessorArguments.message(for: error))")
    }
  }

  @Test(
    "a value starting with - is the option's value (a .copy folder named -Strings)",
    arguments: ["--resource-folder", "--config", "--development-language", "--output"])
  func dashValue(option: String) throws {
    let output = option == "--output" ? [] : ["-o", "x.swift"]
    let options = try AccessorArguments.parse(
      output + ["--bundle-module", option, "-R", "--", "x.strings"])
    let values = [options.resourceFolder, options.config, options.developmentLanguage, options.output]
    #expect(values.filter { $0 == "-R" }.count == 1, "\(values)")
    #expect(options.paths == ["x.strings"])
  }
}
