import LocalizedStrings
import Localization
import Plurals
import SourceFiles
internal import InternalUtilities

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A CLDR-aware checker for `.stringsdict`, `.strings` and `.xcstrings` files.
///
/// ```swift
/// let report = Linter.lint(paths: ["App/Resources"])
/// for diagnostic in report.diagnostics { print(diagnostic) }   // path:line:column: error: … [code]
/// ```
///
/// The language of a file comes from its `<language>.lproj` folder, read the
/// way bundles read it (`pt_BR`, `zh-hans`, legacy `Russian`; `Base.lproj`
/// counts as `developmentLanguage`), a catalog's from its localizations. The
/// files of one table in several languages are compared with the development
/// language's (one folder, chosen by one rule: `DevelopmentLocalization`), and
/// a catalog's translations with its source language; a folder whose name is
/// no localization (`en copy.lproj`) is checked alone. Every code is in
/// `DiagnosticCode`, with its severity.
public enum Linter {
  /// Checks every localization file below `paths` that `configuration` does
  /// not exclude, honouring suppression comments in the files, and reports
  /// what the configuration keeps, at the severities it gives. The default
  /// configuration checks everything with English as the development language;
  /// another one is a value away:
  ///
  /// ```swift
  /// var configuration = LintConfiguration()
  /// configuration.developmentLanguage = "de"
  /// let report = Linter.lint(paths: ["App/Resources"], configuration: configuration)
  /// ```
  ///
  /// - Complexity: O(*n*) in the size of the files.
  public static func lint(paths: [String], configuration: LintConfiguration = LintConfiguration())
    -> LintReport
  {
    lint(paths: paths, configuration: configuration, writingTexts: true)
  }

