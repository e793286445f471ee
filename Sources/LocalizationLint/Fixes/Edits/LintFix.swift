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

  /// The fixes of `finding` in `text` and what each rewrites: the rewrite
  /// its suggestion names, at the bytes the reader recorded for the entry
  /// or string at its position; nil when it has no suggestion or no such
  /// bytes are recorded there.
  static func make(for finding: LintFinding, in text: FixableText) -> [(fix: LintFix, target: Target)]? {
    let diagnostic = finding.diagnostic
    guard let suggestion = diagnostic.suggestion else { return nil }
    let position = SourcePosition(line: diagnostic.location.line, column: diagnostic.location.column)
    let (file, code) = (diagnostic.location.file, diagnostic.code)
    switch suggestion {
    case .removeEntry:
      guard let entry = text.entryPosition(at: position) else { return nil }
      return text.duplicateCopyRemoval(at: entry).map {
        [(LintFix(file: file, range: $0, replacement: "", code: code), .entry(entry))]
      }
    case .lengthModifier(let argument, let length):
      guard !length.isEmpty, length.allSatisfy({ "hlqzjtL".contains($0) }),
        let offsets = text.integerWidthInsertions(at: position, argument: argument)
      else { return nil }
      return offsets.map {
        (LintFix(file: file, range: $0..<$0, replacement: length, code: code), .string(position))
      }
    case .replace(let found, let replacement):
      guard let range = text.onlyOccurrence(of: found, inStringAt: position) else { return nil }
      return [(LintFix(file: file, range: range, replacement: replacement, code: code), .string(position))]
    }
  }

  /// What a string that reads as `text` reads as once `suggestion` is made in it, the place
  /// found in the text as read as ``make(for:in:)`` finds it in the file's bytes; nil when the
  /// text has no one such place. The fixed file's read-back compares the string with this, so
  /// a fix whose bytes sit in an escape, an entity or a comment (`%\%d`, `%&#100;`,
  /// `<!-- %d -->`) and would rewrite something else than the text the finding read is refused.
  ///
  /// ```swift
  /// LintFix.intended(.lengthModifier(argument: 1, length: "ll"), in: "%%d %d")   // "%%d %lld"
  /// ```
  static func intended(_ suggestion: LocalizationDiagnostic.Suggestion, in text: String) -> String? {
    let plain = PlainString(text)
    let body = 0..<plain.bytes.count
    var result = plain.bytes
    switch suggestion {
    case .removeEntry:
      return nil
    case .lengthModifier(let argument, let length):
      guard let offsets = plain.integerWidthInsertions(in: body, argument: argument) else { return nil }
      for offset in offsets.sorted(by: >) { result.insert(contentsOf: length.utf8, at: offset) }
    case .replace(let found, let replacement):
      guard let range = plain.onlyOccurrence(of: found, in: body) else { return nil }
      result.replaceSubrange(range, with: replacement.utf8)
    }
    return String(decoding: result, as: UTF8.self)
  }
}
