import LocalizedStrings
import LocalizationLint
import Testing

/// `languages:` of a configuration override, as a team writes it: a language names itself and
/// every tag under it (`pt` is pt-BR and pt_PT too), whole subtags only (`ha`, Hausa, is not
/// `haw`, Hawaiian), in either spelling (`_` or `-`) and any case; a tag with a region names
/// that region alone (`pt-BR` is not pt, nor pt-PT). A finding of no language is never matched.
@Suite("Lint configuration: languages of an override, by whole subtags")
struct LanguageOverrideTests {
  struct Match: Sendable, CustomStringConvertible {
    var configured: String
    var language: String?
    var matches: Bool
    var description: String { "\(configured) for \(language ?? "no language")" }
  }

  static let matches: [Match] = [
    Match(configured: "pt", language: "pt", matches: true),
    Match(configured: "pt", language: "pt-BR", matches: true),
    Match(configured: "pt", language: "pt_PT", matches: true),
    Match(configured: "pt", language: "PT-br", matches: true),
    Match(configured: "pt", language: "pl", matches: false),
    Match(configured: "pt", language: nil, matches: false),
    Match(configured: "PT", language: "pt-BR", matches: true),
    Match(configured: "pt-BR", language: "pt-BR", matches: true),
    Match(configured: "pt-BR", language: "pt_BR", matches: true),
    Match(configured: "pt_BR", language: "pt-br", matches: true),
    Match(configured: "pt-BR", language: "pt", matches: false),
    Match(configured: "pt-BR", language: "pt-PT", matches: false),
    Match(configured: "pt-BR", language: "pt-BRA", matches: false),
    Match(configured: "ha", language: "ha", matches: true),
    Match(configured: "ha", language: "ha-NG", matches: true),
    Match(configured: "ha", language: "haw", matches: false),
    Match(configured: "es", language: "es-419", matches: true),
    Match(configured: "es-419", language: "es", matches: false),
    Match(configured: "zh", language: "zh-Hant-TW", matches: true),
    Match(configured: "zh_Hant", language: "zh-Hant", matches: true),
    Match(configured: "zh_Hant", language: "zh-Hant-TW", matches: true),
    Match(configured: "zh-Hant", language: "zh-Hans", matches: false),
    Match(configured: "zh-Hant", language: "zh", matches: false),
    Match(configured: "sr-Latn", language: "sr", matches: false),
    Match(configured: "sr", language: "sr-Latn", matches: true),
  ]

  @Test("each configured language against a finding's language", arguments: matches)
  func match(_ match: Match) throws {
    let configuration = try LintConfiguration(
      yaml: "overrides:\n  - languages: [\"\(match.configured)\"]\n    disabled_rules: [unused-category]\n",
      file: "c.yml")
    let finding = LintFinding(
      .init(.unusedCategory, "m", at: .init(file: "x", line: 1, column: 1)),
      subject: .init(table: "Localizable", key: "k", language: match.language))
    let kept = configuration.apply(to: finding, relativePath: "x") != nil
    #expect(kept == !match.matches, "\(match)")
  }

  @Test("through the linter: [pt] quiets pt-BR.lproj and pt-PT.lproj, [pt-BR] only pt-BR.lproj")
  func linter() throws {
    // Polish-style categories in Portuguese: 'few' and 'many' are never used.
    let unused = variable(
      "n", [("one", "%d ficheiro"), ("few", "%d"), ("many", "%d"), ("other", "%d ficheiros")])
    let fixture = try LintFixture([
      "en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", good)),
      "pt-BR.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", unused)),
      "pt-PT.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", unused)),
    ])
    defer { fixture.remove() }
    func flaggedFolders(_ languages: String) throws -> [String] {
      var configuration = try LintConfiguration(
        yaml: "overrides:\n  - languages: [\(languages)]\n    disabled_rules: [unused-category]\n",
        file: "c.yml")
      configuration.baseDirectory = fixture.root
      let report = Linter.lint(paths: [fixture.root], configuration: configuration)
      let files = report.diagnostics.filter { $0.code == .unusedCategory }.map(\.location.file)
      return Set(files.map { String($0.split(separator: "/").dropLast().last ?? "") }).sorted()
    }
    #expect(try flaggedFolders("ja") == ["pt-BR.lproj", "pt-PT.lproj"])
    #expect(try flaggedFolders("pt") == [])
    #expect(try flaggedFolders("pt-BR") == ["pt-PT.lproj"])
    #expect(try flaggedFolders("pt_br") == ["pt-PT.lproj"])
    #expect(try flaggedFolders("p") == ["pt-BR.lproj", "pt-PT.lproj"])
  }
}
