import LocalizedStrings
import LocalizationLint
import Testing

/// The entries of a large table checked on several threads give the findings one thread gives,
/// in the same order (Tests/tsan.sh runs this suite under ThreadSanitizer).
struct ParallelEntryTests {
  /// A Polish table of `count` entries of several kinds: fine, without 'other', without
  /// 'few' and 'many', without a value type, with an empty variant; some under a
  /// `disable:next` that covers them, some under one that covers nothing.
  static func largeTable(_ count: Int) -> String {
    let complete = variable(
      "n", [("one", "%d plik"), ("few", "%d pliki"), ("many", "%d plików"), ("other", "%d pliku")])
    var body = ""
    for index in 0..<count {
      let key = "screen.\(index).files"
      switch index % 7 {
      case 1: body += entry(key, format: "%#@n@", variable("n", [("one", "%d plik")]))
      case 2:
        body += entry(
          key, format: "%#@n@ (\(index))", variable("n", [("one", "%d plik"), ("other", "%d pliku")]))
      case 3:
        body += entry(
          key, format: "%#@n@",
          variable(
            "n", valueType: nil,
            [("one", "%d plik"), ("few", "%d pliki"), ("many", "%d plików"), ("other", "%d pliku")]))
      case 4:
        body +=
          "<!-- plurals-lint:disable:next missing-other, missing-categories -->\n"
          + entry(key, format: "%#@n@", variable("n", [("one", "%d plik")]))
      case 5:
        body += "<!-- plurals-lint:disable:next missing-other -->\n" + entry(key, format: "%#@n@", complete)
      case 6:
        body += entry(
          key, format: "%#@n@",
          variable("n", [("one", ""), ("few", "%d pliki"), ("many", "%d plików"), ("other", "%d pliku")]))
      default: body += entry(key, format: "%#@n@ %@", complete)
      }
      body += "\n"
    }
    return plist(body)
  }

  @Test("a large table's findings on several threads are one thread's, in the same order")
  func parallelMatchesSerial() throws {
    let count = Linter.parallelEntryMinimum + 600
    // The reference language has the keys of the first half: the others are extra keys.
    let english = (0..<count / 2).map {
      entry(
        "screen.\($0).files", format: "%#@n@", variable("n", [("one", "%d file"), ("other", "%d files")]))
    }
    let fixture = try LintFixture([
      "pl.lproj/Localizable.stringsdict": Self.largeTable(count),
      "en.lproj/Localizable.stringsdict": plist(english.joined(separator: "\n")),
    ])
    defer { fixture.remove() }
    let serial = Linter.lint(
      paths: [fixture.root], configuration: LintConfiguration(), writingTexts: true, entryThreads: 1)
    let codes = Set(serial.findings.map(\.diagnostic.code))
    #expect(codes.count >= 4, "\(codes)")
    #expect(codes.contains(.superfluousSuppression))
    #expect(codes.contains(.missingOther))
    #expect(serial.findings.count > count / 2)
    for threads in [2, 8] {
      // The parallel path is the one taken: the table is split.
      #expect(Linter.entryRanges(count: count, threads: threads).count > 1)
      let parallel = Linter.lint(
        paths: [fixture.root], configuration: LintConfiguration(), writingTexts: true, entryThreads: threads)
      #expect(parallel.findings == serial.findings, "\(threads) threads")
      #expect(parallel.filesChecked == serial.filesChecked)
    }
  }

  @Test(
    "the ranges of a table's entries are contiguous, in order and cover every entry",
    arguments: [
      (0, 8), (1_999, 8), (2_000, 1), (2_000, 2), (2_003, 3), (2_600, 8), (77_471, 2), (77_471, 64),
    ])
  func ranges(count: Int, threads: Int) {
    let ranges = Linter.entryRanges(count: count, threads: threads)
    #expect(ranges.first?.lowerBound == 0)
    #expect(ranges.last?.upperBound == count)
    #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
    let split = threads > 1 && count >= Linter.parallelEntryMinimum
    #expect((ranges.count > 1) == split)
    #expect(ranges.count <= max(threads * 4, 1))
    if split { #expect(ranges.allSatisfy { $0.count >= Linter.parallelEntryMinimum / 4 }) }
  }
}
