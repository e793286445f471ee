@testable import AccessorCodeGen
import Foundation
import LocalizedStrings
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

  static func generate(_ path: String) -> Result<String, AccessorGenerationError> {
    Result { () throws(AccessorGenerationError) in
      try AccessorGenerator.generate(paths: [corpus + "/" + path], options: AccessorOptions(command: "test"))
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
      case .success(let source):
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
    case .success(let source):
      #expect(refusal == nil)
      #expect(source.contains("internal static "))
    case .failure(let error):
      #expect(refusal.map { error.description.contains($0) } == true, "\(error)")
    }
  }
}
