/// A problem with a source file: one that cannot be read, is too large, is
/// malformed, or holds content its reader rejects. Printed compiler-style as
/// `file:line:column: message`.
///
/// ``kind`` says what went wrong, for code that handles failures differently
/// (a missing file, against a broken one); ``message`` says it in words for
/// the user, and may change between releases.
///
/// ```swift
/// do {
///   let table = try StringTable(contentsOf: "en.lproj/Localizable.strings")
///   // …
/// } catch where error.kind == .fileAccess {
///   // The file is missing or unreadable.
/// } catch {
///   print(error)  // en.lproj/Localizable.strings:3:1: expected ';' after the entry for "title"
/// }
/// ```
public struct SourceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, in classes that callers can tell apart.
  public enum Kind: Hashable, Sendable, CaseIterable {
    /// The file (or directory) could not be opened, read, listed or
    /// written, or a bundle has no resource directory to read.
    case fileAccess
    /// Not a file this call reads: a name whose extension is not that of a
    /// localization file, a String Catalog opened as one language's table,
    /// a URL that is not a file URL.
    case unsupportedFile
    /// Beyond a limit of the reader: a file or document larger than the
    /// maximum size, elements nested too deeply, or no memory for a parser.
    case limitExceeded
    /// Text in no encoding the reader accepts: a `.strings` file that is
    /// neither UTF-8 nor UTF-16 with a byte order mark, a JSON string or a
    /// configuration file that is not UTF-8.
    case encoding
    /// Not well formed in its format: malformed XML (or an XML document
    /// without a root element), JSON, YAML or `.strings` syntax, a property
    /// list whose elements or objects break its format.
    case malformed
    /// An XML entity that is not expanded: one declared only in an external
    /// DTD (`&nbsp;` under Apple's DOCTYPE), a parameter entity, an external
    /// entity. Nothing is fetched, and nothing is left out silently.
    case unexpandedEntity
    /// Well formed, but not what the reader expects: a value of the wrong
    /// type (a `.stringsdict` that is not a dictionary, a String Catalog
    /// that is not a JSON object), a String Catalog without its
    /// `sourceLanguage`, an unknown key or a wrong value in a configuration
    /// file, a baseline file of another shape.
    case invalidContent
  }

  /// What went wrong.
  public var kind: Kind
  /// Where: the file, and the line and column of the problem (1 and 1 for a
  /// problem of the whole file).
  public var location: SourceLocation
  /// The problem in words, for the user.
  public var message: String

  /// An error of `kind` at `location`, described by `message`.
  public init(_ kind: Kind, _ message: String, at location: SourceLocation) {
    self.kind = kind
    self.message = message
    self.location = location
  }

  /// An error of `kind` about the whole of `file` (line 1, column 1).
  public init(_ kind: Kind, _ message: String, file: String) {
    self.init(kind, message, at: SourceLocation(file: file, line: 1, column: 1))
  }

  /// `file:line:column: message`.
  public var description: String { "\(location): \(message)" }
}

/// A piece of a file's text as an error message quotes it: on one line and short.
///
/// A reader's error names what it found (a key, a value) so that the user can
/// find the place; it must not copy a file into a log. Control characters,
/// line breaks and bidirectional controls are written as escapes (`\n`,
/// `\u{1B}`: ``PrintableText``'s), so the message stays one line, and text
/// past ``maximumCharacters`` is cut with `…`.
///
/// ```swift
/// Excerpt.of("line one\nline two")   // "line one\\nline two"
/// Excerpt.of(String(repeating: "a", count: 500)).count   // 49: 48 characters and "…"
/// ```
package enum Excerpt {
  /// The characters an excerpt keeps before it is cut.
  package static let maximumCharacters = 48

  /// `text` escaped to one line, at most ``maximumCharacters`` characters of it.
  package static func of(_ text: some StringProtocol) -> String {
    var result = ""
    var count = 0
    for character in text {
      if count == maximumCharacters { return result + "…" }
      count += 1
      guard character.unicodeScalars.contains(where: PrintableText.isEscaped) else {
        result.append(character)
        continue
      }
      for scalar in character.unicodeScalars {
        if PrintableText.isEscaped(scalar) {
          result += PrintableText.escape(scalar)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
