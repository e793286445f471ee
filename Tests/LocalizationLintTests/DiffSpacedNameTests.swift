import Foundation
import Testing

@testable import LocalizationLint

/// A file name with a space (`My App/en.lproj/…`, common in Xcode projects): `--fix --dry-run`
/// ends its `---` and `+++` lines with a tab, as git does, since `patch` reads a name up to a
/// tab and else only up to the first space. Both a rewrite and a migration's new file.
@Suite("lint --fix --dry-run: a name with a space, for patch -p1")
struct DiffSpacedNameTests {
  static func patch(_ arguments: [String], _ diff: String, in directory: String) throws -> (Int32, String) {
    try runTool("/usr/bin/env", ["patch"] + arguments, input: diff, directory: directory)
  }

  @Test("a rewrite: the headers end with a tab; patch -p1 applies and reverses it, git apply takes it")
  func rewrite() throws {
    let text = "\"a\" = \"x\";\n\"b\" = \"y\";\n\"a\" = \"x\";\n"
    let fixture = try LintFixture(["My App/en.lproj/L.strings": text])
    defer { fixture.remove() }
    let diff = DryRunBinaryPatchTests.fix(fixture, dryRun: true)
    #expect(
      diff.hasPrefix("--- a/My App/en.lproj/L.strings\t\n+++ b/My App/en.lproj/L.strings\t\n@@ "), "\(diff)")
    let path = fixture.root + "/My App/en.lproj/L.strings"
    var (status, message) = try Self.patch(["-p1"], diff, in: fixture.root)
    #expect(status == 0, "\(message)")
    let patched = try String(contentsOfFile: path, encoding: .utf8)
    #expect(patched == "\"a\" = \"x\";\n\"b\" = \"y\";\n")
    (status, message) = try Self.patch(["-p1", "-R"], diff, in: fixture.root)
    #expect(status == 0, "\(message)")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    (status, message) = try DiffEscapingTests.gitApply([], patch: diff, in: fixture.root)
    #expect(status == 0, "\(message)")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == patched)
  }

  @Test("a migration's new .stringsdict: patch -p1 creates the file --fix writes")
  func creation() throws {
    let files = [
      "My App/en.lproj/L.strings": "\"deleted\" = \"%d files deleted\";\n",
      "My App/pl.lproj/L.strings": "\"deleted\" = \"Usunięto plików: %d\";\n",
    ]
    let (patched, fixed) = (try LintFixture(files), try LintFixture(files))
    defer {
      patched.remove()
      fixed.remove()
    }
    let diff = DryRunBinaryPatchTests.fix(patched, dryRun: true)
    #expect(diff.contains("--- /dev/null\n+++ b/My App/en.lproj/L.stringsdict\t\n@@ -0,0 +1,"), "\(diff)")
    let (status, message) = try Self.patch(["-p1"], diff, in: patched.root)
    #expect(status == 0, "\(message)")
    _ = DryRunBinaryPatchTests.fix(fixed, dryRun: false)
    #expect(fixed.contents()["My App/en.lproj/L.stringsdict"] != nil)
    #expect(patched.contents() == fixed.contents())
  }
}
