import Foundation
import TestSupport
import Testing

/// Tests/FoundationFixture, copied to `.build-foundation-fixture/package` with
/// its dependency pointed at this checkout, built in
/// `.build-foundation-fixture/build` (kept between runs).
enum FoundationFixture {
  static let fixture = FixturePackage("FoundationFixture", scratch: "foundation-fixture")
  static var package: String { fixture.package }

  /// A fresh copy of the fixture.
  static func prepare() throws { try fixture.prepare() }

  /// Runs `executable ARGUMENTS` in the copy.
  static func run(_ executable: String, _ arguments: [String]) throws -> (
    status: Int32, output: String, error: String
  ) {
    try fixture.run(executable, arguments)
  }

  /// `swift SUBCOMMAND --scratch-path … ARGUMENTS…` in the copy.
  static func swift(_ subcommand: String, _ arguments: [String]) throws -> (
    status: Int32, output: String, error: String
  ) {
    try fixture.swift([subcommand] + arguments)
  }
}

/// Builds a consumer package of the overlay and runs it: a minute the first
/// time, so `swift test` skips it unless PLURALS_PLUGIN_TESTS=1 (`.ci/run` sets it).
@Suite(
  "PluralsFoundation in a consumer package: LocalizationBundle(bundle: .module)", .serialized,
  .enabled(
    if: ProcessInfo.processInfo.environment["PLURALS_PLUGIN_TESTS"] == "1",
    "set PLURALS_PLUGIN_TESTS=1 to build the fixture package (Tests/FoundationFixture)"))
struct FoundationFixtureTests {
  @Test("the overlay reads the target's SwiftPM resources by Locale, URL and Bundle")
  func shelf() throws {
    try FoundationFixture.prepare()
    let run = try FoundationFixture.swift("run", ["Shelf"])
    #expect(run.status == 0, "\(run.output)\(run.error)")
    var lines = run.output.split(separator: "\n").map(String.init)
    // The user's languages depend on the machine: any of the bundle's will do.
    let preferred = try #require(lines.firstIndex { $0.hasPrefix("preferred languages → ") })
    let language = lines.remove(at: preferred).dropFirst("preferred languages → ".count)
    #expect(["pl", "en", "sr-Latn"].contains(language), "\(language)")
    #expect(
      lines == [
        // SwiftPM lowercases the folder names it copies (sr-Latn.lproj → sr-latn.lproj);
        // the catalog adds Russian.
        "localizations: en pl ru sr-latn",
        // From the Info.plist SwiftPM writes into the resource bundle (defaultLocalization).
        "development: pl",
        "load errors: 0",
        "locale 'pl_PL' → pl: Półki: 1 półka, 2 półki, 5 półek, 22 półki",
        // sr-Latn.lproj has no .strings: its title comes from the development language, as in Apple's bundles.
        "locale 'sr_Latn_RS@calendar=gregorian' → sr-Latn: Półki: 1 polica, 2 police, 5 polica, 22 police",
        "locale 'en_US_POSIX' → en: Shelves: 1 shelf, 2 shelves, 5 shelves, 22 shelves",
        "locale 'en-GB' → en: Shelves: 1 shelf, 2 shelves, 5 shelves, 22 shelves",
        // No Chinese, and root asks for no language: the development language serves.
        "locale 'zh-Hant-TW' → pl: Półki: 1 półka, 2 półki, 5 półek, 22 półki",
        "locale '' → pl: Półki: 1 półka, 2 półki, 5 półek, 22 półki",
        "polish: 5 półek",
        "catalog ru: 3 предмета, 5 предметов",
        "table pl: 12 półek",
        "rules sr: few other",
        "plain: 1234|2.2",
        "web URL: https://example.com/pl.lproj/Localizable.stringsdict:1:1: "
          + "'https://example.com/pl.lproj/Localizable.stringsdict' is not a file URL: "
          + "only local files are read (nothing is downloaded)",
      ], "\(run.output)")
  }

  @Test("a target that uses only the runtime libraries does not link Foundation")
  func foundationFree() throws {
    try FoundationFixture.prepare()
    let built = try FoundationFixture.swift("build", [])
    #expect(built.status == 0, "\(built.output)\(built.error)")
    let path = try FoundationFixture.swift("build", ["--show-bin-path"]).output
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let resources = path + "/FoundationFixture_Shelf.resources"
    let plain = try FoundationFixture.run(path + "/PlainShelf", [resources])
    #expect(plain.output == "plain pl: 5 półek\n", "\(plain.output)\(plain.error)")
    #if os(Linux)
      let linked = try FoundationFixture.run("/usr/bin/env", ["readelf", "--dynamic", path + "/PlainShelf"])
      #expect(linked.status == 0, "\(linked.error)")
      #expect(linked.output.contains("libswiftCore.so"))  // readelf listed the libraries
      #expect(!linked.output.contains("Foundation"), "\(linked.output)")
      // … which the overlay's own executable does link.
      let shelf = try FoundationFixture.run("/usr/bin/env", ["readelf", "--dynamic", path + "/Shelf"])
      #expect(shelf.output.contains("libFoundation"))
    #endif
  }
}
