// Loading against the floor of its input format, in the same process: a
// .stringsdict against expat parsing the same bytes with empty callbacks,
// a String Catalog against a bare JSON scan of the same bytes (both in C).

import Benchmark
import CBaselines
import LocalizationInputs
import Localization

func loadBenchmarks() {
  // Both loaders and both floors must accept their input.
  precondition(
    (try? StringTable(bytes: stringsdictBytes, path: "benchmark.stringsdict", language: Language("en")!))
      != nil)
  precondition(
    stringsdictBytes.withUnsafeBufferPointer { cbaselines_expat_parse($0.baseAddress, $0.count) } == 0)
  precondition(
    (try? StringCatalog(bytes: catalogBytes, path: "benchmark.xcstrings"))?.keys.count == catalogKeys)
  precondition(catalogBytes.withUnsafeBufferPointer { cbaselines_json_scan($0.baseAddress, $0.count) } > 0)

  let configuration = Benchmark.Configuration(maxDuration: .seconds(2), maxIterations: 200)
  let stringsdictCase = "load/stringsdict-\(stringsdictBytes.count / 1024)KB"
  Benchmark("\(stringsdictCase)/ours", configuration: configuration) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(
        try? StringTable(bytes: stringsdictBytes, path: "benchmark.stringsdict", language: Language("en")!))
    }
  }
  Benchmark("\(stringsdictCase)/expat", configuration: configuration) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(stringsdictBytes.withUnsafeBufferPointer { cbaselines_expat_parse($0.baseAddress, $0.count) })
    }
  }
  let catalogCase = "load/catalog-\(catalogBytes.count / 1024)KB"
  Benchmark("\(catalogCase)/ours", configuration: configuration) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? StringCatalog(bytes: catalogBytes, path: "benchmark.xcstrings"))
    }
  }
  // Loading, then serving one language (French, with English for what it lacks): what a first request costs.
  let servedCase = "load/catalog+first-language-\(catalogBytes.count / 1024)KB"
  Benchmark("\(servedCase)/ours", configuration: configuration) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(
        try? StringCatalog(bytes: catalogBytes, path: "benchmark.xcstrings").table(language: Language("fr")!))
    }
  }
  Benchmark("\(servedCase)/json-scan", configuration: configuration) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(catalogBytes.withUnsafeBufferPointer { cbaselines_json_scan($0.baseAddress, $0.count) })
    }
  }
  Benchmark("\(catalogCase)/json-scan", configuration: configuration) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(catalogBytes.withUnsafeBufferPointer { cbaselines_json_scan($0.baseAddress, $0.count) })
    }
  }
}
