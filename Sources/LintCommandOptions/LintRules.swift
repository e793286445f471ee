import LocalizedStrings
import LocalizationLint

/// `plurals lint rules [CODE …]`: every rule (or the ones named) of the registry
/// (`DiagnosticRule.all`, one file per rule in LocalizationLint's Rules folder), with why it
/// has its severity.
package enum LintRules {
  /// The listing: a block per code, or a JSON array of objects; of the rules of `codes`, in
  /// their order, or of every rule when it is empty.
  package static func listing(json: Bool, codes: [DiagnosticCode] = []) -> String {
    let chosen = codes.isEmpty ? DiagnosticRule.all : codes.map(\.rule)
    if json {
      let rules = chosen.map { rule in
        JSONText.object([
          ("code", .string(rule.code.rawValue)), ("severity", .string(rule.severity.rawValue)),
          ("summary", .string(rule.summary)), ("example", .string(rule.example)), ("fix", .string(rule.help)),
          ("severity_reason", .string(rule.reason)),
          ("fixable", .boolean(rule.isFixable)),
        ])
      }
      return JSONText.array(rules).rendered(indent: 2) + "\n"
    }
    return chosen.map { rule in
      let fixable = rule.isFixable ? ", fixable with --fix" : ""
      return
        "\(rule.code.rawValue) (\(rule.severity.rawValue)\(fixable))\n  \(rule.summary)\n  example: \(rule.example)\n"
        + "  fix:     \(rule.help)\n" + "  because: \(rule.reason)\n\n"
    }.joined()
  }
}
