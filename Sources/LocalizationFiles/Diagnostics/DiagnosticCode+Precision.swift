extension DiagnosticCode {
  /// The registry's rows of the codes that tell a likely defect from a certain one
  /// (issue 42: an error only where some user certainly sees wrong text, a warning
  /// for what users likely see, a note for what they do not).
  var precisionEntry:
    (
      severity: LocalizationDiagnostic.Severity, summary: String, help: String, example: String,
      reason: String
    )
  {
    switch self {
    case .identicalDuplicateKey:
      (
        .note,
        "a key (a .stringsdict dictionary's key at any level, a JSON member of a catalog) appears twice in one dictionary or object with the same value both times",
        "Remove the copy: whichever wins, users see the same text.",
        "\"title\" = \"Files\"; … \"title\" = \"Files\"; in one .strings file",
        "both copies say the same: users see that text whichever wins"
      )
    case .percentInText:
      (
        .note,
        "a string that is likely no format (neither its key nor the development language's text has a conversion) holds % sequences that do not parse as one: percent-encoding, a literal percent sign",
        "Nothing to do if the app shows the text as it is; if it formats the text, write %% for each percent sign.",
        "\"about\" = \"<a href=\\\"https://ru.wikipedia.org/wiki/%D0%9F\\\">…</a>\";",
        "shown as written unless the app passes the text to a formatter, which nothing in the files says it does"
      )
    case .conversionLookAlike:
      (
        .warning,
        "a translation writes a look-alike of the development language's conversion (٪d, ％d, 'lld' without its '%', '% d'): the number is not printed, or printed after a blank",
        "Write the conversion as the development language writes it (%d, %lld …).",
        "ar \"٪ d ملفات\" where en has \"%d files\"",
        "users see the look-alike's characters instead of the number (or a stray blank before it)"
      )
    case .numberDropped:
      (
        .warning,
        "a translation never prints a number that the development language prints, in any variant",
        "Print the number with the development language's conversion (%d …) where the sentence has it.",
        "ko \"개수 Hops\" where en has \"%d Hops\"",
        "users of the language never see the number, which the development language shows: a count replaced by a word"
      )
    default:
      // Only the codes above are asked for their row here (DiagnosticCode.entry).
      (.note, rawValue, "", "", "")
    }
  }
}
