import Foundation
import Testing

@testable import LocalizationLint

/// Every rule's examples written out as folders of files, so that `Tests/frozen-outputs.sh`
/// can run the `plurals` command over them (every reporter, `--fix`, `--fix --dry-run`) and
/// compare what two builds print and write: the rules' examples are the inputs that reach
/// every finding.
@Suite("The rules' examples written out as trees")
struct RuleExampleExportTests {
  /// Each example's folder below the export's root (`missing-key/triggering-1`,
  /// `missing-key/non-triggering-2`, `duplicate-key/correction-1`: a correction's files
  /// before the fix) and its files without the markers.
  static func trees() -> [(folder: String, files: [String: String])] {
    DiagnosticRule.all.flatMap { rule in
      func named(_ kind: String, _ examples: [RuleExample]) -> [(folder: String, files: [String: String])] {
        examples.enumerated().map {
          ("\(rule.code.rawValue)/\(kind)-\($0.offset + 1)", $0.element.unmarkedFiles)
        }
      }
      return named("triggering", rule.triggering) + named("non-triggering", rule.nonTriggering)
        + named("correction", rule.corrections.map(\.before))
    }
  }

  /// Writes the trees below `PLURALS_RULE_EXAMPLES_DIR` when it is set (the folder is the
  /// script's, kept), else below a temporary folder (removed), then reads every folder back.
  @Test("every example is a folder of its files, without markers, read back whole")
  func export() throws {
    let given = ProcessInfo.processInfo.environment["PLURALS_RULE_EXAMPLES_DIR"]
    let root = given ?? NSTemporaryDirectory() + "rule-examples-\(UUID().uuidString)"
    defer { if given == nil { try? FileManager.default.removeItem(atPath: root) } }
    let trees = Self.trees()
    for tree in trees {
      for (path, text) in tree.files {
        let file = root + "/" + tree.folder + "/" + path
        try FileManager.default.createDirectory(
          atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
      }
    }
    // One folder per example, as many as the rules have.
    let count = DiagnosticRule.all.reduce(0) {
      $0 + $1.triggering.count + $1.nonTriggering.count + $1.corrections.count
    }
    #expect(trees.count == count)
    #expect(Set(trees.map(\.folder)).count == count)
    for tree in trees {
      let folder = root + "/" + tree.folder
      var isFolder: ObjCBool = false
      let written = (FileManager.default.subpaths(atPath: folder) ?? []).filter {
        FileManager.default.fileExists(atPath: folder + "/" + $0, isDirectory: &isFolder)
          && !isFolder.boolValue
      }
      #expect(Set(written) == Set(tree.files.keys), "\(tree.folder)")
      for (path, text) in tree.files {
        #expect(!text.contains(RuleExample.marker), "\(tree.folder)/\(path)")
        #expect(
          try String(contentsOfFile: folder + "/" + path, encoding: .utf8) == text, "\(tree.folder)/\(path)")
      }
    }
  }
}
