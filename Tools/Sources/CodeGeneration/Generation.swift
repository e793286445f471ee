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
    /// Where the tables come from more than one release: a line every file's header
    /// adds (``Generation/mixedReleases(rules:numbers:)``).
    public var note: String?

    public init(source: String = "cldr-data/json/", command: String = Generation.command, note: String? = nil)
    {
      self.source = source
      self.command = command
      self.note = note
    }
  }

  /// The release of the number tables when it is not the one of the rules.
  public struct NumberRelease: Sendable {
    /// A CLDR tree with number data (the package's `cldr-data/json/`).
    public var directory: String
    /// The tree as the header names it (`cldr-data/json/`).
    public var source: String

    public init(directory: String, source: String) {
      self.directory = directory
      self.source = source
    }
  }

  /// The header line of files generated from two releases: which tables come from which.
  static func mixedReleases(
    rules: (version: String, source: String), numbers: (version: String, source: String)
  )
    -> String
  {
    "Plural rules and likely subtags: CLDR \(rules.version) (\(rules.source)); number data: CLDR "
      + "\(numbers.version) (\(numbers.source)), as the first has none."
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
    let note = provenance.note.map { "// \(CommentText.escaped($0))\n" } ?? ""
    return """
      // DO NOT EDIT. Generated from CLDR \(version) \(data) (\(source)) by generate-cldr-tables.
      \(note)// Regenerate with: \(command)
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
  ///
  /// - Parameter numbers: Where the number tables come from when `directory`
  ///   has no number data: that release's number data and parent locales,
  ///   its version in the number file's header and every header saying which
  ///   tables come from which release (``Provenance/note``). Without it such
  ///   a tree gives no number file.
  public static func generateAll(
    cldrDirectory directory: String, numbers: NumberRelease? = nil, provenance: Provenance = Provenance()
  ) throws(GeneratorFailure) -> [GeneratedFile] {
    let data = try load(directory)
    let likely = try loadLikelySubtags(directory)
    var provenance = provenance
    var numberFile: GeneratedFile?
    if NumberTablesFile.hasNumberData(directory) {
      numberFile = try NumberTablesFile.generate(
        cldrDirectory: directory, parents: data.parentLocales, version: data.version, provenance: provenance)
    } else if let numbers {
      let other = try load(numbers.directory)
      provenance.note = mixedReleases(
        rules: (data.version, provenance.source), numbers: (other.version, numbers.source))
      numberFile = try NumberTablesFile.generate(
        cldrDirectory: numbers.directory, parents: other.parentLocales, version: other.version,
        provenance: Provenance(source: numbers.source, command: provenance.command, note: provenance.note))
    }
    let files =
      try generate(data, provenance: provenance) + [
        LikelySubtagsFile.generate(
          likely, languages: pluralLanguages(data), version: data.version, provenance: provenance)
      ]
    return files + (numberFile.map { [$0] } ?? [])
  }
}
