// swift-tools-version: 6.0
// A package that reads its own resources through swift-plurals' Foundation
// overlay, for Tests/FoundationFixtureTests (which copy it and point the
// dependency at the checkout under test).
import PackageDescription

let package = Package(
  name: "FoundationFixture",
  // Not English: the overlay must take the development language from the bundle.
  defaultLocalization: "pl",
  platforms: [.macOS(.v11)],  // swift-plurals' own floor: a consumer at it
  dependencies: [
    .package(name: "swift-plurals", path: "../..")
  ],
  targets: [
    // LocalizationBundle(bundle: .module) over the .lproj folders SwiftPM copies, and
    // the catalog as it is (.copy: processed, SwiftPM on Apple platforms would compile it).
    .executableTarget(
      name: "Shelf",
      dependencies: [.product(name: "PluralsFoundation", package: "swift-plurals")],
      resources: [.process("Resources"), .copy("Inventory.xcstrings")]
    ),
    // The Foundation-free runtime alone: its executable must not link Foundation.
    .executableTarget(
      name: "PlainShelf",
      dependencies: [.product(name: "Localization", package: "swift-plurals")]
    ),
  ]
)
