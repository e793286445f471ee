import Foundation
import LocalizedStrings
import LocalizationLint
import SwiftCallSites
import Testing

func plist(_ body: String) -> String {
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)\n</dict>\n</plist>\n"
}

/// A variable dictionary; `spec` nil leaves out NSStringFormatSpecTypeKey, `valueType` nil the value type.
func variable(
  _ name: String, spec: String? = "NSStringPluralRuleType", valueType: String? = "d",
  _ variants: [(String, String)]
) -> String {
  var text = "<key>\(name)</key><dict>"
  if let spec { text += "<key>NSStringFormatSpecTypeKey</key><string>\(spec)</string>" }
  if let valueType { text += "<key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>" }
  for (key, value) in variants { text += "<key>\(key)</key><string>\(value)</string>" }
  return text + "</dict>"
}

func entry(_ key: String, format: String, _ variables: String...) -> String {
  "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>\(format)</string>\(variables.joined())</dict>"
}

/// Files written to a temporary directory for one test.
struct LintFixture {
  let root: String
  /// Whether a file is Swift code, which ``lint()`` then reads as `--sources` does.
  let hasSwiftCode: Bool
  /// Whether the fixture has a `.plurals-lint.yml`, which ``lint()`` then reads.
  let isConfigured: Bool

  /// `folderName` is appended to the temporary folder's unique name.
  init(_ files: [String: String], folderName: String = "") throws {
    root = NSTemporaryDirectory() + "lint-\(UUID().uuidString)" + folderName
    hasSwiftCode = files.keys.contains { $0.hasSuffix(".swift") }
    isConfigured = files[".plurals-lint.yml"] != nil
    for (name, contents) in files {
      let path = root + "/" + name
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try contents.write(toFile: path, atomically: true, encoding: .utf8)
    }
  }

  /// The fixture linted, its Swift code (if any) read as `plurals lint --sources` reads it,
  /// with its `.plurals-lint.yml` (if any).
  func lint() -> LintReport {
    var configuration = LintConfiguration()
    if isConfigured {
      do {
        configuration = try LintConfiguration(contentsOf: root + "/.plurals-lint.yml")
      } catch {
        Issue.record("the fixture's configuration: \(error)")
      }
    }
    guard hasSwiftCode else { return Linter.lint(paths: [root], configuration: configuration) }
    return Linter.lint(
      paths: [root], configuration: configuration, writingTexts: true,
      code: CallSiteScanner.read(paths: [root], functions: configuration.localizationFunctions))
  }

  /// Every file of the fixture, by its path inside it (folders left out).
  func contents() -> [String: Data] {
    var result: [String: Data] = [:]
    for name in FileManager.default.subpaths(atPath: root) ?? [] {
      if let data = FileManager.default.contents(atPath: root + "/" + name) { result[name] = data }
    }
    return result
  }
  /// ``contents()`` of the files that are UTF-8 text, as text.
  func texts() -> [String: String] {
    contents().compactMapValues { String(data: $0, encoding: .utf8) }
  }

  func remove() { try? FileManager.default.removeItem(atPath: root) }
}

/// Lints files written to a temporary directory; returns the codes found.
func lintCodes(_ files: [String: String]) throws -> [DiagnosticCode] {
  try lintReport(files).diagnostics.map(\.code)
}

/// Lints files written to a temporary directory.
func lintReport(_ files: [String: String]) throws -> LintReport {
  let fixture = try LintFixture(files)
  defer { fixture.remove() }
  return fixture.lint()
}

/// A String Catalog whose `strings` member is `strings` (JSON text).
func catalog(_ strings: String, source: String = "en") -> String {
  #"{"sourceLanguage":"\#(source)","version":"1.0","strings":{\#(strings)}}"#
}

/// A catalog localization: a string unit in `state` with `value`.
func unit(_ value: String, state: String = "translated") -> String {
  #"{"stringUnit":{"state":"\#(state)","value":"\#(value)"}}"#
}

let good = variable("n", [("one", "%d file"), ("other", "%d files")])

/// An HTML paragraph with a link to a Russian Wikipedia page: percent-encoded bytes
/// (`%D0%9F` is П), one of which, `%BE`, reads as the unknown conversion 'B' to a formatter.
let htmlWithLink =
  #"<p>См. <a href=\"https://ru.wikipedia.org/wiki/%D0%9F%D0%BE%D1%87%D1%82%D0%B0\">Почта</a>.</p>"#

/// A `.stringsdict` plural variable `n` of type `d` with `variants`, in entry `key`.
func pluralEntry(_ variants: [(String, String)], key: String = "k", valueType: String = "d") -> String {
  entry(key, format: "%#@n@", variable("n", valueType: valueType, variants))
}
