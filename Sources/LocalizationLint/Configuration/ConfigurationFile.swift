import LocalizedStrings
import SourceFiles
import Yams

extension LintConfiguration {
  /// The keys a configuration file may have at its top level.
  package static let topLevelKeys = [
    "development_language", "included", "excluded", "baseline", "disabled_rules", "severity", "overrides",
    "reporter", "strict", "only_rules", "sources", "localization_functions", "unused_keys",
  ]
  /// The keys of an item of `overrides`.
  package static let overrideKeys = ["languages", "tables", "keys", "paths", "disabled_rules", "severity"]

  /// Reads a configuration file; relative paths in it are then relative to its folder.
  ///
  /// - Throws: the first problem of `init(checkingContentsOf:)`.
  public init(contentsOf path: String) throws(SourceError) {
    do {
      try self.init(checkingContentsOf: path)
    } catch {
      throw error.errors[0]
    }
  }

  /// Reads configuration text; `file` names it in errors.
  ///
  /// - Throws: the first problem of `init(checking:file:)`.
  public init(yaml: String, file: String) throws(SourceError) {
    do {
      try self.init(checking: yaml, file: file)
    } catch {
      throw error.errors[0]
    }
  }

  /// Reads a configuration file (a regular file of at most 1 MiB, in UTF-8),
  /// and reports every problem in it at once; relative paths in it are then
  /// relative to its folder, and must stay within it.
  ///
  /// - Throws: ``ConfigurationErrors`` with the file, line and column of each
  ///   problem: a file that cannot be read (the only problem then), YAML that
  ///   does not parse or holds an anchor (the only one too), an unknown key
  ///   or rule, a value of the wrong kind, a pattern too long or one too
  ///   many, a path that is absolute or leads out of the folder (by `..` or,
  ///   for `included` and `baseline`, by a symbolic link).
  package init(checkingContentsOf path: String) throws(ConfigurationErrors) {
    let text: String
    do {
      text = try ConfigurationReader(file: path).text()
    } catch {
      throw ConfigurationErrors(error)
    }
    let folder = LintBaseline.folder(of: path)
    try self.init(checking: text, file: path, folder: folder)
    baseDirectory = folder
  }

  /// Reads configuration text and reports every problem in it at once;
  /// `file` names it in errors. Paths are checked as written (relative,
  /// not leading out by `..`): without a folder, links are not followed.
  package init(checking yaml: String, file: String) throws(ConfigurationErrors) {
    try self.init(checking: yaml, file: file, folder: nil)
  }

  private init(checking yaml: String, file: String, folder: String?) throws(ConfigurationErrors) {
    self.init()
    var reading = ConfigurationReading(file: file, folder: folder)
    reading.read(yaml, into: &self)
    if !reading.errors.isEmpty { throw reading.errors }
  }
}

/// One reading of a linter configuration: its values, and every problem
/// found on the way (a wrong value is reported and left out, and the
/// reading goes on).
private struct ConfigurationReading {
  let reader: ConfigurationReader
  let confinement: PathConfinement
  var errors = ConfigurationErrors()
  /// Paths and patterns read so far (at most `PathPattern.maximumCount`).
  var pathCount = 0

  init(file: String, folder: String?) {
    reader = ConfigurationReader(file: file)
    confinement = PathConfinement(folder: folder)
  }

  /// The single value of `node`, or nil with its error added.
  mutating func string(_ node: Node) -> String? {
    let reader = reader
    return errors.collect { () throws(SourceError) in try reader.string(node) }
  }

  mutating func read(_ yaml: String, into configuration: inout LintConfiguration) {
    let reader = reader
    // An empty file: the defaults.
    guard
      let found = errors.collect({ () throws(SourceError) in
        try reader.mapping(yaml, keys: "development_language, …")
      }),
      let mapping = found
    else { return }
    for (keyNode, value) in mapping {
      guard let key = string(keyNode) else {
        continue
      }
      switch key {
      case "development_language":
        if let language = string(value) {
          configuration.developmentLanguage = language
        }
      case "included": configuration.included = paths(value, key: key, opened: true)
      case "sources": configuration.sources = paths(value, key: key, opened: true)
      case "unused_keys":
        // `true` and `false` as well as a list of the keys the code builds at run time.
        switch value.scalar?.string {
        case "true": configuration.unusedKeys = []
        case "false": configuration.unusedKeys = nil
        default: configuration.unusedKeys = items(value).compactMap { pattern($0, key: key, at: $1) }
        }
      case "localization_functions":
        configuration.localizationFunctions = items(value).compactMap { name, node in
          guard LintConfiguration.isFunctionName(name) else {
            errors.append(
              reader.error(
                "localization_functions: '\(name)' is not the name of a Swift function or property (localized, L10n.string)",
                at: node))
            return nil
          }
          return name
        }
      case "excluded": configuration.excluded = paths(value, key: key, opened: false)
      case "baseline":
        guard let path = string(value) else {
          continue
        }
        if let problem = confinement.problem(with: path, key: key, opened: true) {
          errors.append(reader.error(problem, at: value))
        } else {
          configuration.baseline = path
        }
      case "disabled_rules": configuration.disabledRules = rules(value)
      case "only_rules":
        let chosen = rules(value)
        if value.sequence?.isEmpty == true {
          errors.append(reader.error("only_rules: [] would report nothing; name the rules to run", at: value))
        } else {
          configuration.onlyRules = chosen
        }
      case "severity": configuration.severities = severities(value)
      case "reporter":
        guard let name = string(value) else { continue }
        if let format = LintFormat(rawValue: name) {
          configuration.reporter = format
        } else {
          errors.append(
            reader.error(
              "reporter: '\(name)' is not a format; the formats are \(LintFormat.allCases.map(\.rawValue).joined(separator: ", "))",
              at: value))
        }
      case "strict":
        guard let text = string(value) else { continue }
        switch text {
        case "true": configuration.strict = true
        case "false": configuration.strict = false
        default: errors.append(reader.error("strict: '\(text)' is not true or false", at: value))
        }
      case "overrides":
        guard let items = value.sequence else {
          errors.append(reader.error("overrides must be a list of mappings (- languages: [ja] …)", at: value))
          continue
        }
        configuration.overrides = items.map { override($0) }
      case "opt_in_rules":
        errors.append(
          reader.error(
            "unknown key 'opt_in_rules': no rule is opt-in, every rule runs unless disabled_rules names it or only_rules leaves it out",
            at: keyNode))
      default:
        let near = NearestName.suggestion(for: key, in: LintConfiguration.topLevelKeys)
        errors.append(
          reader.error(
            "unknown key '\(key)'\(near); the keys are \(LintConfiguration.topLevelKeys.joined(separator: ", "))",
            at: keyNode))
      }
    }
  }

