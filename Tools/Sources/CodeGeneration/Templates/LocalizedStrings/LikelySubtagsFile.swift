import CLDRData
@_spi(TableFormat) import PluralTableFormat
import SourceFiles

/// The likely subtags of the languages that have plural rules, for the
/// language matching of `LocalizedStrings` (`zh-TW` asks for Traditional
/// Chinese, a `zh_CN.lproj` folder holds Simplified).
public enum LikelySubtagsFile {
  public static let path = "Sources/LocalizedStrings/Generated/LikelySubtags.swift"

  /// Keeps the mappings whose language has plural rules; `und_…` entries are dropped.
  ///
  /// - Throws: ``GeneratorFailure`` for an id no ``TableFormat/LocaleKey`` can hold.
  public static func generate(
    _ data: CLDRLikelySubtags, languages: Set<String>, version: String,
    provenance: Generation.Provenance = Generation.Provenance()
  ) throws(GeneratorFailure) -> GeneratedFile {
    // Keyed like the plural tables (TableFormat.LocaleKey, sorted by key), so that one lookup serves both.
    // Both sides are keys: the runtime fills a tag's script and region from
    // the `to` key without reading any string.
    var kept: [(key: TableFormat.LocaleKey, to: TableFormat.LocaleKey)] = []
    for mapping in data.mappings where languages.contains(String(mapping.from.prefix { $0 != "_" })) {
      guard let key = TableFormat.LocaleKey(mapping.from), let to = TableFormat.LocaleKey(mapping.to) else {
        throw GeneratorFailure(diagnostics: [
          CLDRDataError(
            .invalidContent, "likely subtags: '\(mapping.from)' → '\(mapping.to)' cannot be locale keys",
            file: path)
        ])
      }
      kept.append((key, to))
    }
    kept.sort { $0.key < $1.key }
    var out = SwiftWriter()
    out.text = Generation.header("likely subtags", version: version, provenance)
    out.line(
      "/// CLDR likely subtags of the languages with plural rules: `from` keys (TableFormat.LocaleKey) sorted, `to` the keys of language_Script_REGION."
    )
    out.line("enum LikelySubtags {")
    out.keyArray("from", kept.map(\.key))
    out.keyArray("to", kept.map(\.to))
    out.line("}")
    return GeneratedFile(relativePath: path, contents: out.text)
  }
}
