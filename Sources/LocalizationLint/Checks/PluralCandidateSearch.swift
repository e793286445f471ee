import LocalizedStrings
import Localization
import SourceFiles

/// The search for `plural-candidate` over a tree: each development-language `.strings` file's
/// entries with the other languages of its table (leaving out the keys a `.stringsdict` of the
/// table has), and each catalog's keys, each text judged by the rule's check
/// (`PluralCandidate`, in `Rules/PluralCandidateRule.swift`).
enum PluralCandidateSearch {
  /// The findings of `.strings` tables: each development-language (reference) `.strings`
  /// file's entries, with the other languages of its table, leaving out the keys that a
  /// `.stringsdict` of the table has.
  static func check(tables: [String: StringTable], localizations: LocalizationGroups) -> [LintFinding] {
    // The files of each table: `.strings` and `.stringsdict` of one name, in the `.lproj`
    // folders of one folder (or one folder, for files in no `.lproj`).
    var members: [String: [String]] = [:]
    for path in tables.keys.sorted() where localizations.role(of: path) != .alone {
      members[tableIdentity(path, grouped: localizations.isGrouped(path)), default: []].append(path)
    }
    var findings: [LintFinding] = []
    for (_, paths) in members {
      for path in paths {
        guard let table = tables[path], table.kind == .strings,
          localizations.role(of: path) == .reference, CountedWord.isEnglish(table.language)
        else { continue }
        // By their UTF-8 bytes: a key spelled with other code points (é and e + U+0301) is
        // another key to Apple and to the runtime, though Swift's == takes the two as one.
        var planned: Set<[UInt8]> = []
        for other in paths where tables[other]?.kind == .stringsdict {
          planned.formUnion(tables[other]!.keys.map { Array($0.utf8) })
        }
        let others = paths.filter { $0 != path && tables[$0]?.kind == .strings }
        var languages: [String] = []
        for other in paths where other != path {
          let language = localizations.language(of: other)
          if language != table.language && !languages.contains(language) { languages.append(language) }
        }
        let name = DiagnosticSubject.table(ofPath: path)
        table.forEachEntry { key, entry in
          guard !planned.contains(Array(key.utf8)), case .string(let text) = entry else { return }
          let translations = {
            languages.map { language in
              let file = others.first { localizations.language(of: $0) == language }
              return PluralCandidate.Translation(
                language: language, entry: file.flatMap { tables[$0]?.transientEntry(for: key) })
            }
          }
          guard
            let diagnostic = PluralCandidate.diagnostic(
              key: key, text: text, developmentLanguage: table.language, translations: translations,
              name: "'\(key)'",
              remedy:
                "make it a plural entry: move it to the table's .stringsdict with a variable for the count")
          else { return }
          findings.append(
            LintFinding(diagnostic, subject: .init(table: name, key: key, language: table.language)))
        }
      }
    }
    return findings
  }

  /// `<folder of the .lproj folders>/<name without extension>` for a file of a group,
  /// `<folder>/<name without extension>` for one in no `.lproj`, each marked apart.
  static func tableIdentity(_ path: String, grouped: Bool) -> String {
    var parts = path.split(separator: "/", omittingEmptySubsequences: false)
    let file = parts.removeLast()
    if grouped { parts.removeLast() }
    let stem = file.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
    return (grouped ? "lproj:" : "folder:") + parts.joined(separator: "/") + "/" + stem
  }

  /// The findings of a catalog whose source language is English: each key whose source
  /// text (the key itself where the source language has none) has no variation.
  static func check(_ catalog: StringCatalog) -> [LintFinding] {
    guard CountedWord.isEnglish(catalog.sourceLanguage) else { return [] }
    let name = DiagnosticSubject.table(ofPath: catalog.path)
    var findings: [LintFinding] = []
    for key in catalog.keys where !catalog.isUntranslatable(key) {
      let base =
        catalog.localization(of: key, language: catalog.sourceLanguage)
        ?? .string(LocatedString(key, at: catalog.location(ofKey: key)))
      guard case .string(let text) = base else { continue }
      let translations = {
        catalog.languages.filter { $0 != catalog.sourceLanguage }.map {
          PluralCandidate.Translation(language: $0, entry: catalog.localization(of: key, language: $0))
        }
      }
      guard
        let diagnostic = PluralCandidate.diagnostic(
          key: key, text: text, developmentLanguage: catalog.sourceLanguage, translations: translations,
          name: "'\(key)' (\(catalog.sourceLanguage))",
          remedy: "make it a plural entry: vary it by plural on that argument in every language")
      else { continue }
      findings.append(
        LintFinding(diagnostic, subject: .init(table: name, key: key, language: catalog.sourceLanguage)))
    }
    return findings
  }
}
