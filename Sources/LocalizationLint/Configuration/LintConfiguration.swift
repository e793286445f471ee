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
/// Key patterns use `*` and `?` alike (`*` across `/` too). Matching a path takes
/// time O(*n*·*m*) for a path of *n* characters and a pattern of *m*; a key pattern is
/// compiled once and matched in O(*n*·⌈*m*/64⌉).
/// Overrides apply in order, after the top-level settings, so a later one wins.
public struct LintConfiguration: Sendable {
  /// The name the command line and the plugins look for.
  package static let fileName = ".plurals-lint.yml"

  /// The language of `Base.lproj` and the reference of comparisons.
  public var developmentLanguage = "en"
  /// What is linted when no path is given.
  public var included: [String] = []
  /// Paths and patterns never linted.
  public var excluded: [String] = []
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
    public var paths: [String] = []
    public var disabledRules: Set<DiagnosticCode> = []
    public var severities: [DiagnosticCode: LocalizationDiagnostic.Severity] = [:]

    public init() {}
  }

  /// The default: every rule at its own severity, English as the development language.
  public init() {}

  /// The finding as this configuration reports it: nil when its rule is
  /// disabled there, else with the severity configured.
  package func apply(to finding: LintFinding, relativePath: String?) -> LintFinding? {
    let code = finding.diagnostic.code
    var disabled = disabledRules.contains(code) || onlyRules.map { !$0.contains(code) } == true
    var severity = severities[code]
    for override in overrides where override.matches(finding.subject, path: relativePath) {
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
    excluded.contains { PathPattern.matches($0, path: relativePath) }
  }
}

extension LintConfiguration.Override {
  func matches(_ subject: DiagnosticSubject?, path: String?) -> Bool {
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
    if !paths.isEmpty {
      guard let path, paths.contains(where: { PathPattern.matches($0, path: path) }) else { return false }
    }
    return true
  }

  private static func normalized(_ language: String) -> String {
    language.replacing("_", with: "-").lowercased()
  }
}
