/// A string from a file, with where it was. As a format string it is
/// parsed on first use (formatting it, checking its arguments), once: most
/// strings of a large file are never formatted by a given process, and
/// parsing them all made every load pay for them.
import SourceFiles
public import InternalUtilities

public final class LocatedString: Hashable, Sendable {
  public let text: String
  public let location: SourceLocation
  /// The parsed format, made on first use.
  @usableFromInline let parsedFormat = LazyReference<ParsedFormat>()

  package init(_ text: String, at location: SourceLocation) {
    self.text = text
    self.location = location
  }

  /// The parsed format's directives (or why it is not a format), kept for
  /// formatting; the text between them is literal. Checks that need only
  /// the directives read these rather than ``segments``, which are made anew
  /// on each call.
  package var directives: Result<[FormatDirective], FormatError> {
    parsedReference._withUnsafeGuaranteedRef { $0.directives }
  }
  /// The directives when the string parses as a format, else nil: one array retained,
  /// where ``directives`` copies the whole result (a checker reads each string several times).
  package var parsedDirectives: [FormatDirective]? {
    parsedReference._withUnsafeGuaranteedRef {
      if case .success(let directives) = $0.directives { directives } else { nil }
    }
  }
  /// Whether the string parses as a format, read in place.
  package var parsesAsFormat: Bool {
    parsedReference._withUnsafeGuaranteedRef {
      if case .success = $0.directives { true } else { false }
    }
  }
  /// How the formatter treats the string, decided once with the directives.
  @inlinable package var shape: FormatShape { parsedReference._withUnsafeGuaranteedRef { $0.shape } }
  /// Whether the string holds a `%#@variable@` (so formatting it can nest).
  @inlinable package var hasVariables: Bool { parsedReference._withUnsafeGuaranteedRef { $0.hasVariables } }

  /// The parsed format, made by the first caller; a caller that loses the
  /// race to store it uses the stored one (both are the same parse).
  /// Formatting switches on its fields in place, through
  /// `parsedReference`: retaining it, or copying the shape or directives
  /// out, costs a few percent of a call.
  @inlinable @inline(__always)
  package var parsedReference: Unmanaged<ParsedFormat> { parsedFormat.get { ParsedFormat(text) } }

  /// Parses the string for checking rather than formatting, unless it has
  /// been parsed already: the directives and the shape as ever, except that
  /// a string of plain integer conversions is left to the general engine
  /// rather than kept as an `IntegerFormat` (its copy of the bytes and the
  /// conversions' places), which a checker never reads. Formatting such a
  /// string later gives the same output, by the engine. For a linter, which
  /// parses every string of a file once and formats none of them.
  package func parseForChecking() {
    _ = parsedFormat.get { ParsedFormat(text, forFormatting: false) }
  }

  /// Whether the string has been parsed as a format yet (for tests).
  package var isParsed: Bool { parsedFormat.isMade }

  /// The parsed format: literal text and directives (or why it is not a format).
  package var segments: Result<[FormatSegment], FormatError> {
    directives.map { FormatParser.segments(text, $0) }
  }

  public static func == (lhs: LocatedString, rhs: LocatedString) -> Bool {
    lhs.text == rhs.text && lhs.location == rhs.location
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(location)
  }
}

/// A string parsed as a format: what ``LocatedString`` makes on first use.
@usableFromInline package final class ParsedFormat: Sendable {
  package let directives: Result<[FormatDirective], FormatError>
  @usableFromInline package let shape: FormatShape
  @usableFromInline package let hasVariables: Bool

  @usableFromInline init(_ text: String) {
    directives = Result { () throws(FormatError) in try FormatParser.directives(text) }
    shape = FormatShape(directives, text: text)
    hasVariables = shape.hasVariables
  }

  /// The parse for checking when not `forFormatting`: every shape is left
  /// general (see ``LocatedString/parseForChecking()``).
  init(_ text: String, forFormatting: Bool) {
    directives = Result { () throws(FormatError) in try FormatParser.directives(text) }
    shape = FormatShape(directives, text: text, formatting: forFormatting)
    hasVariables = shape.hasVariables
  }
}
