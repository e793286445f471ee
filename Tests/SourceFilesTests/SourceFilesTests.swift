import SourceFiles
import Testing

@Suite("Source locations, errors and file access")
struct SourceFilesTests {
  @Test("an error prints as file:line:column: message, and keeps its kind")
  func description() {
    let error = SourceError(
      .malformed, "unterminated string", at: SourceLocation(file: "a.strings", line: 3, column: 7))
    #expect(error.description == "a.strings:3:7: unterminated string")
    #expect(error.kind == .malformed)
    let whole = SourceError(.fileAccess, "cannot read the file", file: "b.strings")
    #expect(whole.location == SourceLocation(file: "b.strings", line: 1, column: 1))
    #expect(whole != SourceError(.limitExceeded, "cannot read the file", file: "b.strings"))
  }

  @Test("a location advances by lines and columns")
  func advanced() {
    let start = SourceLocation(file: "f", line: 2, column: 5)
    #expect(start.advanced(by: 3, in: "ab\ncd") == SourceLocation(file: "f", line: 3, column: 1))
    #expect(start.advanced(by: 2, in: "ab\ncd") == SourceLocation(file: "f", line: 2, column: 7))
  }

  @Test("a missing file or directory is a file-access error at its path")
  func missing() {
    let path = "/nonexistent-swift-plurals/x.strings"
    #expect(!FileSystem.exists(path))
    let file = #expect(throws: SourceError.self) { try FileSystem.contents(of: path, maximumSize: 100) }
    #expect(file?.kind == .fileAccess)
    #expect(file?.location == SourceLocation(file: path, line: 1, column: 1))
    let directory = #expect(throws: SourceError.self) { try FileSystem.entries(of: path) }
    #expect(directory?.kind == .fileAccess)
  }

  /// The package's folder: this file is Tests/SourceFilesTests/SourceFilesTests.swift in it.
  static let root = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
    .joined(separator: "/")

  @Test("a directory lists sorted without . and ..; a file over the size limit is refused as a limit")
  func tooLarge() throws {
    let names = try FileSystem.entries(of: Self.root)
    #expect(names == names.sorted())
    #expect(names.contains("Package.swift") && !names.contains(".") && !names.contains(".."))
    let error = #expect(throws: SourceError.self) {
      try FileSystem.contents(of: Self.root + "/Package.swift", maximumSize: 10)
    }
    #expect(error?.kind == .limitExceeded)
    #expect(
      try FileSystem.contents(of: Self.root + "/Package.swift", maximumSize: 1 << 20).starts(
        with: Array("//".utf8)))
  }
}
