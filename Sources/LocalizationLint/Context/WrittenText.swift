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
    var variables = entry.variableList
    // A catalog's plural variation is the string itself: its variants are the texts.
    let variation = variables.firstIndex { $0.source == .pluralVariation }.map { variables.remove(at: $0) }
    let labels = variables.map { $0.source == .substitution ? "substitution \($0.name)" : $0.name }
    // The bytes gathered once, room made once (at least the final size: a label is "substitution "
    // and the name at most, and a line adds a space, ": " and a line feed), then one string made:
    // appending to a String went through its generic paths on every append, a measurable part
    // of a large file's lint.
    var size = entry.format.text.utf8.count
    for variable in entry.variableList {
      for (key, value) in variable.variants {
        size += 17 + variable.name.utf8.count + key.utf8.count + value.text.utf8.count
      }
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(size)
    var first = true
    func line(_ label: String, _ key: String, _ value: String) {
      if !first { bytes.append(UInt8(ascii: "\n")) }
      first = false
      bytes.append(contentsOf: label.utf8)
      bytes.append(UInt8(ascii: " "))
      bytes.append(contentsOf: key.utf8)
      bytes.append(contentsOf: ": ".utf8)
      bytes.append(contentsOf: value.utf8)
    }
    if let variation {
      for (key, value) in variation.variants { line("plural", key, value.text) }
    } else {
      bytes.append(contentsOf: entry.format.text.utf8)
      first = false
    }
    for (label, variable) in zip(labels, variables) {
      for (key, value) in variable.variants { line(label, key, value.text) }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
