import Testing

@testable import Localization
@testable import LocalizedStrings
import TestSupport

/// A prepared entry (`StringTable.prepare`) formats exactly as the table
/// does, to a `String` and appended to bytes, and throws the same errors.
@Suite("Prepared entries against the table's format")
struct PreparedEntryTests {
  /// Entries of every shape: one plural variable (plain integers, a literal
  /// `zero`), nested variables, three variables, a `%g` variable, a plain
  /// string, a format key with text around a variable, `%@`, width and
  /// device variants, a variable naming no dictionary.
  static let body =
    documentationExamples + polishMonths
    + entry("around", format: "Left: %#@n@!", variable("n", [("one", "%d item"), ("other", "%d items")]))
    + entry(
      "mixed", format: "%#@n@", variable("n", [("one", "%@ has %d file"), ("other", "%@ has %d files")]))
    + entry(
      "signed", format: "%#@n@",
      variable("n", [("one", "%+d one"), ("few", "%u few"), ("other", "%5d other")]))
    + entry("missing", format: "%#@nowhere@")
      + """
      <key>plain</key><string>Just text</string>
      <key>title</key><dict><key>NSStringVariableWidthRuleType</key><dict>
      <key>1</key><string>Hi</string><key>20</key><string>Hello</string><key>50</key><string>Hello there, %@</string>
      </dict></dict>
      <key>tap</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>
      <key>mac</key><string>Click</string><key>other</key><string>Tap</string>
      <key>applewatch</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>\(
        variable("n", [("one", "Tap once"), ("other", "Tap %d times")]))</dict>
      </dict></dict>
      """

  static let options: [FormatOptions] = [
    FormatOptions(), FormatOptions(numberFormatLocale: CLDRLocale("fr")),
    FormatOptions(numberFormatLocale: CLDRLocale("ar")),
    FormatOptions(pluralLocale: CLDRLocale("ru")),
    FormatOptions(pluralLocale: CLDRLocale("pl"), numberFormatLocale: CLDRLocale("hi-IN")),
    FormatOptions(width: 20, device: "mac"), FormatOptions(width: 0, device: "applewatch"),
  ]

  static func argument(_ generator: inout SeededGenerator) -> FormatValue {
    switch generator.next() % 12 {
    case 0: .signed(Int64(bitPattern: generator.next()))
    case 1: .unsigned(generator.next())
    case 2: .signed(.min)
    case 3: .string("Ana")
    case 4: .double(Double(generator.next() % 400) / 8)
    case 5: .signed(-Int64(generator.next() % 30))
    case 6: .numeral("1.50")
    case 7: .signed(Int64(generator.next() % 2_000_000))
    default: .signed(Int64(generator.next() % 30))
    }
  }

  /// The table's text (or error), the prepared entry's, and the bytes it
  /// appends after `prefix` (with the buffer unchanged after an error).
  static func compare(
    _ table: StringTable, _ key: String, _ values: [FormatValue], options: FormatOptions,
    prepared: PreparedEntry,
    context: String
  ) {
    let expected = Result { () throws(FormatError) in
      try table.formatDetailed(key, arguments: values, options: options).text
    }
    // The general engine alone (no direct path, no plan): the prepared
    // entry's byte writers must agree with it, not only with the direct
    // path the table shares with them.
    let engine = Result { () throws(FormatError) in
      guard let entry = table.entries[key] else { throw table.unknownKey(key) }
      return try values.withUnsafeBufferPointer { buffer throws(FormatError) in
        try entry.formatted(
          buffer, rules: table.rules(for: key, options: options), options: options, lenient: false
        )
        .text
      }
    }
    let viaTable = Result { () throws(FormatError) in
      try values.withUnsafeBufferPointer { buffer throws(FormatError) in
        try table.format(key, values: buffer, options: options)
      }
    }
    let text = Result { () throws(FormatError) in
      try values.withUnsafeBufferPointer { buffer throws(FormatError) in try prepared.format(values: buffer) }
    }
    let prefix = Array("prefix ✓ ".utf8)
    var buffer = prefix
    let appended = Result { () throws(FormatError) -> String in
      try values.withUnsafeBufferPointer { values throws(FormatError) in
        try prepared.format(values: values, appendingTo: &buffer)
      }
      return String(decoding: buffer.dropFirst(prefix.count), as: UTF8.self)
    }
    #expect(text == viaTable, "\(context)")
    #expect(text == expected, "\(context)")
    #expect(text == engine, "the engine: \(context)")
    #expect(appended == viaTable, "\(context)")
    #expect(Array(buffer.prefix(prefix.count)) == prefix, "\(context)")
    if case .success(let string) = viaTable {
      #expect(Array(buffer.dropFirst(prefix.count)) == Array(string.utf8), "\(context)")
    } else {
      #expect(buffer == prefix, "an error leaves the buffer as it was: \(context)")
    }
    compareRaw(viaTable.map { Array($0.utf8) }, context: context) { raw throws(FormatError) in
      try values.withUnsafeBufferPointer { values throws(FormatError) in
        try prepared.format(values: values, into: raw)
      }
    }
  }

