import LocalizedStrings
import SourceFiles

extension EntryChecks {
  /// `percent-in-text`: a plain string whose only sign of being a format is `%`
  /// sequences that do not parse, such as the percent-encoded bytes of a link
  /// (`…/wiki/%D0%9F%D0%BE`) in an HTML paragraph: neither its key nor the rest of the
  /// text has a conversion (`LocatedString.isCertainlyFormat(key:)`), so the app most
  /// likely shows it as it is. A translation of a development-language text that is a
  /// format is compared with it (`LanguageComparison.arguments`), which reports the
  /// same string's `invalid-format` as an error; this note is then not repeated
  /// (`FindingMerge`).
  func percentInText(_ string: LocatedString, _ error: FormatError) -> LocalizationDiagnostic {
    .init(
      .percentInText,
      "\(context.entryName(key)) holds % sequences that are no conversion (\(error.message.replacing("\n", with: "⏎"))), but neither its key nor the rest of its text is a format: shown as written unless the app formats it; if it does, write %% for each percent sign",
      at: string.location)
  }
}
