import LocalizedStrings
import SourceFiles

extension DiagnosticRule {
  static let unusedKey = DiagnosticRule(
    code: .unusedKey,
    summary:
      "a key of a table the Swift code asks for that no call site names (plurals lint --sources, with unused_keys: in the configuration)",
    help:
      "Remove it from every language, or add a pattern for it to unused_keys: if the code builds it at run time.",
    example: "Localizable.strings has \"onboarding.old.title\", which no call site of the code names",
    reason: "no user sees the text, though translators are still asked to keep it up",
    triggering: [
      RuleExample(
        [
          ".plurals-lint.yml": "unused_keys: [\"state.*\"]\n",
          "Sources/Settings.swift": #"""
          let title = NSLocalizedString("settings.title", comment: "")
          let state = NSLocalizedString("state." + name, comment: "")

          """#,
          "en.lproj/Localizable.strings": #"""
          "settings.title" = "Settings";
          "onboarding.old.title" = ↓"Welcome";
          "state.on" = "On";

          """#,
        ], note: "a key no call site names; one the code builds, by its pattern")
    ],
    nonTriggering: [
      RuleExample(
        [
          "Sources/Settings.swift": #"""
          let title = NSLocalizedString("settings.title", comment: "")

          """#,
          "en.lproj/Localizable.strings": #"""
          "settings.title" = "Settings";
          "onboarding.old.title" = "Welcome";

          """#,
        ], note: "without unused_keys: in the configuration"),
      RuleExample(
        [
          ".plurals-lint.yml": "unused_keys: true\n",
          "Sources/Files.swift": #"""
          import SwiftUI
          struct Row: View {
            let count: Int
            var body: some View { Text("files.count \(count)") }
          }

          """#,
          "en.lproj/Localizable.strings": #""files.count %lld" = "%lld files";"#,
          "en.lproj/InfoPlist.strings": #""NSCameraUsageDescription" = "Scan documents";"#,
        ], note: "an interpolated key's, and a table no call site names"),
    ])
}

extension EntryChecks {
  /// `unused-key`: `key` of `table` is named by no call site.
  static func unusedKey(_ key: String, table: String, at location: SourceLocation) -> LocalizationDiagnostic {
    .init(
      .unusedKey,
      "no call site of the Swift code read names key '\(key)' of table '\(table)'; remove it, or add a pattern to unused_keys: if the code builds it at run time",
      at: location)
  }
}
