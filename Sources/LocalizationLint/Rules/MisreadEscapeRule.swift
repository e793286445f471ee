import LocalizedStrings

extension DiagnosticRule {
  /// `misread-escape`: a .strings text writes an escape Apple's reader reads otherwise than meant: \u as the letter u, an octal escape above \177 as a NeXTSTEP character.
  static let misreadEscape = DiagnosticRule(
    code: .misreadEscape,
    summary:
      "a .strings text writes an escape Apple's reader reads otherwise than meant: \\u as the letter u, an octal escape above \\177 as a NeXTSTEP character",
    help: "Write \\U and four hexadecimal digits (\\U00E9 for é), or the character itself.",
    example:
      "\"title\" = \"Caf\\u00e9\"; (Apple shows \"Cafu00e9\"); \"title\" = \"Caf\\351\"; (Apple shows \"CafØ\")",
    reason:
      "users see other characters than the author wrote the escape for, almost always by mistake (Apple's own reading: CFOldStylePList.c)",
    triggering: [
      RuleExample(["en.lproj/S.strings": #""title" = ↓"Caf\u00e9";"# + "\n"]),
      RuleExample(["en.lproj/S.strings": #""title" = ↓"Caf\351";"# + "\n"]),
    ],
    nonTriggering: [
      RuleExample(["en.lproj/S.strings": #""title" = "Caf\U00E9 \\u00e9 \101";"# + "\n"])
    ])
}
