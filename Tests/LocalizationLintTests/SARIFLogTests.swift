import Foundation
import LocalizedStrings
import LocalizationLint
import SourceFiles
import Testing

@Suite("lint output: SARIF 2.1.0")
struct SARIFLogTests {
  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func run(_ text: String) throws -> [String: Any] {
    let log = try object(text)
    #expect(log["version"] as? String == "2.1.0")
    #expect((log["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    return runs[0]
  }

  static let levels: [LocalizationDiagnostic.Severity: String] = [
    .error: "error", .warning: "warning", .note: "note",
  ]

  @Test("the driver names the tool and its version and has one rule per diagnostic code")
  func driver() throws {
    let run = try Self.run(LintReport(diagnostics: [], filesChecked: 0).sarif())
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "plurals")
    #expect(driver["version"] as? String == SwiftPlurals.version)
    #expect(driver["semanticVersion"] as? String == SwiftPlurals.version)
    #expect((driver["informationUri"] as? String).flatMap(URL.init(string:))?.scheme == "https")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == DiagnosticCode.allCases.map(\.rawValue))
    for (rule, code) in zip(rules, DiagnosticCode.allCases) {
      #expect((rule["shortDescription"] as? [String: Any])?["text"] as? String == code.summary)
      #expect((rule["help"] as? [String: Any])?["text"] as? String == code.help)
      #expect(
        (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String == Self.levels[code.severity])
    }
    let levelOf = Dictionary(
      uniqueKeysWithValues: rules.map {
        ($0["id"] as? String ?? "", ($0["defaultConfiguration"] as? [String: Any])?["level"] as? String)
      })
    #expect(levelOf["missing-other"] == "error")
    #expect(levelOf["missing-categories"] == "warning")
    #expect(levelOf["catalog-state-new"] == "note")
    #expect(run["results"] as? [Any] != nil)
  }

  @Test(
    "results: rule, level, message and a location that resolves to the file (spaces, %, #, : and é in the path)"
  )
  func results() throws {
    let fixture = try LintFixture(
      [
        "pl.lproj/Localizable.stringsdict": plist(
          entry("a", format: "%#@n@", variable("n", [("one", "%d plik")]))
            + entry("b", format: "%#@n@", variable("n", [("one", "%d plik"), ("other", "%d pliki")]))),
        "Cat.xcstrings": catalog(
          #""k":{"localizations":{"en":\#(unit("k")),"de":\#(unit("k", state: "new"))}}"#),
      ], folderName: " a b%20#?:é")
    defer { fixture.remove() }
    let report = fixture.lint()
    #expect(Set(report.diagnostics.map(\.severity)) == [.error, .warning, .note])
    let run = try Self.run(report.sarif(relativeTo: fixture.root))
    let base = try #require(
      ((run["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any])?["uri"] as? String)
    let baseURL = try #require(URL(string: base))
    #expect(baseURL.isFileURL && base.hasSuffix("/"))
    #expect(baseURL.path == fixture.root)
    let rules = try #require(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == report.diagnostics.count)
    for (result, diagnostic) in zip(results, report.diagnostics) {
      #expect(result["ruleId"] as? String == diagnostic.code.rawValue)
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == diagnostic.code.rawValue)
      #expect(result["level"] as? String == Self.levels[diagnostic.severity])
      #expect((result["message"] as? [String: Any])?["text"] as? String == diagnostic.message)
      let locations = try #require(result["locations"] as? [[String: Any]])
      let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
      let artifact = try #require(physical["artifactLocation"] as? [String: Any])
      #expect(artifact["uriBaseId"] as? String == "SRCROOT")
      let uri = try #require(artifact["uri"] as? String)
      #expect(!uri.hasPrefix("/") && !uri.contains(" "))
      #expect(URL(string: uri, relativeTo: baseURL)?.path == diagnostic.location.file)
      let region = try #require(physical["region"] as? [String: Any])
      #expect(region["startLine"] as? Int == diagnostic.location.line)
      #expect(region["startColumn"] as? Int == diagnostic.location.column)
    }
  }

  @Test(
    "files outside the working directory get file: URIs; messages with quotes and control characters survive")
  func outsideAndEscaping() throws {
    let message = "a \"quoted\" \\ tab\tand \u{1} control, 100% \n second line"
    let report = LintReport(
      diagnostics: [
        .init(.missingOther, message, at: SourceLocation(file: "/elsewhere/a b.strings", line: 2, column: 1))
      ],
      filesChecked: 1, unreadablePaths: ["/nonexistent"])
    let run = try Self.run(report.sarif(relativeTo: "/work/app"))
    let result = try #require((run["results"] as? [[String: Any]])?.first)
    #expect((result["message"] as? [String: Any])?["text"] as? String == message)
    let artifact =
      (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
        "artifactLocation"] as? [String: Any])
    #expect(artifact?["uri"] as? String == "file:///elsewhere/a%20b.strings")
    #expect(artifact?["uriBaseId"] == nil)
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == false)
    let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
    #expect(notification["level"] as? String == "error")
    #expect((notification["message"] as? [String: Any])?["text"] as? String == "cannot read /nonexistent")
  }
}
