import LocalizedStrings

extension LintReport {
  /// The report as one self-contained HTML page for translators and
  /// reviewers: inline CSS and script, nothing loaded from elsewhere (its
  /// Content-Security-Policy allows only its own style and script), so that
  /// it can be attached to a CI run or mailed and opened anywhere.
  ///
  /// The page opens with a header naming the project, commit and day
  /// (``metadata``, when set), the summary (errors, warnings and notes, files
  /// checked) and a table of the codes found, most severe first, each with
  /// its count and meaning; then the paths that could not be read, if any;
  /// then the contents (each language and its files, linked, with their
  /// counts); then the findings grouped by language and, within a language,
  /// by file. Each finding shows its severity, code, line and column (a link
  /// to itself), key, the entry's text as written (``LintFinding/text``),
  /// and, where it compares the entry with the development language's
  /// (``LintFinding/reference``), that text beside it with its line; a
  /// missing key shows the text to translate and where the key is; a
  /// duplicate key shows its copies (``LintFinding/copies``), each with its
  /// line and value. Then what is wrong (the message) and the fix
  /// (`DiagnosticCode.help`).
  /// Findings that belong to no single language (a file that cannot be read)
  /// come last.
  ///
  /// With scripts on, boxes filter the findings by severity and by code, and
  /// an address ending in `#severity=error&code=missing-key` opens filtered,
  /// and the counts (of each severity, code, language and file) count what
  /// the filters let through; without scripts, the page shows everything. Every text from the files is
  /// escaped, so `<b>` or `&amp;` in a translation shows as written; a name or message shows a
  /// control or bidirectional character as the text report does (``HTMLText/name(_:)``), so that
  /// a key or path cannot read reversed.
  ///
  /// - Parameters:
  ///   - workingDirectory: Absolute paths below it are written relative to it.
  /// - Complexity: O(*n* log *n*) in the number of findings.
  package func html(relativeTo workingDirectory: String? = nil) -> String {
    var page = HTMLText.pageStart(
      title: "plurals lint: " + summary, policy: HTMLText.policy, style: HTMLText.style,
      heading: "Localization check")
    page += header()
    page += "<p class=\"summary\">\(HTMLText.name(summary))</p>\n"
    page += filters()
    page += HTMLText.unreadableSection(
      unreadable, relativeTo: workingDirectory,
      note: "The check is incomplete: nothing below these paths was checked.")
    if findings.isEmpty {
      page += "<p class=\"clean\">Nothing to report.</p>\n"
    }
    let groups = groupedByLanguage()
    let path = { (file: String) in HTMLText.name(reportPath(file, relativeTo: workingDirectory)) }
    page += contents(groups, path: path)
    var (fileNumber, findingNumber) = (0, 0)
    for (languageNumber, group) in groups.enumerated() {
      let heading = group.language.map { "Language: \($0)" } ?? "Not tied to one language"
      let count = group.files.reduce(0) { $0 + $1.findings.count }
      page += "<section class=\"language\" id=\"language-\(languageNumber + 1)\">\n"
      page +=
        "<h2>\(HTMLText.name(heading)) <span class=\"count\">("
        + "\(Self.counted(count, in: "language-\(languageNumber + 1)")))</span></h2>\n"
      for file in group.files {
        fileNumber += 1
        page +=
          "<section class=\"file\" id=\"file-\(fileNumber)\">\n<h3><code>\(path(file.path))</code></h3>\n"
        for finding in file.findings {
          findingNumber += 1
          page += Self.html(finding, number: findingNumber, language: group.language, path: path)
        }
        page += "</section>\n"
      }
      page += "</section>\n"
    }
    return page + HTMLText.pageEnd(script: HTMLText.script)
  }

  /// "1 finding", "2 findings".
  private static func counted(_ count: Int) -> String { "\(count) finding\(count == 1 ? "" : "s")" }

  /// "1 finding", counted again by the script as the filters change: the findings shown in the
  /// section `target`.
  private static func counted(_ count: Int, in target: String) -> String {
    "<span data-count-in=\"\(target)\" data-noun=\"finding\">\(counted(count))</span>"
  }

