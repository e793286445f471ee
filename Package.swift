// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "swift-plurals",
  products: [
    // The runtime that apps embed: nothing outside this package, not even Foundation.
    .library(name: "Plurals", targets: ["Plurals"]),
    // Parse and evaluate plural rule text at runtime (no expat needed).
    .library(name: "PluralRuleSyntax", targets: ["PluralRuleSyntax"]),
    // CLDR number symbols and grouping, for localized output.
    .library(name: "LocaleNumbers", targets: ["LocaleNumbers"]),
    // .stringsdict loading and formatting (%#@variables@, the printf dialect).
    .library(name: "LocalizedStrings", targets: ["LocalizedStrings"]),
    // The checks behind `plurals lint`.
    .library(name: "LocalizationLint", targets: ["LocalizationLint"]),
    .executable(name: "plurals", targets: ["PluralsCLI"]),
    // For the generator package in Tools/ (and the fuzz targets), not for apps:
    // the table format the generator writes, and the XML reader of CLDR files.
    .library(name: "PluralTableFormat", targets: ["PluralTableFormat"]),
    .library(name: "ExpatXML", targets: ["ExpatXML"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    .target(name: "PluralTableFormat"),
    .target(name: "Plurals", dependencies: ["PluralTableFormat"]),
    .target(name: "PluralRuleSyntax"),
    .systemLibrary(
      name: "CExpat",
      pkgConfig: "expat",
      providers: [.apt(["libexpat1-dev"])]
    ),
    .target(name: "ExpatXML", dependencies: ["CExpat"]),
    .target(name: "LocaleNumbers", dependencies: ["Plurals"]),
    .target(name: "LocalizedStrings", dependencies: ["Plurals", "ExpatXML", "LocaleNumbers"]),
    .target(name: "LocalizationLint", dependencies: ["LocalizedStrings", "Plurals"]),
    .executableTarget(
      name: "PluralsCLI",
      dependencies: [
        "Plurals",
        "PluralRuleSyntax",
        "LocalizedStrings",
        "LocalizationLint",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      resources: [.copy("Demo")]
    ),
    .testTarget(name: "PluralRuleSyntaxTests", dependencies: ["PluralRuleSyntax"]),
    .testTarget(name: "PluralTableFormatTests", dependencies: ["PluralTableFormat"]),
    .testTarget(name: "PluralsTests", dependencies: ["Plurals", "PluralRuleSyntax"]),
    .testTarget(name: "ExpatXMLTests", dependencies: ["ExpatXML"]),
    .testTarget(name: "LocalizedStringsTests", dependencies: ["LocalizedStrings", "Plurals", "PluralRuleSyntax"]),
    .testTarget(name: "LocalizationLintTests", dependencies: ["LocalizationLint", "LocalizedStrings"]),
    .testTarget(name: "PluralsCLITests", dependencies: ["PluralsCLI"]),
    // ICU4C as the oracle of localized numbers (tests only; Debian: libicu-dev).
    .target(
      name: "CICUOracle", path: "Tests/CICUOracle",
      linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]),
    .testTarget(name: "LocaleNumbersTests", dependencies: ["LocaleNumbers", "LocalizedStrings", "CICUOracle"]),
  ],
  swiftLanguageModes: [.v6]
)
