import LocalizedStrings
import Localization

extension DiagnosticRule {
  static let conversionLookAlike = DiagnosticRule(
    code: .conversionLookAlike,
    summary:
      "a translation writes a look-alike of the development language's conversion (٪d, ％d, 'lld' without its '%', '% d'): the number is not printed, or printed after a blank",
    help: "Write the conversion as the development language writes it (%d, %lld …).",
    example: "ar \"٪ d ملفات\" where en has \"%d files\"",
    reason: "users see the look-alike's characters instead of the number (or a stray blank before it)",
    rewrite: .replaceText,
    triggering: [
      .stringsdict([
        "ar": pluralEntry(
          "k",
          pluralVariable(forms: [
            ("zero", "٪ d ملفات"), ("one", "٪ d ملفات"), ("two", "٪ d ملفات"), ("few", "٪ d ملفات"),
            ("many", "٪ d ملفات"), ("other", "٪ d ملفات"),
          ]).marked(before: "<string>٪ d")), "en": pluralEntry("k"),
      ])
    ],
    nonTriggering: [
      .stringsdict([
        "ar": pluralEntry(
          "k",
          pluralVariable(forms: [
            ("zero", "%d ملفات"), ("one", "%d ملفات"), ("two", "%d ملفات"), ("few", "%d ملفات"),
            ("many", "%d ملفات"), ("other", "%d ملفات"),
          ])), "en": pluralEntry("k"),
      ])
    ],
    corrections: [
      RuleCorrection(
        [
          "en.lproj/L.strings": #""n" = "%lld files";"# + "\n",
          "fr.lproj/L.strings": #""n" = ↓"lld fichiers";"# + "\n",
        ],
        fixed: [
          "en.lproj/L.strings": #""n" = "%lld files";"# + "\n",
          "fr.lproj/L.strings": #""n" = "%lld fichiers";"# + "\n",
        ], note: "a conversion that lost its '%'"),
      RuleCorrection(
        [
          "en.lproj/L.strings": #""n" = "%lld files";"# + "\n",
          "de.lproj/L.strings": #""n" = ↓"% d Dateien";"# + "\n",
        ],
        fixed: [
          "en.lproj/L.strings": #""n" = "%lld files";"# + "\n",
          "de.lproj/L.strings": #""n" = "%lld Dateien";"# + "\n",
        ], note: "a blank after '%': the development language's conversion"),
    ])
}

extension DroppedNumbers {
  /// `conversion-look-alike` for a translation (`subject`) that prints argument `index`
  /// nowhere but writes something that looks like the development language's `conversion`
  /// (quoted from `reference`'s text: `quoted`) in one of its `strings`; nil when nothing does.
  /// Rewritten only in an entry of one string (a variant's look-alike may be in the others
  /// too, which the rule reports no more once one prints the number), and never a lone
  /// letter ('d' without its '%' may be a word).
  static func conversionLookAlike(
    argument index: Int, conversion: String, quoted: String, in strings: [LocatedString], subject: String,
    reference: String
  ) -> LocalizationDiagnostic? {
    guard let (found, string, why) = lookAlike(of: conversion, in: strings) else { return nil }
    let certain = found.count >= 2 && strings.count == 1
    return .init(
      .conversionLookAlike,
      "\(subject) writes '\(found)' (\(why)) where \(reference) prints argument \(index + 1) with \(conversion) (\(quoted)): the number never shows; write '\(conversion)'",
      at: string.location, suggestion: certain ? .replace(found, with: conversion) : nil)
  }

  /// `conversion-look-alike` for a space flag the development language does not write (`% d`):
  /// the fix writes the development language's conversion at the translation's position and
  /// width; none where the conversion's letter starts a word (`startsWord`) ("% gli elementi" is a stray '%'
  /// before "gli", not a number).
  static func spaceFlag(
    _ written: String, _ blank: ArgumentUse, startsWord: Bool, subject: String, reference: String,
    use: ArgumentUse
  ) -> LocalizationDiagnostic {
    let theirs = use.directive
    let unspaced = written.replacing(" ", with: "")
    let replacement =
      String(unspaced.dropLast(blank.directive.length.rawValue.count + 1)) + theirs.length.rawValue
      + String(theirs.conversion)
    if startsWord {
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
