// The product's own modules: `import LocalizationLint` is enough to name the
// types its reports use (`LocalizationDiagnostic`, `DiagnosticCode` from
// LocalizationFiles; `SourceError`, `SourceLocation` from SourceFiles).
@_exported import LocalizationFiles
@_exported import SourceFiles
