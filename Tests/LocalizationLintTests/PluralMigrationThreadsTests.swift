import Foundation
internal import InternalUtilities
import Localization
import LocalizedStrings
import SourceFiles
import Testing

@testable import LocalizationLint

/// A large migration's output checks split across threads (``ConcurrentRanges``): the same
/// refusals, for the same entries, in the same order, as one thread's.
@Suite("plurals lint --fix: a large migration's checks on several threads")
struct PluralMigrationThreadsTests {
  @Test("the ranges cover every position once, in order, for any count and number of threads")
  func ranges() {
    for count in [0, 1, 499, 500, 1_999, 2_000, 2_001, 10_007] {
      for threads in [1, 2, 3, 8] {
        let ranges = ConcurrentRanges.ranges(count: count, threads: threads, minimum: 2_000)
        let parts = ConcurrentRanges.map(ranges) { Array($0) }
        #expect(parts.flatMap { $0 } == Array(0..<count), "\(count) on \(threads)")
        #expect(parts.count == (threads > 1 && count >= 2_000 ? min(threads * 4, count / 500) : 1))
      }
    }
  }

  @Test("both: each closure run once, its result in its place, of two types")
  func both() {
    let runs = Locked([0, 0])
    let (number, text) = ConcurrentRanges.both(
      {
        runs.withLock { $0[0] += 1 }
        return (1...100).reduce(0, +)
      },
      {
        runs.withLock { $0[1] += 1 }
        return String(repeating: "ab", count: 3)
      })
    #expect(number == 5_050 && text == "ababab")
    #expect(runs.withLock { $0 } == [1, 1])
  }

  @Test(
    "a minimum below 4 (or 0) still splits: at most four ranges a thread, none empty, one range for nothing")
  func smallMinimum() {
    for minimum in [0, 1, 3] {
      for count in [0, 1, 5, 100] {
        let ranges = ConcurrentRanges.ranges(count: count, threads: 2, minimum: minimum)
        #expect(ranges.flatMap { Array($0) } == Array(0..<count), "\(count), minimum \(minimum)")
        #expect(ranges.count == (count == 0 ? 1 : min(8, count)), "\(count), minimum \(minimum)")
      }
    }
  }

  @Test(
    "a round's output checks split as the lint's entries do: 2,500 on 4 threads in 5 ranges, fewer in one")
  func refusalRanges() {
    #expect(PluralMigration.refusalRanges(count: 2_500, threads: 4).count == 5)
    #expect(PluralMigration.refusalRanges(count: 2_500, threads: 1) == [0..<2_500])
    #expect(PluralMigration.refusalRanges(count: 1_999, threads: 4) == [0..<1_999])
  }

  @Test(
    "a plan whose files were not made is refused, naming its .strings file, before any output is compared")
  func filesNotMade() {
    let strings = "en.lproj/L.strings"
    let plan = PluralMigration.Plan(
      finding: LintFinding(
        .init(.pluralCandidate, "'k' counts", at: SourceLocation(file: strings, line: 1, column: 1))),
      key: "k",
      moves: [
        .init(
          strings: strings, stringsdict: "en.lproj/L.stringsdict",
          position: SourcePosition(line: 1, column: 1),
          text: "%d files", valueType: "d", language: "en")
      ])
    var tables = PluralMigration.RuntimeTables()
    let checks = PluralMigration.outputChecks(plan, sources: [:], made: [:], tables: &tables)
    #expect(checks.moves.isEmpty)
    #expect(checks.refusal == "the files of en.lproj/L.strings were not made")
  }

  @Test(
    "2,500 entries, three of whose plural forms would print another text: those three refused, on 1 or 4 threads"
  )
  func refusalsInEveryRange() throws {
    let count = 2_500
    let changed: Set<Int> = [0, 1_249, 2_499]
    var strings = ""
    var entries = ""
    for index in 0..<count {
      strings += "\"k\(index)\" = \"%d plików \(index)\";\n"
      let one = changed.contains(index) ? "%d plik \(index)" : "%d plików \(index)"
      let variants = [
        ("one", one), ("few", "%d plików \(index)"), ("many", "%d plików \(index)"),
        ("other", "%d plików \(index)"),
      ]
      entries += pluralEntry(variants, key: "k\(index)") + "\n"
    }
    let before = Result<StringTable, SourceError>.success(
      try StringTable(bytes: Array(strings.utf8), path: "pl.lproj/L.strings", kind: .strings))
    let after = Result<StringTable, SourceError>.success(
      try StringTable(bytes: Array(plist(entries).utf8), path: "pl.lproj/L.stringsdict", kind: .stringsdict))
    let numbers = PluralMigration.numbers(for: "pl")
    let checks = (0..<count).map { index in
      PluralMigration.OutputChecks(
        key: "k\(index)",
        moves: [
          .init(
            strings: "pl.lproj/L.strings", before: before, after: after, numbers: numbers, unsigned: false)
        ])
    }
    #expect(count >= PluralMigration.parallelMinimum)
    let alone = PluralMigration.refusals(of: checks, threads: 1)
    let together = PluralMigration.refusals(of: checks, threads: 4)
    #expect(alone == together)
    #expect(together.count == count)
    let refused = together.indices.filter { together[$0] != nil }
    #expect(Set(refused) == changed, "\(refused)")
    for index in refused {
      #expect(together[index]?.contains("\"1 plik \(index)\"") == true, "\(together[index] ?? "nil")")
    }
  }

