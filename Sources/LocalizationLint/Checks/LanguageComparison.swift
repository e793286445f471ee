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
        let other = near[key].map { " (did you mean '\($0)', which \(file.language) has?)" } ?? ""
        diagnostics.append(
          .init(
            .missingKey,
            "key '\(key)' of \(reference.language) is missing in \(file.language)\(other); translate it",
            at: location))
        // What there is to translate: the reference language's text.
        tag(key, text: writingTexts ? reference.table.entries[key].map(WrittenText.of) : nil)
      }
      for key in extra {
        let other = nearMissing[key].map { " (did you mean '\($0)', which \(reference.language) has?)" } ?? ""
        diagnostics.append(
          .init(
            .extraKey, "key '\(key)' is not in \(reference.language)\(other); remove it or add it there",
            at: table.entries[key]!.location))
        tag(key)
      }
      for key in table.keys where referenceKeys.contains(key) {
        guard let entry = table.entries[key], let base = reference.table.entries[key] else { continue }
        if case .format(let mine) = entry, case .format(let theirs) = base,
          mine.variableList.map(\.name) != theirs.variableList.map(\.name)
        {
          diagnostics.append(
            .init(
              .variableMismatch,
              "'\(key)' has variables \(mine.variableList.map(\.name)) in \(file.language) but \(theirs.variableList.map(\.name)) in \(reference.language); use the same names",
              at: mine.location))
        }
        diagnostics += arguments(
          entry, against: base, key: key, subject: "'\(key)' in \(file.language)",
          reference: reference.language)
        // The development language's numbers, once per key for every translation.
        if numbers[key] == nil { numbers[key] = DroppedNumbers.Reference(base, key: key) }
        diagnostics += DroppedNumbers.check(
          entry, against: numbers[key]!, key: key, subject: "'\(key)' in \(file.language)",
          reference: reference.language)
        tag(key)
      }
      if isUntranslated(table, reference: reference.table, language: file.language, of: reference.language) {
        findings.append(
          LintFinding(
            .init(
              .untranslatedTable,
              "every entry of \(file.language)'s table (\(table.keys.count)) is \(reference.language)'s text as written: the table was never translated; translate it, or remove the \(file.language) localization until it is",
              at: location),
            subject: .init(table: name, language: file.language)))
      }
    }
    return findings
  }

  /// Whether `table`, in `language`, holds every key of `reference` (in `referenceLanguage`)
  /// and nothing else, each entry's texts as the reference writes them, with a word among
  /// them: a copy never translated. Not for two localizations of one language (`en` and
  /// `en-GB`), nor where either's language is not known (`Base`).
  static func isUntranslated(
    _ table: StringTable, reference: StringTable, language: String, of referenceLanguage: String
  ) -> Bool {
    guard let mine = Language(language)?.languageCode, let theirs = Language(referenceLanguage)?.languageCode,
      mine != theirs, !table.keys.isEmpty, table.keys.count == reference.keys.count
    else { return false }
    var hasWord = false
    for key in table.keys {
      guard let entry = table.entries[key], let base = reference.entries[key] else { return false }
      let text = WrittenText.of(entry)
      guard text == WrittenText.of(base) else { return false }
      if !hasWord { hasWord = hasWordOutsideConversions(text) }
    }
    return hasWord
  }

  /// Whether `text` has two letters in a row outside its conversions (`%lld`, `%1$@`,
  /// `%#@files@`): a word someone could translate.
  static func hasWordOutsideConversions(_ text: String) -> Bool {
    var scalars = text.unicodeScalars[...]
    var run = 0
    while let scalar = scalars.popFirst() {
      if scalar == "%" {
        run = 0
        // Flags, widths, positions and length modifiers, then the conversion itself
        // (`%#@name@`: up to the closing `@`).
        var variable = false
        while let next = scalars.first, "0123456789$#-+ .'*lhqLzjt".unicodeScalars.contains(next) {
          variable = variable || next == "#"
          scalars.removeFirst()
        }
        if scalars.popFirst() == "@", variable {
          while let next = scalars.popFirst(), next != "@" {}
        }
        continue
      }
      run = scalar.properties.isAlphabetic ? run + 1 : 0
      if run >= 2 { return true }
    }
    return false
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
          arguments(entry, against: base, key: key, subject: subject, reference: catalog.sourceLanguage)
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

  /// `argument-mismatch` where a translation reads an argument the reference
  /// does not pass, or reads one as another type; `invalid-format` where a
  /// translation of a format does not parse. Arguments a translation leaves
  /// out are fine (`one` = "a file").
  static func arguments(
    _ entry: StringEntry, against base: StringEntry, key: String, subject: String, reference: String
  ) -> [LocalizationDiagnostic] {
    guard let theirs = kinds(base, key: key), !theirs.isEmpty else { return [] }
    if case .string(let text) = entry, case .failure(let error) = text.directives {
      return [EntryChecks.invalidFormat(text, error, subject: subject)]
    }
    guard let mine = kinds(entry, key: key) else { return [] }
    var diagnostics: [LocalizationDiagnostic] = []
    for index in mine.keys.sorted() {
      guard let expected = theirs[index] else {
        diagnostics.append(
          .init(
            .argumentMismatch,
            "\(subject) reads argument \(index + 1), which \(reference) does not pass (it takes \(theirs.count)); remove it or renumber",
            at: mine[index]![0].location))
        continue
      }
      // A use the reference cannot match (it may itself read the argument two ways).
      guard
        let clash = mine[index]!.first(where: { use in
          !expected.contains { use.kind.isCompatible(with: $0.kind) }
        })
      else { continue }
      diagnostics.append(
        .init(
          .argumentMismatch,
          "\(subject) reads argument \(index + 1) as \(clash.kind.rawValue), but \(reference) passes \(expected[0].kind.rawValue); use the same type",
          at: clash.location))
    }
    return diagnostics
  }

  /// The kinds each argument is read as, nil when the entry does not parse;
  /// none for a plain string that is no format ("50% off" reads nothing).
  static func kinds(_ entry: StringEntry, key: String) -> [Int: [(
    kind: ArgumentKind, location: SourceLocation
  )]]? {
    let format: FormatEntry
    switch entry {
    case .format(let entry): format = entry
    case .string(let text):
      guard text.isUsedAsFormat(key: key) else { return [:] }
      format = FormatEntry(key: "", format: text, variables: [:], location: text.location)
    case .width, .device: return nil
    }
    guard let uses = try? format.argumentUses() else { return nil }
    return uses.mapValues { uses in uses.map { (ArgumentKind($0.directive, in: format), $0.location) } }
  }
}

extension TableFile {
  /// One of this file's entries as a finding about another language shows it.
  func entry(_ entry: StringEntry) -> ReferenceEntry {
    ReferenceEntry(language: language, location: entry.location, text: WrittenText.of(entry))
  }
}
