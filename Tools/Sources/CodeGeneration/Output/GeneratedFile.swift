import CLDRData

/// A file the generator writes, relative to the package root.
public struct GeneratedFile: Equatable, Sendable {
  public var relativePath: String
  public var contents: String
}

/// Everything that stops generation, each with its `file:line:column`.
public struct GeneratorFailure: Error, Sendable, CustomStringConvertible {
  public var diagnostics: [CLDRDataError]

  public init(diagnostics: [CLDRDataError]) {
    self.diagnostics = diagnostics
  }

  public var description: String {
    diagnostics.map { "\($0.location): error: \($0.message)" }.joined(separator: "\n")
  }
}
