// swift-tools-version: 6.0
// The table generator, in its own package so that neither the runtime's
// products nor `swift test` at the root depend on it. It reads CLDR data and
// writes the generated files of the root package (and standalone files).
//
//   swift run --package-path Tools generate-cldr-tables [--check] [--cldr XML-OR-JSON-TREE]
//   swift run --package-path Tools generate-cldr-tables diff OLD NEW [--format json]
//   swift test --package-path Tools
import PackageDescription

let package = Package(
  name: "swift-plurals-tools",
  products: [
    .executable(name: "generate-cldr-tables", targets: ["GenerateCLDRTables"]),
    // For the fuzz targets in Fuzz/.
    .library(name: "CLDRData", targets: ["CLDRData"]),
    .library(name: "CodeGeneration", targets: ["CodeGeneration"]),
  ],
  dependencies: [
    .package(name: "swift-plurals", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "CLDRData",
      dependencies: [
        .product(name: "_ExpatXML", package: "swift-plurals"),
        .product(name: "_InternalJSON", package: "swift-plurals"),
        .product(name: "SourceFiles", package: "swift-plurals"),
      ]),
    .target(
      // The generated files, by the module they are written into (Templates/<module>/),
      // the encoders they share (Encoding/), and the comparison of two releases.
      name: "CodeGeneration",
      dependencies: [
        "CLDRData",
        .product(name: "PluralRuleSyntax", package: "swift-plurals"),
        .product(name: "_PluralTableFormat", package: "swift-plurals"),
        .product(name: "SourceFiles", package: "swift-plurals"),
      ]
    ),
    .executableTarget(
      name: "GenerateCLDRTables",
      dependencies: [
        "CodeGeneration",
        "CLDRData",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "generate-cldr-tables"
    ),
    .testTarget(
      name: "CodeGenerationTests",
      dependencies: [
        "CodeGeneration",
        "CLDRData",
        .product(name: "_InternalJSON", package: "swift-plurals"),
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
