import Foundation
import Testing

/// The paths of `plurals lint` and `plurals generate-accessors`, and of the plugins' tools that
/// run them, reach the command whole when the argument parser is given each run of them as one
/// element (`ValueRuns`): given file by file, between options and after `--`, they read as the
/// folder that holds them reads. (Their time is `Benchmarks/cli-arguments.sh`'s.)
@Suite("lint and generate-accessors: paths given one by one, in runs")
struct PathRunsCLITests {
  static let count = 30

  /// `count` tables in en.lproj, each with its own key written twice with different texts
  /// (one `duplicate-key` error each), and the file paths in name order.
  static func tables() throws -> (root: String, files: [String]) {
    let root = NSTemporaryDirectory() + "path-runs-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root + "/en.lproj", withIntermediateDirectories: true)
    var files: [String] = []
    for index in 0..<count {
      let path = root + "/en.lproj/T\(String(format: "%02d", index)).strings"
      try "\"key\(index)\" = \"One\";\n\"key\(index)\" = \"Two\";\n".write(
        toFile: path, atomically: true, encoding: .utf8)
      files.append(path)
    }
    return (root, files)
  }

  @Test(
    "plurals lint: 30 files given between options and after --, in runs, read as their folder reads",
    arguments: [false, true])
  func lintFiles(throughTool: Bool) throws {
    let (root, files) = try Self.tables()
    defer { try? FileManager.default.removeItem(atPath: root) }
    func lint(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
      throughTool
        ? try runProcess(builtExecutable("LintLocalizationsTool"), arguments)
        : try runPlurals(["lint"] + arguments)
    }
    let folder = try lint(["--format", "json", root])
    #expect(folder.status == 1, "\(folder.error)")
    for file in files { #expect(folder.output.contains(file), "\(file)") }

    // Runs of 1, 9 and 20 paths, options between them.
    let interleaved = try lint(
      [files[0], "--format", "json"] + files[1..<10] + ["--quiet"] + files[10...])
    #expect(interleaved.status == 1, "\(interleaved.error)")
    #expect(interleaved.output == folder.output)
    #expect(interleaved.error == folder.error)

    // After --, every element is a path: a file named like an option among them.
    let dashed = root + "/en.lproj/--quiet.strings"
    try "\"dash\" = \"One\";\n\"dash\" = \"Two\";\n".write(toFile: dashed, atomically: true, encoding: .utf8)
    let afterDashes = try lint(["--format", "json", "--"] + files + [dashed])
    let folderAgain = try lint(["--format", "json", root])
    #expect(afterDashes.status == 1, "\(afterDashes.error)")
    #expect(afterDashes.output == folderAgain.output)
    #expect(folderAgain.output.contains(dashed))
  }

  @Test(
    "plurals generate-accessors: 30 files given one by one write the accessors their folder writes",
    arguments: [false, true])
  func accessorFiles(throughTool: Bool) throws {
    let root = NSTemporaryDirectory() + "path-runs-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root + "/en.lproj", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    var files: [String] = []
    for index in 0..<Self.count {
      let path = root + "/en.lproj/T\(String(format: "%02d", index)).strings"
      try "\"key\(index)\" = \"%d files\";\n".write(toFile: path, atomically: true, encoding: .utf8)
      files.append(path)
    }
    func generate(_ output: String, _ arguments: [String]) throws -> String {
      let result =
        throughTool
        ? try runProcess(builtExecutable("GenerateAccessorsTool"), ["--output", output] + arguments)
        : try runPlurals(["generate-accessors", "--output", output] + arguments)
      #expect(result.status == 0, "\(result.error)")
      // The accessors, without the header that names the command.
      return try String(contentsOfFile: output, encoding: .utf8).components(separatedBy: "\n")
        .filter { !$0.hasPrefix("//") }.joined(separator: "\n")
    }
    let fromFolder = try generate(root + "/folder.swift", [root])
    for index in 0..<Self.count { #expect(fromFolder.contains("T\(String(format: "%02d", index))")) }
    let fromFiles = try generate(
      root + "/files.swift", Array(files[0..<5]) + ["--name", "L10n"] + files[5...])
    #expect(fromFiles == fromFolder)
    let afterDashes = try generate(root + "/dashes.swift", ["--"] + files)
    #expect(afterDashes == fromFolder)
  }
}