  /// ``lint(paths:configuration:)``, whose findings have their entry's ``LintFinding/text``
  /// only with `writingTexts`: only the HTML report shows it, and writing out every entry
  /// with findings again was a few percent of a large file's lint.
  ///
  /// `entryThreads`, for tests: 1 checks the entries on the calling thread alone; more
  /// splits a large table's entries into up to 4 ranges per thread, which Dispatch runs
  /// on as many threads as there are active processors (nil: ``defaultEntryThreads``).
  ///
  /// `code`: the call sites of Swift code (`plurals lint --sources`), checked against the
  /// tables read (``CallSiteChecks``); their files' suppression comments are read too.
  package static func lint(
    paths: [String], configuration: LintConfiguration, writingTexts: Bool, entryThreads: Int? = nil,
    code: CodeReferences? = nil
  ) -> LintReport {
    let developmentLanguage = configuration.developmentLanguage
    let base = ProjectPaths(base: configuration.baseDirectory)
    // Excluded folders are not entered; a path given that is excluded itself is left out here.
    var walker = FileWalker(excludes: { configuration.excludes(relativePath: base.relative($0)) })
    walker.collect(roots: paths)
    let files = walker.files.filter { !configuration.excludes(relativePath: base.relative($0)) }
    let unreadable = walker.unreadable.filter {
      !configuration.excludes(relativePath: base.relative($0.path))
    }
    var findings: [LintFinding] = []
    var groups: [String: [TableFile]] = [:]
    var entryPlaces: [String: EntryPlaces] = [:]
    // The entries of each file read, for the texts of the findings kept.
    var tables: [String: StringTable] = [:]
    var catalogs: [String: StringCatalog] = [:]
    // Table files whose bytes hold no suppression comment.
    var withoutMarker = Set<String>()
    // Each table file's language, for the findings of its review markers.
    var languages: [String: String] = [:]
    // Each table's reference is chosen from the folders' names before any file is read.
    let localizations = LocalizationGroups(
      files: files.filter { LocalizationFileKind(path: $0) != .catalog },
      developmentLanguage: developmentLanguage)
    findings += localizations.findings
    // Each file as it was before it was read, by real path: `--fix` refuses one written since.
    var filesRead = LintReport.FilesRead()
    for file in files.sorted() {
      if let real = FileSystem.realPath(file) { filesRead[real] = .some(FileSystem.identity(of: file)) }
      if LocalizationFileKind(path: file) == .catalog {
        let (catalogFindings, catalog) = lintCatalog(file, writingTexts: writingTexts)
        findings += catalogFindings
        catalogs[file] = catalog
        continue
      }
      let language = localizations.language(of: file)
      languages[file] = language
      let name = DiagnosticSubject.table(ofPath: file)
      let table: StringTable
      do {
        // Read here rather than by StringTable(contentsOf:): the bytes tell, in one scan,
        // whether the file has suppressions, so that Suppressions need not read it again.
        let kind = try LocalizationFileKind.table(file)
        let bytes = try FileSystem.contents(of: file)
        if Suppressions.lacksMarker(bytes) { withoutMarker.insert(file) }
        // A .strings file may be an XML property list too (Apple's reader takes either).
        if kind != .catalog, let rejected = InternalDTDSubset.diagnostic(bytes, path: file) {
          findings.append(LintFinding(rejected, subject: .init(table: name, language: language)))
        }
        if kind == .strings {
          findings += MisreadEscapes.findings(
            bytes, path: file, subject: .init(table: name, language: language))
        }
        table = try StringTable(
          findingRepeatedKeys: consume bytes, path: file, kind: kind, language: language)
      } catch {
        findings.append(
          LintFinding(
            EntryChecks.parseError(error),
            subject: .init(table: name, language: language)))
        continue
      }
      let context = TableContext(
        table: table, catalogLanguage: nil, isReference: localizations.role(of: file) == .reference)
      let (starts, entryFindings) = checkEntries(
        of: table, context: context, subject: .init(table: name, language: language),
        writingTexts: writingTexts, threads: entryThreads ?? defaultEntryThreads)
      let keyOf = EntryPlaces(starts)
      entryPlaces[file] = keyOf
      tables[file] = table
      findings += table.diagnostics.map {
        LintFinding(
          $0, subject: .init(table: name, key: $0.entryKey ?? keyOf[$0.location], language: language))
      }
      findings += entryFindings
      // Files of one table in several languages: <root>/<lang>.lproj/<name>.
      if localizations.isGrouped(file) {
        groups[LocalizationGroups.key(of: file), default: []].append(
          TableFile(language: language, table: table))
      }
    }
    // Each translation's reference file, for the development language's text beside its findings.
    var referenceOf: [String: TableFile] = [:]
    for (key, group) in groups where group.count > 1 {
      // A table whose reference did not read is not compared: its parse error says why.
      guard let reference = group.first(where: { $0.table.path == localizations.references[key] }) else {
        continue
      }
      findings += LanguageComparison.compare(group, reference: reference, writingTexts: writingTexts)
      if writingTexts {
        for file in group where file.table.path != reference.table.path {
          referenceOf[file.table.path] = reference
        }
      }
    }
    findings += PluralCandidateSearch.check(tables: tables, localizations: localizations)
    var callSites: CallSiteChecks.Outcome?
    if let code {
      let index = CallSiteChecks.Tables(
        tables: tables, catalogs: catalogs,
        reference: { localizations.role(of: $0) == .reference || languages[$0] == developmentLanguage },
        language: { languages[$0] ?? developmentLanguage })
      let outcome = CallSiteChecks.check(code, tables: index)
      findings += outcome.findings
      callSites = outcome
      if configuration.unusedKeys != nil {
        findings += CallSiteChecks.unusedKeys(
          used: outcome.used,
          places: CallSiteChecks.keyPlaces(
            of: Set(outcome.used.keys), tables: tables, catalogs: catalogs, entryPlaces: entryPlaces,
            isReference: { localizations.role(of: $0) == .reference || languages[$0] == developmentLanguage }),
          ignored: configuration.ignoresUnusedKey)
      }
    }
    if let unmatched = localizations.unmatched(catalogSourceLanguages: catalogs.values.map(\.sourceLanguage))
    {
      findings.append(unmatched)
    }
    // One problem is reported once, however many checks saw it, on one line.
    findings = FindingMerge.merged(findings)
    findings = Suppressions.apply(
      to: findings, files: files, entries: entryPlaces, withoutMarker: withoutMarker, languages: languages,
      swiftFiles: code?.files ?? [])
    findings = configuration.apply(to: findings, relativePath: base.relative)
    // Each entry's text once, however many findings it has: by file, then by key (a table
    // file has one language; a catalog's key is made with the language).
    var texts: [String: [String: String?]] = [:]
    for index in findings.indices where writingTexts && findings[index].text == nil {
      guard let subject = findings[index].subject, let key = subject.key else { continue }
      let file = findings[index].diagnostic.location.file
      let cacheKey = tables[file] != nil ? key : key + "\u{0}" + (subject.language ?? "")
      if let known = texts[file]?[cacheKey] {
        findings[index].text = known
        continue
      }
      var text: String?
      if let entry = tables[file]?.transientEntry(for: key) {
        text = WrittenText.of(entry)
      } else if let language = subject.language,
        let entry = catalogs[file]?.localization(of: key, language: language)
      {
        text = WrittenText.of(entry)
      }
      texts[file, default: [:]][cacheKey] = text
      findings[index].text = text
    }
    if writingTexts {
      addReferences(to: &findings, referenceOf: referenceOf, catalogs: catalogs)
      addCopies(to: &findings, tables: tables, catalogs: catalogs)
    }
    findings.sort {
      let (a, b) = ($0.diagnostic, $1.diagnostic)
      return (a.location.file, a.location.line, a.location.column, a.code.rawValue) < (
        b.location.file, b.location.line, b.location.column, b.code.rawValue
      )
    }
    var report = LintReport(findings: findings, filesChecked: files.count)
    report.unreadable = unreadable
    report.filesExcluded = walker.files.count - files.count + walker.excludedCount
    report.filesRead = filesRead
    if let code, let callSites {
      report.code = LintReport.CodeSummary(
        files: code.files.count, callSites: code.callSites.count, unresolved: code.unresolved.count,
        tablesNotRead: callSites.tablesNotRead, shownAsWritten: callSites.shownAsWritten,
        unreadable: code.unreadable)
    }
    return report
  }

