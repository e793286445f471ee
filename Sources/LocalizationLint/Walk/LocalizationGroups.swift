import LocalizedStrings
import SourceFiles

/// The table files of a lint run by table (`<root>/<lang>.lproj/<name>`), each table's
/// reference chosen by ``DevelopmentLocalization`` from the folders' names before any file
/// is read, with the findings the names alone give: a folder that is no localization
/// (`unknown-localization`), a second folder for the development language
/// (`ambiguous-development-language`), and a development language that no table has
/// (`unmatched-development-language`).
struct LocalizationGroups {
  /// What a table file is to the comparison of languages.
  enum Role: Equatable {
    /// The development language's file of its table, or a file in no `.lproj` folder.
    case reference
    /// Compared with its table's reference, when the table has one.
    case translation
    /// In a folder whose name is no localization: checked alone, compared with nothing.
    case alone
  }

  /// A table file in a folder that is a localization (a language or `Base`).
  struct Member {
    let path: String
    /// The folder's name without `.lproj`, as written.
    let folder: String
    let name: LocalizationName
  }

  let rule: DevelopmentLocalization
  /// The members of each table, by `<root>/<file name>`, in the order of their paths.
  private(set) var groups: [String: [Member]] = [:]
  /// The path of each table's reference, for the tables that have one.
  private(set) var references: [String: String] = [:]
  /// What the folders' names alone show, at the first line of each file concerned.
  private(set) var findings: [LintFinding] = []
  private var names: [String: LocalizationName] = [:]

  /// The groups of `files` (table files; catalogs are not grouped).
  ///
  /// - Complexity: O(*n* log *n*) in the number of files.
  init(files: [String], developmentLanguage: String) {
    rule = DevelopmentLocalization(developmentLanguage)
    var outside: [String] = []
    for file in files.sorted() {
      guard let folder = StringTable.localization(ofPath: file) else {
        if LocalizationFileKind(path: file) == .stringsdict { outside.append(file) }
        continue
      }
      let name = LocalizationName(folder)
      names[file] = name
      guard name != .unknown else {
        findings.append(unknown(file, folder: folder))
        continue
      }
      groups[Self.key(of: file), default: []].append(Member(path: file, folder: folder, name: name))
    }
    // Beside .lproj folders (in the folder that holds them), a .stringsdict in none has no
    // language of its own.
    let localized = Set(names.keys.map { Self.folder(of: Self.folder(of: $0)) })
    findings += outside.filter { localized.contains(Self.folder(of: $0)) }.map(unlocalized)
    for (key, members) in groups {
      guard let index = rule.choose(members.map { ($0.folder, $0.name) }) else { continue }
      let chosen = members[index]
      references[key] = chosen.path
      for member in members where member.path != chosen.path && rule.rivals(member.name, chosen: chosen.name)
      {
        findings.append(ambiguous(member, chosen: chosen))
      }
    }
  }

  /// The group of a file in a `.lproj` folder: its table in its folder of localizations.
  static func key(of file: String) -> String {
    let parts = file.split(separator: "/", omittingEmptySubsequences: false)
    return parts.dropLast(2).joined(separator: "/") + "/" + parts.last!
  }

  /// The folder `path` is in (`""` for a name alone).
  static func folder(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
  }

  /// What `file` is to the comparison of languages.
  func role(of file: String) -> Role {
    guard let name = names[file] else { return .reference }
    if name == .unknown { return .alone }
    return references[Self.key(of: file)] == file ? .reference : .translation
  }

  /// The language a file is checked in: its folder's tag, else the development language.
  func language(of file: String) -> String {
    names[file]?.tag?.identifier ?? rule.language
  }

  /// Whether `file` is compared with the other languages of its table.
  func isGrouped(_ file: String) -> Bool {
    names[file].map { $0 != .unknown } ?? false
  }

  /// `unmatched-development-language` when a table of several languages has no reference
  /// and the development language stands for no folder of any table nor for the source
  /// language of any catalog: the comparisons of languages were skipped for a language
  /// that is likely misspelled (`en_UK`, `eng`), not for a table whose keys are its text.
  func unmatched(catalogSourceLanguages: [String]) -> LintFinding? {
    guard references.isEmpty,
      !catalogSourceLanguages.contains(where: { rule.rank(LocalizationName($0)) != nil }),
      let skipped = groups.filter({ $0.value.count > 1 }).min(by: { $0.key < $1.key })?.value
    else { return nil }
    let found = Set(groups.values.joined().map(\.folder)).union(catalogSourceLanguages).sorted()
    let listed = found.prefix(Self.listedNames).map(Self.shown).joined(separator: ", ")
    let more = found.count > Self.listedNames ? " and \(found.count - Self.listedNames) more" : ""
    return LintFinding(
      EntryChecks.unmatchedDevelopmentLanguage(
        Self.shown(rule.language), found: listed + more,
        at: SourceLocation(file: skipped[0].path, line: 1, column: 1)),
      subject: .init(table: DiagnosticSubject.table(ofPath: skipped[0].path)))
  }

  /// How many localizations a message names before it counts the rest.
  static let listedNames = 20

  func unknown(_ file: String, folder: String) -> LintFinding {
    return LintFinding(
      EntryChecks.unknownLocalization(
        folder: Self.shown(folder), rules: Self.shown(rule.language),
        at: SourceLocation(file: file, line: 1, column: 1)),
      subject: .init(table: DiagnosticSubject.table(ofPath: file)))
  }

  /// `unknown-localization` for a `.stringsdict` in no `.lproj` folder, in a run that has some.
  func unlocalized(_ file: String) -> LintFinding {
    return LintFinding(
      EntryChecks.unknownLocalization(
        folder: nil, rules: Self.shown(rule.language), at: SourceLocation(file: file, line: 1, column: 1)),
      subject: .init(table: DiagnosticSubject.table(ofPath: file)))
  }

  func ambiguous(_ member: Member, chosen: Member) -> LintFinding {
    return LintFinding(
      EntryChecks.ambiguousDevelopmentLanguage(
        folder: Self.shown(member.folder), reference: Self.shown(chosen.folder),
        language: Self.shown(rule.language),
        at: SourceLocation(file: member.path, line: 1, column: 1)),
      subject: .init(
        table: DiagnosticSubject.table(ofPath: member.path), language: member.name.tag?.identifier))
  }

  /// A name from the file system or the configuration as a message shows it: control
  /// characters, line breaks and bidirectional controls escaped (`\n`, `\u{2028}`:
  /// ``PrintableText``), so that a finding stays one line.
  static func shown(_ name: String) -> String { PrintableText.escaped(name) }
}
