import LocalizedStrings
import Localization
import SourceFiles

/// The languages of one table compared with the reference language: the
/// development language's `.lproj` file (chosen by `DevelopmentLocalization`),
/// or a catalog's source language.
enum LanguageComparison {
  /// `.lproj` files of one table against `reference`, one of them: keys,
  /// variables, arguments and formats.
  /// - Parameter writingTexts: whether a finding carries the reference
  ///   language's entry (``ReferenceEntry``; only the HTML report shows it):
  ///   a missing key's, to translate, or the one a translation disagrees with.
  static func compare(_ group: [TableFile], reference: TableFile, writingTexts: Bool) -> [LintFinding] {
    var findings: [LintFinding] = []
    let referenceKeys = Set(reference.table.keys)
    var numbers: [String: DroppedNumbers.Reference?] = [:]
    for file in group where file.table.path != reference.table.path {
      let table = file.table
      let location = SourceLocation(file: table.path, line: 1, column: 1)
      let name = DiagnosticSubject.table(ofPath: table.path)
      var diagnostics: [LocalizationDiagnostic] = []
      func tag(_ key: String, text: String? = nil) {
        guard !diagnostics.isEmpty else { return }
        let shown = writingTexts ? reference.table.entries[key].map { reference.entry($0) } : nil
        findings += diagnostics.map {
          LintFinding(
            $0, subject: .init(table: name, key: key, language: file.language), text: text, reference: shown)
        }
        diagnostics = []
      }
      let missing = reference.table.keys.filter { table.entries[$0] == nil }
      let extra = table.keys.filter { !referenceKeys.contains($0) }
      let near = nearKeys(missing: missing, extra: extra)
      let nearMissing = Dictionary(near.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
      for key in missing {
        diagnostics.append(
          EntryChecks.missingKey(
            key, reference: reference.language, language: file.language, nearest: near[key], at: location))
        // What there is to translate: the reference language's text.
        tag(key, text: writingTexts ? reference.table.entries[key].map(WrittenText.of) : nil)
      }
      for key in extra {
        diagnostics.append(
          EntryChecks.extraKey(
            key, reference: reference.language, nearest: nearMissing[key],
            at: table.entries[key]!.location))
        tag(key)
      }
      for key in table.keys where referenceKeys.contains(key) {
        guard let entry = table.entries[key], let base = reference.table.entries[key] else { continue }
        if let mismatch = EntryChecks.variableMismatch(
          key, entry, against: base, language: file.language, reference: reference.language)
        {
          diagnostics.append(mismatch)
        }
        diagnostics += EntryChecks.argumentMismatches(
          entry, against: base, key: key, subject: "'\(key)' in \(file.language)",
          reference: reference.language)
        // The development language's numbers, once per key for every translation.
        if numbers[key] == nil { numbers[key] = DroppedNumbers.Reference(base, key: key) }
        diagnostics += DroppedNumbers.check(
          entry, against: numbers[key]!, key: key, subject: "'\(key)' in \(file.language)",
          reference: reference.language)
        tag(key)
      }
      if let untranslated = EntryChecks.untranslatedTable(
        table, reference: reference.table, language: file.language, of: reference.language, at: location)
      {
        findings.append(LintFinding(untranslated, subject: .init(table: name, language: file.language)))
      }
    }
    return findings
  }

  /// The most pairs of keys compared by edit distance in one file (beyond it, only the
  /// keys that differ in integer widths are paired): a few milliseconds.
  static let nearKeyPairs = 40_000

  /// For each key missing from a translation, the key of the translation's own that is
  /// likely it written otherwise: the same but for an integer conversion's width (`%d items`
  /// for `%lld items`), else the nearest by ``NearestName`` (case, `_` and `-`, a few edits).
  /// Each extra key is given to one missing key at most.
  static func nearKeys(missing: [String], extra: [String]) -> [String: String] {
    guard !missing.isEmpty, !extra.isEmpty else { return [:] }
    var byWidthless: [String: String] = [:]
    for key in extra where byWidthless[withoutIntegerWidths(key)] == nil {
      byWidthless[withoutIntegerWidths(key)] = key
    }
    var result: [String: String] = [:]
    var taken = Set<String>()
    for key in missing {
      if let other = byWidthless[withoutIntegerWidths(key)], !taken.contains(other) {
        result[key] = other
        taken.insert(other)
      }
    }
    guard missing.count * extra.count <= nearKeyPairs else { return result }
    for key in missing where result[key] == nil {
      if let other = NearestName.nearest(to: key, in: extra.lazy.filter { !taken.contains($0) }) {
        result[key] = other
        taken.insert(other)
      }
    }
    return result
  }

  /// `key` with the length modifiers of its conversions left out (`%lld`, `%ld`, `%qd`,
  /// `%zu`, `%hhd` all as `%d`, `%u`), so that keys differing only in them compare equal.
  static func withoutIntegerWidths(_ key: String) -> String {
    var result = String.UnicodeScalarView()
    var scalars = key.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      result.append(scalar)
      guard scalar == "%" else { continue }
      // Flags, position, width and precision as written; then the length modifiers, left out.
      while let next = scalars.next() {
        if "hlqLzjt".unicodeScalars.contains(next) { continue }
        result.append(next)
        if !"0123456789$#-+ '.*".unicodeScalars.contains(next) { break }
      }
    }
    return String(result)
  }

  /// A catalog's translations against its source language (the key's text when the source has none).
  /// - Parameter writingTexts: whether a finding carries the source language's entry.
  static func compare(_ catalog: StringCatalog, writingTexts: Bool = false) -> [LintFinding] {
    var findings: [LintFinding] = []
    let name = DiagnosticSubject.table(ofPath: catalog.path)
    for key in catalog.keys {
      let base =
        catalog.localization(of: key, language: catalog.sourceLanguage)
        ?? .string(LocatedString(key, at: catalog.location(ofKey: key)))
      let numbers = DroppedNumbers.Reference(base, key: key)
      for language in catalog.languages where language != catalog.sourceLanguage {
        guard let entry = catalog.localization(of: key, language: language) else { continue }
        let subject = "'\(key)' (\(language))"
        let diagnostics =
          EntryChecks.argumentMismatches(
            entry, against: base, key: key, subject: subject, reference: catalog.sourceLanguage)
          + DroppedNumbers.check(
            entry, against: numbers, key: key, subject: subject, reference: catalog.sourceLanguage)
        guard !diagnostics.isEmpty else { continue }
        let shown =
          writingTexts
          ? ReferenceEntry(
            language: catalog.sourceLanguage, location: base.location, text: WrittenText.of(base))
          : nil
        findings += diagnostics.map {
          LintFinding($0, subject: .init(table: name, key: key, language: language), reference: shown)
        }
      }
    }
    return findings
  }
}

extension TableFile {
  /// One of this file's entries as a finding about another language shows it.
  func entry(_ entry: StringEntry) -> ReferenceEntry {
    ReferenceEntry(language: language, location: entry.location, text: WrittenText.of(entry))
  }
}
