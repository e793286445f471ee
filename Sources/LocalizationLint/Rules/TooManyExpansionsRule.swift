import LocalizedStrings

extension DiagnosticRule {
  static let tooManyExpansions = DiagnosticRule(
    code: .tooManyExpansions,
    summary:
      "formatting the entry can expand more than FormatLimits.maximumExpansions (10,000) variables, so such calls throw",
    help:
      "Name each variable fewer times in the variants of the variables before it; no user-facing string needs thousands of them.",
    example: "variables v1 … v14, each variant of one naming the next twice: 16,383 expansions from 4 KB",
    reason: "formatting throws",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": doublingChain(14)
        ], note: "14 levels, each naming the next twice: 16,383 expansions")
    ],
    nonTriggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": doublingChain(13)
        ], note: "13 levels: 8,191 expansions")
    ])
}

/// An entry whose format names `v1` and each variant of `v1` … `v(levels-1)` names the next
/// twice (the last one's variants print the number): 2^levels − 1 expansions, the format
/// marked when they are more than `FormatLimits.maximumExpansions`.
private func doublingChain(_ levels: Int) -> String {
  let marker = (1 << levels) - 1 > FormatLimits.maximumExpansions ? "↓" : ""
  let variables = (1...levels).map { level in
    let next = level == levels ? "%d" : "%1$#@v\(level + 1)@ %1$#@v\(level + 1)@"
    return "  <key>v\(level)</key><dict>"
      + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
      + "<key>NSStringFormatValueTypeKey</key><string>d</string>"
      + "<key>one</key><string>\(next)</string><key>other</key><string>\(next)</string></dict>\n"
  }
  return stringsdictFile(
    """
    <key>k</key><dict>
      <key>NSStringLocalizedFormatKey</key>\(marker)<string>%1$#@v1@</string>
    \(variables.joined())</dict>

    """)
}

extension EntryChecks {
  /// `too-many-expansions` when some arguments make `entry` expand more variables than
  /// the formatter's limit (the call throws); `expansions` is the most it expands
  /// (`FormatEntry.largestCost`).
  func tooManyExpansions(_ entry: FormatEntry, expansions: Int) -> LocalizationDiagnostic? {
    guard expansions > FormatLimits.maximumExpansions else { return nil }
    let count = expansions >= OutputBound.saturated ? "an unbounded number of" : "up to \(expansions)"
    return .init(
      .tooManyExpansions,
      "\(context.entryName(key)) can expand \(count) variables in one call, more than the \(FormatLimits.maximumExpansions) one format call may expand",
      at: entry.format.location)
  }
}
