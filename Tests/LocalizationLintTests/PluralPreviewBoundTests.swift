import Foundation
import LocalizedStrings
import TestSupport
import Testing

@testable import LocalizationLint

/// `plurals preview` is bounded as the runtime bounds a text: an entry that can write more
/// than 64 KiB is shown as written, not formatted, and `plurals lint` reports it (the same
/// bound, `FormatEntry.largestOutput`); the page holds a limited amount of formatted text,
/// the forms after it counted in its header.
@Suite("plurals preview: a page bounded as a text is, and lint reports what it does not format")
struct PluralPreviewBoundTests {
  /// `count` entries whose plural variable pads the count to `width` (English: one, other).
  static func padded(_ count: Int, width: Int, references: Int = 1) -> String {
    plist(
      (0..<count).map { index in
        entry(
          "k\(index)", format: String(repeating: "%1$#@n@", count: references),
          variable("n", [("one", "%\(width)d file"), ("other", "%\(width)d files")]))
      }.joined())
  }

  @Test(
    "at the limit and just past it: formatted and quiet, or shown as written and reported",
    arguments: [8_186, 8_187])
  func limit(width: Int) throws {
    // 8 references to "%Wd files", W + 6 bytes: 65,536 at the limit, 65,544 past it.
    let fixture = try LintFixture(["en.lproj/L.stringsdict": Self.padded(1, width: width, references: 8)])
    defer { fixture.remove() }
    let bytes = 8 * (width + 6)
    let over = bytes > FormatCost.longestPreviewed
    let report = fixture.lint()
    #expect(report.countsByCode[.outputVeryLong] == (over ? 1 : nil), "\(report.diagnostics)")
    let preview = preview(fixture)
    let variable = try #require(preview.entries.first?.languages.first?.variables.first)
    #expect(variable.unformatted == (over ? bytes : nil))
    #expect(variable.forms.allSatisfy { $0.samples.isEmpty == over })
    let page = preview.html()
    #expect(
      page.contains(
        "Not formatted: the entry can write up to \(bytes) bytes, more than the preview formats "
          + "(\(FormatCost.longestPreviewed)); <code>plurals lint</code> reports it "
          + "(<code>output-very-long</code>, <code>output-too-long</code>).") == over)
    // Each form is shown as written, saying why it has no sample.
    #expect(page.contains("<code>%\(width)d files</code> <span class=\"none\">not formatted</span>") == over)
    #expect(page.utf8.count < (over ? 10_000 : 3 * FormatCost.longestPreviewed), "\(page.utf8.count)")
  }

  @Test("the issue's file: 20 entries of 400 references to %1$10000d are not formatted; lint warns")
  func amplifier() throws {
    let fixture = try LintFixture([
      "en.lproj/L.stringsdict": Self.padded(20, width: 10_000, references: 400),
      "ar.lproj/L.stringsdict": Self.padded(20, width: 10_000, references: 400),
    ])
    defer { fixture.remove() }
    let report = fixture.lint()
    #expect(report.countsByCode[.outputVeryLong] == 40, "\(report.countsByCode)")
    #expect(report.countsByCode[.outputTooLong] == nil)
    let page = preview(fixture).html()
    #expect(page.utf8.count < 200_000, "\(page.utf8.count)")
  }

  @Test("past the page's limit, the forms are left out, counted in the header, in the order read")
  func pageLimit() throws {
    // 10 entries of 2 forms, each sample 1,006 bytes; room for 5,000 bytes: 5 forms formatted.
    let fixture = try LintFixture(["en.lproj/L.stringsdict": Self.padded(10, width: 1_000)])
    defer { fixture.remove() }
    let bounded = PluralPreview(
      paths: [fixture.root], configuration: LintConfiguration(), report: fixture.lint(),
      formattedLimit: 5_000)
    #expect(bounded.formsLeftOut == 15)
    let forms = bounded.entries.flatMap { $0.languages.flatMap { $0.variables.flatMap(\.forms) } }
    #expect(forms.map(\.leftOut) == Array(repeating: false, count: 5) + Array(repeating: true, count: 15))
    #expect(forms.filter { !$0.samples.isEmpty }.count == 5)
    let page = bounded.html()
    #expect(
      page.contains("15 forms not formatted (the page holds at most \(PluralPreview.maximumFormattedBytes)"))
    #expect(page.components(separatedBy: "not formatted: the page's limit is reached").count - 1 == 15)
    // Without the limit every form is formatted and the header says nothing of it.
    let whole = preview(fixture)
    #expect(whole.formsLeftOut == 0)
    #expect(!whole.html().contains("not formatted"))
  }

  /// Beside the two reasons above, the third a form may have no sample for: CLDR has none of
  /// the numbers the variable takes (Polish `other` of a `%d` variable: fractions only).
  @Test("a form no integer reaches says so, among formatted forms")
  func noIntegerSample() throws {
    let fixture = try LintFixture(previewTables())
    defer { fixture.remove() }
    let page = preview(fixture, languages: ["pl"]).html()
    #expect(page.contains("<code>%d pliku</code> <span class=\"none\">no integer sample</span>"))
    #expect(!page.contains("not formatted"))
  }
}
