// The product's own modules: `import LocalizationLint` is enough to name the
// types its reports use (`LocalizationDiagnostic`, `DiagnosticCode` from
// LocalizedStrings; `SourceError`, `SourceLocation` from SourceFiles).
@_exported import LocalizedStrings
@_exported import SourceFiles
