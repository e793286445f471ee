// swift-tools-version: 6.2
import PackageDescription

// An example Hummingbird 2 server that serves pluralized, localized text
// per request from .lproj folders and a String Catalog shipped as resources. A
// package of its own, so that the Vapor example never builds Hummingbird (and back).
// Its tests are also the middleware's (Sources/PluralsHummingbird in the root package).
let package = Package(
  name: "swift-plurals-hummingbird-example",
  platforms: [.macOS(.v15)],  // for Hummingbird 2; swift-plurals itself needs macOS 11
  dependencies: [
    // This checkout, as a server names swift-plurals by URL: the Hummingbird trait builds the
    // middleware (PluralsHummingbird); the default traits (the CLI's libraries) are left out.
    .package(name: "swift-plurals", path: "../..", traits: ["Hummingbird"]),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
  ],
  targets: [
    .target(
      name: "LocalizedServer",
      dependencies: [
        .product(name: "Localization", package: "swift-plurals"),
        .product(name: "PluralsHummingbird", package: "swift-plurals"),
        .product(name: "Hummingbird", package: "hummingbird"),
      ],
      resources: [.copy("Localizations")]
    ),
    .executableTarget(name: "localized-server", dependencies: ["LocalizedServer"]),
    .testTarget(
      name: "LocalizedServerTests",
      dependencies: [
        "LocalizedServer", .product(name: "PluralsHummingbird", package: "swift-plurals"),
        .product(name: "HummingbirdTesting", package: "hummingbird"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
