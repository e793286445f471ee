/// Every problem this package reports, with one meaning and one severity.
///
/// The loader, the formatter and the linter all speak through these codes, so
/// a code means the same wherever it appears (`plurals lint`, the
/// ``LocalizationDiagnostic``s of a table, `FormattedString.diagnostics`).
///
/// Severities follow one rule, by what users see because of the problem
/// (LocalizationLint's `DiagnosticCode.rule.reason` says how for each code):
///
/// - An ``LocalizationDiagnostic/Severity/error``: some user sees wrong or
///   broken text, whatever the author meant: a file or entry that cannot be
///   read or formatted, an argument read from the wrong place or as the wrong
///   type, numbers with no text at all.
/// - A ``LocalizationDiagnostic/Severity/warning``: likely wrong text. What
///   users see depends on what the author meant (the 'other' text may suit a
///   missing category; a blank may be meant) or on which ordinary numbers the
///   app passes (21 in Ukrainian), and usually it is wrong; or the platform's
///   format requires what is missing (Apple's 'other', even where no integer
///   reaches it).
/// - A ``LocalizationDiagnostic/Severity/note``: harmless. Text that no user
///   sees (a category the language never chooses, a key nobody asks for), that
///   only older systems see, or that only numbers users practically never see
///   reach (round millions: French 'many', for integers and floating-point
///   numbers alike); the state of a translation; the linter's own bookkeeping.
///
/// One code has two severities: ``duplicateKey`` is an error where the copies
/// of a key differ (one text is dropped) and a note where they are identical
/// (nothing is); its ``severity`` is the error.
///
/// A code rates its own consequence: where an unreachable text means that
/// some numbers get another one, the code for those numbers (`missing-other`,
/// `missing-categories`) reports that, at its own severity.
///
/// This module holds the codes and their severities, which the runtime's readers and
/// formatter report; what each code means for people (its summary, fix, reason and
/// example files) is the linter's: one rule a file in LocalizationLint's `Rules/`
/// folder (`DiagnosticCode.rule`), so an app that formats strings carries none of it.
///
/// ```swift
/// DiagnosticCode.missingOther.rawValue    // "missing-other"
/// DiagnosticCode.missingOther.severity    // .error
/// DiagnosticCode(rawValue: "mixed-positional")?.severity    // .warning
/// ```
public enum DiagnosticCode: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
  // Reading files
  case parseError = "parse-error"
  case internalDTDSubset = "dtd-internal-subset"
  case duplicateKey = "duplicate-key"
  case identicalDuplicateKey = "identical-duplicate-key"
  case keyLookAlike = "key-look-alike"
  case invalidEntry = "invalid-entry"
  case missingFormatKey = "missing-format-key"
  case invalidFormatKey = "invalid-format-key"
  case invalidVariable = "invalid-variable"
  case invalidVariant = "invalid-variant"
  case missingSpecType = "missing-spec-type"
  case unknownSpecType = "unknown-spec-type"
  case missingValueType = "missing-value-type"
  case invalidValueType = "invalid-value-type"
  case invalidWidthEntry = "invalid-width-entry"
  case invalidWidth = "invalid-width"
  case invalidDeviceEntry = "invalid-device-entry"
  case unknownDevice = "unknown-device"
  case catalogMissingValue = "catalog-missing-value"
  case catalogUnknownVariation = "catalog-unknown-variation"
  case ambiguousPluralArgument = "ambiguous-plural-argument"
  case catalogStateNew = "catalog-state-new"
  case catalogStateNeedsReview = "catalog-state-needs-review"
  // Formats and their arguments
  case invalidFormat = "invalid-format"
  case percentInText = "percent-in-text"
  case misreadEscape = "misread-escape"
  case argumentSkipped = "argument-skipped"
  case argumentTypeConflict = "argument-type-conflict"
  case valueTypeMismatch = "value-type-mismatch"
  case integerWidthMismatch = "integer-width-mismatch"
  case mixedPositional = "mixed-positional"
  case outputTooLong = "output-too-long"
  case outputVeryLong = "output-very-long"
  case tooManyExpansions = "too-many-expansions"
  // Variables and their variants
  case undefinedVariable = "undefined-variable"
  case variableNameCharacter = "variable-name-character"
  case unusedVariable = "unused-variable"
  case variableCycle = "variable-cycle"
  case missingOther = "missing-other"
  case missingRequiredOther = "missing-required-other"
  case missingCategories = "missing-categories"
  case missingLargeNumberCategory = "missing-large-number-category"
  case unknownCategory = "unknown-category"
  case unusedCategory = "unused-category"
  case emptyVariant = "empty-variant"
  case controlCharacter = "control-character"
  case retiredCategory = "retired-category"
  case fractionOnlyCategory = "fraction-only-category"
  case numberNotShown = "number-not-shown"
  case conversionLookAlike = "conversion-look-alike"
  case numberDropped = "number-dropped"
  case deviceMissingOther = "device-missing-other"
  // Languages of one table compared
  case missingKey = "missing-key"
  case extraKey = "extra-key"
  case untranslatedTable = "untranslated-table"
  case variableMismatch = "variable-mismatch"
  case argumentMismatch = "argument-mismatch"
  case unknownLocalization = "unknown-localization"
  case ambiguousDevelopmentLanguage = "ambiguous-development-language"
  case unmatchedDevelopmentLanguage = "unmatched-development-language"
  // While formatting
  case languageFallback = "language-fallback"
  // The linter's own
  case superfluousSuppression = "superfluous-suppression"
  // Strings that should vary by number
  case pluralCandidate = "plural-candidate"
  case pluralFormsNeedReview = "plural-forms-need-review"
  // Swift code and its tables (`plurals lint --sources`)
  case undefinedKey = "undefined-key"
  case formatCallMismatch = "format-call-mismatch"
  case unusedKey = "unused-key"

  /// The code as written in output: `missing-other`.
  public var description: String { rawValue }

  /// How bad it is, by the rule in the type's documentation (the reason for each code is
  /// its rule's, in LocalizationLint: `DiagnosticCode.rule.reason`).
  public var severity: LocalizationDiagnostic.Severity {
    switch self {
    case .parseError, .internalDTDSubset, .duplicateKey, .invalidEntry, .missingFormatKey,
      .invalidFormatKey, .unknownSpecType, .invalidValueType, .invalidWidthEntry, .invalidDeviceEntry,
      .catalogMissingValue, .invalidFormat, .argumentSkipped, .argumentTypeConflict, .valueTypeMismatch,
      .outputTooLong, .tooManyExpansions, .undefinedVariable, .variableNameCharacter, .variableCycle,
      .missingOther,
      .argumentMismatch, .unmatchedDevelopmentLanguage, .undefinedKey, .formatCallMismatch:
      .error
    case .invalidVariant, .missingSpecType, .missingValueType, .invalidWidth, .unknownDevice,
      .catalogUnknownVariation, .ambiguousPluralArgument, .integerWidthMismatch, .mixedPositional,
      .unusedVariable, .missingRequiredOther, .missingCategories, .emptyVariant, .controlCharacter,
      .fractionOnlyCategory, .numberNotShown, .conversionLookAlike, .numberDropped, .deviceMissingOther,
      .missingKey, .variableMismatch, .unknownLocalization, .ambiguousDevelopmentLanguage, .pluralCandidate,
      .misreadEscape, .outputVeryLong, .keyLookAlike,
      .untranslatedTable:
      .warning
    case .identicalDuplicateKey, .invalidVariable, .catalogStateNew, .catalogStateNeedsReview,
      .pluralFormsNeedReview, .percentInText, .missingLargeNumberCategory, .unknownCategory, .unusedCategory,
      .retiredCategory,
      .extraKey, .languageFallback, .superfluousSuppression, .unusedKey:
      .note
    }
  }
}
