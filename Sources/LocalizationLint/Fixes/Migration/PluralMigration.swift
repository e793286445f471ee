import LocalizedStrings
import Plurals
import SourceFiles

/// The fix of `plural-candidate`: a `.strings` entry moved, in every `.lproj`
/// folder of its table, into the table's `.stringsdict` (created when absent)
/// as a plural variable with each category the folder's language uses, every
/// one holding the entry's text as it is, so that nothing anybody sees changes
/// until translators write the other forms.
///
/// ```
/// en.lproj/L.strings       "deleted" = "%d files deleted";         (removed)
/// en.lproj/L.stringsdict   <key>deleted</key>
///                          <dict>
///                            <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
///                            <key>count</key>
///                            <dict>
///                              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
///                              <key>NSStringFormatValueTypeKey</key><string>d</string>
///                              <key>one</key><string>%d files deleted</string>
///                              <key>other</key><string>%d files deleted</string>
///                            </dict>
///                          </dict>
/// ```
///
/// Refused (the finding stays, with a note saying why): a text that prints
/// another argument besides the count, or whose count is not a plain integer
/// conversion, in any language; a table in no `.lproj` folder; a key written
/// twice in a file; a folder or file that is a symbolic link, or lies outside
/// the linted folders; a `.strings` entry spelling an escape Apple's reader
/// (and this package's) reads otherwise than its author surely meant (`\u`,
/// an octal escape above `\177`);
/// a file whose DOCTYPE has an internal subset (Apple rejects the whole
/// file); and any entry whose migration the runtime would print
/// differently. Before anything is written, the entry is formatted by the
/// runtime (``StringTable``) from the files as they are and from the files as
/// they would be, at CLDR's integer samples of each of the language's
/// categories and at the edges of a conversion's length and sign
/// (``numbers(for:)``), in every language: one differing output refuses the entry in
/// every language. Each file written is read again first and must hold the
/// same entries as before, less the moved ones (a `.strings` file) or plus
/// them (a `.stringsdict`). A String Catalog's string becomes a plural
/// variation in its own file (``CatalogMigration``).
struct PluralMigration {
  /// The variable the migrated entry's format key names: `%#@count@`.
  static let variable = "count"

  /// A file a migration reads and writes.
  struct Source {
    /// As the report names it.
    var path: String
    /// Where it is written (its folder's real path and its name, for a file to create).
    var realPath: String
    var identity: FileSystem.FileIdentity?
    /// The file as read; nil for a `.stringsdict` that does not exist yet.
    var text: FixableText?
    /// The entries of a `.strings` or `.stringsdict` file read, by key; empty for another.
    var entries = Entries()
    /// The lines a `.strings` file's suppression comments cover; nil for another file.
    var suppressed: SuppressedLines?
  }

  /// One language's part of a migration.
  struct Move {
    var strings: String
    var stringsdict: String
    /// The `.strings` entry, where ``FixableText/entry(at:)`` finds it.
    var position: SourcePosition
    var text: String
    /// `d`, `lld`, …: the count's conversion without its `%`.
    var valueType: String
    /// The language whose rules the runtime uses for the folder.
    var language: String
  }

  /// A finding's migration: a move for each `.lproj` folder whose `.strings` file has the key.
  struct Plan {
    var finding: LintFinding
    var key: String
    var moves: [Move]
  }

  /// The files written, each with its fixes (a created file: its whole text as one insertion).
  private(set) var files: [FixedFile] = []
  /// `note: not fixed: …` for each finding not migrated.
  private(set) var skipped: [String] = []
  /// `not fixed: …` for each finding not migrated because this user may not write one of its
  /// files (``LintFixes/unwritable``).
  private(set) var unwritable: [String] = []

