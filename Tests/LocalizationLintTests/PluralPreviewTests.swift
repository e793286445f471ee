import Foundation
import LocalizedStrings
import Plurals
import TestSupport
import Testing

@testable import LocalizationLint

/// The Polish forms of "files" in the fixtures, by category.
let polishFiles = [("one", "%d plik"), ("few", "%d pliki"), ("many", "%d plików"), ("other", "%d pliku")]

/// A table in English, Polish, Arabic and Bengali: `files` (an integer), `distance` (a
/// decimal, `%.1f`), and `zz broken` (Polish lacks `few` and `many`: a lint finding),
/// whose key sorts last.
func previewTables() -> [String: String] {
  let english = [("one", "%d file"), ("other", "%d files")]
  // `distance` has every category its language uses (CLDR's), so that it has no finding.
  func table(
    _ language: String, _ files: [(String, String)], distance: String, broken: [(String, String)]
  ) -> String {
    let distances = PluralRules(locale: language).categories.map { ($0.name, distance) }
    return plist(
      entry("files", format: "%#@n@", variable("n", files))
        + entry("distance", format: "%#@km@", variable("km", valueType: "f", distances))
        + entry("zz broken", format: "%#@n@", variable("n", broken)))
  }
  return [
    "en.lproj/Localizable.stringsdict": table("en", english, distance: "%.1f km", broken: english),
    "pl.lproj/Localizable.stringsdict": table(
      "pl", polishFiles, distance: "%.1f km", broken: [("one", "%d plik"), ("other", "%d pliku")]),
    "ar.lproj/Localizable.stringsdict": table(
      "ar", ["zero", "one", "two", "few", "many", "other"].map { ($0, "%d ملف") }, distance: "%.1f كم",
      broken: [("other", "%d ملف")]),
    "bn.lproj/Localizable.stringsdict": table(
      "bn", [("one", "%d ফাইল"), ("other", "%d ফাইল")], distance: "%.1f কিমি", broken: [("other", "%d ফাইল")]),
  ]
}

