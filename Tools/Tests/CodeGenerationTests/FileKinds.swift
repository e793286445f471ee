import Foundation
@_spi(FileSystem) import SourceFiles
import Testing

/// Files of the kinds a document read must refuse, made at a path for the tests of the
/// generator's reads (`JSONReaderTests.fileKinds`, `GeneratorTests.fileKinds`).
enum FileKinds {
  /// A FIFO with no writer: read, it would block the generator for ever.
  static func fifo(_ path: String) {
    #expect(mkfifo(path, 0o600) == 0)
  }

  /// A sparse file one byte past the document limit (no disk space taken): refused by its
  /// size before a byte is read.
  static func pastLimit(_ path: String) throws {
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: UInt64(DocumentFile.maximumSize) + 1)
    try handle.close()
  }

  /// The message of a refusal by size.
  static let pastLimitMessage = "the file is larger than \(DocumentFile.maximumSize) bytes"
}
