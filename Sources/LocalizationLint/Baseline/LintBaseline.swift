import LocalizedStrings
import SourceFiles

/// The findings of one run, recorded so that later runs report only new
/// ones: how a team adopts the linter in a codebase that already has defects.
///
/// ```swift
/// try LintBaseline(report, relativeTo: ".").write(to: "lint-baseline.json")
/// let fresh = try LintBaseline(contentsOf: "lint-baseline.json").newFindings(in: Linter.lint(paths: ["."]))
/// ```
///
/// A finding is recorded by its file (relative to the baseline's folder),
/// table, key, language and code; by its message too when it has no key.
/// None of these is a line number, so findings stay matched when lines
/// move. A baseline counts: two findings alike are both recorded, and a
/// third one alike is new.
///
/// The file is JSON in UTF-8, sorted and one finding to a line, so that it
/// diffs well:
/// `{"version":1,"findings":[{"file":…,"table":…,"key":…,"language":…,"code":…}]}`.
/// Every string round-trips, whatever characters it holds: control
/// characters, C1 controls and U+2028/U+2029 are written as `\u` escapes,
/// everything else as it is. It is read back by the strict JSON reader of
/// String Catalogs (``init(contentsOf:)``): up to `maximumFileSize`
/// bytes, with memory in proportion to the file, and anything but this shape
/// refused at its line and column. ``write(to:)`` replaces the file
/// atomically and never writes through a symbolic link.
public struct LintBaseline: Sendable {
  /// One recorded finding.
  public struct Entry: Hashable, Sendable, Comparable {
    public var file: String
    public var table: String?
    public var key: String?
    public var language: String?
    public var code: String
    /// Only for findings without a key, to tell them apart.
    public var message: String?

    /// A finding recorded by its file (relative to the baseline's folder),
    /// table, key, language and code (and message, for one without a key).
    public init(
      file: String, table: String? = nil, key: String? = nil, language: String? = nil, code: String,
      message: String? = nil
    ) {
      self.file = file
      self.table = table
      self.key = key
      self.language = language
      self.code = code
      self.message = message
    }

    public static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.file, lhs.table ?? "", lhs.key ?? "", lhs.language ?? "", lhs.code, lhs.message ?? "") < (
        rhs.file, rhs.table ?? "", rhs.key ?? "", rhs.language ?? "", rhs.code, rhs.message ?? ""
      )
    }
  }

  /// The format written; a file of another version is refused.
  package static let version = 1

  /// The findings recorded, sorted.
  public var entries: [Entry]
  /// The folder file paths are relative to.
  package var folder: String

  /// The findings of `report`, with paths relative to `folder` (the baseline file's).
  public init(_ report: LintReport, relativeTo folder: String) {
    self.folder = folder
    let paths = ProjectPaths(base: folder)
    entries = report.findings.map { Self.entry($0, paths) }.sorted()
  }

  /// The folder of a file path (`.` for a bare name).
  package static func folder(of path: String) -> String {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    if parts.isEmpty { return "." }
    let joined = parts.joined(separator: "/")
    return joined.isEmpty ? "/" : joined
  }

  /// The baseline as JSON text, one finding per line: in its strings,
  /// control characters, C1 controls and U+2028/U+2029 are `\u` escapes
  /// (line feed, carriage return and tab `\n`, `\r`, `\t`), so no value
  /// breaks a line or hides a control character.
  package var json: String {
    var text = "{\n  \"version\": \(Self.version),\n  \"findings\": ["
    for (index, entry) in entries.enumerated() {
      var members: [(key: String, value: JSONText)] = [("file", .string(entry.file))]
      if let table = entry.table { members.append(("table", .string(table))) }
      if let key = entry.key { members.append(("key", .string(key))) }
      if let language = entry.language { members.append(("language", .string(language))) }
      members.append(("code", .string(entry.code)))
      if let message = entry.message { members.append(("message", .string(message))) }
      text += (index == 0 ? "\n    " : ",\n    ") + JSONText.object(members).rendered()
    }
    return text + (entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
  }

  /// Writes `json` to `path` whole or not at all, never through a link:
  /// into a new file next to it, renamed over it. A symbolic link at `path`
  /// is replaced by the baseline, its target left untouched (a pull request
  /// that commits `lint-baseline.json` as a link to `~/.bashrc` gets a
  /// baseline in place of the link, and `~/.bashrc` as it was).
  ///
  /// - Throws: `SourceError` of kind `fileAccess`, with the system's reason.
  public func write(to path: String) throws(SourceError) {
    try FileSystem.replace(path, with: json)
  }

  /// `report` without the findings this baseline records (each entry matches one finding).
  ///
  /// - Complexity: O(*n* + *m*) for *n* entries and *m* findings, with
  ///   memory in proportion to the report, not to the baseline.
  public func newFindings(in report: LintReport) -> LintReport {
    let paths = ProjectPaths(base: folder)
    let found = report.findings.map { Self.entry($0, paths) }
    // How many times the baseline records each entry the report has.
    var remaining: [Entry: Int] = [:]
    for entry in found { remaining[entry] = 0 }
    for entry in entries { remaining[entry]? += 1 }
    var result = report
    result.findings = zip(report.findings, found).compactMap { finding, entry in
      guard let count = remaining[entry], count > 0 else { return finding }
      remaining[entry] = count - 1
      return nil
    }
    return result
  }

  private static func entry(_ finding: LintFinding, _ paths: ProjectPaths) -> Entry {
    let subject = finding.subject
    return Entry(
      file: paths.relative(finding.diagnostic.location.file), table: subject?.table, key: subject?.key,
      language: subject?.language, code: finding.diagnostic.code.rawValue,
      message: subject?.key == nil ? finding.diagnostic.message : nil)
  }
}
