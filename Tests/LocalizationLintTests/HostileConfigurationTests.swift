import Foundation
@testable import LocalizationLint
import SourceFiles
import Testing

/// `.plurals-lint.yml` from a hostile pull request (issue 41): what it may
/// cost, where its paths may lead, and every mistake reported at once.
@Suite("lint configuration: hostile files")
struct HostileConfigurationTests {
  /// A folder with `files` (name: contents) and `links` (name: target).
  final class Folder {
    let root: String

    init(_ files: [String: String] = [:], links: [String: String] = [:]) throws {
      let manager = FileManager.default
      // Resolved, so that paths compare with what `realpath` gives.
      let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath().path
      root = base + "/lint-config-" + UUID().uuidString
      try manager.createDirectory(atPath: root, withIntermediateDirectories: true)
      for (name, contents) in files {
        let path = root + "/" + name
        try manager.createDirectory(
          atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
      }
      for (name, target) in links {
        try manager.createSymbolicLink(atPath: root + "/" + name, withDestinationPath: target)
      }
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }
  }

  /// The problems of `yaml` read as `root/.plurals-lint.yml` (none: an empty list).
  static func problems(_ yaml: String, in folder: Folder) throws -> [SourceError] {
    let path = folder.root + "/.plurals-lint.yml"
    try yaml.write(toFile: path, atomically: true, encoding: .utf8)
    do {
      _ = try LintConfiguration(checkingContentsOf: path)
      return []
    } catch {
      return error.errors
    }
  }

  /// Aliases of aliases, ten to a list: `levels` lists stand for 10^levels scalars.
  static func aliasBomb(levels: Int, aliasesPerLevel: Int = 10) -> String {
    var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for level in 1..<levels {
      let uses = Array(repeating: "*a\(level - 1)", count: aliasesPerLevel).joined(separator: ", ")
      lines.append("a\(level): &a\(level) [\(uses)]")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test("an alias bomb is refused at its first anchor, before the YAML is composed")
  func aliasBomb() throws {
    // The file: 269 KB of aliases (here 1,600 to a level), as values and as a key,
    // whose composition hashes what a key stands for in full.
    let values = Self.aliasBomb(levels: 30, aliasesPerLevel: 1_600) + "excluded: *a29\n"
    #expect(values.utf8.count > 260_000 && values.utf8.count < ConfigurationReader.maximumSize)
    let key = Self.aliasBomb(levels: 9) + "overrides:\n  - {? *a8 : x}\n"
    for yaml in [values, key] {
      let error = #expect(throws: SourceError.self) { try LintConfiguration(yaml: yaml, file: "c.yml") }
      // The anchor's place: the check runs before composition, which would not end.
      #expect(error?.location == SourceLocation(file: "c.yml", line: 1, column: 5))
      #expect(error?.kind == .invalidContent)
      #expect(error?.message.hasPrefix("YAML anchors (&a0) and aliases are not allowed") == true)
    }
  }

  @Test(
    "an '&' that could start an anchor is refused; one inside a word is text",
    arguments: [
      ("excluded: [R&D.*]\n", nil),
      ("excluded: [\"R & D\"]\n", nil),
      ("# Q&A\nexcluded: [a]\n", nil),
      ("excluded: [&k a]\n", 12),
      ("excluded: [\"Tom &Jerry\"]\n", 17),
      ("excluded: [a] # see &nbsp;\n", 21),
      ("excluded:\n  - &k-1 a\n", 5),
    ] as [(String, Int?)])
  func ampersands(yaml: String, column: Int?) throws {
    do {
      _ = try LintConfiguration(yaml: yaml, file: "c.yml")
      #expect(column == nil, "no error for \(yaml)")
    } catch {
      #expect(error.location.column == column, "\(error)")
      #expect(error.message.contains("anchors"))
    }
  }

  @Test("an unquoted pattern that starts with * reads as an alias: the error says to quote it")
  func unquotedStar() {
    for yaml in ["excluded: [*.lproj]\n", "excluded: [*lproj]\n"] {
      let error = #expect(throws: SourceError.self) { try LintConfiguration(yaml: yaml, file: "c.yml") }
      #expect(error?.kind == .malformed)
      #expect(
        error?.message.contains("quote a value that starts with *") == true, "\(String(describing: error))")
    }
    #expect(
      (try? LintConfiguration(yaml: "excluded: [\"*.lproj\"]\n", file: "c.yml"))?.excluded == ["*.lproj"])
  }

