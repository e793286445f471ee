import Foundation
import Testing

/// `plurals lint` on trees a hostile pull request can build, through the
/// command as CI runs it: each run capped at 1 GiB of address space and a
/// watchdog (the release tool ends each in well under 10 s; this debug build on
/// a shared machine gets 60), with a secret beside the tree. Every run must
/// end by itself, print no byte of the secret, leave every file outside the
/// paths it was given as it was, and exit non-zero where the tree holds what
/// the runtime would refuse or drop.
@Suite("plurals lint on a hostile pull request")
struct HostilePullRequestTests {
  static let canary = "ghp_HOSTILE_CANARY_42"

  /// A scenario: files of the tree (relative to it), links (name → destination), and the arguments.
  struct Scenario: CustomTestStringConvertible, Sendable {
    var name: String
    var files: [String: String] = [:]
    var links: [String: String] = [:]
    var fifos: [String] = []
    var arguments: [String] = []
    /// The statuses the run may end with.
    var statuses: Set<Int32>
    /// Text the report or the messages must hold.
    var expected: [String] = []

    var testDescription: String { name }
  }

  static let english = "\"count\" = \"%d files\";\n"

  static let scenarios: [Scenario] = [
    Scenario(
      name: "a linked secret",
      files: ["en.lproj/Localizable.strings": english],
      links: [
        "fr.lproj/Localizable.strings": "../../outside/secret",
        "de.lproj/Localizable.strings": "/etc/passwd",
        "ja.lproj/Localizable.strings": "/proc/self/environ",
      ],
      statuses: [2], expected: ["outside the linted folders"]),
    Scenario(
      name: "a folder linked to the root of the file system",
      files: ["en.lproj/Localizable.strings": english], links: ["Vendor": "/"],
      statuses: [2], expected: ["Vendor: a symbolic link that leads outside"]),
    Scenario(
      name: "a FIFO named like a localization file",
      files: ["en.lproj/Localizable.strings": english], fifos: ["fr.lproj/Localizable.strings"],
      statuses: [2], expected: ["not a regular file"]),
    Scenario(
      name: "a link loop",
      files: ["en.lproj/Localizable.strings": english],
      links: ["en.lproj/up": "..", "en.lproj/self": "."],
      statuses: [0]),
    Scenario(
      name: "a configuration of YAML aliases (a billion laughs)",
      files: ["en.lproj/Localizable.strings": english, ".plurals-lint.yml": aliasBomb],
      statuses: [78], expected: ["YAML anchors"]),
    Scenario(
      name: "a configuration that includes the whole machine",
      files: ["en.lproj/Localizable.strings": english, ".plurals-lint.yml": "included: [\"/\"]\n"],
      statuses: [78], expected: ["absolute path"]),
    Scenario(
      name: "a baseline linked to a secret",
      files: ["en.lproj/Localizable.strings": english, ".plurals-lint.yml": "baseline: base.json\n"],
      links: ["base.json": "../outside/secret"],
      statuses: [78], expected: ["through a symbolic link"]),
    Scenario(
      name: "a key pattern of 80,000 characters",
      files: [
        "en.lproj/Localizable.strings": english,
        ".plurals-lint.yml": "overrides:\n  - keys: [\"\(String(repeating: "*a", count: 40_000))\"]\n",
      ],
      statuses: [78], expected: ["a pattern of 80000 characters"]),
    Scenario(
      name: "patterns that backtrack: **a**a…b on a 1.8 kB path, *a*a…b on an 8,000-character key",
      files: [
        "en.lproj/Localizable.strings": english + "\"\(String(repeating: "a", count: 8_000))\" = \"x\";\n",
        (1...9).map { _ in String(repeating: "a", count: 200) }.joined(separator: "/") + "/notes.txt": "",
        ".plurals-lint.yml": """
        excluded: ["\(String(repeating: "**a", count: 10))b"]
        overrides:
          - keys: ["\(String(repeating: "*a", count: 10))b"]
            disabled_rules: [missing-key]

        """,
      ],
      statuses: [0]),
    Scenario(
      name: "a stray English.lproj beside en.lproj does not hide French's error",
      files: [
        "en.lproj/Localizable.strings": english, "English.lproj/Localizable.strings": english,
        "en copy.lproj/Localizable.strings": english,
        "fr.lproj/Localizable.strings": "\"count\" = \"%@ fichiers\";\n",
      ],
      statuses: [1],
      expected: ["argument-mismatch", "ambiguous-development-language", "unknown-localization"]),
    Scenario(
      name: "a configuration linked to a secret",
      files: ["en.lproj/Localizable.strings": english], links: [".plurals-lint.yml": "../outside/secret"],
      statuses: [78], expected: ["leads outside this folder"]),
    Scenario(
      name: "a configuration linked to /etc/passwd",
      files: ["en.lproj/Localizable.strings": english], links: [".plurals-lint.yml": "/etc/passwd"],
      statuses: [78], expected: ["leads outside this folder"]),
    Scenario(
      name: "a baseline written onto a link to a secret",
      files: ["en.lproj/Localizable.strings": english], links: ["lint-baseline.json": "../outside/secret"],
      arguments: [".", "--write-baseline", "lint-baseline.json"], statuses: [0]),
  ]

