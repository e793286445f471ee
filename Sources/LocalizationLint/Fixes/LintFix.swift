import LocalizationFiles

/// One rewrite that `plurals lint --fix` makes: the bytes of one finding
/// replaced, nothing else of the file touched.
///
/// ```swift
/// LintFix(file: "fr.lproj/Localizable.strings", range: 120..<142, replacement: "", code: .identicalDuplicateKey)
/// ```
public struct LintFix: Hashable, Sendable {
  /// The file, as the report names it.
  public var file: String
  /// The bytes replaced: offsets into the file's text in UTF-8, after any
  /// byte order mark (a UTF-16 file's text converted to UTF-8; it is
  /// written back in UTF-16).
  public var range: Range<Int>
  /// What replaces them (empty: they are removed).
  public var replacement: String
  /// The rule whose finding this fixes.
  public var code: DiagnosticCode

  /// A rewrite of `range` of `file` to `replacement`, fixing a finding of `code`.
  public init(file: String, range: Range<Int>, replacement: String, code: DiagnosticCode) {
    self.file = file
    self.range = range
    self.replacement = replacement
    self.code = code
  }

  /// The codes `--fix` rewrites: those whose findings have one right answer.
  public static let fixableCodes: Set<DiagnosticCode> = [
    .identicalDuplicateKey, .integerWidthMismatch, .conversionLookAlike,
  ]

  /// The fix of `finding` in `text`, nil when its bytes are not certain
  /// (each rule's fix is in a file of its own, beside this one).
  static func make(for finding: LintFinding, in text: FixableText) -> [LintFix]? {
    let diagnostic = finding.diagnostic
    guard let offset = text.offset(line: diagnostic.location.line, column: diagnostic.location.column) else {
      return nil
    }
    let file = diagnostic.location.file
    switch diagnostic.code {
    case .identicalDuplicateKey:
      return text.duplicateCopyRemoval(at: offset).map {
        [LintFix(file: file, range: $0, replacement: "", code: .identicalDuplicateKey)]
      }
    case .integerWidthMismatch:
      // The message names the argument and the conversion to use: "argument 2 of … use %ld".
      let message = diagnostic.message
      guard message.hasPrefix("argument "), let use = message.ranges(of: "; use %").last else {
        return nil
      }
      let number = message.dropFirst("argument ".count).prefix { $0.isNumber }
      let wide = String(message[use.upperBound...].dropLast())
      guard let argument = Int(number), !wide.isEmpty, wide.allSatisfy({ "hlqzjtL".contains($0) }),
        let offsets = text.integerWidthInsertions(at: offset, argument: argument, length: wide)
      else { return nil }
      return offsets.map {
        LintFix(file: file, range: $0..<$0, replacement: wide, code: .integerWidthMismatch)
      }
    case .conversionLookAlike:
      // "… writes 'lld' ('lld' without its '%') where en prints … with %lld (…); write '%lld'".
      let message = diagnostic.message
      guard let written = message.ranges(of: "writes '").first,
        let advice = message.ranges(of: "write '").last,
        let close = message[written.upperBound...].firstRange(of: "' (")
      else { return nil }
      let found = String(message[written.upperBound..<close.lowerBound])
      let replacement = String(message[advice.upperBound...].dropLast())
      // A lone letter ('d' without its '%') may be a word: only longer look-alikes are rewritten. Only in
      // a .strings file, whose entry is one string: a .stringsdict's other variants may hold the same
      // look-alike, which the rule reports no more once one variant prints the number.
      guard !text.isXML, found.count >= 2, replacement.hasPrefix("%"), message.hasSuffix("'"),
        let range = text.onlyOccurrence(of: found, inStringAt: offset)
      else { return nil }
      return [LintFix(file: file, range: range, replacement: replacement, code: .conversionLookAlike)]
    default:
      return nil
    }
  }
}
