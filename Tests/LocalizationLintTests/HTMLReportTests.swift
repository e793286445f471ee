import Foundation
import LocalizedStrings
import LocalizationLint
import Testing

@Suite("lint output: the HTML page")
struct HTMLReportTests {
  /// Two languages, a finding of no language, texts with markup characters, an unreadable path.
  static func report() -> LintReport {
    LintReport(
      findings: [
        LintFinding(
          .init(
            .missingCategories, "variable 'n' of 'files' lacks 'many' <5 & up>",
            at: .init(file: "/repo/App/pl.lproj/Localizable.stringsdict", line: 9, column: 3)),
          subject: .init(table: "Localizable", key: "files <&>", language: "pl"),
          text: "%#@n@\nn one: %d <b>plik</b> & co\nn other: %d plików"),
        LintFinding(
          .init(
            .unusedCategory, "'one' is never chosen",
            at: .init(file: "/repo/App/ja.lproj/Localizable.stringsdict", line: 4, column: 1)),
          subject: .init(table: "Localizable", key: "files", language: "ja"), text: "\"quoted\" 'single'"),
        LintFinding(
          .init(
            .missingOther, "no 'other'",
            at: .init(file: "/repo/App/pl.lproj/Other.stringsdict", line: 2, column: 1)),
          subject: .init(table: "Other", key: "k", language: "pl")),
        LintFinding(
          .init(
            .parseError, "unexpected </dict>",
            at: .init(file: "/repo/App/Broken.strings", line: 1, column: 1)),
          subject: .init(table: "Broken")),
      ], filesChecked: 4, unreadablePaths: ["/repo/<gone>"])
  }

