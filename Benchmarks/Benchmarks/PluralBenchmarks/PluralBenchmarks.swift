// Per-call latency of swift-plurals against ICU4C, in the same process.
// Names are "group/case/implementation"; compare.sh pairs "ours" with "icu4c".
// A single call is below the clock's resolution, so every benchmark except
// "load/…" makes `calls` (1,000) calls per measured iteration; compare.sh
// divides times and malloc counts by that.

import Benchmark
import CICU4C
import Plurals
import LocalizedStrings

/// A realistic mix of counts: mostly small, some hundreds, a few large values.
let integers: [Int] = {
  var generator = SplitMix(state: 2026)
  return (0..<1024).map { _ in
    switch generator.next() % 10 {
    case 0..<7: Int(generator.next() % 31)
    case 7, 8: Int(generator.next() % 1000)
    default: Int(generator.next() % 1_000_000_000)
    }
  }
}()

/// Decimal values as a user would see them, with two fraction digits.
let decimals: [Double] = integers.map { Double($0 % 1000) + Double($0 % 100) / 100 }
let decimalNumerals: [String] = decimals.map { value in
  let cents = Int((value * 100).rounded())
  return "\(cents / 100)." + (cents % 100 < 10 ? "0" : "") + "\(cents % 100)"
}
let preparedDecimals: [PluralOperands] = decimalNumerals.map { try! PluralOperands(parsing: $0) }

struct SplitMix {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A hand-written Russian classifier: a table by i % 100 for i ≥ 100 and a
/// table of 0…99, the shape a careful engineer would write by hand.
enum HandWrittenRussian {
  static let small: [PluralCategory] = (0..<100).map(rule)
  static let byResidue: [PluralCategory] = (100..<200).map(rule)

  static func rule(_ n: Int) -> PluralCategory {
    let r10 = n % 10
    let r100 = n % 100
    if r10 == 1 && r100 != 11 { return .one }
    if (2...4).contains(r10) && !(12...14).contains(r100) { return .few }
    return .many
  }

  @inline(__always)
  static func category(_ n: Int) -> PluralCategory {
    let magnitude = n.magnitude
    return magnitude < 100 ? small[Int(magnitude)] : byResidue[Int(magnitude % 100)]
  }
}

let stringsdictSource = """
  <?xml version="1.0" encoding="UTF-8"?>
  <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
  <plist version="1.0">
  <dict>
  \(largeEntries)
  <key>files</key>
  <dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
    <key>files</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>%d file</string>
      <key>other</key><string>%d files</string>
    </dict>
  </dict>
  <key>runs</key>
  <dict>
    <key>NSStringLocalizedFormatKey</key><string>%1$#@completed@</string>
    <key>completed</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>zero</key><string>No runs completed yet</string>
      <key>one</key><string>%2$#@one_of@</string>
      <key>other</key><string>%1$d of %2$d runs completed</string>
    </dict>
    <key>one_of</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>One run completed</string>
      <key>other</key><string>One of %2$d runs completed</string>
    </dict>
  </dict>
  </dict>
  </plist>
  """

/// 400 entries of the usual shape, about 360 KB: the "large file" to load.
let largeEntries: String = (0..<400).map { index in
  """
  <key>entry \(index): %d item(s) were shared with your team</key>
  <dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@items@ in %#@folders@</string>
    <key>items</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>%d item was shared with your team, entry \(index)</string>
      <key>few</key><string>%d items were shared with your team, entry \(index)</string>
      <key>many</key><string>%d items were shared with your team, entry \(index)</string>
      <key>other</key><string>%d items were shared with your team, entry \(index)</string>
    </dict>
    <key>folders</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>%d folder</string>
      <key>other</key><string>%d folders</string>
    </dict>
  </dict>
  """
}.joined(separator: "\n")

let stringsdictBytes = Array(stringsdictSource.utf8)
let table = try! StringTable(bytes: stringsdictBytes, path: "benchmark.stringsdict", language: "en")

let runsPattern =
  "{0, plural, =0{No runs completed yet} one{{1, plural, one{One run completed} other{One of # runs completed}}} other{# of {1, number} runs completed}}"

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

