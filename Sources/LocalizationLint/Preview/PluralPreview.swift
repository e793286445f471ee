import LocalizedStrings
import Localization
import PluralRuleSyntax
import Plurals
import SourceFiles

/// Every plural form of every plural entry below some paths, for a translator
/// to review: for each entry (a `.stringsdict` variable, a String Catalog's
/// plural variation or substitution, a device variant's) and each language,
/// every category the language uses, with CLDR's sample numbers for it and
/// the entry formatted by the runtime at one of them, in the language's own
/// digits and separators (`plurals preview` writes it as a page:
/// ``html(relativeTo:)``).
///
/// A variable whose argument is an integer (`%d`, value type `d`) is shown
/// with integers only; decimals appear only where every use of its argument
/// is a floating-point conversion. The entries with lint findings come first,
/// each with its findings and the development language's text.
///
/// The page is bounded as the runtime bounds a text: an entry that can write more than
/// `FormatCost.longestPreviewed` (64 KiB; `plurals lint` reports it, `output-very-long`) is
/// shown as written, not formatted, and once the forms formatted hold
/// ``maximumFormattedBytes``, the forms after them are shown as written too, counted in
/// ``formsLeftOut`` and in the page's header.
package struct PluralPreview: Sendable {
  /// The most formatted text one preview holds (16 MiB of UTF-8).
  package static let maximumFormattedBytes = 16 << 20

  package var entries: [Entry] = []
  /// The forms not formatted because the preview held ``maximumFormattedBytes`` of
  /// formatted text already.
  package var formsLeftOut = 0
  /// The localization files read.
  package var filesRead = 0
  /// The paths that could not be read.
  package var unreadable: [UnreadablePath] = []
  /// The errors of no one entry (a file that does not parse): its entries are not shown.
  package var fileFindings: [LintFinding] = []

  /// One plural entry of one table, in every language shown.
  /// The codes whose findings mark an entry's forms as awaiting review.
  static let reviewCodes = DiagnosticRule.codes(with: .awaitsReview)

  package struct Entry: Sendable {
    /// The table's file: the development language's `.stringsdict`, or the catalog.
    package var table: String
    package var key: String
    /// The development language's text as written, where that language has the entry.
    package var source: ReferenceEntry?
    /// The lint findings of the entry, in any of its languages, most severe first.
    package var findings: [LintFinding]

    /// The files in which the entry is still marked for review (`plural-forms-need-review`,
    /// whose rule marks them): a migration made it plural and its forms hold the old text.
    package var filesToReview: Set<String> {
      Set(
        findings.filter { PluralPreview.reviewCodes.contains($0.diagnostic.code) }.map(
          \.diagnostic.location.file))
    }
    package var languages: [LanguageForms]
    /// The files whose findings are the entry's: its table's in every language.
    package var files: [String] = []
  }

  /// An entry's plural variables in one language.
  package struct LanguageForms: Sendable {
    package var language: String
    package var location: SourceLocation
    package var variables: [VariableForms]
  }

  /// One plural variable: each category the language uses, with its samples.
  package struct VariableForms: Sendable {
    /// The variable's name (a catalog's plural variation has its own).
    package var name: String
    /// The device variant it belongs to, for an `NSStringDeviceSpecificRuleType` entry.
    package var device: String?
    /// Whether its argument may be a decimal number (`%f`, value type `f`).
    package var allowsDecimals: Bool
    package var forms: [Form]
    /// The most bytes the entry can write, when that is more than the preview formats
    /// (`FormatCost.longestPreviewed`): its forms are shown as written, without samples.
    package var unformatted: Int? = nil
  }

  /// One category of a variable in a language.
  package struct Form: Sendable {
    package var category: PluralCategory
    /// The variant as written; nil when the variable has none for the category.
    package var variant: String?
    /// CLDR's samples of the category (integers; decimals only where the variable allows them).
    package var sampleList: String
    /// The entry formatted at the first samples: an integer, and a decimal where allowed.
    package var samples: [Sample]
    /// Not formatted: the preview held ``PluralPreview/maximumFormattedBytes`` already.
    package var leftOut = false
  }

  /// The entry formatted with one sample number.
  package struct Sample: Sendable {
    /// The sample as CLDR writes it (`1`, `1.5`).
    package var number: String
    package var isDecimal: Bool
    /// What the runtime printed; for a format that fails, why.
    package var output: String
    package var failed: Bool
  }
}

