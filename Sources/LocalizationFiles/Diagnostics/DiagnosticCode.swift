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

  /// The code as written in output: `missing-other`.
  public var description: String { rawValue }

  /// How bad it is, by the rule in the type's documentation.
  public var severity: LocalizationDiagnostic.Severity { entry.severity }

  /// One line: what the code means.
  public var summary: String { entry.summary }

  /// What to do about it.
  public var help: String { entry.help }

  /// A small case that has the problem, in the file's own syntax.
  public var example: String { entry.example }

  /// Why the code has its severity, by the rule in the type's documentation.
  public var severityReason: String { entry.reason }

  private var entry:
    (
      severity: LocalizationDiagnostic.Severity, summary: String, help: String, example: String,
      reason: String
    )
  {
    switch self {
    case .identicalDuplicateKey, .percentInText, .conversionLookAlike, .numberDropped:
      precisionEntry
    case .parseError:
      (
        .error,
        "the file cannot be read (malformed property list, JSON or .strings, or an unknown text encoding)",
        "Fix the file at the position given; nothing in it is served until it reads.",
        "\"greeting\" = \"Hello\"   (a .strings entry without its closing ;)",
        "nothing in the file is served: users see keys"
      )
    case .internalDTDSubset:
      (
        .error,
        "a .stringsdict's DOCTYPE has an internal subset ([<!ENTITY …>]), which Apple's property-list parser rejects (CFPropertyList.c, skipDTD): the table does not load on Apple platforms",
        "Remove the [...] part of the DOCTYPE and write each entity's text where it is used (&lt; &amp; and character references still work).",
        "<!DOCTYPE plist [<!ENTITY app \"Files\">]> … <string>&app;</string>",
        "nothing in the file is served on Apple platforms: users see keys"
      )
    case .duplicateKey:
      (
        .error,
        "a key (a .stringsdict dictionary's key at any level, a JSON member of a catalog) appears twice in one dictionary or object with another value (identical copies: identical-duplicate-key)",
        "Remove the copy that is not meant; the message names where the first one is.",
        "\"title\" = \"Files\"; … \"title\" = \"Documents\"; in one .strings file",
        "readers drop one copy, and differ in which (this runtime keeps the last): a text is lost"
      )
    case .invalidEntry:
      (
        .error, "an entry is neither a string nor a dictionary, so the key is served as itself",
        "Make the entry a string, or a dictionary with NSStringLocalizedFormatKey.",
        "<key>files</key><integer>3</integer> in a .stringsdict",
        "the key is served as itself"
      )
    case .missingFormatKey:
      (
        .error, "a .stringsdict entry has no NSStringLocalizedFormatKey, so it cannot be formatted",
        "Add NSStringLocalizedFormatKey with the format, e.g. %#@count@.",
        "<key>files</key><dict><key>n</key><dict>…</dict></dict> with no NSStringLocalizedFormatKey",
        "the entry cannot be formatted: users see the key"
      )
    case .invalidFormatKey:
      (
        .error, "NSStringLocalizedFormatKey is not a string",
        "Make NSStringLocalizedFormatKey a <string>.",
        "<key>NSStringLocalizedFormatKey</key><array/>",
        "the entry cannot be formatted: users see the key"
      )
    case .invalidVariable:
      (
        .note, "an item of a .stringsdict entry is not a variable dictionary and is ignored",
        "Make it a dictionary with NSStringFormatSpecTypeKey, or remove it.",
        "<key>n</key><string>%d files</string> beside NSStringLocalizedFormatKey",
        "the item is never used; a reference to it is undefined-variable, an error"
      )
    case .invalidVariant:
      (
        .warning, "a variant is not a string and is ignored",
        "Make the variant a <string>.",
        "<key>one</key><integer>1</integer> in a plural variable",
        "its numbers, widths or devices get another variant's text, which may not suit them"
      )
    case .missingSpecType:
      (
        .warning, "a variable has no NSStringFormatSpecTypeKey; it is formatted as a plural variable",
        "Add NSStringFormatSpecTypeKey = NSStringPluralRuleType.",
        "<key>n</key><dict><key>one</key>…</dict> with no NSStringFormatSpecTypeKey",
        "this runtime formats it as a plural variable, but another platform may not"
      )
    case .unknownSpecType:
      (
        .error, "a variable's NSStringFormatSpecTypeKey is not a rule type this runtime or Apple's knows",
        "Use NSStringPluralRuleType, NSStringVariableWidthRuleType or NSStringDeviceSpecificRuleType.",
        "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralType</string>",
        "the variable cannot be formatted"
      )
    case .missingValueType:
      (
        .warning, "a plural variable has no NSStringFormatValueTypeKey, so the type of its number is unknown",
        "Add NSStringFormatValueTypeKey with the conversion of its number (d, ld, lld, f …).",
        "a plural variable with one and other but no NSStringFormatValueTypeKey",
        "Apple assumes %@ when the key is absent (Foundation's OS X 10.9 release notes), so a number passed is read as an object; this runtime guesses the type from the variants' conversions"
      )
    case .invalidValueType:
      (
        .error, "NSStringFormatValueTypeKey (or a catalog's formatSpecifier) is not a printf conversion",
        "Use a conversion such as d, ld, lld, u or f.",
        "<key>NSStringFormatValueTypeKey</key><string>q</string>",
        "formatting refuses the variable"
      )
    case .invalidWidthEntry:
      (
        .error, "the width variants of an entry are not a dictionary",
        "Make NSStringVariableWidthRuleType a dictionary from widths to strings.",
        "<key>NSStringVariableWidthRuleType</key><string>Settings</string>",
        "the entry cannot be formatted"
      )
    case .invalidWidth:
      (
        .warning, "a width variant's key is not a width, or its value not a string; it is ignored",
        "Use a non-negative integer key with a string value.",
        "<key>wide</key><string>Preferences</string> among width variants",
        "that width gets another width's text, which may not fit"
      )
    case .invalidDeviceEntry:
      (
        .error, "the device variants of an entry are not a dictionary",
        "Make NSStringDeviceSpecificRuleType a dictionary from device names to strings.",
        "<key>NSStringDeviceSpecificRuleType</key><string>Tap</string>",
        "the entry cannot be formatted"
      )
    case .unknownDevice:
      (
        .warning, "a device variant is not one of Apple's device names",
        "Use iphone, ipad, ipod, mac, applewatch, appletv, applevision or other.",
        "<key>iPhone</key><string>Tap</string> (device names are lower case: iphone)",
        "the device meant gets the text of another device or of 'other'"
      )
    case .catalogMissingValue:
      (
        .error, "a catalog string unit has no value",
        "Give the string unit a \"value\".",
        "\"stringUnit\": {\"state\": \"translated\"} with no \"value\"",
        "the string unit has no text to show"
      )
    case .catalogUnknownVariation:
      (
        .warning,
        "a catalog localization varies by something other than plural, device or width and is not used",
        "Use plural, device or width variations; other keys fall back to the source language.",
        "\"variations\": {\"gender\": {…}}",
        "the localization is not used: its users see the source language"
      )
    case .ambiguousPluralArgument:
      (
        .warning,
        "a catalog plural variation on a string that reads several numbers: which one it varies by is not known",
        "Vary by a substitution per number (%#@files@ … %#@folders@) instead of the whole string.",
        "\"%lld files in %lld folders\" with \"variations\": {\"plural\": {…}}",
        "the variation may choose its text by the wrong number"
      )
    case .catalogStateNew:
      (
        .note, "a catalog translation is in state new (not yet translated by a person)",
        "Translate it and mark it translated.",
        "\"de\": {\"stringUnit\": {\"state\": \"new\", \"value\": \"Dateien\"}}",
        "the text is shown as written; only its review state is reported"
      )
    case .catalogStateNeedsReview:
      (
        .note, "a catalog translation is in state needs_review",
        "Review it and mark it translated.",
        "\"de\": {\"stringUnit\": {\"state\": \"needs_review\", \"value\": \"Dateien\"}}",
        "the text is shown as written; only its review state is reported"
      )
    case .invalidFormat:
      (
        .error,
        "a string that is formatted has a malformed directive (% p prints a pointer, %n is refused, …)",
        "Write %% for a percent sign, or fix the directive.",
        "\"discount\" = \"50% price cut on %@\";   (% p reads as a pointer directive)",
        "the directive prints garbage, or the call fails"
      )
    case .argumentSkipped:
      (
        .error, "numbered arguments skip a position, so the later arguments are read from the wrong place",
        "Number the arguments without gaps (%1$…, %2$…).",
        "\"copied\" = \"%1$@ to %3$@\";   (no %2$)",
        "the later arguments are read from the wrong place"
      )
    case .argumentTypeConflict:
      (
        .error, "one argument is read as two incompatible types (a number and an object, say)",
        "Use one type for each argument across the format and all variants.",
        "\"count\" = \"%1$d items (%1$@)\";",
        "the argument is read as the wrong type in one of its places"
      )
    case .valueTypeMismatch:
      (
        .error, "a variable's declared type does not match the conversion that prints its number",
        "Print the number with the conversion of NSStringFormatValueTypeKey (or the catalog's formatSpecifier).",
        "NSStringFormatValueTypeKey d, but the variants print %f",
        "the number is read as the wrong type"
      )
    case .integerWidthMismatch:
      (
        .warning, "an argument is printed with %d in one place and as 64-bit (%ld, %lld) in another",
        "Use the same length modifier everywhere (Swift's Int is %ld or %lld).",
        "\"%d files\" in one variant, \"%ld files\" in another",
        "a 64-bit number read as 32 bits (or the reverse) prints wrong values where the sizes differ"
      )
    case .mixedPositional:
      (
        .warning,
        "a string mixes numbered (%1$@) and unnumbered (%@) conversions so that one argument is read twice",
        "Number every conversion of the string.",
        "\"moved\" = \"%1$@ to %@\";   (Apple gives %@ argument 1 too)",
        "Apple gives unnumbered conversions the arguments from the first, whatever the numbered ones read: one argument shows twice and the one meant never"
      )
    case .outputTooLong:
      (
        .error,
        "formatting the entry can write more than FormatLimits.maximumOutputBytes (4 MiB), so such calls throw",
        "Refer to fewer variables or make their variants shorter; no user-facing string needs megabytes.",
        "a format that refers to one variable thousands of times, each with long variants",
        "formatting throws"
      )
    case .undefinedVariable:
      (
        .error, "%#@name@ refers to a variable (or substitution) that does not exist",
        "Add the variable, or fix the name.",
        "NSStringLocalizedFormatKey %#@files@ with only a variable named n",
        "the reference has no text: formatting fails"
      )
    case .unusedVariable:
      (
        .warning, "a variable (or substitution) is never referenced",
        "Remove it, or refer to it with %#@name@.",
        "a variable 'folders' that no %#@folders@ refers to",
        "its text is never shown, and the format likely lacks the reference meant for it"
      )
    case .variableCycle:
      (
        .error, "variables refer to each other through their variants, so formatting cannot end",
        "Break the cycle.",
        "variable a's variant is %#@b@ and b's is %#@a@",
        "formatting cannot end"
      )
    case .missingOther:
      (
        .error, "a plural variable has no 'other' variant, so some numbers have no text",
        "Add 'other'; it is the fallback for every number.",
        "<key>one</key><string>%d plik</string> and no <key>other</key>",
        "some numbers have no text at all"
      )
    case .missingRequiredOther:
      (
        .warning,
        "a plural variable has no 'other' variant although every integer has a text (Apple: all categories are optional except other)",
        "Add 'other' (the form for fractions, or the 'many' text): Apple's format requires it.",
        "Russian with one, few and many but no other",
        "every integer it is given has its text here, but Apple's format requires 'other' and a fraction has none"
      )
    case .missingCategories:
      (
        .warning, "a plural variable lacks categories its language uses; those numbers get the 'other' text",
        "Add the categories named, unless 'other' is right for them.",
        "Polish with one, few and other but no many (5 plików)",
        "those numbers get the 'other' text, which may or may not suit them"
      )
    case .missingLargeNumberCategory:
      (
        .note,
        "a plural variable lacks a category its language uses only for large round numbers (French, Spanish, Italian, Portuguese 'many' for 1000000), which get the 'other' text",
        "Add the category if those numbers matter (\"1 000 000 de fichiers\").",
        "French with one and other but no many (1 000 000 de fichiers)",
        "only round millions (or compact notation) reach the category, numbers users practically never see"
      )
    case .unknownCategory:
      (
        .note, "a plural variant's key is not a plural category and is never chosen",
        "Use zero, one, two, few, many or other.",
        "<key>plural</key><string>%d files</string>",
        "the text is never chosen; what those numbers get instead is reported by missing-other or missing-categories"
      )
    case .unusedCategory:
      (
        .note, "a plural category the language never chooses (its text is unreachable)",
        "Remove it; 'zero' is the exception, it is honoured for 0 in every language.",
        "Japanese with <key>one</key> (Japanese numbers are all other)",
        "the text is unreachable ('one' in Japanese, Chinese, Korean, Vietnamese, Thai or Indonesian, 'few' in English); the categories the language does choose are checked by missing-categories"
      )
    case .emptyVariant:
      (
        .warning, "a variant's text is empty, so the numbers or devices it covers show nothing",
        "Write the text; remove the variant if another one should cover those cases.",
        "<key>few</key><string></string>",
        "those numbers or devices show no text, unless the blank was meant (a zero that says nothing)"
      )
    case .controlCharacter:
      (
        .warning, "a text holds a control character (NUL, BEL, ESC …) that no user should see",
        "Remove it; write \\n or \\t for a line break or a tab.",
        "\"Save\\0\" in a .strings file",
        "an invisible character or a box in the text, almost always pasted by accident"
      )
    case .retiredCategory:
      (
        .note,
        "a plural category the language no longer chooses but chose in an earlier CLDR release (Hebrew 'many' until CLDR 41): systems with that release still show the text",
        "Keep it while the app supports systems with the older CLDR data; remove it afterwards.",
        "Hebrew with <key>many</key> (20, 30 … are 'other' since CLDR 42)",
        "only systems with older CLDR data show the text, and there it is right"
      )
    case .fractionOnlyCategory:
      (
        .warning,
        "an integer variable's 'other' repeats another category's text while the integer form sits in a category the language chooses only for fractions",
        "Put the integer form in 'other': integers never reach the fraction-only category.",
        "Russian other = one's text while 'few' holds the integer form",
        "the integers of 'other' show another category's form whenever the app passes them"
      )
    case .numberNotShown:
      (
        .warning,
        "a variant does not print its number, but its category covers several integers (Ukrainian 'one' is 1, 21, 31 …)",
        "Print the number with the variable's conversion, or the other integers of the category show the wrong text.",
        "Ukrainian one = \"один файл\", which 21 also chooses",
        "the category's other integers (21, 31 …) show the text without their number whenever the app passes them"
      )
    case .deviceMissingOther:
      (
        .warning,
        "device variants without 'other'; devices not listed (and servers) get a fallback device's text",
        "Add an 'other' variant.",
        "device variants iphone and ipad, no other",
        "unlisted devices get a fallback device's text, which may not suit them"
      )
    case .missingKey:
      (
        .warning,
        "a key of the development language is missing in another language, which then shows the key",
        "Translate it.",
        "en.lproj has \"settings\", de.lproj does not",
        "users of the language see the key or the development language's text, which may be meant (a name left as it is)"
      )
    case .extraKey:
      (
        .note, "a key that the development language does not have",
        "Remove it, or add it to the development language.",
        "de.lproj has \"old title\", en.lproj does not",
        "the text is never asked for through the development language's keys: a stale translation"
      )
    case .variableMismatch:
      (
        .warning, "an entry's variables are named differently than in the development language",
        "Use the development language's variable names.",
        "en uses %#@files@, de %#@dateien@",
        "the variables are named differently, likely copied from another entry"
      )
    case .argumentMismatch:
      (
        .error,
        "a translation reads an argument the development language does not pass, or reads it as another type",
        "Use the development language's arguments: the same positions and types (leaving one out is fine).",
        "en \"%d files\", de \"%@ Dateien\"",
        "the translation reads an argument that is not passed, or as another type"
      )
    case .unknownLocalization:
      (
        .warning,
        "an .lproj folder's name is not a localization name (a language tag, a legacy name such as English, or Base); its files are checked alone",
        "Rename the folder to its language (en, pt-BR), or remove it if it is a stray copy.",
        "en copy.lproj/Localizable.strings beside en.lproj (a,b.lproj, en-US 2.lproj alike)",
        "no language is served from the folder: if it was meant as one, its users see another language's text; its keys and arguments are compared with nothing"
      )
    case .ambiguousDevelopmentLanguage:
      (
        .warning,
        "two .lproj folders of one table stand for the development language; one is the reference, the other is compared with it as a translation",
        "Remove or rename the folder that is not meant (a stray English.lproj beside en.lproj).",
        "English.lproj/Localizable.strings and en.lproj/Localizable.strings with development language en",
        "users of the language see one of two texts, and which one depends on the platform's choice of folder"
      )
    case .unmatchedDevelopmentLanguage:
      (
        .error,
        "the development language is none of the localizations found, so no table's languages are compared with it",
        "Set development_language (or --development-language) to the language of the source texts (en, en-US), or add Base.lproj.",
        "development_language: eng with en.lproj and fr.lproj",
        "missing keys and argument mismatches of every translation go unreported: a translation that reads a wrong argument reaches users"
      )
    case .languageFallback:
      (
        .note, "the text was served in another language than the one asked for",
        "Add a localization for the language, if it is meant to be supported.",
        "formatting for ja a catalog that has only en and de",
        "the language is not localized; the text of another one is what the app offers"
      )
    case .superfluousSuppression:
      (
        .note,
        "a plurals-lint:disable comment suppresses nothing (or names no rule, or one that does not exist)",
        "Remove the comment, or fix the code it names; `plurals lint rules` lists the codes.",
        "/* plurals-lint:disable:next missing-other */ above an entry that has 'other' ",
        "no user sees a difference; the comment is stale"
      )
    }
  }
}
