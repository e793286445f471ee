import Foundation
import LocalizedStrings
import Testing

/// Where the linter names each code (issue 74, a rule in one file): in its rule file
/// (`Rules/<Code>Rule.swift`: description, examples, check, and what the run does with its
/// findings: `impliedBy`, `traits`), in the registry's one list (`Rules/DiagnosticCode+Rule.swift`)
/// and in the passes that call the checks (`Checks/EntryPasses.swift`), nowhere else: a code
/// named in another file is a check, a fix or a special case written outside its rule. The
/// runtime's modules are not read: they report the codes of what they refuse.
@Suite("Each code's rule file")
struct RuleFileTests {
  /// The linter's sources, by path below `Sources/LocalizationLint/`.
  static let sources: [String: String] = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/LocalizationLintTests/<file>
    let root = parts.joined(separator: "/") + "/Sources/LocalizationLint/"
    var found: [String: String] = [:]
    let walker = FileManager.default.enumerator(atPath: root)
    while let path = walker?.nextObject() as? String {
      guard path.hasSuffix(".swift"), let text = try? String(contentsOfFile: root + path, encoding: .utf8)
      else { continue }
      found[path] = text
    }
    return found
  }()

  /// Each code's case name (`internalDTDSubset` for `dtd-internal-subset`), read from the
  /// runtime's code table, whose `case name = "raw-value"` lines the rule files are named after.
  static let caseNames: [DiagnosticCode: String] = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    let path = parts.joined(separator: "/") + "/Sources/LocalizedStrings/Diagnostics/DiagnosticCode.swift"
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    var names: [DiagnosticCode: String] = [:]
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ")
      guard words.count == 4, words[0] == "case", words[2] == "=",
        let code = DiagnosticCode(rawValue: String(words[3].dropFirst().dropLast()))
      else { continue }
      names[code] = String(words[1])
    }
    return names
  }()

  /// The rule file of the code whose case is `name`.
  static func ruleFile(_ name: String) -> String {
    "Rules/\(name.prefix(1).uppercased() + name.dropFirst())Rule.swift"
  }

  /// Whether `text` names the case `.name` (a whole identifier, not a call) outside its `//`
  /// comments, as `LayeringTests` reads code (a doc comment's example names no code).
  static func names(_ text: String, _ name: String) -> Bool {
    text.split(separator: "\n").contains { line in
      names(line.range(of: "//").map { line[..<$0.lowerBound] } ?? line, name)
    }
  }

  /// Whether the code `text` names the case `.name`.
  static func names(_ text: Substring, _ name: String) -> Bool {
    var rest = text
    while let found = rest.range(of: "." + name) {
      let after = rest[found.upperBound...].first
      // A code has no associated values: `.name(` calls the rule's function of that name.
      if !(after.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "(" } ?? false) { return true }
      rest = rest[found.upperBound...]
    }
    return false
  }

  /// A rule file's text without its `impliedBy:` line: a rule may name the codes whose
  /// findings make its own say nothing more (`FindingMerge` leaves it out beside them).
  static func withoutImplied(_ path: String, _ text: String) -> String {
    guard path.hasPrefix("Rules/"), path.hasSuffix("Rule.swift") else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).filter {
      !$0.drop(while: { $0 == " " }).hasPrefix("impliedBy:")
    }.joined(separator: "\n")
  }

  @Test("every code has a rule file that defines its rule", arguments: DiagnosticCode.allCases)
  func ruleFile(code: DiagnosticCode) throws {
    let name = try #require(Self.caseNames[code], "\(code): no case line in DiagnosticCode.swift")
    let file = Self.ruleFile(name)
    let text = try #require(Self.sources[file], "\(code): no \(file)")
    #expect(text.contains("static let \(name) = DiagnosticRule("), "\(file)")
    #expect(text.contains("code: .\(name),"), "\(file)")
  }

  @Test("a code is named outside its rule file, the registry and the passes only where the list says")
  func namedElsewhere() throws {
    #expect(Self.sources.count > 100, "the linter's sources are not where the test looks")
    let own: Set<String> = ["Rules/DiagnosticCode+Rule.swift", "Checks/EntryPasses.swift"]
    for code in DiagnosticCode.allCases {
      let name = try #require(Self.caseNames[code])
      let naming = Set(
        Self.sources.filter { path, text in
          path != Self.ruleFile(name) && !own.contains(path)
            && Self.names(Self.withoutImplied(path, text), name)
        }.keys)
      #expect(naming.isEmpty, "\(code) named outside its rule file: \(naming.sorted())")
    }
  }
}

/// The linter's files by size (issue 74: split by concern, not by length): none over 400 lines,
/// and at most 10 between 350 and 400, so that a file near the limit is the exception.
@Suite("The linter's files by size")
struct LinterFileSizeTests {
  @Test("no file of the linter over 400 lines; at most 10 of 350 to 400")
  func sizes() {
    let lines = RuleFileTests.sources.mapValues {
      $0.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    }
    #expect(lines.count > 100, "the linter's sources are not where the test looks")
    let over = lines.filter { $0.value > 400 }.keys.sorted()
    #expect(over.isEmpty, "over 400 lines: \(over)")
    let near = lines.filter { (350...400).contains($0.value) }.keys.sorted()
    #expect(near.count <= 10, "\(near.count) files of 350 to 400 lines: \(near)")
  }
}