  /// The development language's entry beside each finding about a translation's key that
  /// has none yet (a missing category, a dropped number, not only a comparison's findings):
  /// the reference file's entry of the key, or the catalog's source language's.
  static func addReferences(
    to findings: inout [LintFinding], referenceOf: [String: TableFile], catalogs: [String: StringCatalog]
  ) {
    var made: [String: ReferenceEntry?] = [:]
    for index in findings.indices where findings[index].reference == nil {
      guard let subject = findings[index].subject, let key = subject.key else { continue }
      let file = findings[index].diagnostic.location.file
      let cacheKey = file + "\u{0}" + key
      if let known = made[cacheKey] {
        findings[index].reference = known
        continue
      }
      var shown: ReferenceEntry?
      if let reference = referenceOf[file] {
        shown = reference.table.entries[key].map { reference.entry($0) }
      } else if let catalog = catalogs[file], let language = subject.language,
        language != catalog.sourceLanguage,
        let base = catalog.localization(of: key, language: catalog.sourceLanguage)
      {
        shown = ReferenceEntry(
          language: catalog.sourceLanguage, location: base.location, text: WrittenText.of(base))
      }
      made[cacheKey] = shown
      findings[index].reference = shown
    }
  }

  /// Every copy of the key beside each finding of a table file or a catalog whose rule lists
  /// its copies (`duplicate-key`: the table or catalog kept one).
  static func addCopies(
    to findings: inout [LintFinding], tables: [String: StringTable], catalogs: [String: StringCatalog]
  ) {
    var copies: [String: [SourceLocation: [KeyCopy]]] = [:]
    for index in findings.indices {
      let diagnostic = findings[index].diagnostic
      let file = diagnostic.location.file
      guard listingCopies.contains(diagnostic.code), tables[file] != nil || catalogs[file] != nil
      else { continue }
      if copies[file] == nil {
        copies[file] =
          tables[file] != nil ? DuplicateCopies.copies(inFile: file) : DuplicateCopies.copies(inCatalog: file)
      }
      findings[index].copies = copies[file]?[diagnostic.location] ?? []
    }
  }

  /// The codes whose findings list their key's copies.
  static let listingCopies = DiagnosticRule.codes(with: .listsCopies)

  /// The entries a table needs before its checks run on several threads: a smaller
  /// table's checks take milliseconds, left to the calling thread.
  package static let parallelEntryMinimum = ConcurrentRanges.defaultMinimum

