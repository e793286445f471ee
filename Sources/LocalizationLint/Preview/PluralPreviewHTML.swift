extension PluralPreview {
  /// The preview as one self-contained page: inline CSS, no script, nothing loaded from
  /// elsewhere (its Content-Security-Policy allows only its own style). Each entry shows
  /// its key and table, its lint findings, the development language's text, then for each
  /// language every category with the entry formatted at a sample number and CLDR's
  /// samples of the category: `one 1 plik · few 2 pliki (2–4, 22–24, …)`. As in the HTML
  /// report, the texts of the files and their formatted forms go through
  /// ``HTMLText/escaped(_:)``, and names and messages through ``HTMLText/name(_:)``.
  ///
  /// - Parameters:
  ///   - workingDirectory: Absolute paths below it are written relative to it.
  /// - Complexity: O(*n*) in the forms shown.
  package func html(relativeTo workingDirectory: String? = nil) -> String {
    let flagged = entries.filter { !$0.findings.isEmpty }.count
    let unreviewed = entries.filter { !$0.filesToReview.isEmpty }.count
    let review = unreviewed == 0 ? "" : "\(unreviewed) \(unreviewed == 1 ? "needs" : "need") review, "
    let limited =
      formsLeftOut == 0
      ? ""
      : "\(formsLeftOut) \(formsLeftOut == 1 ? "form" : "forms") not formatted (the page holds at most \(Self.maximumFormattedBytes) bytes of formatted text), "
    let summary =
      "\(entries.count) plural \(entries.count == 1 ? "entry" : "entries"), \(flagged) with findings, "
      + review + limited + "in \(filesRead) \(filesRead == 1 ? "file" : "files")"
    var page = HTMLText.pageStart(
      title: "plurals preview: " + summary, policy: Self.policy, style: Self.style, heading: "Plural forms")
    page += "<p class=\"summary\">\(HTMLText.name(summary))</p>\n"
    page += HTMLText.unreadableSection(unreadable, relativeTo: workingDirectory)
    if !fileFindings.isEmpty {
      page += "<section class=\"unreadable\">\n<h2>Files whose entries are not shown</h2>\n<ul>\n"
      for finding in fileFindings {
        let location = finding.diagnostic.location
        page +=
          "<li><code>\(HTMLText.name(reportPath(location.file, relativeTo: workingDirectory)))</code> "
          + "line \(location.line): <code>\(finding.diagnostic.code.rawValue)</code> "
          + "\(HTMLText.name(finding.diagnostic.message))</li>\n"
      }
      page += "</ul>\n</section>\n"
    }
    if entries.isEmpty { page += "<p class=\"clean\">No plural entries found.</p>\n" }
    for (number, entry) in entries.enumerated() {
      page += Self.html(entry, number: number + 1, relativeTo: workingDirectory)
    }
    return page + HTMLText.pageEnd()
  }

  private static func html(_ entry: Entry, number: Int, relativeTo workingDirectory: String?) -> String {
    let table = HTMLText.name(reportPath(entry.table, relativeTo: workingDirectory))
    var block =
      "<article class=\"entry\(entry.findings.isEmpty ? "" : " flagged")\" id=\"entry-\(number)\">\n"
      + "<h2><a href=\"#entry-\(number)\">key</a> <q>\(HTMLText.name(entry.key))</q> "
      + "<span class=\"table\">in <code>\(table)</code></span></h2>\n"
    if !entry.findings.isEmpty {
      block += "<ul class=\"findings\">\n"
      for finding in entry.findings {
        let diagnostic = finding.diagnostic
        let language = finding.subject?.language.map { " (\(HTMLText.name($0)))" } ?? ""
        block +=
          "<li class=\"\(diagnostic.severity.rawValue)\"><span class=\"severity\">\(diagnostic.severity.rawValue)"
          + "</span> <code>\(diagnostic.code.rawValue)</code>\(language) line \(diagnostic.location.line): "
          + "\(HTMLText.name(diagnostic.message))</li>\n"
      }
      block += "</ul>\n"
    }
    if let source = entry.source {
      block +=
        "<p class=\"label\">Source (\(HTMLText.name(source.language)), line \(source.location.line)):</p>\n"
        + "<pre class=\"text\" dir=\"auto\"\(lang(source.language))>\(HTMLText.escaped(source.text))</pre>\n"
    }
    let toReview = entry.filesToReview
    for language in entry.languages {
      let review = toReview.contains(language.location.file)
      block +=
        "<section class=\"language\(review ? " review" : "")\">\n<h3\(lang(language.language))>"
        + "\(HTMLText.name(language.language)) <span class=\"place\">line \(language.location.line)</span></h3>\n"
      if review {
        block +=
          "<p class=\"review\">Needs review: every form holds the text it had before <code>--fix</code> made it "
          + "plural.</p>\n"
      }
      for variable in language.variables {
        let device = variable.device.map { ", device \(HTMLText.name($0))" } ?? ""
        let numbers = variable.allowsDecimals ? "integers and decimals" : "integers only"
        block +=
          "<p class=\"variable\"><code>\(HTMLText.name(variable.name))</code>\(device) (\(numbers)):</p>\n"
        if let largest = variable.unformatted {
          block +=
            "<p class=\"none\">Not formatted: the entry can write up to "
            + "\(largest >= OutputBound.saturated ? "an unbounded number of" : "\(largest)") bytes, more than the "
            + "preview formats (\(FormatCost.longestPreviewed)); <code>plurals lint</code> reports it "
            + "(<code>output-very-long</code>, <code>output-too-long</code>).</p>\n"
        }
        block += "<ul class=\"forms\">\n"
        for form in variable.forms {
          block += "<li><span class=\"category\">\(form.category.name)</span>"
          for sample in form.samples {
            let kind = sample.failed ? "output failed" : "output"
            block +=
              " <bdi class=\"\(kind)\"\(lang(language.language)) title=\"\(HTMLText.escaped(sample.number))\">"
              + "\(HTMLText.escaped(sample.output))</bdi>"
          }
          if form.samples.isEmpty {
            let written = form.variant.map { " <code>\(HTMLText.name($0))</code>" } ?? ""
            let why =
              variable.unformatted != nil
              ? "not formatted"
              : form.leftOut
                ? "not formatted: the page's limit is reached"
                : "no \(variable.allowsDecimals ? "" : "integer ")sample"
            block += "\(written) <span class=\"none\">\(why)</span>"
          }
          if !form.sampleList.isEmpty {
            block += " <span class=\"samples\">(\(HTMLText.name(form.sampleList)))</span>"
          }
          block += "</li>\n"
        }
        block += "</ul>\n"
      }
      block += "</section>\n"
    }
    return block + "</article>\n"
  }

  /// ` lang="pt-BR"` for a language, nothing for Base.
  private static func lang(_ language: String) -> String {
    // Most names have no '_': told without the general replacement, asked for every form.
    let tag = language.utf8.contains(UInt8(ascii: "_")) ? language.replacing("_", with: "-") : language
    return language == "Base" ? "" : " lang=\"\(HTMLText.escaped(tag))\""
  }

  static let style = """
    body { font: 15px/1.45 -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; margin: 2em auto; max-width: 60em; padding: 0 1em; color: #1d1d1f; background: #fff; }
    h1 { font-size: 1.6em; margin-bottom: .2em; }
    h2 { font-size: 1.15em; margin: 0 0 .4em; }
    h3 { font-size: 1em; margin: .8em 0 .2em; }
    .summary { font-size: 1.1em; font-weight: 600; }
    code, pre { font-family: ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", monospace; }
    pre.text { white-space: pre-wrap; overflow-wrap: anywhere; background: #f6f6f6; border: 1px solid #e2e2e2; padding: .5em .7em; margin: .3em 0; }
    article.entry { border-left: 4px solid #ccc; padding: .4em .9em; margin: 1.4em 0; }
    article.flagged { border-color: #ef8f00; }
    .table, .place, .label, .samples, .none { color: #555; font-weight: normal; }
    ul.findings { padding-left: 1.2em; }
    .severity { font-weight: 700; text-transform: uppercase; font-size: .8em; padding: .1em .4em; border-radius: 3px; color: #fff; background: #999; }
    .error .severity { background: #c62828; }
    .warning .severity { background: #ef8f00; }
    .note .severity { background: #1e6fd9; }
    section.review { background: #fff8e1; border-left: 3px solid #ef8f00; padding: .1em .6em; }
    p.review { font-weight: 600; color: #8a5300; margin: .2em 0; }
    ul.forms { list-style: none; padding: 0; margin: .2em 0 .6em; }
    ul.forms li { margin: .15em 0; }
    .category { display: inline-block; min-width: 3.5em; font-weight: 600; }
    bdi.output { background: #f0f6ff; border-radius: 3px; padding: 0 .3em; white-space: pre-wrap; }
    bdi.output + bdi.output { margin-left: .4em; }
    .failed { background: #fde7e7; }
    .unreadable { border: 2px solid #c62828; padding: 0 1em; }
    """

  /// Nothing loaded from anywhere, no script, and only the page's own style, named by its digest.
  static let policy =
    "default-src 'none'; style-src 'sha256-\(Digest.sha256Base64("\n" + style + "\n"))'; "
    + "script-src 'none'; base-uri 'none'; form-action 'none'"
}
