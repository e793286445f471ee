// `import LocalizedStrings` is enough to name every type its public API uses
// from the package's lower modules: `SourceError` and `SourceLocation`
// (SourceFiles, in this product), `CLDRLocale` and `PluralRules` (Plurals),
// `LocalizedNumberFormat` (LocaleNumbers), so `FormatOptions(pluralLocale:
// CLDRLocale("pl"))` needs no other import.
@_exported import LocaleNumbers
@_exported import Plurals
@_exported import SourceFiles
