import Foundation
import Testing

/// `Tests/mutate-sample.sh`, the sampler of mutations chosen by a machine: the sites it
/// finds on the changed lines of a small git repository made here, the order a seed gives,
/// and a whole run against a stand-in `swift` whose build and tests fail on chosen mutants.
@Suite("The mutation sampler")
struct MutationSamplerTests {
  /// A git repository in a new folder, with the sampler's two Python files in its `Tests/`,
  /// `Sources/App/Thing.swift` committed as `before` and then changed to `after` (not
  /// committed), and a test file naming `Thing`. Removed by the caller.
  static func repository(before: String, after: String) throws -> String {
    let folder = NSTemporaryDirectory() + "mutation-sampler-" + UUID().uuidString
    let files = FileManager.default
    for sub in ["Sources/App", "Tests/AppTests", "bin"] {
      try files.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
    }
    for name in ["mutation_sampler.py", "mutation_sync.py"] {
      try files.copyItem(atPath: packageRoot + "/Tests/" + name, toPath: folder + "/Tests/" + name)
    }
    try before.write(toFile: folder + "/Sources/App/Thing.swift", atomically: true, encoding: .utf8)
    try "struct ThingTests { let thing = Thing() }\n".write(
      toFile: folder + "/Tests/AppTests/ThingTests.swift", atomically: true, encoding: .utf8)
    // Named after the file, naming nothing of it (it would test it through a command line).
    try "struct ThingScopeTests {}\n".write(
      toFile: folder + "/Tests/AppTests/ThingScopeTests.swift", atomically: true, encoding: .utf8)
    try "struct OtherTests {}\n".write(
      toFile: folder + "/Tests/AppTests/OtherTests.swift", atomically: true, encoding: .utf8)
    for command in [
      ["git", "init", "-q"], ["git", "add", "."],
      ["git", "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "base"],
    ] {
      let (status, output) = try runCommand(command, in: folder)
      #expect(status == 0, "\(command): \(output)")
    }
    try after.write(toFile: folder + "/Sources/App/Thing.swift", atomically: true, encoding: .utf8)
    return folder
  }

  /// The sampler run in `folder` with `arguments`, a stand-in `swift` first on the `PATH`
  /// where one is in `bin/`: its exit status and output.
  static func sample(_ arguments: [String], in folder: String) throws -> (status: Int32, output: String) {
    let path = folder + "/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    return try runCommand(
      ["PATH=" + path, "PLURALS_MUTATION_DIR=" + folder + "/scratch", "python3", "Tests/mutation_sampler.py"]
        + arguments, in: folder)
  }

  static let base = """
    struct Thing {
      // if a < b && c == d {
      func check(_ a: Int, _ b: Int) -> Bool {
        return true
      }
    }

    """

