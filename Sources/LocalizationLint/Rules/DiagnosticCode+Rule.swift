import LocalizedStrings

/// What each code means for people: read from its rule (`Rules/<Name>Rule.swift`).
extension DiagnosticCode {
  /// One line: what the code means.
  package var summary: String { rule.summary }

  /// What to do about it.
  package var help: String { rule.help }

  /// A small case that has the problem, in the file's own syntax.
  package var example: String { rule.example }

  /// Why the code has its severity, by the rule in the type's documentation.
  package var severityReason: String { rule.reason }

  /// The code's rule: its description and examples, in `Rules/<Name>Rule.swift`.
  public var rule: DiagnosticRule {
    guard let rule = DiagnosticRule.byCode[self] else {
      preconditionFailure("'\(rawValue)' has no rule in DiagnosticRule.all")
    }
    return rule
  }
}

extension DiagnosticRule {
  /// Every rule, in the order of `DiagnosticCode.allCases`: the one list a rule is registered
  /// in (`RuleExampleTests` holds the two orders equal, and each code to its own rule).
  public static let all: [DiagnosticRule] = [
    .parseError,
    .internalDTDSubset,
    .duplicateKey,
    .identicalDuplicateKey,
    .keyLookAlike,
    .invalidEntry,
    .missingFormatKey,
    .invalidFormatKey,
    .invalidVariable,
    .invalidVariant,
    .missingSpecType,
    .unknownSpecType,
    .missingValueType,
    .invalidValueType,
    .invalidWidthEntry,
    .invalidWidth,
    .invalidDeviceEntry,
    .unknownDevice,
    .catalogMissingValue,
    .catalogUnknownVariation,
    .ambiguousPluralArgument,
    .catalogStateNew,
    .catalogStateNeedsReview,
    .invalidFormat,
    .percentInText,
    .misreadEscape,
    .argumentSkipped,
    .argumentTypeConflict,
    .valueTypeMismatch,
    .integerWidthMismatch,
    .mixedPositional,
    .outputTooLong,
    .outputVeryLong,
    .tooManyExpansions,
    .undefinedVariable,
    .variableNameCharacter,
    .unusedVariable,
    .variableCycle,
    .missingOther,
    .missingRequiredOther,
    .missingCategories,
    .missingLargeNumberCategory,
    .unknownCategory,
    .unusedCategory,
    .emptyVariant,
    .controlCharacter,
    .retiredCategory,
    .fractionOnlyCategory,
    .numberNotShown,
    .conversionLookAlike,
    .numberDropped,
    .deviceMissingOther,
    .missingKey,
    .extraKey,
    .untranslatedTable,
    .variableMismatch,
    .argumentMismatch,
    .unknownLocalization,
    .ambiguousDevelopmentLanguage,
    .unmatchedDevelopmentLanguage,
    .languageFallback,
    .superfluousSuppression,
    .pluralCandidate,
    .pluralFormsNeedReview,
    .undefinedKey,
    .formatCallMismatch,
    .unusedKey,
  ]

  /// ``all`` by code, for ``DiagnosticCode/rule``.
  static let byCode = Dictionary(uniqueKeysWithValues: all.map { ($0.code, $0) })
}
