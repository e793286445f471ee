import LocalizedStrings
import SourceFiles

extension DiagnosticRule {
  static let unknownLocalization = DiagnosticRule(
    code: .unknownLocalization,
    summary:
      "an .lproj folder's name is not a localization name (a language tag, a legacy name such as English, or Base), or a .stringsdict beside .lproj folders is in none; its files are checked alone",
    help: "Rename the folder to its language (en, pt-BR), or remove it if it is a stray copy.",
    example: "en copy.lproj/Localizable.strings beside en.lproj (a,b.lproj, en-US 2.lproj alike)",
    reason:
      "no language is served from the folder: if it was meant as one, its users see another language's text; its keys and arguments are compared with nothing",
    triggering: [
      RuleExample(
        [
          "en copy.lproj/L.strings": #"↓"a" = "%@";"# + "\n",
          "en.lproj/L.strings": #""a" = "%@";"# + "\n",
        ]),
      RuleExample(
        [
          "Plurals.stringsdict": #"""
          ↓<?xml version="1.0" encoding="UTF-8"?>
          <plist version="1.0"><dict/></plist>

          """#,
          "en.lproj/L.strings": #""a" = "%@";"# + "\n",
        ]),
    ],
    nonTriggering: [
      .strings([
        "en": #""a" = "%@";"# + "\n",
        "en_GB": #""a" = "%@";"# + "\n",
      ])
    ])
}

extension EntryChecks {
  /// `unknown-localization`: a file in the `.lproj` folder `folder` (as shown), whose name is no
  /// localization's, or (`folder` nil) a `.stringsdict` in no `.lproj` folder beside folders
  /// that are: it is checked alone, with the plural rules of `rules` (the development
  /// language, as shown).
  static func unknownLocalization(folder: String?, rules: String, at place: SourceLocation)
    -> LocalizationDiagnostic
  {
    guard let folder else {
      return .init(
        .unknownLocalization,
        "this .stringsdict is in no .lproj folder, while its folder holds .lproj folders: no language is served from it, so it is checked alone, with \(rules)'s plural rules, and not compared with its table's other languages; move it into the .lproj folder of its language",
        at: place)
    }
    return .init(
      .unknownLocalization,
      "'\(folder).lproj' is not a localization name (a language tag such as en or pt-BR, a legacy name such as English, or Base): no language is served from it, so this file is checked alone, with \(rules)'s plural rules, and not compared with its table's other languages; rename or remove the folder",
      at: place)
  }
}
