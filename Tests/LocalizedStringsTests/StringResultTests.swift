@testable import LocalizedStrings
internal import InternalUtilities
import Plurals
import Testing

@testable import Localization
@testable import LocalizedStrings
import TestSupport

/// The call apps and accessors make, `format(key, n)` returning a `String`,
/// against the detailed path and the engine: the same text for random
/// integers of every width (results on both sides of the 15 bytes a small
/// string holds), ASCII and not.
@Suite("The String a format call returns")
struct StringResultTests {
  static let body = [
    entry("files", format: "%#@files@", variable("files", [("one", "%d file"), ("other", "%d files")])),
    entry(
      "pliki", format: "%#@n@",
      variable("n", [("one", "%d plik"), ("few", "%d pliki"), ("many", "%d plików"), ("other", "%d pliku")])),
    entry(
      "zero", format: "%#@n@", variable("n", [("zero", "żadnych"), ("one", "jeden"), ("other", "%d razy")])),
    entry(
      "runs", format: "%1$#@completed@",
      variable(
        "completed",
        [
          ("zero", "No runs completed yet"), ("one", "%2$#@one_of@"),
          ("other", "%1$d of %2$d runs completed"),
        ]),
      variable("one_of", [("one", "One run completed"), ("other", "One of %2$d runs completed")])),
    entry("mixed", format: "%#@n@", variable("n", [("other", "%d/%u")])),
  ].joined(separator: "\n")

  /// An integer of 1 to 19 digits, either sign, now and then a bound.
  static func integer(_ generator: inout SeededGenerator) -> Int {
    switch generator.next() % 16 {
    case 0: return [Int.min, Int.max, 0, -1][Int(generator.next() % 4)]
    default:
      let digits = Int(generator.next() % 19) + 1
      var value = Int(generator.next() % 9) + 1
      for _ in 1..<digits { value = value &* 10 &+ Int(generator.next() % 10) }
      return generator.next() % 4 == 0 ? -value : value
    }
  }

  /// The engine's text (or error) for `values`, never the direct path's.
  static func engine(_ table: StringTable, _ key: String, _ values: [FormatValue], language: String) -> String
  {
    let result = Result { () throws(FormatError) in
      try values.withUnsafeBufferPointer { buffer throws(FormatError) in
        try EntryFormatter.run(
          arguments: buffer, rules: PluralRules(locale: language), options: FormatOptions(), lenient: false
        ) { formatter throws(FormatError) in try formatter.render(table.entries[key]!) }.text
      }
    }
    return "\(result)"
  }

