@testable import AccessorCodeGen
import Foundation
import Testing

/// Two things real translations write, as the generated Swift file shows
/// them: a typographic apostrophe in a key (`Don’t save`, as macOS and iOS
/// autocorrect type it) is removed like `'`, never splitting the name
/// (`dontSave`, not `donTSave`); and a backtick in a text is shown in the
/// doc comment inside a code span that a Markdown reader (DocC, Xcode's Quick
/// Help) reads back as the whole text.
@Suite("generate-accessors: typographic apostrophes in keys, backticks in texts")
struct ApostropheBacktickTests {
  @Test(
    "a key with ’ or ʼ gets the name the same key with ' gets",
    arguments: [
      ("Don’t save", "Don't save", "dontSave"),
      ("You’ve got %d messages", "You've got %d messages", "youveGotMessages"),
      ("Can’t open “%@”", "Can't open “%@”", "cantOpen"),
      ("Donʼt quit", "Don't quit", "dontQuit"),
    ])
  func typographicApostrophe(key: String, plain: String, name: String) throws {
    let files = try Files(["en.lproj/Localizable.strings": "\"\(key)\" = \"\(key)\";\n"])
    defer { try? FileManager.default.removeItem(atPath: files.root) }
    let source = try files.generate()
    let plainFiles = try Files(["en.lproj/Localizable.strings": "\"\(plain)\" = \"\(plain)\";\n"])
    defer { try? FileManager.default.removeItem(atPath: plainFiles.root) }
    let plainSource = try plainFiles.generate()
    // The member's name as declared (a var, or a func with the format's arguments).
    func declared(_ source: String) -> String? {
      source.components(separatedBy: "\n").compactMap { line -> String? in
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        for prefix in ["internal static var ", "internal static func "] where trimmed.hasPrefix(prefix) {
          return String(trimmed.dropFirst(prefix.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
        return nil
      }.first
    }
    #expect(declared(source) == name, "\(source)")
    #expect(declared(source) == declared(plainSource))
  }

  /// The contents of the code spans of a Markdown line, read as CommonMark reads them: a run of
  /// backticks opens a span that the next run of the same length closes; one space is stripped
  /// from each end when both ends have one; a run that nothing closes is text.
  static func codeSpans(in line: String) -> [String] {
    let characters = Array(line)
    var spans: [String] = []
    var index = 0
    func run(at start: Int) -> Int {
      var end = start
      while end < characters.count, characters[end] == "`" { end += 1 }
      return end - start
    }
    while index < characters.count {
      guard characters[index] == "`" else {
        index += 1
        continue
      }
      let length = run(at: index)
      var search = index + length
      var closed = false
      while search < characters.count {
        if characters[search] == "`" {
          let other = run(at: search)
          if other == length {
            var content = String(characters[(index + length)..<search])
            if content.count >= 2, content.first == " ", content.last == " ",
              content.contains(where: { $0 != " " })
            {
              content = String(content.dropFirst().dropLast())
            }
            spans.append(content)
            index = search + length
            closed = true
            break
          }
          search += other
        } else {
          search += 1
        }
      }
      if !closed { index += length }
    }
    return spans
  }

  @Test("the code span reader reads CommonMark's examples")
  func codeSpanReader() {
    #expect(Self.codeSpans(in: "`foo`") == ["foo"])
    #expect(Self.codeSpans(in: "`` foo ` bar ``") == ["foo ` bar"])
    #expect(Self.codeSpans(in: "`a` and `b`") == ["a", "b"])
    #expect(Self.codeSpans(in: "`Press `Return` to save`") == ["Press ", " to save"])
  }

  @Test(
    "a text with backticks: the doc comment's code span reads back as the whole text, a string or a plural's variant",
    arguments: [
      "Press `Return` to save", "`git` status", "Run `make` then `make install`", "a ``b`` c",
      "three ``` and one `", "``",
    ])
  func backtickInText(text: String) throws {
    let files = try Files([
      "en.lproj/Localizable.strings": "\"press\" = \"\(text)\";\n",
      "en.lproj/Plural.stringsdict": stringsdict(
        pluralEntry("%d items", [("one", "%d item: \(text)"), ("other", "%d items: \(text)")])),
    ])
    defer { try? FileManager.default.removeItem(atPath: files.root) }
    let source = try files.generate()
    let spans = source.components(separatedBy: "\n").filter { $0.contains("/// ") }.flatMap(Self.codeSpans)
    #expect(spans.contains(text), "\(spans)")
    #expect(spans.contains("%d item: \(text)"), "\(spans)")
    #expect(spans.contains("%d items: \(text)"), "\(spans)")
  }
}