/// The same entries in a String Catalog: plural variations.
/// A catalog localization varied by plural: each `(category, text)` a string unit.
func pluralVariation(_ forms: [(String, String)]) -> String {
  let cases = forms.map { #""\#($0.0)":\#(unit($0.1))"# }.joined(separator: ",")
  return #"{"variations":{"plural":{\#(cases)}}}"#
}

func previewCatalog() -> String {
  let plural = pluralVariation
  let english = plural([("one", "%lld file"), ("other", "%lld files")])
  let polish = plural(polishFiles.map { ($0.0, $0.1.replacing("%d", with: "%lld")) })
  let broken = plural([("one", "%lld plik"), ("other", "%lld pliku")])
  return catalog(
    #""files":{"localizations":{"en":\#(english),"pl":\#(polish)}},"#
      + #""zz broken":{"localizations":{"en":\#(english),"pl":\#(broken)}}"#)
}

func preview(_ fixture: LintFixture, languages: [String]? = nil) -> PluralPreview {
  PluralPreview(
    paths: [fixture.root], configuration: LintConfiguration(), report: fixture.lint(), languages: languages)
}

@Suite("plurals preview: every plural form with CLDR's samples, formatted by the runtime")
struct PluralPreviewTests {
  @Test("each language shows the categories its CLDR rules use, each with samples of that category")
  func categoriesAndSamples() throws {
    let fixture = try LintFixture(previewTables())
    defer { fixture.remove() }
    let entries = preview(fixture).entries
    #expect(Set(entries.map(\.key)) == ["files", "distance", "zz broken"])
    for entry in entries {
      #expect(entry.languages.map(\.language).sorted() == ["ar", "bn", "en", "pl"], "\(entry.key)")
      for language in entry.languages {
        let rules = PluralRules(locale: language.language)
        for variable in language.variables {
          #expect(variable.forms.map(\.category) == rules.categories, "\(entry.key) \(language.language)")
          for form in variable.forms {
            for sample in form.samples {
              #expect(!sample.failed, "\(sample.output)")
              #expect(
                try rules.category(for: sample.number) == form.category,
                "\(language.language) \(form.category.name): \(sample.number)")
            }
            // Every category shows a sample where CLDR has one for the numbers the variable takes.
            let text = try #require(rules.ruleText(for: form.category))
            let hasInteger = text.contains("@integer")
            if hasInteger || variable.allowsDecimals {
              #expect(!form.samples.isEmpty, "\(form.category.name)")
            }
          }
        }
      }
    }
  }

  @Test("an integer variable shows integers only; a %f variable decimals too, in the language's separator")
  func decimalsOnlyWhereAllowed() throws {
    let fixture = try LintFixture(previewTables())
    defer { fixture.remove() }
    let entries = preview(fixture).entries
    let files = try #require(entries.first { $0.key == "files" })
    let distance = try #require(entries.first { $0.key == "distance" })
    for language in files.languages {
      for variable in language.variables {
        #expect(!variable.allowsDecimals)
        #expect(
          variable.forms.allSatisfy { $0.samples.allSatisfy { !$0.isDecimal && !$0.number.contains(".") } })
        #expect(
          variable.forms.allSatisfy { !$0.sampleList.contains(".") }, "\(variable.forms.map(\.sampleList))")
      }
    }
    let polish = try #require(distance.languages.first { $0.language == "pl" }?.variables.first)
    #expect(polish.allowsDecimals)
    let decimals = polish.forms.flatMap(\.samples).filter(\.isDecimal)
    #expect(!decimals.isEmpty)
    for sample in decimals {
      // Polish writes 1.5 as 1,5; the variant's %.1f shows one fraction digit.
      let value = try #require(Double(sample.number))
      let expected = String(Int(value)) + "," + String(Int((value * 10).rounded()) % 10) + " km"
      #expect(sample.output == expected, "\(sample.number)")
    }
  }

  @Test("the output is the variant of the category with the sample number, in the language's digits")
  func outputs() throws {
    let fixture = try LintFixture(previewTables())
    defer { fixture.remove() }
    let files = try #require(preview(fixture).entries.first { $0.key == "files" })
    let polish = try #require(files.languages.first { $0.language == "pl" }?.variables.first)
    let variants = Dictionary(uniqueKeysWithValues: polishFiles)
    for form in polish.forms {
      #expect(form.variant == variants[form.category.name])
      for sample in form.samples {
        #expect(sample.output == variants[form.category.name]!.replacing("%d", with: sample.number))
      }
    }
    // Bengali digits: no ASCII digit in the output, as many Bengali digits as the sample has.
    let bengali = try #require(files.languages.first { $0.language == "bn" }?.variables.first)
    for sample in bengali.forms.flatMap(\.samples) {
      #expect(!sample.output.contains { $0.isASCII && $0.isNumber })
      let digits = sample.output.unicodeScalars.filter { (0x9E6...0x9EF).contains($0.value) }
      #expect(digits.count == sample.number.count, "\(sample.output)")
    }
  }

  @Test("entries with findings come first, each with its findings; the source text beside each")
  func findingsFirst() throws {
    let fixture = try LintFixture(previewTables())
    defer { fixture.remove() }
    let entries = preview(fixture).entries
    #expect(entries.first?.key == "zz broken")
    #expect(entries.first?.findings.contains { $0.diagnostic.code == .missingCategories } == true)
    #expect(entries.dropFirst().allSatisfy { $0.findings.isEmpty })
    let files = try #require(entries.first { $0.key == "files" })
    #expect(files.source?.language == "en")
    #expect(files.source?.text.contains("%d files") == true)
  }

  @Test(
    "the command's page, its forms made while its lint runs, is the page of a lint and a preview made one after the other",
    arguments: [false, true])
  func commandPage(catalog: Bool) throws {
    let fixture = try LintFixture(catalog ? ["Localizable.xcstrings": previewCatalog()] : previewTables())
    defer { fixture.remove() }
    var invocation = LintInvocation()
    invocation.paths = [fixture.root]
    invocation.workingDirectory = fixture.root
    let outcome = invocation.preview()
    #expect(outcome.status == 0, "\(outcome.messages)")
    let page = preview(fixture).html(relativeTo: fixture.root)
    #expect(outcome.output == page)
    #expect(page.contains("<code>missing-categories</code>"))
    // The forms alone carry no finding until a report is attached.
    var forms = PluralPreview(paths: [fixture.root], configuration: LintConfiguration())
    #expect(forms.entries.allSatisfy { $0.findings.isEmpty })
    forms.attach(fixture.lint())
    #expect(forms.html(relativeTo: fixture.root) == page)
  }

  @Test("a catalog's plural variations: the same forms, its entry with findings first")
  func catalogShape() throws {
    let fixture = try LintFixture(["Localizable.xcstrings": previewCatalog()])
    defer { fixture.remove() }
    let entries = preview(fixture).entries
    #expect(entries.map(\.key) == ["zz broken", "files"])
    #expect(!(entries.first?.findings.isEmpty ?? true))
    let files = entries[1]
    #expect(files.source?.text.contains("%lld files") == true)
    let polish = try #require(files.languages.first { $0.language == "pl" }?.variables.first)
    let rules = PluralRules(locale: "pl")
    #expect(polish.forms.map(\.category) == rules.categories)
    #expect(!polish.allowsDecimals)
    let variants = Dictionary(uniqueKeysWithValues: polishFiles)
    for form in polish.forms {
      for sample in form.samples {
        #expect(!sample.isDecimal)
        #expect(try rules.category(for: sample.number) == form.category)
        #expect(sample.output == variants[form.category.name]!.replacing("%d", with: sample.number))
      }
    }
  }

  @Test("a catalog's device variation: each device's plural forms, formatted for that device")
  func deviceVariants() throws {
    func plural(_ prefix: String) -> String {
      let cases = polishFiles.map { #""\#($0.0)":\#(unit(prefix + $0.1.replacing("%d", with: "%lld")))"# }
      return #"{"variations":{"plural":{\#(cases.joined(separator: ","))}}}"#
    }
    let devices = #"{"variations":{"device":{"iphone":\#(plural("iPhone: ")),"other":\#(plural(""))}}}"#
    let fixture = try LintFixture([
      "Localizable.xcstrings": catalog(#""files":{"localizations":{"pl":\#(devices)}}"#, source: "pl")
    ])
    defer { fixture.remove() }
    let files = try #require(preview(fixture).entries.first)
    let variables = try #require(files.languages.first?.variables)
    #expect(Set(variables.compactMap(\.device)) == ["iphone", "other"])
    let rules = PluralRules(locale: "pl")
    let variants = Dictionary(uniqueKeysWithValues: polishFiles)
    for variable in variables {
      #expect(variable.forms.map(\.category) == rules.categories)
      let prefix = variable.device == "iphone" ? "iPhone: " : ""
      for form in variable.forms {
        for sample in form.samples {
          #expect(
            sample.output == prefix + variants[form.category.name]!.replacing("%d", with: sample.number))
        }
      }
    }
  }

  @Test("--locale: only the languages asked for")
  func languages() throws {
    let fixture = try LintFixture(previewTables())
    defer { fixture.remove() }
    let entries = preview(fixture, languages: ["PL", "bn"]).entries
    #expect(entries.allSatisfy { $0.languages.map(\.language).sorted() == ["bn", "pl"] })
    #expect(entries.allSatisfy { $0.source?.language == "en" })
  }
}

