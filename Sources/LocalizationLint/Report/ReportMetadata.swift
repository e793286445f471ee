import SourceFiles

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the HTML and JSON reports say about the run they come from: the
/// project, its commit and the day, so that a report mailed or attached to a
/// CI run still tells which version of the texts it describes.
///
/// ```swift
/// var report = Linter.lint(paths: ["App/Resources"])
/// report.metadata = ReportMetadata(project: "Shelves", commit: "3f786850e387…", date: "2026-11-26")
/// report.html()   // <p class="run">Project <strong>Shelves</strong> · commit <code>3f786850e387…</code> · …
/// ```
///
/// `plurals lint` fills it in for `--format html` and `--format json`: the
/// project is the name of the configuration's folder, else of the current
/// one (`--report-project` replaces it); the commit is `--report-commit`,
/// else what the project folder's `.git/HEAD` names (read without running
/// git and without following links); the day is today's in UTC, or
/// `SOURCE_DATE_EPOCH`'s when it is set, so that two runs on the same commit
/// on the same day write the same report.
public struct ReportMetadata: Hashable, Sendable {
  /// The project's name (`swift-plurals`), nil when not known.
  public var project: String?
  /// The commit the texts are at: 40 or 64 hexadecimal digits read from
  /// `.git`, or whatever `--report-commit` gave; nil when not known.
  public var commit: String?
  /// The day of the run, `2026-11-26` (UTC), nil when not known.
  public var date: String?

  public init(project: String? = nil, commit: String? = nil, date: String? = nil) {
    self.project = project
    self.commit = commit
    self.date = date
  }

  /// Whether nothing is known.
  var isEmpty: Bool { project == nil && commit == nil && date == nil }

  /// The known members in order, `project`, `commit`, `date`, with their names.
  var members: [(name: String, value: String)] {
    [("project", project), ("commit", commit), ("date", date)].compactMap { name, value in
      value.map { (name, $0) }
    }
  }

  /// The largest file under `.git` that is read (`HEAD`, a ref, `packed-refs`).
  static let maximumRead = 1 << 20

  /// The commit `repository`'s `.git/HEAD` names: a detached head's object
  /// name, or the object name of the branch it refers to, from
  /// `.git/refs/heads/…` or else `.git/packed-refs`. Read without running
  /// git and without trusting the tree: `.git` must be a folder in
  /// `repository` itself and every file read a regular file, none a
  /// symbolic link (a link to `~/.ssh/…` is not followed), each of at most
  /// ``maximumRead`` bytes; a branch name with `..`, a backslash or a control
  /// character is not looked up; and what is read counts only when it is 40
  /// or 64 hexadecimal digits, so nothing else from the file reaches a
  /// report. Nil otherwise (no repository, a worktree or submodule whose
  /// `.git` is a file, a branch without a commit).
  static func commit(inRepository repository: String) -> String? {
    let git = repository == "/" ? "/.git" : repository + "/.git"
    guard !FileSystem.isSymbolicLink(git), let head = readSmall(git + "/HEAD") else { return nil }
    let line = head.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
    if let object = objectName(line) { return object }
    guard line.hasPrefix("ref: ") else { return nil }
    let reference = String(line.dropFirst(5))
    guard isSafeReference(reference) else { return nil }
    // A loose ref: each folder on the way, and the file, read only where they are.
    var path = git
    for part in reference.split(separator: "/") {
      path += "/" + part
      if FileSystem.isSymbolicLink(path) { return nil }
    }
    if let loose = readSmall(path) {
      return objectName(loose.split(separator: "\n").first.map(String.init) ?? "")
    }
    guard let packed = readSmall(git + "/packed-refs") else { return nil }
    for entry in packed.split(separator: "\n") {
      let parts = entry.split(separator: " ", maxSplits: 1)
      if parts.count == 2, parts[1] == reference, let object = objectName(String(parts[0])) {
        return object
      }
    }
    return nil
  }

  /// `text` when it is an object name: 40 (SHA-1) or 64 (SHA-256) hexadecimal digits, in lowercase.
  static func objectName(_ text: String) -> String? {
    let scalars = text.unicodeScalars
    guard scalars.count == 40 || scalars.count == 64,
      scalars.allSatisfy({ ("0"..."9").contains($0) || ("a"..."f").contains($0) })
    else { return nil }
    return text
  }

  /// Whether `reference` is a name under `refs/` that names a file in `.git` and nothing beyond it.
  static func isSafeReference(_ reference: String) -> Bool {
    reference.hasPrefix("refs/") && !reference.hasSuffix("/") && !reference.contains("//")
      && !reference.split(separator: "/").contains { $0 == ".." || $0 == "." }
      && !reference.unicodeScalars.contains { $0.value < 0x20 || $0 == "\\" || $0.value == 0x7F }
  }

  /// The text of the regular file `path`, not a link, of at most ``maximumRead`` bytes; nil otherwise.
  private static func readSmall(_ path: String) -> String? {
    guard !FileSystem.isSymbolicLink(path),
      let bytes = try? FileSystem.contents(of: path, maximumSize: maximumRead)
    else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The day `secondsSince1970` falls on in UTC, `2026-11-26` (the civil calendar, proleptic
  /// Gregorian before 1582).
  static func day(secondsSince1970 seconds: Int) -> String {
    // Days since 1970-01-01, then Howard Hinnant's civil-from-days.
    let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(year)-\(two(month))-\(two(day))"
  }

  /// Today in UTC, or the day of `SOURCE_DATE_EPOCH` (seconds since 1970) when it holds a number.
  static func today() -> String {
    if let epoch = FileSystem.environment("SOURCE_DATE_EPOCH").flatMap({ Int($0) }) {
      return day(secondsSince1970: epoch)
    }
    return day(secondsSince1970: Int(Date().timeIntervalSince1970.rounded(.down)))
  }

  /// The metadata of a run in `directory` (the project's folder): its name unless
  /// `project` is given, the commit unless `commit` is given, today.
  static func of(directory: String, project: String?, commit: String?) -> ReportMetadata {
    let full = FileSystem.realPath(directory) ?? directory
    let name = full.split(separator: "/").last.map(String.init)
    return ReportMetadata(
      project: project ?? name, commit: commit ?? Self.commit(inRepository: full), date: today())
  }
}
