import Foundation
import Testing

/// The package's root folder (three levels above this file).
let packageRoot: String = {
  var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(3)
  return parts.joined(separator: "/")
}()

/// Tests/PluginFixture, copied to `.build-plugin-tests/package` with its
/// dependency pointed at this checkout, built in `.build-plugin-tests/build`
/// (kept between runs, so that only the first one builds the linter).
enum Fixture {
  static let base = packageRoot + "/.build-plugin-tests"
  static let package = base + "/package"

  /// A fresh copy of the fixture: earlier runs' edits are gone.
  static func prepare() throws {
    let manager = FileManager.default
    try? manager.removeItem(atPath: package)
    try manager.createDirectory(atPath: base, withIntermediateDirectories: true)
    try manager.copyItem(atPath: packageRoot + "/Tests/PluginFixture", toPath: package)
    let manifest = package + "/Package.swift"
    let text = try String(contentsOfFile: manifest, encoding: .utf8)
    #expect(text.contains("path: \"../..\""))
    try text.replacing("path: \"../..\"", with: "path: \"\(packageRoot)\"")
      .write(toFile: manifest, atomically: true, encoding: .utf8)
  }

  /// Runs `swift ARGUMENTS --scratch-path …` in the copy (`scratch` names the build folder).
  static func swift(_ arguments: [String], scratch: String = "build") throws -> (
    status: Int32, output: String, error: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["swift"] + arguments.prefix(1) + ["--scratch-path", base + "/" + scratch] + arguments.dropFirst()
    process.currentDirectoryURL = URL(fileURLWithPath: package)
    // Files rather than pipes: nothing blocks however much SwiftPM prints.
    let output = base + "/stdout.txt"
    let error = base + "/stderr.txt"
    try Data().write(to: URL(fileURLWithPath: output))
    try Data().write(to: URL(fileURLWithPath: error))
    process.standardOutput = FileHandle(forWritingAtPath: output)
    process.standardError = FileHandle(forWritingAtPath: error)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return (
      process.terminationStatus, try String(contentsOfFile: output, encoding: .utf8),
      try String(contentsOfFile: error, encoding: .utf8)
    )
  }
}

/// Builds and runs SwiftPM in a copy of the fixture: a minute or two the
/// first time, so `swift test` skips it unless PLURALS_PLUGIN_TESTS=1
/// (`.ci/run` sets it).
@Suite(
  "SwiftPM plugins on a fixture package", .serialized,
  .enabled(
    if: ProcessInfo.processInfo.environment["PLURALS_PLUGIN_TESTS"] == "1",
    "set PLURALS_PLUGIN_TESTS=1 to build the fixture package (Tests/PluginFixture)"))
struct PluginTests {
  static let inventoryRussian = "Sources/Inventory/Localizations/ru.lproj/Localizable.stringsdict"
  static let greetingsPolish = "Sources/Greetings/Resources/pl.lproj/Localizable.stringsdict"

  @Test("swift package lint-localizations: every target, --target, --werror, --format, bad arguments")
  func commandPlugin() throws {
    try Fixture.prepare()
    let all = try Fixture.swift(["package", "lint-localizations"])
    #expect(all.status != 0, "\(all.error)")
    #expect(all.output.contains("\(Self.inventoryRussian):9:3: error: "))
    #expect(all.output.contains("[missing-other]"))
    #expect(all.output.contains("Sources/Inventory/Localizations/Shelves.xcstrings:10:42: note: "))
    #expect(all.output.contains("\(Self.greetingsPolish):9:3: warning: "))
    #expect(all.output.hasSuffix("1 error, 2 warnings, 1 note in 7 files\n"), "\(all.output)")
    #expect(all.error.contains("localization lint failed (exit status 1)"))

    let greetings = try Fixture.swift(["package", "lint-localizations", "--target", "Greetings"])
    #expect(greetings.status == 0, "\(greetings.error)")
    #expect(greetings.output.hasSuffix("0 errors, 1 warning, 0 notes in 4 files\n"), "\(greetings.output)")
    let strict = try Fixture.swift(["package", "lint-localizations", "--target", "Greetings", "--werror"])
    #expect(strict.status != 0)

    let github = try Fixture.swift([
      "package", "lint-localizations", "--target", "Inventory", "--format", "github",
    ])
    #expect(
      github.output.contains(
        "::error file=\(Self.inventoryRussian),line=9,col=3,title=missing-other::variable 'count' of '%25d items'"
      ))

    let sarif = try Fixture.swift([
      "package", "lint-localizations", "--target", "Inventory", "--format", "sarif",
    ])
    #expect(sarif.status != 0)
    let log = try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any]
    let results = try #require((log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    #expect(
      results.compactMap { $0["ruleId"] as? String }.sorted() == [
        "catalog-state-needs-review", "missing-categories", "missing-other",
      ])
    let uris = results.compactMap {
      ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
        "artifactLocation"]
        as? [String: Any])?["uri"] as? String
    }
    #expect(uris.contains(Self.inventoryRussian))

    let wrong = try Fixture.swift(["package", "lint-localizations", "--colour"])
    #expect(wrong.status != 0 && wrong.error.contains("unexpected arguments: --colour"))
  }

  @Test("the build-tool plugin lints a target when it builds: warnings pass, errors fail the build")
  func buildToolPlugin() throws {
    try Fixture.prepare()
    let clean = try Fixture.swift(["build", "--target", "Greetings"])
    #expect(clean.status == 0, "\(clean.output)\(clean.error)")
    #expect(clean.output.contains("Linting the localizations of Greetings"))
    #expect(clean.output.contains("\(Self.greetingsPolish):9:3: warning: "))
    #expect(clean.output.contains("0 errors, 1 warning, 0 notes in 4 files"))

    // Take 'other' away: now the Polish variable is an error.
    let file = Fixture.package + "/" + Self.greetingsPolish
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let broken = text.replacing("\t\t\t<key>other</key>\n\t\t\t<string>%d gościa</string>\n", with: "")
    #expect(broken != text)
    try broken.write(toFile: file, atomically: true, encoding: .utf8)
    let failed = try Fixture.swift(["build", "--target", "Greetings"])
    #expect(failed.status != 0)
    #expect(failed.output.contains("\(Self.greetingsPolish):9:3: error: "), "\(failed.output)")
    #expect(failed.output.contains("[missing-other]"))

    // Fixed again: the command runs again (its input changed) and the build passes.
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    #expect(try Fixture.swift(["build", "--target", "Greetings"]).status == 0)
  }

  @Test("the build-tool plugin also runs under the Swift Build engine (--build-system swiftbuild)")
  func swiftBuildEngine() throws {
    try Fixture.prepare()
    let build = try Fixture.swift(
      ["build", "--build-system", "swiftbuild", "--target", "Greetings"], scratch: "swiftbuild")
    #expect(build.status == 0, "\(build.output)\(build.error)")
    // This engine shows a task's output with its diagnostics, on standard error.
    let log = build.output + build.error
    #expect(log.contains("\(Self.greetingsPolish):9:3: warning: "), "\(log)")
    #expect(log.contains("0 errors, 1 warning, 0 notes in 4 files"))
  }
}
