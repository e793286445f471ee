import PluralRuleSyntax
import Plurals
import LocalizedStrings

extension DiagnosticRule {
  static let missingCategories = DiagnosticRule(
    code: .missingCategories,
    summary: "a plural variable lacks categories its language uses; those numbers get the 'other' text",
    help: "Add the categories named, unless 'other' is right for them.",
    example: "Polish with one, few and other but no many (5 plików)",
    reason: "those numbers get the 'other' text, which may or may not suit them",
    triggering: [
      .stringsdict(
        pluralEntry(
          "k",
          pluralVariable(forms: [("one", "%d plik"), ("few", "%d pliki"), ("other", "%d pliku")]).marked(
            before: "<key>n")), language: "pl")
    ],
    nonTriggering: [
      .stringsdict(
        pluralEntry(
          "k",
          pluralVariable(forms: [
            ("one", "%d plik"), ("few", "%d pliki"), ("many", "%d plików"), ("other", "%d pliku"),
          ])), language: "pl")
    ])
}

extension EntryChecks {
  /// `missing-categories`: the `categories` (not only large numbers') the language uses that
  /// `variable` has no variant for, with the numbers each covers from CLDR's samples: what
  /// the translator must write for.
  func missingCategories(
    _ categories: [String], of variable: FormatVariable, integer: Bool, name: () -> String
  )
    -> [LocalizationDiagnostic]
  {
    guard !categories.isEmpty else { return [] }
    let covered = categories.compactMap { name in
      PluralCategory(name: name).flatMap { Self.samples(of: $0, in: context.rules, integer: integer) }
        .map { "\(name): \($0)" }
    }
    let uses =
      covered.isEmpty ? "" : " for \(integer ? "integers" : "numbers") (\(covered.joined(separator: "; ")))"
    return [
      .init(
        .missingCategories,
        "\(name()) lacks \(categories.map { "'\($0)'" }.joined(separator: ", ")), which \(context.language) uses\(uses); add \(categories.count == 1 ? "it" : "them")",
        at: variable.location)
    ]
  }

  /// The numbers CLDR's samples give for `category` in `rules`, for a message: the first
  /// three values or ranges, "2–4, 22–24, 32–34, …" (Russian 'few'), ending with "…" where
  /// CLDR's list goes on. The integer samples for an integer variable; for another, the
  /// integer samples where the category has any, else the decimal ones ("0.0–1.5, …").
  /// Samples in compact form (`1c6`) are left out. Nil when CLDR gives none.
  static func samples(of category: PluralCategory, in rules: PluralRules, integer: Bool) -> String? {
    guard let text = rules.ruleText(for: category), let rule = try? PluralRule(parsing: text) else {
      return nil
    }
    return samples(of: rule, integer: integer)
  }

  /// ``samples(of:in:integer:)`` of one rule's samples (CLDR 48 has no closed list of more than
  /// three: `n = 1 @integer 1, 2, 3, 4` shows the first three, then "…").
  static func samples(of rule: PluralRule, integer: Bool) -> String? {
    let list = integer || rule.integerSamples != nil ? rule.integerSamples : rule.decimalSamples
    guard let list else { return nil }
    let items = list.items.filter { $0.lower.exponent == 0 && ($0.upper?.exponent ?? 0) == 0 }
    guard !items.isEmpty else { return nil }
    var parts = items.prefix(3).map { item in item.upper.map { "\(item.lower)–\($0)" } ?? "\(item.lower)" }
    if items.count > 3 || items.count < list.items.count || list.isOpenEnded { parts.append("…") }
    return parts.joined(separator: ", ")
  }
}