  @Test("random integers of every width: format(key, n) writes the detailed path's and the engine's text")
  func agreement() throws {
    var generator = TestSeed.generator("string result agreement", default: 0x57_2146)
    var sizes: Set<Int> = []
    for language in ["en", "pl", "ar", "fr"] {
      let table = try makeTable(Self.body, language: language)
      for _ in 0..<600 {
        let (first, second) = (Self.integer(&generator), Self.integer(&generator))
        for key in ["files", "pliki", "zero", "mixed"] {
          let text = Result { () throws(FormatError) in try table.format(key, first) }
          let detailed = Result { () throws(FormatError) in
            try table.formatDetailed(key, arguments: [.signed(Int64(first))]).text
          }
          #expect("\(text)" == "\(detailed)", "\(language) \(key) \(first)\(TestSeed.note)")
          #expect(
            "\(text)" == Self.engine(table, key, [.signed(Int64(first))], language: language),
            "\(language) \(key) \(first)\(TestSeed.note)")
          if case .success(let string) = text { sizes.insert(string.utf8.count) }
          // An oracle independent of the formatter: Swift's own digits and English's one/other.
          if language == "en", key == "files" {
            let word = first.magnitude == 1 ? "file" : "files"
            #expect((try? text.get()) == "\(first) \(word)", "\(first)\(TestSeed.note)")
          }
          // Other integer types take the same path (and the same error).
          if let narrow = Int32(exactly: first) {
            let typed = Result { () throws(FormatError) in try table.format(key, narrow) }
            #expect("\(typed)" == "\(text)", "\(key) \(narrow)")
          }
          if first >= 0 {
            let typed = Result { () throws(FormatError) in try table.format(key, UInt64(first)) }
            #expect("\(typed)" == "\(text)", "\(key) \(first)")
          }
        }
        let small = (first % 4, first % 4 + second % 3)
        let runs = Result { () throws(FormatError) in try table.format("runs", small.0, small.1) }
        let values: [FormatValue] = [.signed(Int64(small.0)), .signed(Int64(small.1))]
        #expect(
          "\(runs)" == Self.engine(table, "runs", values, language: language),
          "\(language) runs \(small)\(TestSeed.note)")
        let wide = Result { () throws(FormatError) in try table.format("runs", first, second) }
        #expect(
          "\(wide)"
            == Self.engine(
              table, "runs", [.signed(Int64(first)), .signed(Int64(second))], language: language),
          "\(language) runs \(first) \(second)\(TestSeed.note)")
      }
    }
    // Results on both sides of a small string's 15 bytes were written.
    #expect(sizes.contains { $0 <= 15 } && sizes.contains { $0 > 15 }, "\(sizes.sorted())")
  }

  /// The best effort as it was written before it formatted once: strictly,
  /// then leniently when that throws, else the key (the oracle of the one pass).
  static func twoPasses(_ localizer: Localizer, _ key: String, _ values: [FormatValue]) -> String {
    let resolved = localizer.resolution.table(nil, contents: localizer.contents)
    return values.withUnsafeBufferPointer { buffer in
      (try? localizer.format(key, in: resolved, arguments: buffer, lenient: false).text)
        ?? (try? localizer.format(key, in: resolved, arguments: buffer, lenient: true).text) ?? key
    }
  }

  @Test("the accessors' call, localizer.string(key, n): the variadic form's text, failures included")
  func accessorCall() throws {
    let files: [String: [UInt8]] = [
      "en.lproj/Localizable.stringsdict": Array(plist(Self.body).utf8),
      "pl.lproj/Localizable.stringsdict": Array(plist(Self.body).utf8),
    ]
    let bundle = try LocalizationBundle(files: files)
    var generator = TestSeed.generator("accessor call agreement", default: 0xACC_E550)
    for languages in [["pl"], ["en"], ["fr", "pl"]] {
      let localizer = bundle.localizer(languages: languages)
      for _ in 0..<300 {
        let (first, second) = (Self.integer(&generator), Self.integer(&generator))
        for key in ["files", "pliki", "zero", "runs", "no such key %d"] {
          // The typed argument takes the generic overload, the variadic form its own; both
          // format once, leniently: the text of a strict pass, then a lenient one when it throws.
          let values: [FormatValue] = [.signed(Int64(first)), .signed(Int64(second))]
          let one = Self.twoPasses(localizer, key, Array(values.prefix(1)))
          #expect(localizer.string(key, first) == one, "\(languages) \(key) \(first)\(TestSeed.note)")
          #expect(localizer.string(key, first as any FormatArgument) == one, "\(key) \(first)")
          let two = Self.twoPasses(localizer, key, values)
          #expect(
            localizer.string(key, first, second) == two,
            "\(languages) \(key) \(first) \(second)\(TestSeed.note)")
          #expect(
            localizer.string(key, first, second, first)
              == Self.twoPasses(localizer, key, values + values.prefix(1)))
          // An argument of the wrong kind: format throws, the best effort still writes text.
          #expect(localizer.string(key, "text") == Self.twoPasses(localizer, key, [.string("text")]))
        }
      }
    }
  }

  @Test(
    "a best effort formats once: the engine runs once where the strict path throws, never where the direct path writes"
  )
  func bestEffortOnce() throws {
    let bundle = try LocalizationBundle(files: [
      "en.lproj/Localizable.stringsdict": Array(plist(Self.body).utf8)
    ])
    let localizer = bundle.localizer(languages: ["en"])
    let table = try makeTable(Self.body, language: "en")
    // A string for a plural variable: the strict engine throws, the lenient one writes the text.
    let lenient = Self.twoPasses(localizer, "files", [.string("many")])
    #expect(lenient == "%#@files@")
    let runs = WorkMeter.measure { #expect(localizer.string("files", "many") == lenient) }
    let variadic = WorkMeter.measure {
      #expect(localizer.string("files", "many" as any FormatArgument) == lenient)
    }
    let tableRuns = WorkMeter.measure { #expect(table.string("files", "many") == lenient) }
    let engineOnce = WorkMeter.measure {
      _ = try? [FormatValue.string("many")].withUnsafeBufferPointer { buffer throws(FormatError) in
        try table.entries["files"]!.formatted(
          buffer, rules: table.pluralRules, options: FormatOptions(), lenient: true)
      }
    }
    let direct = WorkMeter.measure { #expect(localizer.string("files", 5) == "5 files") }
    // nil in a release build, where the meter counts nothing.
    if let engineOnce {
      #expect(engineOnce > 0)
      #expect(runs == engineOnce && variadic == engineOnce && tableRuns == engineOnce)
      #expect(direct == 0)
    }
  }
}
