// Runs COUNT calls of one kind, for instruction counts under callgrind
// (callgrind.sh subtracts a run of 0 calls and divides by COUNT). The inputs
// are the classification benchmarks' (ClassificationInputs) and the
// formatting and loading benchmarks' (LocalizationInputs).
// Usage: PluralsCallgrind MODE COUNT, MODE one of
//   integer:LOCALE[:ordinal]  the realistic integer mix
//   small:LOCALE              the small-count mix
//   hand:LOCALE               the hand-written C classifier, realistic mix
//   double:LOCALE             doubles with 0–3 fraction digits
//   handdouble:LOCALE         the hand-written C (double, digits) classifier
//   operands:LOCALE           the same decimals as prepared operands
//   string:LOCALE             the same decimals as numeral strings
//   resolve:LOCALE            PluralRules(locale:) and an integer, per call
//   resolve-value:LOCALE      the same from a CLDRLocale read once before the calls (nothing parsed)
//   format:one                StringTable.format("files", n): one variable (format:*: the entries'
//                             first use done before the measured calls, as in server:*)
//   format:nested             StringTable.format("runs", n, m): nested variables
//   format:localized          "files" with FormatOptions(numberFormatLocale: CLDRLocale("fr"))
//   format:icu-one            ICU MessageFormat of "files" (umsg_format, then a Swift String, as the benchmark)
//   format:icu-nested         ICU MessageFormat of "runs"
//   format:hand-one           the hand-written C formatter of "files" (CHandWritten: the table's
//                             category, the digits, the variant's text copied into a buffer)
//   format:hand-nested        the hand-written C formatter of "runs"
//   format:hand-one-string    the hand-written C formatter, then a String decoded from its buffer
//                             (what a String result costs over the C formatter's; -nested: "runs")
//   format:prepared-one       "files" prepared once (StringTable.prepare), then per call its UTF-8
//                             appended to a buffer emptied in place (PreparedEntry.format(_:appendingTo:)):
//                             the like-for-like path of the hand-written formatter
//   format:prepared-nested    the same for "runs"
//   format:prepared-raw-one   "files" prepared once, then per call written into a raw buffer of 256 bytes
//                             allocated once (PreparedEntry.format(_:into:)), its count sunk: the
//                             hand-written formatter's own contract (a caller's memory, the length back)
//   format:prepared-raw-nested the same for "runs"
//   server:table[:plain]      the server benchmarks' Polish "files" through its StringTable, with
//                             FormatOptions(numberFormatLocale: CLDRLocale("pl")) (:plain: the default options)
//   server:localizer[:plain]  the same entry through a Localizer negotiated for "pl-PL,…" (numbers
//                             localized, the default; :plain: NumberStyle.plain)
//   server:catalog[:plain]    the same entry as a String Catalog's, language "pl", the table's options
//   negotiate                 LocalizationBundle.localizer(acceptLanguage:), three headers in turn
//   negotiate+format          a localizer for the first header, then "files" formatted
//   load:stringsdict          StringTable(bytes:) of the 364 KB .stringsdict
//   load:stringsdict-entries  the same, then every entry made (reading entries)
//   load:stringsdict-expat    the same file with a space before its DOCTYPE's ">": outside
//                             the scanner's subset, so read from expat's events
//   load:expat                expat with empty callbacks over the same bytes
//   load:catalog              StringCatalog(bytes:) of the 2 MB String Catalog
//   load:catalog-language     the same, then the table of one language (fr) and its fallback (en)
//   load:json                 a bare JSON scan of the same bytes
//   load:files[-expat|-general]  every .stringsdict listed in $PLURALS_CALLGRIND_FILES, as it is
//                             or edited to take expat's events or the general reader (FileLoads.swift)
//   load:files-catalog[-all]  every .xcstrings listed there, then its source language's table (or every one)
//   lint:stringsdict          Linter.lint of the same .stringsdict (written to en.lproj in a
//                             temporary folder before the calls): its load and every check
//   every-locale              for each locale with cardinal rules, COUNT integers and COUNT
//                             operands (the integer: and operands: loops), each part dumped by
//                             a callgrind client request named "integer LOCALE" or "operands
//                             LOCALE" (every-locale.sh reads the dumps; the run of 0 calls is
//                             not needed, as each dump holds its loop alone)
import CBaselines
import CCallgrind
import CHandWritten
import CICU4C
import ClassificationInputs
import LocalizationInputs
import LocalizationLint
import Localization
import Plurals

