import Foundation
import LocalizationLint
import SourceFiles
import SwiftCallSites
import Testing

/// Swift code from a pull request may be hostile too: `plurals lint --sources` reads it without
/// a crash, a hang or a file it should not open.
@Suite("Hostile Swift code")
struct HostileSwiftSourceTests {
  static func folder(_ files: [String: [UInt8]]) throws -> String {
    let root = NSTemporaryDirectory() + "hostile-swift-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    for (name, bytes) in files {
      try Data(bytes).write(to: URL(fileURLWithPath: root + "/" + name))
    }
    return root
  }

  @Test(
    "100,000 nested parentheses, then brackets: read to the end (the parser's nesting limit), the call before them found"
  )
  func deepNesting() {
    let deep =
      "let x = " + String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000) + "\n"
      + "let y = " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n"
    let code = "let a = NSLocalizedString(\"before.deep\", comment: \"\")\n" + deep
    let found = CallSiteScanner.scan(Array(code.utf8), path: "A.swift", functions: .init([]))
    #expect(found.callSites.map(\.key.description) == ["before.deep"], "\(found.callSites.count)")
  }

  @Test("bytes that are no UTF-8, NUL and an unterminated literal: read, the good call found")
  func badBytes() {
    var bytes = Array("let a = NSLocalizedString(\"good.key\", comment: \"\")\n".utf8)
    bytes += [0xFF, 0xFE, 0x00, 0xC3] + Array("\nlet b = NSLocalizedString(\"open\n".utf8)
    let found = CallSiteScanner.scan(bytes, path: "A.swift", functions: .init([]))
    #expect(found.callSites.first?.key.description == "good.key")
  }

  @Test("a Swift file over the size limit (16 MiB, as documented) is not read, and listed as unreadable")
  func tooLarge() throws {
    // The documented figure, written out: the limit is the contract, not whatever the constant says.
    let large = [UInt8](repeating: UInt8(ascii: " "), count: 16 * 1024 * 1024 + 1)
    let root = try Self.folder([
      "Large.swift": large, "Small.swift": Array("let a = NSLocalizedString(\"k.k\", comment: \"\")\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let code = CallSiteScanner.read(paths: [root], functions: [])
    #expect(code.files == [root + "/Small.swift"])
    #expect(code.callSites.count == 1)
    #expect(code.unreadable.map(\.location.file) == [root + "/Large.swift"])
  }

  @Test("a FIFO named like Swift code is never opened (the walk would block on it), and listed")
  func fifo() throws {
    let root = try Self.folder(["Real.swift": Array("let a = 1\n".utf8)])
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(mkfifo(root + "/Pipe.swift", 0o644) == 0)
    let code = CallSiteScanner.read(paths: [root], functions: [])
    #expect(code.files == [root + "/Real.swift"])
    #expect(code.unreadable.map(\.location.file) == [root + "/Pipe.swift"])
    #expect(code.unreadable.first?.message.contains("not a regular file") == true)
  }

  @Test("excluded paths are not entered, a hidden folder not walked")
  func excluded() throws {
    let call = Array("let a = NSLocalizedString(\"k.k\", comment: \"\")\n".utf8)
    let root = try Self.folder(["A.swift": call])
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/.build", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: root + "/Vendor", withIntermediateDirectories: true)
    try Data(call).write(to: URL(fileURLWithPath: root + "/.build/B.swift"))
    try Data(call).write(to: URL(fileURLWithPath: root + "/Vendor/C.swift"))
    let code = CallSiteScanner.read(paths: [root], functions: []) { $0.hasSuffix("/Vendor") }
    #expect(code.files == [root + "/A.swift"])
  }
}
