import CLDRData

/// The likely subtags of the languages that have plural rules, for the
/// language matching of `LocalizedStrings` (`zh-TW` asks for Traditional
/// Chinese, a `zh_CN.lproj` folder holds Simplified).
public enum LikelySubtagsFile {
  public static let path = "Sources/LocalizedStrings/Generated/LikelySubtags.swift"

  /// Keeps the mappings whose language has plural rules; `und_…` entries are dropped.
  public static func generate(
    _ data: CLDRLikelySubtags, languages: Set<String>, version: String,
    provenance: Generation.Provenance = Generation.Provenance()
  ) -> GeneratedFile {
    let kept = data.mappings.filter { languages.contains(String($0.from.prefix { $0 != "_" })) }
      .sorted { $0.from < $1.from }
    var out = SwiftWriter()
    out.text = Generation.header("likely subtags", version: version, provenance)
    out.line(
      "/// CLDR likely subtags of the languages with plural rules: `from` sorted, `to` language_Script_REGION."
    )
    out.line("enum LikelySubtags {")
    out.stringArray("from", kept.map(\.from))
    out.stringArray("to", kept.map(\.to))
    out.line("}")
    return GeneratedFile(relativePath: path, contents: out.text)
  }
}
