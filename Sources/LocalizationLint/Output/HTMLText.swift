import SourceFiles

/// Text in an HTML document, and the HTML report's own style and script.
package enum HTMLText {
  /// `text` as character data or a quoted attribute value (`MarkupText.Dialect.html`).
  package static func escaped(_ text: String) -> String { MarkupText.escaped(text, for: .html) }

  /// A name or a message (a path, a key, a language, a finding's message) as a reviewer reads
  /// it: ``escaped(_:)`` of `PrintableText.escaped(_:)`, so that the characters the text report
  /// shows as escapes show so here (`ok\u{202E}_eton`), where a character reference would be
  /// a right-to-left override again in the browser, and the name would read reversed. A
  /// file's texts, shown as they are written, go through ``escaped(_:)``.
  ///
  /// ```swift
  /// HTMLText.name("ok\u{202E}x<")   // ok\u{202E}x&lt;
  /// HTMLText.escaped("ok\u{202E}x<")   // ok&#x202E;x&lt;
  /// ```
  package static func name(_ text: String) -> String { escaped(PrintableText.escaped(text)) }

  /// The start of a page, up to and with its heading: the document type, the language, the
  /// character set, the Content-Security-Policy `policy` (which names `style`'s digest), the
  /// `title` (shown as a name), `style` and the `heading`, each on its own line. The one shell
  /// of the lint report and the preview page; ``pageEnd(script:)`` closes it.
  ///
  /// - Complexity: O(*n*) in the style's and the title's length.
  package static func pageStart(title: String, policy: String, style: String, heading: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="\(policy)">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(name(title))</title>
    <style>
    \(style)
    </style>
    </head>
    <body>
    <h1>\(heading)</h1>

    """
  }

  /// The end of a page ``pageStart(title:policy:style:heading:)`` began: its `script`, if any,
  /// then the body and the document closed.
  package static func pageEnd(script: String? = nil) -> String {
    (script.map { "<script>\n\($0)\n</script>\n" } ?? "") + "</body>\n</html>\n"
  }

  /// A page's section of the paths that could not be read, each with its reason; `note`, when
  /// given, a paragraph before the list. Empty when there are none.
  static func unreadableSection(
    _ unreadable: [UnreadablePath], relativeTo workingDirectory: String?, note: String? = nil
  ) -> String {
    guard !unreadable.isEmpty else { return "" }
    var section = "<section class=\"unreadable\">\n<h2>Paths that could not be read</h2>\n"
    section += (note.map { "<p>\($0)</p>\n" } ?? "") + "<ul>\n"
    for path in unreadable {
      section +=
        "<li><code>\(name(reportPath(path.path, relativeTo: workingDirectory)))</code>: \(name(path.reason))</li>\n"
    }
    return section + "</ul>\n</section>\n"
  }

  package static let style = """
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
    .error .severity, tr.error td.level { background: #c62828; color: #fff; }
    .warning .severity, tr.warning td.level { background: #ef8f00; color: #fff; }
    .note .severity, tr.note td.level { background: #1e6fd9; color: #fff; }
    .place { color: #555; }
    .label { margin: .4em 0 0; color: #555; }
    dl { margin: .3em 0; }
    dt { font-weight: 600; }
    dd { margin: 0 0 .3em 1.2em; }
    .unreadable { border: 2px solid #c62828; padding: 0 1em; }
    nav.toc ul { margin: .2em 0; padding-left: 1.4em; }
    nav.toc li { margin: .1em 0; }
    .compare { display: grid; grid-template-columns: 1fr 1fr; gap: 0 1em; }
    .compare > div { min-width: 0; }
    .copies { display: grid; grid-template-columns: repeat(auto-fit, minmax(16em, 1fr)); gap: 0 1em; }
    .copies > div { min-width: 0; }
    .run { color: #555; margin: 0 0 .4em; }
    a.place { color: #555; }
    html:not(.js) .js-only { display: none; }
    .filters label { margin-right: 1em; white-space: nowrap; }
    #shown { color: #555; }
    [hidden] { display: none !important; }
    """

  /// The filters: the severity boxes and the counts table's code boxes hide
  /// the findings they do not tick, and the sections and contents entries
  /// left empty; and every count recounts what the filters let through: a
  /// severity's the findings of it that the code boxes show, a code's the
  /// findings of it that the severity boxes show, a language's and a file's
  /// the findings shown in its section. `#severity=error&code=missing-key,extra-key` in the address
  /// ticks only those (a link to a filtered page). Without the script every
  /// finding shows and the boxes stay hidden (`.js-only`).
  package static let script = """
    (function () {
      "use strict";
      document.documentElement.classList.add("js");
      var form = document.getElementById("filters");
      if (!form) { return; }
      var all = function (selector) { return Array.prototype.slice.call(document.querySelectorAll(selector)); };
      var findings = all("article.finding");
      var sections = all("section.file, section.language");
      var entries = all("nav.toc li[data-target]");
      var status = document.getElementById("shown");
      var boxes = function (name) { return all("#filters input[name=" + name + "]"); };
      var ticked = function (name) {
        var set = {};
        boxes(name).forEach(function (box) { set[box.value] = box.checked; });
        return set;
      };
      var apply = function () {
        var severities = ticked("severity"), codes = ticked("code"), shown = 0;
        findings.forEach(function (finding) {
          var show = severities[finding.getAttribute("data-severity")] !== false &&
            codes[finding.getAttribute("data-code")] !== false;
          finding.hidden = !show;
          if (show) { shown += 1; }
        });
        sections.forEach(function (section) {
          section.hidden = section.querySelector("article.finding:not([hidden])") === null;
        });
        entries.forEach(function (entry) {
          var target = document.getElementById(entry.getAttribute("data-target"));
          entry.hidden = target !== null && target.hidden;
        });
        status.textContent = shown + " of " + findings.length + " findings shown";
        all("[data-count-severity]").forEach(function (cell) {
          var value = cell.getAttribute("data-count-severity");
          cell.textContent = String(findings.filter(function (finding) {
            return finding.getAttribute("data-severity") === value && codes[finding.getAttribute("data-code")] !== false;
          }).length);
        });
        all("[data-count-code]").forEach(function (cell) {
          var value = cell.getAttribute("data-count-code");
          cell.textContent = String(findings.filter(function (finding) {
            return finding.getAttribute("data-code") === value && severities[finding.getAttribute("data-severity")] !== false;
          }).length);
        });
        all("[data-count-in]").forEach(function (cell) {
          var section = document.getElementById(cell.getAttribute("data-count-in"));
          var count = section === null ? 0 : section.querySelectorAll("article.finding:not([hidden])").length;
          var noun = cell.getAttribute("data-noun");
          cell.textContent = noun === null ? String(count) : count + " " + noun + (count === 1 ? "" : "s");
        });
      };
      var fromAddress = function () {
        var asked = {};
        location.hash.slice(1).split("&").forEach(function (part) {
          var equals = part.indexOf("=");
          if (equals > 0) {
            try { asked[part.slice(0, equals)] = decodeURIComponent(part.slice(equals + 1)).split(","); } catch (e) { }
          }
        });
        ["severity", "code"].forEach(function (name) {
          if (!asked[name]) { return; }
          boxes(name).forEach(function (box) { box.checked = asked[name].indexOf(box.value) >= 0; });
        });
        apply();
      };
      form.addEventListener("change", apply);
      form.addEventListener("reset", function () { setTimeout(apply, 0); });
      window.addEventListener("hashchange", fromAddress);
      fromAddress();
    })();
    """

  /// The page's Content-Security-Policy: nothing loaded from anywhere, and
  /// only its own style and script, named by their digests, apply or run.
  package static let policy =
    "default-src 'none'; style-src 'sha256-\(Digest.sha256Base64("\n" + style + "\n"))'; "
    + "script-src 'sha256-\(Digest.sha256Base64("\n" + script + "\n"))'; base-uri 'none'; form-action 'none'"
}
