@testable import AccessorCodeGen
import Foundation
import LocalizedStrings
import Localization
import Testing

/// Real files: which ones get accessors and which are refused, and why.
/// Tests/PluginTests compile the accepted catalogs' accessors and call them.
@Suite("generate-accessors on the real-world corpus")
struct CorpusTests {
  static let corpus: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/") + "/../shared/corpus"
  }()

  /// The tests are skipped (and say so) without the corpus, unless PLURALS_REQUIRE_SHARED is set
  /// (.ci/run sets it): then they run, and fail.
  static var present: Bool {
    FileManager.default.fileExists(atPath: corpus)
      || ProcessInfo.processInfo.environment["PLURALS_REQUIRE_SHARED"] != nil
  }

  /// Strict by default: what a problem refuses, as the tests below pin it.
  static func generate(_ path: String, strict: Bool = true) -> Result<
    GeneratedAccessors, AccessorGenerationError
  > {
    Result { () throws(AccessorGenerationError) in
      var options = AccessorOptions(command: "test")
      options.strict = strict
      return try AccessorGenerator.generate(paths: [corpus + "/" + path], options: options)
    }
  }

  /// The codes that refuse each catalog with argument errors; every other catalog gets accessors.
  static let refusedCatalogs: [String: Set<DiagnosticCode>] = [
    "MrKai77_Loop/Localizable.broken-merge.xcstrings": [.parseError],
    "MrKai77_Loop/Localizable.xcstrings": [.invalidFormat],  // "%$11d" in Russian
    "SwiftGen_SwiftGen/LocPluralAdvanced.xcstrings": [.invalidFormat, .argumentSkipped],  // "%0$#@zero@"
    "liamnichols_xcstrings-tool/!MismatchingArgumentType.xcstrings": [.argumentTypeConflict],
    "liamnichols_xcstrings-tool/!MissingArgument.xcstrings": [.argumentSkipped],
  ]

  @Test(
    "catalogs: the defective ones are refused with their defects, the others get an accessor per key",
    .enabled(if: present, "../shared/corpus is absent (PLURALS_REQUIRE_SHARED=1 makes this a failure)"))
  func catalogs() throws {
    let catalogs = FileManager.default.enumerator(atPath: Self.corpus)!.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".xcstrings") }.sorted()
    #expect(catalogs.count >= 17)
    var accessors = 0
    for path in catalogs {
      switch Self.generate(path) {
      case .success(let generated):
        let source = generated.source
        #expect(Self.refusedCatalogs[path] == nil, "\(path) was expected to be refused")
        let catalog = try StringCatalog(contentsOf: Self.corpus + "/" + path)
        let count = source.components(separatedBy: "  internal static ").count - 2
        #expect(count == catalog.keys.count, "\(path)")
        accessors += count
      case .failure(let error):
        #expect(Set(error.problems.compactMap(\.code)) == Self.refusedCatalogs[path], "\(path): \(error)")
        #expect(error.problems.allSatisfy { $0.location.file.hasSuffix(path) && $0.location.line >= 1 })
      }
    }
    #expect(
      accessors > 500, "\(accessors) accessors for \(catalogs.count - Self.refusedCatalogs.count) catalogs")
  }

  @Test(
    "projects' .lproj folders: refused for argument errors, a second table of one name, no development language",
    .enabled(if: present, "../shared/corpus is absent (PLURALS_REQUIRE_SHARED=1 makes this a failure)"),
    arguments: [
      ("Ranchero-Software_NetNewsWire", nil), ("coteditor_CotEditor", nil), ("deltachat_deltachat-ios", nil),
      ("mastodon_mastodon-ios", nil), ("duckduckgo_iOS/SyncUI-iOS", nil),
      ("element-hq_element-x-ios", "[value-type-mismatch]"),
      ("organicmaps_organicmaps", "[value-type-mismatch]"),
      ("ViennaRSS_vienna-rss", "[parse-error]"),  // MacRoman bytes in Swedish.lproj/InfoPlist.strings
      ("duckduckgo_iOS", "table 'Localizable' is also in"),
      // Only translations: Signal's Irish excerpt, Sparkle's (English.lproj has InfoPlist only), Wikipedia's Polish.
      ("threema-ch_threema-ios", "has no en.lproj or Base.lproj file"),
      ("signalapp_Signal-iOS", "table 'PluralAware.excerpt' has no en.lproj or Base.lproj file"),
      ("sparkle-project_Sparkle", "table 'Sparkle' has no en.lproj"),
      ("wikimedia_wikipedia-ios", "table 'Localizable' has no en.lproj"),
    ] as [(String, String?)])
  func projects(folder: String, refusal: String?) throws {
    switch Self.generate(folder) {
    case .success(let generated):
      #expect(refusal == nil)
      #expect(generated.source.contains("internal static "))
    case .failure(let error):
      #expect(refusal.map { error.description.contains($0) } == true, "\(error)")
    }
  }

  @Test(
    "not strict (the default): a catalog's broken keys are left out with warnings, the others get accessors",
    .enabled(if: present, "../shared/corpus is absent (PLURALS_REQUIRE_SHARED=1 makes this a failure)"),
    arguments: refusedCatalogs.keys.sorted())
  func skippedKeys(path: String) throws {
    switch Self.generate(path, strict: false) {
    case .success(let generated):
      // Only a problem of a whole file (a catalog that does not parse) still refuses.
      #expect(Self.refusedCatalogs[path] != [.parseError], "\(path)")
      #expect(Set(generated.warnings.compactMap(\.code)) == Self.refusedCatalogs[path], "\(path)")
      #expect(generated.warnings.allSatisfy { $0.isWarning && $0.description.contains("gets no accessor") })
      let catalog = try StringCatalog(contentsOf: Self.corpus + "/" + path)
      let skipped = Set(
        generated.warnings.compactMap {
          $0.message.components(separatedBy: "; '").last?.components(separatedBy: "' gets").first
        })
      let count = generated.source.components(separatedBy: "  internal static ").count - 2
      #expect(!skipped.isEmpty && count == catalog.keys.count - skipped.count, "\(path): \(skipped)")
    case .failure(let error):
      #expect(Self.refusedCatalogs[path] == [.parseError], "\(path): \(error)")
    }
  }
}
