import CLDRData
@_spi(TableFormat) import PluralTableFormat
import SourceFiles

/// `Sources/Plurals/Generated/PluralTables.swift`: everything the runtime
/// evaluates, in the format of `Sources/PluralTableFormat`.
public enum PluralTablesFile {
  /// Where the file goes, relative to the package root.
  public static let path = "Sources/Plurals/Generated/PluralTables.swift"

  static func contents(_ tables: EncodedTables, _ provenance: Generation.Provenance) throws(GeneratorFailure)
    -> String
  {
    try tables.tablesFile(provenance)
  }
}

extension EncodedTables {
  /// `enum PluralTables { … }`: everything the runtime evaluates.
  func writeTables(to out: inout SwiftWriter) throws(TableFormat.FieldOverflow) {
    out.line("/// Tables generated from CLDR, in the format of Sources/PluralTableFormat.")
    out.line("enum PluralTables {")
    out.line("  static let cldrVersion = \(literal(version))")
    out.line("")
    try rules.write(to: &out)
    try integers.write(to: &out)
    out.comment(
      "Per rule set (TableFormat.RuleSetSummary): its categories, from which digit count doubles are other.")
    try out.array("ruleSetSummaries", summaries, as: UInt8.self, hex: true)
    try locales.write(to: &out)
    try ranges.write(to: &out)
    out.line("}")
  }

  func tablesFile(_ provenance: Generation.Provenance) throws(GeneratorFailure) -> String {
    var out = SwiftWriter()
    out.text = Generation.header("plural data", version: version, provenance)
    do {
      try writeTables(to: &out)
    } catch {
      throw GeneratorFailure(
        diagnostics: [
          CLDRDataError(.limitExceeded, error.description, file: file)
        ])
    }
    return out.text
  }
}
