// `import PluralsFoundation` is enough to use the libraries it extends.
@_exported import LocaleNumbers
@_exported import Localization
@_exported import LocalizedStrings
@_exported import Plurals
@_exported import SourceFiles
