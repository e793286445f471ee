import Foundation
import LintCommandOptions
import Testing

/// The DocC rule reference holds `plurals lint rules` as it prints today: every rule's summary,
/// example, fix and reason, word for word.
@Suite("The rule reference article")
struct RuleReferenceTests {
  static let path: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/CommandOptionsTests/<file>
    return parts.joined(separator: "/") + "/Sources/LocalizationLint/LocalizationLint.docc/RuleReference.md"
  }()

  @Test("its listing is `plurals lint rules`, byte for byte (regenerate: see the message)")
  func listing() throws {
    let article = try String(contentsOfFile: Self.path, encoding: .utf8)
    let opening = try #require(article.range(of: "```text\n"), "no ```text block in \(Self.path)")
    let closing = try #require(
      article.range(of: "```\n", options: .backwards), "no closing ``` in \(Self.path)")
    let written = String(article[opening.upperBound..<closing.lowerBound])
    let listing = LintRules.listing(json: false)
    #expect(
      written == listing,
      """
      RuleReference.md's listing differs from `plurals lint rules`; replace the block with the \
      output of `swift run plurals lint rules` (first difference at character \
      \(zip(written, listing).prefix { $0 == $1 }.count))
      """)
    #expect(listing.contains("undefined-key (error)\n") && listing.hasSuffix("\n\n"))
  }
}
