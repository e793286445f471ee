import LocalizedStrings
import Localization
import SourceFiles

/// The pass of ``DroppedNumbers``: a translation's numbers against the development language's,
/// each argument the development language prints as a number looked for in the translation.
extension DroppedNumbers {
  /// What a translation is checked against: the development language's entry as a
  /// format, its uses, and the arguments it prints as numbers (each with the use quoted:
  /// the 'other' variant's, when there is one, the text most numbers show). Made once
  /// per key, for all of its translations.
  struct Reference {
    let format: FormatEntry
    let uses: [Int: [ArgumentUse]]
    let printed: [(index: Int, use: ArgumentUse)]

    /// Nil when the entry is no format or prints no number.
    init?(_ base: StringEntry, key: String) {
      guard let format = DroppedNumbers.format(base, key: key, asTranslation: false),
        let uses = try? format.argumentUses()
      else { return nil }
      var printed: [(index: Int, use: ArgumentUse)] = []
      for (index, list) in uses {
        let printing = list.filter {
          $0.directive.variable == nil && FormatDirective.printsNumber(code: $0.directive.code)
        }
        if let use = printing.first(where: { $0.variant == "other" }) ?? printing.first {
          printed.append((index, use))
        }
      }
      guard !printed.isEmpty else { return nil }
      self.format = format
      self.uses = uses
      self.printed = printed.sorted { $0.index < $1.index }
    }
  }

  static func check(
    _ entry: StringEntry, against numbers: Reference?, key: String, subject: String, reference: String
  ) -> [LocalizationDiagnostic] {
    guard let numbers, let mine = format(entry, key: key, asTranslation: true),
      let myUses = try? mine.argumentUses()
    else { return [] }
    let theirs = numbers.format
    var diagnostics: [LocalizationDiagnostic] = []
    for (index, use) in numbers.printed {
      let reads = (myUses[index] ?? []).filter { $0.directive.variable == nil }
      // Made only for a message: nearly every translation prints its numbers.
      var conversion: String { text(of: use, in: theirs) ?? "%\(use.directive.conversion)" }
      var quoted: String { quote(use, in: theirs) }
      if reads.isEmpty {
        let written = conversion
        let text = quoted
        diagnostics.append(
          conversionLookAlike(
            argument: index, conversion: written, quoted: text, in: strings(of: mine), subject: subject,
            reference: reference)
            ?? numberDropped(
              argument: index, conversion: written, quoted: text, subject: subject, reference: reference,
              at: place(of: use, in: mine)))
        continue
      }
      // A space flag the development language does not write: "% d" prints " 5".
      let spaced = (numbers.uses[index] ?? []).contains { $0.directive.space }
      if !spaced,
        let blank = reads.first(where: {
          $0.directive.space && FormatDirective.printsNumber(code: $0.directive.code)
        }),
        let written = text(of: blank, in: mine)
      {
        diagnostics.append(
          spaceFlag(
            written, blank, startsWord: startsWord(blank, in: mine), subject: subject,
            reference: "\(reference) writes \(conversion) (\(quoted))",
            use: use))
      }
    }
    return diagnostics
  }

  /// The entry as a format: the development language's only when it is used as one
  /// (`LocatedString.isUsedAsFormat(key:)`), a translation's plain string always (a
  /// translation that dropped every conversion is what this check is for).
  static func format(_ entry: StringEntry, key: String, asTranslation: Bool) -> FormatEntry? {
    switch entry {
    case .format(let entry): return entry
    case .string(let text):
      guard asTranslation || text.isUsedAsFormat(key: key) else { return nil }
      return FormatEntry(key: key, format: text, variables: [:], location: text.location)
    case .width, .device: return nil
    }
  }

  /// Whether a letter follows the directive of `use` in its string: its conversion is a word's start.
  static func startsWord(_ use: ArgumentUse, in entry: FormatEntry) -> Bool {
    guard let string = string(of: use, in: entry) else { return true }
    let bytes = Array(string.text.utf8)
    let end = use.directive.range.upperBound
    guard end >= 0, end < bytes.count else { return false }
    return String(decoding: bytes[end...].prefix(4), as: UTF8.self).unicodeScalars.first?.properties
      .isAlphabetic ?? false
  }

  /// The format key's string and every variant's, in the entry's order.
  static func strings(of entry: FormatEntry) -> [LocatedString] {
    [entry.format] + entry.variableList.flatMap { $0.variants.map(\.value) }
  }

  /// The string a use is in (found by its place).
  static func string(of use: ArgumentUse, in entry: FormatEntry) -> LocatedString? {
    strings(of: entry).first { $0.location == use.location }
  }

  /// A use's directive as its string writes it (`%d`, `%1$lld`).
  static func text(of use: ArgumentUse, in entry: FormatEntry) -> String? {
    guard let string = string(of: use, in: entry) else { return nil }
    let bytes = Array(string.text.utf8)
    let range = use.directive.range
    guard range.lowerBound >= 0, range.upperBound <= bytes.count, !range.isEmpty else { return nil }
    return String(decoding: bytes[range], as: UTF8.self)
  }

  /// The development language's text that prints the number, quoted and shortened.
  static func quote(_ use: ArgumentUse, in entry: FormatEntry) -> String {
    guard let string = string(of: use, in: entry) else { return "its text" }
    let variant = use.variant.map { "'\($0)' " } ?? ""
    return "\(variant)\"\(EntryChecks.excerpt(string.text))\""
  }

  /// Where the translation should print the number: the variable of the same name as the
  /// development language's (its first variant), else the format.
  static func place(of use: ArgumentUse, in entry: FormatEntry) -> SourceLocation {
    if let name = use.variable, let variable = entry.variable(named: name) {
      return (variable.variants.first { $0.key == "other" } ?? variable.variants.first)?.value.location
        ?? variable.location
    }
    return entry.formatVariable?.variants.first?.value.location ?? entry.format.location
  }

}
