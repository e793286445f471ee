import PluralRuleSyntax

/// `Sources/Plurals/Generated/PluralRuleTexts.swift`: the canonical rule
/// texts (a separate file: only `ruleText(for:)` reads them).
public enum PluralRuleTextsFile {
  /// Where the file goes, relative to the package root.
  public static let path = "Sources/Plurals/Generated/PluralRuleTexts.swift"

  static func contents(_ tables: EncodedTables, _ provenance: Generation.Provenance) -> String {
    tables.ruleTextsFile(provenance)
  }
}

extension EncodedTables {
  /// `extension PluralTables { static let ruleTexts … }`: canonical rule text,
  /// samples included, one entry per category of every rule set.
  func writeRuleTexts(to out: inout SwiftWriter) {
    out.line("extension PluralTables {")
    out.comment(
      "Canonical rule text, samples included: six entries per rule set, by category (TableFormat.RuleTextTable)."
    )
    out.stringArray(
      "ruleTexts", ruleSets.flatMap { set in PluralKeyword.allCases.map { set.rules[$0]?.description ?? "" } }
    )
    out.line("}")
  }

  func ruleTextsFile(_ provenance: Generation.Provenance) -> String {
    var out = SwiftWriter()
    out.text = Generation.header("plural rule texts", version: version, provenance)
    writeRuleTexts(to: &out)
    return out.text
  }
}
