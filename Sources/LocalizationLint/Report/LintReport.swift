import LocalizedStrings
import SourceFiles

/// What a lint run found.
public struct LintReport: Sendable {
  /// Every finding: a diagnostic with what it is about, sorted by file, line and column.
  public var findings: [LintFinding]
  /// How many localization files were read.
  public var filesChecked: Int
  /// Paths that could not be read at all, with the reason (the run is incomplete).
  public var unreadable: [UnreadablePath]
  /// The paths of ``unreadable`` (set: paths without a reason).
  package var unreadablePaths: [String] {
    get { unreadable.map(\.path) }
    set { unreadable = newValue.map { UnreadablePath(path: $0, reason: "") } }
  }
  /// How many localization files and folders the configuration's `excluded` left out.
  public var filesExcluded = 0
  /// The project, commit and day the HTML report's header and the JSON report's
  /// `metadata` name; nil (the default) leaves them out. `plurals lint` sets it.
  public var metadata: ReportMetadata?
  /// The localization files the run read, by real path, each with its identity just before
  /// it was read (nil where the system gives none; ``Linter`` sets them); nil for a report
  /// made elsewhere. `--fix` moves a `plural-candidate` entry only across files read (a
  /// sibling `.lproj` folder the configuration excludes, or a hidden one, is never written),
  /// and rewrites a file only while it is as it was then, since its findings' places are
  /// the places of those bytes.
  package var filesRead: FilesRead?

  /// What `plurals lint --sources` read of the Swift code, nil without it.
  package var code: CodeSummary?

  /// The Swift code a run checked against its tables: how much of it the checks reached.
  package struct CodeSummary: Sendable, Equatable {
    /// The Swift files read.
    package var files: Int
    /// The calls whose key (and table) the code writes as literals: the ones checked.
    package var callSites: Int
    /// The calls with a key or table the code computes, not checked.
    package var unresolved: Int
    /// The calls whose table no file of the run holds (another package's, say), not checked.
    package var tablesNotRead: Int
    /// The calls whose key their table lacks but which users see as written (a key that reads as
    /// text, a default text): the development language's text, untranslated in the others.
    package var shownAsWritten: Int
    /// The Swift files that could not be read.
    package var unreadable: [SourceError]

    /// One line for standard error: `read 12 Swift files: 40 calls with a literal key; not
    /// checked: 3 with a key or table the code computes, 1 whose table was not linted; 2 keys
    /// not in their tables shown as written (text, or a default)`.
    package var summary: String {
      func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
      var line = "read \(counted(files, "Swift file")): \(counted(callSites, "call")) with a literal key"
      var skipped: [String] = []
      if unresolved > 0 { skipped.append("\(unresolved) with a key or table the code computes") }
      if tablesNotRead > 0 { skipped.append("\(tablesNotRead) whose table was not linted") }
      if !skipped.isEmpty { line += "; not checked: " + skipped.joined(separator: ", ") }
      if shownAsWritten > 0 {
        line +=
          "; \(counted(shownAsWritten, "key")) not in \(shownAsWritten == 1 ? "its table" : "their tables") shown as written (text, or a default)"
      }
      if !unreadable.isEmpty { line += "; \(counted(unreadable.count, "file")) could not be read" }
      return line
    }
  }

  /// Files by real path, each with its identity before it was read.
  package typealias FilesRead = [String: FileSystem.FileIdentity?]

  /// A report of diagnostics found elsewhere (merged runs, say), to write in any of the formats.
  package init(diagnostics: [LocalizationDiagnostic], filesChecked: Int, unreadablePaths: [String] = []) {
    self.init(
      findings: diagnostics.map { LintFinding($0) }, filesChecked: filesChecked,
      unreadablePaths: unreadablePaths)
  }

  /// A report of findings, whose subjects the configuration, suppressions and baselines match.
  package init(findings: [LintFinding], filesChecked: Int, unreadablePaths: [String] = []) {
    self.findings = findings
    self.filesChecked = filesChecked
    self.unreadable = unreadablePaths.map { UnreadablePath(path: $0, reason: "") }
  }

  /// Every diagnostic, sorted by file, line and column (setting them forgets their subjects).
  public var diagnostics: [LocalizationDiagnostic] {
    get { findings.map(\.diagnostic) }
    set { findings = newValue.map { LintFinding($0) } }
  }

