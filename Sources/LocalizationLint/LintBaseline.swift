import LocalizedStrings
import SourceFiles
import Yams

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
/// third one alike is new. The file is JSON, sorted, so that it diffs well:
/// `{"version":1,"findings":[{"file":…,"table":…,"key":…,"language":…,"code":…}]}`.
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

    public static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.file, lhs.table ?? "", lhs.key ?? "", lhs.language ?? "", lhs.code, lhs.message ?? "") < (
        rhs.file, rhs.table ?? "", rhs.key ?? "", rhs.language ?? "", rhs.code, rhs.message ?? ""
      )
    }
  }

  /// The format written; a file of another version is refused.
  public static let version = 1

  /// The findings recorded, sorted.
  public var entries: [Entry]
  /// The folder file paths are relative to.
  public var folder: String

  /// The findings of `report`, with paths relative to `folder` (the baseline file's).
  public init(_ report: LintReport, relativeTo folder: String) {
    self.folder = folder
    let paths = ProjectPaths(base: folder)
    entries = report.findings.map { Self.entry($0, paths) }.sorted()
  }

  /// Reads a baseline file.
  ///
  /// - Throws: `SourceError` with the place of the problem: a file that
  ///   cannot be read, JSON that does not parse, a member missing or unknown.
  public init(contentsOf path: String) throws(SourceError) {
    let start = SourceLocation(file: path, line: 1, column: 1)
    guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)),
      let text = String(validating: Array(data), as: UTF8.self)
    else { throw SourceError(.fileAccess, "cannot read the baseline file", at: start) }
    let reader = ConfigurationReader(file: path)
    let root = try reader.root(text)
    guard let root, let object = root.mapping, let version = object["version"],
      let findings = object["findings"]
    else {
      throw SourceError(
        .invalidContent, "not a baseline: expected {\"version\": 1, \"findings\": […]}", at: start)
    }
    guard (try reader.string(version)) == String(Self.version) else {
      throw reader.error("baseline version \(version.string ?? "?") is not \(Self.version)", at: version)
    }
    guard let items = findings.sequence else { throw reader.error("findings must be a list", at: findings) }
    var entries: [Entry] = []
    for item in items {
      guard let members = item.mapping else { throw reader.error("a finding must be an object", at: item) }
      var fields: [String: String] = [:]
      for (key, value) in members {
        let name = try reader.string(key)
        guard ["file", "table", "key", "language", "code", "message"].contains(name) else {
          throw reader.error("unknown member '\(name)' of a finding", at: key)
        }
        fields[name] = try reader.string(value)
      }
      guard let file = fields["file"], let code = fields["code"] else {
        throw reader.error("a finding needs a file and a code", at: item)
      }
      entries.append(
        Entry(
          file: file, table: fields["table"], key: fields["key"], language: fields["language"], code: code,
          message: fields["message"]))
    }
    self.entries = entries.sorted()
    self.folder = Self.folder(of: path)
  }

  /// The folder of a file path (`.` for a bare name).
  public static func folder(of path: String) -> String {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    if parts.isEmpty { return "." }
    let joined = parts.joined(separator: "/")
    return joined.isEmpty ? "/" : joined
  }

  /// The baseline as JSON text, one finding per line.
  public var json: String {
    let items = entries.map { entry in
      var members: [(key: String, value: JSONText)] = [("file", .string(entry.file))]
      if let table = entry.table { members.append(("table", .string(table))) }
      if let key = entry.key { members.append(("key", .string(key))) }
      if let language = entry.language { members.append(("language", .string(language))) }
      members.append(("code", .string(entry.code)))
      if let message = entry.message { members.append(("message", .string(message))) }
      return "    " + JSONText.object(members).rendered()
    }
    let list = items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n  ]"
    return "{\n  \"version\": \(Self.version),\n  \"findings\": \(list)\n}\n"
  }

  /// Writes ``json`` to `path`.
  public func write(to path: String) throws(SourceError) {
    do {
      try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      throw SourceError(.fileAccess, "cannot write the baseline file", file: path)
    }
  }

  /// `report` without the findings this baseline records (each entry matches one finding).
  public func newFindings(in report: LintReport) -> LintReport {
    var remaining: [Entry: Int] = [:]
    for entry in entries { remaining[entry, default: 0] += 1 }
    let paths = ProjectPaths(base: folder)
    var result = report
    result.findings = report.findings.filter { finding in
      let entry = Self.entry(finding, paths)
      guard let count = remaining[entry], count > 0 else { return true }
      remaining[entry] = count - 1
      return false
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
