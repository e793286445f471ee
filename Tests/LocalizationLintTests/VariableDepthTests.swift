import LocalizedStrings
import LocalizationLint
import SourceFiles
import Testing

/// `format` follows variables 16 deep (`FormatLimits.maximumDepth`): lint reports a chain it
/// refuses, where it refuses it, and nothing for one it follows.
@Suite("variables nested deeper than the formatter follows")
struct VariableDepthTests {
  /// An entry whose format names `first`, and a chain v1 → v2 → … → v`depth` (its variants name
  /// the next link; the last prints the number).
  static func chain(_ depth: Int, format: String = "%#@v1@") -> String {
    let links = (1...depth).map { level in
      let next = level == depth ? "%d" : "%#@v\(level + 1)@"
      return variable("v\(level)", [("one", next), ("other", next)])
    }
    return plist(entry("k", format: format, links.joined(separator: "\n")))
  }

  /// The chains: straight, and reached shallow first (the format names v16 before v1, so that the
  /// analysis meets v16 and v17 near the top before it meets them 16 deep).
  static let cases: [(depth: Int, format: String)] = [
    (16, "%#@v1@"), (17, "%#@v1@"), (40, "%#@v1@"), (16, "%1$#@v15@ %1$#@v1@"), (17, "%1$#@v16@ %1$#@v1@"),
  ]

  @Test(
    "a chain format refuses is an error at the place format gives; one it follows is not", arguments: cases)
  func chains(_ depth: Int, _ format: String) throws {
    let text = Self.chain(depth, format: format)
    let table = try StringTable(bytes: Array(text.utf8), path: "t.stringsdict", language: "en")
    var refusal: FormatError?
    do { _ = try table.format("k", 1) } catch { refusal = error }
    let errors = try lintReport(["en.lproj/L.stringsdict": text]).diagnostics.filter { $0.severity == .error }
    guard depth > FormatLimits.maximumDepth else {
      #expect(refusal == nil, "\(depth) \(format)")
      #expect(errors.isEmpty, "\(depth) \(format): \(errors)")
      return
    }
    #expect(refusal?.kind == .tooDeep, "\(depth) \(format)")
    #expect(errors.count == 1, "\(depth) \(format): \(errors)")
    #expect(errors.first?.code == .invalidFormat)
    #expect(
      errors.first?.message.hasPrefix("variables nest deeper than 16 in 'k'; formatting refuses") == true)
    // Where format says: the variable at depth 16, v17.
    #expect(
      errors.first.map { "\($0.location.line):\($0.location.column)" }
        == refusal?.location.map { "\($0.line):\($0.column)" })
  }
}