extension PluralPreview {
  /// The preview of the localization files below `paths` (as `plurals lint`
  /// finds them, the configuration's exclusions applied), with `report`'s
  /// findings beside their entries: ``init(paths:configuration:languages:formattedLimit:)``,
  /// then ``attach(_:)``.
  package init(
    paths: [String], configuration: LintConfiguration, report: LintReport, languages: [String]? = nil,
    formattedLimit: Int = maximumFormattedBytes
  ) {
    self.init(
      paths: paths, configuration: configuration, languages: languages, formattedLimit: formattedLimit)
    attach(report)
  }

  /// `report`'s findings beside the entries they are about (in any file of the entry's table),
  /// most severe first, and the entries with findings first (the most severe first), otherwise
  /// in the order read; the errors of no one entry and the paths not read.
  ///
  /// - Complexity: O(*f* + *e* log *e*) for *f* findings and *e* entries, plus sorting each
  ///   entry's findings.
  package mutating func attach(_ report: LintReport) {
    unreadable = report.unreadable
    fileFindings = report.findings.filter { $0.subject?.key == nil && $0.diagnostic.severity == .error }
    var findings: [String: [LintFinding]] = [:]
    for finding in report.findings {
      guard let key = finding.subject?.key else { continue }
      findings[finding.diagnostic.location.file + "\u{0}" + key, default: []].append(finding)
    }
    for index in entries.indices {
      let entry = entries[index]
      entries[index].findings = entry.files.flatMap { findings[$0 + "\u{0}" + entry.key] ?? [] }.sorted {
        ($0.diagnostic.severity, $0.diagnostic.location.line) < (
          $1.diagnostic.severity, $1.diagnostic.location.line
        )
      }
    }
    // Entries with findings first, by their most severe one, then in their order.
    func key(_ index: Int) -> (Int, LocalizationDiagnostic.Severity, Int) {
      let first = entries[index].findings.first
      return (first == nil ? 1 : 0, first?.diagnostic.severity ?? .note, index)
    }
    let order = entries.indices.sorted { a, b in key(a) < key(b) }
    entries = order.map { entries[$0] }
  }

