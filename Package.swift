// swift-tools-version: 6.1
import PackageDescription

// Swift 6.1 or later (the tools version above: package traits, SE-0450). Apple platforms: the floor most
// apps and packages support. What needs a newer release is marked @available on
// that API alone (Int128 and UInt128 as format arguments); Tools/availability/check.sh
// checks that in CI. Linux, Android, Windows and WASI need no declaration;
// README.md ("Platforms") says which are built and how.

// The command line's libraries, for the targets of the CLI trait (a default trait): a package
// that depends on this one for the runtime alone can disable it, and resolves neither. Without
// it, LocalizationLint, AccessorCodeGen, CommandOptions, LintCommandOptions, the plurals
// command and the plugins' tools do not build ("no such module 'Yams'"; an #error beside the
// import is never reached).
let argumentParser = Target.Dependency.product(
  name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["CLI"]))
let yams = Target.Dependency.product(name: "Yams", package: "Yams", condition: .when(traits: ["CLI"]))
// The compiler's own parser, for `plurals lint --sources` (SwiftCallSites alone names it), under
// the same trait: the runtime's products neither resolve nor build it.
let swiftSyntax = Target.Dependency.product(
  name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["CLI"]))
let swiftParser = Target.Dependency.product(
  name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["CLI"]))

let package = Package(
  name: "swift-plurals",
  platforms: [.macOS(.v11), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
  products: [
    // The runtime that apps embed: nothing outside this package, not even Foundation.
    .library(name: "Plurals", targets: ["Plurals"]),
    // Parse and evaluate plural rule text at runtime (no expat needed).
    .library(name: "PluralRuleSyntax", targets: ["PluralRuleSyntax"]),
    // CLDR number symbols and grouping, for localized output.
    .library(name: "LocaleNumbers", targets: ["LocaleNumbers"]),
    // One table: .stringsdict and .strings loading and formatting (%#@variables@, the printf
    // dialect), the entry model, FormatError and the diagnostics; SourceFiles comes with it
    // (the SourceError its readers throw).
    .library(name: "LocalizedStrings", targets: ["LocalizedStrings", "SourceFiles"]),
    // Everything an app or a server reads beyond one table: String Catalogs, `.lproj` bundles
    // and the Localizer that negotiates their languages (Accept-Language, the user's). Its
    // module re-exports LocalizedStrings: `import Localization` names the whole runtime.
    .library(
      name: "Localization", targets: ["Localization", "LocalizedStrings", "SourceFiles"]),
    // SourceLocation and SourceError, the errors of every reader of files, on their own.
    .library(name: "SourceFiles", targets: ["SourceFiles"]),
    // Foundation interop for apps that use Foundation anyway (URL, Bundle, Locale):
    // an overlay, so that the libraries above never import Foundation.
    .library(name: "PluralsFoundation", targets: ["PluralsFoundation", "SourceFiles"]),
    // The checks behind `plurals lint` (its findings are LocalizedStrings' diagnostics).
    .library(name: "LocalizationLint", targets: ["LocalizationLint", "LocalizedStrings", "SourceFiles"]),
    .executable(name: "plurals", targets: ["PluralsCLI"]),
    // `plurals lint` in SwiftPM: on every build of a target, and as `swift package lint-localizations`.
    .plugin(name: "LintLocalizationsPlugin", targets: ["LintLocalizationsPlugin"]),
    .plugin(name: "LintLocalizationsCommand", targets: ["LintLocalizationsCommand"]),
    // Typed Swift accessors for a target's localization files, regenerated at every build.
    .plugin(name: "GenerateAccessorsPlugin", targets: ["GenerateAccessorsPlugin"]),
    // For the generator package in Tools/ (and the fuzz targets), not for apps: the
    // table format the generator writes, and the XML and JSON readers of CLDR files (the
    // JSON one is the runtime's, which reads String Catalogs). The leading underscore is
    // the ecosystem's mark of a product that is not API, and their declarations are SPI:
    // `@_spi(TableFormat) import PluralTableFormat`, `@_spi(ExpatXML) import ExpatXML`,
    // `@_spi(InternalJSON) import InternalJSON`.
    .library(name: "_PluralTableFormat", targets: ["PluralTableFormat"]),
    .library(name: "_ExpatXML", targets: ["ExpatXML"]),
    .library(name: "_InternalJSON", targets: ["InternalJSON"]),
    // Localized responses for servers: a middleware each, built with the trait of the same name
    // (a server's `.package(url: ..., from: ..., traits: ["Hummingbird"])`). Without it the
    // module has no middleware and its framework is neither resolved nor built. The platforms
    // above are the whole package's: macOS 11 is Hummingbird's floor, below which SwiftPM
    // refuses PluralsHummingbird in a build for macOS (BundlesAndServers.md).
    .library(name: "PluralsHummingbird", targets: ["PluralsHummingbird"]),
    .library(name: "PluralsVapor", targets: ["PluralsVapor"]),
  ],
  // What a dependency of this package resolves and builds (SwiftPM 6.1+ prunes a package that
  // only a disabled trait's dependencies name: measured with 6.3.1, it is not even cloned).
  traits: [
    .trait(
      name: "CLI",
      description:
        "swift-argument-parser, Yams and swift-syntax: the plurals executable, the plugins and LocalizationLint (on by default)"
    ),
    .trait(name: "Hummingbird", description: "PluralsHummingbird: Hummingbird 2 and SwiftNIO"),
    .trait(name: "Vapor", description: "PluralsVapor: Vapor 4 and SwiftNIO"),
    .default(enabledTraits: ["CLI"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // `swift package generate-documentation` for the DocC catalogs (CI builds them). No target
    // names it, so a package that depends on this one does not resolve it (PackageGraphTests).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // `.plurals-lint.yml`, read by the linter alone: no runtime module depends on it.
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    // Swift code read for `plurals lint --sources` (602 is Swift 6.2's parser, 603 Swift 6.3's).
    .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/vapor/vapor", from: "4.0.0"),
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
    // Source locations, the errors of the file readers, and file access: no C module, no Foundation.
    .target(name: "SourceFiles"),
    // The set-once pointer slots of lazily parsed formats and entries: an acquiring load and a
    // compare-and-exchange, static inline C (the standard library's Atomic needs macOS 15 and iOS 18).
    .target(name: "CAtomicSlots"),
    // The XML reader (expat) alone: events (and the CLDR generator's element tree) from bytes,
    // with its own XMLError; no files, no size limit (the readers that call it apply theirs and
    // turn its errors into SourceError). SourceFiles only for the SourceLocation of events.
    .target(name: "ExpatXML", dependencies: ["CExpat", "SourceFiles"]),
    .target(name: "LocaleNumbers", dependencies: ["Plurals", "PluralTableFormat"]),
    // The helpers the modules above share and users never name, in no product (as
    // swift-collections' InternalCollectionsUtilities): the locks, set-once storage,
    // small-string and map helpers with the unsafe storage's invariants
    // (Storage/UnsafeStorage.swift).
    .target(
      name: "InternalUtilities",
      dependencies: ["SourceFiles", "CAtomicSlots"]),
    // One table's runtime, and what localization tables are and mean for the linter and the
    // accessor generator too: the format syntax, the diagnostics, the entry model, languages,
    // the readers by file format (Formats/), the formatting engine, tables.
    .target(
      name: "LocalizedStrings",
      dependencies: [
        "InternalUtilities", "Plurals", "PluralTableFormat", "SourceFiles", "ExpatXML", "LocaleNumbers",
      ]),
    // The JSON reader of String Catalogs, the linter's baselines and the generator's CLDR
    // files (product `_InternalJSON`, SPI): its own target, so that an app that reads no
    // JSON does not link it.
    .target(name: "InternalJSON", dependencies: ["SourceFiles", "InternalUtilities"]),
    // The runtime above one table: String Catalogs (their reader, conversion and argument
    // analysis), bundles, Localizer, language negotiation. Apart from LocalizedStrings so
    // that an app that formats tables does not link them (Benchmarks/binary-size.sh).
    .target(
      name: "Localization",
      dependencies: [
        "LocalizedStrings", "InternalUtilities", "InternalJSON", "Plurals",
        "PluralTableFormat", "SourceFiles", "ExpatXML", "LocaleNumbers",
      ]),
    // The only library target that imports Foundation: initializers from URL, Bundle and Locale.
    .target(
      name: "PluralsFoundation",
      dependencies: [
        "Plurals", "LocalizedStrings", "Localization", "LocaleNumbers", "SourceFiles",
      ]),
    .target(
      name: "LocalizationLint",
      dependencies: [
        "InternalUtilities", "InternalJSON", "LocalizedStrings", "Localization",
        "Plurals", "PluralRuleSyntax", "SourceFiles",
        yams,
      ]),
    // The call sites of localized strings in Swift code (`plurals lint --sources`), read with
    // swift-syntax into LocalizationLint's CodeReferences: apart, so that the plugins' tools and
    // the accessor generator do not link the parser.
    .target(
      name: "SwiftCallSites",
      dependencies: ["LocalizationLint", "SourceFiles", swiftSyntax, swiftParser]),
    // `plurals generate-accessors`: Swift accessors over the runtime, refused where the linter finds argument errors.
    .target(
      name: "AccessorCodeGen",
      dependencies: [
        "LocalizedStrings", "Localization", "LocalizationLint", "SourceFiles",
        yams,
      ]),
    .executableTarget(
      name: "PluralsCLI",
      dependencies: [
        "Plurals",
        "PluralRuleSyntax",
        "LocalizedStrings",
        "Localization",
        "LocalizationLint",
        "AccessorCodeGen",
        "CommandOptions",
        "LintCommandOptions",
        "SourceFiles",
        "SwiftCallSites",
        argumentParser,
      ],
      resources: [.copy("Demo")]
    ),
    // The options of `plurals generate-accessors`, and how the CLI and the plugins' tools read
    // a command line and print (each tool parses its command line with them); no linter, so
    // that GenerateAccessorsTool does not link LocalizationLint through its options.
    .target(
      name: "CommandOptions",
      dependencies: [
        "AccessorCodeGen", "SourceFiles",
        argumentParser,
      ]),
    // The options of `plurals lint` (and `lint rules`, the command plugin's line), defined once
    // for the CLI and LintLocalizationsTool (which read a command line with CommandOptions).
    .target(
      name: "LintCommandOptions",
      dependencies: [
        "LocalizationLint",
        argumentParser,
      ]),
    // `plurals lint` for the plugins: no product and no resources, which SwiftPM 6.3 needs of a
    // plugin tool in its own package.
    .executableTarget(
      name: "LintLocalizationsTool",
      dependencies: [
        "CommandOptions", "LintCommandOptions", "LocalizationLint",
        argumentParser,
      ]),
    .plugin(
      name: "LintLocalizationsPlugin", capability: .buildTool(), dependencies: ["LintLocalizationsTool"]),
    // `plurals generate-accessors` for the build-tool plugin, product-less for the same reasons.
    .executableTarget(
      name: "GenerateAccessorsTool",
      dependencies: ["CommandOptions", argumentParser]),
    .plugin(
      name: "GenerateAccessorsPlugin", capability: .buildTool(), dependencies: ["GenerateAccessorsTool"]),
    .plugin(
      name: "LintLocalizationsCommand",
      capability: .command(
        intent: .custom(
          verb: "lint-localizations",
          description: "Check the .stringsdict, .strings and .xcstrings files of the package's targets")),
      dependencies: ["LintLocalizationsTool"]
    ),
    // The server middlewares: each file is empty of them unless its trait is enabled.
    .target(
      name: "PluralsHummingbird",
      dependencies: [
        "Localization",
        .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
      ]),
    .target(
      name: "PluralsVapor",
      dependencies: [
        "Localization", .product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"])),
      ]),
    .testTarget(name: "PluralRuleSyntaxTests", dependencies: ["PluralRuleSyntax"]),
    .testTarget(name: "PluralTableFormatTests", dependencies: ["PluralTableFormat"]),
    // What the test targets share: seeded randomness (PLURALS_TEST_SEED) and C's printf as an oracle.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    // CLDR's own files (cldr-data/, and ../shared/cldr-json) and ICU4C's plural rules are its oracles.
    .testTarget(
      name: "PluralsTests", dependencies: ["Plurals", "PluralRuleSyntax", "CICUOracle", "TestSupport"]),
    .testTarget(name: "ExpatXMLTests", dependencies: ["ExpatXML", "SourceFiles"]),
    .testTarget(name: "SourceFilesTests", dependencies: ["SourceFiles", "TestSupport"]),
    .testTarget(
      name: "LocalizedStringsTests",
      dependencies: [
        "LocalizedStrings", "Localization", "LocaleNumbers", "Plurals",
        "PluralRuleSyntax", "SourceFiles", "ExpatXML", "InternalUtilities", "InternalJSON", "TestSupport",
      ]),
    .testTarget(
      name: "LocalizationLintTests",
      dependencies: [
        "LocalizationLint", "LocalizedStrings", "Localization", "ExpatXML", "PluralRuleSyntax",
        "SourceFiles", "TestSupport", "CommandOptions", "LintCommandOptions", "InternalUtilities",
        "InternalJSON", "AccessorCodeGen", "SwiftCallSites",
      ]),
    .testTarget(
      name: "AccessorCodeGenTests",
      dependencies: [
        "AccessorCodeGen", "LocalizedStrings", "Localization", "SourceFiles",
        "TestSupport",
      ]),
    .testTarget(name: "PluralsCLITests", dependencies: ["PluralsCLI", "TestSupport"]),
    // The options of both front doors (the CLI and the plugins' tools), parsed without a process.
    .testTarget(
      name: "CommandOptionsTests",
      dependencies: [
        "CommandOptions", "LintCommandOptions", "LocalizationLint", "AccessorCodeGen", "TestSupport",
        argumentParser,
      ]),
    // Runs SwiftPM on Tests/PluginFixture; enabled by PLURALS_PLUGIN_TESTS=1 (.ci/run).
    .testTarget(name: "PluginTests", dependencies: ["TestSupport"]),
    .testTarget(name: "PluralsFoundationTests", dependencies: ["PluralsFoundation", "SourceFiles"]),
    // Runs Tests/FoundationFixture (a package whose resources are read through
    // LocalizationBundle(bundle: .module)); enabled by PLURALS_PLUGIN_TESTS=1 (.ci/run).
    .testTarget(name: "FoundationFixtureTests", dependencies: ["TestSupport"]),
    // The README's examples, compiled and run.
    .testTarget(
      name: "DocumentationTests",
      dependencies: ["Plurals", "PluralRuleSyntax", "LocalizedStrings", "Localization", "LocaleNumbers"]),
    // ICU4C as the oracle of localized numbers (tests only; Debian: libicu-dev).
    .target(
      name: "CICUOracle", path: "Tests/CICUOracle",
      linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]),
    .testTarget(
      name: "LocaleNumbersTests",
      dependencies: ["LocaleNumbers", "LocalizedStrings", "Localization", "CICUOracle", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
