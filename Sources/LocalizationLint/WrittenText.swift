import LocalizedStrings

/// An entry's texts as its file writes them, for a reader of a report who
/// does not open the file: a plain string as it is; a format with its
/// variables' variants, one a line, in the file's own terms (a catalog's
/// plural variation as `plural one: …`, never `%#@__variation@`).
enum WrittenText {
  static func of(_ entry: StringEntry) -> String {
    switch entry {
    case .string(let string): return string.text
    case .format(let format): return of(format)
    case .width(_, let variants, _):
      return variants.map { "width \($0.width): \($0.value.text)" }.joined(separator: "\n")
    case .device(_, let variants, _):
      return variants.map { variant in
        let text = of(variant.value)
        return "\(variant.device): " + text.replacing("\n", with: "\n  ")
      }.joined(separator: "\n")
    }
  }

  static func of(_ entry: FormatEntry) -> String {
    var lines: [String] = []
    var variables = entry.variableList
    if let variation = variables.firstIndex(where: { $0.source == .pluralVariation }) {
      // A catalog's plural variation is the string itself: its variants are the texts.
      let variable = variables.remove(at: variation)
      lines += variable.variants.map { "plural \($0.key): \($0.value.text)" }
    } else {
      lines.append(entry.format.text)
    }
    for variable in variables {
      let label = variable.source == .substitution ? "substitution \(variable.name)" : variable.name
      lines += variable.variants.map { "\(label) \($0.key): \($0.value.text)" }
    }
    return lines.joined(separator: "\n")
  }
}