  /// The forms of the plural entries below `paths`, in the order read, with no finding yet
  /// (``attach(_:)`` adds a lint report's): made on one thread while `plurals preview`'s lint
  /// runs on the others.
  ///
  /// - Parameters:
  ///   - languages: only these languages (`pl`, `pt-BR`), or all.
  ///   - formattedLimit: the most formatted text the preview holds (``maximumFormattedBytes``).
  /// - Complexity: O(*n* · *c*) in the plural entries' sizes and the categories shown; the
  ///   formatted text is at most `formattedLimit` plus one form's (2 × 64 KiB).
  package init(
    paths: [String], configuration: LintConfiguration, languages: [String]? = nil,
    formattedLimit: Int = maximumFormattedBytes
  ) {
    let base = ProjectPaths(base: configuration.baseDirectory)
    var walker = FileWalker(excludes: { configuration.excludes(relativePath: base.relative($0)) })
    walker.collect(roots: paths)
    let files = walker.files.filter { !configuration.excludes(relativePath: base.relative($0)) }.sorted()
    filesRead = files.count
    let wanted = languages.map { Set($0.map(Self.normalized)) }
    // Formatted text left before the page's limit, spent in the order the entries are read.
    var budget = formattedLimit
    var leftOut = 0
    // Each locale's categories and samples, made once.
    var samples = SampleCache()
    func shown(_ language: String) -> Bool { wanted?.contains(Self.normalized(language)) ?? true }
    let tableFiles = files.filter { LocalizationFileKind(path: $0) == .stringsdict }
    let localizations = LocalizationGroups(
      files: files.filter { LocalizationFileKind(path: $0) != .catalog },
      developmentLanguage: configuration.developmentLanguage)
    // The files of each table: <lang>.lproj/<name>.stringsdict beside each other, or one alone.
    var groups: [String: [String]] = [:]
    for file in tableFiles {
      groups[localizations.isGrouped(file) ? LocalizationGroups.key(of: file) : file, default: []].append(
        file)
    }
    for (groupKey, group) in groups.sorted(by: { $0.key < $1.key }) {
      let reference = localizations.references[groupKey] ?? group[0]
      var tables: [(language: String, table: StringTable)] = []
      for file in group {
        let language = localizations.language(of: file)
        guard let table = try? StringTable(contentsOf: file, language: language) else { continue }
        tables.append((language, table))
      }
      // The reference's language first, then the others in order.
      tables.sort {
        ($0.table.path != reference ? 1 : 0, $0.language) < ($1.table.path != reference ? 1 : 0, $1.language)
      }
      let referenceTable = tables.first { $0.table.path == reference }
      var keys = referenceTable?.table.keys ?? []
      let known = Set(keys)
      keys += Set(tables.flatMap(\.table.keys)).subtracting(known).sorted()
      for key in keys {
        var languages: [LanguageForms] = []
        for (language, table) in tables where shown(language) {
          guard let entry = table.entries[key], let requested = Language(language) else { continue }
          let variables = Self.variables(
            of: entry, language: requested, budget: &budget, leftOut: &leftOut, samples: &samples
          ) {
            arguments, options throws(FormatError) in
            try table.formatDetailed(key, arguments: arguments, options: options).text
          }
          if !variables.isEmpty {
            languages.append(
              LanguageForms(language: language, location: entry.location, variables: variables))
          }
        }
        guard !languages.isEmpty else { continue }
        let source = referenceTable.flatMap { reference in
          reference.table.entries[key].map {
            ReferenceEntry(language: reference.language, location: $0.location, text: WrittenText.of($0))
          }
        }
        entries.append(
          Entry(table: reference, key: key, source: source, findings: [], languages: languages, files: group))
      }
    }
    for file in files where LocalizationFileKind(path: file) == .catalog {
      guard let catalog = try? StringCatalog(contentsOf: file) else { continue }
      let names =
        [catalog.sourceLanguage] + catalog.languages.filter { $0 != catalog.sourceLanguage }.sorted()
      for key in catalog.keys {
        var languages: [LanguageForms] = []
        for language in names where shown(language) {
          guard let entry = catalog.localization(of: key, language: language),
            let requested = Language(language)
          else { continue }
          let variables = Self.variables(
            of: entry, language: requested, budget: &budget, leftOut: &leftOut, samples: &samples
          ) {
            arguments, options throws(FormatError) in
            try catalog.formatDetailed(key, arguments: arguments, language: requested, options: options).text
          }
          if !variables.isEmpty {
            languages.append(
              LanguageForms(language: language, location: entry.location, variables: variables))
          }
        }
        guard !languages.isEmpty else { continue }
        let source = catalog.localization(of: key, language: catalog.sourceLanguage).map {
          ReferenceEntry(language: catalog.sourceLanguage, location: $0.location, text: WrittenText.of($0))
        }
        entries.append(
          Entry(table: file, key: key, source: source, findings: [], languages: languages, files: [file]))
      }
    }
    formsLeftOut = leftOut
  }

  /// `pt_BR` and `pt-br` as `pt-BR` would be compared.
  static func normalized(_ language: String) -> String {
    language.replacing("_", with: "-").lowercased()
  }

