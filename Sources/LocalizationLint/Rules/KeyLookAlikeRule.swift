import LocalizedStrings

extension DiagnosticRule {
  static let keyLookAlike = DiagnosticRule(
    code: .keyLookAlike,
    summary:
      "two keys of one table look the same but are spelled with other characters (é as U+00E9 in one, as e and U+0301 in the other): Apple's lookups keep them apart",
    help:
      "Keep one spelling of the key, the one the code asks for (Swift source and Xcode write the composed one, U+00E9), and merge the two texts into it.",
    example: "\"caf\\u{E9}\" = \"Café\"; and \"cafe\\u{301}\" = \"Café!\"; in one .strings file",
    reason:
      "code finds only the key spelled as it asks (NSString.isEqual(to:) compares keys \"literally\"), so users may see the other text or the key, though a translator sees one key twice",
    triggering: [
      .strings("\"cafe\u{301}\" = \"Caf\u{E9}!\";\n\"caf\u{E9}\" = ↓\"Caf\u{E9}\";\n"),
      RuleExample(
        [
          "en.lproj/L.stringsdict": plainStringsdict([
            ("\u{212B}ngstr\u{F6}m", "A"), ("↓\u{C5}ngstr\u{F6}m", "B"),
          ])
        ],
        note: "in a .stringsdict: the Angstrom sign U+212B and the letter \u{C5} U+00C5"),
    ],
    nonTriggering: [
      .strings("\"caf\u{E9}\" = \"Caf\u{E9}\";\n\"cafe\" = \"Cafe\";\n"),
      .strings(
        ["en": "\"caf\u{E9}\" = \"Caf\u{E9}\";\n", "fr": "\"cafe\u{301}\" = \"Caf\u{E9}\";\n"],
        note: "in two tables (missing-key reports what a language lacks)"),
    ])
}
