// swift-tools-version: 6.0
// The table generator, in its own package so that neither the runtime's
// products nor `swift test` at the root depend on it. It reads CLDR data and
// writes the generated files of the root package (and standalone files).
//
//   swift run --package-path Tools generate-plural-rules [--check] [--cldr XML-OR-JSON-TREE]
//   swift run --package-path Tools generate-plural-rules diff OLD NEW [--format json]
//   swift test --package-path Tools
import PackageDescription

let package = Package(
  name: "swift-plurals-tools",
  products: [
    .executable(name: "generate-plural-rules", targets: ["GeneratePluralRules"]),
    // For the fuzz targets in Fuzz/.
    .library(name: "CLDRData", targets: ["CLDRData"]),
    .library(name: "PluralCodeGen", targets: ["PluralCodeGen"]),
  ],
  dependencies: [
    .package(name: "swift-plurals", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
  ],
  targets: [
    .target(name: "CLDRData", dependencies: [.product(name: "_ExpatXML", package: "swift-plurals")]),
    .target(
      name: "PluralCodeGen",
      dependencies: [
        "CLDRData",
        .product(name: "PluralRuleSyntax", package: "swift-plurals"),
        .product(name: "_PluralTableFormat", package: "swift-plurals"),
      ]
    ),
    .executableTarget(
      name: "GeneratePluralRules",
      dependencies: [
        "PluralCodeGen",
        "CLDRData",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "generate-plural-rules"
    ),
    .testTarget(
      name: "PluralCodeGenTests",
      dependencies: [
        "PluralCodeGen",
        "CLDRData",
        .product(name: "PluralRuleSyntax", package: "swift-plurals"),
        .product(name: "_PluralTableFormat", package: "swift-plurals"),
        .product(name: "Plurals", package: "swift-plurals"),
      ]
    ),
    // The runtime against the CLDR files: every sample, random numerals.
    .testTarget(
      name: "RuntimeAgreementTests",
      dependencies: [
        "CLDRData",
        .product(name: "PluralRuleSyntax", package: "swift-plurals"),
        .product(name: "Plurals", package: "swift-plurals"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
