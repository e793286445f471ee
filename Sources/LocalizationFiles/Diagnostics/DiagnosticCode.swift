/// Every problem this package reports, with one meaning and one severity.
///
/// The loader, the formatter and the linter all speak through these codes, so
/// a code means the same wherever it appears (`plurals lint`, the
/// ``LocalizationDiagnostic``s of a table, `FormattedString.diagnostics`).
///
/// Severities follow one rule, by what users see because of the problem
/// (``severityReason`` says how for each code):
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
/// Each code's description is its ``rule``, one file per rule under
/// `Diagnostics/Rules/`, with files that must and must not report it.
///
/// ```swift
/// DiagnosticCode.missingOther.rawValue    // "missing-other"
/// DiagnosticCode.missingOther.severity    // .error
/// DiagnosticCode(rawValue: "mixed-positional")?.summary
/// ```
public enum DiagnosticCode: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
  // Reading files
  case parseError = "parse-error"
  case internalDTDSubset = "dtd-internal-subset"
  case duplicateKey = "duplicate-key"
  case identicalDuplicateKey = "identical-duplicate-key"
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
  case argumentSkipped = "argument-skipped"
  case argumentTypeConflict = "argument-type-conflict"
  case valueTypeMismatch = "value-type-mismatch"
  case integerWidthMismatch = "integer-width-mismatch"
  case mixedPositional = "mixed-positional"
  case outputTooLong = "output-too-long"
  case tooManyExpansions = "too-many-expansions"
  // Variables and their variants
  case undefinedVariable = "undefined-variable"
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

  /// The code as written in output: `missing-other`.
  public var description: String { rawValue }

  /// How bad it is, by the rule in the type's documentation.
  public var severity: LocalizationDiagnostic.Severity { rule.severity }

  /// One line: what the code means.
  public var summary: String { rule.summary }

  /// What to do about it.
  public var help: String { rule.help }

  /// A small case that has the problem, in the file's own syntax.
  public var example: String { rule.example }

  /// Why the code has its severity, by the rule in the type's documentation.
  public var severityReason: String { rule.reason }

  /// The code's rule: its description and examples, in `Diagnostics/Rules/<Name>Rule.swift`.
  public var rule: DiagnosticRule {
    switch self {
    case .parseError: .parseError
    case .internalDTDSubset: .internalDTDSubset
    case .duplicateKey: .duplicateKey
    case .identicalDuplicateKey: .identicalDuplicateKey
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
    case .invalidFormat: .invalidFormat
    case .percentInText: .percentInText
    case .argumentSkipped: .argumentSkipped
    case .argumentTypeConflict: .argumentTypeConflict
    case .valueTypeMismatch: .valueTypeMismatch
    case .integerWidthMismatch: .integerWidthMismatch
    case .mixedPositional: .mixedPositional
    case .outputTooLong: .outputTooLong
    case .tooManyExpansions: .tooManyExpansions
    case .undefinedVariable: .undefinedVariable
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
