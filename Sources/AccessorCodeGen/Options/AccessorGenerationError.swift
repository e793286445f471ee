import LocalizedStrings
import SourceFiles

/// Why accessors were not generated: every problem found, each at
/// `file:line:column`, with the linter's code when a check of the linter found it.
///
/// ```text
/// pl.lproj/Localizable.strings:4:12: error: '%d file(s)' in pl reads argument 1 as an object (%@), but en passes an integer; use the same type [argument-mismatch]
/// ```
package struct AccessorGenerationError: Error, Sendable, CustomStringConvertible {
  package struct Problem: Sendable, Hashable, CustomStringConvertible {
    package var message: String
    package var location: SourceLocation
    package var code: DiagnosticCode?
    /// A problem that left one key without an accessor instead of stopping the generation.
    package var isWarning = false

    package init(_ message: String, at location: SourceLocation, code: DiagnosticCode? = nil) {
      self.message = message
      self.location = location
      self.code = code
    }

    init(_ code: DiagnosticCode, _ message: String, at location: SourceLocation) {
      self.init(message, at: location, code: code)
    }

    init(_ diagnostic: LocalizationDiagnostic) {
      self.init(diagnostic.message, at: diagnostic.location, code: diagnostic.code)
    }

    /// `file:line:column: error: message [code]` (or `warning:`), on one line: the message
    /// quotes keys as the files write them, so it is made printable (``PrintableText``).
    package var description: String {
      "\(location): \(isWarning ? "warning" : "error"): \(PrintableText.escaped(message))"
        + (code.map { " [\($0.rawValue)]" } ?? "")
    }
  }

  /// Sorted by file, line and column.
  package var problems: [Problem]

  package init(problems: [Problem]) {
    self.problems = problems.sorted {
      ($0.location.file, $0.location.line, $0.location.column) < (
        $1.location.file, $1.location.line, $1.location.column
      )
    }
  }

  /// One line per problem.
  package var description: String { problems.map(\.description).joined(separator: "\n") }
}
