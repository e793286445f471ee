import LocalizedStrings
import SourceFiles

extension DiagnosticRule {
  static let numberDropped = DiagnosticRule(
    code: .numberDropped,
    summary: "a translation never prints a number that the development language prints, in any variant",
    help: "Print the number with the development language's conversion (%d …) where the sentence has it.",
    example: "ko \"개수 Hops\" where en has \"%d Hops\"",
    reason:
      "users of the language never see the number, which the development language shows: a count replaced by a word",
    triggering: [
      .strings([
        "en": #""hops" = "%d Hops";"# + "\n",
        "ko": #""hops" = ↓"개수 Hops";"# + "\n",
      ])
    ],
    nonTriggering: [
      .strings([
        "en": #""hops" = "%d Hops";"# + "\n",
        "ko": #""hops" = "%d Hops";"# + "\n",
      ])
    ])
}

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
  /// `number-dropped`: the translation (`subject`) prints argument `index` nowhere, and nothing
  /// in it looks like the development language's `conversion` (quoted from `reference`'s text:
  /// `quoted`); placed where it should print it.
  static func numberDropped(
    argument index: Int, conversion: String, quoted: String, subject: String, reference: String,
    at place: SourceLocation
  ) -> LocalizationDiagnostic {
    .init(
      .numberDropped,
      "\(subject) never prints argument \(index + 1), a number that \(reference) prints with \(conversion) (\(quoted)): users never see it; print it with \(conversion)",
      at: place)
  }
}
