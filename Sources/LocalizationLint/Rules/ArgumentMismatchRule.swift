import LocalizedStrings
import SourceFiles
import Localization

extension DiagnosticRule {
  static let argumentMismatch = DiagnosticRule(
    code: .argumentMismatch,
    summary:
      "a translation reads an argument the development language does not pass, or reads it as another type",
    help: "Use the development language's arguments: the same positions and types (leaving one out is fine).",
    example: "en \"%d files\", de \"%@ Dateien\"",
    reason: "the translation reads an argument that is not passed, or as another type",
    triggering: [
      .stringsdict([
        "en": pluralEntry("a", format: "%#@n@ %@"),
        "fr": pluralEntry("a", format: "%#@n@ %d").marked(before: "<string>%#@n@"),
      ])
    ],
    nonTriggering: [
      .stringsdict(["en": pluralEntry("a", format: "%#@n@ %@"), "fr": pluralEntry("a")])
    ])
}

extension EntryChecks {
  /// `argument-mismatch` where a translation reads an argument the reference
  /// does not pass, or reads one as another type; `invalid-format` where a
  /// translation of a format does not parse. Arguments a translation leaves
  /// out are fine (`one` = "a file").
  static func argumentMismatches(
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
