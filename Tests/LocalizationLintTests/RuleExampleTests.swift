import Foundation
import LocalizedStrings
import Localization
import SourceFiles
import Testing

@testable import LocalizationLint

/// One example of one rule, named for the test's arguments.
struct RuleExampleCase: Sendable, CustomTestStringConvertible {
  let rule: DiagnosticRule
  let number: Int
  let example: RuleExample

  var testDescription: String {
    "\(rule.code) #\(number)" + (example.note.isEmpty ? "" : " (\(example.note))")
  }

  /// Every rule's triggering (or non-triggering) examples.
  static func all(triggering: Bool) -> [RuleExampleCase] {
    DiagnosticRule.all.flatMap { rule in
      (triggering ? rule.triggering : rule.nonTriggering).enumerated().map {
        RuleExampleCase(rule: rule, number: $0.offset + 1, example: $0.element)
      }
    }
  }

  /// The findings of the example's code, through the linter (or, for a code only
  /// formatting reports, through the catalog's formatter), with the example's paths.
  func findings() throws -> [(
    path: String, line: Int, column: Int, severity: LocalizationDiagnostic.Severity, suggests: Bool
  )] {
    let fixture = try LintFixture(example.unmarkedFiles)
    defer { fixture.remove() }
    let diagnostics: [LocalizationDiagnostic]
    if let (key, language) = example.formatting {
      let path = try #require(example.files.first).path
      let bytes = Array(try #require(example.unmarkedFiles[path]).utf8)
      let catalog = try StringCatalog(bytes: bytes, path: fixture.root + "/" + path)
      diagnostics = try catalog.formatDetailed(key, arguments: [], language: language).diagnostics
    } else {
      diagnostics = fixture.lint().diagnostics
    }
    return diagnostics.filter { $0.code == rule.code }.map {
      let file = $0.location.file
      let path = file.hasPrefix(fixture.root + "/") ? String(file.dropFirst(fixture.root.count + 1)) : file
      return (path, $0.location.line, $0.location.column, $0.severity, $0.suggestion != nil)
    }
  }
}

/// One correction of one rule, named for the test's arguments.
struct RuleCorrectionCase: Sendable, CustomTestStringConvertible {
  let rule: DiagnosticRule
  let number: Int
  let correction: RuleCorrection

  var testDescription: String {
    "\(rule.code) #\(number)" + (correction.before.note.isEmpty ? "" : " (\(correction.before.note))")
  }

  /// Every rule's corrections.
  static var all: [RuleCorrectionCase] {
    DiagnosticRule.all.flatMap { rule in
      rule.corrections.enumerated().map {
        RuleCorrectionCase(rule: rule, number: $0.offset + 1, correction: $0.element)
      }
    }
  }
}

/// Each rule's examples (Sources/LocalizationLint/Rules), run through the
/// real linter: a triggering one reports the rule's code, at its severity, exactly at
/// the places marked ↓; a non-triggering one does not report it.
@Suite("The examples of every rule")
struct RuleExampleTests {
  @Test("every code has a rule with its own code, and at least one example of each kind")
  func everyRuleHasExamples() {
    #expect(DiagnosticRule.all.map(\.code) == DiagnosticCode.allCases)
    for rule in DiagnosticRule.all {
      #expect(!rule.triggering.isEmpty, "\(rule.code) has no triggering example")
      #expect(!rule.nonTriggering.isEmpty, "\(rule.code) has no non-triggering example")
      #expect(
        rule.triggering.allSatisfy { !$0.markedPlaces.isEmpty }, "\(rule.code): an example marks no place")
      #expect(!rule.summary.isEmpty && !rule.help.isEmpty && !rule.example.isEmpty && !rule.reason.isEmpty)
      // Every file an example writes is one the linter reads (Swift code as `--sources` reads
      // it): a misspelt name would make a non-triggering example pass by being skipped.
      for example in rule.triggering + rule.nonTriggering {
        for file in example.files
        where LocalizationFileKind(path: file.path) == nil && !file.path.hasSuffix(".swift")
          && file.path != ".plurals-lint.yml"
        {
          Issue.record("\(rule.code): the example file \(file.path) is no localization file")
        }
      }
    }
  }

