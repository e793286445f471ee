import LocalizedStrings
import Plurals

/// What the checks of one entry need to know about its table, and how
/// messages name things in that file's own terms: a `.stringsdict` has
/// variables, a catalog has substitutions and plural variations per language.
///
/// A class: each entry's checks hold the context of its table, and copying a
/// struct of this many references for every entry and variable cost more than the checks.
/// Sendable, every property a constant: the entries of a large table are checked on several
/// threads that share it.
final class TableContext: Sendable {
  let path: String
  let kind: LocalizationFileKind
  /// The language as the file writes it (`zh-Hans`, `pt-BR`).
  let language: String
  let rules: PluralRules
  /// Set for a catalog: messages name the language after the key.
  let catalogLanguage: String?
  /// Whether this is the reference language (the development language, or a catalog's source).
  let isReference: Bool
  /// The integers that select each category integers reach in the language
  /// (``IntegerCategories/examples(_:)``), found once per table rather than per variable.
  let integerExamples: [PluralCategory: [Int]]
  /// The categories only large round numbers reach (``IntegerCategories/largeNumberCategories(_:examples:)``).
  let largeNumberCategories: Set<String>
  /// The categories that integers reach only as large round numbers, whatever fractions
  /// reach (``IntegerCategories/largeIntegerCategories(examples:)``): for an integer variable.
  let integerLargeNumberCategories: Set<String>
  /// The names of the categories the language uses, once per table rather than per variable.
  let usedCategories: [String]
  /// The names of the categories integers reach (the keys of ``integerExamples``), in CLDR's order.
  let integerCategories: [String]
  /// The categories integers reach, in the order of ``integerCategories``.
  let integerCategoryList: [PluralCategory]
  /// The used categories that integers reach: those an integer variable needs.
  let integerNeededCategories: [String]
  /// ``usedCategories`` and ``integerNeededCategories`` as bits (`PluralCategory.bits(_:)`).
  let usedBits: UInt8
  let integerNeededBits: UInt8

  init(
    path: String, kind: LocalizationFileKind, language: String, rules: PluralRules, catalogLanguage: String?,
    isReference: Bool = false
  ) {
    self.path = path
    self.isReference = isReference
    self.kind = kind
    self.language = language
    self.rules = rules
    self.catalogLanguage = catalogLanguage
    let integerExamples = IntegerCategories.examples(rules)
    self.integerExamples = integerExamples
    largeNumberCategories = IntegerCategories.largeNumberCategories(rules, examples: integerExamples)
    integerLargeNumberCategories = IntegerCategories.largeIntegerCategories(examples: integerExamples)
    let used = rules.categories.map(\.name)
    // In CLDR's order (zero, one, two, few, many, other), not the dictionary's, which
    // changes from process to process: messages that name one must not.
    integerCategoryList = PluralCategory.allCases.filter { integerExamples[$0] != nil }
    let reached = integerCategoryList.map(\.name)
    usedCategories = used
    integerCategories = reached
    integerNeededCategories = used.filter { reached.contains($0) }
    usedBits = PluralCategory.bits(used)
    integerNeededBits = PluralCategory.bits(integerNeededCategories)
  }

  convenience init(table: StringTable, catalogLanguage: String?, isReference: Bool = false) {
    self.init(
      path: table.path, kind: table.kind, language: table.language, rules: table.pluralRules,
      catalogLanguage: catalogLanguage, isReference: isReference)
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

extension PluralCategory {
  /// The category's bit in a set of categories held as one byte.
  var bit: UInt8 { 1 << rawValue }

  /// The categories of `names` (names that are no category left out), as bits.
  static func bits(_ names: [String]) -> UInt8 {
    names.reduce(0) { bits, name in bits | (PluralCategory(name: name)?.bit ?? 0) }
  }
}
