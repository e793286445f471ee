import Foundation
import SourceFiles
import Testing

@Suite("Replacing a file: whole, atomic, never through a link")
struct FileReplaceTests {
  /// A folder of its own for each test.
  struct Folder {
    let root = NSTemporaryDirectory() + "replace-\(UUID().uuidString)"

    init() throws { try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true) }

    func text(_ name: String) throws -> String {
      try String(contentsOfFile: root + "/" + name, encoding: .utf8)
    }

    func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: root).sorted() }

    func link(_ name: String, to target: String) throws {
      try FileManager.default.createSymbolicLink(atPath: root + "/" + name, withDestinationPath: target)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
  }

  @Test("the new text replaces the old; a reader that had the old file open still reads all of it")
  func replaces() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let path = folder.root + "/b.json"
    try FileSystem.replace(path, with: "old")
    let reader = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    defer { try? reader.close() }
    try FileSystem.replace(path, with: "new text é")
    #expect(try folder.text("b.json") == "new text é")
    // Renamed over, not written into: the old file is intact for whoever had it open.
    #expect(try reader.readToEnd() == Data("old".utf8))
    #expect(try folder.names() == ["b.json"])
    let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(permissions.map { $0 & ~0o644 == 0 && $0 & 0o600 == 0o600 } == true, "\(permissions ?? -1)")
  }

  @Test("a link at the destination is replaced by the file, and its target keeps its bytes")
  func linkAtDestination() throws {
    let folder = try Folder()
    defer { folder.remove() }
    try "secret".write(toFile: folder.root + "/target", atomically: false, encoding: .utf8)
    try folder.link("b.json", to: folder.root + "/target")
    try FileSystem.replace(folder.root + "/b.json", with: "baseline")
    #expect(try folder.text("target") == "secret")
    #expect(try folder.text("b.json") == "baseline")
    #expect(
      try FileManager.default.attributesOfItem(atPath: folder.root + "/b.json")[.type] as? FileAttributeType
        == .typeRegular)
  }

  @Test("a link planted at a temporary name is not followed: the next name is used, or the write refused")
  func plantedTemporaryLink() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let path = folder.root + "/b.json"
    let names = ["1", "2", "3"].map { FileSystem.temporaryName(for: path, suffix: $0) }
    #expect(names[0] == folder.root + "/.b.json.1.tmp")
    try "secret".write(toFile: folder.root + "/target", atomically: false, encoding: .utf8)
    try folder.link(".b.json.1.tmp", to: folder.root + "/target")
    try FileSystem.replace(path, with: "baseline", temporaryNames: names)
    #expect(try folder.text("target") == "secret")
    #expect(try folder.text("b.json") == "baseline")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: names[0]) == folder.root + "/target")
    #expect(try folder.names() == [".b.json.1.tmp", "b.json", "target"])
    // Every name taken (a dangling link too): refused, nothing written anywhere.
    try folder.link(".b.json.2.tmp", to: folder.root + "/made")
    let error = #expect(throws: SourceError.self) {
      try FileSystem.replace(path, with: "other", temporaryNames: names.prefix(2))
    }
    #expect(error?.kind == .fileAccess && error?.message.contains("no temporary name") == true)
    #expect(try folder.text("b.json") == "baseline")
    #expect(try folder.text("target") == "secret")
    #expect(!FileManager.default.fileExists(atPath: folder.root + "/made"))
  }

  @Test("a write that fails leaves no temporary file, and the destination as it was")
  func failures() throws {
    let folder = try Folder()
    defer { folder.remove() }
    // A directory at the destination: the rename fails after the text is written.
    try FileManager.default.createDirectory(
      atPath: folder.root + "/b.json", withIntermediateDirectories: false)
    let directory = #expect(throws: SourceError.self) {
      try FileSystem.replace(folder.root + "/b.json", with: "x")
    }
    #expect(directory?.kind == .fileAccess)
    #expect(directory?.location == SourceLocation(file: folder.root + "/b.json", line: 1, column: 1))
    #expect(try folder.names() == ["b.json"])
    let missing = folder.root + "/no/such/folder/b.json"
    let absent = #expect(throws: SourceError.self) { try FileSystem.replace(missing, with: "x") }
    #expect(absent?.kind == .fileAccess && absent?.message.contains("No such file") == true)
  }
}
