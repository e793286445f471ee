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

/// The accessor plugin on `Sources/Storefront` of the fixture: generated when
/// the target builds, compiled into it and called by its `main.swift` (in
/// the same serialized suite: the tests share the fixture's copy).
extension PluginTests {
  static let storefrontLocalizations = Fixture.package + "/Sources/Storefront/Localizations"

  /// The accessors the plugin wrote for Storefront in the last build.
  static func generated() throws -> String {
    let file =
      Fixture.base
      + "/build/plugins/outputs/package/Storefront/destination/GenerateAccessorsPlugin/L10n.swift"
    return try String(contentsOfFile: file, encoding: .utf8)
  }

  @Test(
    "accessors are generated and compiled at build; an edit regenerates them; a disagreement is a warning, an error when strict"
  )
  func storefront() throws {
    try Fixture.prepare()
    let run = try Fixture.swift(["run", "Storefront"])
    #expect(run.status == 0, "\(run.output)\(run.error)")
    #expect((run.output + run.error).contains("Generating localization accessors for Storefront"))
    #expect(
      run.output.contains(
        """
        en: Settings | Hello, Ola! | 50% off everything | 5 items in Kraków
        en: 22 shelves | Box weighs 1.5 kilograms
        pl: Ustawienia | Cześć, Ola! | Wszystko 50% taniej | 5 produktów w: Kraków
        pl: 22 półki | Box weighs 1.5 kilograms
        request: 2 produkty w: Gdańsk
        """), "\(run.output)")
    let source = try Self.generated()
    #expect(source.hasPrefix("// Generated by swift-plurals"))
    #expect(
      source.contains(
        "// Regenerate with: swift build (GenerateAccessorsPlugin regenerates it for Storefront"))
    #expect(source.contains("  /// Greets the signed-in user by name.\n  ///\n  /// en: `Hello, %@!`\n"))

    // A new key in a copied resource folder: the next build has its accessor.
    let english = Self.storefrontLocalizations + "/en.lproj/Localizable.strings"
    let text = try String(contentsOfFile: english, encoding: .utf8)
    try (text + "\n/* The checkout button. */\n\"Checkout\" = \"Checkout\";\n").write(
      toFile: english, atomically: true, encoding: .utf8)
    let rebuilt = try Fixture.swift(["build", "--target", "Storefront"])
    #expect(rebuilt.status == 0, "\(rebuilt.output)\(rebuilt.error)")
    #expect(
      try Self.generated().contains(
        "  /// The checkout button.\n  ///\n  /// en: `Checkout`\n  internal static var checkout: String {"))

    // Polish reads the name as a number. With `strict: true` in the target's .plurals-accessors.yml,
    // the build fails where the translation is.
    let polish = Self.storefrontLocalizations + "/pl.lproj/Localizable.strings"
    let polishText = try String(contentsOfFile: polish, encoding: .utf8)
    try polishText.replacing("Cześć, %@!", with: "Cześć, %d!").write(
      toFile: polish, atomically: true, encoding: .utf8)
    let configuration = Fixture.package + "/Sources/Storefront/.plurals-accessors.yml"
    try "strict: true\n".write(toFile: configuration, atomically: true, encoding: .utf8)
    let failed = try Fixture.swift(["build", "--target", "Storefront"])
    #expect(failed.status != 0)
    #expect(
      (failed.output + failed.error).contains(
        "Sources/Storefront/Localizations/pl.lproj/Localizable.strings:2:17: error: 'greeting %@' in pl reads argument 1 as an integer"
      ), "\(failed.output)\(failed.error)")
    // Not strict (the default; the configuration is an input, so the edit regenerates): a warning
    // there, and the key has no accessor, so the code that calls it no longer compiles.
    try "strict: false\n".write(toFile: configuration, atomically: true, encoding: .utf8)
    let skipped = try Fixture.swift(["build", "--target", "Storefront"])
    let log = skipped.output + skipped.error
    #expect(
      log.contains(
        "Sources/Storefront/Localizations/pl.lproj/Localizable.strings:2:17: warning: 'greeting %@' in pl reads argument 1 as an integer"
      ), "\(log)")
    #expect(log.contains("'greeting %@' gets no accessor"))
    #expect(!(try Self.generated().contains("static func greeting(")))
    #expect(skipped.status != 0 && log.contains("greeting"))
  }

  @Test(
    "with PluralsFoundation and resources, accessors need no setup: Bundle.module in the preferred languages")
  func accessorsWithoutSetup() throws {
    try Fixture.prepare()
    // No language in the environment: the development language's text, never the key.
    let english = try Fixture.swift(
      ["run", "Kiosk"], environment: ["LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "C"])
    #expect(english.status == 0, "\(english.output)\(english.error)")
    #expect(english.output.hasSuffix("Welcome | 5 items left | 1 item left\n"), "\(english.output)")
    // LANGUAGE=pl, as a Linux user sets it (with a locale that is not C): Polish text, Polish plural rules.
    let polish = try Fixture.swift(
      ["run", "Kiosk"],
      environment: ["LANGUAGE": "pl:en", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "en_US.UTF-8"])
    #expect(polish.status == 0, "\(polish.output)\(polish.error)")
    #expect(polish.output.hasSuffix("Witaj | Zostało 5 elementów | Został 1 element\n"), "\(polish.output)")
    let file =
      Fixture.base + "/build/plugins/outputs/package/Kiosk/destination/GenerateAccessorsPlugin/L10n.swift"
    let source = try String(contentsOfFile: file, encoding: .utf8)
    #expect(source.contains("import PluralsFoundation"))
    #expect(source.contains("LocalizerBinding(default: {"))
  }

  @Test("the accessor plugin also runs under the Swift Build engine (--build-system swiftbuild)")
  func accessorsUnderSwiftBuild() throws {
    try Fixture.prepare()
    let run = try Fixture.swift(["run", "--build-system", "swiftbuild", "Storefront"], scratch: "swiftbuild")
    #expect(run.status == 0, "\(run.output)\(run.error)")
    #expect(run.output.contains("pl: 22 półki | Box weighs 1.5 kilograms\nrequest: 2 produkty w: Gdańsk\n"))
  }

  /// Catalogs of the corpus that the generator accepts (the others have argument errors; AccessorCorpusTests lists them).
  static let corpusCatalogs = [
    "Ranchero-Software_NetNewsWire/DefaultAccountNames.xcstrings",
    "Ranchero-Software_NetNewsWire/Localizable.xcstrings",
    "Ranchero-Software_NetNewsWire/mul.lproj/ErrorLogWindow.xcstrings",
    "SwiftGen_SwiftGen/LocalizableDict.xcstrings",
    "ViennaRSS_vienna-rss/Localizable.xcstrings", "coteditor_CotEditor/AdvancedCharacterCount.xcstrings",
    "coteditor_CotEditor/CommandBar.xcstrings", "coteditor_CotEditor/Document.xcstrings",
    "liamnichols_xcstrings-tool/FormatSpecifiers.xcstrings",
    "liamnichols_xcstrings-tool/Positional.xcstrings",
    "liamnichols_xcstrings-tool/Substitution.xcstrings", "liamnichols_xcstrings-tool/Variations.xcstrings",
  ]

  @Test(
    "the demo files and the corpus's catalogs: every accessor, in every language, equals Localizer.format")
  func demoAndCorpus() throws {
    try Fixture.prepare()
    let manager = FileManager.default
    // The demo's Localizable as the table Demo; each catalog as a table named after its project and file.
    let demo = packageRoot + "/Sources/PluralsCLI/Demo"
    for folder in try manager.contentsOfDirectory(atPath: demo) {
      try manager.createDirectory(
        atPath: Self.storefrontLocalizations + "/" + folder, withIntermediateDirectories: true)
      try manager.copyItem(
        atPath: demo + "/" + folder + "/Localizable.stringsdict",
        toPath: Self.storefrontLocalizations + "/" + folder + "/Demo.stringsdict")
    }
    let corpus = packageRoot + "/../shared/corpus"
    var tables = 1
    // PLURALS_REQUIRE_SHARED (.ci/run) makes a missing corpus a failure here too.
    if manager.fileExists(atPath: corpus)
      || ProcessInfo.processInfo.environment["PLURALS_REQUIRE_SHARED"] != nil
    {
      for path in Self.corpusCatalogs {
        let name = path.replacing("/", with: "_").replacing("mul.lproj_", with: "")
        try manager.copyItem(atPath: corpus + "/" + path, toPath: Self.storefrontLocalizations + "/" + name)
        tables += 1
      }
    } else {
      print("AccessorPluginTests: \(corpus) is absent; the corpus's catalogs are skipped")
    }
    let first = try Fixture.swift(["build", "--target", "Storefront"])
    #expect(first.status == 0, "\(first.output)\(first.error)")
    let checks = AccessorDriver(generated: try Self.generated())
    #expect(checks.tables == tables + 2)  // with Localizable and Shelves
    try checks.source.write(
      toFile: Fixture.package + "/Sources/Storefront/AccessorChecks.swift", atomically: true, encoding: .utf8)
    let run = try Fixture.swift(["run", "Storefront"])
    #expect(run.status == 0, "\(run.output)\(run.error)")
    let report = try #require(run.output.split(separator: "checks: ", maxSplits: 1).last)
    #expect(report.hasPrefix("\(checks.accessors) accessors checked in "), "\(report)")
    #expect(report.split(separator: "\n").count == 1, "\(report)")
    print("AccessorPluginTests: \(report)")
  }
}

/// Swift that calls every accessor of a generated file with sample arguments
/// and compares the result with `Localizer.format` (or `localizedString`)
/// on the same key, table and arguments, in every language of the bundle.
struct AccessorDriver {
  var source = ""
  var accessors = 0
  var tables = 0

  init(generated: String) {
    let lines = generated.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var prefix = "L10n."
    var body = ""
    var functions: [String] = []
    func flush() {
      guard !body.isEmpty else { return }
      functions.append(body)
      body = ""
    }
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("internal enum ") {
        flush()
        tables += 1
        let name = trimmed.dropFirst("internal enum ".count).dropLast(2)
        prefix = name == "L10n" ? "L10n." : "L10n.\(name)."
        continue
      }
      guard trimmed.hasPrefix("internal static func ") || trimmed.hasPrefix("internal static var "),
        !trimmed.contains("LocalizerBinding")
      else { continue }
      accessors += 1
      let call = lines[index + 1].trimmingCharacters(in: .whitespaces)
      let isFunction = trimmed.hasPrefix("internal static func ")
      let declaration = trimmed.dropFirst(
        isFunction ? "internal static func ".count : "internal static var ".count)
      let name = String(declaration.prefix { $0 != "(" && $0 != ":" })
      var parameters: [(name: String, type: String)] = []
      if isFunction, let open = declaration.firstIndex(of: "("), let close = declaration.lastIndex(of: ")") {
        for item in declaration[declaration.index(after: open)..<close].split(separator: ", ") {
          let parts = item.dropFirst(2).split(separator: ": ", maxSplits: 1)
          parameters.append((String(parts[0]), String(parts[1])))
        }
      }
      body += "    do {\n"
      for (position, parameter) in parameters.enumerated() {
        body += "      let \(parameter.name): \(Self.sample(parameter.type, position))\n"
      }
      let arguments = isFunction ? "(" + parameters.map(\.name).joined(separator: ", ") + ")" : ""
      let expected = call.replacing("L10n.binding.localizer.string(", with: "try localizer.format(")
        .replacing("L10n.binding.localizer.localizedString(", with: "localizer.localizedString(")
      let compare =
        "if got != expected { problems.append(\"\\(language) \(prefix)\(name): \\(got) ≠ \\(expected)\") }"
      body += "      let got = \(prefix)\(name)\(arguments)\n"
      if expected.hasPrefix("try ") {
        body += """
                do {
                  let expected = \(expected)
                  \(compare)
                } catch { problems.append("\\(language) \(prefix)\(name): format threw \\(error)") }
              }

          """
      } else {
        body += "      let expected = \(expected)\n      \(compare)\n    }\n\n"
      }
      if body.count > 20_000 { flush() }
    }
    flush()
    source = """
      import LocalizedStrings

      // Written by Tests/PluginTests (AccessorDriver).
      enum AccessorChecks {
        static func run(_ bundle: LocalizationBundle) -> [String] {
          var problems: [String] = []
          for language in bundle.localizations {
            let localizer = bundle.localizer(languages: Language(language).map { [$0] } ?? [])
            L10n.binding.set(localizer)
      \(functions.indices.map { "      check\($0)(localizer, language, &problems)" }.joined(separator: "\n"))
          }
          return ["\(accessors) accessors checked in \\(bundle.localizations.count) languages"] + problems
        }

      \(functions.enumerated().map { index, body in
        "  static func check\(index)(_ localizer: Localizer, _ language: String, _ problems: inout [String]) {\n\(body)  }\n"
      }.joined(separator: "\n"))
      }

      """
  }

  /// A type and a value for the argument at `position`, distinct per position so that an order mix-up shows.
  static func sample(_ type: String, _ position: Int) -> String {
    switch type {
    case "Int": "Int = \([3, 22, 105, 1, 2, 7][position % 6])"
    case "UInt": "UInt = \([7, 12, 1][position % 3])"
    case "Double": "Double = \([2.5, 1, 0.25][position % 3])"
    case "UInt8": "UInt8 = 65"
    case "UInt16": "UInt16 = 0x44"
    default: "String = \"«\(position + 1)»\""
    }
  }
}
