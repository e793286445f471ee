import Foundation
import LocalizationLint
import SourceFiles
import Testing
import TestSupport

/// A baseline file in a folder of its own, removed by `remove()`.
struct BaselineFolder {
  let root = NSTemporaryDirectory() + "baseline-\(UUID().uuidString)"
  var path: String { root + "/lint-baseline.json" }

  init() throws { try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true) }

  /// Writes `text` as the baseline file.
  func write(_ text: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) }

  /// The error reading the baseline file gets (nil when it reads).
  func error() -> SourceError? {
    do {
      _ = try LintBaseline(contentsOf: path)
      return nil
    } catch { return error }
  }

  func remove() { try? FileManager.default.removeItem(atPath: root) }
}

/// The scalars of each of an entry's members (nil for one that is absent), compared exactly:
/// `String`'s `==` takes canonically equivalent texts for equal.
func scalars(_ entry: LintBaseline.Entry) -> [[UInt32]?] {
  [entry.file, entry.table, entry.key, entry.language, entry.code, entry.message].map {
    $0.map { $0.unicodeScalars.map(\.value) }
  }
}

/// `entries`' members' scalars, in an order that does not depend on `String`'s comparison.
func scalarsSorted(_ entries: [LintBaseline.Entry]) -> [String] {
  entries.map { "\(scalars($0))" }.sorted()
}

@Suite("lint baseline file: strict JSON that round-trips every character")
struct BaselineFileTests {
  /// A random scalar, often of the kinds a writer or a reader gets wrong.
  static func scalar(_ generator: inout SeededGenerator) -> Unicode.Scalar {
    let ranges: [ClosedRange<UInt32>] = [
      0x00...0x1F, 0x7F...0x9F, 0x20...0x7E, 0x22...0x22, 0x5C...0x5C, 0x2F...0x2F, 0x2028...0x2029,
      0xFDD0...0xFDEF, 0xFFFE...0xFFFF, 0x1FFFE...0x1FFFF, 0x10FFFE...0x10FFFF, 0xFEFF...0xFEFF,
      0x300...0x36F, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF,
    ]
    let range = ranges[Int(generator.next() % UInt64(ranges.count))]
    let value = range.lowerBound + UInt32(generator.next() % UInt64(range.count))
    return Unicode.Scalar(value)!
  }

  static func text(_ generator: inout SeededGenerator) -> String {
    var text = String.UnicodeScalarView()
    for _ in 0..<Int(generator.next() % 9) { text.append(scalar(&generator)) }
    return String(text)
  }

  static func entry(_ generator: inout SeededGenerator) -> LintBaseline.Entry {
    func optional() -> String? { generator.next() % 4 == 0 ? nil : text(&generator) }
    return LintBaseline.Entry(
      file: text(&generator), table: optional(), key: optional(), language: optional(),
      code: text(&generator),
      message: optional())
  }

