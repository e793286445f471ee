import LocalizedStrings

extension DiagnosticRule {
  static let outputVeryLong = DiagnosticRule(
    code: .outputVeryLong,
    summary:
      "formatting the entry can write more than 64 KiB (65,536 bytes), more than any screen shows; plurals preview does not format it",
    help:
      "Make the widths and the variants shorter, or refer to the variables fewer times; a width of thousands (%1$10000d) pads the text with blanks.",
    example: "a format that prints a count padded to 10,000 characters seven times",
    reason:
      "users see a text padded with pages of blanks or repeated forms, almost always written by mistake",
    triggering: [
      RuleExample(
        ["en.lproj/L.stringsdict": paddedCount(7)], note: "7 references to 10,006 bytes: 70,042 bytes")
    ],
    nonTriggering: [
      RuleExample(
        ["en.lproj/L.stringsdict": paddedCount(6)], note: "6 references: 60,036 bytes, within 64 KiB"),
      RuleExample(
        ["en.lproj/L.stringsdict": paddedCount(420)],
        note: "4.2 MB, more than the runtime writes: output-too-long, not this rule too"),
    ])
}

/// An entry whose format refers `references` times to a variable that pads the count to
/// 10,000 characters (10,006 bytes with " files"), the format marked when that is more than
/// the preview formats and no more than the runtime writes.
private func paddedCount(_ references: Int) -> String {
  let bytes = references * 10_006
  let file = repeatedPluralEntry(references: references, one: "%10000d file", other: "%10000d files")
  return bytes > FormatCost.longestPreviewed && bytes <= FormatLimits.maximumOutputBytes
    ? file.marked(before: "<string>") : file
}

extension EntryChecks {
  /// `output-very-long` when some machine-number arguments make `entry` write more than
  /// `FormatCost.longestPreviewed` bytes and no more than the formatter's output limit (above
  /// it, `output-too-long`); `bytes` is the most it writes (`FormatEntry.largestCost`).
  func outputVeryLong(_ entry: FormatEntry, bytes: Int) -> LocalizationDiagnostic? {
    guard bytes > FormatCost.longestPreviewed, bytes <= FormatLimits.maximumOutputBytes else { return nil }
    return .init(
      .outputVeryLong,
      "\(context.entryName(key)) can write up to \(bytes) bytes, more than any screen shows; plurals preview formats no entry that can write more than \(FormatCost.longestPreviewed)",
      at: entry.format.location)
  }
}
