// swift-tools-version: 6.2
import PackageDescription

// An example Vapor 4 server that serves pluralized, localized text per request
// from .lproj folders and a String Catalog shipped as resources. A package of
// its own, so that the Hummingbird example never builds Vapor (and back).
// Its tests are also the middleware's (Sources/PluralsVapor in the root package).
let package = Package(
  name: "swift-plurals-vapor-example",
  platforms: [.macOS(.v13)],  // for Vapor 4; swift-plurals itself needs macOS 11
  dependencies: [
    // This checkout, as a server names swift-plurals by URL: the Vapor trait builds the
    // middleware (PluralsVapor); the default traits (the CLI's libraries) are left out.
    .package(name: "swift-plurals", path: "../..", traits: ["Vapor"]),
    .package(url: "https://github.com/vapor/vapor", from: "4.0.0"),
  ],
  targets: [
    .target(
      name: "VaporServer",
      dependencies: [
        .product(name: "Localization", package: "swift-plurals"),
        .product(name: "PluralsVapor", package: "swift-plurals"),
        .product(name: "Vapor", package: "vapor"),
      ],
      resources: [.copy("Localizations")]
    ),
    .executableTarget(name: "vapor-server", dependencies: ["VaporServer"]),
    .testTarget(
      name: "VaporServerTests",
      dependencies: ["VaporServer", .product(name: "VaporTesting", package: "vapor")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
