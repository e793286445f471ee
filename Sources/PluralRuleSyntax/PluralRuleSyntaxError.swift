/// A problem in plural rule text, numeral text or sample text.
///
/// `offset` is the 0-based UTF-8 offset in the text that was parsed, so a
/// caller that knows where the text sits in a file can report `file:line:column`.
public struct PluralRuleSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public var offset: Int

  public init(_ message: String, offset: Int) {
    self.message = message
    self.offset = offset
  }

  /// `column N: message`, with a 1-based column.
  public var description: String { "column \(offset + 1): \(message)" }
}
