import LocalizedStrings
import SourceFiles

extension DiagnosticRule {
  static let undefinedKey = DiagnosticRule(
    code: .undefinedKey,
    summary:
      "Swift code asks for a key written as an identifier (settings.title) that the development language's table of that name lacks (plurals lint --sources)",
    help:
      "Add the key to the table, or correct the key in the code (a key the code builds at run time is not checked).",
    example:
      "NSLocalizedString(\"setings.title\", comment: \"\") where Localizable.strings has \"settings.title\"",
    reason:
      "users in every language see the key itself (or, for an interpolated key, its format), never a text",
    triggering: [
      RuleExample(
        [
          "Sources/Settings.swift": #"""
          let title = NSLocalizedString(↓"setings.title", comment: "")
          let size = String(localized: ↓"files.size", table: "Files")

          """#,
          "en.lproj/Localizable.strings": #""settings.title" = "Settings";"#,
          "en.lproj/Files.strings": #""file.size" = "Size";"#,
        ], note: "a literal key, in the default table and in a named one"),
      RuleExample(
        [
          "Sources/Files.swift": #"""
          import SwiftUI
          struct Row: View {
            let files: [String]
            var body: some View { Text(↓"files.count \(files.count)") }
          }

          """#,
          "Localizable.xcstrings":
            #"{"sourceLanguage":"en","version":"1.0","strings":{"files.count %d":{}}}"#,
        ], note: "an interpolated key: an Int makes `%lld`, the catalog has `%d`"),
    ],
    nonTriggering: [
      RuleExample(
        [
          "Sources/Settings.swift": #"""
          let title = NSLocalizedString("settings.title", comment: "")
          let size = NSLocalizedString("size", value: "Size", comment: "shown when the table lacks it")
          let other = NSLocalizedString("any.key", tableName: "Elsewhere", comment: "a table not linted")
          let cancel = NSLocalizedString("Cancel", comment: "a key that reads as text: shown as written")

          """#,
          "en.lproj/Localizable.strings": #""settings.title" = "Settings";"#,
        ], note: "a key the table has, a default value, a table not read, a key that reads as text"),
      RuleExample(
        [
          "Sources/Files.swift": #"""
          import SwiftUI
          struct Row: View {
            let name: String
            let count: Int
            var body: some View { Text("\(name) has \(count) files") }
          }

          """#,
          "Localizable.xcstrings":
            #"{"sourceLanguage":"en","version":"1.0","strings":{"%@ has %lld files":{}}}"#,
        ], note: "interpolations of types the code does not tell"),
    ],
    traits: .missingText)
}

extension EntryChecks {
  /// `undefined-key`: `site`'s key is not in its table; `nearest` is the table's key spelled
  /// like it but for case, blanks or punctuation.
  static func undefinedKey(_ site: CodeReferences.CallSite, nearest: String?) -> LocalizationDiagnostic {
    let other = nearest.map { " (did you mean '\($0)'?)" } ?? ""
    let interpolated =
      site.key.pieces.contains(.value(nil))
      ? ", whatever the types of the interpolations the code does not tell" : ""
    return .init(
      .undefinedKey,
      "\(site.callee) asks for key '\(site.key)'\(interpolated), which table '\(site.tableName)' does not have\(other); users see the key",
      at: site.location)
  }
}
