@testable import LocalizedStrings
import Plurals
import Testing

@testable import LocalizedStrings
import TestSupport

/// The direct path (a format key that is one plural variable whose variant
/// is literal text or plain integers) must write exactly what the general
/// engine writes, and leave to it everything else.
@Suite("Direct formatting path against the engine")
struct DirectPathTests {
  /// A small deterministic generator (a 64-bit LCG, high bits), so failures reproduce.
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 29 ^ state << 35
    }
    mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
  }

  /// Variant texts: literal, plain integers (direct), and shapes only the engine writes.
  static let variants = [
    "none", "%d item", "%u items", "%ld file", "%lld files", "%i of %2$d", "%1$d/%2$d", "%2$d left",
    "%D old", "%%d", "%5d wide", "%+d signed", "%hd short", "%@ and %d", "%#@inner@", "%2$#@inner@",
    "%1$#@inner@", "%x hex", "100% sure",
    "",
    // One or two conversions with no text before, between or after them (nothing to copy).
    "%d", "%1$d%2$d", "items: %d", "%d, %u",
    // Three conversions or more: a plan's third and later ones are counted apart (`restLength`).
    "%d, %d and %d", "%1$d of %2$d in %3$d", "%1$d %3$d %2$d %3$d", "%d/%d/%u",
  ]

  static let formats = ["%#@outer@", "%1$#@outer@", "%2$#@outer@", "%#@outer@!", "%#@outer@ %#@inner@"]

  static func arguments(_ generator: inout Generator) -> [FormatValue] {
    (0..<Int(generator.next() % 5)).map { _ in
      switch generator.next() % 10 {
      case 0: .signed(Int64(bitPattern: generator.next()))
      case 1: .unsigned(generator.next())
      case 2: .signed(.min)
      case 3: .string("x")
      case 4: .double(Double(generator.next() % 100) / 4)
      case 5: .signed(-Int64(generator.next() % 30))
      default: .signed(Int64(generator.next() % 30))
      }
    }
  }

  #if !os(Windows)
    @Test("debug builds stop a copy of no bytes, and a format of one or two conversions sent to the loop")
    func writerContracts() async {
      await #expect(processExitsWith: .failure) {
        var source: UInt8 = 0
        var target: UInt8 = 0
        IntegerFormat.copy(&source, to: &target, count: 0)
      }
      await #expect(processExitsWith: .failure) { Self.writeThroughTheLoop(conversions: 1) }
      await #expect(processExitsWith: .failure) { Self.writeThroughTheLoop(conversions: 2) }
    }

    /// "%d %d" cut to `conversions` of its slots, written by the loop over slots.
    static func writeThroughTheLoop(conversions: Int) {
      let bytes = Array("%d %d".utf8)
      let slots = Array(
        [
          IntegerFormat.Slot(start: 0, end: 2, position: -1, unsigned: false),
          IntegerFormat.Slot(start: 3, end: 5, position: -1, unsigned: false),
        ].prefix(conversions))
      var output = [UInt8](repeating: 0, count: 16)
      bytes.withUnsafeBufferPointer { bytes in
        slots.withUnsafeBufferPointer { slots in
          output.withUnsafeMutableBufferPointer { output in
            let writer = IntegerFormat.Writer(
              bytes: bytes, slots: slots, arguments: UnsafeBufferPointer(start: nil, count: 0), first: 0,
              numbers: nil, count: conversions == 1 ? 4 : 3, firstValue: (1, false), secondValue: (2, false))
            _ = writer.writeMany(to: output)
          }
        }
      }
    }
  #endif

  @Test(
    "random entries, languages, arguments and number locales: the same text (byte for byte) or the same error"
  )
  func agreement() throws {
    var generator = Generator(state: TestSeed.seed("direct path agreement", default: 16))
    let categories = ["zero", "one", "two", "few", "many", "other"]
    for round in 0..<400 {
      var outer: [(String, String)] = []
      for category in categories where generator.next() % 3 != 0 {
        outer.append((category, generator.pick(Self.variants)))
      }
      let inner = categories.filter { _ in generator.next() % 2 == 0 }.map {
        ($0, generator.pick(Self.variants))
      }
      let body = entry(
        "k", format: generator.pick(Self.formats), variable("outer", outer),
        variable("inner", inner.isEmpty ? [("other", "%d inner")] : inner))
      let language = generator.pick(["en", "ru", "ar", "lv", "fr", "ja", "cy"])
      let table = try makeTable(body, language: language)
      let stringEntry = try #require(table.entries["k"])
      for _ in 0..<8 {
        let values = Self.arguments(&generator)
        // Integers as C prints them (the default options' own overload), or as a locale writes them.
        let numberLocale = generator.next() % 3 == 0 ? generator.pick(["fr", "ar", "pl", "hi", "en"]) : nil
        let options = FormatOptions(numberFormatLocale: numberLocale.flatMap(CLDRLocale.init))
        let direct = Result { () throws(FormatError) in
          try values.withUnsafeBufferPointer { buffer throws(FormatError) in
            try numberLocale == nil
              ? table.format("k", values: buffer) : table.format("k", values: buffer, options: options)
          }
        }
        let engine = Result { () throws(FormatError) in
          try values.withUnsafeBufferPointer { buffer throws(FormatError) in
            try EntryFormatter.run(
              arguments: buffer, rules: PluralRules(locale: language), options: options, lenient: false
            ) { formatter throws(FormatError) in try formatter.render(stringEntry) }.text
          }
        }
        let context = "round \(round), \(language), \(numberLocale ?? "C") numbers, \(values), entry \(body)"
        #expect("\(direct)" == "\(engine)", "\(context)")
        if case .success(let direct) = direct, case .success(let engine) = engine {
          #expect(Array(direct.utf8) == Array(engine.utf8), "\(context)")
        }
      }
    }
  }

  @Test(
    "a format key that is one plural variable gets a plan: each category's variant literal, integers or left to the engine"
  )
  func plans() throws {
    let table = try makeTable(documentationExamples + polishMonths, language: "en")
    func kinds(_ key: String) -> [PluralPlan.Piece.Kind]? { table.storage.index.entry(for: key)?.planKinds }
    // By category: zero one two few many other; a category without a variant takes `other`'s.
    // One signed conversion of the variable's own argument: `.single`.
    #expect(kinds("%d file(s) remaining") == Array(repeating: .single, count: 6))
    #expect(kinds("%d file(s) remaining with zero") == [.literal] + Array(repeating: .single, count: 5))
    // `one` nests a variable: a plan of its own. "%1$d of %2$d": the first conversion is the
    // variable's own argument, `.leading`.
    #expect(kinds("runs") == [.literal, .nested, .leading, .leading, .leading, .leading])
    // `.leading` only when the first conversion is a signed one of the variable's own argument
    // (unnumbered, it reads that argument); else `.integers`, the general writer.
    let pairs = try makeTable(
      entry(
        "pairs", format: "%#@n@",
        variable("n", [("zero", "%u of %d"), ("one", "%d of %d"), ("other", "%2$d of %1$d")])),
      language: "en")
    #expect(
      pairs.storage.index.entry(for: "pairs")?.planKinds
        == [.integers, .leading, .integers, .integers, .integers, .integers])
    // The leading writer's next unnumbered conversion reads the argument after the variable's
    // own, as printf's would: through the table and a prepared entry, as the engine writes it.
    #expect(try pairs.format("pairs", 1, 10) == "1 of 10")
    #expect(try pairs.prepare("pairs").format(1, 10) == "1 of 10")
    #expect(try pairs.format("pairs", 7, -3) == "-3 of 7")
    // `%g` is not a plain integer conversion.
    #expect(kinds("months") == Array(repeating: .engine, count: 6))
    // Three variables: no plan.
    #expect(table.storage.index.entry(for: "transfer") != nil)
    #expect(kinds("transfer") == nil)
  }

  @Test(
    "the writer's copy of a variant's text: every count from 1 to 40, at any offset, nothing else touched")
  func copies() {
    let source = (0..<41).map { UInt8($0 + 1) }
    for offset in 0..<3 {
      for count in 1...40 {
        var target = [UInt8](repeating: 0, count: 48)
        source.withUnsafeBufferPointer { source in
          target.withUnsafeMutableBufferPointer { target in
            IntegerFormat.copy(
              source.baseAddress! + offset % 2, to: target.baseAddress! + offset, count: count)
          }
        }
        #expect(Array(target[offset..<offset + count]) == Array(source[offset % 2..<offset % 2 + count]))
        #expect(
          target[..<offset].allSatisfy { $0 == 0 } && target[(offset + count)...].allSatisfy { $0 == 0 })
      }
    }
  }

  /// Arguments of the types apps pass, as the one- and two-argument overloads see them.
  static let typedArguments: [any FormatArgument & Sendable] = [
    0, 1, 2, 5, 11, 21, 101, 1_000_000, -1, -22, Int.min, Int.max, UInt(7), UInt.max, Int32(-3), 1.5, "text",
    FormatValue.numeral("1.50"),
  ]

  @Test(
    "one and two arguments: the overloads write what the parameter pack writes",
    arguments: ["en", "ru", "ar", "fr"])
  func overloads(language: String) throws {
    let table = try makeTable(documentationExamples + polishMonths, language: language)
    func same(_ overload: Result<String, FormatError>, _ pack: Result<String, FormatError>) -> Bool {
      "\(overload)" == "\(pack)"
    }
    func check<First: FormatArgument>(_ key: String, _ first: First) {
      let overload = Result { () throws(FormatError) in try table.format(key, first) }
      // The options form takes the parameter pack for any number of arguments.
      let pack = Result { () throws(FormatError) in try table.format(key, first, options: FormatOptions()) }
      #expect(same(overload, pack), "\(key) \(first)")
      for second in Self.typedArguments { check(key, first, second) }
    }
    func check<First: FormatArgument, Second: FormatArgument>(_ key: String, _ first: First, _ second: Second)
    {
      let overload = Result { () throws(FormatError) in try table.format(key, first, second) }
      let pack = Result { () throws(FormatError) in
        try table.format(key, first, second, options: FormatOptions())
      }
      #expect(same(overload, pack), "\(key) \(first) \(second)")
    }
    for key in table.entries.keys.sorted() + ["no such key"] {
      for first in Self.typedArguments { check(key, first) }
      // Statically typed, as most calls are (the existentials above are opened at run time).
      for number in -3...30 {
        check(key, number)
        check(key, number, number * 7)
      }
    }
    // Three arguments: only the variadic form takes them.
    #expect(
      try table.format("transfer", 1, 2, 3) == table.format("transfer", 1, 2, 3, options: FormatOptions()))
  }
}
