import Foundation
import LocalizedStrings
import Localization
import Testing

/// The real-world files in ../shared/corpus (not part of this repository).
enum Corpus {
  static let directory: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/LocalizedStringsTests/CorpusTests.swift
    return parts.joined(separator: "/") + "/../shared/corpus"
  }()

  /// Set (to anything) by .ci/run: a missing ../shared fails the tests that read it instead of skipping them.
  static var isRequired: Bool { ProcessInfo.processInfo.environment["PLURALS_REQUIRE_SHARED"] != nil }

  /// Whether the corpus tests run: when the corpus is there, or when it is required.
  static var isAvailable: Bool {
    let available = FileManager.default.fileExists(atPath: directory + "/MANIFEST.md")
    if !available { print("\(isRequired ? "failing" : "skipping") corpus tests: \(directory) is absent") }
    return available || isRequired
  }

  /// Why a corpus test is skipped.
  static let absent: Comment = "../shared/corpus is absent (PLURALS_REQUIRE_SHARED=1 makes this a failure)"

  static func files(ending suffix: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }.sorted()
  }

  static func table(_ relative: String) throws -> StringTable {
    try StringTable(contentsOf: directory + "/" + relative)
  }
}

@Suite("Real-world .stringsdict files", .enabled(if: Corpus.isAvailable, Corpus.absent))
struct CorpusTests {
  static let numbers = [0, 1, 2, 3, 5, 11, 21, 101]

  /// Arguments for `entry`: `number` for the uses of numbers (1.5 for the
  /// floating ones when `fraction` is set) and a name for objects.
  static func arguments(for uses: [Int: [ArgumentUse]], in entry: FormatEntry, number: Int, fraction: Bool)
    -> [FormatValue]
  {
    guard let last = uses.keys.max() else { return [] }
    return (0...last).map { index in
      let kinds = (uses[index] ?? []).map { ArgumentKind($0.directive, in: entry) }
      if kinds.contains(where: { $0 == .object || $0 == .cString })
        && !kinds.contains(where: { $0 == .number || $0 == .integer || $0 == .floating })
      {
        return .string("Name")
      }
      let floating = (uses[index] ?? []).contains { use in
        use.directive.isFloating
          || use.directive.variable.flatMap { entry.variables[$0]?.declaredConversion?.isFloating } == true
      }
      return floating ? .double(fraction ? 1.5 : Double(number)) : .signed(Int64(number))
    }
  }

  @Test("every file loads and every entry is usable")
  func everyFileLoads() throws {
    let files = Corpus.files(ending: ".stringsdict")
    #expect(files.count >= 30)
    var entries = 0
    for file in files {
      let table = try Corpus.table(file)
      let errors = table.diagnostics.filter { $0.severity == .error }
      #expect(errors.isEmpty, "\(file): \(errors)")
      entries += table.keys.count
    }
    print("corpus: \(files.count) .stringsdict files, \(entries) entries loaded")
  }

  @Test("every variable of every entry formats for 0, 1, 2, 3, 5, 11, 21, 101 (and 1.5 when floating)")
  func everyVariableFormats() throws {
    var formatted = 0
    var problems: [String] = []
    for file in Corpus.files(ending: ".stringsdict") {
      let table = try Corpus.table(file)
      for key in table.keys {
        guard case .format(let entry) = table.entries[key] else { continue }
        let uses: [Int: [ArgumentUse]]
        do {
          uses = try entry.argumentUses()
        } catch {
          problems.append("\(file) \(key): \(error.kind)")
          continue
        }
        let floating = entry.variables.values.contains { $0.declaredConversion?.isFloating == true }
        let runs = Self.numbers.map { ($0, false) } + (floating ? [(1, true)] : [])
        for (number, fraction) in runs {
          do {
            let arguments = Self.arguments(for: uses, in: entry, number: number, fraction: fraction)
            let result = try table.formatDetailed(key, arguments: arguments)
            #expect(!result.text.contains("%#@"), "\(file) \(key) \(number): \(result.text)")
            for diagnostic in result.diagnostics { problems.append("\(file) \(key): \(diagnostic.code)") }
            formatted += 1
          } catch {
            problems.append("\(file) \(key): \(error.kind)")
          }
        }
      }
    }
    let distinct = Set(problems).sorted()
    print(
      "corpus: \(formatted) formatted strings; \(distinct.count) entries with problems:\n"
        + distinct.joined(separator: "\n"))
    // Each a defect of the file, judged. (Organic Maps' %s for a number formats
    // here because the arguments follow the conversions; see its pinned test.)
    #expect(
      distinct == [
        // %0$#@zero@: argument positions start at 1 (SwiftGen's fixture of odd positions).
        "SwiftGen_SwiftGen/LocPluralAdvanced.stringsdict many.placeholders.plurals.zero: invalidFormat"
      ])
    #expect(formatted > 1000)
  }
}