@Suite("plurals preview: the page")
struct PluralPreviewPageTests {
  /// Keys and texts that try to end the page's style or markup, forge a command or turn text around.
  static let hostile =
    HostileOutput.texts.map { $0.replacing("\u{0}", with: "") } + [
      "</style><script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "' onmouseover='x",
      "</bdi></pre>",
    ]

  @Test("hostile keys, texts and file names stay text: nothing raw, no element or style ended")
  func hostileTexts() throws {
    func xml(_ text: String) -> String {
      text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
        .unicodeScalars.map { $0.value < 0x20 && $0 != "\n" ? "&#\($0.value);" : String($0) }.joined()
    }
    var entries = ""
    for (index, text) in Self.hostile.enumerated()
    where !text.unicodeScalars.contains(where: {
      $0.value < 0x20 && $0 != "\n" && $0 != "\r" && $0 != "\t"
    }) {
      entries += entry(
        xml(text), format: "%#@n@",
        variable("n", [("one", xml("%d \(text) \(index)")), ("other", xml("%d \(text) \(index)"))]))
    }
    let fixture = try LintFixture([
      "en.lproj/Localizable.stringsdict": plist(entries),
      "pl.lproj/Localizable.stringsdict": plist(entries),
    ])
    defer { fixture.remove() }
    let page = preview(fixture).html(relativeTo: fixture.root)
    let problems = HostileOutput.problems(in: page)
    #expect(problems.isEmpty, "\(problems.prefix(5))")
    #expect(!page.contains("<script"))
    #expect(!page.contains("<img"))
    #expect(page.components(separatedBy: "</style>").count == 2)
    #expect(!page.contains("' onmouseover"))
    #expect(!page.contains("\"><img"))
    #expect(page.contains("&quot;&gt;&lt;img"))
    // The texts got there.
    #expect(page.contains("&lt;/style&gt;&lt;script&gt;"))
    #expect(page.contains("&lt;/bdi&gt;&lt;/pre&gt;"))
    let shown = HostileOutput.tags(HostileOutput.texts).filter { tag in
      !["H1", "H2", "H3", "H4"].contains(tag)
    }
    #expect(shown.allSatisfy { page.contains($0) }, "\(shown.filter { !page.contains($0) })")
  }

