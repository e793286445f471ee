/// `FileSystem.contents(of:maximumSize:)` for the generator package (`Tools/`), which
/// reads CLDR's files as the runtime reads a document: a regular file only (a FIFO, a
/// device or a folder is refused before a byte is read), at most
/// ``maximumSize`` bytes. SPI: `@_spi(FileSystem) import SourceFiles`.
///
/// ```swift
/// let bytes = try DocumentFile.contents(of: "cldr-data/json/plurals.json")
/// ```
@_spi(FileSystem) public enum DocumentFile {
  /// The most bytes a document may have: the runtime's limit (64 MiB).
  public static var maximumSize: Int { FileSystem.maximumDocumentSize }

  /// The bytes of the regular file at `path`.
  ///
  /// - Throws: `fileAccess` (no such file, not a regular file), `limitExceeded` (too large).
  /// - Complexity: O(*n*) in the file's bytes.
  public static func contents(of path: String) throws(SourceError) -> [UInt8] {
    try FileSystem.contents(of: path)
  }
}
