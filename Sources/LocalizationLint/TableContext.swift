import LocalizedStrings
import Plurals

/// What the checks of one entry need to know about its table, and how
/// messages name things in that file's own terms: a `.stringsdict` has
/// variables, a catalog has substitutions and plural variations per language.
struct TableContext {
  var path: String
  var kind: LocalizationFileKind
  /// The language as the file writes it (`zh-Hans`, `pt-BR`).
  var language: String
  var rules: PluralRules
  /// Set for a catalog: messages name the language after the key.
  var catalogLanguage: String?
  /// Whether this is the reference language (the development language, or a catalog's source).
  var isReference = false
  /// The integers that select each category integers reach in the language
  /// (``IntegerCategories/examples(_:)``), found once per table rather than per variable.
  let integerExamples: [PluralCategory: [Int]]

  init(
    path: String, kind: LocalizationFileKind, language: String, rules: PluralRules, catalogLanguage: String?
  ) {
    self.path = path
    self.kind = kind
    self.language = language
    self.rules = rules
    self.catalogLanguage = catalogLanguage
    integerExamples = IntegerCategories.examples(rules)
  }

  init(table: StringTable, catalogLanguage: String?) {
    self.init(
      path: table.path, kind: table.kind, language: table.language, rules: table.pluralRules,
      catalogLanguage: catalogLanguage)
  }

  /// Whether only large round numbers reach `category`: the integers that
  /// select it are all 1,000,000 or more (French, Spanish, Italian and
  /// Portuguese 'many'), and no number with fraction digits does.
  func isLargeNumberCategory(_ category: String) -> Bool {
    guard let integers = integerExamples.first(where: { $0.key.name == category })?.value,
      integers.allSatisfy({ $0 >= 1_000_000 })
    else { return false }
    return !IntegerCategories.fractionProbes.contains { (try? rules.category(for: $0))?.name == category }
  }

  /// `'key'`, or `'key' (de)` in a catalog.
  func entryName(_ key: String) -> String {
    catalogLanguage.map { "'\(key)' (\($0))" } ?? "'\(key)'"
  }

  /// `variable 'n' of 'key'`, `substitution 'n' of 'key' (de)`, `the plural variation of 'key' (de)`.
  func variableName(_ variable: FormatVariable, key: String) -> String {
    "\(variable.displayName) of \(entryName(key))"
  }
}