#if canImport(Glibc)
  import Glibc
#endif

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]) else {
  print("usage: PluralsCallgrind MODE COUNT")
  exit(2)
}
let mode = arguments[1].split(separator: ":").map(String.init)
let locale = mode.count > 1 ? mode[1] : "en"
// Built before the measured calls, in both runs callgrind.sh subtracts.
let realistic = realisticIntegers
let small = smallCountIntegers
let decimals = shownDecimals
let prepared = preparedDecimals
let numerals = decimalNumerals
switch mode[0] {
case "integer":
  let rules = PluralRules(locale: locale, type: mode.count > 2 ? .ordinal : .cardinal)
  for index in 0..<count { sink(rules.category(for: realistic[index & inputMask]).rawValue) }
case "small":
  let rules = PluralRules(locale: locale)
  for index in 0..<count { sink(rules.category(for: small[index & inputMask]).rawValue) }
case "hand":
  guard let classify = handIntegers[locale] else { exit(2) }
  for index in 0..<count { sink(classify(Int64(realistic[index & inputMask]))) }
case "double":
  let rules = PluralRules(locale: locale)
  for index in 0..<count {
    let decimal = decimals[index & inputMask]
    sink(rules.category(for: decimal.value, fractionDigits: decimal.fractionDigits).rawValue)
  }
case "handdouble":
  guard let classify = handDoubles[locale] else { exit(2) }
  for index in 0..<count {
    let decimal = decimals[index & inputMask]
    sink(classify(decimal.value, Int32(decimal.fractionDigits)))
  }
case "operands":
  let rules = PluralRules(locale: locale)
  for index in 0..<count { sink(rules.category(for: prepared[index & inputMask]).rawValue) }
case "string":
  let rules = PluralRules(locale: locale)
  for index in 0..<count { sink(try! rules.category(for: numerals[index & inputMask]).rawValue) }
case "every-locale":
  guard ccallgrind_available() != 0 else {
    print("every-locale: built without valgrind/callgrind.h (install valgrind)")
    exit(2)
  }
  for id in PluralRules.availableLocales(.cardinal) where id != "root" {
    let rules = PluralRules(locale: id)
    ccallgrind_zero()
    for index in 0..<count { sink(rules.category(for: realistic[index & inputMask]).rawValue) }
    ccallgrind_dump("integer \(id)")
    ccallgrind_zero()
    for index in 0..<count { sink(rules.category(for: prepared[index & inputMask]).rawValue) }
    ccallgrind_dump("operands \(id)")
  }
case "resolve":
  for index in 0..<count {
    sink(PluralRules(locale: locale).category(for: small[index & inputMask]).rawValue)
  }
case "resolve-value":
  let value = CLDRLocale(locale)!
  for index in 0..<count {
    sink(PluralRules(locale: value).category(for: small[index & inputMask]).rawValue)
  }
case "format":
  let table = try! StringTable(
    bytes: stringsdictBytes, path: "benchmark.stringsdict", language: Language("en")!)
  let french = FormatOptions(numberFormatLocale: CLDRLocale("fr"))
  let inputs = Array(small.prefix(1024))
  // Each entry's first use (its box made, its plan read) before the measured calls, as in
  // server:*: the steady state; the first use is cold-start.sh's.
  precondition(
    try! table.format("files", 1) == "1 file" && table.format("runs", 1, 2) == "One of 2 runs completed")
  switch locale {
  case "one":
    for index in 0..<count {
      sink(UInt8(truncatingIfNeeded: try! table.format("files", inputs[index & 1023]).utf8.count))
    }
  case "nested":
    for index in 0..<count {
      let completed = inputs[index & 1023] % 4
      sink(UInt8(truncatingIfNeeded: try! table.format("runs", completed, completed + index % 3).utf8.count))
    }
  case "localized":
    for index in 0..<count {
      sink(
        UInt8(
          truncatingIfNeeded: try! table.format("files", inputs[index & 1023], options: french).utf8.count))
    }
  case "icu-one", "icu-nested":
    let one = locale == "icu-one"  // read once: a String compared in the loop costs ~33 instructions a call
    let icu = cicu4c_message_open(one ? filesPattern : runsPattern, "en")
    defer { cicu4c_message_close(icu) }
    var buffer = [CChar](repeating: 0, count: 256)
    for index in 0..<count {
      let first = inputs[index & 1023]
      let length =
        one
        ? cicu4c_message_format(icu, Double(first), 0, &buffer, 256)
        : cicu4c_message_format(icu, Double(first % 4), Double(first % 4 + index % 3), &buffer, 256)
      // The cheapest way to a Swift String: decode the buffer in place.
      let text = buffer.withUnsafeBytes { String(decoding: $0.prefix(Int(max(length, 0))), as: UTF8.self) }
      sink(UInt8(truncatingIfNeeded: text.utf8.count))
    }
  case "hand-one", "hand-nested", "hand-one-string", "hand-nested-string":
    let one = locale.hasPrefix("hand-one")
    var buffer = [CChar](repeating: 0, count: 64)
    func hand(_ index: Int) -> Int {
      let first = inputs[index & 1023]
      return Int(
        one
          ? hand_format_files(Int64(first), &buffer)
          : hand_format_runs(Int64(first % 4), Int64(first % 4 + index % 3), &buffer))
    }
    // The same texts as this package's, for every input, before the measured calls.
    for index in 0..<(3 * 1024) {
      let first = inputs[index & 1023]
      let ours =
        one
        ? try! table.format("files", first) : try! table.format("runs", first % 4, first % 4 + index % 3)
      let length = hand(index)
      guard buffer.withUnsafeBytes({ String(decoding: $0.prefix(length), as: UTF8.self) }) == ours else {
        print("the hand-written formatter differs for input \(index): \(ours)")
        exit(3)
      }
    }
    if locale.hasSuffix("-string") {
      handStringCalls(one: one, inputs: inputs, count: count)
    } else {
      for index in 0..<count { sink(UInt8(truncatingIfNeeded: hand(index))) }
    }
  case "prepared-one", "prepared-nested":
    preparedCalls(table, one: locale == "prepared-one", inputs: inputs, count: count)
  case "prepared-raw-one", "prepared-raw-nested":
    preparedRawCalls(table, one: locale == "prepared-raw-one", inputs: inputs, count: count)
  default: exit(2)
  }
case "server":
  let bundle = try! LocalizationBundle(files: [
    "pl.lproj/Localizable.stringsdict": Array(polishFiles.utf8),
    "en.lproj/Localizable.strings": Array(englishFiles.utf8),
  ])
  let plain = mode.count > 2 && mode[2] == "plain"
  let table = try! StringTable(bytes: Array(polishFiles.utf8), path: "pl.lproj/Localizable.stringsdict")
  let localizer = bundle.localizer(
    acceptLanguage: acceptLanguageHeaders[0], numbers: plain ? .plain : .localized)
  let catalog = try! StringCatalog(bytes: Array(polishCatalog.utf8), path: "Localizable.xcstrings")
  let options = plain ? FormatOptions() : FormatOptions(numberFormatLocale: CLDRLocale("pl"))
  let polishLanguage = Language("pl")!  // read once, where a request enters
  let inputs = Array(small.prefix(1024))
  // The same text each way (and the tables made, the entry's first use done, before the measured calls).
  for count in inputs {
    let text = try! table.format("files", count, options: options)
    precondition(try! localizer.format("files", count) == text)
    precondition(try! catalog.format("files", count, language: polishLanguage, options: options) == text)
  }
  switch locale {
  case "table":
    for index in 0..<count {
      sink(
        UInt8(
          truncatingIfNeeded: try! table.format("files", inputs[index & 1023], options: options).utf8.count))
    }
  case "localizer":
    for index in 0..<count {
      sink(UInt8(truncatingIfNeeded: try! localizer.format("files", inputs[index & 1023]).utf8.count))
    }
  case "catalog":
    for index in 0..<count {
      sink(
        UInt8(
          truncatingIfNeeded: try! catalog.format(
            "files", inputs[index & 1023], language: polishLanguage, options: options
          )
          .utf8.count))
    }
  default: exit(2)
  }
case "negotiate", "negotiate+format":
  let bundle = try! LocalizationBundle(files: [
    "pl.lproj/Localizable.stringsdict": Array(polishFiles.utf8),
    "en.lproj/Localizable.strings": Array(englishFiles.utf8),
  ])
  let inputs = Array(small.prefix(1024))
  // Every header negotiated once before the measured calls (the bundle remembers each).
  for header in acceptLanguageHeaders { _ = try! bundle.localizer(acceptLanguage: header).format("files", 1) }
  if mode[0] == "negotiate" {
    for index in 0..<count {
      sink(
        UInt8(
          truncatingIfNeeded: bundle.localizer(acceptLanguage: acceptLanguageHeaders[index % 3]).language.utf8
            .count))
    }
  } else {
    for index in 0..<count {
      sink(
        UInt8(
          truncatingIfNeeded: try! bundle.localizer(acceptLanguage: acceptLanguageHeaders[0])
            .format("files", inputs[index & 1023]).utf8.count))
    }
  }
case "load":
  let stringsdict = stringsdictBytes
  let catalog = catalogBytes
  switch locale {
  case "stringsdict":
    for _ in 0..<count {
      let table = try! StringTable(
        bytes: stringsdict, path: "benchmark.stringsdict", language: Language("en")!)
      sink(UInt8(truncatingIfNeeded: table.keys.count))
    }
  case "stringsdict-expat":
    let bytes = stringsdictBytesForExpat
    for _ in 0..<count {
      let table = try! StringTable(bytes: bytes, path: "benchmark.stringsdict", language: Language("en")!)
      sink(UInt8(truncatingIfNeeded: table.keys.count))
    }
  case "stringsdict-entries":
    for _ in 0..<count {
      let table = try! StringTable(
        bytes: stringsdict, path: "benchmark.stringsdict", language: Language("en")!)
      sink(UInt8(truncatingIfNeeded: table.entries.count))
    }
  case "expat":
    for _ in 0..<count {
      sink(
        UInt8(
          truncatingIfNeeded: stringsdict.withUnsafeBufferPointer {
            cbaselines_expat_parse($0.baseAddress, $0.count)
          }))
    }
  case "catalog-language":
    for _ in 0..<count {
      let catalog = try! StringCatalog(bytes: catalog, path: "benchmark.xcstrings")
      sink(UInt8(truncatingIfNeeded: catalog.table(language: Language("fr")!).keys.count))
    }
  case "catalog":
    for _ in 0..<count {
      let catalog = try! StringCatalog(bytes: catalog, path: "benchmark.xcstrings")
      sink(UInt8(truncatingIfNeeded: catalog.keys.count))
    }
  case "files", "files-expat", "files-general", "files-catalog", "files-catalog-all":
    fileLoads(String(locale.dropFirst(6)), count: count)
  case "json":
    for _ in 0..<count {
      sink(
        UInt8(
          truncatingIfNeeded: catalog.withUnsafeBufferPointer {
            cbaselines_json_scan($0.baseAddress, $0.count)
          }))
    }
  default: exit(2)
  }
case "lint":
  guard locale == "stringsdict" else { exit(2) }
  let folder = "/tmp/plurals-callgrind-lint-\(getpid())/en.lproj"
  let path = folder + "/Localizable.stringsdict"
  _ = system("mkdir -p '\(folder)'")
  guard let file = fopen(path, "wb") else { exit(2) }
  _ = stringsdictBytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
  fclose(file)
  for _ in 0..<count {
    sink(UInt8(truncatingIfNeeded: Linter.lint(paths: [path]).findings.count))
  }
  _ = system("rm -rf '\(folder)/..'")
default:
  print("unknown mode \(mode[0])")
  exit(2)
}
