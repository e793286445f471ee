import LocalizedStrings

extension DiagnosticRule {
  static let invalidFormat = DiagnosticRule(
    code: .invalidFormat,
    summary: "a string that is formatted has a malformed directive (% p prints a pointer, %n is refused, …)",
    help: "Write %% for a percent sign, or fix the directive.",
    example: "\"discount\" = \"50% price cut on %@\";   (% p reads as a pointer directive)",
    reason: "the directive prints garbage, or the call fails",
    triggering: [
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","version":"1.0","strings":{"%lld posts":{"localizations":{"ca":{"stringUnit":{"state":"translated","value":↓"% publicacions"}}}}}}"#,
          "ca.lproj/S.strings": #""%@ posts" = ↓"% publicacions de %@";"#,
          "en.lproj/S.strings": #""%@ posts" = "%@ posts";"#,
        ]),
      .stringsdict(
        pluralEntry(
          "k",
          pluralVariable(forms: [("one", "%d file"), ("other", "%d files, 50% p")]).marked(
            before: "<string>%d files")), note: "in a .stringsdict variant, the only file"),
      .stringsdict(
        pluralEntry("k", format: "%#@n@ %0$d").marked(before: "<string>%#@n@"),
        note: "in a .stringsdict format key, the only file"),
      RuleExample(
        [
          "en.lproj/L.stringsdict": variableChain(depth: 17)
        ], note: "variables nested deeper than format follows"),
    ],
    nonTriggering: [
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","version":"1.0","strings":{"%lld posts":{"localizations":{"ca":{"stringUnit":{"state":"translated","value":"%lld publicacions"}}}}}}"#,
          "ca.lproj/S.strings": #""Sale" = "100% de descompte";"#,
          "en.lproj/S.strings": #""Sale" = "100% off";"#,
        ]),
      .stringsdict(pluralEntry("k"), note: "in a .stringsdict variant, the only file"),
      .stringsdict(
        pluralEntry("k", format: "%#@n@ %1$d"), note: "in a .stringsdict format key, the only file"),
      RuleExample(
        [
          "en.lproj/L.stringsdict": variableChain(depth: 16)
        ], note: "variables nested deeper than format follows"),
    ])
}

/// An entry whose variables form a chain `depth` long (v1's variants are %#@v2@, …, the
/// last one's %d), the variable past `FormatLimits.maximumDepth` marked.
private func variableChain(depth: Int) -> String {
  let links = (1...depth).map { level in
    let next = level == depth ? "%d" : "%#@v\(level + 1)@"
    return "  \(level > FormatLimits.maximumDepth ? "↓" : "")<key>v\(level)</key><dict>"
      + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
      + "<key>NSStringFormatValueTypeKey</key><string>d</string>"
      + "<key>one</key><string>\(next)</string><key>other</key><string>\(next)</string></dict>\n"
  }
  return stringsdictFile(
    """
    <key>k</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@v1@</string>
    \(links.joined())</dict>

    """)
}