  @Test("nesting is bounded by libyaml: 1,000 levels are read, 2,000 are an error")
  func nesting() {
    let nested = { (depth: Int) in
      "excluded: " + String(repeating: "[", count: depth) + "a" + String(repeating: "]", count: depth)
    }
    // Composed without exhausting a test thread's stack; then a list where a path belongs.
    let deep = #expect(throws: SourceError.self) { try LintConfiguration(yaml: nested(1_000), file: "c.yml") }
    #expect(deep?.message.contains("expected a single value") == true, "\(String(describing: deep))")
    let deeper = #expect(throws: SourceError.self) {
      try LintConfiguration(yaml: nested(2_000), file: "c.yml")
    }
    #expect(deeper?.message.contains("Maximum nesting level") == true, "\(String(describing: deeper))")
  }

  @Test("a configuration file of 1 MiB is read, one of a byte more is refused")
  func size() throws {
    let folder = try Folder()
    let limit = ConfigurationReader.maximumSize
    let comment = "# " + String(repeating: "x", count: limit - 3) + "\n"
    #expect(try Self.problems(comment, in: folder).isEmpty)
    let problems = try Self.problems(comment + "\n", in: folder)
    #expect(problems.count == 1 && problems.first?.kind == .limitExceeded)
    #expect(
      problems.first?.location == SourceLocation(file: folder.root + "/.plurals-lint.yml", line: 1, column: 1)
    )
    // Not a regular file: refused before a byte is read.
    let directory = #expect(throws: ConfigurationErrors.self) {
      try LintConfiguration(checkingContentsOf: folder.root)
    }
    #expect(directory?.errors.first?.message.contains("not a regular file") == true)
  }

  @Test("a pattern of 1,024 characters is read, one of 1,025 is an error at its place")
  func patternLength() throws {
    let limit = PathPattern.maximumLength
    let longest = String(repeating: "é", count: limit)
    let read = try LintConfiguration(yaml: "overrides:\n  - keys: [\"\(longest)\"]\n", file: "c.yml")
    #expect(read.overrides.first?.keys == [longest])
    for key in ["keys", "paths"] {
      let error = #expect(throws: SourceError.self) {
        try LintConfiguration(yaml: "overrides:\n  - \(key): [a, \"\(longest)é\"]\n", file: "c.yml")
      }
      #expect(error?.location == SourceLocation(file: "c.yml", line: 2, column: 11 + key.count))
      #expect(error?.message == "\(key): a pattern of 1025 characters; the longest allowed is 1024")
    }
  }

  @Test("1,024 paths and patterns are read, the 1,025th is an error at its place")
  func patternCount() throws {
    let limit = PathPattern.maximumCount
    // Shared by included, excluded and the overrides' paths and keys.
    let half = limit / 2
    let lists = { (extra: Int) in
      "included: [" + (0..<half).map { "i\($0)" }.joined(separator: ", ") + "]\n"
        + "overrides:\n  - keys: [" + (0..<(limit - half + extra)).map { "k\($0)" }.joined(separator: ", ")
        + "]\n"
    }
    let read = try LintConfiguration(yaml: lists(0), file: "c.yml")
    #expect(read.included.count + (read.overrides.first?.keys.count ?? 0) == limit)
    let errors = #expect(throws: ConfigurationErrors.self) {
      try LintConfiguration(checking: lists(2), file: "c.yml")
    }
    // One error for what is past the limit, at the first one.
    #expect(errors?.errors.count == 1)
    let line = lists(2).split(separator: "\n")[2]
    let column = line.distance(from: line.startIndex, to: line.range(of: "k\(limit - half),")!.lowerBound) + 1
    #expect(errors?.errors.first?.location == SourceLocation(file: "c.yml", line: 3, column: column))
  }

  @Test("paths stay within the configuration's folder: absolute, .. or a link out are errors at their place")
  func confinement() throws {
    let outside = try Folder(["Elsewhere/b.json": "{}"])
    let folder = try Folder(
      ["App/en.lproj/a.strings": "\"a\" = \"b\";\n", "base.json": "{}"],
      links: ["Out": outside.root + "/Elsewhere", "In": "App", "Loop": "Loop"])
    let yaml = """
      included: [App, In, App/../App, ./App/, Out, Out/new/file, ../x, /etc, App/../..]
      excluded: ["**/Vendor", "../Vendor", /tmp, "a/../../b"]
      baseline: Out/b.json
      overrides:
        - paths: [App/../.., "**/ok"]
          keys: ["../not/a/path"]

      """
    let problems = try Self.problems(yaml, in: folder)
    let file = folder.root + "/.plurals-lint.yml"
    let expected: [(line: Int, column: Int, message: String)] = [
      (1, 41, "included: 'Out' leads to \(outside.root)/Elsewhere through a symbolic link"),
      (1, 46, "included: 'Out/new/file' leads to \(outside.root)/Elsewhere/new/file through a symbolic link"),
      (1, 60, "included: '../x' leads out of the configuration's folder (..)"),
      (1, 66, "included: '/etc' is an absolute path"),
      (1, 72, "included: 'App/../..' leads out of the configuration's folder (..)"),
      (2, 25, "excluded: '../Vendor' leads out"),
      (2, 38, "excluded: '/tmp' is an absolute path"),
      (2, 44, "excluded: 'a/../../b' leads out"),
      (3, 11, "baseline: 'Out/b.json' leads to \(outside.root)/Elsewhere/b.json through a symbolic link"),
      (5, 13, "paths: 'App/../..' leads out"),
    ]
    #expect(problems.count == expected.count, "\(problems)")
    for (problem, expected) in zip(problems, expected) {
      #expect(problem.location == SourceLocation(file: file, line: expected.line, column: expected.column))
      #expect(problem.message.hasPrefix(expected.message), "\(problem)")
    }
    // What stays within is read: a link inside the folder, `..` that comes back, key patterns.
    let read = try LintConfiguration(
      contentsOf: try Self.write("included: [App, In, App/../App, Loop]\nbaseline: base.json\n", in: folder))
    #expect(read.included == ["App", "In", "App/../App", "Loop"] && read.baseline == "base.json")
    #expect(read.resolved("App") == folder.root + "/App")
  }

  static func write(_ yaml: String, in folder: Folder) throws -> String {
    let path = folder.root + "/.plurals-lint.yml"
    try yaml.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("every mistake is reported in one run, each at its place, with exit status 78")
  func everyError() throws {
    let folder = try Folder(["en.lproj/Localizable.strings": "\"a\" = \"b\";\n"])
    let yaml = """
      disabled_rules: [misisng-key, missing-other, no-such]
      severity: {missing-key: fatal, nope: error}
      exclude: [Vendor]
      included: [/]
      overrides:
        - languages: [ja]
          disable: [unused-category]
        - keys: {a: b}

      """
    let expected = [
      "1:18: error: unknown rule 'misisng-key'",
      "1:46: error: unknown rule 'no-such'",
      "2:25: error: 'fatal' is not a severity",
      "2:32: error: unknown rule 'nope'",
      "3:1: error: unknown key 'exclude'",
      "4:12: error: included: '/' is an absolute path",
      "7:5: error: unknown key 'disable' in an override",
      "8:11: error: expected a list",
    ]
    var invocation = LintInvocation()
    invocation.configurationPath = try Self.write(yaml, in: folder)
    invocation.paths = [folder.root]
    let outcome = invocation.run()
    #expect(outcome.status == LintExitCode.configuration.rawValue)
    #expect(outcome.output.isEmpty)
    #expect(outcome.messages.count == expected.count, "\(outcome.messages)")
    for (message, suffix) in zip(outcome.messages, expected) {
      #expect(message.hasPrefix(folder.root + "/.plurals-lint.yml:" + suffix), "\(message)")
    }
    // The first alone, for the callers of `init(yaml:file:)`.
    let first = #expect(throws: SourceError.self) { try LintConfiguration(yaml: yaml, file: "c.yml") }
    #expect(first?.description.hasPrefix("c.yml:1:18: unknown rule 'misisng-key'") == true)
  }

  @Test("past 100 problems the rest are counted, not listed")
  func manyErrors() {
    let rules = (0..<150).map { "bad\($0)" }.joined(separator: ", ")
    let errors = #expect(throws: ConfigurationErrors.self) {
      try LintConfiguration(checking: "disabled_rules: [\(rules)]\n", file: "c.yml")
    }
    #expect(errors?.errors.count == ConfigurationErrors.maximumCount)
    #expect(errors?.omitted == 150 - ConfigurationErrors.maximumCount)
    #expect(errors?.messages.last == "c.yml: error: 50 more problems not shown")
    #expect(errors?.errors.last?.message.hasPrefix("unknown rule 'bad99'") == true)
  }
}
