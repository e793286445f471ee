// swift-tools-version: 6.0
// libFuzzer targets, in their own package so that `swift test` never builds them.
// Run ./run.sh [SECONDS] (builds with --sanitize fuzzer --sanitize address).
import PackageDescription

// Each target and the products it fuzzes, from the library package or from
// the generator package in Tools/.
let fuzzTargets = [
  ("FuzzRuleParser", ["PluralRuleSyntax"]),
  ("FuzzNumerals", ["Plurals", "PluralRuleSyntax"]),
  ("FuzzXMLPlist", ["LocalizedStrings"]),
  ("FuzzBinaryPlist", ["LocalizedStrings"]),
  ("FuzzStrings", ["LocalizedStrings"]),
  ("FuzzCatalog", ["Localization"]),
  ("FuzzFormat", ["LocalizedStrings"]),
  ("FuzzCLDRLoader", ["CLDRData", "CodeGeneration", "_ExpatXML"]),
]
let toolProducts: Set = ["CLDRData", "CodeGeneration"]

let package = Package(
  name: "swift-plurals-fuzz",
  dependencies: [
    .package(name: "swift-plurals", path: ".."),
    .package(name: "swift-plurals-tools", path: "../Tools"),
  ],
  targets: fuzzTargets.map { name, products in
    .executableTarget(
      name: name,
      dependencies: products.map {
        .product(name: $0, package: toolProducts.contains($0) ? "swift-plurals-tools" : "swift-plurals")
      },
      path: "Sources/\(name)",
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    )
  }
)
