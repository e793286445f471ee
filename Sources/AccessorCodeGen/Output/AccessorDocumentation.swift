import LocalizedStrings

/// The documentation of an accessor: the developer's comment, then the
/// reference language's text as an example (each variable's variants by category).
enum AccessorDocumentation {
  static func lines(for reference: ReferenceEntry) -> [String] {
    var lines: [String] = []
    if let comment = reference.comment?.trimmingWhitespace, !comment.isEmpty {
      lines += comment.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
        String($0).trimmingWhitespace
      }
      lines.append("")
    }
    lines += example(reference.entry, language: reference.language, key: reference.key)
    return lines
  }

  static func example(_ entry: StringEntry, language: String, key: String) -> [String] {
    switch entry {
    case .string(let text):
      return ["\(language): \(code(text.text))"]
    case .format(let format):
      let variables = format.variableList
      if let variation = variables.first(where: { $0.source == .pluralVariation }) {
        var lines = ["\(language): \(variants(variation))"]
        for variable in variables where variable !== variation {
          lines.append("- `\(variable.name)`: \(variants(variable))")
        }
        return lines
      }
      return ["\(language): \(code(format.format.text))"]
        + variables.map { "- `\($0.name)`: \(variants($0))" }
    case .width(_, let variants, _):
      return ["\(language), by width:"] + variants.map { "- \($0.width): \(code($0.value.text))" }
    case .device(_, let variants, _):
      return ["\(language), by device:"]
        + variants.flatMap { variant in
          let lines = example(variant.value, language: variant.device, key: key)
          return ["- " + lines[0]] + lines.dropFirst().map { "  " + $0 }
        }
    }
  }

  /// `one "%d file", other "%d files"`
  static func variants(_ variable: FormatVariable) -> String {
    variable.variants.map { "\($0.key) \(code($0.value.text))" }.joined(separator: ", ")
  }

  /// Text in a CommonMark code span, with its control characters escaped as in Swift.
  ///
  /// The fence is one backtick longer than the longest run of backticks in the text, so
  /// no run inside closes it; with a backtick inside, a space pads each side (a reader
  /// strips one space from each end):
  ///
  ///     code("%d files")          // `%d files`
  ///     code("Press `Return`")    // `` Press `Return` ``
  ///     code("a ``b`` c")         // ``` a ``b`` c ```
  ///
  /// - Complexity: O(n) in the text's length.
  static func code(_ text: String) -> String {
    let shown = AccessorRenderer.escaped(text, quoting: false)
    var longest = 0
    var run = 0
    for character in shown.unicodeScalars {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    if longest == 0 { return "`\(shown)`" }
    let fence = String(repeating: "`", count: longest + 1)
    return "\(fence) \(shown) \(fence)"
  }
}

extension String {
  var trimmingWhitespace: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