  /// The raw form (`format(_:into:)`) against the table's bytes (or
  /// error): into no bytes, one byte short and exactly the size needed it
  /// returns that size, writes the text only when it fits and nothing
  /// else; an error writes nothing.
  static func compareRaw(
    _ expected: Result<[UInt8], FormatError>, context: String,
    _ format: (UnsafeMutableRawBufferPointer) throws(FormatError) -> Int
  ) {
    let filler: UInt8 = 0xA5
    let guardBytes = 8
    // The sizes tried: none, one byte short, exact (and a larger buffer).
    let needed = (try? expected.get().count) ?? 4
    var sizes = [0, needed, needed + 9]
    if needed > 0 { sizes.append(needed - 1) }
    // No memory at all (a nil base address): the size, or the error.
    let empty = Result { () throws(FormatError) -> Int in
      try format(UnsafeMutableRawBufferPointer(start: nil, count: 0))
    }
    #expect(empty == expected.map(\.count), "into no memory: \(context)")
    for size in sizes {
      var memory = [UInt8](repeating: filler, count: size + guardBytes)
      let result = memory.withUnsafeMutableBytes { all in
        Result { () throws(FormatError) -> Int in
          try format(UnsafeMutableRawBufferPointer(rebasing: all[..<size]))
        }
      }
      switch (expected, result) {
      case (.success(let bytes), .success(let count)):
        #expect(count == bytes.count, "the size needed, into \(size) bytes: \(context)")
        if bytes.count <= size {
          #expect(Array(memory.prefix(bytes.count)) == bytes, "into \(size) bytes: \(context)")
          #expect(memory.dropFirst(bytes.count).allSatisfy { $0 == filler }, "beyond the text: \(context)")
        } else {
          #expect(memory.allSatisfy { $0 == filler }, "nothing written into \(size) bytes: \(context)")
        }
      case (.failure(let error), .failure(let thrown)):
        #expect(thrown == error, "\(context)")
        #expect(memory.allSatisfy { $0 == filler }, "an error writes nothing: \(context)")
      default:
        Issue.record("raw into \(size) bytes: \(result), the table: \(expected): \(context)")
      }
    }
  }

  @Test("random arguments, options and languages: the table's text or error, as a String and as bytes")
  func agreement() throws {
    var generator = TestSeed.generator("prepared entry agreement", default: 28)
    for language in ["en", "pl", "ru", "ar", "fr", "ja", "cy"] {
      let table = try makeTable(Self.body, language: language)
      for key in table.keys {
        for options in Self.options {
          let prepared = try table.prepare(key, options: options)
          #expect(prepared.key == key)
          #expect(prepared.options == options)
          for _ in 0..<40 {
            let values = (0..<Int(generator.next() % 4)).map { _ in Self.argument(&generator) }
            Self.compare(
              table, key, values, options: options, prepared: prepared,
              context: "\(language) \(key) \(values) \(options)\(TestSeed.note)")
          }
        }
      }
    }
  }

