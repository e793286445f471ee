import CLDRData

/// Turns a CLDR tree into the package's generated files: the plural tables
/// and rule texts of `Plurals` (`Templates/Plurals`), the number tables of
/// `LocaleNumbers` (`Templates/LocaleNumbers`) and the likely subtags of
/// `LocalizedStrings` (`Templates/LocalizedStrings`), or one standalone file
/// (`Templates/Standalone`); the encoders they share are in `Encoding/`.
///
/// Every rule is parsed into the AST and every `@integer`/`@decimal` sample
/// is checked with the reference evaluator; nothing is produced while any
/// rule is malformed, any sample classifies as another category, or any
/// value outgrows its field of the table format.
public enum Generation {
  /// The command that regenerates the committed files, printed in their headers.
  public static let command = "swift run --package-path Tools generate-cldr-tables"

  /// What a generated file's header says about its origin.
  public struct Provenance: Sendable {
    /// The CLDR tree, as the user named it.
    public var source: String
    /// The command that makes the file again.
    public var command: String

    public init(source: String = "cldr-data/json/", command: String = Generation.command) {
      self.source = source
      self.command = command
    }
  }

  /// Loads `directory` (CLDR layout, see ``CLDRPluralData/load(from:)``) and
  /// generates the plural tables and rule texts, for `locales` only when given.
  public static func generate(
    cldrDirectory directory: String, locales: [String]? = nil, provenance: Provenance = Provenance()
  ) throws(GeneratorFailure) -> [GeneratedFile] {
    try generate(load(directory, locales: locales), provenance: provenance)
  }

  /// Loads the plural data of a CLDR tree, restricted to `locales` when
  /// given (see ``CLDRData/CLDRPluralData/restricted(to:)``).
  public static func load(_ directory: String, locales: [String]? = nil) throws(GeneratorFailure)
    -> CLDRPluralData
  {
    let data: CLDRPluralData
    do {
      data = try CLDRPluralData.load(from: directory)
    } catch {
      throw GeneratorFailure(diagnostics: [error])
    }
    guard let locales else { return data }
    return try data.restricted(to: locales)
  }

  /// The plural tables and rule texts of loaded data.
  public static func generate(_ data: CLDRPluralData, provenance: Provenance = Provenance())
    throws(GeneratorFailure)
    -> [GeneratedFile]
  {
    let tables = try EncodedTables(data)
    return [
      GeneratedFile(
        relativePath: PluralTablesFile.path, contents: try PluralTablesFile.contents(tables, provenance)),
      GeneratedFile(
        relativePath: PluralRuleTextsFile.path, contents: PluralRuleTextsFile.contents(tables, provenance)),
    ]
  }

  /// The first lines of every generated file; each value quoted is escaped (``CommentText``),
  /// so a path or version holding a line break cannot end the comment.
  static func header(_ data: String, version: String, _ provenance: Provenance) -> String {
    let (version, data) = (CommentText.escaped(version), CommentText.escaped(data))
    let (source, command) = (CommentText.escaped(provenance.source), CommentText.escaped(provenance.command))
    return """
      // DO NOT EDIT. Generated from CLDR \(version) \(data) (\(source)) by generate-cldr-tables.
      // Regenerate with: \(command)
      // swift-format-ignore-file


      """
  }
}

extension Generation {
  /// The likely subtags of a CLDR tree, a failure with the reader's error.
  static func loadLikelySubtags(_ directory: String) throws(GeneratorFailure) -> CLDRLikelySubtags {
    do {
      return try CLDRLikelySubtags.load(from: directory)
    } catch {
      throw GeneratorFailure(diagnostics: [error])
    }
  }

  /// The languages (`pt` of `pt_PT`) that have cardinal rules: those whose likely subtags are kept.
  static func pluralLanguages(_ data: CLDRPluralData) -> Set<String> {
    Set(data.cardinal.flatMap(\.locales).map { String($0.prefix { $0 != "_" }) })
  }

  /// Every generated file of the package: the plural tables and rule texts,
  /// the likely subtags, and the number tables when the tree has number data
  /// (``CLDRNumberData/extractedPath`` in an XML tree, which a CLDR release has
  /// none of until `--extract-numbers-from` writes it; `cldr-numbers-full` in a
  /// JSON release).
  public static func generateAll(cldrDirectory directory: String, provenance: Provenance = Provenance())
    throws(GeneratorFailure) -> [GeneratedFile]
  {
    let data = try load(directory)
    let likely = try loadLikelySubtags(directory)
    let languages = pluralLanguages(data)
    let files =
      try generate(data, provenance: provenance) + [
        LikelySubtagsFile.generate(
          likely, languages: languages, version: data.version, provenance: provenance)
      ]
    guard NumberTablesFile.hasNumberData(directory) else { return files }
    return files + [
      try NumberTablesFile.generate(
        cldrDirectory: directory, parents: data.parentLocales, version: data.version, provenance: provenance)
    ]
  }
}
