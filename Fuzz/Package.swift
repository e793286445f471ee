// swift-tools-version: 6.0
// libFuzzer targets, in their own package so that `swift test` never builds them.
// Run ./run.sh [SECONDS] (builds with --sanitize fuzzer --sanitize address).
import PackageDescription

let fuzzTargets = [
  ("FuzzRuleParser", ["PluralRuleSyntax"]),
  ("FuzzNumerals", ["Plurals", "PluralRuleSyntax"]),
  ("FuzzXMLPlist", ["LocalizedStrings"]),
  ("FuzzBinaryPlist", ["LocalizedStrings"]),
  ("FuzzStrings", ["LocalizedStrings"]),
  ("FuzzCatalog", ["LocalizedStrings"]),
  ("FuzzFormat", ["LocalizedStrings"]),
  ("FuzzCLDRLoader", ["CLDRData", "PluralCodeGen"]),
]

let package = Package(
  name: "swift-plurals-fuzz",
  dependencies: [.package(name: "swift-plurals", path: "..")],
  targets: fuzzTargets.map { name, products in
    .executableTarget(
      name: name,
      dependencies: products.map { .product(name: $0, package: "swift-plurals") },
      path: "Sources/\(name)",
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    )
  }
)
