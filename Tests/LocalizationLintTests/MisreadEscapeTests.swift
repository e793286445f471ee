import Foundation
import LocalizedStrings
import Testing

@testable import LocalizationLint

/// `misread-escape`: a `.strings` value whose escape Apple's reader reads otherwise than its
/// author meant (`\u` the letter u, an octal escape above `\177` a NeXTSTEP character), in
/// each encoding a `.strings` file may have, with the text as the runtime reads it.
@Suite("misread-escape: \\u and high octal escapes in .strings files")
struct MisreadEscapeTests {
  /// The `misread-escape` findings of an English table holding `text`, the file in `encoding`.
  static func findings(_ text: String, _ encoding: FileEncoding) throws -> [LintFinding] {
    let folder = NSTemporaryDirectory() + "misread-" + UUID().uuidString + "/en.lproj"
    defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let file = "\"ok\" = \"fine\";\n\"title\" = \"\(text)\";\n"
    try Data(encoding.bytes(file)).write(to: URL(fileURLWithPath: folder + "/S.strings"))
    let report = Linter.lint(paths: [(folder as NSString).deletingLastPathComponent])
    return report.findings.filter { $0.diagnostic.code == .misreadEscape }
  }

  @Test(
    "each misread escape is a warning at its value, with the text as read, in every encoding",
    arguments: FileEncoding.allCases)
  func reported(_ encoding: FileEncoding) throws {
    for (text, escape, read) in [
      (#"Caf\u00e9"#, #"\u"#, "Cafu00e9"), (#"Caf\351"#, #"\351"#, "Caf\u{D8}"),
      (#"x \\ \u0041"#, #"\u"#, #"x \ u0041"#),
      // Characters above U+00FF: both bytes of each UTF-16 unit are read, in either order.
      (#"Ж\u0416 €"#, #"\u"#, "Жu0416 €"),
    ] {
      let found = try Self.findings(text, encoding)
      #expect(found.count == 1, "\(text) \(encoding): \(found)")
      let finding = try #require(found.first)
      #expect(finding.diagnostic.severity == .warning)
      #expect(finding.subject?.key == "title")
      #expect((finding.diagnostic.location.line, finding.diagnostic.location.column) == (2, 11), "\(text)")
      #expect(finding.diagnostic.message.contains("writes \(escape),"), "\(finding.diagnostic.message)")
      #expect(
        finding.diagnostic.message.contains("the text reads \"\(read)\""), "\(finding.diagnostic.message)")
    }
  }

  @Test(
    "escapes read as meant, and escaped backslashes, are not reported",
    arguments: [#"Caf\U00E9"#, #"\\u00e9"#, #"\101\177\n\t"#, #"a \\351"#, "plain u00e9"])
  func notReported(_ text: String) throws {
    for encoding in FileEncoding.allCases {
      #expect(try Self.findings(text, encoding).isEmpty, "\(text) \(encoding)")
    }
  }

  @Test("the quick look lets through every file with such an escape, and passes over others")
  func quickLook() {
    #expect(MisreadEscapes.mayHold(Array(#""a" = "\u00e9";"#.utf8)))
    #expect(MisreadEscapes.mayHold(Array(#""a" = "\200";"#.utf8)))
    #expect(!MisreadEscapes.mayHold(Array(#""a" = "\\u00e9 \n \177 \U00E9";"#.utf8)))
    // An octal escape the file ends in: its digits are read up to the end, not past it.
    #expect(!MisreadEscapes.mayHold(Array(#""a" = "b"; /* \1"#.utf8)))
    #expect(MisreadEscapes.mayHold(Array(#""a" = "b"; /* \201"#.utf8)))
    // The last two bytes of a file are a pair like any other, and an escape right after
    // another is looked at.
    #expect(MisreadEscapes.mayHold(Array(#""a" = "b"; /* \2"#.utf8)))
    #expect(MisreadEscapes.mayHold(Array(#""a" = "b"; /* \u"#.utf8)))
    // A backslash the file ends in is no pair: nothing is read past the end.
    #expect(!MisreadEscapes.mayHold(Array(#""a" = "b"; /* \"#.utf8)))
    #expect(!MisreadEscapes.mayHold([UInt8(ascii: "\\")]))
    #expect(MisreadEscapes.mayHold(Array(#""a" = "\n\u00e9";"#.utf8)))
    #expect(MisreadEscapes.first(in: Array(#"x \1"#.utf8)[...]) == nil)
    #expect(MisreadEscapes.first(in: Array(#"x \201"#.utf8)[...]) == #"\201"#)
    #expect(MisreadEscapes.first(in: Array(#"x \2011"#.utf8).dropLast()) == #"\201"#)
  }
}
