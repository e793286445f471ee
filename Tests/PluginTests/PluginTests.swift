import Foundation
import TestSupport
import Testing

/// The package's root folder.
let packageRoot = Fixture.fixture.root

/// Tests/PluginFixture, copied to `.build-plugin-tests/package` with its
/// dependency pointed at this checkout, built in `.build-plugin-tests/build`
/// (kept between runs, so that only the first one builds the linter).
enum Fixture {
  static let fixture = FixturePackage("PluginFixture", scratch: "plugin-tests")
  static let base = fixture.base
  static let package = fixture.package

  /// A fresh copy of the fixture: earlier runs' edits are gone.
  static func prepare() throws { try fixture.prepare() }

  /// Runs `swift ARGUMENTS --scratch-path …` in the copy (`scratch` names the build folder).
  static func swift(_ arguments: [String], scratch: String = "build", environment: [String: String] = [:])
    throws -> (status: Int32, output: String, error: String)
  {
    try fixture.swift(arguments, scratch: scratch, environment: environment)
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
    // 18 files: Greetings 4, Catalogue 2, Inventory 4, Storefront 4 and Kiosk 4.
    #expect(all.output.hasSuffix("1 error, 2 warnings, 1 note in 18 files\n"), "\(all.output)")
    #expect(all.error.contains("localization lint failed (exit status 1)"))

    let greetings = try Fixture.swift(["package", "lint-localizations", "--target", "Greetings"])
    #expect(greetings.status == 0, "\(greetings.error)")
    #expect(greetings.output.hasSuffix("0 errors, 1 warning, 0 notes in 4 files\n"), "\(greetings.output)")
    let strict = try Fixture.swift(["package", "lint-localizations", "--target", "Greetings", "--werror"])
    #expect(strict.status != 0)

    // Into a file: what SwiftPM prints of a failing plugin's output can be cut
    // short (see the plugin), a file is whole.
    let github = try Fixture.swift([
      "package", "lint-localizations", "--target", "Inventory", "--format", "github",
      "--output", "github.txt",
    ])
    #expect(github.status != 0)
    let annotations = try String(contentsOfFile: Fixture.package + "/github.txt", encoding: .utf8)
    #expect(
      annotations.contains(
        "::error file=\(Self.inventoryRussian),line=9,col=3,title=missing-other::variable 'count' of '%25d items'"
      ), "\(annotations)")

    let sarif = try Fixture.swift([
      "package", "lint-localizations", "--target", "Inventory", "--format", "sarif", "--output", "lint.sarif",
    ])
    #expect(sarif.status != 0)
    let sarifText = try String(contentsOfFile: Fixture.package + "/lint.sarif", encoding: .utf8)
    let log = try JSONSerialization.jsonObject(with: Data(sarifText.utf8)) as? [String: Any]
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

