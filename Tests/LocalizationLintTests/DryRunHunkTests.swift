import Foundation
import LocalizedStrings
import Testing

@testable import LocalizationLint

/// `plurals lint --fix --dry-run` on files with several fixes far apart: one
/// hunk each, whose headers (`@@ -a,b +c,d @@`) place the old lines in the
/// file as it is and the new lines in the file as --fix writes it. A later
/// hunk's new start counts the lines the earlier hunks removed; `patch -R`
/// (which places a hunk by its new start) then finds each hunk where its
/// header says, without an offset.
@Suite("lint --fix --dry-run: the hunk headers of a diff with several hunks")
struct DryRunHunkTests {
  /// Filler lines that keep fixes more than six lines apart, so each gets its own hunk.
  static func filler(_ from: Int, _ count: Int) -> [String] {
    (from..<(from + count)).map { "\"k\($0)\" = \"text \($0)\";" }
  }

  /// Texts with fixes in several places: removed duplicates (one line fewer each) and a widened
  /// `%d` (as many lines), in the orders that make the later hunks' new starts move.
  static let texts: [String] = [
    // Two hunks, each removing a line.
    (["\"a\" = \"A\";"] + filler(1, 2) + ["\"a\" = \"A\";"] + filler(3, 9) + ["\"b\" = \"B\";"]
      + filler(12, 4)
      + ["\"b\" = \"B\";"] + filler(16, 5)).joined(separator: "\n") + "\n",
    // Three hunks: a removal, a width fix (no line count change), two removals in one hunk, no final line feed.
    (["\"a\" = \"A\";", "\"a\" = \"A\";"] + filler(1, 8) + ["\"w\" = \"%1$d of %1$ld\";"] + filler(9, 8)
      + ["\"c\" = \"C\";", "\"a\" = \"A\";", "\"c\" = \"C\";"] + filler(17, 2)).joined(separator: "\n"),
    // One hunk of three changes with unchanged lines between them: a removal, a width fix, a removal.
    (["\"a\" = \"A\";", "\"a\" = \"A\";"] + filler(1, 2) + ["\"w\" = \"%1$d of %1$ld\";"] + filler(3, 3)
      + ["\"b\" = \"B\";", "\"b\" = \"B\";"] + filler(6, 4)).joined(separator: "\n") + "\n",
    // A UTF-8 byte order mark before the first line, which a hunk there shows as context.
    (["\u{FEFF}\"a\" = \"A\";", "\"a\" = \"A\";"] + filler(1, 9) + ["\"b\" = \"B\";", "\"b\" = \"B\";"])
      .joined(separator: "\n") + "\n",
  ]

