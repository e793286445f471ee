// swift-tools-version: 6.2
import PackageDescription

// An example Vapor 4 server that serves pluralized, localized text per request
// from .lproj folders and a String Catalog shipped as resources. A package of
// its own, so that the Hummingbird example never builds Vapor (and back).
let package = Package(
  name: "swift-plurals-vapor-example",
  platforms: [.macOS(.v13)],  // for Vapor 4; swift-plurals itself needs macOS 10.15
  dependencies: [
    .package(name: "swift-plurals", path: "../.."),
    // The middleware, a package of its own beside this one (../PluralsVapor).
    .package(path: "../PluralsVapor"),
    .package(url: "https://github.com/vapor/vapor", from: "4.0.0"),
  ],
  targets: [
    .target(
      name: "VaporServer",
      dependencies: [
        .product(name: "LocalizedStrings", package: "swift-plurals"),
        .product(name: "PluralsVapor", package: "PluralsVapor"),
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
