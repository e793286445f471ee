// Classification of integers, shown doubles and prepared decimals in the 8
// locales of the workload, each beside a hand-written C classifier
// for that locale (the limit) and ICU4C, in the same run. Every input moves
// on from where the last iteration stopped, so the branch predictor cannot
// learn the sequence; the hand-written answers are checked against ours first.

import Benchmark
import CHandWritten
import CICU4C
import ClassificationInputs
import Plurals

let classificationLocales = ["en", "ru", "ar", "fr", "pl", "ja", "cy", "lt"]

/// Where the next iteration of one benchmark starts in its inputs.
final class InputCursor: @unchecked Sendable {
  var start = 0

  /// Calls `body` with `calls` consecutive indexes into the inputs.
  @inline(__always)
  func run(_ body: (Int) -> Void) {
    for offset in 0..<calls { body((start &+ offset) & inputMask) }
    start &+= calls
  }
}

/// One locale's hand-written C classifiers, called directly (no function pointer).
protocol HandWritten {
  static func integer(_ value: Int) -> UInt8
  static func double(_ value: Double, _ digits: Int) -> UInt8
}

enum HandWrittenEN: HandWritten {
  static func integer(_ value: Int) -> UInt8 { hand_integer_en(Int64(value)) }
  static func double(_ value: Double, _ digits: Int) -> UInt8 { hand_double_en(value, Int32(digits)) }
}
enum HandWrittenRU: HandWritten {
  static func integer(_ value: Int) -> UInt8 { hand_integer_ru(Int64(value)) }
  static func double(_ value: Double, _ digits: Int) -> UInt8 { hand_double_ru(value, Int32(digits)) }
}
enum HandWrittenAR: HandWritten {
  static func integer(_ value: Int) -> UInt8 { hand_integer_ar(Int64(value)) }
  static func double(_ value: Double, _ digits: Int) -> UInt8 { hand_double_ar(value, Int32(digits)) }
}
enum HandWrittenFR: HandWritten {
  static func integer(_ value: Int) -> UInt8 { hand_integer_fr(Int64(value)) }
  static func double(_ value: Double, _ digits: Int) -> UInt8 { hand_double_fr(value, Int32(digits)) }
}
enum HandWrittenPL: HandWritten {
  static func integer(_ value: Int) -> UInt8 { hand_integer_pl(Int64(value)) }
  static func double(_ value: Double, _ digits: Int) -> UInt8 { hand_double_pl(value, Int32(digits)) }
}
enum HandWrittenJA: HandWritten {
  static func integer(_ value: Int) -> UInt8 { hand_integer_ja(Int64(value)) }
  static func double(_ value: Double, _ digits: Int) -> UInt8 { hand_double_ja(value, Int32(digits)) }
}
enum HandWrittenCY: HandWritten {
  static func integer(_ value: Int) -> UInt8 { hand_integer_cy(Int64(value)) }
  static func double(_ value: Double, _ digits: Int) -> UInt8 { hand_double_cy(value, Int32(digits)) }
}
enum HandWrittenLT: HandWritten {
  static func integer(_ value: Int) -> UInt8 { hand_integer_lt(Int64(value)) }
  static func double(_ value: Double, _ digits: Int) -> UInt8 { hand_double_lt(value, Int32(digits)) }
}

/// The hand-written baselines of `locale` beside ours, after checking that
/// they answer as ours on every input.
func handWrittenBenchmarks<Classifier: HandWritten>(_ locale: String, _: Classifier.Type) {
  let rules = PluralRules(locale: locale)
  let decimals = shownDecimals
  for (name, inputs) in [("integer", realisticIntegers), ("integer-small", smallCountIntegers)] {
    for value in inputs {
      precondition(Classifier.integer(value) == rules.category(for: value).rawValue, "\(locale) \(value)")
    }
    let cursor = InputCursor()
    Benchmark("\(name)/\(locale)-cardinal/hand-written") { _ in
      cursor.run { blackHole(Classifier.integer(inputs[$0])) }
    }
  }
  for decimal in decimals {
    precondition(
      Classifier.double(decimal.value, decimal.fractionDigits)
        == rules.category(for: decimal.value, fractionDigits: decimal.fractionDigits).rawValue,
      "\(locale) \(decimal)")
  }
  let cursor = InputCursor()
  Benchmark("double/\(locale)-digits/hand-written") { _ in
    cursor.run { blackHole(Classifier.double(decimals[$0].value, decimals[$0].fractionDigits)) }
  }
}

