import LocalizedStrings

extension DiagnosticRule {
  /// `duplicate-key`: a key (a .stringsdict dictionary's key at any level, a JSON member of a catalog) appears twice in one dictionary or object with another value (identical copies: identical-duplicate-key).
  static let duplicateKey = DiagnosticRule(
    code: .duplicateKey,
    summary:
      "a key (a .stringsdict dictionary's key at any level, a JSON member of a catalog) appears twice in one dictionary or object with another value (identical copies: identical-duplicate-key)",
    help: "Remove the copy that is not meant; the message names where the first one is.",
    example: "\"title\" = \"Files\"; … \"title\" = \"Documents\"; in one .strings file",
    reason: "readers drop one copy, and differ in which (this runtime keeps the last): a text is lost",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("a", forms: [("one", "%d file"), ("other", "%d files")])
              + pluralEntry(
                "a", format: "%#@n@ ", forms: [("one", "%d file"), ("other", "%d files")], marked: true))
        ]),
      RuleExample(
        [
          "en.lproj/L.strings": #"""
          "Delete" = "Delete";
          "Delete" = ↓"Remove";

          """#
        ], note: "in a .strings file"),
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            #"""
            <key>k</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
              <key>n</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%d file</string>
                <key>other</key><string>%d files</string>
                ↓<key>one</key><string>%d doc</string>
              </dict>
            </dict>

            """#)
        ], note: "a variant written twice in a variable"),
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hi"}}}},↓"k":{"comment":"x"}}}"#
        ], note: "a catalog's member written twice"),
    ],
    nonTriggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("a", forms: [("one", "%d file"), ("other", "%d files")])
              + pluralEntry("z", format: "%#@n@ ", forms: [("one", "%d file"), ("other", "%d files")]))
        ]),
      RuleExample(
        [
          "en.lproj/L.strings": #"""
          "Delete" = "Delete";
          "Remove" = "Remove";

          """#
        ], note: "in a .strings file"),
      RuleExample(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("k", forms: [("one", "%d file"), ("other", "%d files")]))
        ], note: "a variant written twice in a variable"),
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hi"}}}},"j":{"comment":"x"}}}"#
        ], note: "a catalog's member written twice"),
    ])
}