  @Test("the public overloads: one, two and several arguments, with and without options")
  func overloads() throws {
    let table = try makeTable(Self.body, language: "pl")
    let files = try table.prepare("%d file(s) remaining")
    let runs = try table.prepare("runs")
    var buffer: [UInt8] = []
    for number in [0, 1, 2, 5, 22, 101, -3, Int.max, Int.min] {
      #expect(try files.format(number) == table.format("%d file(s) remaining", number))
      buffer.removeAll()
      try files.format(number, appendingTo: &buffer)
      #expect(String(decoding: buffer, as: UTF8.self) == (try table.format("%d file(s) remaining", number)))
    }
    for (completed, total) in [(0, 3), (1, 1), (1, 4), (3, 7), (22, 25)] {
      let expected = try table.format("runs", completed, total)
      #expect(try runs.format(completed, total) == expected)
      #expect(try runs.format(completed, total, 9) == table.format("runs", completed, total, 9))
      buffer.removeAll()
      try runs.format(completed, total, appendingTo: &buffer)
      #expect(String(decoding: buffer, as: UTF8.self) == expected)
      buffer.removeAll()
      try runs.format(completed, total, 9, appendingTo: &buffer)
      #expect(String(decoding: buffer, as: UTF8.self) == (try table.format("runs", completed, total, 9)))
    }
    // The public raw overloads: one, two and several arguments.
    for number in [0, 1, 2, 5, 22, 101, -3, Int.max, Int.min] {
      let expected = Array(try table.format("%d file(s) remaining", number).utf8)
      Self.compareRaw(.success(expected), context: "files \(number)") { raw throws(FormatError) in
        try files.format(number, into: raw)
      }
      let runsText = Array(try table.format("runs", number % 3, number).utf8)
      Self.compareRaw(.success(runsText), context: "runs \(number)") { raw throws(FormatError) in
        try runs.format(number % 3, number, into: raw)
      }
      Self.compareRaw(.success(runsText), context: "runs \(number) 9") { raw throws(FormatError) in
        try runs.format(number % 3, number, 9, into: raw)
      }
    }
    let plain = try table.prepare("plain")
    #expect(try plain.format() == "Just text")
    Self.compareRaw(.success(Array("Just text".utf8)), context: "plain") { raw throws(FormatError) in
      try plain.format(into: raw)
    }
    let before = buffer
    try plain.format(appendingTo: &buffer)
    #expect(buffer == before + Array("Just text".utf8))
    let localized = try table.prepare(
      "%d file(s) remaining", options: FormatOptions(numberFormatLocale: CLDRLocale("pl")))
    #expect(try localized.format(12_345) == "12\u{A0}345 files remaining")
    let tap = try table.prepare("tap", options: FormatOptions(device: "applewatch"))
    #expect(try tap.format(3) == "Tap 3 times")
    #expect(tap.entry.location == table.entries["tap"]?.location)
  }