  @Test("a key shows a bidirectional control as the text report does; the formatted text keeps it")
  func keyShowsControls() throws {
    let fixture = try LintFixture([
      "en.lproj/Localizable.stringsdict": plist(
        entry(
          "ok&#x202E;_eton", format: "%#@n@", variable("n", [("one", "%d &#x202E;x"), ("other", "%d y")])))
    ])
    defer { fixture.remove() }
    let page = preview(fixture).html(relativeTo: fixture.root)
    #expect(page.contains("<q>ok\\u{202E}_eton</q>"), "\(page)")
    #expect(page.contains("1 &#x202E;x</bdi>"), "\(page)")
    #expect(!page.unicodeScalars.contains("\u{202E}"))
  }

  @Test(
    "each language's forms carry its BCP 47 tag (pt_BR as pt-BR); Base none; each locale's samples its own")
  func languageTags() throws {
    let english = [("one", "%d file"), ("other", "%d files")]
    let fixture = try LintFixture([
      "Base.lproj/L.stringsdict": plist(entry("files", format: "%#@n@", variable("n", english))),
      "pt_BR.lproj/L.stringsdict": plist(
        entry(
          "files", format: "%#@n@",
          variable("n", [("one", "%d arquivo"), ("many", "%d de arquivos"), ("other", "%d arquivos")]))),
      "pl.lproj/L.stringsdict": plist(entry("files", format: "%#@n@", variable("n", polishFiles))),
    ])
    defer { fixture.remove() }
    let shown = preview(fixture)
    let page = shown.html(relativeTo: fixture.root)
    #expect(page.contains("<h3 lang=\"pt-BR\">") && page.contains("<h3 lang=\"pl\">"), "\(page)")
    #expect(!page.contains("lang=\"pt_BR\"") && !page.contains("lang=\"Base\""))
    // Each language its own categories and samples, however many locales one preview shows.
    for language in shown.entries.flatMap(\.languages) {
      let rules = PluralRules(locale: language.language == "Base" ? "en" : language.language)
      let forms = language.variables.flatMap(\.forms)
      #expect(forms.map(\.category) == rules.categories, "\(language.language)")
      // Polish 'other' has decimal samples only, and an integer entry shows none.
      for form in forms {
        guard let number = form.samples.first.flatMap({ Int($0.number) }) else { continue }
        #expect(rules.category(for: number) == form.category, "\(language.language) \(form.category)")
      }
      #expect(forms.filter { !$0.samples.isEmpty }.count >= 2, "\(language.language)")
    }
  }

