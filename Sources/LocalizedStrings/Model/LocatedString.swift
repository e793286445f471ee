/// A string from a file, with where it was. As a format string it is
/// parsed once, when the file is loaded.
public final class LocatedString: Hashable, Sendable {
  public let text: String
  public let location: SourceLocation
  /// The parsed format's directives (or why it is not a format), kept for
  /// formatting; the text between them is literal.
  let directives: Result<[FormatDirective], FormatError>
  /// How the formatter treats the string, decided once here.
  let shape: FormatShape

  public init(_ text: String, at location: SourceLocation) {
    self.text = text
    self.location = location
    directives = Result { () throws(FormatError) in try FormatParser.directives(text) }
    shape = FormatShape(directives, text: text)
  }

  /// The parsed format: literal text and directives (or why it is not a format).
  package var segments: Result<[FormatSegment], FormatError> {
    directives.map { FormatParser.segments(text, $0) }
  }

  /// Whether the string holds a `%#@variable@` (so formatting it can nest).
  var hasVariables: Bool { shape.hasVariables }

  public static func == (lhs: LocatedString, rhs: LocatedString) -> Bool {
    lhs.text == rhs.text && lhs.location == rhs.location
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(location)
  }
}
