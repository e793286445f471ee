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
  /// The categories only large round numbers reach (``IntegerCategories/largeNumberCategories(_:examples:)``).
  let largeNumberCategories: Set<String>

  init(
    path: String, kind: LocalizationFileKind, language: String, rules: PluralRules, catalogLanguage: String?
  ) {
    self.path = path
    self.kind = kind
    self.language = language
    self.rules = rules
    self.catalogLanguage = catalogLanguage
    integerExamples = IntegerCategories.examples(rules)
    largeNumberCategories = IntegerCategories.largeNumberCategories(rules, examples: integerExamples)
  }

  init(table: StringTable, catalogLanguage: String?) {
    self.init(
      path: table.path, kind: table.kind, language: table.language, rules: table.pluralRules,
      catalogLanguage: catalogLanguage)
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
