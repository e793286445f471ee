/// A string from a file, with where it was. As a format string it is
/// parsed once, when the file is loaded.
public final class LocatedString: Hashable, Sendable {
  public let text: String
  public let location: SourceLocation
  /// The parsed format (or why it is not one), kept for formatting.
  package let segments: Result<[FormatSegment], FormatError>
  /// Set when the format is `prefix %d suffix` (the commonest variant shape).
  let simpleInteger: SimpleIntegerFormat?

  public init(_ text: String, at location: SourceLocation) {
    self.text = text
    self.location = location
    segments = Result { () throws(FormatError) in try FormatParser.parse(text) }
    simpleInteger = (try? segments.get()).flatMap(SimpleIntegerFormat.init)
  }

  /// Whether the string holds a `%#@variable@` (so formatting it can nest).
  var hasVariables: Bool {
    guard case .success(let segments) = segments else { return false }
    return segments.contains { segment in
      if case .directive(let directive) = segment { return directive.variable != nil }
      return false
    }
  }

  public static func == (lhs: LocatedString, rhs: LocatedString) -> Bool {
    lhs.text == rhs.text && lhs.location == rhs.location
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(location)
  }
}
