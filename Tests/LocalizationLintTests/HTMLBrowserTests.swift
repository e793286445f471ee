import Foundation
import LocalizedStrings
import LocalizationLint
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
  static func dumpDOM(_ html: String) throws -> String { try load(html).dom }

  /// The document after its script ran, opened at `#fragment` (`--dump-dom`), and
  /// what Chromium logged (console messages, a script refused by the page's policy).
  static func load(_ html: String, fragment: String = "") throws -> (dom: String, log: String) {
    let browser = try #require(chromium, "no chromium on PATH")
    let folder = NSTemporaryDirectory() + "lint-html-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder + "/profile", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try html.write(toFile: folder + "/report.html", atomically: true, encoding: .utf8)
    _ = FileManager.default.createFile(atPath: folder + "/log", contents: nil)
    let log = try FileHandle(forWritingTo: URL(fileURLWithPath: folder + "/log"))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: browser)
    // As root Chromium needs --no-sandbox; a profile of its own keeps runs apart.
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(folder)/profile",
      "--enable-logging=stderr", "--v=0", "--dump-dom", "file://\(folder)/report.html\(fragment)",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = log
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try log.close()
    #expect(process.terminationStatus == 0)
    let logged = (try? String(contentsOfFile: folder + "/log", encoding: .utf8)) ?? ""
    return (String(decoding: data, as: UTF8.self), logged)
  }

  /// The console's messages and the policy's refusals in Chromium's log.
  static func pageErrors(_ log: String) -> [String] {
    log.split(separator: "\n").map(String.init).filter {
      $0.contains("CONSOLE") || $0.contains("Content Security Policy") || $0.contains("Uncaught")
    }
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

  /// The findings' `data-code` values of `dom` (Chromium writes `hidden=""` on the ones hidden) .
  static func findings(_ dom: String) -> [(code: String, severity: String, hidden: Bool)] {
    dom.components(separatedBy: "<article ").dropFirst().map { article in
      let tag = String(article.prefix { $0 != ">" })
      func value(_ name: String) -> String {
        String((tag.components(separatedBy: "\(name)=\"").dropFirst().first ?? "").prefix { $0 != "\"" })
      }
      return (value("data-code"), value("data-severity"), tag.contains(" hidden"))
    }
  }

  @Test(
    "the filters in Chromium: by severity and by code from the address; no console error; the same page without them"
  )
  func filters() throws {
    let fixture = try LintFixture([
      "en.lproj/L.strings": "\"a\" = \"A\";\n\"count\" = \"%d files\";\n",
      // A key from a hostile pull request: an extra key, shown as text.
      "fr.lproj/L.strings":
        "\"count\" = \"%@ fichiers\";\n\"<img src=x onerror=alert(1)><script>alert(2)</script>\" = \"E\";\n",
      "de.lproj/L.strings": "\"a\" = \"A\";\n",
      "pl.lproj/Localizable.stringsdict": plist(
        entry("files", format: "%#@n@", variable("n", [("one", "%d plik"), ("other", "%d plików")]))),
    ])
    defer { fixture.remove() }
    let report = fixture.lint()
    let page = report.html(relativeTo: fixture.root)
    let severities = Set(report.findings.map(\.diagnostic.severity.rawValue))
    #expect(severities.count >= 2, "\(severities)")
    // Unfiltered: every finding shows, the count says so, nothing logged.
    let all = try Self.load(page)
    #expect(Self.pageErrors(all.log).isEmpty, "\(Self.pageErrors(all.log))")
    #expect(Self.findings(all.dom).count == report.findings.count)
    #expect(Self.findings(all.dom).allSatisfy { !$0.hidden })
    #expect(
      Self.shownText(all.dom).contains("\(report.findings.count) of \(report.findings.count) findings shown"))
    #expect(all.dom.contains("<html lang=\"en\" class=\"js\">"))
    #expect(all.dom.components(separatedBy: "<script").count == 2)
    #expect(!all.dom.contains("<img"))
    #expect(Self.shownText(all.dom).contains("key <img src=x onerror=alert(1)><script>alert(2)</script>"))
    // Errors only: the others hidden, and the sections left empty.
    let errors = try Self.load(page, fragment: "#severity=error")
    #expect(Self.pageErrors(errors.log).isEmpty)
    let shown = Self.findings(errors.dom)
    #expect(shown.count == report.findings.count)
    #expect(shown.allSatisfy { $0.hidden == ($0.severity != "error") })
    let errorCount = report.findings.count { $0.diagnostic.severity == .error }
    #expect(errorCount > 0)
    #expect(Self.shownText(errors.dom).contains("\(errorCount) of \(report.findings.count) findings shown"))
    #expect(
      errors.dom.contains("<section class=\"language\" id=\"language-")
        && errors.dom.contains("\" hidden=\"\">"))
    // One code: only its findings.
    let byCode = Self.findings(try Self.load(page, fragment: "#code=missing-key,extra-key").dom)
    #expect(byCode.contains { !$0.hidden })
    #expect(byCode.allSatisfy { $0.hidden == !["missing-key", "extra-key"].contains($0.code) })
    // A crafted link (a cut percent escape) is ignored, not an abort that leaves the boxes half set.
    let crafted = try Self.load(page, fragment: "#code=%E0&severity=error")
    #expect(Self.pageErrors(crafted.log).isEmpty, "\(Self.pageErrors(crafted.log))")
    #expect(Self.shownText(crafted.dom).contains("\(errorCount) of \(report.findings.count) findings shown"))
  }

  /// The text of each element of `dom` with the attribute `name`, by the attribute's value.
  static func counts(_ dom: String, _ name: String) -> [String: String] {
    var result: [String: String] = [:]
    for part in dom.components(separatedBy: " \(name)=\"").dropFirst() {
      let value = String(part.prefix { $0 != "\"" })
      guard let close = part.firstIndex(of: ">") else { continue }
      result[value] = String(part[part.index(after: close)...].prefix { $0 != "<" })
    }
    return result
  }

  @Test("the filters recount: the severities, the codes, the languages and files count what they let through")
  func recount() throws {
    let fixture = try LintFixture([
      "en.lproj/L.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n\"count\" = \"%d files\";\n",
      "fr.lproj/L.strings": "\"count\" = \"%@ fichiers\";\n\"extra\" = \"E\";\n",
      "de.lproj/L.strings": "\"a\" = \"A\";\n",
    ])
    defer { fixture.remove() }
    let report = fixture.lint()
    let page = report.html(relativeTo: fixture.root)
    let findings = report.findings
    func count(_ include: (LintFinding) -> Bool) -> String { String(findings.count(where: include)) }
    let groups = report.groupedByLanguage()
    for fragment in [
      "", "#severity=error", "#severity=warning", "#code=missing-key", "#severity=warning&code=extra-key",
    ] {
      let loaded = try Self.load(page, fragment: fragment)
      #expect(Self.pageErrors(loaded.log).isEmpty, "\(Self.pageErrors(loaded.log))")
      // What the address ticks, as the script reads it.
      var asked: [String: [String]] = [:]
      for part in fragment.dropFirst().split(separator: "&") {
        let pair = part.split(separator: "=")
        asked[String(pair[0])] = pair[1].split(separator: ",").map(String.init)
      }
      let severityShown = { (finding: LintFinding) in
        asked["severity"]?.contains(finding.diagnostic.severity.rawValue) ?? true
      }
      let codeShown = { (finding: LintFinding) in
        asked["code"]?.contains(finding.diagnostic.code.rawValue) ?? true
      }
      let severities = Self.counts(loaded.dom, "data-count-severity")
      #expect(severities.count == 3)
      for severity in ["error", "warning", "note"] {
        #expect(
          severities[severity] == count { $0.diagnostic.severity.rawValue == severity && codeShown($0) },
          "\(fragment) \(severity)")
      }
      let codes = Self.counts(loaded.dom, "data-count-code")
      #expect(codes.count == report.countsByCode.count)
      for code in report.countsByCode.keys {
        #expect(
          codes[code.rawValue] == count { $0.diagnostic.code == code && severityShown($0) },
          "\(fragment) \(code)")
      }
      let sections = Self.counts(loaded.dom, "data-count-in")
      var fileNumber = 0
      for (index, group) in groups.enumerated() {
        let shown = group.files.flatMap(\.findings).count { severityShown($0) && codeShown($0) }
        #expect(
          sections["language-\(index + 1)"] == "\(shown) finding\(shown == 1 ? "" : "s")", "\(fragment)")
        for file in group.files {
          fileNumber += 1
          #expect(
            sections["file-\(fileNumber)"]
              == String(file.findings.count { severityShown($0) && codeShown($0) }),
            "\(fragment) file \(fileNumber)")
        }
      }
    }
  }
}
