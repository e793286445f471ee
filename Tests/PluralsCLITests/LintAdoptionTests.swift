import Foundation
import Testing

/// A folder of files for one test, removed by `remove()`.
struct Folder {
  let root = NSTemporaryDirectory() + "lint-adopt-\(UUID().uuidString)"

  init(_ files: [String: String] = [:]) throws {
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    for (name, contents) in files { try write(name, contents) }
  }

  func write(_ name: String, _ contents: String) throws {
    let path = root + "/" + name
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try contents.write(toFile: path, atomically: true, encoding: .utf8)
  }

  func read(_ name: String) throws -> String {
    try String(contentsOfFile: root + "/" + name, encoding: .utf8)
  }

  func remove() { try? FileManager.default.removeItem(atPath: root) }
}

/// A Polish `.stringsdict` of one entry whose variable has `variants` (`one`, `few` …).
func polishTable(_ entries: [(key: String, variants: [(String, String)])]) -> String {
  var body = ""
  for (key, variants) in entries {
    body += "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>\n"
    body += "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\n"
    body += "<key>NSStringFormatValueTypeKey</key><string>d</string>\n"
    for (category, text) in variants { body += "<key>\(category)</key><string>\(text)</string>\n" }
    body += "</dict></dict>\n"
  }
  return """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    \(body)</dict></plist>

    """
}

/// `one`, `few` and `other` without `many`: a missing-categories warning.
let lacksMany = [("one", "%d plik"), ("few", "%d pliki"), ("other", "%d pliku")]
/// No `other`: a missing-other error (and a missing-categories warning).
let lacksOther = [("one", "%d plik")]

/// A catalog whose German translation is in state new (a catalog-state-new note).
let catalogWithNote = #"""
  {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{
  "en":{"stringUnit":{"state":"translated","value":"k"}},
  "de":{"stringUnit":{"state":"new","value":"k"}}}}}}
  """#

@Suite("plurals lint in CI: defaults, exit statuses and reporters")
struct LintCIBehaviourTests {
  @Test("no path lints the current directory")
  func currentDirectory() throws {
    let folder = try Folder(["pl.lproj/Localizable.stringsdict": polishTable([("files", lacksOther)])])
    defer { folder.remove() }
    let result = try runPlurals(["lint"], directory: folder.root)
    #expect(result.status == 1)
    #expect(result.output.contains("pl.lproj/Localizable.stringsdict:"))
    #expect(result.output.contains("[missing-other]"))
    #expect(result.output.hasSuffix("in 1 file\n"))
  }

  @Test("no lintable file is an error that names the paths looked at")
  func noFiles() throws {
    let folder = try Folder(["README.md": "not localization", "Sub/a.swift": "let a = 1"])
    defer { folder.remove() }
    let explicit = try runPlurals(["lint", folder.root + "/Sub", folder.root + "/README.md"])
    #expect(explicit.status == 1)
    #expect(explicit.error.contains("no lintable files found"))
    #expect(explicit.error.contains("\(folder.root)/Sub, \(folder.root)/README.md"))
    let current = try runPlurals(["lint", "--format", "json"], directory: folder.root)
    #expect(current.status == 1)
    #expect(current.error.contains("no lintable files found (.strings, .stringsdict or .xcstrings) in: ."))
  }

  @Test("--quiet leaves notes out of the report and its summary")
  func quiet() throws {
    let folder = try Folder([
      "Cat.xcstrings": catalogWithNote,
      "pl.lproj/Localizable.stringsdict": polishTable([("files", lacksMany)]),
    ])
    defer { folder.remove() }
    let loud = try runPlurals(["lint", folder.root])
    #expect(loud.output.contains(": note: "))
    #expect(loud.output.hasSuffix("0 errors, 1 warning, 1 note in 2 files\n"))
    let quiet = try runPlurals(["lint", "--quiet", folder.root])
    #expect(!quiet.output.contains(": note: "))
    #expect(quiet.output.contains(": warning: "))
    #expect(quiet.output.hasSuffix("0 errors, 1 warning, 0 notes in 2 files\n"))
    #expect(quiet.status == 0)
  }

  @Test("--help documents every exit status; a bad option exits 64")
  func exitStatuses() throws {
    let help = try runPlurals(["lint", "--help"])
    for (status, words) in [
      ("0", "no error"), ("1", "no localization file found"), ("2", "could not be read"),
      ("64", "bad option"), ("78", "configuration"),
    ] {
      #expect(
        help.output.contains("  \(status.padding(toLength: 2, withPad: " ", startingAt: 0))  "), "\(status)")
      #expect(help.output.contains(words), "\(words)")
    }
    let usage = try runPlurals(["lint", "--format", "html", "."])
    #expect(usage.status == 64)
    #expect(usage.error.contains("checkstyle") && usage.error.contains("junit"))
    let unknown = try runPlurals(["lint", "--no-such-option"])
    #expect(unknown.status == 64)
  }

  @Test("--format checkstyle and junit: XML with the text format's diagnostics and its exit status")
  func xmlFormats() throws {
    let folder = try Folder([
      "pl.lproj/Localizable.stringsdict": polishTable([("a&amp;&lt;b&gt;", lacksOther)])
    ])
    defer { folder.remove() }
    let text = try runPlurals(["lint", "pl.lproj"], directory: folder.root)
    let count = text.output.split(separator: "\n").dropLast().count
    #expect(text.status == 1 && count >= 2)
    let checkstyle = try runPlurals(["lint", "--format", "checkstyle", "pl.lproj"], directory: folder.root)
    #expect(checkstyle.status == 1)
    #expect(checkstyle.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle"))
    #expect(checkstyle.output.components(separatedBy: "<error ").count - 1 == count)
    #expect(checkstyle.output.contains("<file name=\"pl.lproj/Localizable.stringsdict\">"))
    #expect(checkstyle.output.contains("&apos;a&amp;&lt;b&gt;&apos;"))
    let junit = try runPlurals(["lint", "--format", "junit", "pl.lproj"], directory: folder.root)
    #expect(junit.status == 1)
    #expect(junit.output.contains("<testsuites name=\"plurals lint\" tests=\"\(count)\""))
  }
}
