import LocalizedStrings

/// What a lint run found.
public struct LintReport: Sendable {
  /// Every diagnostic, sorted by file, line and column.
  public var diagnostics: [LocalizationDiagnostic]
  /// How many localization files were read.
  public var filesChecked: Int
  /// Paths that could not be read at all (the run is incomplete).
  public var unreadablePaths: [String]

  /// A report of diagnostics found elsewhere (merged runs, say), to write in any of the formats.
  public init(diagnostics: [LocalizationDiagnostic], filesChecked: Int, unreadablePaths: [String] = []) {
    self.diagnostics = diagnostics
    self.filesChecked = filesChecked
    self.unreadablePaths = unreadablePaths
  }

  public func count(_ severity: LocalizationDiagnostic.Severity) -> Int {
    diagnostics.filter { $0.severity == severity }.count
  }

  /// How many diagnostics each code has, for a summary.
  public var countsByCode: [DiagnosticCode: Int] {
    diagnostics.reduce(into: [:]) { $0[$1.code, default: 0] += 1 }
  }
}
