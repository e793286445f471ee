import Foundation
import Testing

@testable import AccessorCodeGen

/// A table's file name comes from the pull request's tree and the regeneration command from
/// a command line: both are written into comments of the generated file, where a line break
/// would end the comment and make the rest Swift code of the user's target.
@Suite("generate-accessors: a name or a command with a line break stays inside its comment")
struct CommentInjectionTests {
  static let breaks = ["\n", "\r", "\r\n", "\u{2028}", "\u{2029}"]

  /// Generates accessors for one table, `table`.strings, with `command` in the header; the file.
  func generated(table: String, command: String) throws -> String {
    let root = NSTemporaryDirectory() + "accessor-comment-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/en.lproj", withIntermediateDirectories: true)
    try "\"a\" = \"A\";\n".write(
      toFile: root + "/en.lproj/\(table).strings", atomically: false, encoding: .utf8)
    var invocation = AccessorInvocation()
    invocation.paths = [root]
    invocation.output = root + "/L10n.swift"
    invocation.command = command
    let outcome = invocation.run()
    #expect(outcome.status == 0, "\(outcome.diagnostics) \(outcome.messages)")
    return try String(contentsOfFile: root + "/L10n.swift", encoding: .utf8)
  }

  /// The lines of `file` (split as Swift's lexer and editors do) that start with `code`.
  func codeLines(_ file: String, startingWith code: String) -> [String] {
    file.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
      .filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix(code) }
  }

  @Test("a table's file name", arguments: breaks)
  func tableName(_ lineBreak: String) throws {
    let file = try generated(table: "L\(lineBreak)import Evil", command: "plurals generate-accessors")
    #expect(codeLines(file, startingWith: "import Evil").isEmpty, "\(file)")
    #expect(file.contains("import Evil"), "the name is shown, escaped: \(file)")
  }

  @Test("the regeneration command", arguments: breaks)
  func command(_ lineBreak: String) throws {
    let file = try generated(
      table: "L", command: "plurals generate-accessors --output 'a\(lineBreak)import Evil\(lineBreak).swift'")
    #expect(codeLines(file, startingWith: "import Evil").isEmpty, "\(file)")
    #expect(file.contains("import Evil"), "the command is shown, escaped: \(file)")
  }
}
