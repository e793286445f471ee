// swift-tools-version: 6.1
// Benchmarks live in their own package so that `swift test` of the library
// never builds them. Run ./compare.sh (release build, ours vs ICU4C).
import PackageDescription

let package = Package(
  name: "swift-plurals-benchmarks",
  platforms: [.macOS(.v15)],  // for the benchmark package; swift-plurals itself needs macOS 11
  dependencies: [
    .package(name: "swift-plurals", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // ICU4C behind a small C API, for comparison in the same process.
    // -gdwarf-4 (here and below): valgrind 3.19 cannot read clang's DWARF 5 (callgrind.sh).
    .target(
      name: "CICU4C", cSettings: [.unsafeFlags(["-gdwarf-4"])],
      linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
    ),
    // The floors loading is compared with: expat with empty callbacks, a bare JSON scan.
    .target(
      name: "CBaselines", cSettings: [.unsafeFlags(["-gdwarf-4"])], linkerSettings: [.linkedLibrary("expat")]),
    // Hand-written classifiers for the 8 benchmark locales: the baselines.
    // -fno-math-errno lets llrint compile to one instruction.
    .target(name: "CHandWritten", cSettings: [.unsafeFlags(["-fno-math-errno", "-gdwarf-4"])]),
    // Callgrind's client requests (zero, dump), for one run that measures each locale.
    .target(name: "CCallgrind", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
    // The inputs of the classification benchmarks and of PluralsCallgrind.
    .target(
      name: "ClassificationInputs", dependencies: [.product(name: "Plurals", package: "swift-plurals")]),
    // The localization files of the formatting and loading benchmarks.
    .target(name: "LocalizationInputs"),
    .executableTarget(
      name: "PluralBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Plurals", package: "swift-plurals"),
        .product(name: "Localization", package: "swift-plurals"),
        "CICU4C",
        "CBaselines",
        "CHandWritten",
        "ClassificationInputs",
        "LocalizationInputs",
      ],
      path: "Benchmarks/PluralBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Calls to count instructions of under callgrind (callgrind.sh).
    .executableTarget(
      name: "PluralsCallgrind",
      dependencies: [
        .product(name: "Plurals", package: "swift-plurals"),
        .product(name: "Localization", package: "swift-plurals"),
        .product(name: "LocalizationLint", package: "swift-plurals"),
        "CBaselines", "CCallgrind", "CHandWritten", "CICU4C", "ClassificationInputs", "LocalizationInputs",
      ]
    ),
    // The integer path as a user's program calls it, its own loop; the C loop beside it (external.sh).
    .executableTarget(
      name: "ExternalIntegers",
      dependencies: [
        .product(name: "Plurals", package: "swift-plurals"), "CHandWritten", "ClassificationInputs",
      ]
    ),
    // Process start to the first formatted text, against the steady state (cold-start.sh).
    .executableTarget(
      name: "ColdStart",
      dependencies: [.product(name: "Localization", package: "swift-plurals"), "LocalizationInputs"]
    ),
    // The server paths timed in one process, interleaved round by round (server-times.sh).
    .executableTarget(
      name: "ServerTimes",
      dependencies: [
        .product(name: "Localization", package: "swift-plurals"), "ClassificationInputs",
        "LocalizationInputs",
      ]
    ),
  ]
)
