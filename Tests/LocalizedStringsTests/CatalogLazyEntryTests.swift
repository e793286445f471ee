import Foundation
@testable import LocalizedStrings
import Plurals
import SourceFiles
import Testing

@testable import Localization
@testable import LocalizedStrings
import TestSupport

/// A String Catalog's keys converted one at a time, when first used,
/// against the eager conversion of every localization: the same entries,
/// the same texts, the same diagnostics, from any number of tasks.
@Suite("String Catalog keys converted on first use")
struct CatalogLazyEntryTests {
  /// The catalogs of the test fixtures: the lazy reading's sample, the table cache's, the packages'.
  static func fixtures() throws -> [(path: String, bytes: [UInt8])] {
    var result = [
      ("sample.xcstrings", Array(CatalogIndexTests.sample.utf8)),
      ("cache.xcstrings", Array(CatalogTableCacheTests.text.utf8)),
    ]
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(2)  // LocalizedStringsTests/CatalogLazyEntryTests.swift
    let tests = parts.joined(separator: "/")
    for file in [
      "FoundationFixture/Sources/Shelf/Inventory.xcstrings",
      "PluginFixture/Sources/Storefront/Localizations/Shelves.xcstrings",
      "PluginFixture/Sources/Inventory/Localizations/Shelves.xcstrings",
    ] {
      let path = tests + "/" + file
      result.append((path, try #require(FileManager.default.contents(atPath: path).map(Array.init))))
    }
    return result
  }

  /// The corpus's catalogs, or none (with the reason printed) when the corpus is absent.
  static func corpus() throws -> [(path: String, bytes: [UInt8])] {
    guard FileManager.default.fileExists(atPath: Corpus.directory + "/MANIFEST.md") else {
      print("skipping the corpus's catalogs: \(Corpus.directory) is absent")
      return []
    }
    return try Corpus.files(ending: ".xcstrings").map { file in
      let path = Corpus.directory + "/" + file
      return (path, try #require(FileManager.default.contents(atPath: path).map(Array.init)))
    }
  }

  /// The table of `language` as `StringCatalog.makeTable` built it when
  /// every localization was converted at load: each key from the first
  /// serving language that has it, from eagerly converted entries.
  static func eagerTable(_ eager: CatalogIndexTests.Eager, path: String, order: [String]) -> StringTable {
    var entries: [String: StringEntry] = [:]
    var fallbacks: [String: FallbackText] = [:]
    func fallback(_ key: String, _ language: String) {
      let locale = CLDRLocale(language) ?? .root
      fallbacks[key] = FallbackText(language: language, locale: locale, rules: PluralRules(locale: locale))
    }
    for key in eager.keys {
      if eager.untranslatable.contains(key), let entry = eager.entries[key]?[eager.sourceLanguage] {
        entries[key] = entry
      } else if let place = order.firstIndex(where: { eager.entries[key]?[$0] != nil }) {
        entries[key] = eager.entries[key]![order[place]]
        if place != 0 { fallback(key, order[place]) }
      } else {
        entries[key] = .string(LocatedString(key, at: eager.keyPlaces[key]!))
        if !eager.untranslatable.contains(key) { fallback(key, eager.sourceLanguage) }
      }
    }
    return StringTable(
      path: path, language: order[0], kind: .catalog, entries: entries, keys: eager.keys, diagnostics: [],
      fallbacks: fallbacks)
  }

  /// What a table gives for `key`: its entry, the language its text is in, and its texts for a few arguments.
  static func lines(_ table: StringTable, key: String) -> [String] {
    var lines = [
      "\(key): \(table.entry(for: key).map(DirectReaderTests.dump) ?? "-") in \(table.fallbacks[key]?.language ?? table.language)"
    ]
    for number in [1, 2, 5, 22] {
      lines.append(table.string(key, number, "Name", 3))
      do {
        lines.append(try table.format(key, number))
      } catch {
        lines.append("error \(error)")
      }
    }
    return lines
  }

  /// Each key of each language's table, looked up one at a time in a fresh catalog (each converted
  /// on its lookup), against the eager table's.
  static func compare(path: String, bytes: [UInt8]) throws -> Int {
    guard let eager = try? CatalogIndexTests.Eager(bytes: bytes, path: path) else {
      #expect(throws: SourceError.self) { try StringCatalog(bytes: bytes, path: path) }
      return 0
    }
    var compared = 0
    let languages = eager.languages + ["zz", "en-AU", "pt-BR"]
    for language in languages {
      let catalog = try StringCatalog(bytes: bytes, path: path)
      let table = catalog.table(language: language)
      #expect(catalog.localizations.convertedCount == 0, "\(path) \(language): the table converted keys")
      let reference = eagerTable(eager, path: path, order: catalog.servingLanguages(for: language))
      #expect(table.keys == reference.keys)
      for key in Set(eager.keys) {
        #expect(lines(table, key: key) == lines(reference, key: key), "\(path) \(language)")
        compared += 1
      }
      #expect(table.entries.count == reference.entries.count)
    }
    return compared
  }

  @Test("a key converted on first use formats as the eagerly converted one: fixtures")
  func fixtureKeys() throws {
    var compared = 0
    for (path, bytes) in try Self.fixtures() { compared += try Self.compare(path: path, bytes: bytes) }
    #expect(compared > 50)
  }

  @Test("a key converted on first use formats as the eagerly converted one: the corpus's catalogs")
  func corpusKeys() throws {
    var compared = 0
    for (path, bytes) in try Self.corpus() { compared += try Self.compare(path: path, bytes: bytes) }
    print("corpus catalogs: \(compared) keys compared")
  }

  @Test("loading and serving a language convert nothing; formatting a key converts its localization only")
  func convertsOnUse() throws {
    let catalog = try StringCatalog(bytes: Array(CatalogIndexTests.sample.utf8), path: "s.xcstrings")
    _ = catalog.table(language: "ru")
    #expect(catalog.localizations.convertedCount == 0)
    #expect(try catalog.format("subst", 2, "x", language: "ru") == "2 fichiers dans x")
    // `subst` has no Russian: its French (the source language) localization, and nothing else.
    #expect(catalog.localizations.convertedCount == 1)
    #expect(catalog.localizations.convertedLanguages == ["fr"])
    _ = catalog.table(language: "ru").diagnostics
    #expect(catalog.localizations.convertedLanguages == ["fr", "ru"])
    _ = catalog.diagnostics
    #expect(catalog.localizations.convertedLanguages == Set(catalog.languages))
  }

  @Test("concurrent first lookups of one key, from many tasks, give one entry")
  func concurrentFirstUse() async throws {
    for round in 0..<20 {
      let catalog = try StringCatalog(bytes: Array(CatalogIndexTests.sample.utf8), path: "s.xcstrings")
      let key = ["%lld fichiers", "subst", "device"][round % 3]
      let seen = await withTaskGroup(of: [String].self) { group in
        for task in 0..<16 {
          group.addTask {
            // Half through the catalog's lookup, half through a table's, all at once.
            let entry =
              task % 2 == 0
              ? catalog.localization(of: key, language: "fr")
              : catalog.table(language: "fr").entry(for: key)
            return [
              entry.map(Self.identity) ?? "-", entry.map(DirectReaderTests.dump) ?? "-",
              catalog.table(language: "fr").string(key, 2, "x"),
            ]
          }
        }
        var seen: Set<[String]> = []
        for await result in group { seen.insert(result) }
        return seen
      }
      #expect(seen.count == 1, "round \(round): \(seen)")
      #expect(catalog.localizations.convertedCount == 1)
    }
  }

  /// The objects an entry's texts are: one conversion gives the same ones to every caller.
  static func identity(_ entry: StringEntry) -> String {
    switch entry {
    case .string(let text): "\(ObjectIdentifier(text))"
    case .format(let format): "\(ObjectIdentifier(format.format))"
    case .width(_, let variants, _): variants.map { "\(ObjectIdentifier($0.value))" }.joined(separator: " ")
    case .device(_, let variants, _): variants.map { identity($0.value) }.joined(separator: " ")
    }
  }

  /// What a catalog reports, all of it.
  static func reports(_ catalog: StringCatalog, tables: [String]) -> [String] {
    catalog.diagnostics.map(\.description)
      + catalog.keyedDiagnostics.map { "\($0.key) \($0.language) \($0.diagnostic)" }
      + catalog.states.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.sorted { $0.key < $1.key })" }
      + tables.flatMap { language in
        ["table \(language)"] + catalog.table(language: language).diagnostics.map(\.description)
      }
  }

  /// Diagnostics asked for after some keys were used, against a fresh catalog's and the eager reading's.
  static func compareReports(path: String, bytes: [UInt8], steps: Int = .max) throws {
    guard let eager = try? CatalogIndexTests.Eager(bytes: bytes, path: path) else { return }
    let languages = eager.languages
    let fresh = try StringCatalog(bytes: bytes, path: path)
    let expected = reports(fresh, tables: languages)
    #expect(fresh.diagnostics.map(\.description) == eager.diagnostics.map(\.description), "\(path)")
    #expect(fresh.states == eager.states, "\(path)")
    for (step, language) in languages.prefix(steps).enumerated() {
      let used = try StringCatalog(bytes: bytes, path: path)
      let table = used.table(language: language)
      // Every other key (from the step on) formatted, then one table's diagnostics, then all.
      for key in table.keys.enumerated().filter({ ($0.offset + step) % 2 == 0 }).map(\.element) {
        _ = table.string(key, 1, "x")
      }
      let other = try StringCatalog(bytes: bytes, path: path)
      #expect(
        used.table(language: language).diagnostics.map(\.description)
          == other.table(language: language).diagnostics.map(\.description), "\(path) \(language)")
      #expect(reports(used, tables: languages) == expected, "\(path) after \(language)")
    }
  }

  @Test("diagnostics asked for after partial use equal those of a fresh full conversion: fixtures")
  func fixtureReports() throws {
    for (path, bytes) in try Self.fixtures() { try Self.compareReports(path: path, bytes: bytes) }
  }

  @Test("diagnostics asked for after partial use equal those of a fresh full conversion: the corpus")
  func corpusReports() throws {
    for (path, bytes) in try Self.corpus() { try Self.compareReports(path: path, bytes: bytes, steps: 3) }
  }
}
