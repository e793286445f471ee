// The product's own modules: `import LocalizedStrings` is enough to name the
// types its API uses (`FormatError`, `StringEntry`, `LocalizationDiagnostic`
// from LocalizationFiles; `SourceError`, `SourceLocation` from SourceFiles).
@_exported import LocalizationFiles
@_exported import SourceFiles