  /// The lines of `text`, each without its line feed.
  static func lines(_ text: String) -> [String] {
    var lines = text.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// Each hunk of `diff`: its header's numbers and its old and new lines (context in both).
  static func hunks(_ diff: String) -> [(header: [Int], old: [String], new: [String])] {
    var hunks: [(header: [Int], old: [String], new: [String])] = []
    for line in lines(diff) {
      if line.hasPrefix("@@ ") {
        // @@ -a,b +c,d @@
        let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        hunks.append((numbers, [], []))
      } else if !hunks.isEmpty, let mark = line.first {
        let text = String(line.dropFirst())
        switch mark {
        case " ":
          hunks[hunks.count - 1].old.append(text)
          hunks[hunks.count - 1].new.append(text)
        case "-": hunks[hunks.count - 1].old.append(text)
        case "+": hunks[hunks.count - 1].new.append(text)
        default: break  // "\ No newline at end of file"
        }
      }
    }
    return hunks
  }

  @Test(
    "each hunk's header places its old lines in the file and its new lines in the fixed file",
    arguments: texts.indices)
  func headersPlaceTheLines(index: Int) throws {
    let text = Self.texts[index]
    let fixture = try LintFixture(["en.lproj/S.strings": text])
    defer { fixture.remove() }
    let diff = Self.fix(fixture, dryRun: true)
    // The fixed file, as --fix writes it.
    Self.fix(fixture, dryRun: false)
    // Decoded as it is, a byte order mark kept (Foundation's reading leaves it out).
    let fixed = String(
      decoding: try #require(FileManager.default.contents(atPath: fixture.root + "/en.lproj/S.strings")),
      as: UTF8.self)
    #expect(fixed != text)
    let (before, after) = (Self.lines(text), Self.lines(fixed))
    let hunks = Self.hunks(diff)
    #expect(hunks.count == [2, 3, 1, 2][index], "\(diff)")
    for (number, hunk) in hunks.enumerated() {
      let numbers = hunk.header
      try #require(numbers.count == 4, "hunk \(number + 1): \(numbers)")
      let (oldStart, oldCount, newStart, newCount) = (numbers[0], numbers[1], numbers[2], numbers[3])
      #expect(hunk.old.count == oldCount && hunk.new.count == newCount, "hunk \(number + 1)\n\(diff)")
      #expect(
        Array(before.dropFirst(oldStart - 1).prefix(oldCount)) == hunk.old, "hunk \(number + 1) old\n\(diff)")
      #expect(
        Array(after.dropFirst(newStart - 1).prefix(newCount)) == hunk.new, "hunk \(number + 1) new\n\(diff)")
    }
  }

  @Test(
    "patch applies the diff to a copy and reverses it on the fixed file, each hunk at its header's line",
    arguments: texts.indices)
  func patchRoundTrip(index: Int) throws {
    let text = Self.texts[index]
    let fixture = try LintFixture(["en.lproj/S.strings": text])
    defer { fixture.remove() }
    let diff = Self.fix(fixture, dryRun: true)
    #expect(diff.components(separatedBy: "\n@@ ").count >= 2, "\(diff)")
    // Forward on the file as it is: the fixed text.
    let forward = try patch(["-p1"], diff, in: fixture.root)
    #expect(forward.status == 0, "\(forward.output)")
    #expect(!forward.output.contains("offset") && !forward.output.contains("fuzz"), "\(forward.output)")
    let patched = try String(contentsOfFile: fixture.root + "/en.lproj/S.strings", encoding: .utf8)
    // Reversed on the fixed file (hunks placed by their new starts): the text as it was.
    let reverse = try patch(["-p1", "-R"], diff, in: fixture.root)
    #expect(reverse.status == 0, "\(reverse.output)")
    #expect(
      !reverse.output.contains("offset") && !reverse.output.contains("fuzz"), "\(reverse.output)\n\(diff)")
    // As bytes: Foundation's reading of UTF-8 leaves a byte order mark out.
    #expect(FileManager.default.contents(atPath: fixture.root + "/en.lproj/S.strings") == Data(text.utf8))
    // What --fix itself writes is what the diff made.
    Self.fix(fixture, dryRun: false)
    #expect(try String(contentsOfFile: fixture.root + "/en.lproj/S.strings", encoding: .utf8) == patched)
  }

  @Test(
    "a hunk is minimal: the lines between two changes are context, and git apply takes the diff",
    arguments: texts.indices)
  func minimalHunks(index: Int) throws {
    let text = Self.texts[index]
    let fixture = try LintFixture(["en.lproj/S.strings": text])
    defer { fixture.remove() }
    let diff = Self.fix(fixture, dryRun: true)
    let marked = Self.lines(diff).filter { !$0.hasPrefix("---") && !$0.hasPrefix("+++") }
    let removed = marked.filter { $0.hasPrefix("-") }.map { $0.dropFirst() }
    let added = marked.filter { $0.hasPrefix("+") }.map { $0.dropFirst() }
    // Only what a fix changes is removed or added: no line is removed and added again.
    #expect(Set(removed).isDisjoint(with: added), "\(diff)")
    #expect(!removed.contains { $0.contains("text ") }, "a filler line shown as changed\n\(diff)")
    // git apply, on a copy of the file as it is, writes what --fix writes.
    let copy = NSTemporaryDirectory() + "dry-run-apply-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: copy + "/en.lproj", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: copy) }
    try text.write(toFile: copy + "/en.lproj/S.strings", atomically: true, encoding: .utf8)
    let applied = try runTool("/usr/bin/env", ["git", "apply", "-"], input: diff, directory: copy)
    #expect(applied.status == 0, "\(applied.output)\n\(diff)")
    Self.fix(fixture, dryRun: false)
    #expect(
      try String(contentsOfFile: copy + "/en.lproj/S.strings", encoding: .utf8)
        == String(contentsOfFile: fixture.root + "/en.lproj/S.strings", encoding: .utf8))
  }

  /// `patch ARGUMENTS` in `directory` with `input` on standard input: its status and everything it printed.
  func patch(_ arguments: [String], _ input: String, in directory: String) throws -> (
    status: Int32, output: String
  ) {
    try runTool("/usr/bin/env", ["patch"] + arguments, input: input, directory: directory)
  }

  /// `--fix` of the fixture's en.lproj (with `dryRun`, `--fix --dry-run`: its diff), paths
  /// relative to its root.
  @discardableResult
  static func fix(_ fixture: LintFixture, dryRun: Bool) -> String {
    var invocation = LintInvocation()
    invocation.paths = [fixture.root + "/en.lproj"]
    invocation.fix = true
    invocation.dryRun = dryRun
    invocation.workingDirectory = fixture.root
    return invocation.run().output
  }
}
