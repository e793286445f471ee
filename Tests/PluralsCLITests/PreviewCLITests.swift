import Foundation
import Testing

/// `plurals preview` as a user runs it: the page to a file or to standard output, the
/// languages chosen with `--locale`, the statuses of a run that finds nothing or cannot
/// read a path. The page model: LocalizationLintTests' `PluralPreviewTests`.
@Suite("plurals preview: the command")
struct PreviewCLITests {
  static func plist(_ entries: [(key: String, variants: [(String, String)])]) -> String {
    var body = ""
    for (key, variants) in entries {
      body +=
        "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
        + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        + "<key>NSStringFormatValueTypeKey</key><string>d</string>"
      for (category, text) in variants { body += "<key>\(category)</key><string>\(text)</string>" }
      body += "</dict></dict>\n"
    }
    return
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)</dict>\n</plist>\n"
  }

  /// English and Polish: `files` complete, `zz broken` lacking Polish few and many (a finding).
  static func tree() throws -> String {
    let root = NSTemporaryDirectory() + "preview-cli-\(UUID().uuidString)"
    let english = [("one", "%d file"), ("other", "%d files")]
    let polish = [("one", "%d plik"), ("few", "%d pliki"), ("many", "%d plików"), ("other", "%d pliku")]
    let files = [
      "en.lproj/Localizable.stringsdict": plist([("files", english), ("zz broken", english)]),
      "pl.lproj/Localizable.stringsdict": plist([
        ("files", polish), ("zz broken", [("one", "%d plik"), ("other", "%d pliku")]),
      ]),
    ]
    for (name, text) in files {
      let path = root + "/" + name
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    return root
  }

  /// The categories `plurals rules` gives a locale (CLDR's, not written here).
  static func categories(_ locale: String) throws -> [String] {
    let rules = try runPlurals(["rules", "--locale", locale])
    let line = try #require(rules.output.split(separator: "\n").first { $0.hasPrefix("categories:") })
    return line.dropFirst("categories:".count).split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  /// The page's section of `language` in its first entry named `key`.
  static func section(_ page: String, key: String, language: String) throws -> String {
    let entry = try #require(page.components(separatedBy: "<article ").first { $0.contains("<q>\(key)</q>") })
    return try #require(
      entry.components(separatedBy: "<section ").first {
        $0.hasPrefix("class=\"language\">\n<h3 lang=\"\(language)\"")
      })
  }

  @Test("--output writes the page; standard output gets the same page without it")
  func outputFileAndStandardOutput() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let written = try runPlurals(["preview", ".", "--output", "preview.html"], directory: root)
    #expect(written.status == 0, "\(written.error)")
    #expect(written.output.isEmpty)
    #expect(written.error.contains("wrote 2 plural entries to preview.html"))
    let page = try String(contentsOfFile: root + "/preview.html", encoding: .utf8)
    let printed = try runPlurals(["preview"], directory: root)
    #expect(printed.status == 0)
    #expect(printed.output == page)
    // The entry with a finding first, its finding beside it.
    let broken = try #require(page.range(of: "<q>zz broken</q>"))
    let files = try #require(page.range(of: "<q>files</q>"))
    #expect(broken.lowerBound < files.lowerBound)
    #expect(page.contains("<code>missing-categories</code>"))
    // Each language's categories, as CLDR gives them, in order, each with a sample formatted.
    for language in ["en", "pl"] {
      let section = try Self.section(page, key: "files", language: language)
      let shown = section.components(separatedBy: "<span class=\"category\">").dropFirst().map {
        String($0.prefix { $0 != "<" })
      }
      #expect(try shown == Self.categories(language), "\(language)")
    }
    let polish = try Self.section(page, key: "files", language: "pl")
    #expect(polish.contains(">2 pliki</bdi>"))
    #expect(polish.contains(">5 plików</bdi>"))
    #expect(!polish.contains("pliku</bdi>"), "a %d variable shows no decimal sample")
  }

  @Test("--locale shows only the languages asked for; the source text stays")
  func locale() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = try runPlurals(["preview", "--locale", "pl"], directory: root)
    #expect(result.status == 0)
    #expect(result.output.contains("<h3 lang=\"pl\">"))
    #expect(!result.output.contains("<h3 lang=\"en\">"))
    #expect(result.output.contains("Source (en"))
  }

  /// Each language's plural forms (the table's `files`, the catalog's `songs`): Brazilian
  /// Portuguese's three, Traditional Chinese's one.
  static let regionalForms: [String: [(String, String)]] = [
    "pt-BR": [("one", "%d arquivo"), ("many", "%d de arquivos"), ("other", "%d arquivos")],
    "zh-Hant-TW": [("other", "%d 個檔案")],
  ]

  @Test(
    "--locale with _ or -: a language of a region, and of a script too, whichever way its folder or catalog writes it",
    arguments: ["pt-BR", "zh-Hant-TW"])
  func regionalLocale(_ language: String) throws {
    let underscored = language.replacing("-", with: "_")
    let english = [("one", "%d file"), ("other", "%d files")]
    func catalogForms(_ forms: [(String, String)]) -> String {
      let cases = forms.map {
        #""\#($0.0)": {"stringUnit": {"state": "translated", "value": "\#($0.1.replacing("%d", with: "%lld"))"}}"#
      }
      return #"{"variations": {"plural": {\#(cases.joined(separator: ", "))}}}"#
    }
    var files = ["en.lproj/L.stringsdict": Self.plist([("files", english)])]
    var localizations = [#""en": \#(catalogForms(english))"#]
    for (other, forms) in Self.regionalForms {
      // The folders as Xcode names them (pt-BR.lproj), the catalog's languages with _ (pt_BR).
      files["\(other).lproj/L.stringsdict"] = Self.plist([("files", forms)])
      localizations.append(#""\#(other.replacing("-", with: "_"))": \#(catalogForms(forms))"#)
    }
    files["C.xcstrings"] =
      #"{"sourceLanguage": "en", "version": "1.0", "strings": {"songs": {"localizations": {\#(localizations.joined(separator: ", "))}}}}"#
    let root = try FormatDeviceLanguageTests.folder(files)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let forms = try #require(Self.regionalForms[language])
    for asked in [underscored, language] {
      let result = try runPlurals(["preview", "--locale", asked], directory: root)
      #expect(result.status == 0, "\(asked): \(result.error)")
      let page = result.output
      // Both entries, the table's and the catalog's, in that language only (lang="pt-BR" in both).
      for key in ["files", "songs"] {
        let section = try Self.section(page, key: key, language: language)
        let shown = section.components(separatedBy: "<span class=\"category\">").dropFirst().map {
          String($0.prefix { $0 != "<" })
        }
        #expect(try shown == Self.categories(language), "\(asked) \(key)")
        for (_, text) in forms {
          #expect(section.contains(text.replacing("%d", with: "") + "</bdi>"), "\(asked) \(key) \(text)")
        }
      }
      for other in Self.regionalForms.keys where other != language {
        #expect(!page.contains("<h3 lang=\"\(other)\""), "\(asked)")
      }
      #expect(!page.contains("<h3 lang=\"en\""), "\(asked)")
    }
  }

  @Test("plurals --help lists preview; its own help names its options")
  func help() throws {
    let root = try runPlurals(["--help"])
    #expect(root.output.contains("preview"))
    for arguments in [["help", "preview"], ["preview", "--help"]] {
      let help = try runPlurals(arguments)
      #expect(help.status == 0)
      for option in [
        "--output", "--locale", "--config", "--development-language", "CLDR's samples", "self-contained",
      ] {
        #expect(help.output.contains(option), "\(arguments) \(option)")
      }
    }
  }

  @Test("no localization file: status 1; a path that cannot be read: status 2, named")
  func statuses() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/empty", withIntermediateDirectories: true)
    let empty = try runPlurals(["preview", "empty"], directory: root)
    #expect(empty.status == 1)
    #expect(empty.error.contains("no lintable files found"))
    let missing = try runPlurals(["preview", "missing"], directory: root)
    #expect(missing.status == 2)
    #expect(missing.error.contains("missing"))
  }
}
