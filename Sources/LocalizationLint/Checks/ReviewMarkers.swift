import LocalizedStrings
import SourceFiles

/// The review marker the plural migration writes above each entry it makes, and the findings
/// the linter reports for it until someone removes it.
///
/// ```
/// <!-- plurals-lint:needs-review: made plural by the fix of plurals lint; write each form, then remove this comment -->
/// <key>deleted</key>
/// ```
///
/// A marker covers the entry that starts on the next line with content (or on the line after,
/// when that line holds the entry's key), as `disable:next` does; one that covers no entry is
/// `superfluous-suppression`.
enum ReviewMarkers {
  /// What a comment holds to mark the entry after it.
  static let directive = "plurals-lint:needs-review"

  /// The comment a migration writes, on a line of its own above the entry's key.
  static let comment =
    "<!-- \(directive): made plural by the fix of plurals lint; write each form, then remove this comment -->"

  /// The findings of the markers among `scan`'s comments, in `file` (of `table`, in
  /// `language`), whose entries start at `entries`.
  ///
  /// - Complexity: O(*m* log *n*) for *m* comments and *n* entries.
  static func findings(
    in scan: Suppressions.Scan, file: String, table: String, language: String?, entries: EntryPlaces?
  ) -> [LintFinding] {
    var found: [LintFinding] = []
    for comment in scan.comments where comment.text.contains(directive) {
      let place = SourceLocation(file: file, line: comment.line, column: comment.column)
      let line = scan.nextContentLine(after: comment.endLine)
      let key = line.flatMap { line in
        scan.opensEntry(line)
          ? entries?.starting(on: (line + 1)...(line + 1)) : entries?.starting(on: line...line)
      }
      guard let key else {
        found.append(
          LintFinding(
            EntryChecks.superfluousReviewMarker(directive, at: place),
            subject: .init(table: table, language: language)))
        continue
      }
      found.append(
        LintFinding(
          EntryChecks.pluralFormsNeedReview(key, at: place),
          subject: .init(table: table, key: key, language: language)))
    }
    return found
  }
}
