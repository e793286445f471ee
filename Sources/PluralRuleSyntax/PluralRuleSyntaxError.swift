/// A problem in plural rule text, numeral text or sample text.
///
/// `offset` is the 0-based UTF-8 offset in the text that was parsed, so a
/// caller that knows where the text sits in a file can report `file:line:column`.
/// ``kind`` classifies the problem for code and tests; ``message`` explains
/// it to a person and may be reworded between releases.
///
/// ```swift
/// do {
///   _ = try PluralRuleSet(parsing: "one: n = 1; one: n = 2")
/// } catch {
///   error.kind         // .duplicateCategory
///   error.description  // "column 13: category 'one' appears twice"
/// }
/// ```
public struct PluralRuleSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The class of a syntax error.
  public enum Kind: Hashable, Sendable, CaseIterable {
    /// Text the grammar does not allow here: a missing keyword, operand,
    /// operator, number, `:` or sample, or a character that cannot follow.
    case unexpectedText
    /// A category keyword (`one`, `few`, …) given a second rule.
    case duplicateCategory
    /// A condition on the `other` rule, which holds whatever the others do not.
    case conditionOnOther
    /// A modulus of zero (`n % 0`).
    case zeroModulus
    /// A range whose end is below its start: `5..2` in a condition, `5~2`
    /// among samples.
    case emptyRange
    /// A sample that does not belong where it is written: an `@integer`
    /// sample with fraction digits, a negative sample range, a sample range
    /// whose ends differ in fraction digits or exponent.
    case invalidSample
    /// A number or list beyond the parser's limits: an integer that does not
    /// fit 64 bits, an exponent larger than `DecimalNumeral.maximumExponent`,
    /// samples that stand for too many values.
    case limitExceeded
  }

  /// The class of the problem.
  public var kind: Kind
  /// The problem in words.
  public var message: String
  /// The 0-based UTF-8 offset of the problem in the parsed text.
  public var offset: Int

  /// An error of `kind` at `offset`, described by `message`.
  package init(_ kind: Kind, _ message: String, offset: Int) {
    self.kind = kind
    self.message = message
    self.offset = offset
  }

  /// `column N: message`, with a 1-based column.
  public var description: String { "column \(offset + 1): \(message)" }
}
