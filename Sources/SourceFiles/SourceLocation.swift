/// A place in a source file, printed compiler-style as `file:line:column`.
///
/// `line` and `column` are 1-based. A location of the whole file (one that
/// cannot be opened, or is too large) is line 1, column 1.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file as the caller named it (a path as written, a URL's text, or a
  /// name chosen for a document read from memory).
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column.
  public var column: Int

  /// A location in `file` at `line` and `column` (both 1-based).
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, as compilers print a place in a file; control characters
  /// in `file` escaped (`PrintableText`: `\n`, `\u{1B}`), so a hostile name cannot
  /// start a line of output or drive a terminal.
  public var description: String { "\(PrintableText.escaped(file)):\(line):\(column)" }

  /// The location `offset` UTF-8 bytes into `text`, when `text` starts here.
  ///
  /// A line feed, or a carriage return not followed by one, starts the next
  /// line at column 1 (the readers count lines so: CR LF is one line end, a
  /// lone CR another); every other byte advances the column by one.
  ///
  /// - Complexity: O(`offset`).
  public func advanced(by offset: Int, in text: String) -> SourceLocation {
    var result = self
    let bytes = Array(text.utf8.prefix(offset + 1))
    for (index, byte) in bytes.prefix(offset).enumerated() {
      if byte == UInt8(ascii: "\n")
        || (byte == UInt8(ascii: "\r")
          && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n")))
      {
        result.line += 1
        result.column = 1
      } else {
        result.column += 1
      }
    }
    return result
  }
}

/// A line and column in a file that is named elsewhere (both 1-based): what
/// readers keep per node, making a ``SourceLocation`` only where one is kept
/// or reported, so as not to copy (and retain) the file name with each.
package struct SourcePosition: Hashable, Sendable {
  package var line: Int32
  package var column: Int32

  package init(line: Int, column: Int) {
    self.line = Int32(truncatingIfNeeded: line)
    self.column = Int32(truncatingIfNeeded: column)
  }

  package func location(in file: String) -> SourceLocation {
    SourceLocation(file: file, line: Int(line), column: Int(column))
  }
}
