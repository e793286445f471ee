// The runtime in one import: `import Localization` names the tables, the
// entry model and the formatting of LocalizedStrings (and, through it,
// SourceFiles' locations and errors) beside the catalogs and bundles.
@_exported import LocalizedStrings