  @Test("errors: an unknown key at prepare, the wrong argument kind or count at format, the buffer unchanged")
  func errors() throws {
    let table = try makeTable(Self.body, language: "en")
    let unknown = Result { () throws(FormatError) in try table.format("no such key", 1) }
    let prepare = Result { () throws(FormatError) in try table.prepare("no such key") }
    #expect(prepare.map { _ in "" } == unknown)
    if case .failure(let error) = prepare {
      #expect(error.kind == .unknownKey)
    } else {
      Issue.record("no error")
    }

    let files = try table.prepare("%d file(s) remaining")
    var buffer = Array("kept".utf8)
    // A string for %d, no argument, a Double for %d: the table's errors, the buffer untouched.
    let wrongKind = Result { () throws(FormatError) in try table.format("%d file(s) remaining", "five") }
    #expect(Result { () throws(FormatError) in try files.format("five") } == wrongKind)
    #expect(
      Result { () throws(FormatError) in try files.format("five", appendingTo: &buffer) }.map { "" }
        == wrongKind)
    let none = Result { () throws(FormatError) in try table.format("%d file(s) remaining") }
    #expect(Result { () throws(FormatError) in try files.format() } == none)
    #expect(Result { () throws(FormatError) in try files.format(appendingTo: &buffer) }.map { "" } == none)
    let double = Result { () throws(FormatError) in try table.format("%d file(s) remaining", 1.5) }
    #expect(Result { () throws(FormatError) in try files.format(1.5) } == double)
    #expect(
      Result { () throws(FormatError) in try files.format(1.5, appendingTo: &buffer) }.map { "" } == double)
    for result in [wrongKind, none] {
      guard case .failure = result else { Issue.record("the table formats it: \(result)"); continue }
    }
    #expect(buffer == Array("kept".utf8))
    // The raw form: the same errors, nothing written.
    for (expected, call) in [
      (
        wrongKind,
        { (raw: UnsafeMutableRawBufferPointer) throws(FormatError) in try files.format("five", into: raw) }
      ),
      (none, { (raw: UnsafeMutableRawBufferPointer) throws(FormatError) in try files.format(into: raw) }),
      (
        double,
        { (raw: UnsafeMutableRawBufferPointer) throws(FormatError) in try files.format(1.5, into: raw) }
      ),
    ] {
      Self.compareRaw(expected.map { Array($0.utf8) }, context: "errors", call)
    }
    let missing = try table.prepare("missing")
    #expect(throws: FormatError.self) { try missing.format(1, appendingTo: &buffer) }
    #expect(buffer == Array("kept".utf8))
  }

  @Test("appending keeps the buffer's earlier contents, call after call")
  func appendingKeepsContents() throws {
    let table = try makeTable(Self.body, language: "en")
    let files = try table.prepare("%d file(s) remaining")
    let runs = try table.prepare("runs")
    let title = try table.prepare("title")
    var buffer: [UInt8] = []
    var expected = ""
    for number in 0..<50 {
      try files.format(number, appendingTo: &buffer)
      try runs.format(number % 3, number, appendingTo: &buffer)
      try title.format("Ana", appendingTo: &buffer)
      buffer.append(UInt8(ascii: "\n"))
      expected +=
        try table.format("%d file(s) remaining", number) + table.format("runs", number % 3, number)
        + table.format("title", "Ana") + "\n"
    }
    #expect(String(decoding: buffer, as: UTF8.self) == expected)
  }

  @Test("a catalog's prepared entry formats as the catalog does for that language")
  func catalog() throws {
    let json = """
      {"sourceLanguage":"en","version":"1.0","strings":{
        "%lld files":{"localizations":{
          "en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld file"}},
            "other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}},
          "pl":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld plik"}},
            "few":{"stringUnit":{"state":"translated","value":"%lld pliki"}},
            "many":{"stringUnit":{"state":"translated","value":"%lld plików"}},
            "other":{"stringUnit":{"state":"translated","value":"%lld pliku"}}}}}}},
        "Hello":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello"}}}}}}
      """
    let catalog = try StringCatalog(bytes: Array(json.utf8), path: "Localizable.xcstrings")
    for language in ["en", "pl", "de"] {
      for options in [FormatOptions(), FormatOptions(numberFormatLocale: CLDRLocale("pl"))] {
        for key in ["%lld files", "Hello"] {
          let prepared = try catalog.prepare(key, language: language, options: options)
          for number in [0, 1, 2, 5, 22, 12_345] {
            let expected = try catalog.format(key, number, language: language, options: options)
            #expect(try prepared.format(number) == expected, "\(language) \(key) \(number)")
            var buffer: [UInt8] = []
            try prepared.format(number, appendingTo: &buffer)
            #expect(String(decoding: buffer, as: UTF8.self) == expected)
          }
        }
      }
      #expect(throws: FormatError.self) { try catalog.prepare("nope", language: language) }
    }
  }
}

@Suite("Prepared entries of real-world files", .enabled(if: Corpus.isAvailable, Corpus.absent))
struct PreparedEntryCorpusTests {
  @Test("every key of every corpus .stringsdict, prepared, formats as its table does")
  func everyKey() throws {
    var generator = TestSeed.generator("prepared corpus", default: 28)
    var compared = 0
    for file in Corpus.files(ending: ".stringsdict") {
      let table = try Corpus.table(file)
      for key in table.keys {
        let prepared = try table.prepare(key)
        let localized = try table.prepare(
          key, options: FormatOptions(numberFormatLocale: CLDRLocale(table.language)))
        for arguments in [[0], [1], [2], [5], [21], [1, 3], [3, 1, 2], [12_345, 7, 1]] {
          let values = arguments.map { FormatValue.signed(Int64($0)) }
          PreparedEntryTests.compare(
            table, key, values, options: FormatOptions(), prepared: prepared,
            context: "\(file) \(key) \(arguments)")
          PreparedEntryTests.compare(
            table, key, values, options: localized.options, prepared: localized,
            context: "\(file) \(key) \(arguments) localized")
          compared += 2
        }
        let values = (0..<3).map { _ in PreparedEntryTests.argument(&generator) }
        PreparedEntryTests.compare(
          table, key, values, options: FormatOptions(), prepared: prepared,
          context: "\(file) \(key) \(values)\(TestSeed.note)")
        compared += 1
      }
    }
    print("prepared corpus: \(compared) comparisons")
    #expect(compared > 1000)
  }
}
