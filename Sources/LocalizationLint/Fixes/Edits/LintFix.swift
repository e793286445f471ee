import LocalizedStrings
import SourceFiles

/// One rewrite that `plurals lint --fix` makes: the bytes of one finding
/// replaced, nothing else of the file touched.
///
/// ```swift
/// LintFix(file: "fr.lproj/Localizable.strings", range: 120..<142, replacement: "", code: .identicalDuplicateKey)
/// ```
package struct LintFix: Hashable, Sendable {
  /// The file, as the report names it.
  package var file: String
  /// The bytes replaced: offsets into the file's text in UTF-8, after any
  /// byte order mark (a UTF-16 file's text converted to UTF-8; it is
  /// written back in UTF-16).
  package var range: Range<Int>
  /// What replaces them (empty: they are removed).
  package var replacement: String
  /// The rule whose finding this fixes.
  package var code: DiagnosticCode

  /// A rewrite of `range` of `file` to `replacement`, fixing a finding of `code`.
  package init(file: String, range: Range<Int>, replacement: String, code: DiagnosticCode) {
    self.file = file
    self.range = range
    self.replacement = replacement
    self.code = code
  }

  /// The codes `--fix` rewrites: those whose rules show a fix (``DiagnosticRule/isFixable``,
  /// their `corrections`). They are the codes whose findings can carry a suggestion with one
  /// right answer (`LocalizationDiagnostic.suggestion`), and `plural-candidate`, whose
  /// `.strings` entry is moved into its table's `.stringsdict` as a plural entry that prints
  /// the same for every number.
  package static let fixableCodes = Set(DiagnosticRule.all.filter(\.isFixable).map(\.code))

  /// The fixable codes whose findings a migration answers (`plural-candidate`, whose rule says
  /// so): the pipeline plans them apart, a table's entries at once in every language.
  static let migratingCodes = DiagnosticRule.codes(with: .migrates)

  /// What a fix rewrites, as the reader found it: the entry or the string
  /// at a position. The fixed file is read again, and only these may differ.
  enum Target: Hashable {
    case entry(SourcePosition)
    case string(SourcePosition)
  }

  /// A finding fixed in a string, as the read-back needs it: its code (whose rule rewrites) and
  /// its suggestion.
  typealias Intent = (code: DiagnosticCode, suggestion: LocalizationDiagnostic.Suggestion)

  /// The fixes of `finding` in `text` and what each rewrites: its rule's rewrite
  /// (``DiagnosticRule/rewrite``) of its suggestion, at the bytes the reader recorded for the
  /// entry or string at its position; nil when it has no suggestion, its rule no rewrite, or no
  /// such bytes are recorded there.
  static func make(for finding: LintFinding, in text: FixableText) -> [(fix: LintFix, target: Target)]? {
    let diagnostic = finding.diagnostic
    guard let suggestion = diagnostic.suggestion, let rewrite = diagnostic.code.rule.rewrite else {
      return nil
    }
    let position = SourcePosition(line: diagnostic.location.line, column: diagnostic.location.column)
    let (file, code) = (diagnostic.location.file, diagnostic.code)
    switch rewrite {
    case .removeEntry:
      guard case .removeEntry = suggestion, let entry = text.entryPosition(at: position) else { return nil }
      return text.entryRemoval(at: entry).map {
        [(LintFix(file: file, range: $0, replacement: "", code: code), .entry(entry))]
      }
    case .editString(let edits):
      guard let body = text.stringContent(at: position), let found = edits(text, body, suggestion) else {
        return nil
      }
      return found.map {
        (LintFix(file: file, range: $0.range, replacement: $0.replacement, code: code), .string(position))
      }
    }
  }

  /// What a string that reads as `text` reads as once the suggestion of a finding of `code` is
  /// made in it, its rule's rewrite finding the place in the text as read as ``make(for:in:)``
  /// finds it in the file's bytes; nil when the text has no one such place. The fixed file's
  /// read-back compares the string with this, so a fix whose bytes sit in an escape, an entity
  /// or a comment (`%\%d`, `%&#100;`, `<!-- %d -->`) and would rewrite something else than the
  /// text the finding read is refused.
  ///
  /// ```swift
  /// LintFix.intended(.lengthModifier(argument: 1, length: "ll"), of: .integerWidthMismatch, in: "%%d %d")
  /// // "%%d %lld"
  /// ```
  static func intended(
    _ suggestion: LocalizationDiagnostic.Suggestion, of code: DiagnosticCode, in text: String
  ) -> String? {
    guard case .editString(let edits) = code.rule.rewrite else { return nil }
    let plain = PlainString(text)
    guard let found = edits(plain, 0..<plain.bytes.count, suggestion) else { return nil }
    var result = plain.bytes
    for edit in found.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      result.replaceSubrange(edit.range, with: edit.replacement.utf8)
    }
    return String(decoding: result, as: UTF8.self)
  }
}
