import Foundation
import LocalizedStrings
import SourceFiles
import Testing

@testable import LocalizationLint

/// `--fix` when a file cannot be written: the run is an error (exit status 2, as for a
/// path not read), the error names the file, and the summary counts only what was written.
///
/// The write is made to fail as it fails for a read-only folder, deterministically and
/// even as root (whom permissions do not stop): the file's name is 247 characters and
/// `.strings`, the longest a name may be, so the temporary file created next to it
/// (`.NAME.RANDOM.tmp`) has a name too long to create (`ENAMETOOLONG`).
@Suite("lint --fix: a fix not written is an error")
struct FixWriteFailureTests {
  static let copy = "\"a\" = \"A\";\n\"a\" = \"A\";\n"
  static let unwritable = "en.lproj/" + String(repeating: "L", count: 247) + ".strings"

  /// A tree of `files` and the file of the long name, written in place (an atomic write
  /// would go through a temporary name too long as well).
  static func fixture(_ files: [String: String]) throws -> LintFixture {
    let fixture = try LintFixture(files.merging(["en.lproj/Other.strings": "\"b\" = \"B\";\n"]) { $1 })
    try Self.copy.write(toFile: fixture.root + "/" + unwritable, atomically: false, encoding: .utf8)
    return fixture
  }

  static func run(_ fixture: LintFixture) -> LintInvocation.Outcome {
    var invocation = LintInvocation()
    invocation.paths = [fixture.root]
    invocation.fix = true
    invocation.workingDirectory = fixture.root
    return invocation.run()
  }

  @Test("one file not written among two written: exit 2, its error, the others fixed and counted alone")
  func amongOthers() throws {
    let fixture = try Self.fixture([
      "en.lproj/A.strings": Self.copy, "en.lproj/B.strings": Self.copy + Self.copy,
    ])
    defer { fixture.remove() }
    let outcome = Self.run(fixture)
    #expect(outcome.status == LintExitCode.unreadablePath.rawValue, "\(outcome.messages)")
    let errors = outcome.messages.filter { $0.hasPrefix("error: ") }
    #expect(errors.count == 1, "\(outcome.messages)")
    #expect(errors.first?.contains("LLLL.strings:1:1: cannot write the file: ") == true, "\(errors)")
    // A (1 finding) and B (its second copy repeats the first: 1 finding, or 2) are counted; the long name is not.
    let note = try #require(outcome.messages.last { $0.hasPrefix("note: fixed ") })
    #expect(note.hasSuffix(" in 2 files; not written: 1 file, their findings not fixed"), "\(note)")
    #expect(!note.hasPrefix("note: fixed 0 "))
    for name in ["A", "B"] {
      #expect(
        try String(contentsOfFile: fixture.root + "/en.lproj/\(name).strings", encoding: .utf8)
          == "\"a\" = \"A\";\n")
    }
    #expect(try String(contentsOfFile: fixture.root + "/" + Self.unwritable, encoding: .utf8) == Self.copy)
  }

  @Test("the only file not written: exit 2 though its finding is a note, and nothing counted as fixed")
  func alone() throws {
    let fixture = try Self.fixture([:])
    defer { fixture.remove() }
    let outcome = Self.run(fixture)
    #expect(outcome.status == LintExitCode.unreadablePath.rawValue, "\(outcome.messages)")
    #expect(
      outcome.messages.contains { $0.hasPrefix("error: ") && $0.contains("cannot write the file") },
      "\(outcome.messages)")
    #expect(
      outcome.messages.contains(
        "note: fixed 0 findings in 0 files; not written: 1 file, their findings not fixed"),
      "\(outcome.messages)")
    #expect(try String(contentsOfFile: fixture.root + "/" + Self.unwritable, encoding: .utf8) == Self.copy)
    // The same tree linted without --fix: its finding is a note, and the run is clean.
    var lint = LintInvocation()
    lint.paths = [fixture.root]
    #expect(lint.run().status == LintExitCode.clean.rawValue)
  }
}
