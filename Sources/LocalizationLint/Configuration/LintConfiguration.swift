import LocalizedStrings

/// What `.plurals-lint.yml` says: which rules run, how severe they are,
/// which files are linted, and exceptions for some languages, tables,
/// keys or paths.
///
/// ```yaml
/// development_language: en
/// included: [App/Resources]
/// excluded: [App/Resources/Vendor, "**/Generated"]
/// baseline: lint-baseline.json
/// sources: [App/Sources]   # Swift code whose calls are checked against the tables
/// localization_functions: [localized]   # "key".localized, besides NSLocalizedString & co.
/// unused_keys: ["state.*"]   # report the keys no call site names, but these
/// reporter: sarif      # the format, unless --format/--reporter gives one
/// strict: true         # warnings fail the run, unless --no-strict/--no-werror
/// disabled_rules: [catalog-state-new]
/// # only_rules: [missing-other, missing-categories]   # or: nothing but these (SwiftLint's key)
/// severity:
///   missing-categories: error
/// overrides:
///   - languages: [ja]
///     disabled_rules: [unused-category]
///   - tables: [Shelves]
///     keys: ["debug.*"]
///     severity: { missing-key: note }
/// ```
///
/// Paths (`included`, `excluded`, `baseline`, an override's `paths`) are relative to the
/// folder of the file and stay within it (`init(checkingContentsOf:)`); `*`
/// matches within a path component, `**` across components, `?` one
/// character, and a pattern without them also matches everything below it.
/// Key patterns use `*` and `?` alike (`*` across `/` too). Every pattern is compiled
/// once. A file's path is matched once, in time O(*n*·*m*) for a path of *n* characters
/// and a pattern of *m*, however many findings the file has; a key pattern is matched in
/// O(*n*·⌈*m*/64⌉).
/// Overrides apply in order, after the top-level settings, so a later one wins.
public struct LintConfiguration: Sendable {
  /// The name the command line and the plugins look for.
  package static let fileName = ".plurals-lint.yml"

