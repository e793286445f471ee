// swift-tools-version: 6.2
import PackageDescription

// Localized responses for Vapor 4 servers: a middleware of swift-plurals'
// LocalizedStrings. A package of its own so that swift-plurals itself never
// resolves or builds Vapor and SwiftNIO.
let package = Package(
  name: "PluralsVapor",
  platforms: [.macOS(.v13)],  // as the Vapor example
  products: [.library(name: "PluralsVapor", targets: ["PluralsVapor"])],
  dependencies: [
    .package(name: "swift-plurals", path: "../.."),
    .package(url: "https://github.com/vapor/vapor", from: "4.0.0"),
  ],
  targets: [
    .target(
      name: "PluralsVapor",
      dependencies: [
        .product(name: "LocalizedStrings", package: "swift-plurals"),
        .product(name: "Vapor", package: "vapor"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