  /// The items of a list of strings (one string alone is a list of one), each
  /// wrong item reported.
  mutating func items(_ node: Node) -> [(string: String, node: Node)] {
    if let scalar = node.scalar { return [(scalar.string, node)] }
    guard let items = node.sequence else {
      errors.append(reader.error("expected a list", at: node))
      return []
    }
    return items.compactMap { item in string(item).map { ($0, item) } }
  }

  /// Paths or path patterns (`included`, `excluded`, an override's `paths`),
  /// within the folder and the limits of patterns.
  mutating func paths(_ node: Node, key: String, opened: Bool) -> [String] {
    items(node).compactMap { path, node in
      if let problem = confinement.problem(with: path, key: key, opened: opened) {
        errors.append(reader.error(problem, at: node))
        return nil
      }
      return pattern(path, key: key, at: node)
    }
  }

  /// `text`, when it is within the length of a pattern and the count of them.
  mutating func pattern(_ text: String, key: String, at node: Node) -> String? {
    let length = text.unicodeScalars.count
    if length > PathPattern.maximumLength {
      errors.append(
        reader.error(
          "\(key): a pattern of \(length) characters; the longest allowed is \(PathPattern.maximumLength)",
          at: node))
      return nil
    }
    pathCount += 1
    guard pathCount <= PathPattern.maximumCount else {
      if pathCount == PathPattern.maximumCount + 1 {
        errors.append(
          reader.error(
            "more than \(PathPattern.maximumCount) paths and patterns (included, excluded, and the overrides' "
              + "paths and keys together)", at: node))
      }
      return nil
    }
    return text
  }

  mutating func rule(_ node: Node) -> DiagnosticCode? {
    guard let name = string(node) else { return nil }
    guard let code = DiagnosticCode(rawValue: name) else {
      let near = NearestName.suggestion(for: name, in: DiagnosticCode.allCases.map(\.rawValue))
      errors.append(
        reader.error("unknown rule '\(name)'\(near); `plurals lint rules` lists the rules", at: node))
      return nil
    }
    return code
  }

  mutating func rules(_ node: Node) -> Set<DiagnosticCode> {
    if node.scalar != nil { return Set([rule(node)].compactMap { $0 }) }
    guard let items = node.sequence else {
      errors.append(reader.error("expected a list of rules", at: node))
      return []
    }
    return Set(items.compactMap { rule($0) })
  }

  mutating func severities(_ node: Node) -> [DiagnosticCode: LocalizationDiagnostic.Severity] {
    guard let mapping = node.mapping else {
      errors.append(
        reader.error("severity must map rules to error, warning or note (missing-key: note)", at: node))
      return [:]
    }
    var result: [DiagnosticCode: LocalizationDiagnostic.Severity] = [:]
    for (key, value) in mapping {
      let code = rule(key)
      guard let name = string(value) else {
        continue
      }
      guard let severity = LocalizationDiagnostic.Severity(rawValue: name) else {
        errors.append(reader.error("'\(name)' is not a severity: error, warning or note", at: value))
        continue
      }
      if let code { result[code] = severity }
    }
    return result
  }

  mutating func override(_ node: Node) -> LintConfiguration.Override {
    var override = LintConfiguration.Override()
    guard let mapping = node.mapping else {
      errors.append(
        reader.error(
          "an override is a mapping (languages, tables, keys, paths, disabled_rules, severity)", at: node))
      return override
    }
    for (keyNode, value) in mapping {
      guard let key = string(keyNode) else {
        continue
      }
      switch key {
      case "languages": override.languages = items(value).map(\.string)
      case "tables": override.tables = items(value).map(\.string)
      case "keys": override.keys = items(value).compactMap { pattern($0, key: key, at: $1) }
      case "paths": override.paths = paths(value, key: key, opened: false)
      case "disabled_rules": override.disabledRules = rules(value)
      case "severity": override.severities = severities(value)
      default:
        let near = NearestName.suggestion(for: key, in: LintConfiguration.overrideKeys)
        errors.append(
          reader.error(
            "unknown key '\(key)' in an override\(near); the keys are \(LintConfiguration.overrideKeys.joined(separator: ", "))",
            at: keyNode))
      }
    }
    return override
  }
}