  /// Whether `name` can name a function or property of ``localizationFunctions``: Swift
  /// identifiers joined by dots (`localized`, `L10n.string`), at most 128 characters.
  package static func isFunctionName(_ name: String) -> Bool {
    guard !name.isEmpty, name.utf8.count <= 128 else { return false }
    return name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
      guard let first = part.unicodeScalars.first, first == "_" || first.properties.isXIDStart else {
        return false
      }
      return part.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isXIDContinue }
    }
  }

  /// The language of `Base.lproj` and the reference of comparisons.
  public var developmentLanguage = "en"
  /// What is linted when no path is given.
  public var included: [String] = []
  /// Folders or files of Swift code whose calls are checked against the tables
  /// (`plurals lint --sources`, `sources:`); none: the code is not read.
  public var sources: [String] = []
  /// Functions and properties that look up a localized string by the key they are given, besides
  /// the platform's (`localization_functions: [localized, L]`, as `genstrings -s` takes a routine):
  /// `"files.title".localized`, `L("files.title")`, `"k".localized(comment: "")`.
  public var localizationFunctions: [String] = []
  /// Report the keys of the tables the code asks for that no call site names (`unused_keys:`,
  /// with ``sources``), but those matching these key patterns: keys the code builds at run
  /// time (`"state.*"`). Nil (the default): not reported.
  public var unusedKeys: [String]? {
    didSet { unusedKeyPatterns = unusedKeys?.map(KeyPattern.init) ?? [] }
  }
  /// ``unusedKeys`` compiled.
  private(set) var unusedKeyPatterns: [KeyPattern] = []

  /// Whether `key` is one of ``unusedKeys``' patterns: a key the code builds at run time.
  func ignoresUnusedKey(_ key: String) -> Bool {
    unusedKeyPatterns.contains { $0.matches(key) }
  }
  /// Paths and patterns never linted.
  public var excluded: [String] = [] {
    didSet { excludedGlobs = excluded.map(PathGlob.init) }
  }
  /// ``excluded`` compiled, once for every file.
  private var excludedGlobs: [PathGlob] = []
  /// Codes not reported.
  public var disabledRules: Set<DiagnosticCode> = []
  /// The only codes reported (`only_rules:`, as SwiftLint's): nil reports every code that is
  /// not disabled; a set leaves out every code it does not hold, in every override too.
  public var onlyRules: Set<DiagnosticCode>?
  /// Severities that replace the codes' own.
  public var severities: [DiagnosticCode: LocalizationDiagnostic.Severity] = [:]
  /// A baseline file (``LintBaseline``) whose findings are not reported, unless one is given on the command line.
  public var baseline: String?
  /// The report's format (`reporter:`), unless the command line gives one.
  public var reporter: LintFormat?
  /// Whether warnings fail the run (`strict:`), unless the command line says.
  public var strict: Bool?
  /// Settings for some languages, tables, keys or paths, in order.
  public var overrides: [Override] = []
  /// The folder relative paths are resolved from: the configuration file's (nil: the current directory).
  package var baseDirectory: String?

  /// Settings that apply where every selector given matches (an empty selector matches all).
  public struct Override: Sendable {
    /// Languages: `pt` matches `pt`, `pt-BR` and `pt_PT`; `pt-BR` only itself.
    public var languages: [String] = []
    /// Table names: `Localizable`, a catalog's `Shelves`.
    public var tables: [String] = []
    /// Key patterns.
    public var keys: [String] = [] {
      didSet { keyPatterns = keys.map(KeyPattern.init) }
    }
    /// ``keys`` compiled, once for every finding.
    private(set) var keyPatterns: [KeyPattern] = []
    /// Path patterns.
    public var paths: [String] = [] {
      didSet { pathGlobs = paths.map(PathGlob.init) }
    }
    /// ``paths`` compiled, once for every file.
    private(set) var pathGlobs: [PathGlob] = []
    public var disabledRules: Set<DiagnosticCode> = []
    public var severities: [DiagnosticCode: LocalizationDiagnostic.Severity] = [:]

    public init() {}
  }

  /// The default: every rule at its own severity, English as the development language.
  public init() {}

  /// Which overrides take a file by its path: worked out once per file, so that a file's
  /// findings are not each matched against every path pattern again.
  package struct PathScope: Sendable {
    /// For each override in order, whether its `paths` (if any) take the file.
    fileprivate let takes: [Bool]
  }

  /// The overrides whose `paths` take `relativePath` (relative to ``baseDirectory``; nil: a
  /// finding of no file, which no path pattern takes).
  ///
  /// - Complexity: O(*n*·*m*) for a path of *n* scalars and the overrides' path patterns of
  ///   *m* in all.
  package func pathScope(relativePath: String?) -> PathScope {
    PathScope(takes: overrides.map { $0.takes(relativePath) })
  }

  /// The finding as this configuration reports it: nil when its rule is
  /// disabled there, else with the severity configured.
  package func apply(to finding: LintFinding, relativePath: String?) -> LintFinding? {
    apply(to: finding, in: pathScope(relativePath: relativePath))
  }

  /// Each finding as this configuration reports it (``apply(to:relativePath:)``), the ones
  /// it disables left out, in order. A file's path is made relative and matched against the
  /// path patterns once, however many findings the file has.
  ///
  /// - Parameter relativePath: a finding's file relative to ``baseDirectory``, asked once per file.
  /// - Complexity: O(*f*·*n*·*m* + *k*·⌈*m*′/64⌉) for *f* files of paths of *n* scalars, path
  ///   patterns of *m* scalars in all, and findings' keys of *k* scalars in all against key
  ///   patterns of *m*′.
  package func apply(to findings: [LintFinding], relativePath: (String) -> String) -> [LintFinding] {
    var scopes: [String: PathScope] = [:]
    return findings.compactMap { finding in
      let file = finding.diagnostic.location.file
      let scope = scopes[file] ?? pathScope(relativePath: relativePath(file))
      scopes[file] = scope
      return apply(to: finding, in: scope)
    }
  }

  /// ``apply(to:relativePath:)`` with the file's overrides already chosen by path
  /// (``pathScope(relativePath:)`` of this configuration).
  ///
  /// - Complexity: O(*k*·⌈*m*/64⌉) for a key of *k* scalars and the overrides' key patterns of
  ///   *m* in all; no path pattern is matched.
  package func apply(to finding: LintFinding, in scope: PathScope) -> LintFinding? {
    precondition(scope.takes.count == overrides.count, "a path scope of another configuration")
    let code = finding.diagnostic.code
    var disabled = disabledRules.contains(code) || onlyRules.map { !$0.contains(code) } == true
    var severity = severities[code]
    for (override, takesPath) in zip(overrides, scope.takes)
    where takesPath && override.matches(finding.subject) {
      if override.disabledRules.contains(code) { disabled = true }
      if let chosen = override.severities[code] { severity = chosen }
    }
    if disabled { return nil }
    var result = finding
    if let severity { result.diagnostic.severity = severity }
    return result
  }

  /// `path` (as the file writes it) resolved from ``baseDirectory``.
  package func resolved(_ path: String) -> String {
    guard let baseDirectory, !path.hasPrefix("/"), baseDirectory != "." else { return path }
    return baseDirectory + "/" + path
  }

  /// Whether `relativePath` (relative to ``baseDirectory``) is excluded.
  package func excludes(relativePath: String) -> Bool {
    excludedGlobs.contains { $0.matches(relativePath) }
  }
}

extension LintConfiguration.Override {
  /// Whether the override's `paths` take the file (an override without paths takes every
  /// file, and a finding of none).
  func takes(_ path: String?) -> Bool {
    guard !pathGlobs.isEmpty else { return true }
    guard let path else { return false }
    return pathGlobs.contains { $0.matches(path) }
  }

  /// Whether the override's languages, tables and keys take the finding's subject.
  func matches(_ subject: DiagnosticSubject?) -> Bool {
    if !languages.isEmpty {
      guard let language = subject?.language.map(Self.normalized) else { return false }
      guard languages.map(Self.normalized).contains(where: { language == $0 || language.hasPrefix($0 + "-") })
      else { return false }
    }
    if !tables.isEmpty {
      guard let table = subject?.table, tables.contains(table) else { return false }
    }
    if !keys.isEmpty {
      guard let key = subject?.key else { return false }
      let scalars = key.unicodeScalars.map(\.value)
      guard keyPatterns.contains(where: { $0.matches(scalars) }) else { return false }
    }
    return true
  }

  private static func normalized(_ language: String) -> String {
    language.replacing("_", with: "-").lowercased()
  }
}