  /// The project, commit and day of the run (``metadata``), each escaped; empty without them.
  private func header() -> String {
    guard let metadata, !metadata.isEmpty else { return "" }
    var items: [String] = []
    if let project = metadata.project {
      items.append("Project <strong>\(HTMLText.name(project))</strong>")
    }
    if let commit = metadata.commit { items.append("commit <code>\(HTMLText.name(commit))</code>") }
    if let date = metadata.date { items.append("<time>\(HTMLText.name(date))</time>") }
    return "<p class=\"run\">" + items.joined(separator: " · ") + "</p>\n"
  }

  /// The severities' boxes (shown with scripts on), then the severities'
  /// totals and a row per code found, most severe first, each with its box.
  private func filters() -> String {
    var form = "<form id=\"filters\" class=\"filters\">\n<p class=\"js-only\">Show: "
    for severity in [LocalizationDiagnostic.Severity.error, .warning, .note] {
      form +=
        "<label><input type=\"checkbox\" name=\"severity\" value=\"\(severity.rawValue)\" checked> "
        + "\(severity.rawValue)s (<span data-count-severity=\"\(severity.rawValue)\">\(count(severity))</span>)</label>"
    }
    form += "<button type=\"reset\">Show all</button> <span id=\"shown\" aria-live=\"polite\"></span></p>\n"
    // Each code's severity as shown: its own, unless the configuration changed it for every one of them.
    var severities: [DiagnosticCode: Set<LocalizationDiagnostic.Severity>] = [:]
    for finding in findings {
      severities[finding.diagnostic.code, default: []].insert(finding.diagnostic.severity)
    }
    let rows = countsByCode.map { code, count in
      let found = severities[code] ?? []
      return (code: code, count: count, severity: found.count == 1 ? found.first! : code.severity)
    }.sorted { ($0.severity, -$0.count, $0.code.rawValue) < ($1.severity, -$1.count, $1.code.rawValue) }
    form +=
      "<table class=\"counts\">\n<thead><tr><th class=\"js-only\">Show</th><th>Severity</th><th>Code</th>"
    form += "<th>Count</th><th>Meaning</th></tr></thead>\n<tbody>\n"
    for row in rows {
      form +=
        "<tr class=\"\(row.severity.rawValue)\"><td class=\"js-only\"><input type=\"checkbox\" name=\"code\" "
        + "value=\"\(row.code.rawValue)\" checked aria-label=\"show \(row.code.rawValue)\"></td>"
        + "<td class=\"level\">\(row.severity.rawValue)</td><td><code>\(row.code.rawValue)</code></td>"
        + "<td class=\"number\" data-count-code=\"\(row.code.rawValue)\">\(row.count)</td>"
        + "<td>\(HTMLText.name(row.code.summary))</td></tr>\n"
    }
    if !unreadable.isEmpty {
      form +=
        "<tr class=\"error\"><td class=\"js-only\"></td><td class=\"level\">error</td><td><code>unreadable-path</code></td>"
        + "<td class=\"number\">\(unreadable.count)</td><td>a path could not be read</td></tr>\n"
    }
    return form + "</tbody>\n</table>\n</form>\n"
  }

  /// The table of contents: each language, then its files, linked to their sections.
  private func contents(
    _ groups: [(language: String?, files: [(path: String, findings: [LintFinding])])],
    path: (String) -> String
  ) -> String {
    guard !groups.isEmpty else { return "" }
    var nav = "<nav class=\"toc\">\n<h2>Contents</h2>\n<ul>\n"
    var fileNumber = 0
    for (languageNumber, group) in groups.enumerated() {
      let name = group.language.map { HTMLText.name($0) } ?? "Not tied to one language"
      let count = group.files.reduce(0) { $0 + $1.findings.count }
      nav +=
        "<li data-target=\"language-\(languageNumber + 1)\"><a href=\"#language-\(languageNumber + 1)\">"
        + "\(name)</a> (\(Self.counted(count, in: "language-\(languageNumber + 1)")))\n<ul>\n"
      for file in group.files {
        fileNumber += 1
        nav +=
          "<li data-target=\"file-\(fileNumber)\"><a href=\"#file-\(fileNumber)\"><code>\(path(file.path))</code>"
          + "</a> (<span data-count-in=\"file-\(fileNumber)\">\(file.findings.count)</span>)</li>\n"
      }
      nav += "</ul></li>\n"
    }
    return nav + "</ul>\n</nav>\n"
  }

