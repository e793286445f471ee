import LocalizedStrings
import SourceFiles

extension DiagnosticRule {
  /// `extra-key`: a key that the development language does not have.
  static let extraKey = DiagnosticRule(
    code: .extraKey,
    summary: "a key that the development language does not have",
    help: "Remove it, or add it to the development language.",
    example: "de.lproj has \"old title\", en.lproj does not",
    reason: "the text is never asked for through the development language's keys: a stale translation",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("a", forms: [("one", "%d file"), ("other", "%d files")])),
          "fr.lproj/L.stringsdict": stringsdictFile(
            #"""
            <key>a</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
              <key>n</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%d file</string>
                <key>other</key><string>%d files</string>
              </dict>
            </dict>
            <key>z</key>↓<dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
              <key>n</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%d file</string>
                <key>other</key><string>%d files</string>
              </dict>
            </dict>

            """#),
        ])
    ],
    nonTriggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("a", forms: [("one", "%d file"), ("other", "%d files")])),
          "fr.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("a", forms: [("one", "%d file"), ("other", "%d files")])),
        ])
    ])
}

extension EntryChecks {
  /// `extra-key`: the translation's `key` is not in the reference language (`reference`);
  /// `nearest` is the reference's missing key that is likely it, written otherwise.
  static func extraKey(_ key: String, reference: String, nearest: String?, at location: SourceLocation)
    -> LocalizationDiagnostic
  {
    let other = nearest.map { " (did you mean '\($0)', which \(reference) has?)" } ?? ""
    return .init(
      .extraKey, "key '\(key)' is not in \(reference)\(other); remove it or add it there", at: location)
  }
}