  @Test(
    "markup characters and controls are escaped; nothing from a file can open an element or start a line")
  func escaping() {
    #expect(
      HTMLText.escaped("a <b> & \"c\" 'd'\tx\n\u{1}\u{85}\u{FFFE}é\r\u{202E}\u{2028}")
        == "a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39;\tx&#10;\u{FFFD}\u{FFFD}\u{FFFD}é&#13;&#x202E;&#x2028;"
    )
    let page = Self.report().html(relativeTo: "/repo")
    #expect(page.contains("%d &lt;b&gt;plik&lt;/b&gt; &amp; co"))
    #expect(page.contains("key <q>files &lt;&amp;&gt;</q>"))
    #expect(page.contains("lacks &#39;many&#39; &lt;5 &amp; up&gt;"))
    #expect(page.contains("<code>&lt;gone&gt;</code>") || page.contains("<code>/repo/&lt;gone&gt;</code>"))
    #expect(!page.contains("<b>plik"))
    #expect(!page.contains("<gone>"))
  }

  @Test(
    "a key, path or message shows a bidirectional control as the text report does; a file's text keeps it"
  )
  func namesShowControls() {
    let override = "\u{202E}"
    let report = LintReport(
      findings: [
        LintFinding(
          .init(
            .missingOther, "'ok\(override)_eton' has no 'other'",
            at: .init(file: "/repo/\(override)sgnirts/en.lproj/L.strings", line: 1, column: 1)),
          subject: .init(table: "L", key: "ok\(override)_eton", language: "en"),
          text: "\u{200F}نص \(override)x")
      ], filesChecked: 1)
    let page = report.html(relativeTo: "/repo")
    #expect(page.contains("key <q>ok\\u{202E}_eton</q>"), "\(page)")
    #expect(page.contains("<code>\\u{202E}sgnirts/en.lproj/L.strings</code>"), "\(page)")
    #expect(page.contains("&#39;ok\\u{202E}_eton&#39; has no &#39;other&#39;"), "\(page)")
    // The entry's text is the translation as written: its marks are kept, as references.
    #expect(page.contains(">&#x200F;نص &#x202E;x</pre>"), "\(page)")
    #expect(page.components(separatedBy: "&#x202E;").count == 2, "only the text holds the control")
    #expect(!page.unicodeScalars.contains("\u{202E}"))
  }

  @Test("self-contained: its own style and script, allowed by their digests; no link or source to load")
  func selfContained() throws {
    let page = Self.report().html()
    #expect(page.hasPrefix("<!DOCTYPE html>\n"))
    #expect(page.contains("<style>"))
    for outside in ["<link", "src=", "@import", "url(", "http:", "https:", "//"] {
      #expect(!page.contains(outside), "\(outside)")
    }
    // Every link is to an anchor of the page.
    let links = page.split(separator: "href=\"").dropFirst()
    #expect(!links.isEmpty)
    #expect(links.allSatisfy { $0.hasPrefix("#") })
    // One script, the page's own; the policy names it and the style by their digests.
    #expect(page.components(separatedBy: "<script").count == 2)
    let script = try #require(page.split(separator: "<script>").last?.split(separator: "</script>").first)
    let style = try #require(page.split(separator: "<style>").last?.split(separator: "</style>").first)
    #expect(String(script) == "\n" + HTMLText.script + "\n")
    let policy =
      "default-src 'none'; style-src 'sha256-\(Digest.sha256Base64(String(style)))'; "
      + "script-src 'sha256-\(Digest.sha256Base64(String(script)))'; base-uri 'none'; form-action 'none'"
    #expect(page.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"\(policy)\">"))
  }

  @Test("the paths that could not be read: a section only when there are some, each path and reason")
  func unreadableSection() {
    var clean = Self.report()
    clean.unreadable = []
    #expect(!clean.html(relativeTo: "/repo").contains("unreadable\">"))
    var report = Self.report()
    report.unreadable = [UnreadablePath(path: "/repo/<gone>", reason: "it is <gone>")]
    #expect(
      report.html(relativeTo: "/repo").contains(
        "<section class=\"unreadable\">\n<h2>Paths that could not be read</h2>\n"
          + "<p>The check is incomplete: nothing below these paths was checked.</p>\n"
          + "<ul>\n<li><code>&lt;gone&gt;</code>: it is &lt;gone&gt;</li>\n</ul>\n</section>\n"))
    // The preview's section is the same, without the report's note.
    var preview = PluralPreview(paths: [], configuration: LintConfiguration())
    #expect(!preview.html(relativeTo: "/repo").contains("unreadable\">"))
    preview.unreadable = report.unreadable
    #expect(
      preview.html(relativeTo: "/repo").contains(
        "<section class=\"unreadable\">\n<h2>Paths that could not be read</h2>\n"
          + "<ul>\n<li><code>&lt;gone&gt;</code>: it is &lt;gone&gt;</li>\n</ul>\n</section>\n"))
  }

  @Test("grouped by language (sorted, no language last), then by file; the fix from the registry")
  func grouping() {
    let groups = Self.report().groupedByLanguage()
    #expect(groups.map(\.language) == ["ja", "pl", nil])
    #expect(
      groups[1].files.map(\.path) == [
        "/repo/App/pl.lproj/Localizable.stringsdict", "/repo/App/pl.lproj/Other.stringsdict",
      ])
    let page = Self.report().html(relativeTo: "/repo")
    let headings = page.split(separator: "\n").filter { $0.hasPrefix("<h2>") || $0.hasPrefix("<h3>") }
    #expect(
      headings == [
        "<h2>Paths that could not be read</h2>",
        "<h2>Contents</h2>",
        "<h2>Language: ja <span class=\"count\">(<span data-count-in=\"language-1\" data-noun=\"finding\">1 finding</span>)</span></h2>",
        "<h3><code>App/ja.lproj/Localizable.stringsdict</code></h3>",
        "<h2>Language: pl <span class=\"count\">(<span data-count-in=\"language-2\" data-noun=\"finding\">2 findings</span>)</span></h2>",
        "<h3><code>App/pl.lproj/Localizable.stringsdict</code></h3>",
        "<h3><code>App/pl.lproj/Other.stringsdict</code></h3>",
        "<h2>Not tied to one language <span class=\"count\">(<span data-count-in=\"language-3\" data-noun=\"finding\">1 finding</span>)</span></h2>",
        "<h3><code>App/Broken.strings</code></h3>",
      ])
    #expect(page.contains("<dd>\(HTMLText.escaped(DiagnosticCode.missingOther.help))</dd>"))
    #expect(page.contains(HTMLText.escaped(Self.report().summary)))
    // The counts table: one row per code, with the registry's meaning.
    #expect(
      page.contains(
        "<td><code>unused-category</code></td><td class=\"number\" data-count-code=\"unused-category\">1</td>"
      ))
    #expect(page.contains("<td><code>unreadable-path</code></td><td class=\"number\">1</td>"))
  }

  @Test(
    "a lint run gives each finding its entry's text as written, a catalog's plural variation in catalog terms"
  )
  func textsOfARun() throws {
    let report = try lintReport([
      "pl.lproj/Localizable.stringsdict": plist(
        entry(
          "files", format: "%#@n@",
          variable("n", [("one", "%d plik &amp; &lt;b&gt;"), ("other", "%d plików")]))),
      "Shelves.xcstrings": catalog(
        #""books":{"localizations":{"ru":{"variations":{"plural":{"one":\#(unit("%lld книга")),"other":\#(unit("%lld книг"))}}}}}"#
      ),
    ])
    let polish = try #require(
      report.findings.first { $0.diagnostic.code == .missingCategories && $0.subject?.language == "pl" })
    #expect(polish.text == "%#@n@\nn one: %d plik & <b>\nn other: %d plików")
    let missing = try lintReport([
      "en.lproj/L.strings": "\"a\" = \"Tom & <Jerry>\";\n\"b\" = \"B\";\n",
      "de.lproj/L.strings": "\"b\" = \"B\";\n",
    ])
    let untranslated = try #require(missing.findings.first { $0.diagnostic.code == .missingKey })
    #expect(untranslated.text == "Tom & <Jerry>")
    // The text to translate is English: marked as such.
    #expect(
      missing.html().contains(
        "<p class=\"label\">The text to translate:</p>\n<pre class=\"text\" dir=\"auto\" lang=\"en\">Tom &amp; &lt;Jerry&gt;</pre>"
      ))
    let russian = try #require(
      report.findings.first { $0.subject?.language == "ru" && $0.subject?.key == "books" })
    #expect(russian.text == "plural one: %lld книга\nplural other: %lld книг")
  }
}
