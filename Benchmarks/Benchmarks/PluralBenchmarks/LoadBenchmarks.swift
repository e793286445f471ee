// Loading against the floor of its input format, in the same process: a
// .stringsdict against expat parsing the same bytes with empty callbacks,
// a String Catalog against a bare JSON scan of the same bytes (both in C).

import Benchmark
import CBaselines
import LocalizedStrings

/// Keys of the catalog below.
let catalogKeys = 370

/// A String Catalog of about 2 MB in Xcode's layout: plain strings, plural
/// variations and substitutions, in eight languages, some needing review.
let catalogSource: String = {
  let languages = ["en", "de", "fr", "ru", "pl", "ja", "ar", "uk"]
  func categories(_ language: String) -> [String] {
    switch language {
    case "ja": ["other"]
    case "ru", "pl", "uk": ["one", "few", "many", "other"]
    case "ar": ["zero", "one", "two", "few", "many", "other"]
    default: ["one", "other"]
    }
  }
  func unit(_ value: String, _ state: String, indent: String) -> String {
    """
    \(indent)"stringUnit" : {
    \(indent)  "state" : "\(state)",
    \(indent)  "value" : "\(value)"
    \(indent)}
    """
  }
  func plural(_ language: String, _ text: (String) -> String, indent: String) -> String {
    let items = categories(language).map { category in
      "\(indent)  \"\(category)\" : {\n\(unit(text(category), "translated", indent: indent + "    "))\n\(indent)  }"
    }
    return "\(indent)\"plural\" : {\n\(items.joined(separator: ",\n"))\n\(indent)}"
  }
  var strings: [String] = []
  for index in 0..<catalogKeys {
    let key: String
    var localizations: [String] = []
    for (position, language) in languages.enumerated() {
      let state = (index + position) % 7 == 0 ? "needs_review" : "translated"
      let body: String
      switch index % 3 {
      case 0:
        body = unit(
          "[\(language)] Open the document number \(index) in a new window", state, indent: "          ")
      case 1:
        body = """
                    "variations" : {
          \(plural(language, { "[\(language) \($0)] %lld files were shared with you, item \(index)" }, indent: "            "))
                    }
          """
      default:
        body = """
          \(unit("[\(language)] %#@files@ in %@ (item \(index))", state, indent: "          ")),
                    "substitutions" : {
                      "files" : {
                        "argNum" : 1,
                        "formatSpecifier" : "lld",
                        "variations" : {
          \(plural(language, { "[\($0)] %arg file(s)" }, indent: "                  "))
                        }
                      }
                    }
          """
      }
      localizations.append("        \"\(language)\" : {\n\(body)\n        }")
    }
    switch index % 3 {
    case 0: key = "Open the document number \(index) in a new window"
    case 1: key = "%lld files were shared with you, item \(index)"
    default: key = "%lld file(s) in %@ (item \(index))"
    }
    strings.append(
      "    \"\(key)\" : {\n      \"localizations\" : {\n\(localizations.joined(separator: ",\n"))\n      }\n    }"
    )
  }
  return
    "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(strings.joined(separator: ",\n"))\n  },\n  \"version\" : \"1.0\"\n}\n"
}()

let catalogBytes = Array(catalogSource.utf8)

func loadBenchmarks() {
  // Both loaders and both floors must accept their input.
  precondition(
    (try? StringTable(bytes: stringsdictBytes, path: "benchmark.stringsdict", language: "en")) != nil)
  precondition(
    stringsdictBytes.withUnsafeBufferPointer { cbaselines_expat_parse($0.baseAddress, $0.count) } == 0)
  precondition(
    (try? StringCatalog(bytes: catalogBytes, path: "benchmark.xcstrings"))?.keys.count == catalogKeys)
  precondition(catalogBytes.withUnsafeBufferPointer { cbaselines_json_scan($0.baseAddress, $0.count) } > 0)

  let configuration = Benchmark.Configuration(maxDuration: .seconds(2), maxIterations: 200)
  let stringsdictCase = "load/stringsdict-\(stringsdictBytes.count / 1024)KB"
  Benchmark("\(stringsdictCase)/ours", configuration: configuration) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? StringTable(bytes: stringsdictBytes, path: "benchmark.stringsdict", language: "en"))
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
  Benchmark("\(catalogCase)/json-scan", configuration: configuration) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(catalogBytes.withUnsafeBufferPointer { cbaselines_json_scan($0.baseAddress, $0.count) })
    }
  }
}
