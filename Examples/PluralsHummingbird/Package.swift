// swift-tools-version: 6.2
import PackageDescription

// Localized responses for Hummingbird 2 servers: a middleware of swift-plurals'
// LocalizedStrings. A package of its own so that swift-plurals itself never
// pulls in SwiftNIO, and so that it can declare Hummingbird's platforms
// (SwiftPM's platforms are a whole package's; swift-plurals supports macOS 10.15).
let package = Package(
  name: "PluralsHummingbird",
  platforms: [.macOS(.v14)],  // for Hummingbird 2
  products: [.library(name: "PluralsHummingbird", targets: ["PluralsHummingbird"])],
  dependencies: [
    .package(name: "swift-plurals", path: "../.."),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
  ],
  targets: [
    .target(
      name: "PluralsHummingbird",
      dependencies: [
        .product(name: "LocalizedStrings", package: "swift-plurals"),
        .product(name: "Hummingbird", package: "hummingbird"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
