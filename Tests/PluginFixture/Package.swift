// swift-tools-version: 6.0
// A package that uses swift-plurals' plugins, for Tests/PluginTests (which
// copy it and point the dependency at the checkout under test).
import PackageDescription

let package = Package(
  name: "PluginFixture",
  defaultLocalization: "en",
  platforms: [.macOS(.v11)],  // swift-plurals' own floor: a consumer at it
  dependencies: [
    .package(name: "swift-plurals", path: "../..")
  ],
  targets: [
    // Linted when built, by the build-tool plugin: one warning (pl lacks 'many'), which does not fail the build.
    .target(
      name: "Greetings",
      resources: [.process("Resources")],
      plugins: [.plugin(name: "LintLocalizationsPlugin", package: "swift-plurals")]
    ),
    // Linted when built, from a resource folder copied as it is: the files inside it are the
    // command's inputs, so that an edit in one lints again. Clean.
    .target(
      name: "Catalogue",
      resources: [.copy("Localizations")],
      plugins: [.plugin(name: "LintLocalizationsPlugin", package: "swift-plurals")]
    ),
    // Not linted when built; `swift package lint-localizations` finds its error (ru lacks 'other'),
    // its warning and its catalog's note.
    .target(name: "Inventory", resources: [.copy("Localizations")]),
    // Typed accessors (L10n) generated when built, by the build-tool plugin; main.swift calls them.
    .executableTarget(
      name: "Storefront",
      dependencies: [.product(name: "Localization", package: "swift-plurals")],
      resources: [.copy("Localizations")],
      plugins: [.plugin(name: "GenerateAccessorsPlugin", package: "swift-plurals")]
    ),
    // Accessors with no setup: it depends on PluralsFoundation and has processed resources, so
    // the plugin's L10n reads them through Bundle.module in the preferred languages.
    .executableTarget(
      name: "Kiosk",
      dependencies: [.product(name: "PluralsFoundation", package: "swift-plurals")],
      resources: [.process("Resources")],
      plugins: [.plugin(name: "GenerateAccessorsPlugin", package: "swift-plurals")]
    ),
  ]
)
