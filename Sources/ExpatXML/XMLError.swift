import SourceFiles

/// Why ``XMLEventReader`` (or ``XMLTreeReader``) stopped: the XML reader's own error,
/// at the event where it stopped.
///
/// It names XML's problems only; the readers that call the XML reader turn it into
/// their users' error (LocalizedStrings' readers into `SourceError`), and apply the
/// size limits of their documents themselves.
@_spi(ExpatXML) public struct XMLError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  @_spi(ExpatXML) public enum Kind: Hashable, Sendable {
    /// The document is not well-formed XML (expat's reason is in the message), or expat's
    /// bound on entity expansion stopped it.
    case malformed
    /// Elements nest deeper than the reader's `maximumDepth`, or the document is beyond
    /// what expat can be given (2 GiB), or expat cannot start.
    case limitExceeded
    /// An entity that is not expanded: declared only in an external DTD (never read), after
    /// a parameter entity reference, or external itself.
    case unexpandedEntity
  }

  /// What went wrong.
  @_spi(ExpatXML) public let kind: Kind
  /// The problem in words: expat's reason and, where it helps, the character it stopped at.
  @_spi(ExpatXML) public let message: String
  /// Where: the event's line and column (line 1, column 1 for the whole document).
  @_spi(ExpatXML) public let location: SourceLocation

  /// An error of `kind` at `location`.
  @_spi(ExpatXML) public init(_ kind: Kind, _ message: String, at location: SourceLocation) {
    self.kind = kind
    self.message = message
    self.location = location
  }

  /// `file:line:column: message`.
  @_spi(ExpatXML) public var description: String { "\(location): \(message)" }
}
