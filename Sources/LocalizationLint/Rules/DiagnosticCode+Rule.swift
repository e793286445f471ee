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
    switch self {
    case .parseError: .parseError
    case .internalDTDSubset: .internalDTDSubset
    case .duplicateKey: .duplicateKey
    case .identicalDuplicateKey: .identicalDuplicateKey
    case .keyLookAlike: .keyLookAlike
    case .invalidEntry: .invalidEntry
    case .missingFormatKey: .missingFormatKey
    case .invalidFormatKey: .invalidFormatKey
    case .invalidVariable: .invalidVariable
    case .invalidVariant: .invalidVariant
    case .missingSpecType: .missingSpecType
    case .unknownSpecType: .unknownSpecType
    case .missingValueType: .missingValueType
    case .invalidValueType: .invalidValueType
    case .invalidWidthEntry: .invalidWidthEntry
    case .invalidWidth: .invalidWidth
    case .invalidDeviceEntry: .invalidDeviceEntry
    case .unknownDevice: .unknownDevice
    case .catalogMissingValue: .catalogMissingValue
    case .catalogUnknownVariation: .catalogUnknownVariation
    case .ambiguousPluralArgument: .ambiguousPluralArgument
    case .catalogStateNew: .catalogStateNew
    case .catalogStateNeedsReview: .catalogStateNeedsReview
    case .pluralFormsNeedReview: .pluralFormsNeedReview
    case .invalidFormat: .invalidFormat
    case .percentInText: .percentInText
    case .misreadEscape: .misreadEscape
    case .argumentSkipped: .argumentSkipped
    case .argumentTypeConflict: .argumentTypeConflict
    case .valueTypeMismatch: .valueTypeMismatch
    case .integerWidthMismatch: .integerWidthMismatch
    case .mixedPositional: .mixedPositional
    case .outputTooLong: .outputTooLong
    case .outputVeryLong: .outputVeryLong
    case .tooManyExpansions: .tooManyExpansions
    case .undefinedVariable: .undefinedVariable
    case .variableNameCharacter: .variableNameCharacter
    case .unusedVariable: .unusedVariable
    case .variableCycle: .variableCycle
    case .missingOther: .missingOther
    case .missingRequiredOther: .missingRequiredOther
    case .missingCategories: .missingCategories
    case .missingLargeNumberCategory: .missingLargeNumberCategory
    case .unknownCategory: .unknownCategory
    case .unusedCategory: .unusedCategory
    case .emptyVariant: .emptyVariant
    case .controlCharacter: .controlCharacter
    case .retiredCategory: .retiredCategory
    case .fractionOnlyCategory: .fractionOnlyCategory
    case .numberNotShown: .numberNotShown
    case .conversionLookAlike: .conversionLookAlike
    case .numberDropped: .numberDropped
    case .deviceMissingOther: .deviceMissingOther
    case .missingKey: .missingKey
    case .extraKey: .extraKey
    case .untranslatedTable: .untranslatedTable
    case .variableMismatch: .variableMismatch
    case .argumentMismatch: .argumentMismatch
    case .unknownLocalization: .unknownLocalization
    case .ambiguousDevelopmentLanguage: .ambiguousDevelopmentLanguage
    case .unmatchedDevelopmentLanguage: .unmatchedDevelopmentLanguage
    case .languageFallback: .languageFallback
    case .superfluousSuppression: .superfluousSuppression
    case .pluralCandidate: .pluralCandidate
    }
  }
}
