import Foundation
import Testing

/// The README's Swift code blocks, each with the heading it sits under.
func readmeBlocks() throws -> [(heading: String, lines: [String])] {
  let text = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
  var blocks: [(heading: String, lines: [String])] = []
  var heading = ""
  var current: [String]?
  for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
    if current == nil, line.hasPrefix("#") { heading = line.drop { $0 == "#" || $0 == " " }.description }
    if line.hasPrefix("```") {
      if let block = current {
        blocks.append((heading, block))
        current = nil
      } else if line == "```swift" {
        current = []
      }
    } else {
      current?.append(line)
    }
  }
  return blocks
}

/// A line without its end-of-line comment and surrounding spaces; nil for blank and comment lines.
func code(_ line: String) -> String? {
  var code = line
  if let comment = line.range(of: "//") {
    let before = line[..<comment.lowerBound]
    // A `//` inside a string literal is not a comment.
    if before.filter({ $0 == "\"" }).count % 2 == 0 { code = String(before) }
  }
  let trimmed = code.trimmingCharacters(in: .whitespaces)
  return trimmed.isEmpty ? nil : trimmed
}

@Suite("README")
struct ReadmeTests {
  /// Where each README section's code is compiled and checked.
  static let sources: [String: [String]] = [
    "Using the library": ["Tests/DocumentationTests/ReadmeSnippets.swift"],
    "Formatting localized strings": ["Tests/DocumentationTests/ReadmeSnippets.swift"],
    "Localized numbers": ["Tests/DocumentationTests/ReadmeSnippets.swift"],
    "Using it in a server app": [
      "Examples/Sources/LocalizedServer/Application.swift", "Examples/Sources/localized-server/main.swift",
    ],
    // Built and run by Tests/PluginTests (PLURALS_PLUGIN_TESTS=1), with the accessors the plugin generates.
    "Typed accessors": ["Tests/PluginFixture/Sources/Storefront/main.swift"],
  ]
  /// Package manifests shown as examples: not code of this package.
  static let manifests = ["Installation", "In SwiftPM: plugins", "In SwiftPM: the accessor plugin"]

  @Test("every line of every Swift example is compiled and checked in the tests or the example server")
  func examplesAreCompiled() throws {
    let blocks = try readmeBlocks()
    #expect(blocks.count >= 6)
    for block in blocks where !Self.manifests.contains(where: { block.heading.hasPrefix($0) }) {
      guard let files = Self.sources.first(where: { block.heading.hasPrefix($0.key) })?.value else {
        Issue.record("a Swift example under '\(block.heading)' is not checked anywhere")
        continue
      }
      let source = try files.map { try String(contentsOfFile: packageRoot + "/" + $0, encoding: .utf8) }
        .joined(separator: "\n")
      for line in block.lines.compactMap(code) {
        #expect(source.contains(line), "README '\(block.heading)': \(line)")
      }
    }
  }
}
