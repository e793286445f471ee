// The product's other module: `import LocalizedStrings` is enough to name the
// types its API uses from SourceFiles (`SourceError`, `SourceLocation`).
@_exported import SourceFiles