  /// Ten levels of ten aliases: a few kilobytes that stand for 10^10 strings.
  static let aliasBomb: String = {
    var lines = ["l0: &l0 [" + Array(repeating: "\"lol\"", count: 10).joined(separator: ", ") + "]"]
    for level in 1..<10 {
      lines.append(
        "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
          + "]")
    }
    return lines.joined(separator: "\n") + "\n"
  }()

  @Test(
    "each run ends by itself, within 1 GiB, prints no secret and writes nothing outside", arguments: scenarios
  )
  func hostile(_ scenario: Scenario) throws {
    let manager = FileManager.default
    let root = NSTemporaryDirectory() + "hostile-\(UUID().uuidString)"
    defer { try? manager.removeItem(atPath: root) }
    let tree = root + "/tree"
    func parent(_ path: String) throws {
      try manager.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    }
    let secret = "\"https://octocat:\(Self.canary)@example.com\" = \"x\"\nbroken"
    try parent(root + "/outside/secret")
    try secret.write(toFile: root + "/outside/secret", atomically: false, encoding: .utf8)
    try manager.createDirectory(atPath: tree, withIntermediateDirectories: true)
    for (name, text) in scenario.files {
      try parent(tree + "/" + name)
      try text.write(toFile: tree + "/" + name, atomically: false, encoding: .utf8)
    }
    for (name, destination) in scenario.links {
      try parent(tree + "/" + name)
      try manager.createSymbolicLink(atPath: tree + "/" + name, withDestinationPath: destination)
    }
    for name in scenario.fifos {
      try parent(tree + "/" + name)
      #expect(mkfifo(tree + "/" + name, 0o644) == 0)
    }
    let outsideBefore = try Data(contentsOf: URL(fileURLWithPath: root + "/outside/secret"))
    let run = try Self.lint(
      scenario.arguments.isEmpty ? ["lint", "."] : ["lint"] + scenario.arguments, in: tree)
    #expect(run.status != 124 && run.status != 137, "the watchdog ended the run")
    #expect(scenario.statuses.contains(run.status), "status \(run.status): \(run.error)")
    let everything = run.output + run.error
    #expect(!everything.contains(Self.canary) && !everything.contains("octocat"))
    #expect(!everything.contains("root:x:0"))
    for text in scenario.expected {
      #expect(everything.contains(text), "missing '\(text)' in: \(everything.prefix(2000))")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: root + "/outside/secret")) == outsideBefore)
  }

  /// `plurals ARGUMENTS` in `directory` under `ulimit -v` (1 GiB) and a 60 s watchdog (status 124,
  /// or 137 when it had to kill), its output and messages written to files beside `directory`:
  /// read through pipes, a run that writes more than a pipe holds to one while the other is read
  /// would wait on the test.
  static func lint(_ arguments: [String], in directory: String) throws -> (
    status: Int32, output: String, error: String
  ) {
    let quoted = ([pluralsExecutable] + arguments).map {
      "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    let files = (output: directory + "/../stdout", error: directory + "/../stderr")
    let run = try runProcess(
      "/bin/sh",
      [
        "-c",
        "ulimit -v 1048576; exec timeout -k 5 60 " + quoted.joined(separator: " ")
          + " > ../stdout 2> ../stderr",
      ], directory: directory)
    func read(_ path: String) -> String {
      (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
    return (run.status, read(files.output), read(files.error) + run.error)
  }
}
