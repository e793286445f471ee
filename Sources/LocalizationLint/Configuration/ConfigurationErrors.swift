import SourceFiles

/// Every problem found in a configuration file, in the order of the file, so
/// that one run shows them all (`plurals lint` prints each as
/// `file:line:column: error: …` and exits with status 78).
///
/// ```swift
/// do {
///   _ = try LintConfiguration(checkingContentsOf: ".plurals-lint.yml")
/// } catch {
///   for problem in error.errors { print(problem) }  // .plurals-lint.yml:3:5: unknown rule 'misisng-key'; …
/// }
/// ```
public struct ConfigurationErrors: Error, Sendable, CustomStringConvertible {
  /// The most problems kept: a hostile file of a million bad values is
  /// reported by its first ones and a count of the rest.
  package static let maximumCount = 100

  /// The problems, at most `maximumCount`, in the order they were found.
  public private(set) var errors: [SourceError] = []
  /// How many problems were found past `maximumCount` and not kept.
  package private(set) var omitted = 0

  /// No problem yet.
  package init() {}

  /// One problem.
  package init(_ error: SourceError) {
    errors = [error]
  }

  /// Whether no problem was found (one is thrown only with a problem).
  package var isEmpty: Bool { errors.isEmpty }

  /// Adds a problem (counted only, past `maximumCount`).
  package mutating func append(_ error: SourceError) {
    if errors.count < Self.maximumCount { errors.append(error) } else { omitted += 1 }
  }

  /// The value `read` returns, or nil with its error added.
  mutating func collect<T>(_ read: () throws(SourceError) -> T) -> T? {
    do {
      return try read()
    } catch {
      append(error)
      return nil
    }
  }

  /// The lines to print: `file:line:column: error: message` for each
  /// problem, and one for those past `maximumCount`; a message quotes a
  /// value as the file writes it, so each line is made printable
  /// (`PrintableText`: control and bidirectional characters escaped).
  package var messages: [String] {
    var lines = errors.map { "\($0.location): error: \(PrintableText.escaped($0.message))" }
    if omitted > 0, let file = errors.first?.location.file {
      lines.append("\(PrintableText.escaped(file)): error: \(omitted) more problems not shown")
    }
    return lines
  }

  /// The lines to print, one per line: `file:line:column: error: message` for each
  /// problem kept, and one that counts those past them; each made printable
  /// (`PrintableText`: control and bidirectional characters escaped).
  public var description: String { messages.joined(separator: "\n") }
}
