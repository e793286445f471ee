import LocalizedStrings

extension DiagnosticRule {
  static let invalidEntry = DiagnosticRule(
    code: .invalidEntry,
    summary: "an entry is neither a string nor a dictionary, so the key is served as itself",
    help: "Make the entry a string, or a dictionary with NSStringLocalizedFormatKey.",
    example: "<key>files</key><integer>3</integer> in a .stringsdict",
    reason: "the key is served as itself",
    triggering: [
      .stringsdict(
        #"<key>k</key>↓<integer>3</integer>"# + "\n")
    ],
    nonTriggering: [
      .stringsdict("<key>k</key><string>3</string>\n")
    ])
}
