import LocalizedStrings

extension DiagnosticRule {
  static let outputTooLong = DiagnosticRule(
    code: .outputTooLong,
    summary:
      "formatting the entry can write more than FormatLimits.maximumOutputBytes (4 MiB), so such calls throw",
    help: "Refer to fewer variables or make their variants shorter; no user-facing string needs megabytes.",
    example: "a format that refers to one variable thousands of times, each with long variants",
    reason: "formatting throws",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": manyReferences(9_999)
        ], note: "9,999 references to a variable of 1,000 bytes: 10 MB from a 70 KB format")
    ],
    nonTriggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": manyReferences(1_000)
        ], note: "1,000 references: 1 MB")
    ])
}

/// An entry whose format refers `count` times to a variable of 1,000 bytes, the format
/// marked when it can write more than `FormatLimits.maximumOutputBytes`.
private func manyReferences(_ count: Int) -> String {
  let file = repeatedPluralEntry(
    references: count, one: "%d", other: "%d " + String(repeating: "x", count: 1_000))
  return count * 1_000 > FormatLimits.maximumOutputBytes ? file.marked(before: "<string>") : file
}

extension EntryChecks {
  /// `output-too-long` when some machine-number arguments make `entry` write more than
  /// the formatter's output limit (the call throws); `bytes` is the most it writes
  /// (`FormatEntry.largestCost`).
  func outputTooLong(_ entry: FormatEntry, bytes: Int) -> LocalizationDiagnostic? {
    guard bytes > FormatLimits.maximumOutputBytes else { return nil }
    let size = bytes >= OutputBound.saturated ? "an unbounded number of" : "up to \(bytes)"
    return .init(
      .outputTooLong,
      "\(context.entryName(key)) can write \(size) bytes, more than the \(FormatLimits.maximumOutputBytes) bytes one format call may write",
      at: entry.format.location)
  }
}
