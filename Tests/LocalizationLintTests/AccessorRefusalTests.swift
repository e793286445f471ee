import AccessorCodeGen
import Foundation
import SourceFiles
import Testing

@testable import LocalizationLint

/// The keys `plurals generate-accessors` refuses are the ones the linter finds an argument
/// error in (`AccessorGenerator.refusingCodes`): the contract that issue 74's item 4 (the
/// generator without the linter: its refusals made below both) must keep. Over every rule's
/// examples, triggering and not, the generator's problems of those codes with `--strict` are
/// the linter's findings of those codes: the same places, messages and order.
@Suite("The accessor generator refuses what the linter finds")
struct AccessorRefusalTests {
  /// The codes that refuse a key, written here rather than read from the generator, so that a
  /// code the generator stops refusing is seen in what it generates.
  static let refusing: Set<DiagnosticCode> = [
    .parseError, .invalidFormat, .argumentSkipped, .argumentTypeConflict, .argumentMismatch,
    .valueTypeMismatch, .undefinedVariable, .variableCycle,
  ]

  /// `file:line:column: message [code]`.
  static func line(_ location: SourceFiles.SourceLocation, _ message: String, _ code: DiagnosticCode)
    -> String
  {
    "\(location): \(message) [\(code.rawValue)]"
  }

  /// The generator's problems of the refusing codes with `--strict`, and the linter's findings of
  /// those codes, over the example's files.
  static func refusals(_ testCase: RuleExampleCase) throws -> (refused: [String], linted: [String]) {
    let fixture = try LintFixture(testCase.example.unmarkedFiles)
    defer { fixture.remove() }
    let linted = fixture.lint().findings.filter { Self.refusing.contains($0.diagnostic.code) }.map {
      line($0.diagnostic.location, $0.diagnostic.message, $0.diagnostic.code)
    }
    var options = AccessorOptions(command: "plurals generate-accessors")
    options.strict = true
    var refused: [String] = []
    do {
      _ = try AccessorGenerator.generate(paths: [fixture.root], options: options)
    } catch {
      refused = error.problems.compactMap { problem in
        problem.code.flatMap {
          Self.refusing.contains($0) ? line(problem.location, problem.message, $0) : nil
        }
      }
    }
    return (refused, linted)
  }

  @Test(
    "a triggering example: the generator refuses what the linter finds, a refusing code's own too",
    arguments: RuleExampleCase.all(triggering: true).filter { $0.example.formatting == nil })
  func triggering(_ testCase: RuleExampleCase) throws {
    let (refused, linted) = try Self.refusals(testCase)
    #expect(refused == linted)
    if Self.refusing.contains(testCase.rule.code) {
      #expect(refused.contains { $0.hasSuffix("[\(testCase.rule.code.rawValue)]") })
    }
  }

  @Test(
    "a non-triggering example: the generator refuses what the linter finds",
    arguments: RuleExampleCase.all(triggering: false).filter { $0.example.formatting == nil })
  func nonTriggering(_ testCase: RuleExampleCase) throws {
    let (refused, linted) = try Self.refusals(testCase)
    #expect(refused == linted)
  }
}
