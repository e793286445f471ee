// swift-tools-version: 6.2
import PackageDescription

// The server Benchmarks/server-load.sh measures: the Hummingbird example's localized route
// (PluralsHummingbird's middleware and a plural formatted per request, from the example's
// Localizations folder) beside a constant route and a baseline of the localized route's shape
// without the localization. A package of its own, so that neither the benchmark package nor
// the example carries Hummingbird or a route only the load test uses.
let package = Package(
  name: "swift-plurals-load-server",
  platforms: [.macOS(.v15)],  // for Hummingbird 2
  dependencies: [
    .package(name: "swift-plurals", path: "../..", traits: ["Hummingbird"]),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
  ],
  targets: [
    .executableTarget(
      name: "load-server",
      dependencies: [
        .product(name: "Localization", package: "swift-plurals"),
        .product(name: "PluralsHummingbird", package: "swift-plurals"),
        .product(name: "Hummingbird", package: "hummingbird"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