  @Test("sites come from the changed lines only, never from comments or unchanged code")
  func sitesOnChangedLines() throws {
    let after = Self.base.replacingOccurrences(
      of: "    return true\n",
      with: """
            if a < b && a != 3 {  // a < b
              return first(a, b)
            }
            guard !done else { return false }
            log("hello")
            let x = items.first ?? true
            return true

        """)
    let folder = try Self.repository(before: Self.base, after: after)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try Self.sample(["--base", "HEAD", "--list"], in: folder)
    #expect(run.status == 0, "\(run.output)")
    let sites = run.output.split(separator: "\n").filter { $0.hasPrefix("Sources/") }
    // Lines 4-9 changed (6 holds no site): the comment on line 2 and `return true` on line 10 are
    // not sites, nor the comment at the end of line 4.
    let lines = Set(sites.map { $0.split(separator: " ")[0].split(separator: ":")[1] })
    #expect(lines == ["4", "5", "7", "8", "9"], "\(sites)")
    #expect(!run.output.contains("// a <= b"), "\(run.output)")
    let operators = Set(sites.map { String($0.split(separator: " ")[1]) })
    #expect(
      operators == [
        "comparison", "logical", "integer+1", "integer-1", "negate", "return-removed", "arguments-swapped",
        "boolean", "guard-removed", "statement-removed", "string-character", "first-last",
      ],
      "\(operators)")
    for expected in [
      "if a <= b && a != 3 {", "if a < b || a != 3 {", "if a < b && a == 3 {", "if a < b && a != 4 {",
      "if a < b && a != 2 {", "if !(a < b && a != 3) {", "return first(b, a)",
      "guard done else { return false }",
      "guard !done else { return true }", "log(\"helo\")", "let x = items.last ?? true",
      "let x = items.first ?? false",
    ] {
      #expect(run.output.contains("+ " + expected), "\(expected) in \(run.output)")
    }
  }

  @Test("no sites in an #if branch Linux does not compile, nor in a rule file's examples")
  func deadBranchesAndExamples() throws {
    let after = Self.base.replacingOccurrences(
      of: "    return true\n",
      with: """
            #if canImport(Darwin)
              return a < 1
            #elseif canImport(Glibc)
              return a < 2
            #elseif os(Windows)
              return a < 3
            #else
              return a < 4
            #endif

        """)
    let folder = try Self.repository(before: Self.base, after: after)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A new rule file: its examples (from `triggering:` to the call's end) are tests, not code.
    try FileManager.default.createDirectory(
      atPath: folder + "/Sources/LocalizationLint/Rules", withIntermediateDirectories: true)
    try """
    let thingRule = DiagnosticRule(
      summary: "a < b",
      triggering: [example("a < b")],
      nonTriggering: [example("a > b")])
    let afterRule = 1 < 2

    """.write(
      toFile: folder + "/Sources/LocalizationLint/Rules/ThingRule.swift", atomically: true, encoding: .utf8)
    let run = try Self.sample(["--base", "HEAD", "--list"], in: folder)
    #expect(run.status == 0, "\(run.output)")
    let sites = run.output.split(separator: "\n").filter { $0.hasPrefix("Sources/") }.map {
      String($0.split(separator: " ")[0])
    }
    // Thing.swift: only Glibc's branch (line 7) is compiled on Linux.
    #expect(Set(sites.filter { $0.hasPrefix("Sources/App/") }) == ["Sources/App/Thing.swift:7"], "\(sites)")
    // ThingRule.swift: the summary (line 2) and the line after the call (5), not lines 3-4.
    #expect(
      Set(sites.filter { $0.contains("ThingRule") })
        == [
          "Sources/LocalizationLint/Rules/ThingRule.swift:2",
          "Sources/LocalizationLint/Rules/ThingRule.swift:5",
        ],
      "\(sites)")
  }

  @Test("a seed gives one order, printed with the command that runs it again")
  func seedReproduces() throws {
    let after = Self.base.replacingOccurrences(
      of: "    return true\n", with: "    let limit = 10 < 20 && 30 > 40 || a == 50\n    return limit\n")
    let folder = try Self.repository(before: Self.base, after: after)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let first = try Self.sample(["--base", "HEAD", "--seed", "7", "--count", "4", "--dry-run"], in: folder)
    let again = try Self.sample(["--base", "HEAD", "--seed", "7", "--count", "4", "--dry-run"], in: folder)
    let other = try Self.sample(["--base", "HEAD", "--seed", "8", "--count", "4", "--dry-run"], in: folder)
    #expect(first.status == 0 && first.output.hasPrefix("seed 7, base "), "\(first.output)")
    #expect(first.output == again.output)
    #expect(first.output != other.output, "seeds 7 and 8 drew the same four of many sites")
    #expect(first.output.components(separatedBy: "\n+++ b/Sources/App/Thing.swift").count == 5)
  }

  @Test("a run tells caught, survived and did-not-build apart, and prints each survivor's diff")
  func runClassifies() throws {
    let after = Self.base.replacingOccurrences(
      of: "    return true\n", with: "    let big = a < b && b == 2\n    return big\n")
    let folder = try Self.repository(before: Self.base, after: after)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // The stand-in's build fails on `b == 3`; the filtered tests (the suites that name Thing or
    // are named after its file, no other) on `<=`; the whole suite on `||`.
    let stub = """
      #!/bin/sh
      file=Sources/App/Thing.swift
      case "$1 $3" in
        "build "*) ! grep -q 'b == 3' "$file" ;;
        "test --filter") [ "$4" = 'ThingScopeTests|ThingTests' ] && ! grep -q '<=' "$file" ;;
        "test "*) ! grep -q '||' "$file" ;;
      esac

      """
    try stub.write(toFile: folder + "/bin/swift", atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder + "/bin/swift")
    let run = try Self.sample(["--base", "HEAD", "--seed", "3", "--count", "20"], in: folder)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(
      lines.contains { $0.hasPrefix("caught") && $0.contains("filter") && $0.hasSuffix(":4 comparison") })
    #expect(
      lines.contains { $0.hasPrefix("caught") && $0.contains("whole suite") && $0.hasSuffix(":4 logical") })
    #expect(lines.contains { $0.hasPrefix("did-not-build") && $0.hasSuffix(":4 integer+1") })
    #expect(lines.contains { $0.hasPrefix("SURVIVED") && $0.hasSuffix(":4 integer-1") }, "\(run.output)")
    // Every site was tried (fewer than --count build), each survivor's diff printed.
    #expect(run.output.contains("survived: Sources/App/Thing.swift:4 integer-1\n"))
    #expect(run.output.contains("-    let big = a < b && b == 2\n+    let big = a < b && b == 1\n"))
    // Line 4's two comparisons, logical and integers, line 5's return: 5 built, 1 did not.
    let summary = try #require(
      run.output.firstMatch(of: /(\d+) built: (\d+) caught, (\d+) survived \(.*\); (\d+) did not build/),
      "\(run.output)")
    #expect(
      [summary.1, summary.2, summary.3, summary.4].map { Int($0)! } == [5, 2, 3, 1], "\(summary.0)")
    #expect(run.output.contains("--seed 3"), "\(run.output)")
    // Below 90 % caught: the run fails.
    #expect(run.status == 1)
  }

  @Test("a baseline that fails stops the run before any mutant")
  func failingBaselineStops() throws {
    let after = Self.base.replacingOccurrences(of: "    return true\n", with: "    return a < b\n")
    let folder = try Self.repository(before: Self.base, after: after)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "#!/bin/sh\n[ \"$1\" = build ]\n".write(
      toFile: folder + "/bin/swift", atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder + "/bin/swift")
    let run = try Self.sample(["--base", "HEAD", "--seed", "1"], in: folder)
    #expect(run.status == 1)
    #expect(run.output.contains("the unmutated copy fails its build or tests"), "\(run.output)")
    #expect(!run.output.contains(" built: "), "\(run.output)")
  }
}
