// The runtime in one import: `import Localization` names the tables and the
// formatting of LocalizedStrings (and, through it, LocalizationFiles' entry
// model and errors and SourceFiles' locations) beside the catalogs and bundles.
@_exported import LocalizedStrings
