import LocalizedStrings

extension LintReport {
  /// The report as one self-contained HTML page for translators and
  /// reviewers: inline CSS, no script and nothing loaded from elsewhere, so
  /// that it can be attached to a CI run or mailed and opened anywhere.
  ///
  /// The page opens with the summary (errors, warnings and notes, files
  /// checked) and a table of the codes found, each with its count and
  /// meaning; then the paths that could not be read, if any; then the
  /// findings grouped by language and, within a language, by file. Each
  /// finding shows its severity, code, line and column, key, the entry's
  /// text as written (``LintFinding/text``), what is wrong (the message) and
  /// the fix (`DiagnosticCode.help`). Findings that belong to no single
  /// language (a file that cannot be read) come last. Every text from the
  /// files is escaped, so `<b>` or `&amp;` in a translation shows as written.
  ///
  /// - Parameters:
  ///   - workingDirectory: Absolute paths below it are written relative to it.
  /// - Complexity: O(*n* log *n*) in the number of findings.
  public func html(relativeTo workingDirectory: String? = nil) -> String {
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>plurals lint: \(HTMLText.escaped(summary))</title>
      <style>
      \(HTMLText.style)
      </style>
      </head>
      <body>
      <h1>Localization check</h1>
      <p class="summary">\(HTMLText.escaped(summary))</p>

      """
    page += countsTable()
    if !unreadablePaths.isEmpty {
      page += "<section class=\"unreadable\">\n<h2>Paths that could not be read</h2>\n"
      page += "<p>The check is incomplete: nothing below these paths was checked.</p>\n<ul>\n"
      for path in unreadable {
        page +=
          "<li><code>\(HTMLText.escaped(reportPath(path.path, relativeTo: workingDirectory)))</code>: "
          + "\(HTMLText.escaped(path.reason))</li>\n"
      }
      page += "</ul>\n</section>\n"
    }
    if findings.isEmpty {
      page += "<p class=\"clean\">Nothing to report.</p>\n"
    }
    for group in groupedByLanguage() {
      let heading = group.language.map { "Language: \($0)" } ?? "Not tied to one language"
      let count = group.files.reduce(0) { $0 + $1.findings.count }
      page += "<section class=\"language\">\n"
      page +=
        "<h2>\(HTMLText.escaped(heading)) <span class=\"count\">(\(count) finding\(count == 1 ? "" : "s"))</span></h2>\n"
      for file in group.files {
        page += "<section class=\"file\">\n"
        page +=
          "<h3><code>\(HTMLText.escaped(reportPath(file.path, relativeTo: workingDirectory)))</code></h3>\n"
        for finding in file.findings { page += Self.html(finding, language: group.language) }
        page += "</section>\n"
      }
      page += "</section>\n"
    }
    return page + "</body>\n</html>\n"
  }

  /// The severities' totals and a row per code found.
  private func countsTable() -> String {
    let counts = countsByCode.sorted {
      ($0.key.severity, -$0.value, $0.key.rawValue) < ($1.key.severity, -$1.value, $1.key.rawValue)
    }
    var table = "<table class=\"counts\">\n<thead><tr><th>Severity</th><th>Code</th><th>Count</th>"
    table += "<th>Meaning</th></tr></thead>\n<tbody>\n"
    for (code, count) in counts {
      // The code's own severity, unless the configuration changed it for every one of them.
      let severities = Set(findings.filter { $0.diagnostic.code == code }.map(\.diagnostic.severity))
      let severity = severities.count == 1 ? severities.first! : code.severity
      table +=
        "<tr class=\"\(severity.rawValue)\"><td>\(severity.rawValue)</td><td><code>\(code.rawValue)</code></td>"
        + "<td class=\"number\">\(count)</td><td>\(HTMLText.escaped(code.summary))</td></tr>\n"
    }
    if !unreadablePaths.isEmpty {
      table +=
        "<tr class=\"error\"><td>error</td><td><code>unreadable-path</code></td>"
        + "<td class=\"number\">\(unreadablePaths.count)</td><td>a path could not be read</td></tr>\n"
    }
    return table + "</tbody>\n</table>\n"
  }

  private static func html(_ finding: LintFinding, language: String?) -> String {
    let diagnostic = finding.diagnostic
    let severity = diagnostic.severity.rawValue
    var place = "line \(diagnostic.location.line), column \(diagnostic.location.column)"
    if let key = finding.subject?.key { place += " · key <q>\(HTMLText.escaped(key))</q>" }
    var block = "<article class=\"finding \(severity)\">\n"
    block +=
      "<p class=\"head\"><span class=\"severity\">\(severity)</span> <code>\(diagnostic.code.rawValue)</code> "
      + "<span class=\"place\">\(place)</span></p>\n"
    if let text = finding.text {
      if diagnostic.code == .missingKey {
        block += "<p class=\"label\">The text to translate:</p>\n"
      }
      // The text in its language (fonts, hyphenation) and direction (Arabic, Hebrew).
      let lang = language.map { " lang=\"\(HTMLText.escaped($0.replacing("_", with: "-")))\"" } ?? ""
      block += "<pre class=\"text\" dir=\"auto\"\(lang)>\(HTMLText.escaped(text))</pre>\n"
    }
    block += "<dl>\n<dt>What is wrong</dt><dd>\(HTMLText.escaped(diagnostic.message))</dd>\n"
    block += "<dt>Fix</dt><dd>\(HTMLText.escaped(diagnostic.code.help))</dd>\n</dl>\n"
    return block + "</article>\n"
  }

  /// The findings by language (sorted, the ones of no language last), then by file in the report's order.
  package func groupedByLanguage() -> [(language: String?, files: [(path: String, findings: [LintFinding])])]
  {
    var languages: [String?: [String: [LintFinding]]] = [:]
    var fileOrder: [String] = []
    var seen = Set<String>()
    for finding in findings {
      let file = finding.diagnostic.location.file
      let language = finding.subject?.language ?? StringTable.language(ofPath: file)
      if seen.insert(file).inserted { fileOrder.append(file) }
      languages[language, default: [:]][file, default: []].append(finding)
    }
    let order = languages.keys.sorted { ($0 == nil ? 1 : 0, $0 ?? "") < ($1 == nil ? 1 : 0, $1 ?? "") }
    return order.map { language in
      let files = languages[language]!
      return (language, fileOrder.compactMap { file in files[file].map { (file, $0) } })
    }
  }
}

/// Text in an HTML document.
package enum HTMLText {
  /// `text` as character data or a quoted attribute value (`MarkupText.Dialect.html`).
  package static func escaped(_ text: String) -> String { MarkupText.escaped(text, for: .html) }

  static let style = """
    body { font: 15px/1.45 -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; margin: 2em auto; max-width: 60em; padding: 0 1em; color: #1d1d1f; background: #fff; }
    h1 { font-size: 1.6em; margin-bottom: .2em; }
    h2 { font-size: 1.3em; margin-top: 2em; border-bottom: 2px solid #ccc; padding-bottom: .2em; }
    h3 { font-size: 1.05em; margin: 1.4em 0 .6em; }
    .count { font-weight: normal; color: #555; }
    .summary { font-size: 1.1em; font-weight: 600; }
    table.counts { border-collapse: collapse; margin: 1em 0; }
    table.counts th, table.counts td { border: 1px solid #ddd; padding: .3em .6em; text-align: left; vertical-align: top; }
    td.number { text-align: right; }
    table.counts code { white-space: nowrap; }
    code, pre { font-family: ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", monospace; }
    pre.text { white-space: pre-wrap; overflow-wrap: anywhere; background: #f6f6f6; border: 1px solid #e2e2e2; padding: .5em .7em; margin: .4em 0; }
    article.finding { border-left: 4px solid #999; padding: .3em .8em; margin: .8em 0; }
    article.error { border-color: #c62828; }
    article.warning { border-color: #ef8f00; }
    article.note { border-color: #1e6fd9; }
    .severity { font-weight: 700; text-transform: uppercase; font-size: .8em; padding: .1em .4em; border-radius: 3px; color: #fff; background: #999; }
    .error .severity, tr.error td:first-child { background: #c62828; color: #fff; }
    .warning .severity, tr.warning td:first-child { background: #ef8f00; color: #fff; }
    .note .severity, tr.note td:first-child { background: #1e6fd9; color: #fff; }
    .place { color: #555; }
    .label { margin: .4em 0 0; color: #555; }
    dl { margin: .3em 0; }
    dt { font-weight: 600; }
    dd { margin: 0 0 .3em 1.2em; }
    .unreadable { border: 2px solid #c62828; padding: 0 1em; }
    """
}