  @Test(
    "a catalog of 2,500 keys, three of whose variations would print another text: those three refused, on 1 or 4 threads"
  )
  func catalogRefusalsInEveryRange() throws {
    let count = 2_500
    let changed: Set<Int> = [0, 1_249, 2_499]
    var before: [String] = []
    var after: [String] = []
    for index in 0..<count {
      let text = "%lld plików \(index)"
      before.append(#""%lld files \#(index)":{"localizations":{"pl":\#(unit(text))}}"#)
      let one = changed.contains(index) ? "%lld plik \(index)" : text
      let forms = [("one", one), ("few", text), ("many", text), ("other", text)].map {
        #""\#($0.0)":\#(unit($0.1, state: "needs_review"))"#
      }
      let english = "%lld files \(index)"
      let variation = #"{"variations":{"plural":{"one":\#(unit(english)),"other":\#(unit(english))}}}"#
      after.append(
        #""%lld files \#(index)":{"localizations":{"en":\#(variation),"pl":{"variations":{"plural":{\#(forms.joined(separator: ","))}}}}}"#
      )
    }
    let oldText = catalog(before.joined(separator: ","))
    let report = try lintReport(["L.xcstrings": oldText])
    let plans = try CatalogMigration.plans(
      of: report.findings, bytes: Array(oldText.utf8), path: "L.xcstrings")
    #expect(plans.count == count)
    #expect(count >= PluralMigration.parallelMinimum)
    let old = try StringCatalog(bytes: Array(oldText.utf8), path: "L.xcstrings")
    let new = try StringCatalog(bytes: Array(catalog(after.joined(separator: ",")).utf8), path: "L.xcstrings")
    let numbers = ["en": PluralMigration.numbers(for: "en"), "pl": PluralMigration.numbers(for: "pl")]
    let alone = CatalogMigration.outputDifferences(plans, old: old, new: new, numbers: numbers, threads: 1)
    let together = CatalogMigration.outputDifferences(plans, old: old, new: new, numbers: numbers, threads: 4)
    #expect(alone == together)
    #expect(together.count == count)
    let refused = together.indices.filter { together[$0] != nil }
    #expect(Set(refused.map { plans[$0].key }) == Set(changed.map { "%lld files \($0)" }), "\(refused)")
    for index in refused {
      #expect(together[index]?.contains("\"1 plik ") == true, "\(together[index] ?? "nil")")
    }
  }

  /// 2,100 counts in en and pl `.strings` tables, or in a catalog with a Polish translation each.
  static func migrationFiles(catalog isCatalog: Bool) -> [String: String] {
    guard isCatalog else {
      return Dictionary(
        uniqueKeysWithValues: ["en", "pl"].map { language in
          ("\(language).lproj/L.strings", (0..<2_100).map { "\"k\($0)\" = \"%d files \($0)\";\n" }.joined())
        })
    }
    let strings = (0..<2_100).map {
      #""%lld files \#($0)":{"localizations":{"pl":\#(unit("%lld plików \($0)"))}}"#
    }
    return ["L.xcstrings": catalog(strings.joined(separator: ","))]
  }

  @Test(
    "a migration of 2,100 entries (en and pl .strings tables, or a catalog) writes the same files on 1 and on 4 threads",
    arguments: [false, true])
  func sameFixes(catalog: Bool) throws {
    let fixture = try LintFixture(Self.migrationFiles(catalog: catalog))
    defer { fixture.remove() }
    let report = fixture.lint()
    #expect(report.countsByCode[.pluralCandidate] == 2_100)
    let alone = LintFixes(report: report, roots: [fixture.root], threads: 1)
    let together = LintFixes(report: report, roots: [fixture.root], threads: 4)
    #expect(alone.fixedFindings == [.pluralCandidate: 2_100], "\(alone.skipped.prefix(3))")
    #expect(together.fixedFindings == alone.fixedFindings && together.skipped == alone.skipped)
    #expect(together.files.map(\.path) == alone.files.map(\.path))
    #expect(together.files.map(\.fixed) == alone.files.map(\.fixed))
  }
}