  /// The parallelism asked for a large table's entries: the active processors, at most 8,
  /// which makes at most 32 ranges (Dispatch decides how many threads run them).
  package static let defaultEntryThreads: Int = {
    #if canImport(Dispatch)
      min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 8)
    #else
      1
    #endif
  }()

  /// The contiguous ranges, in order and covering `0..<count`, into which the entries of
  /// a table of `count` are split for `threads` (``ConcurrentRanges``): one range below
  /// ``parallelEntryMinimum`` entries, with one thread, or without Dispatch; else a few ranges
  /// per thread, each of at least 500 entries.
  package static func entryRanges(count: Int, threads: Int) -> [Range<Int>] {
    ConcurrentRanges.ranges(count: count, threads: threads, minimum: parallelEntryMinimum)
  }

  /// The findings of each entry of `table` and where each entry starts, in the table's
  /// order. Each entry's checks read the entry and `context` alone (every cross-entry
  /// step — removing repeated findings, suppressions, the baseline, the configuration,
  /// the comparison of languages — runs afterwards over the whole list), so a large
  /// table's entries are split into the contiguous ranges of ``entryRanges(count:threads:)``,
  /// checked at once, each into its own arrays, joined in range order: the same list as
  /// one thread's.
  static func checkEntries(
    of table: StringTable, context: TableContext, subject: DiagnosticSubject, writingTexts: Bool,
    threads: Int
  ) -> (starts: [EntryPlaces.Start], findings: [LintFinding]) {
    let count = table.keys.count
    // The split ``entryRanges(count:threads:)`` makes, where the tests see it.
    let parts = ConcurrentRanges.map(entryRanges(count: count, threads: threads)) { range in
      checkEntries(of: table, in: range, context: context, subject: subject, writingTexts: writingTexts)
    }
    return (parts.flatMap(\.starts), parts.flatMap(\.findings))
  }

  /// What the entries of one range gave.
  struct ChunkResult: Sendable {
    var starts: [EntryPlaces.Start] = []
    var findings: [LintFinding] = []
  }

  /// The entries at `range` of `table`'s keys, one at a time: each entry is made for its
  /// checks and let go, not kept with the table (a large file's entries take several times
  /// the file's size); the text of an entry with findings is written while it is at hand.
  static func checkEntries(
    of table: StringTable, in range: Range<Int>, context: TableContext, subject: DiagnosticSubject,
    writingTexts: Bool
  ) -> ChunkResult {
    var result = ChunkResult()
    result.starts.reserveCapacity(range.count)
    table.forEachEntry(in: range) { key, entry in
      result.starts.append(.init(line: entry.location.line, column: entry.location.column, key: key))
      let diagnostics = EntryChecks(context: context, key: key).check(entry, argumentsChecked: false)
      guard !diagnostics.isEmpty else { return }
      let text = writingTexts ? WrittenText.of(entry) : nil
      var keyed = subject
      keyed.key = key
      result.findings += diagnostics.map { LintFinding($0, subject: keyed, text: text) }
    }
    return result
  }

  /// A catalog: each language's own localizations, then the translations against the source language.
  static func lintCatalog(_ file: String, writingTexts: Bool) -> (
    findings: [LintFinding], catalog: StringCatalog?
  ) {
    let name = DiagnosticSubject.table(ofPath: file)
    let catalog: StringCatalog
    do {
      catalog = try StringCatalog(contentsOf: file)
    } catch {
      let finding = LintFinding(
        EntryChecks.parseError(error),
        subject: .init(table: name))
      return ([finding], nil)
    }
    var findings = catalog.keyedDiagnostics.map {
      LintFinding($0.diagnostic, subject: .init(table: name, key: $0.key, language: $0.language))
    }
    findings += catalog.duplicateMemberDiagnostics.map {
      LintFinding($0.diagnostic, subject: .init(table: name, key: $0.key, language: $0.language))
    }
    for language in catalog.languages {
      let rules = PluralRules(locale: language)
      let context = TableContext(
        path: file, kind: .catalog, language: language, rules: rules, catalogLanguage: language,
        isReference: language == catalog.sourceLanguage)
      for key in catalog.keys {
        guard let entry = catalog.localization(of: key, language: language) else { continue }
        // The catalog reader has checked the arguments of each localization.
        findings += EntryChecks(context: context, key: key).check(entry, argumentsChecked: true).map {
          LintFinding($0, subject: .init(table: name, key: key, language: language))
        }
      }
    }
    findings += LanguageComparison.compare(catalog, writingTexts: writingTexts)
    findings += PluralCandidateSearch.check(catalog)
    return (findings, catalog)
  }
}
