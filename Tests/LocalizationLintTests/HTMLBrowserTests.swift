import Foundation
import LocalizationFiles
import LocalizationLint
import LocalizedStrings
import Testing

/// Headless Chromium (Debian's `chromium`), which renders the HTML report in
/// the browser test: found on PATH, or nil.
let chromium: String? = {
  let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
  for name in ["chromium", "chromium-browser", "google-chrome"] {
    for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
      return "\(folder)/\(name)"
    }
  }
  return nil
}()

/// Whether the browser test runs: when Chromium is there, or when
/// PLURALS_REQUIRE_BROWSER is set (.ci/run sets it, and installs Chromium), so
/// that a missing browser fails the test instead of skipping it.
let browserIsAvailable: Bool = {
  let required = ProcessInfo.processInfo.environment["PLURALS_REQUIRE_BROWSER"] != nil
  if chromium == nil {
    print(
      "\(required ? "failing" : "skipping") the HTML report's browser test: no chromium on PATH (apt-get install chromium)"
    )
  }
  return chromium != nil || required
}()

@Suite(
  "lint output: the HTML page in a real browser",
  .enabled(if: browserIsAvailable, "no chromium on PATH (PLURALS_REQUIRE_BROWSER=1 makes this a failure)"))
struct HTMLBrowserTests {
  /// The document Chromium parsed from `html`, serialized again (`--dump-dom`).
  static func dumpDOM(_ html: String) throws -> String {
    let browser = try #require(chromium, "no chromium on PATH")
    let folder = NSTemporaryDirectory() + "lint-html-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder + "/profile", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try html.write(toFile: folder + "/report.html", atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: browser)
    // As root Chromium needs --no-sandbox; a profile of its own keeps runs apart.
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(folder)/profile",
      "--dump-dom", "file://\(folder)/report.html",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return String(decoding: data, as: UTF8.self)
  }

  /// What the page shows: the body's text, tags stripped and references decoded, white space folded.
  static func shownText(_ dom: String) -> String {
    var body = dom
    if let start = body.range(of: "<body") { body = String(body[start.lowerBound...]) }
    var text = ""
    var inTag = false
    for character in body {
      if character == "<" {
        inTag = true
        text += " "
      } else if character == ">" {
        inTag = false
      } else if !inTag {
        text.append(character)
      }
    }
    for (reference, character) in [
      ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&nbsp;", " "), ("&amp;", "&"),
    ] {
      text = text.replacing(reference, with: character)
    }
    return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test("Chromium shows the languages, the texts as written (with < and &), the fixes and the counts")
  func rendered() throws {
    let fixture = try LintFixture([
      "en.lproj/Localizable.stringsdict": plist(
        entry("files", format: "%#@n@", variable("n", [("one", "%d file"), ("other", "%d files")]))),
      "pl.lproj/Localizable.stringsdict": plist(
        entry(
          "files", format: "%#@n@",
          variable("n", [("one", "%d plik &lt;b&gt; &amp; co"), ("other", "%d plików")]))),
      "ja.lproj/Localizable.stringsdict": plist(
        entry("files", format: "%#@n@", variable("n", [("one", "%d ファイル"), ("other", "%d ファイル")]))),
    ])
    defer { fixture.remove() }
    let report = fixture.lint()
    let dom = try Self.dumpDOM(report.html(relativeTo: fixture.root))
    // The text's markup characters stayed text: no element <b> in the parsed document.
    #expect(!dom.contains("<b>"))
    #expect(dom.contains("&lt;b&gt;"))
    let shown = Self.shownText(dom)
    #expect(shown.contains("Language: ja"))
    #expect(shown.contains("Language: pl"))
    #expect(!shown.contains("Language: en"))
    #expect(shown.contains("n one: %d plik <b> & co"))
    #expect(shown.contains("pl.lproj/Localizable.stringsdict"))
    #expect(shown.contains(report.summary))
    #expect(report.summary.hasSuffix("in 3 files"))
    #expect(shown.contains("What is wrong"))
    #expect(shown.contains(DiagnosticCode.missingCategories.help))
    // The languages in order, Japanese before Polish.
    let japanese = try #require(shown.range(of: "Language: ja"))
    let polish = try #require(shown.range(of: "Language: pl"))
    #expect(japanese.lowerBound < polish.lowerBound)
    // Each code's count as the counts table shows it.
    for (code, count) in report.countsByCode {
      #expect(shown.contains("\(code.rawValue) \(count) "), "\(code)")
    }
  }
}
