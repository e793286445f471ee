import LocalizationFiles
import LocalizedStrings
import SourceFiles
import Yams

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LintConfiguration {
  /// The keys a configuration file may have at its top level.
  public static let topLevelKeys = [
    "development_language", "included", "excluded", "baseline", "disabled_rules", "severity", "overrides",
  ]
  /// The keys of an item of `overrides`.
  public static let overrideKeys = ["languages", "tables", "keys", "paths", "disabled_rules", "severity"]

  /// Reads a configuration file; relative paths in it are then relative to its folder.
  ///
  /// - Throws: `SourceError` with the file, line and column of the
  ///   problem: a file that cannot be read, YAML that does not parse, an
  ///   unknown key or rule, a value of the wrong kind.
  public init(contentsOf path: String) throws(SourceError) {
    let bytes: [UInt8]
    do {
      bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw SourceError(.fileAccess, "cannot read the configuration file", file: path)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw SourceError(.encoding, "the configuration file is not UTF-8", file: path)
    }
    try self.init(yaml: text, file: path)
    let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
      separator: "/")
    baseDirectory = path.hasPrefix("/") && folder.isEmpty ? "/" : folder.isEmpty ? "." : folder
  }

  /// Reads configuration text; `file` names it in errors.
  public init(yaml: String, file: String) throws(SourceError) {
    self.init()
    let reader = ConfigurationReader(file: file)
    // An empty file: the defaults.
    guard let mapping = try reader.mapping(yaml, keys: "development_language, …") else { return }
    for (keyNode, value) in mapping {
      let key = try reader.string(keyNode)
      switch key {
      case "development_language": developmentLanguage = try reader.string(value)
      case "included": included = try reader.strings(value)
      case "excluded": excluded = try reader.strings(value)
      case "baseline": baseline = try reader.string(value)
      case "disabled_rules": disabledRules = try reader.rules(value)
      case "severity": severities = try reader.severities(value)
      case "overrides":
        guard let items = value.sequence else {
          throw reader.error("overrides must be a list of mappings (- languages: [ja] …)", at: value)
        }
        overrides = try items.map { item throws(SourceError) in try reader.override(item) }
      case "opt_in_rules":
        throw reader.error(
          "unknown key 'opt_in_rules': no rule is opt-in, every rule runs unless disabled_rules names it",
          at: keyNode)
      default:
        throw reader.error(
          "unknown key '\(key)'; the keys are \(Self.topLevelKeys.joined(separator: ", "))", at: keyNode)
      }
    }
  }
}

/// Reads the nodes of a configuration file, with errors at their place
/// (the linter's, and the accessor generator's).
package struct ConfigurationReader {
  package let file: String

  package init(file: String) {
    self.file = file
  }

  /// The top-level mapping of a configuration file, nil for an empty file.
  ///
  /// - Throws: `SourceError` for YAML that does not parse or a top level
  ///   that is not a mapping (`keys` names what it should hold).
  package func mapping(_ yaml: String, keys: String) throws(SourceError) -> Node.Mapping? {
    let root: Node?
    do {
      root = try Yams.compose(yaml: yaml)
    } catch {
      throw yamlError(error)
    }
    guard let root else { return nil }
    guard let mapping = root.mapping else {
      throw self.error("the configuration must be a mapping of keys (\(keys))", at: root)
    }
    return mapping
  }

  /// A YAML document's root node, nil for an empty one.
  package func root(_ yaml: String) throws(SourceError) -> Node? {
    do {
      return try Yams.compose(yaml: yaml)
    } catch {
      throw yamlError(error)
    }
  }

  package func location(_ mark: Mark?) -> SourceLocation {
    SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
  }

  /// A value that parses but is not what the file allows there (`invalidContent`).
  package func error(_ message: String, at node: Node) -> SourceError {
    SourceError(.invalidContent, message, at: location(node.mark))
  }

  package func yamlError(_ error: any Error) -> SourceError {
    guard let error = error as? YamlError else {
      return SourceError(.malformed, "\(error)", at: location(nil))
    }
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      return SourceError(.malformed, "YAML: \(problem)", at: location(mark))
    case .duplicatedKeysInMapping(let duplicates, let context):
      return SourceError(
        .malformed, "a key appears twice: \(duplicates.joined(separator: ", "))", at: location(context.mark))
    default:
      return SourceError(.malformed, "YAML: \(error)".trimmingTrailingNewlines(), at: location(nil))
    }
  }

  package func string(_ node: Node) throws(SourceError) -> String {
    guard let scalar = node.scalar else {
      throw error("expected a single value, not a list or mapping", at: node)
    }
    return scalar.string
  }

  /// A list of strings; one string alone counts as a list of one.
  package func strings(_ node: Node) throws(SourceError) -> [String] {
    if node.scalar != nil { return [try string(node)] }
    guard let items = node.sequence else { throw error("expected a list", at: node) }
    return try items.map { item throws(SourceError) in try string(item) }
  }

  func rule(_ node: Node) throws(SourceError) -> DiagnosticCode {
    let name = try string(node)
    guard let code = DiagnosticCode(rawValue: name) else {
      throw error("unknown rule '\(name)'; `plurals lint rules` lists the rules", at: node)
    }
    return code
  }

  func rules(_ node: Node) throws(SourceError) -> Set<DiagnosticCode> {
    if node.scalar != nil { return [try rule(node)] }
    guard let items = node.sequence else { throw error("expected a list of rules", at: node) }
    var codes = Set<DiagnosticCode>()
    for item in items { codes.insert(try rule(item)) }
    return codes
  }

  func severities(_ node: Node) throws(SourceError) -> [DiagnosticCode: LocalizationDiagnostic.Severity] {
    guard let mapping = node.mapping else {
      throw error("severity must map rules to error, warning or note (missing-key: note)", at: node)
    }
    var result: [DiagnosticCode: LocalizationDiagnostic.Severity] = [:]
    for (key, value) in mapping {
      let code = try rule(key)
      let name = try string(value)
      guard let severity = LocalizationDiagnostic.Severity(rawValue: name) else {
        throw error("'\(name)' is not a severity: error, warning or note", at: value)
      }
      result[code] = severity
    }
    return result
  }

  func override(_ node: Node) throws(SourceError) -> LintConfiguration.Override {
    guard let mapping = node.mapping else {
      throw error(
        "an override is a mapping (languages, tables, keys, paths, disabled_rules, severity)", at: node)
    }
    var override = LintConfiguration.Override()
    for (keyNode, value) in mapping {
      switch try string(keyNode) {
      case "languages": override.languages = try strings(value)
      case "tables": override.tables = try strings(value)
      case "keys": override.keys = try strings(value)
      case "paths": override.paths = try strings(value)
      case "disabled_rules": override.disabledRules = try rules(value)
      case "severity": override.severities = try severities(value)
      case let key:
        throw error(
          "unknown key '\(key)' in an override; the keys are \(LintConfiguration.overrideKeys.joined(separator: ", "))",
          at: keyNode)
      }
    }
    return override
  }
}

extension String {
  fileprivate func trimmingTrailingNewlines() -> String {
    var text = Substring(self)
    while text.last?.isNewline == true { text = text.dropLast() }
    return String(text)
  }
}