  @Test(
    "a triggering example reports the code at its severity, at the marked places",
    arguments: RuleExampleCase.all(triggering: true))
  func triggers(_ testCase: RuleExampleCase) throws {
    let found = try testCase.findings()
    let marked = testCase.example.markedPlaces.map { "\($0.path):\($0.line):\($0.column)" }
    let reported = found.map { "\($0.path):\($0.line):\($0.column)" }
    #expect(Set(reported) == Set(marked), "marked \(marked), reported \(reported)")
    #expect(found.allSatisfy { $0.severity == testCase.rule.severity })
    // A finding that suggests a fix is one `--fix` makes: its rule shows the fix.
    #expect(
      testCase.rule.isFixable || !found.contains(where: \.suggests),
      "\(testCase.rule.code) suggests a fix, but its rule has no corrections")
  }

  @Test(
    "a correction: --fix fixes the marked findings, and leaves the tree shown, without the code",
    arguments: RuleCorrectionCase.all)
  func corrects(_ testCase: RuleCorrectionCase) throws {
    let code = testCase.rule.code
    let fixture = try LintFixture(testCase.correction.before.unmarkedFiles)
    defer { fixture.remove() }
    let (fixes, before, after) = applyFixes(fixture.root)
    let marked = testCase.correction.before.markedPlaces.map { "\($0.path):\($0.line):\($0.column)" }
    let reported = before.diagnostics.filter { $0.code == code }.map {
      "\($0.location.file.dropFirst(fixture.root.count + 1)):\($0.location.line):\($0.location.column)"
    }
    #expect(Set(reported) == Set(marked), "marked \(marked), reported \(reported)")
    #expect(fixes.fixedFindings == [code: marked.count], "\(fixes.skipped)")
    #expect(after.countsByCode[code] == nil, "\(after.diagnostics)")
    // Every file of the tree, the fixed ones and the others: only what the fix meant changed.
    // Compared as bytes: equal Strings may differ in their bytes (NFC and NFD spellings).
    let tree = fixture.contents()
    #expect(
      tree == testCase.correction.after.mapValues { Data($0.utf8) },
      "\(tree.mapValues { String(decoding: $0, as: UTF8.self) })")
  }

  @Test("the codes --fix rewrites are those of the rules with corrections")
  func fixableCodes() {
    #expect(LintFix.fixableCodes == Set(RuleCorrectionCase.all.map(\.rule.code)))
    #expect(LintFix.fixableCodes.contains(.pluralCandidate))
  }

  @Test("a rule with corrections says how it fixes (a rewrite or a migration), and only such a rule")
  func rewriteDeclared() {
    for rule in DiagnosticRule.all {
      let declared = rule.rewrite != nil || rule.traits.contains(.migrates)
      #expect(declared == rule.isFixable, "\(rule.code): corrections and rewrite disagree")
      #expect(rule.rewrite == nil || !rule.traits.contains(.migrates), "\(rule.code): both")
    }
  }

  @Test(
    "a non-triggering example does not report the code", arguments: RuleExampleCase.all(triggering: false))
  func doesNotTrigger(_ testCase: RuleExampleCase) throws {
    let found = try testCase.findings()
    #expect(found.isEmpty, "reported at \(found.map { "\($0.path):\($0.line):\($0.column)" })")
    #expect(testCase.example.markedPlaces.isEmpty, "a non-triggering example marks a place")
  }

  /// A non-triggering example shows a file close to the problem that the readers take whole: one
  /// they refuse (an `=` left out) would pass for any rule, having nothing to check.
  @Test(
    "a non-triggering example's files are read, not refused",
    arguments: RuleExampleCase.all(triggering: false).filter { $0.rule.code != .parseError })
  func nonTriggeringFilesRead(_ testCase: RuleExampleCase) throws {
    let fixture = try LintFixture(testCase.example.unmarkedFiles)
    defer { fixture.remove() }
    let refused = fixture.lint().diagnostics.filter { $0.code == .parseError }
    #expect(refused.isEmpty, "\(refused.map(\.message))")
  }
}