  // Integer classification, cardinal and ordinal.
  for locale in ["en", "ru", "ar", "fr", "pl", "ja", "cy", "lt"] {
    for type in PluralRuleType.allCases {
      let rules = PluralRules(locale: locale, type: type)
      Benchmark("integer/\(locale)-\(type.rawValue)/ours") { benchmark in
        for index in 0..<calls {
          blackHole(rules.category(for: integers[index & 1023]))
        }
      }
      Benchmark("integer/\(locale)-\(type.rawValue)/icu4c") { benchmark in
        let icu = cicu4c_plurals_open(locale, type == .ordinal ? 1 : 0)
        defer { cicu4c_plurals_close(icu) }
        benchmark.startMeasurement()
        for index in 0..<calls {
          blackHole(cicu4c_plurals_select(icu, Double(integers[index & 1023])))
        }
      }
    }
  }
  Benchmark("integer/ru-cardinal/hand-written") { benchmark in
    for index in 0..<calls {
      blackHole(HandWrittenRussian.category(integers[index & 1023]))
    }
  }

  // Decimals. Russian and Polish need v = 0 for every category but `other`;
  // French and Arabic rules are evaluated relation by relation.
  let russian = PluralRules(locale: "ru")
  for locale in ["ru", "fr", "ar"] {
    let rules = PluralRules(locale: locale)
    Benchmark("decimal/\(locale)-operands/ours") { benchmark in
      for index in 0..<calls {
        blackHole(rules.category(for: preparedDecimals[index & 1023]))
      }
    }
  }
  Benchmark("decimal/ru-double-2-digits/ours") { benchmark in
    for index in 0..<calls {
      blackHole(russian.category(for: decimals[index & 1023], fractionDigits: 2))
    }
  }
  Benchmark("decimal/ru-numeral-string/ours") { benchmark in
    for index in 0..<calls {
      blackHole(try? russian.category(for: decimalNumerals[index & 1023]))
    }
  }
  // ICU's way to classify a shown decimal: format it, then select on the formatted number.
  for (name, locale) in [
    ("fr-operands", "fr"), ("ar-operands", "ar"), ("ru-operands", "ru"), ("ru-double-2-digits", "ru"),
    ("ru-numeral-string", "ru"),
  ] {
    Benchmark("decimal/\(name)/icu4c") { benchmark in
      let icu = cicu4c_plurals_open(locale, 0)
      let formatter = cicu4c_number_formatter_open(locale, 2)
      let result = cicu4c_formatted_number_open()
      defer {
        cicu4c_formatted_number_close(result)
        cicu4c_number_formatter_close(formatter)
        cicu4c_plurals_close(icu)
      }
      benchmark.startMeasurement()
      for index in 0..<calls {
        blackHole(cicu4c_plurals_select_formatted(icu, formatter, result, decimals[index & 1023]))
      }
    }
  }

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
    let icu = cicu4c_message_open("{0, plural, one{# file} other{# files}}", "en")
    defer { cicu4c_message_close(icu) }
    var buffer = [CChar](repeating: 0, count: 256)
    benchmark.startMeasurement()
    for index in 0..<calls {
      let length = cicu4c_message_format(icu, Double(integers[index & 1023]), 0, &buffer, 256)
      blackHole(String(decoding: buffer[..<Int(max(length, 0))].map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
  }
  // Localized numbers (issue: "1 234 fichiers"): the same entry with French number output.
  let french = FormatOptions(numberLocale: "fr")
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
      blackHole(String(decoding: buffer[..<Int(max(length, 0))].map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
  }

  serverBenchmarks()
  loadBenchmarks()
}