  /// The second shape of ``languageTags()``: a catalog's languages, already written with `-`
  /// (kept as they are) or with `_` (made a tag).
  @Test("a catalog's languages are the page's language tags, '_' written as '-'")
  func catalogLanguageTags() throws {
    let plural = pluralVariation
    let english = plural([("one", "%lld file"), ("other", "%lld files")])
    let portuguese = plural([
      ("one", "%lld arquivo"), ("many", "%lld de arquivos"), ("other", "%lld arquivos"),
    ])
    let spanish = plural([("one", "%lld archivo"), ("many", "%lld de archivos"), ("other", "%lld archivos")])
    let fixture = try LintFixture([
      "Localizable.xcstrings": catalog(
        #""files":{"localizations":{"en":\#(english),"pt-BR":\#(portuguese),"es_419":\#(spanish)}}"#,
        source: "en")
    ])
    defer { fixture.remove() }
    let page = preview(fixture).html(relativeTo: fixture.root)
    #expect(page.contains("<h3 lang=\"pt-BR\">") && page.contains("<h3 lang=\"es-419\">"), "\(page)")
    #expect(!page.contains("lang=\"es_419\"") && !page.contains("lang=\"pt_BR\""))
  }

  @Test("self-contained: no script, nothing from elsewhere, the policy names the page's own style")
  func selfContained() throws {
    let fixture = try LintFixture(previewTables())
    defer { fixture.remove() }
    let page = preview(fixture).html(relativeTo: fixture.root)
    #expect(!page.contains("<script"))
    #expect(!page.contains("src="))
    #expect(!page.contains("<link"))
    #expect(!page.contains("http:") && !page.contains("https:"))
    #expect(page.contains("script-src 'none'"))
    let style = try #require(page.firstRange(of: "<style>").map { page[$0.upperBound...] })
    let end = try #require(style.firstRange(of: "</style>"))
    #expect(page.contains("sha256-\(Digest.sha256Base64(String(style[..<end.lowerBound])))"))
    // The page's title and heading say what it is, and its summary follows the heading.
    let summary = try #require(page.firstRange(of: "<p class=\"summary\">").map { page[$0.upperBound...] })
    let counts = String(summary[..<(summary.firstRange(of: "</p>")?.lowerBound ?? summary.endIndex)])
    #expect(page.contains("<title>plurals preview: \(counts)</title>"), "\(counts)")
    #expect(page.contains("<h1>Plural forms</h1>\n<p class=\"summary\">"))
  }
}

@Suite(
  "plurals preview: the page in a real browser",
  .enabled(if: browserIsAvailable, "no chromium on PATH (PLURALS_REQUIRE_BROWSER=1 makes this a failure)"))
struct PluralPreviewBrowserTests {
  @Test("Chromium shows each form formatted, the findings first, the hostile text as written")
  func rendered() throws {
    var tables = previewTables()
    tables["en.lproj/Localizable.stringsdict"] = tables["en.lproj/Localizable.stringsdict"]!.replacing(
      "%d files</string>", with: "%d files &lt;/style&gt;&lt;b&gt;</string>")
    let fixture = try LintFixture(tables)
    defer { fixture.remove() }
    let model = preview(fixture)
    let (dom, log) = try HTMLBrowserTests.load(model.html(relativeTo: fixture.root))
    #expect(HTMLBrowserTests.pageErrors(log).isEmpty, "\(HTMLBrowserTests.pageErrors(log))")
    #expect(!dom.contains("<b>"))
    let shown = HTMLBrowserTests.shownText(dom)
    #expect(shown.contains("%d files </style><b>"))
    // Polish: every category with its sample, as the runtime formats it.
    let polish = try #require(
      model.entries.first { $0.key == "files" }?.languages.first { $0.language == "pl" }?.variables.first)
    for form in polish.forms {
      for sample in form.samples {
        #expect(shown.contains("\(form.category.name) \(sample.output)"), "\(form.category.name)")
      }
    }
    #expect(shown.contains("few 2 pliki (2–4, 22–24, 32–34"))
    // The entry with findings before the others, its finding shown.
    let broken = try #require(shown.range(of: "zz broken"))
    let files = try #require(shown.range(of: "key files"))
    #expect(broken.lowerBound < files.lowerBound)
    #expect(shown.contains("missing-categories"))
  }
}
