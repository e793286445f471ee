import LocalizedStrings

extension DiagnosticRule {
  /// `control-character`: a text holds a control character (NUL, BEL, ESC …) that no user should see.
  static let controlCharacter = DiagnosticRule(
    code: .controlCharacter,
    summary: "a text holds a control character (NUL, BEL, ESC …) that no user should see",
    help: "Remove it; write \\n or \\t for a line break or a tab.",
    example: "\"Save\\0\" in a .strings file",
    reason: "an invisible character or a box in the text, almost always pasted by accident",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.strings": #"""
          "save" = ↓"Save\0";

          """#
        ])
    ],
    nonTriggering: [
      RuleExample(
        [
          "en.lproj/L.strings": #"""
          "save" = "Save\n\tnow";

          """#
        ])
    ])
}