  /// The migrations of `findings` (`plural-candidate` findings) below `roots` (real paths),
  /// leaving alone the files of `busy` (real paths with findings another fix answers); with
  /// `linted` (the real paths of the files the run read), a table's file the run did not read
  /// (excluded by the configuration, in a hidden folder) refuses the migration. The runtime's
  /// outputs of a round's entries are compared on `threads` (``outputRefusals(_:sources:made:threads:)``).
  ///
  /// - Complexity: O(*m* · *k*) for the *m* moves (an entry in each of its languages) and the
  ///   *k* numbers of ``numbers(for:)`` each is formatted at, plus, in each round (one more
  ///   for each round a plan is refused in), reading and writing each file once: a key's entry
  ///   is looked up (``Entries``), and the runtime reads each file once a round
  ///   (``RuntimeTables``), not once for each entry.
  init(
    findings: [LintFinding], roots: [String], busy: Set<String>, linted: LintReport.FilesRead? = nil,
    threads: Int = 1
  ) {
    var sources: [String: Source?] = [:]
    var facts = PathFacts()
    var plans: [Plan] = []
    // Each entry moves once: a second finding of it (a table with two reference folders) is left.
    var claimed: Set<[String]> = []
    // A catalog is migrated in its own file, apart from the tables of .lproj folders.
    let catalogs = Dictionary(
      grouping: findings.filter { $0.diagnostic.location.file.hasSuffix(".xcstrings") },
      by: \.diagnostic.location.file)
    var catalogFiles: [FixedFile] = []
    for (path, group) in catalogs.sorted(by: { $0.key < $1.key }) {
      let (file, notes, unwritableNotes) = CatalogMigration.migrate(
        path, findings: group, roots: roots, busy: busy, linted: linted, sources: &sources,
        threads: threads)
      if let file { catalogFiles.append(file) }
      skipped += notes
      unwritable += unwritableNotes
    }
    for finding in findings where !finding.diagnostic.location.file.hasSuffix(".xcstrings") {
      do throws(FixRefusal) {
        let plan = try Self.plan(
          finding, roots: roots, busy: busy, linted: linted, sources: &sources, facts: &facts)
        let entries = plan.moves.map { [$0.strings, plan.key] }
        guard claimed.isDisjoint(with: entries) else {
          throw FixRefusal("another finding moves the same entry")
        }
        claimed.formUnion(entries)
        plans.append(plan)
      } catch {
        if error.unwritable {
          unwritable.append(Self.line(finding, error.message))
        } else {
          skipped.append(Self.note(finding, error.message))
        }
      }
    }
    // Files shared by plans are made together; a plan refused drops its files' other plans'
    // edits too, so the loop runs until every plan left is made whole.
    while !plans.isEmpty {
      var made: [String: FixedFile] = [:]
      var refused: [(index: Int, reason: String)] = []
      let byFile = Dictionary(
        grouping: plans.indices.flatMap { index in
          plans[index].moves.flatMap { [($0.strings, index), ($0.stringsdict, index)] }
        }, by: \.0
      ).mapValues { $0.map(\.1) }
      for (path, indices) in byFile.sorted(by: { $0.key < $1.key }) {
        guard let source = sources[path] ?? nil else { continue }
        do {
          made[path] = try Self.edit(source, plans: indices.map { plans[$0] })
        } catch {
          refused += indices.map { ($0, error.message) }
        }
      }
      if refused.isEmpty {
        // Each file read once for the round, not once for each of its entries.
        let refusals = Self.outputRefusals(plans, sources: sources, made: made, threads: threads)
        for (index, reason) in refusals.enumerated() {
          if let reason { refused.append((index, reason)) }
        }
      }
      if refused.isEmpty {
        // Each finding counted once, in its development-language file.
        for plan in plans {
          made[plan.finding.diagnostic.location.file]?.fixedFindings[
            plan.finding.diagnostic.code, default: 0] += 1
          // A .strings file is written only once every .stringsdict file of its migration is,
          // in every language: one not written leaves each language's entry where it was.
          let dicts = plan.moves.compactMap { made[$0.stringsdict]?.realPath }
          for move in plan.moves { made[move.strings]?.after.formUnion(dicts) }
        }
        files = made.values.sorted { $0.path < $1.path }
        break
      }
      var reasons: [Int: String] = [:]
      for (index, reason) in refused where reasons[index] == nil { reasons[index] = reason }
      for (index, reason) in reasons.sorted(by: { $0.key < $1.key }) {
        skipped.append(Self.note(plans[index].finding, reason + "; nothing written"))
      }
      plans = plans.indices.filter { reasons[$0] == nil }.map { plans[$0] }
    }
    files = (files + catalogFiles).sorted { $0.path < $1.path }
  }

  static func note(_ finding: LintFinding, _ reason: String) -> String {
    "note: " + line(finding, reason)
  }

  /// `not fixed: FILE:LINE:COLUMN: reason [code]`.
  static func line(_ finding: LintFinding, _ reason: String) -> String {
    "not fixed: \(finding.diagnostic.location): \(reason) [\(finding.diagnostic.code)]"
  }
}