  /// The codes whose findings stand where a text is missing (`missing-key`).
  private static let missingTextCodes = DiagnosticRule.codes(with: .missingText)

  private static func html(
    _ finding: LintFinding, number: Int, language: String?, path: (String) -> String
  ) -> String {
    let diagnostic = finding.diagnostic
    let severity = diagnostic.severity.rawValue
    let reference = finding.reference
    var place = "line \(diagnostic.location.line), column \(diagnostic.location.column)"
    let missingText = missingTextCodes.contains(diagnostic.code)
    if missingText, let reference {
      place =
        "missing here; the key is at line \(reference.location.line) of \(path(reference.location.file))"
    }
    var head = "<a class=\"place\" href=\"#finding-\(number)\">\(place)</a>"
    if let key = finding.subject?.key { head += " · key <q>\(HTMLText.name(key))</q>" }
    var block =
      "<article class=\"finding \(severity)\" id=\"finding-\(number)\" data-severity=\"\(severity)\" "
      + "data-code=\"\(diagnostic.code.rawValue)\">\n"
    block +=
      "<p class=\"head\"><span class=\"severity\">\(severity)</span> <code>\(diagnostic.code.rawValue)</code> "
      + "\(head)</p>\n"
    if missingText {
      if let text = reference?.text ?? finding.text {
        block +=
          "<p class=\"label\">The text to translate:</p>\n" + textBlock(text, language: reference?.language)
      }
    } else if !finding.copies.isEmpty {
      // Every copy of a key written twice, each with its place: readers keep different ones.
      block += "<div class=\"copies\">\n"
      for (index, copy) in finding.copies.enumerated() {
        let which = index == finding.copies.count - 1 ? "This copy" : index == 0 ? "First copy" : "Copy"
        block +=
          "<div><p class=\"label\">\(which), line \(copy.location.line), column \(copy.location.column):</p>\n"
          + textBlock(copy.text, language: language) + "</div>\n"
      }
      if let reference {
        block +=
          "<div><p class=\"label\">\(HTMLText.name(reference.language)), line \(reference.location.line):</p>\n"
        block += textBlock(reference.text, language: reference.language) + "</div>\n"
      }
      block += "</div>\n"
    } else if let reference {
      // The development language's text beside the translation it was compared with.
      block += "<div class=\"compare\">\n<div><p class=\"label\">\(HTMLText.name(reference.language)), "
      block +=
        "line \(reference.location.line):</p>\n\(textBlock(reference.text, language: reference.language))</div>\n"
      block += "<div><p class=\"label\">\(language.map { HTMLText.name($0) } ?? "This file"), "
      block +=
        "line \(diagnostic.location.line):</p>\n\(textBlock(finding.text ?? "", language: language))</div>\n"
      block += "</div>\n"
    } else if let text = finding.text {
      block += textBlock(text, language: language)
    }
    block += "<dl>\n<dt>What is wrong</dt><dd>\(HTMLText.name(diagnostic.message))</dd>\n"
    block += "<dt>Fix</dt><dd>\(HTMLText.name(diagnostic.code.help))</dd>\n</dl>\n"
    return block + "</article>\n"
  }

  /// A text in its language (fonts, hyphenation) and direction (Arabic, Hebrew).
  private static func textBlock(_ text: String, language: String?) -> String {
    let lang =
      language.flatMap { $0 == "Base" ? nil : " lang=\"\(HTMLText.escaped($0.replacing("_", with: "-")))\"" }
      ?? ""
    return "<pre class=\"text\" dir=\"auto\"\(lang)>\(HTMLText.escaped(text))</pre>\n"
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
