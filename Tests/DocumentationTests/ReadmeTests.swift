import Foundation
import Testing

/// The documents whose Swift examples are checked: the README and the DocC articles that took over
/// its sections (the catalogs' other pages have their examples run by `DocumentationExampleTests`).
let checkedDocuments = [
  "README.md",
  "Sources/LocalizedStrings/LocalizedStrings.docc/FormattingStrings.md",
  "Sources/Localization/Localization.docc/BundlesAndServers.md",
  "Sources/Localization/Localization.docc/GeneratedAccessors.md",
  "Sources/LocalizedStrings/LocalizedStrings.docc/Reliability.md",
  "Sources/LocalizationLint/LocalizationLint.docc/LintingInCI.md",
  "Sources/Plurals/Plurals.docc/Embedding.md",
  "Sources/Plurals/Plurals.docc/RegeneratingTables.md",
  "Sources/Plurals/Plurals.docc/LocaleResolution.md",
  "Sources/Plurals/Plurals.docc/Platforms.md",
]

/// The Swift code blocks of every checked document, each with the heading it sits under.
func readmeBlocks() throws -> [(heading: String, lines: [String])] {
  try checkedDocuments.flatMap { try documentBlocks(packageRoot + "/" + $0) }
}

/// One document's Swift code blocks, each with the heading it sits under.
func documentBlocks(_ path: String) throws -> [(heading: String, lines: [String])] {
  let text = try String(contentsOfFile: path, encoding: .utf8)
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

/// What a README line's comment promises the code returns: `.few`, `"5 plików"`, `true`; after an
/// arrow, what the arrow leads to (`"settings.title" → "Settings"`). Nil for a line without a promise.
func promise(_ line: String) -> (code: String, result: String)? {
  guard let code = code(line) else { return nil }
  var searched = line[...]
  var comment: Substring?
  while let slashes = searched.range(of: "//") {
    if line[..<slashes.lowerBound].filter({ $0 == "\"" }).count % 2 == 0 {
      comment = line[slashes.upperBound...]
      break
    }
    searched = line[slashes.upperBound...]
  }
  guard var text = comment?.trimmingCharacters(in: .whitespaces)[...] else { return nil }
  if let arrow = text.range(of: "→", options: .backwards) {
    text = text[arrow.upperBound...].drop { $0 == " " }
  }
  let result: Substring
  if text.hasPrefix("\""), let close = text.dropFirst().firstIndex(of: "\"") {
    result = text[...close]
  } else if text.hasPrefix(".") {
    result = text.prefix { $0 == "." || $0.isLetter }
  } else if text.hasPrefix("true") || text.hasPrefix("false") {
    result = text.prefix { $0.isLetter }
  } else {
    return nil
  }
  return (code, String(result))
}

/// Source text compared without spaces and line breaks (the formatter breaks long lines), with
/// `\u{…}` escapes read as the characters they stand for (the README writes the characters).
func comparable(_ source: String) -> String {
  var text = ""
  var rest = source[...]
  while let escape = rest.range(of: "\\u{") {
    text += rest[..<escape.lowerBound]
    let digits = rest[escape.upperBound...].prefix { $0 != "}" }
    if let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) {
      text.unicodeScalars.append(scalar)
      rest = rest[rest.index(escape.upperBound, offsetBy: digits.count + 1)...]
    } else {
      text += rest[escape]
      rest = rest[escape.upperBound...]
    }
  }
  text += rest
  return text.filter { $0 != " " && $0 != "\n" }
}

@Suite("README")
struct ReadmeTests {
  /// Where each README section's code is compiled and checked.
  static let sources: [String: [String]] = [
    "Plural rules": ["Tests/DocumentationTests/ReadmeSnippets.swift"],
    // Plurals.docc/LocaleResolution.md
    "One locale value": ["Tests/DocumentationTests/ReadmeSnippets.swift"],
    "Formatting localized strings": ["Tests/DocumentationTests/ReadmeSnippets.swift"],
    "Localized numbers": ["Tests/DocumentationTests/ReadmeSnippets.swift"],
    // LocalizedStrings.docc/FormattingStrings.md
    "Preparing an entry": ["Tests/DocumentationTests/ReadmeSnippets.swift"],
    // Built and run by Tests/PluginTests (PLURALS_PLUGIN_TESTS=1), with the accessors the plugin generates.
    "Typed accessors": ["Tests/PluginFixture/Sources/Storefront/main.swift"],
    // Built and run by Tests/FoundationFixtureTests (PLURALS_PLUGIN_TESTS=1): Bundle.module needs a package.
    "Foundation interop": ["Tests/FoundationFixture/Sources/Shelf/main.swift"],
  ]
  /// Where the results a section promises are checked, when not as `#expect(code == result)` in
  /// ReadmeSnippets.swift: the tests that run the example and compare its output.
  static let resultCheckers: [String: String] = [
    "Servers": "Examples/HummingbirdExample/Tests/LocalizedServerTests/LocalizedServerTests.swift",
    "Hummingbird 2": "Examples/HummingbirdExample/Tests/LocalizedServerTests/LocalizedServerTests.swift",
    "Vapor 4": "Examples/VaporExample/Tests/VaporServerTests/VaporServerTests.swift",
    "Typed accessors": "Tests/PluginTests/AccessorPluginTests.swift",
    "Foundation interop": "Tests/FoundationFixtureTests/FoundationFixtureTests.swift",
  ]
  /// Package manifests shown as examples: not code of this package.
  static let manifests = ["Installation", "In SwiftPM: plugins", "In SwiftPM: the accessor plugin"]
  /// Whole server programs, checked against the example servers by `CompleteSnippetTests`.
  static let programs = Array(CompleteSnippetTests.servers.keys)

  @Test("the README teaches in at most 30,000 bytes (the depth lives in the DocC articles it links)")
  func readmeBounded() throws {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: packageRoot + "/README.md")).count
    #expect(bytes <= 30_000, "README.md is \(bytes) bytes")
  }

  @Test("every line of every Swift example (README, DocC articles) is compiled and checked somewhere")
  func examplesAreCompiled() throws {
    let blocks = try readmeBlocks()
    #expect(blocks.count >= 6)
    let skipped = Self.manifests + Self.programs
    for block in blocks where !skipped.contains(where: { block.heading.hasPrefix($0) }) {
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

  @Test("every result a Swift example promises in a comment is the one its test expects")
  func promisedResults() throws {
    let snippets = comparable(
      try String(
        contentsOfFile: packageRoot + "/Tests/DocumentationTests/ReadmeSnippets.swift", encoding: .utf8))
    var checked = 0
    for block in try readmeBlocks() where !Self.manifests.contains(where: { block.heading.hasPrefix($0) }) {
      for (code, result) in block.lines.compactMap(promise) {
        checked += 1
        if let checker = Self.resultCheckers.first(where: { block.heading.hasPrefix($0.key) })?.value {
          // The test compares the example's output, in which the promised text appears.
          let source = comparable(try String(contentsOfFile: packageRoot + "/" + checker, encoding: .utf8))
          let text = comparable(String(result.dropFirst().dropLast()))
          #expect(
            source.contains(text), "README '\(block.heading)': \(code) promises \(result), not in \(checker)")
        } else {
          #expect(
            snippets.contains(comparable("#expect(\(code) == \(result))")),
            "README '\(block.heading)': \(code) promises \(result); ReadmeSnippets.swift must expect it")
        }
      }
    }
    // Every result-giving line of the examples has its promise read (a parser that finds none checks nothing).
    #expect(checked >= 25)
  }
}
