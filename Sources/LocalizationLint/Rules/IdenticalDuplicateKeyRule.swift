import LocalizedStrings

extension DiagnosticRule {
  static let identicalDuplicateKey = DiagnosticRule(
    code: .identicalDuplicateKey,
    summary:
      "a key (a .stringsdict dictionary's key at any level, a JSON member of a catalog) appears twice in one dictionary or object with the same value both times",
    help: "Remove the copy: whichever wins, users see the same text.",
    example: "\"title\" = \"Files\"; … \"title\" = \"Files\"; in one .strings file",
    reason: "both copies say the same: users see that text whichever wins",
    rewrite: .removeEntry,
    triggering: [
      .strings(
        #"""
        "Delete" = "Delete";
        "Delete" = ↓"Delete";

        """#),
      .stringsdict(
        pluralEntry("a")
          + pluralEntry("a").marked(before: "<key>a"), note: "in a .stringsdict"),
    ],
    nonTriggering: [
      .strings(
        #"""
        "Delete" = "Delete";
        "Delete" = "Remove";

        """#),
      .stringsdict(
        pluralEntry("a")
          + pluralEntry("a", format: "%#@n@ "), note: "in a .stringsdict"),
    ],
    corrections: [
      RuleCorrection(
        [
          "en.lproj/L.strings": #"""
          "Delete" = "Delete";
          "Cancel" = "Cancel";
          "Delete" = ↓"Delete";

          """#
        ],
        fixed: [
          "en.lproj/L.strings": #"""
          "Delete" = "Delete";
          "Cancel" = "Cancel";

          """#
        ], note: "the later copy goes, with its line"),
      RuleCorrection(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            "<key>title</key><string>Files</string>\n", "↓<key>title</key><string>Files</string>\n")
        ],
        fixed: [
          "en.lproj/L.stringsdict": stringsdictFile("<key>title</key><string>Files</string>\n")
        ], note: "in a .stringsdict: the key and its value"),
      RuleCorrection(
        ["en.lproj/L.strings": "\"a\" = \"A\";\r\"b\" = \"B\";\r\"a\" = ↓\"A\";\r\"c\" = \"C\";\r"],
        fixed: ["en.lproj/L.strings": "\"a\" = \"A\";\r\"b\" = \"B\";\r\"c\" = \"C\";\r"],
        note: "lines that end in a lone CR (classic Mac OS): the line goes with its CR"),
    ],
    traits: .listsCopies)
}