  /// A JSON string literal of `text` as a writer that keeps to ASCII writes it: every other
  /// character a `\u` escape, those beyond the BMP as surrogate pairs, in hex of either case.
  static func asciiQuoted(_ text: String, upper: Bool) -> String {
    var result = "\""
    for unit in text.utf16 {
      switch unit {
      case 0x22: result += "\\\""
      case 0x5C: result += "\\\\"
      case 0x2F: result += "\\/"
      case 0x20...0x7E: result.unicodeScalars.append(Unicode.Scalar(unit)!)
      default:
        let hex = String(unit, radix: 16, uppercase: upper)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
    return result + "\""
  }

  @Test("every scalar round-trips: written, then read back, or written by another JSON writer")
  func everyScalar() throws {
    var generator = TestSeed.generator("baseline scalars", default: 0xBA5E_11E5)
    let folder = try BaselineFolder()
    defer { folder.remove() }
    var escaped = 0
    for trial in 0..<300 {
      var baseline = LintBaseline(LintReport(findings: [], filesChecked: 0), relativeTo: folder.root)
      baseline.entries = (0..<Int(generator.next() % 12)).map { _ in Self.entry(&generator) }
      try baseline.write(to: folder.path)
      let read = try LintBaseline(contentsOf: folder.path)
      #expect(
        scalarsSorted(read.entries) == scalarsSorted(baseline.entries), "trial \(trial)\(TestSeed.note)")
      // What the writer escapes: no control character, C1 control or line separator is raw,
      // and there is one finding to a line.
      let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: folder.path)))
      let written = try #require(String(validating: bytes, as: UTF8.self))
      let raw = written.unicodeScalars.filter {
        ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}"
          || $0 == "\u{2029}"
      }
      #expect(raw.isEmpty, "trial \(trial): raw \(raw.map(\.value))\(TestSeed.note)")
      let lines = written.split(separator: "\n").count
      #expect(lines == (baseline.entries.isEmpty ? 4 : baseline.entries.count + 5), "trial \(trial)")
      escaped += written.components(separatedBy: "\\u").count - 1
      // Another writer's text: every member as ASCII with surrogate pairs, members in another order.
      let items = baseline.entries.map { entry in
        var members = [("code", entry.code), ("file", entry.file)]
        for (name, value) in [
          ("message", entry.message), ("language", entry.language), ("key", entry.key),
          ("table", entry.table),
        ] {
          if let value { members.append((name, value)) }
        }
        let upper = generator.next() % 2 == 0
        return "{ "
          + members.map { "\"\($0.0)\" :\t" + Self.asciiQuoted($0.1, upper: upper) }.joined(
            separator: ",\r\n") + "}"
      }
      try folder.write("\u{FEFF}{\"findings\":[" + items.joined(separator: ",") + "], \"version\":1}\n")
      let other = try LintBaseline(contentsOf: folder.path)
      #expect(
        scalarsSorted(other.entries) == scalarsSorted(baseline.entries), "trial \(trial)\(TestSeed.note)")
    }
    #expect(escaped > 1_000)
  }

  @Test("surrogate-pair escapes and the other escapes of RFC 8259 read as the characters they stand for")
  func otherWriters() throws {
    let folder = try BaselineFolder()
    defer { folder.remove() }
    try folder.write(
      #"{"version":1,"findings":[{"file":"Docs\/\uD83D\uDCC1.strings","key":"\ud83d\udcc1 \u00e9\b\f\u2028","code":"x"}]}"#
    )
    let read = try LintBaseline(contentsOf: folder.path)
    #expect(read.entries.count == 1)
    #expect(
      read.entries.first?.file.unicodeScalars.map(\.value)
        == Array("Docs/📁.strings".unicodeScalars.map(\.value)))
    #expect(
      read.entries.first?.key.map { Array($0.unicodeScalars) }
        == Array("📁 é\u{8}\u{C}\u{2028}".unicodeScalars))
    // Foundation's writer (which escapes '/' as '\/').
    let finding: [String: String] = [
      "file": "en.lproj/Localizable.strings", "key": "k\u{85}\u{7F}", "code": "x",
    ]
    let data = try JSONSerialization.data(
      withJSONObject: ["version": 1, "findings": [finding]] as [String: Any])
    try data.write(to: URL(fileURLWithPath: folder.path))
    let foundation = try LintBaseline(contentsOf: folder.path)
    #expect(foundation.entries.first?.file == "en.lproj/Localizable.strings")
    #expect(
      foundation.entries.first?.key.map { Array($0.unicodeScalars) } == Array("k\u{85}\u{7F}".unicodeScalars))
  }

  @Test("a string that is not UTF-8 is an encoding error at the string")
  func notUTF8() throws {
    let folder = try BaselineFolder()
    defer { folder.remove() }
    let text =
      Array(#"{"version": 1, "findings": [{"code": "x", "file": "a"#.utf8) + [0xFF] + Array(#""}]}"#.utf8)
    try Data(text).write(to: URL(fileURLWithPath: folder.path))
    let error = try #require(folder.error())
    #expect(error.kind == .encoding && error.message.contains("UTF-8"), "\(error)")
    #expect(error.location.line == 1, "\(error)")
  }

  @Test(
    "a surrogate escape that is not a high one followed by a low one is refused at its backslash",
    arguments: [
      #"\uD83D"#, #"\uDCC1"#, #"ab\ud83dx"#, #"\uD83D\u0041"#, #"\uD83D\uD83D"#, #"é\uDFFF\uD800"#,
      #"\uDC00\uDC00"#,
    ])
  func loneSurrogates(string: String) throws {
    let folder = try BaselineFolder()
    defer { folder.remove() }
    let text = "{\"version\": 1,\n \"findings\": [{\"code\": \"x\", \"file\": \"\(string)\"}]}"
    try folder.write(text)
    let error = try #require(folder.error())
    let line = try #require(text.split(separator: "\n").last)
    let backslash = try #require(line.utf8.firstIndex(of: UInt8(ascii: "\\")))
    #expect(error.kind == .malformed, "\(error)")
    #expect(error.message.contains("unpaired surrogate"), "\(error)")
    #expect(error.location.line == 2, "\(error)")
    #expect(
      error.location.column == line.utf8.distance(from: line.utf8.startIndex, to: backslash) + 1, "\(error)")
  }

  @Test(
    "what is not a baseline's shape is refused at its place, a hostile key shown escaped",
    arguments: [
      (
        #"{"version": 1, "findings": [{"file": "a", "code": "x", "file": "b"}]}"#, 56,
        "repeated member \"file\" in a finding"
      ),
      (#"{"version": 1, "version": 1, "findings": []}"#, 16, "repeated member \"version\""),
      (#"{"version": 1, "findings": [], "findings": []}"#, 32, "repeated member \"findings\""),
      (
        #"{"version": 1, "findings": [], "\u001b[2J": 0}"#, 32, #"unknown member "\u001b[2J" in the baseline"#
      ),
      (#"{"version": 1, "findings": [{"file": 3, "code": "x"}]}"#, 38, "\"file\" must be a string"),
      (#"{"version": 1, "findings": [{"file": "a", "code": null}]}"#, 51, "\"code\" must be a string"),
      (#"{"version": 1, "findings": {}}"#, 28, "\"findings\" must be an array"),
      (#"{"version": 1, "findings": ["a"]}"#, 29, "a finding must be an object"),
      (#"{"version": "1", "findings": []}"#, 13, "the baseline version must be the number 1"),
      (#"{"version": 1.0, "findings": []}"#, 13, "baseline version 1.0 is not 1"),
      (#"{"version": 1}"#, 1, "needs a \"version\" and \"findings\""),
      (" \n", 1, "not a baseline"),
    ] as [(String, Int, String)])
  func shape(text: String, column: Int, message: String) throws {
    let folder = try BaselineFolder()
    defer { folder.remove() }
    try folder.write(text)
    let error = try #require(folder.error())
    #expect(error.kind == .invalidContent, "\(error)")
    #expect(error.message.contains(message), "\(error)")
    #expect(!error.message.unicodeScalars.contains { $0.value < 0x20 }, "\(error)")
    #expect(error.location.column == column, "\(error)")
  }

  @Test("a baseline larger than the limit is refused before it is read; a FIFO or a device is not read")
  func notRead() throws {
    let folder = try BaselineFolder()
    defer { folder.remove() }
    // A sparse file: nothing to read until the size is checked.
    #expect(FileManager.default.createFile(atPath: folder.path, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.path))
    try handle.truncate(atOffset: UInt64(LintBaseline.maximumFileSize) + 1)
    try handle.close()
    let large = try #require(folder.error())
    #expect(
      large.kind == .limitExceeded && large.message.contains("\(LintBaseline.maximumFileSize)"), "\(large)")
    #expect(LintBaseline.maximumFileSize >= 1 << 20)
    try FileManager.default.removeItem(atPath: folder.path)
    #expect(mkfifo(folder.path, 0o600) == 0)
    for path in [folder.path, "/dev/null", folder.root] {
      do {
        _ = try LintBaseline(contentsOf: path)
        Issue.record("\(path) was read")
      } catch {
        #expect(error.kind == .fileAccess && error.message.contains("not a regular file"), "\(error)")
      }
    }
  }

  @Test(
    "the findings of the real-world corpus round-trip",
    .enabled(if: corpusIsAvailable, "../shared/corpus is absent"))
  func corpusRoundTrip() throws {
    let report = Linter.lint(paths: [corpus])
    #expect(report.findings.count > 100)
    let folder = try BaselineFolder()
    defer { folder.remove() }
    let baseline = LintBaseline(report, relativeTo: folder.root)
    try baseline.write(to: folder.path)
    let read = try LintBaseline(contentsOf: folder.path)
    #expect(scalarsSorted(read.entries) == scalarsSorted(baseline.entries))
    #expect(read.newFindings(in: report).findings.isEmpty)
  }

  @Test("writing onto a symbolic link replaces the link: its target keeps its bytes")
  func writeOntoLink() throws {
    let folder = try BaselineFolder()
    defer { folder.remove() }
    let target = folder.root + "/bashrc"
    let original = Data("export PATH=/usr/bin\n".utf8)
    try original.write(to: URL(fileURLWithPath: target))
    try FileManager.default.createSymbolicLink(atPath: folder.path, withDestinationPath: target)
    let at = SourceLocation(file: folder.root + "/a.strings", line: 1, column: 1)
    let report = LintReport(findings: [LintFinding(.init(.parseError, "broken", at: at))], filesChecked: 1)
    try LintBaseline(report, relativeTo: folder.root).write(to: folder.path)
    #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == original)
    let type = try FileManager.default.attributesOfItem(atPath: folder.path)[.type] as? FileAttributeType
    #expect(type == .typeRegular)
    #expect(try LintBaseline(contentsOf: folder.path).entries.map(\.file) == ["a.strings"])
    // A link to a file that does not exist: the file is not made.
    try FileManager.default.removeItem(atPath: folder.path)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path, withDestinationPath: folder.root + "/made")
    try LintBaseline(report, relativeTo: folder.root).write(to: folder.path)
    #expect(!FileManager.default.fileExists(atPath: folder.root + "/made"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.root).sorted() == [
        "bashrc", "lint-baseline.json",
      ])
  }
}