  /// How many diagnostics have `severity`.
  package func count(_ severity: LocalizationDiagnostic.Severity) -> Int {
    findings.filter { $0.diagnostic.severity == severity }.count
  }

  /// Leaves the notes out (`--quiet`): the report and its summary then count errors and warnings only.
  package mutating func removeNotes() {
    findings.removeAll { $0.diagnostic.severity == .note }
  }

  /// How many diagnostics each code has, for a summary.
  package var countsByCode: [DiagnosticCode: Int] {
    findings.reduce(into: [:]) { $0[$1.diagnostic.code, default: 0] += 1 }
  }
}

/// A path that a lint run could not check, and why: one that cannot be read, a
/// symbolic link to nothing or out of the linted folders, a file that is not a
/// regular file. Its contents are never quoted.
public struct UnreadablePath: Hashable, Sendable {
  public var path: String
  /// Why, in words: "a symbolic link that leads outside the linted folders (not followed)"
  /// (empty when not known).
  public var reason: String

  package init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// "cannot read PATH: REASON", as every report prints it, with control characters
  /// in the path escaped (`PrintableText`: a hostile name cannot start a line of output).
  public var message: String {
    let shown = PrintableText.escaped(path)
    return reason.isEmpty ? "cannot read \(shown)" : "cannot read \(shown): \(reason)"
  }
}

/// A diagnostic and what it is about.
public struct LintFinding: Hashable, Sendable {
  public var diagnostic: LocalizationDiagnostic
  /// The table, key and language, where the linter knows them.
  public var subject: DiagnosticSubject?
  /// The entry's texts as the file writes them (a format with its variants,
  /// one a line), where the finding is about one entry of one language; for
  /// a missing key, the reference language's text, which is to be
  /// translated. What the HTML report shows a translator.
  public var text: String?
  /// The development language's entry the finding compares with (an
  /// argument-mismatch, a variable-mismatch, a missing key: where the key
  /// is), when the HTML report is written; nil otherwise.
  public var reference: ReferenceEntry?
  /// Of a `duplicate-key` or `identical-duplicate-key` finding, when the HTML
  /// report is written: the key's copies, each with its place and value (the
  /// first, the one before this one when that is another, and this one), as
  /// readers keep only one; a catalog's as JSON text. Empty otherwise.
  public var copies: [KeyCopy] = []

  package init(
    _ diagnostic: LocalizationDiagnostic, subject: DiagnosticSubject? = nil, text: String? = nil,
    reference: ReferenceEntry? = nil
  ) {
    self.diagnostic = diagnostic
    self.subject = subject
    self.text = text
    self.reference = reference
  }
}

/// One copy of a key that a file writes more than once: where it is and its value as written.
public struct KeyCopy: Hashable, Sendable {
  /// Where the copy is (a `.strings` file's value, a `.stringsdict` key).
  public var location: SourceLocation
  /// The copy's value: a string as written, a dictionary's entries one a line (`key: value`),
  /// a catalog member's JSON text as written (its first 4 KiB).
  public var text: String

  package init(location: SourceLocation, text: String) {
    self.location = location
    self.text = text
  }
}

/// The reference language's entry of a key, as a finding that compares a
/// translation with it shows it: its language, its place and its text as written.
public struct ReferenceEntry: Hashable, Sendable {
  /// The reference language as the file or catalog writes it (`en`, `Base`).
  public var language: String
  /// Where the key is in the reference's file (its entry's first line).
  public var location: SourceLocation
  /// The entry as the file writes it (``LintFinding/text``'s form).
  public var text: String

  package init(language: String, location: SourceLocation, text: String) {
    self.language = language
    self.location = location
    self.text = text
  }
}

/// What a diagnostic is about beyond its place in a file, which does not
/// change when lines move: what the configuration's overrides, the
/// suppression comments and the baseline match.
public struct DiagnosticSubject: Hashable, Sendable {
  /// The table: the file's name without its extension (`Localizable`, a catalog's `Shelves`).
  public var table: String
  /// The entry's key, nil for a problem of the whole file.
  public var key: String?
  /// The language as the file or catalog writes it (`pl`, `pt-BR`), nil where it is not known.
  public var language: String?

  package init(table: String, key: String? = nil, language: String? = nil) {
    self.table = table
    self.key = key
    self.language = language
  }

  /// The table of a file: its name without the folders and the extension.
  static func table(ofPath path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }
}