  /// The plural variables of `entry` (those of each device variant of a
  /// device entry) in `language`, each category formatted by `format`.
  ///
  /// - Parameters:
  ///   - budget: the formatted bytes the preview may still hold, less those formatted here;
  ///     at zero, the forms are left out (counted in `leftOut`), not formatted.
  package static func variables(
    of entry: StringEntry, language: Language, budget: inout Int, leftOut: inout Int,
    samples: inout SampleCache,
    format: ([FormatValue], FormatOptions) throws(FormatError) -> String
  ) -> [VariableForms] {
    switch entry {
    case .format(let entry):
      return variables(
        of: entry, device: nil, language: language, budget: &budget, leftOut: &leftOut, samples: &samples,
        format: format)
    case .device(_, let variants, _):
      var result: [VariableForms] = []
      for (device, variant) in variants {
        guard case .format(let entry) = variant else { continue }
        result += variables(
          of: entry, device: device, language: language, budget: &budget, leftOut: &leftOut,
          samples: &samples,
          format: format)
      }
      return result
    case .width, .string:
      return []
    }
  }

  /// The plural variables of one format entry.
  static func variables(
    of entry: FormatEntry, device: String?, language: Language, budget: inout Int, leftOut: inout Int,
    samples cache: inout SampleCache, format: ([FormatValue], FormatOptions) throws(FormatError) -> String
  ) -> [VariableForms] {
    // An entry that does not parse is not formatted: its lint finding says why.
    guard let uses = try? entry.argumentUses() else { return [] }
    // An entry that can write more than a screen shows is not formatted (lint reports it).
    let largest = entry.largestOutput
    let unformatted = largest > FormatCost.longestPreviewed ? largest : nil
    let count = (uses.keys.max() ?? -1) + 1
    // Each argument's kinds: a string for %@ and %s, else a number.
    let kinds = (0..<count).map { index in
      Set((uses[index] ?? []).map { ArgumentKind($0.directive, in: entry) })
    }
    // Each plural variable at the first argument it is bound to.
    var bound: [(variable: FormatVariable, index: Int)] = []
    for index in 0..<count {
      for use in uses[index] ?? [] {
        guard let name = use.directive.variable, let variable = entry.variable(named: name),
          variable.ruleType == .plural || variable.ruleType == .missing,
          !bound.contains(where: { $0.variable.name == name })
        else { continue }
        bound.append((variable, index))
      }
    }
    var options = FormatOptions(language)
    if let device { options.device = device }
    let categories = cache.samples(
      of: PluralRules(locale: options.pluralLocale ?? CLDRLocale(orRoot: "root")))
    return bound.map { variable, index in
      let allowsDecimals = kinds[index].contains(.floating) && !kinds[index].contains(.integer)
      // The sample goes to every numeric argument (a second count shows the same number), a
      // placeholder to each string.
      func arguments(_ number: String) -> [FormatValue] {
        kinds.map { $0.contains(.object) || $0.contains(.cString) ? .string("…") : .text(number) }
      }
      let forms = categories.map { category in
        var lists: [SampleSet] = category.integers.map { [$0] } ?? []
        if allowsDecimals, let decimals = category.decimals { lists.append(decimals) }
        var samples: [Sample] = []
        let formatted = unformatted == nil && budget > 0
        if unformatted == nil && !formatted { leftOut += 1 }
        for list in lists where formatted {
          guard let text = list.number else { continue }
          do throws(FormatError) {
            let output = try format(arguments(text), options)
            budget -= output.utf8.count
            samples.append(Sample(number: text, isDecimal: list.isDecimal, output: output, failed: false))
          } catch {
            samples.append(
              Sample(number: text, isDecimal: list.isDecimal, output: error.message, failed: true))
          }
        }
        return Form(
          category: category.category, variant: variable.variant(category.category.name)?.text,
          sampleList: lists.map(\.shown).joined(separator: "; "), samples: samples,
          leftOut: unformatted == nil && !formatted)
      }
      return VariableForms(
        name: variable.name, device: device, allowsDecimals: allowsDecimals, forms: forms,
        unformatted: unformatted)
    }
  }
}
