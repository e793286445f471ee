import SourceFiles
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    // A lone CR ends a line as LF does; CR LF is one line end, at its LF.
    #expect(start.advanced(by: 3, in: "ab\rcd") == SourceLocation(file: "f", line: 3, column: 1))
    #expect(start.advanced(by: 4, in: "ab\r\ncd") == SourceLocation(file: "f", line: 3, column: 1))
    #expect(start.advanced(by: 3, in: "ab\r\ncd") == SourceLocation(file: "f", line: 2, column: 8))
    #expect(start.advanced(by: 3, in: "ab\r") == SourceLocation(file: "f", line: 3, column: 1))
  }

  #if canImport(Glibc) || canImport(Darwin)
    @Test("only regular files are read: a FIFO or a device is refused before a byte is read, never waited on")
    func notRegular() throws {
      let fifo = "/tmp/swift-plurals-fifo-\(getpid()).strings"
      unlink(fifo)
      #expect(mkfifo(fifo, 0o600) == 0)
      defer { unlink(fifo) }
      for path in [fifo, "/dev/zero", "/dev/null", "/tmp"] {
        let error = #expect(throws: SourceError.self) { try FileSystem.contents(of: path) }
        #expect(error?.kind == .fileAccess, "\(path)")
        #expect(error?.message == "cannot read the file: not a regular file", "\(path)")
      }
    }
  #endif

  @Test("an excerpt is one line and short, whatever the text", arguments: 0..<200)
  func excerpt(seed: Int) {
    var generator = SeededGenerator(seed: UInt64(seed))
    let pool: [Unicode.Scalar] = [
      "a", "é", "\n", "\r", "\t", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{2028}", "\u{1F4C1}",
    ]
    var text = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0...120, using: &generator) {
      text.append(pool.randomElement(using: &generator)!)
    }
    let excerpt = Excerpt.of(String(text))
    #expect(
      !excerpt.unicodeScalars.contains {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}"
      })
    let kept = String(text).count
    #expect(excerpt.hasSuffix("…") == (kept > Excerpt.maximumCharacters))
    if kept <= Excerpt.maximumCharacters
      && !String(text).unicodeScalars.contains(where: {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x2028
      })
    {
      #expect(excerpt == String(text))
    }
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

  #if os(Linux)
    /// A regular file that cannot tell its size: Linux's `/proc/self/maps` reports 0 bytes (its
    /// size, by `stat` and so by `ftell` after a seek to its end), so only the count of the bytes
    /// read bounds it.
    @Test(
      "a file that cannot tell its size is bounded by the bytes read: refused past the limit, read within it")
    func sizeUntold() throws {
      let error = #expect(throws: SourceError.self) {
        try FileSystem.contents(of: "/proc/self/maps", maximumSize: 16)
      }
      #expect(error?.kind == .limitExceeded && error?.message == "the file is larger than 16 bytes")
      let whole = try FileSystem.contents(of: "/proc/self/maps", maximumSize: 1 << 24)
      #expect(whole.count > 16 && whole.last == UInt8(ascii: "\n"))
    }
  #endif
}
