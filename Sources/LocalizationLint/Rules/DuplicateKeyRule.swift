import LocalizedStrings

extension DiagnosticRule {
  static let duplicateKey = DiagnosticRule(
    code: .duplicateKey,
    summary:
      "a key (a .stringsdict dictionary's key at any level, a JSON member of a catalog) appears twice in one dictionary or object with another value (identical copies: identical-duplicate-key)",
    help: "Remove the copy that is not meant; the message names where the first one is.",
    example: "\"title\" = \"Files\"; … \"title\" = \"Documents\"; in one .strings file",
    reason: "readers drop one copy, and differ in which (this runtime keeps the last): a text is lost",
    triggering: [
      .stringsdict(
        pluralEntry("a")
          + pluralEntry("a", format: "%#@n@ ").marked(before: "<key>a")),
      .strings(
        #"""
        "Delete" = "Delete";
        "Delete" = ↓"Remove";

        """#, note: "in a .strings file"),
      .stringsdict(
        pluralEntry(
          "k",
          pluralVariable(forms: [("one", "%d file"), ("other", "%d files"), ("one", "%d doc")]).marked(
            before: "<key>one</key><string>%d doc")), note: "a variant written twice in a variable"),
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hi"}}}},↓"k":{"comment":"x"}}}"#
        ], note: "a catalog's member written twice"),
    ],
    nonTriggering: [
      .stringsdict(
        pluralEntry("a")
          + pluralEntry("z", format: "%#@n@ ")),
      .strings(
        #"""
        "Delete" = "Delete";
        "Remove" = "Remove";

        """#, note: "in a .strings file"),
      .stringsdict(pluralEntry("k"), note: "a variant written twice in a variable"),
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hi"}}}},"j":{"comment":"x"}}}"#
        ], note: "a catalog's member written twice"),
    ],
    traits: .listsCopies)
}
