/// Why a format could not be produced.
import SourceFiles

public struct FormatError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Kind: Hashable, Sendable {
    /// The format string itself is malformed (offset in `message`).
    case invalidFormat
    /// `%n`, which this engine never honours.
    case unsupportedConversion
    /// A conversion refers to an argument that was not passed.
    case missingArgument
    /// An argument of the wrong kind for its conversion (a string for `%d`).
    case wrongArgumentType
    /// No entry with that key.
    case unknownKey
    /// `%#@name@` with no variable dictionary `name`.
    case unknownVariable
    /// A variable that, through its variants, refers to itself.
    case variableCycle
    /// Variables nested deeper than ``FormatLimits/maximumDepth``.
    case tooDeep
    /// A width, precision, position or output beyond ``FormatLimits``.
    case limitExceeded
  }

  public var kind: Kind
  public var message: String
  /// Where the offending format string is, when it came from a file.
  public var location: SourceLocation?

  package init(_ kind: Kind, _ message: String, at location: SourceLocation? = nil) {
    self.kind = kind
    self.message = message
    self.location = location
  }

  public var description: String {
    location.map { "\($0): \(message)" } ?? message
  }
}
