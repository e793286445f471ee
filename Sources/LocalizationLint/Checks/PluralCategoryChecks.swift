import LocalizedStrings
import PluralRuleSyntax
import Plurals

/// The checks of a plural variable's categories: which the language needs, which
/// are missing, unreachable or hold the wrong form, and which variants drop the number.
extension EntryChecks {
  /// Whether the variable's number is an integer: its declared conversion,
  /// else (a catalog's plural variation) the conversions that print it.
  func isInteger(_ variable: FormatVariable, facts: VariableFacts) -> Bool {
    if let declared = facts.declaredConversion { return declared.isInteger }
    guard variable.valueType == nil else { return false }
    return !facts.ownUses.isEmpty
      && !facts.ownUses.containsUse { !FormatDirective.printsInteger(code: $0.pointee.directive.code) }
  }

  /// `unknown-category`, `missing-other`, `missing-categories`, `unused-category`, and the checks
  /// of `retired-category`, `fraction-only-category` and `number-not-shown` (in their rule files).
  func pluralCategories(_ variable: FormatVariable, facts: VariableFacts) -> [LocalizationDiagnostic] {
    var diagnostics: [LocalizationDiagnostic] = []
    // Made only for a message (most variables have none), and once for all of them.
    var madeName: String?
    func name() -> String {
      if let madeName { return madeName }
      let made = context.variableName(variable, key: key)
      madeName = made
      return made
    }
    let language = context.language
    let keys = variable.variants.lazy.map(\.key)  // read in place, not copied into an array
    let integer = isInteger(variable, facts: facts)
    let integerExamples = integer ? context.integerExamples : [:]
    let used = context.usedCategories
    let needed = integer ? context.integerNeededCategories : used
    // The categories the variants name, as bits, and whether a key is none: one pass over the
    // keys, where each test below searched them by name (most variables pass every test).
    var present: UInt8 = 0
    var unknownKey = false
    for key in keys {
      if let category = PluralCategory(name: key) { present |= category.bit } else { unknownKey = true }
    }
    for key in keys where unknownKey && PluralCategory(name: key) == nil {
      diagnostics.append(
        .init(
          .unknownCategory,
          "'\(key)' in \(name()) is not a plural category; use zero, one, two, few, many or other",
          at: variable.location))
    }
    let neededBits = integer ? context.integerNeededBits : context.usedBits
    let lacking =
      neededBits & ~present & ~PluralCategory.other.bit == 0
      ? [] : needed.filter { $0 != "other" && !keys.contains($0) }
    // Without 'other', the numbers of a missing category get no text; an integer
    // variable that has every category integers reach (Russian one/few/many) has a
    // text for each of its numbers, but Apple's format requires 'other' all the same.
    if present & PluralCategory.other.bit == 0 {
      if !integer || needed.contains("other") || !lacking.isEmpty {
        let numbers =
          integer
          ? "integers such as \(Self.examples(integerExamples, for: needed.filter { !keys.contains($0) }))"
          : "some numbers"
        diagnostics.append(
          .init(
            .missingOther, "\(name()) has no 'other' variant, so \(numbers) get no text; add 'other'",
            at: variable.location))
      } else {
        diagnostics.append(
          .init(
            .missingRequiredOther,
            "\(name()) has no 'other' variant; every integer has a text, but Apple's format requires 'other' (and a fraction has none): add it",
            at: variable.location))
      }
    }
    // One text for every number is a choice the reference language's author makes; translations follow the language.
    if !lacking.isEmpty && !(context.isReference && variable.uniformText != nil) {
      // Categories that only round millions reach (French 'many') are a note, for
      // integer and floating-point variables alike: users practically never see those numbers.
      // Of an integer variable, by the integers alone (Breton 'many' is every million, and
      // 1000000.0 too, which an integer variable is never given).
      let largeCategories = integer ? context.integerLargeNumberCategories : context.largeNumberCategories
      let large = lacking.filter { largeCategories.contains($0) }
      for (code, categories) in [
        (DiagnosticCode.missingCategories, lacking.filter { !large.contains($0) }),
        (.missingLargeNumberCategory, large),
      ]
      where !categories.isEmpty {
        let uses: String
        if code == .missingCategories {
          // Which numbers each category covers, from CLDR's samples: what the translator must write for.
          let covered = categories.compactMap { name in
            PluralCategory(name: name).flatMap { Self.samples(of: $0, in: context.rules, integer: integer) }
              .map { "\(name): \($0)" }
          }
          uses =
            covered.isEmpty
            ? "" : " for \(integer ? "integers" : "numbers") (\(covered.joined(separator: "; ")))"
        } else {
          uses =
            " for \(integer ? "integers" : "numbers") such as \(Self.examples(context.integerExamples, for: categories))"
        }
        diagnostics.append(
          .init(
            code,
            "\(name()) lacks \(categories.map { "'\($0)'" }.joined(separator: ", ")), which \(language) uses\(uses); add \(categories.count == 1 ? "it" : "them")",
            at: variable.location))
      }
    }
    for key in keys
    where present & ~context.usedBits & ~PluralCategory.zero.bit != 0
      && Self.categoryNames.contains(key) && key != "zero" && !used.contains(key)
    {
      if let note = retiredCategory(key, of: variable, name: name()) {
        diagnostics.append(note)
        continue
      }
      diagnostics.append(
        .init(
          .unusedCategory,
          "'\(key)' in \(name()) is never chosen in \(language); the text is unreachable, remove it",
          at: variable.location))
    }
    if integer {
      diagnostics.add(fractionOnly(variable, name: name(), examples: integerExamples, used: used))
      diagnostics.add(numbersNotShown(variable, name: name(), examples: integerExamples, facts: facts))
    }
    return diagnostics
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
    let list = integer || rule.integerSamples != nil ? rule.integerSamples : rule.decimalSamples
    guard let list else { return nil }
    let items = list.items.filter { $0.lower.exponent == 0 && ($0.upper?.exponent ?? 0) == 0 }
    guard !items.isEmpty else { return nil }
    var parts = items.prefix(3).map { item in item.upper.map { "\(item.lower)–\($0)" } ?? "\(item.lower)" }
    if items.count > 3 || items.count < list.items.count || list.isOpenEnded { parts.append("…") }
    return parts.joined(separator: ", ")
  }

  /// The first integers of each of `categories`, for a message ("0, 5" for few and many).
  static func examples(_ examples: [PluralCategory: [Int]], for categories: [String]) -> String {
    let numbers = examples.filter { categories.contains($0.key.name) }.compactMap(\.value.first).sorted()
    return numbers.map(String.init).joined(separator: ", ")
  }
}
