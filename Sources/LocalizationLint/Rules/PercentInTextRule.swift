import LocalizedStrings
import SourceFiles

extension DiagnosticRule {
  static let percentInText = DiagnosticRule(
    code: .percentInText,
    summary:
      "a string that is likely no format (neither its key nor the development language's text has a conversion) holds % sequences that do not parse as one: percent-encoding, a literal percent sign",
    help:
      "Nothing to do if the app shows the text as it is; if it formats the text, write %% for each percent sign.",
    example: "\"about\" = \"<a href=\\\"https://ru.wikipedia.org/wiki/%D0%9F\\\">…</a>\";",
    reason:
      "shown as written unless the app passes the text to a formatter, which nothing in the files says it does",
    triggering: [
      .strings([
        "en": #""about" = "<p>See the mail page.</p>";"# + "\n",
        "ru":
          #""about" = ↓"<p>См. <a href=\"https://ru.wikipedia.org/wiki/%D0%9F%D0%BE%D1%87%D1%82%D0%B0\">Почта</a>.</p>";"#
          + "\n",
      ])
    ],
    nonTriggering: [
      .strings([
        "en": #""about" = "<p>See %@.</p>";"# + "\n",
        "ru":
          #""about" = "<p>См. <a href=\"https://ru.wikipedia.org/wiki/%D0%9F%D0%BE%D1%87%D1%82%D0%B0\">Почта</a>.</p>";"#
          + "\n",
      ])
    ],
    impliedBy: [.invalidFormat])
}

extension EntryChecks {
  /// `percent-in-text`: a plain string whose only sign of being a format is `%`
  /// sequences that do not parse, such as the percent-encoded bytes of a link
  /// (`…/wiki/%D0%9F%D0%BE`) in an HTML paragraph: neither its key nor the rest of the
  /// text has a conversion (`LocatedString.isCertainlyFormat(key:)`), so the app most
  /// likely shows it as it is. A translation of a development-language text that is a
  /// format is compared with it (`EntryChecks.argumentMismatches`), which reports the
  /// same string's `invalid-format` as an error; this note is then not repeated
  /// (`FindingMerge`).
  ///
  /// Called for a string used as a format; nil when it parses, or when its key or text
  /// shows it is certainly one (then it is `invalid-format`'s).
  func percentInText(_ string: LocatedString) -> LocalizationDiagnostic? {
    guard case .failure(let error) = string.directives, !string.isCertainlyFormat(key: key) else {
      return nil
    }
    return .init(
      .percentInText,
      "\(context.entryName(key)) holds % sequences that are no conversion (\(error.message.replacing("\n", with: "⏎"))), but neither its key nor the rest of its text is a format: shown as written unless the app formats it; if it does, write %% for each percent sign",
      at: string.location)
  }
}
