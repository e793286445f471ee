import SourceFiles
import Yams

/// Reads configuration files (the linter's `.plurals-lint.yml`, the accessor
/// generator's `.plurals-accessors.yml`), with errors at their place.
///
/// A configuration may come from a hostile pull request, so the file is read
/// only when it is a regular file of at most ``maximumSize`` bytes, and YAML
/// anchors (`&name`) are refused before the YAML is composed: the composer
/// copies what an alias stands for into every place that uses it (and hashes
/// it in full where it is a key), so a few hundred kilobytes of aliases of
/// aliases stand for more nodes than any memory holds. A configuration never
/// needs them. Nesting is bounded by libyaml (1,000 levels).
package struct ConfigurationReader {
  /// The largest configuration file read (1 MiB): real ones are a few kilobytes.
  package static let maximumSize = 1 << 20

  package let file: String

  package init(file: String) {
    self.file = file
  }

  /// The text of the configuration file at `file`: a regular file of at most
  /// ``maximumSize`` bytes, in UTF-8.
  ///
  /// - Throws: `SourceError` at `file:1:1`: `fileAccess` (missing, not a
  ///   regular file), `limitExceeded` (too large), `encoding` (not UTF-8).
  package func text() throws(SourceError) -> String {
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.contents(of: file, maximumSize: Self.maximumSize)
    } catch {
      guard error.kind == .limitExceeded else { throw error }
      throw SourceError(
        .limitExceeded,
        "the configuration file is larger than \(Self.maximumSize) bytes (1 MiB); a configuration is a few kilobytes",
        file: file)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw SourceError(.encoding, "the configuration file is not UTF-8", file: file)
    }
    return text
  }

  /// The top-level mapping of a configuration file, nil for an empty file.
  ///
  /// - Throws: `SourceError` for YAML that does not parse, an anchor, or a
  ///   top level that is not a mapping (`keys` names what it should hold).
  package func mapping(_ yaml: String, keys: String) throws(SourceError) -> Node.Mapping? {
    guard let root = try root(yaml) else { return nil }
    guard let mapping = root.mapping else {
      throw self.error("the configuration must be a mapping of keys (\(keys))", at: root)
    }
    return mapping
  }

  /// A YAML document's root node, nil for an empty one.
  ///
  /// - Throws: `SourceError` for YAML that does not parse or holds an anchor.
  package func root(_ yaml: String) throws(SourceError) -> Node? {
    try refuseAnchors(in: yaml)
    do {
      return try Yams.compose(yaml: yaml)
    } catch {
      throw yamlError(error)
    }
  }

  /// Refuses every `&` that libyaml could read as an anchor, before the
  /// YAML is composed.
  ///
  /// An anchor is `&` and a name of ASCII letters, digits, `-` or `_`, where a
  /// token starts: never right after a letter or digit (`R&D` is text). The
  /// scan does not tell quoted text or comments from the rest, so `"Tom
  /// &Jerry"` is refused too (write `Tom & Jerry`); what it accepts has no
  /// anchor, hence no alias that stands for anything.
  ///
  /// - Complexity: O(*n*) in the scalars of `yaml`.
  package func refuseAnchors(in yaml: String) throws(SourceError) {
    var line = 1
    var column = 1
    var previous: Unicode.Scalar?
    let scalars = yaml.unicodeScalars
    var index = scalars.startIndex
    while index != scalars.endIndex {
      let scalar = scalars[index]
      let after = scalars.index(after: index)
      let next = after == scalars.endIndex ? nil : scalars[after]
      if scalar == "&", let next, Self.isAnchorCharacter(next), !(previous.map(Self.isWordCharacter) ?? false)
      {
        let name = String(
          String.UnicodeScalarView(scalars[after...].prefix(32).prefix(while: Self.isAnchorCharacter)))
        throw SourceError(
          .invalidContent,
          "YAML anchors (&\(name)) and aliases are not allowed in a configuration: write the value out "
            + "(an '&' before a word reads as an anchor here even in quotes or a comment)",
          at: SourceLocation(file: file, line: line, column: column))
      }
      switch scalar {
      case "\r" where next == "\n": column += 1
      case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
        line += 1
        column = 1
      default: column += 1
      }
      previous = scalar
      index = after
    }
  }

  private static func isAnchorCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
  }

  private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
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
    case .composer(_, let problem, let mark, _) where problem.contains("undefined alias"):
      return aliasError(problem, at: mark)
    case .scanner(let context, let problem, let mark, _) where context?.text.contains("alias") == true:
      return aliasError(problem, at: mark)
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

  /// `*.lproj` unquoted reads as an alias.
  private func aliasError(_ problem: String, at mark: Mark) -> SourceError {
    SourceError(
      .malformed, "YAML: \(problem) (an alias: quote a value that starts with *, \"*.lproj\")",
      at: location(mark))
  }

  package func string(_ node: Node) throws(SourceError) -> String {
    guard let scalar = node.scalar else {
      throw error("expected a single value, not a list or mapping", at: node)
    }
    return scalar.string
  }

  /// A list of strings; one string alone counts as a list of one.
  package func strings(_ node: Node) throws(SourceError) -> [String] {
    try stringItems(node).map { $0.string }
  }

  /// A list of strings with their nodes (for errors about one of them); one
  /// string alone counts as a list of one.
  package func stringItems(_ node: Node) throws(SourceError) -> [(string: String, node: Node)] {
    if node.scalar != nil { return [(try string(node), node)] }
    guard let items = node.sequence else { throw error("expected a list", at: node) }
    return try items.map { item throws(SourceError) in (try string(item), item) }
  }
}

extension String {
  fileprivate func trimmingTrailingNewlines() -> String {
    var text = Substring(self)
    while text.last?.isNewline == true { text = text.dropLast() }
    return String(text)
  }
}