@Suite("Pinned outputs from real files", .enabled(if: Corpus.isAvailable, Corpus.absent))
struct CorpusPinnedOutputTests {
  @Test("Russian (DuckDuckGo)")
  func russian() throws {
    let table = try Corpus.table("duckduckgo_iOS/ru.lproj/Localizable.stringsdict")
    #expect(table.language == "ru")
    let key = "bookmark.deleteFolderAlert.message"
    #expect(try table.format(key, 1) == "Вы точно хотите удалить эту папку с 1 объектом?")
    #expect(try table.format(key, 3) == "Вы точно хотите удалить эту папку с 3 объектами?")
    #expect(try table.format(key, 21) == "Вы точно хотите удалить эту папку с 21 объектом?")
    // %1#@count@: width 1, the variable takes argument 1; the variants use %2$@ and %3$@.
    let trackers = try table.format("dax.onboarding.browsing.multiple.trackers", 5, "Google", "Meta")
    #expect(trackers.hasPrefix("*Google, Meta* и еще *5 сервисов* пытались"))
  }

  @Test("Polish (Wikipedia, no 'many': 5 takes 'other')")
  func polish() throws {
    let table = try Corpus.table("wikimedia_wikipedia-ios/pl.lproj/Localizable.stringsdict")
    let key = "places-filter-saved-articles-count"
    #expect(try table.format(key, 1) == "Znaleziono 1 miejsce")
    #expect(try table.format(key, 3) == "Znaleziono 3 miejsca")
    #expect(try table.format(key, 5) == "Znaleziono 5 miejsc")
    #expect(try table.format(key, 22) == "Znaleziono 22 miejsca")
  }

  @Test("Arabic (Mastodon, all six categories)")
  func arabic() throws {
    let table = try Corpus.table("mastodon_mastodon-ios/ar.lproj/Localizable.stringsdict")
    let key = "a11y.plural.count.unread.notification"
    #expect(try table.format(key, 0) == "لا إشعار غير مقروء")
    #expect(try table.format(key, 1) == "إشعار واحِد غير مقروء")
    #expect(try table.format(key, 2) == "إشعاران غير مقروءان")
    #expect(try table.format(key, 3) == "3 إشعارات غير مقروءة")
    #expect(try table.format(key, 11) == "11 إشعارًا غيرَ مقروء")
    #expect(try table.format(key, 100) == "100 إشعار غير مقروء")
  }

  @Test("Irish (Signal): a nested %2$#@total@")
  func irish() throws {
    let table = try Corpus.table("signalapp_Signal-iOS/ga.lproj/PluralAware.excerpt.stringsdict")
    let key = "CONVERSATION_SEARCH_RESULTS_%d_%d"
    #expect(try table.format(key, 1, 1) == "1 match")
    #expect(try table.format(key, 3, 7) == "3 of 7 matches")
    #expect(try table.format(key, 2, 2) == "2 of 2 matches")
  }

  @Test("xcstrings-tool's legacy file: the variable is argument 2")
  func legacy() throws {
    let table = try Corpus.table("liamnichols_xcstrings-tool/Legacy.stringsdict")
    #expect(try table.format("Key6", "Ana", 1) == "Hello Ana, I have 1 plural")
    #expect(try table.format("Key6", "Ana", 1_000_000_000_000) == "Hello Ana, I have 1000000000000 plurals")
  }

  @Test("Organic Maps: comment before <?xml loads; %s for a number is reported, not printed wrongly")
  func organicMaps() throws {
    let table = try Corpus.table("organicmaps_organicmaps/ar.lproj/Localizable.stringsdict")
    #expect(table.keys.contains("bookmarks_objects"))
    #expect { try table.format("bookmarks_objects", 3) } throws: {
      ($0 as? FormatError)?.kind == .wrongArgumentType
    }
  }
}

@Suite("The shared test data")
struct SharedDataTests {
  @Test("../shared (the corpus and CLDR's JSON releases) is present when PLURALS_REQUIRE_SHARED is set")
  func presentWhenRequired() {
    let shared = Corpus.directory.dropLast("/corpus".count)
    let needed =
      ["/corpus/MANIFEST.md"] + (41...48).map { "/cldr-json/\($0).0.0/cldr-core/supplemental/plurals.json" }
    let missing = needed.filter { !FileManager.default.fileExists(atPath: shared + $0) }
    if Corpus.isRequired {
      #expect(missing.isEmpty, "PLURALS_REQUIRE_SHARED is set, and \(shared) lacks \(missing)")
    } else if !missing.isEmpty {
      print("\(shared) lacks \(missing): the tests that read them are skipped, each saying why")
    }
  }
}
