import LocalizedStrings
import SourceFiles

extension DiagnosticRule {
  static let pluralFormsNeedReview = DiagnosticRule(
    code: .pluralFormsNeedReview,
    summary:
      "a plural entry `plurals lint --fix` made of a .strings text: every form still holds that text until someone translates it",
    help:
      "Write each form for its numbers (English 'one': \"%d file\"), then remove the <!-- plurals-lint:needs-review --> comment above the entry.",
    example:
      "<!-- plurals-lint:needs-review … --> above <key>deleted</key>, whose 'one' and 'other' both read \"%d files deleted\"",
    reason:
      "users see the text they saw before the migration; only its review state is reported, as a catalog's needs_review is",
    triggering: [
      .stringsdict(
        "\t↓<!-- plurals-lint:needs-review: made plural by the fix of plurals lint; write each form, then remove this comment -->\n"
          + deletedEntry(one: "%d files deleted"))
    ],
    nonTriggering: [
      .stringsdict(deletedEntry(one: "%d file deleted"))
    ],
    traits: .awaitsReview)
}

/// The entry `deleted` as the migration writes it (tabs, each key on its own line), its
/// 'one' variant `one` and its 'other' "%d files deleted".
private func deletedEntry(one: String) -> String {
  #"""
  	<key>deleted</key>
  	<dict>
  		<key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
  		<key>count</key>
  		<dict>
  			<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
  			<key>NSStringFormatValueTypeKey</key><string>d</string>

  """# + "\t\t\t<key>one</key><string>\(one)</string>\n"
    + "\t\t\t<key>other</key><string>%d files deleted</string>\n\t\t</dict>\n\t</dict>\n"
}

extension EntryChecks {
  /// `plural-forms-need-review`: the review marker (``ReviewMarkers``) at `place` covers the
  /// entry `key`, which a migration made plural and no one has translated since.
  static func pluralFormsNeedReview(_ key: String, at place: SourceLocation) -> LocalizationDiagnostic {
    .init(
      .pluralFormsNeedReview,
      "'\(key)' was made plural by --fix and every form still holds its old text; write each form, then remove this comment",
      at: place)
  }
}
