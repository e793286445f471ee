internal import InternalUtilities
import Foundation
import LocalizedStrings
import LocalizationLint
import Testing

/// Catalog strings with tens of thousands of substitutions, variants or findings: the
/// lint's work grows linearly with them (it was quadratic: 20,000 substitutions took 20 s),
/// and a chain of them is followed without a call per link (it overflowed the stack).
@Suite("Hostile catalogs: work linear in the substitutions")
struct HostileCatalogTests {
  /// The shapes of one string with `n` of something.
  enum Shape: String, CaseIterable, CustomStringConvertible {
    /// `n` substitutions all bound to argument 1 (the issue's catalog).
    case shared
    /// `n` substitutions without argNum: each takes the next argument.
    case sequential
    /// `n` substitutions bound to arguments 1 and 10,000: 9,998 gaps, two of them written without '%'.
    case gaps
    /// One substitution with `n` variants that are no category and print an object.
    case variants
    /// One substitution declaring `lld` with `n` variants that print an object: no clash (each
    /// is the value-type check's), so every pair of uses would be tried.
    case exceptions
    /// `n` substitutions each referring to the next.
    case chain

    var description: String { rawValue }

    func catalog(_ n: Int) -> String {
      func unit(_ value: String) -> String { #"{"stringUnit":{"state":"translated","value":"\#(value)"}}"# }
      func substitution(_ argNum: Int?, _ variants: [(String, String)]) -> String {
        let argument = argNum.map { #""argNum":\#($0),"# } ?? ""
        let plural = variants.map { #""\#($0.0)":\#(unit($0.1))"# }.joined(separator: ",")
        return #"{\#(argument)"formatSpecifier":"lld","variations":{"plural":{\#(plural)}}}"#
      }
      var format = ""
      var substitutions: [String] = []
      switch self {
      case .shared, .sequential, .gaps:
        format = (0..<n).map { "%#@s\($0)@" }.joined(separator: " ") + (self == .gaps ? " 99$@" : "")
        substitutions = (0..<n).map { index in
          let argNum: Int? =
            switch self {
            case .shared: 1
            case .sequential: nil
            default: index % 2 == 0 ? 1 : FormatLimits.maximumPosition
            }
          let other = self == .gaps ? "%arg files 5$@" : "%arg files"
          return #""s\#(index)":"# + substitution(argNum, [("one", "%arg file"), ("other", other)])
        }
      case .variants, .exceptions:
        format = "%#@s@"
        let variants = (0..<n).map { ("k\($0)", "%@ x") } + [("other", self == .variants ? "%arg" : "%@")]
        substitutions = [#""s":"# + substitution(1, variants)]
      case .chain:
        format = "%#@s0@"
        substitutions = (0..<n).map { index in
          #""s\#(index)":"# + substitution(1, [("one", "%#@s\(index + 1)@"), ("other", "%arg")])
        }
      }
      let localization =
        #"{"stringUnit":{"state":"translated","value":"\#(format)"},"substitutions":{\#(substitutions.joined(separator: ","))}}"#
      return
        #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":\#(localization)}}}}"#
    }

    /// What the lint of `n` must find, whatever its cost.
    func check(_ report: LintReport, _ n: Int) {
      var codes = report.countsByCode
      // More references than the formatter expands: every call throws, and lint says so once.
      if [.shared, .sequential, .gaps].contains(self) {
        let expansions = n > FormatLimits.maximumExpansions ? 1 : nil
        #expect(codes.removeValue(forKey: .tooManyExpansions) == expansions, "\(self) \(n): \(codes)")
        // Each reference writes up to 26 bytes ("%lld files" of Int64.min): past 64 KiB, no
        // screen shows the text and lint says so once.
        let long = n * 26 > FormatCost.longestPreviewed ? 1 : nil
        #expect(codes.removeValue(forKey: .outputVeryLong) == long, "\(self) \(n): \(codes)")
      }
      switch self {
      case .shared, .sequential:
        #expect(codes.isEmpty, "\(self) \(n): \(codes)")
      case .gaps:
        // Arguments 2 to 126 are never read: 5 and 99 lost their '%' (one finding each), the rest one finding.
        #expect(codes == [.argumentSkipped: 3], "\(n): \(codes)")
        let lost = report.diagnostics.filter { $0.message.contains("without its '%'") }.map(\.message)
        #expect(lost.count == 2 && lost.contains { $0.contains("writes '5$@'") }, "\(lost)")
      case .variants:
        #expect(codes == [.unknownCategory: n, .argumentTypeConflict: 1], "\(n)")
      case .exceptions:
        #expect(codes == [.unknownCategory: n], "\(n)")
      case .chain:
        #expect(codes == [.invalidFormat: 1, .undefinedVariable: 1], "\(n)")
        #expect(report.diagnostics.contains { $0.message.hasPrefix("variables nest deeper than 16") })
      }
    }
  }

  /// Lints a catalog of `shape` with `n`; the steps the lint took, nil in a release build.
  static func steps(_ shape: Shape, _ n: Int) throws -> Int? {
    let fixture = try LintFixture(["C.xcstrings": shape.catalog(n)])
    defer { fixture.remove() }
    var report: LintReport?
    let steps = WorkMeter.measure { report = fixture.lint() }
    shape.check(report!, n)
    return steps
  }

  @Test(
    "a catalog string with 4 times the substitutions, variants or findings takes at most 5 times the steps",
    arguments: Shape.allCases)
  func linear(_ shape: Shape) throws {
    let small = try Self.steps(shape, 4_000)
    let large = try Self.steps(shape, 16_000)
    guard let small, let large else {
      print("\(shape): steps are counted in debug builds only; the findings were checked")
      return
    }
    print("\(shape): \(small) steps for 4,000, \(large) for 16,000 (\(Double(large) / Double(small))x)")
    #expect(small >= 4_000, "\(shape): the meter counted nothing")
    // Linear work is 4 times; the quadratic steps this replaced were 16 times.
    #expect(large <= 5 * small, "\(shape): \(small) steps for 4,000, \(large) for 16,000")
  }
}
