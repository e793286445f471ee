import LocalizedStrings
import Localization
import SourceFiles

/// A translation's numbers against the development language's: each argument that
/// the development language prints as a number must be printed by the translation too,
/// in some string of the entry (a variable whose variants are all one text included).
///
/// - `conversion-look-alike`: the translation writes something that looks like the
///   conversion but is none — `٪d`, `٪ d` (U+066A ARABIC PERCENT SIGN), `％d` (U+FF05),
///   `﹪d` (U+FE6A), the conversion without its `%` as a word of its own (`d Hops`,
///   `lld`) — so the number never shows; or `% d` (a space flag the development
///   language does not write), which prints the number after a blank.
/// - `number-dropped`: no string of the translation prints the argument and nothing
///   looks like its conversion (`개수 Hops` for `%d Hops`).
///
/// Both name the development language's text and are placed at the translation's
/// string (the look-alike's, or that of the variable or format that should print it).
enum DroppedNumbers {
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
        if let (found, string, why) = lookAlike(of: conversion, in: strings(of: mine)) {
          // Rewritten only in an entry of one string (a variant's look-alike may be in the others
          // too, which the rule reports no more once one prints the number), and never a lone
          // letter ('d' without its '%' may be a word).
          let certain = found.count >= 2 && strings(of: mine).count == 1
          diagnostics.append(
            .init(
              .conversionLookAlike,
              "\(subject) writes '\(found)' (\(why)) where \(reference) prints argument \(index + 1) with \(conversion) (\(quoted)): the number never shows; write '\(conversion)'",
              at: string.location, suggestion: certain ? .replace(found, with: conversion) : nil))
        } else {
          diagnostics.append(
            .init(
              .numberDropped,
              "\(subject) never prints argument \(index + 1), a number that \(reference) prints with \(conversion) (\(quoted)): users never see it; print it with \(conversion)",
              at: place(of: use, in: mine)))
        }
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
            written, blank, in: mine, subject: subject,
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

  /// `conversion-look-alike` for a space flag the development language does not write (`% d`):
  /// the fix writes the development language's conversion at the translation's position and
  /// width; none where the conversion's letter starts a word ("% gli elementi" is a stray '%'
  /// before "gli", not a number).
  static func spaceFlag(
    _ written: String, _ blank: ArgumentUse, in mine: FormatEntry, subject: String, reference: String,
    use: ArgumentUse
  ) -> LocalizationDiagnostic {
    let theirs = use.directive
    let unspaced = written.replacing(" ", with: "")
    let replacement =
      String(unspaced.dropLast(blank.directive.length.rawValue.count + 1)) + theirs.length.rawValue
      + String(theirs.conversion)
    if startsWord(blank, in: mine) {
      return .init(
        .conversionLookAlike,
        "\(subject) writes '\(written)' before a word where \(reference): '%' reads the word's first letter as a conversion; write the number's conversion where the number goes, and '%%' for a percent sign",
        at: blank.location)
    }
    return .init(
      .conversionLookAlike,
      "\(subject) writes '\(written)' (a space after '%' is a flag: the number is printed after a blank) where \(reference); write '\(replacement)'",
      at: blank.location, suggestion: .replace(written, with: replacement))
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

  /// The percent signs that are not `%`.
  static let percentLookAlikes: [(Character, String)] = [
    ("\u{066A}", "U+066A ARABIC PERCENT SIGN, not '%'"),
    ("\u{FF05}", "U+FF05 FULLWIDTH PERCENT SIGN, not '%'"),
    ("\u{FE6A}", "U+FE6A SMALL PERCENT SIGN, not '%'"),
  ]

  /// A look-alike of `conversion` (`%d`, `%1$lld`) in `strings`: a percent sign that is
  /// not `%` before its letters (spaces between allowed), or its letters without the
  /// `%` as a word of their own. The text found, its string and what is wrong with it.
  static func lookAlike(of conversion: String, in strings: [LocatedString]) -> (
    String, LocatedString, String
  )? {
    let letters = String(conversion.dropFirst())
    guard !letters.isEmpty else { return nil }
    for string in strings {
      let characters = Array(string.text)
      for (index, character) in characters.enumerated() {
        if let sign = percentLookAlikes.first(where: { $0.0 == character }) {
          var end = index + 1
          while end < characters.count, characters[end] == " " { end += 1 }
          if let tail = directiveTail(characters, from: end) {
            return (String(characters[index..<tail]), string, sign.1)
          }
        }
        // The letters alone: at a word's start, ending a word, not after a '%'.
        if character == letters.first, index == 0 || isWordBoundary(characters[index - 1]),
          index == 0 || characters[index - 1] != "%",
          characters[index...].starts(with: letters),
          index + letters.count == characters.count || isWordBoundary(characters[index + letters.count])
        {
          return (letters, string, "'\(letters)' without its '%'")
        }
      }
    }
    return nil
  }

  /// The end of a directive's body (`1$lld`, `d`, `.2f`, `@`) starting at `start`, if one is there.
  static func directiveTail(_ characters: [Character], from start: Int) -> Int? {
    var end = start
    while end < characters.count, characters[end].isASCII, "0123456789$-+#.hlqLzjt".contains(characters[end])
    {
      end += 1
    }
    guard end < characters.count, "@dDiuUxXoOfFeEgGaAcCsS".contains(characters[end]) else { return nil }
    return end + 1
  }

  /// Whether a character ends or starts a word (white space or punctuation other than
  /// an apostrophe: French "d'un" is a word).
  static func isWordBoundary(_ character: Character) -> Bool {
    character.isWhitespace || (character.isPunctuation && character != "'" && character != "’")
      || character.isSymbol
  }
}