    // A bad option: the tool's own error, and where the options are listed.
    let wrong = try Fixture.swift(["package", "lint-localizations", "--colour"])
    #expect(wrong.status != 0)
    #expect((wrong.output + wrong.error).contains("error: Unknown option '--colour'"), "\(wrong.error)")
    #expect((wrong.output + wrong.error).contains("swift package lint-localizations --help"))
  }

  @Test("swift package lint-localizations takes every option of plurals lint; a path names plurals lint")
  func commandPluginOptions() throws {
    try Fixture.prepare()
    let english = "Sources/Greetings/Resources/en.lproj/Localizable.strings"
    let file = Fixture.package + "/" + english
    let original = try String(contentsOfFile: file, encoding: .utf8)
    try (original + "\"Welcome\" = \"Welcome\";\n").write(toFile: file, atomically: true, encoding: .utf8)
    let command = ["package", "lint-localizations", "--target", "Greetings"]

    let dryRun = try Fixture.swift(command + ["--fix", "--dry-run"])
    #expect(dryRun.output.contains("--- a/\(english)\n+++ b/\(english)\n"), "\(dryRun.output)\(dryRun.error)")
    #expect(try String(contentsOfFile: file, encoding: .utf8) != original)
    let fixed = try Fixture.swift(
      command + ["--fix", "--reporter", "json", "--output", "lint.json", "--strict"])
    #expect(try String(contentsOfFile: file, encoding: .utf8) == original, "\(fixed.output)\(fixed.error)")
    // --strict: the Polish warning fails the run; --output: the JSON report in the package.
    #expect(fixed.status != 0)
    let report = try String(contentsOfFile: Fixture.package + "/lint.json", encoding: .utf8)
    #expect(report.contains("\"missing-categories\""), "\(report)")

    let path = try Fixture.swift(["package", "lint-localizations", "--fix", "Sources/Greetings"])
    #expect(path.status != 0)
    #expect(
      (path.output + path.error).contains(
        "not paths: swift run plurals lint --fix Sources/Greetings"), "\(path.output)\(path.error)")
    let help = try Fixture.swift(["package", "lint-localizations", "--help"])
    #expect(
      help.status == 0 && help.output.contains("--target") && help.output.contains("--dry-run"), "\(help)")
    let rules = try Fixture.swift(["package", "lint-localizations", "rules"])
    #expect(rules.status == 0 && rules.output.contains("identical-duplicate-key ("), "\(rules)")
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

  @Test("an edit inside a resource folder copied as it is lints again (its files are the command's inputs)")
  func copiedFolder() throws {
    try Fixture.prepare()
    let clean = try Fixture.swift(["build", "--target", "Catalogue"])
    #expect(clean.status == 0, "\(clean.output)\(clean.error)")
    #expect(clean.output.contains("Linting the localizations of Catalogue"))
    #expect(clean.output.contains("0 errors, 0 warnings, 0 notes in 2 files"), "\(clean.output)")

    // Take German 'other' away, inside the copied folder: the folder's own date does not change,
    // but the next build lints again and fails.
    let german = "Sources/Catalogue/Localizations/de.lproj/Localizable.stringsdict"
    let file = Fixture.package + "/" + german
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let broken = text.replacing("\t\t\t<key>other</key>\n\t\t\t<string>%d Seiten</string>\n", with: "")
    #expect(broken != text)
    try broken.write(toFile: file, atomically: false, encoding: .utf8)
    let failed = try Fixture.swift(["build", "--target", "Catalogue"])
    #expect(failed.status != 0)
    #expect(failed.output.contains("\(german):9:3: error: "), "\(failed.output)")
    #expect(failed.output.contains("[missing-other]"))

    try text.write(toFile: file, atomically: false, encoding: .utf8)
    #expect(try Fixture.swift(["build", "--target", "Catalogue"]).status == 0)

    // The same under the Swift Build engine, which does not look inside a folder given as an input:
    // with the folder alone (as before) this build passed on the broken file.
    let engine = ["build", "--build-system", "swiftbuild", "--target", "Catalogue"]
    let cleanAgain = try Fixture.swift(engine, scratch: "swiftbuild")
    #expect(cleanAgain.status == 0, "\(cleanAgain.output)\(cleanAgain.error)")
    try broken.write(toFile: file, atomically: false, encoding: .utf8)
    let failedAgain = try Fixture.swift(engine, scratch: "swiftbuild")
    #expect(failedAgain.status != 0, "\(failedAgain.output)\(failedAgain.error)")
    #expect((failedAgain.output + failedAgain.error).contains("[missing-other]"))
    try text.write(toFile: file, atomically: false, encoding: .utf8)
    // The accessor plugin's copied folder (Storefront's) regenerates on an edit too: `storefront()`.
  }

  @Test("both plugins read .plurals-lint.yml; a baseline written by the command keeps a build green")
  func configurationAndBaseline() throws {
    try Fixture.prepare()
    let manager = FileManager.default
    // The package root's configuration, for the command plugin.
    try "severity:\n  missing-other: warning\ndisabled_rules: [catalog-state-needs-review]\n".write(
      toFile: Fixture.package + "/.plurals-lint.yml", atomically: true, encoding: .utf8)
    let configured = try Fixture.swift(["package", "lint-localizations"])
    #expect(configured.status == 0, "\(configured.output)\(configured.error)")
    #expect(configured.output.contains("\(Self.inventoryRussian):9:3: warning: "))
    #expect(!configured.output.contains("catalog-state-needs-review"))
    #expect(configured.output.contains("0 errors, "))
    try "disabled_rules: [no-such-rule]\n".write(
      toFile: Fixture.package + "/.plurals-lint.yml", atomically: true, encoding: .utf8)
    let invalid = try Fixture.swift(["package", "lint-localizations"])
    // SwiftPM passes on what the tool writes to standard error with the plugin's output.
    let log = invalid.output + invalid.error
    #expect(invalid.status != 0)
    #expect(log.contains(".plurals-lint.yml:1:18: error: unknown rule 'no-such-rule'"), "\(log)")
    #expect(log.contains("localization lint failed (exit status 78)"))
    try manager.removeItem(atPath: Fixture.package + "/.plurals-lint.yml")

    // A baseline of today's findings: the command then reports nothing.
    let written = try Fixture.swift([
      "package", "lint-localizations", "--write-baseline", "lint-baseline.json",
    ])
    #expect(written.status != 0)
    #expect(manager.fileExists(atPath: Fixture.package + "/lint-baseline.json"))
    let baselined = try Fixture.swift(["package", "lint-localizations", "--baseline", "lint-baseline.json"])
    #expect(baselined.status == 0, "\(baselined.output)\(baselined.error)")
    #expect(baselined.output.contains("0 errors, 0 warnings, 0 notes in 18 files\n"), "\(baselined.output)")
    #expect((baselined.output + baselined.error).contains("4 of 4 findings are in the baseline"))

    // The target folder's configuration, for the build-tool plugin: an input, so an edit lints again.
    let configuration = Fixture.package + "/Sources/Greetings/.plurals-lint.yml"
    try "severity: {missing-categories: error}\n".write(
      toFile: configuration, atomically: true, encoding: .utf8)
    let strict = try Fixture.swift(["build", "--target", "Greetings"])
    #expect(strict.status != 0)
    #expect(strict.output.contains("\(Self.greetingsPolish):9:3: error: "), "\(strict.output)")
    // Its paths stay within its folder: the package root's baseline is named from the root's configuration.
    try "severity: {missing-categories: error}\nbaseline: ../../lint-baseline.json\n".write(
      toFile: configuration, atomically: true, encoding: .utf8)
    let outside = try Fixture.swift(["build", "--target", "Greetings"])
    #expect(outside.status != 0)
    #expect(outside.output.contains("baseline: '../../lint-baseline.json' leads out"), "\(outside.output)")
    try manager.removeItem(atPath: configuration)
    try "severity: {missing-categories: error}\nbaseline: lint-baseline.json\n".write(
      toFile: Fixture.package + "/.plurals-lint.yml", atomically: true, encoding: .utf8)
    let accepted = try Fixture.swift(["build", "--target", "Greetings"])
    #expect(accepted.status == 0, "\(accepted.output)\(accepted.error)")
    #expect(accepted.output.contains("0 errors, 0 warnings, 0 notes in 4 files"), "\(accepted.output)")

    // The baseline is an input too, once SwiftPM plans the build again (it runs build-tool
    // plugins when the package changes, not at every build): emptied, the next build lints
    // again and fails.
    try manager.setAttributes([.modificationDate: Date()], ofItemAtPath: Fixture.package + "/Package.swift")
    #expect(try Fixture.swift(["build", "--target", "Greetings"]).status == 0)
    try "{\"version\":1,\"findings\":[]}\n".write(
      toFile: Fixture.package + "/lint-baseline.json", atomically: false, encoding: .utf8)
    let unbaselined = try Fixture.swift(["build", "--target", "Greetings"])
    #expect(unbaselined.status != 0, "\(unbaselined.output)\(unbaselined.error)")
    #expect(unbaselined.output.contains("\(Self.greetingsPolish):9:3: error: "), "\(unbaselined.output)")
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

/// Runs in every `swift test`: which crash reports make a fixture command run once more.
@Suite("FixturePackage: only a crash of SwiftPM itself runs a command again")
struct SwiftPMCrashTests {
  /// The head of a crash report as Swift's backtracer prints it; `thread` names the process.
  static func report(_ thread: String) -> String {
    """
    [29/30] Linking GenerateAccessorsTool-tool

    *** Signal 11: Backtracing from 0x7fa5e6aa59c0... done ***

    *** Program crashed: Bad pointer dereference at 0x0000000000000002 ***

    Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

    Thread 0 "\(thread)":

      0      0x00007fa5e545a301 sigsuspend + 65 in libc.so.6
    """
  }

  /// Named here, not read from `FixturePackage`: `swift-build` and `swift-package` have each crashed in CI.
  @Test(
    "SwiftPM's own executables crashing",
    arguments: ["swift-build", "swift-package", "swift-test", "swift-run"])
  func swiftPM(_ executable: String) {
    #expect(FixturePackage.swiftPMItselfCrashed(Self.report(executable)))
    // The main thread itself crashed: its heading says so.
    let mainThreadCrashed = Self.report(executable).replacing(
      "Thread 0 \"\(executable)\":", with: "Thread 0 \"\(executable)\" crashed:")
    #expect(mainThreadCrashed.contains("crashed:"))
    #expect(FixturePackage.swiftPMItselfCrashed(mainThreadCrashed))
  }

  /// `swift(_:)` run against a stand-in `swift` (first on `PATH`) that prints `report` to
  /// `stream` (1 or 2) and exits 139 on its first `crashes` runs, then prints `ok`: what
  /// the command returned, and how many times the stand-in ran.
  static func retried(report: String, stream: Int, crashes: Int) throws -> (
    status: Int32, output: String, runs: Int
  ) {
    let temporary = NSTemporaryDirectory() + "swiftpm-crash-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: temporary) }
    // The fixture's copy and build folders under the temporary folder, not the checkout.
    let fixture = FixturePackage("Stand-in", scratch: "stand-in", file: temporary + "/Tests/T/F.swift")
    let bin = temporary + "/bin"
    for folder in [bin, fixture.package] {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    try report.write(toFile: temporary + "/report.txt", atomically: true, encoding: .utf8)
    try """
    #!/bin/sh
    runs=$(($(cat "\(temporary)/runs" 2>/dev/null || echo 0) + 1))
    echo "$runs" > "\(temporary)/runs"
    if [ "$runs" -le \(crashes) ]; then cat "\(temporary)/report.txt" >&\(stream); exit 139; fi
    echo ok

    """.write(toFile: bin + "/swift", atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/swift")
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let result = try fixture.swift(["build"], environment: ["PATH": bin + ":" + path])
    let runs = try String(contentsOfFile: temporary + "/runs", encoding: .utf8)
    return (result.status, result.output, Int(runs.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1)
  }

  @Test(
    "a crash of SwiftPM, on the error stream (where the backtracer writes) or the output, runs the command once more",
    arguments: [2, 1])
  func retriedOnce(_ stream: Int) throws {
    let once = try Self.retried(report: Self.report("swift-package"), stream: stream, crashes: 1)
    #expect(once.status == 0 && once.output == "ok\n" && once.runs == 2, "\(once)")
    // Once more only: a second crash is the command's answer.
    let twice = try Self.retried(report: Self.report("swift-build"), stream: stream, crashes: 2)
    #expect(twice.status == 139 && twice.runs == 2, "\(twice)")
    // A crash of a process SwiftPM ran is the command's answer at once.
    let other = try Self.retried(report: Self.report("plurals"), stream: stream, crashes: 1)
    #expect(other.status == 139 && other.runs == 1, "\(other)")
  }

  @Test(
    "a tool, plugin or test SwiftPM runs, a name that only begins like SwiftPM's, or no crash report",
    arguments: ["LintLocalizatio", "plurals", "swift-frontend", "swift-packages", "PluginTestsPack"])
  func notSwiftPM(_ thread: String) {
    #expect(!FixturePackage.swiftPMItselfCrashed(Self.report(thread)))
    #expect(
      !FixturePackage.swiftPMItselfCrashed(
        Self.report(thread).replacing("Thread 0 \"\(thread)\":", with: "Thread 0 \"\(thread)\" crashed:")))
    #expect(
      !FixturePackage.swiftPMItselfCrashed(
        Self.report("swift-package").replacing("*** Program crashed", with: "*** Program exited")))
  }
}