func classificationBenchmarks() {
  // Locals, so that the measured loops do not call the other module's global accessors.
  let realistic = realisticIntegers
  let small = smallCountIntegers
  let decimals = shownDecimals
  let prepared = preparedDecimals
  let numerals = decimalNumerals
  for locale in classificationLocales {
    // Integers: the realistic mix, cardinal and ordinal; the small-count mix, cardinal.
    for type in PluralRuleType.allCases {
      let rules = PluralRules(locale: locale, type: type)
      let ours = InputCursor()
      Benchmark("integer/\(locale)-\(type.rawValue)/ours") { _ in
        ours.run { blackHole(rules.category(for: realistic[$0])) }
      }
      let icu = InputCursor()
      Benchmark("integer/\(locale)-\(type.rawValue)/icu4c") { benchmark in
        let select = cicu4c_plurals_open(locale, type == .ordinal ? 1 : 0)
        defer { cicu4c_plurals_close(select) }
        benchmark.startMeasurement()
        icu.run { blackHole(cicu4c_plurals_select(select, Double(realistic[$0]))) }
      }
    }
    let rules = PluralRules(locale: locale)
    let smallCursor = InputCursor()
    Benchmark("integer-small/\(locale)-cardinal/ours") { _ in
      smallCursor.run { blackHole(rules.category(for: small[$0])) }
    }

    // Doubles shown with 0–3 fraction digits, and the same decimals as prepared operands.
    let double = InputCursor()
    Benchmark("double/\(locale)-digits/ours") { _ in
      double.run {
        blackHole(rules.category(for: decimals[$0].value, fractionDigits: decimals[$0].fractionDigits))
      }
    }
    let icuDouble = InputCursor()
    Benchmark("double/\(locale)-digits/icu4c") { benchmark in
      let select = cicu4c_plurals_open(locale, 0)
      let formatters = (0...3).map { cicu4c_number_formatter_open(locale, Int32($0)) }
      let result = cicu4c_formatted_number_open()
      defer {
        cicu4c_formatted_number_close(result)
        for formatter in formatters { cicu4c_number_formatter_close(formatter) }
        cicu4c_plurals_close(select)
      }
      benchmark.startMeasurement()
      icuDouble.run {
        let decimal = decimals[$0]
        blackHole(
          cicu4c_plurals_select_formatted(select, formatters[decimal.fractionDigits], result, decimal.value))
      }
    }
    let operands = InputCursor()
    Benchmark("decimal/\(locale)-operands/ours") { _ in
      operands.run { blackHole(rules.category(for: prepared[$0])) }
    }
    // One concrete type per locale, so that the calls are direct.
    switch locale {
    case "en": handWrittenBenchmarks(locale, HandWrittenEN.self)
    case "ru": handWrittenBenchmarks(locale, HandWrittenRU.self)
    case "ar": handWrittenBenchmarks(locale, HandWrittenAR.self)
    case "fr": handWrittenBenchmarks(locale, HandWrittenFR.self)
    case "pl": handWrittenBenchmarks(locale, HandWrittenPL.self)
    case "ja": handWrittenBenchmarks(locale, HandWrittenJA.self)
    case "cy": handWrittenBenchmarks(locale, HandWrittenCY.self)
    default: handWrittenBenchmarks(locale, HandWrittenLT.self)
    }
  }

  // A numeral string, parsed and classified.
  let russian = PluralRules(locale: "ru")
  let numeralCursor = InputCursor()
  Benchmark("decimal/ru-numeral-string/ours") { _ in
    numeralCursor.run { blackHole(try? russian.category(for: numerals[$0])) }
  }
}
