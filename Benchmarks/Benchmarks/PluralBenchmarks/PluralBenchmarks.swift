// Per-call latency of swift-plurals against ICU4C, in the same process.
// Names are "group/case/implementation"; compare.sh pairs "ours" with "icu4c".
// A single call is below the clock's resolution, so every benchmark except
// "load/…" makes `calls` (1,000) calls per measured iteration; compare.sh
// divides times and malloc counts by that.

import Benchmark
import CICU4C
import ClassificationInputs
import LocalizationInputs
import Plurals
import LocalizedStrings

/// The small-count mix (70 % below 31) of the classification benchmarks, for the other groups.
let integers: [Int] = Array(smallCountIntegers.prefix(1024))

let table = try! StringTable(
  bytes: stringsdictBytes, path: "benchmark.stringsdict", language: Language("en")!)

/// One ICU MessageFormat call, for the sanity checks.
func icuFormat(_ pattern: String, _ first: Double, _ second: Double) -> String? {
  guard let format = cicu4c_message_open(pattern, "en") else { return nil }
  defer { cicu4c_message_close(format) }
  var buffer = [CChar](repeating: 0, count: 256)
  let length = cicu4c_message_format(format, first, second, &buffer, 256)
  guard length >= 0 else { return nil }
  return String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Calls per measured iteration.
let calls = 1000

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds,
    maxDuration: .milliseconds(700), maxIterations: 20_000)

  classificationBenchmarks()

  // What a naive caller does: resolve the locale for every call. ICU opens,
  // selects and closes; both answer the same category first.
  for locale in ["en", "pt-BR", "zh-Hant-TW", "sr-Latn"] {
    let icuLocale = String(locale.map { $0 == "-" ? "_" : $0 })
    let icu = cicu4c_plurals_open(icuLocale, 0)
    precondition(
      Int(PluralRules(locale: locale).category(for: 3).rawValue) == Int(cicu4c_plurals_select(icu, 3)))
    cicu4c_plurals_close(icu)
    Benchmark("resolve+classify/\(locale)/ours") { benchmark in
      for index in 0..<calls {
        blackHole(PluralRules(locale: locale).category(for: integers[index & 1023]))
      }
    }
    Benchmark("resolve+classify/\(locale)/icu4c") { benchmark in
      for index in 0..<calls {
        let icu = cicu4c_plurals_open(icuLocale, 0)
        blackHole(cicu4c_plurals_select(icu, Double(integers[index & 1023])))
        cicu4c_plurals_close(icu)
      }
    }
  }
  let portuguese = PluralRules(locale: "pt-BR")
  Benchmark("resolve+classify/pt-BR-reused/ours") { benchmark in
    for index in 0..<calls {
      blackHole(portuguese.category(for: integers[index & 1023]))
    }
  }

  // Formatting stringsdict entries vs ICU MessageFormat. Both must say the same first.
  precondition((try? table.format("runs", 1, 2)) == "One of 2 runs completed")
  precondition(icuFormat("{0, plural, one{# file} other{# files}}", 3, 0) == "3 files")
  precondition(icuFormat(runsPattern, 1, 2) == "One of 2 runs completed")
  Benchmark("format/one-variable/ours") { benchmark in
    for index in 0..<calls {
      blackHole(try? table.format("files", integers[index & 1023]))
    }
  }
  Benchmark("format/one-variable/icu4c") { benchmark in
    let icu = cicu4c_message_open(filesPattern, "en")
    defer { cicu4c_message_close(icu) }
    var buffer = [CChar](repeating: 0, count: 256)
    benchmark.startMeasurement()
    for index in 0..<calls {
      let length = cicu4c_message_format(icu, Double(integers[index & 1023]), 0, &buffer, 256)
      // The cheapest way to a Swift String: decode the buffer in place.
      blackHole(buffer.withUnsafeBytes { String(decoding: $0.prefix(Int(max(length, 0))), as: UTF8.self) })
    }
  }
  // Localized numbers (issue: "1 234 fichiers"): the same entry with French number output.
  let french = FormatOptions(numberFormatLocale: CLDRLocale("fr"))
  Benchmark("format/one-variable-localized/ours") { benchmark in
    for index in 0..<calls {
      blackHole(try? table.format("files", integers[index & 1023], options: french))
    }
  }
  Benchmark("format/nested-runs/ours") { benchmark in
    for index in 0..<calls {
      let completed = integers[index & 1023] % 4
      blackHole(try? table.format("runs", completed, completed + index % 3))
    }
  }
  Benchmark("format/nested-runs/icu4c") { benchmark in
    let icu = cicu4c_message_open(runsPattern, "en")
    defer { cicu4c_message_close(icu) }
    var buffer = [CChar](repeating: 0, count: 256)
    benchmark.startMeasurement()
    for index in 0..<calls {
      let completed = integers[index & 1023] % 4
      let length = cicu4c_message_format(icu, Double(completed), Double(completed + index % 3), &buffer, 256)
      // The cheapest way to a Swift String: decode the buffer in place.
      blackHole(buffer.withUnsafeBytes { String(decoding: $0.prefix(Int(max(length, 0))), as: UTF8.self) })
    }
  }

  serverBenchmarks()
  loadBenchmarks()
}
