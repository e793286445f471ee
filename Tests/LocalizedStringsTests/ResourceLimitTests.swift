import LocaleNumbers
@testable import Localization
@testable import LocalizedStrings
import SourceFiles
import Testing
import TestSupport

/// Hostile inputs that stay small on disk but would grow without bound: each
/// ends quickly with a result or a typed error at its place.
@Suite("Resource limits")
struct ResourceLimitTests {
  // MARK: Binary property lists

  /// A dictionary `{k: A0}` where `A(i)` is an array referring to `A(i+1)`
  /// twice and the last level is `leaf`: 2^levels references in 150 bytes.
  static func doubling(levels: Int, leaf: [UInt8]) -> [UInt8] {
    // Object 0: the dictionary, 1: "k", 2…levels+1: the arrays, levels+2: the leaf.
    var objects: [[UInt8]] = [[0xD1, 1, 2], binaryString("k")]
    for level in 0..<levels { objects.append([0xA2, UInt8(3 + level), UInt8(3 + level)]) }
    objects.append(leaf)
    return binaryPlist(objects)
  }

  @Test("a 150-byte binary plist whose arrays share references is refused at once, not decoded 2^25 times")
  func sharedReferences() throws {
    let bytes = Self.doubling(levels: 25, leaf: binaryString("x"))
    #expect(bytes.count <= 150)
    let error = #expect(throws: SourceError.self) {
      try StringTable(bytes: bytes, path: "shared.stringsdict")
    }
    #expect(error?.kind == .limitExceeded)
    // Which of the two limits of shared references: the count of objects.
    #expect(
      error?.message.contains("stand for more than 1048576 objects") == true, "\(String(describing: error))")
    // The place is the array whose tree passed the limit (1-based byte offsets on line 1).
    #expect(error?.location.line == 1)
    #expect(error?.location.file == "shared.stringsdict")
  }

  @Test("shared text counts each time it is referred to")
  func sharedText() throws {
    // 18 doubling levels: 2^18 references to a 14-byte string (524,289 objects, 3.7 MB of text) read.
    let below = Self.doubling(levels: 18, leaf: binaryString(String(repeating: "t", count: 14)))
    let table = try StringTable(bytes: below, path: "s.stringsdict")
    #expect(table.diagnostics.map(\.code) == [.invalidEntry])  // k is an array, not an entry
    // A 64 KiB string referred to 2^11 times: 128 MiB of text in 4,097 objects.
    let above = Self.doubling(levels: 11, leaf: binaryString(String(repeating: "u", count: 1 << 16)))
    let error = #expect(throws: SourceError.self) { try StringTable(bytes: above, path: "t.stringsdict") }
    #expect(error?.kind == .limitExceeded)
    // Which of the two limits of shared references: the bytes of text.
    #expect(
      error?.message.contains("stand for more than 67108864 bytes of text") == true,
      "\(String(describing: error))")
  }

  @Test("an entry shared by two keys reads and formats for both")
  func sharedEntry() throws {
    // {a: E, b: E}, E = {NSStringLocalizedFormatKey: "%#@n@", n: V},
    // V = {NSStringFormatSpecTypeKey: NSStringPluralRuleType, NSStringFormatValueTypeKey: d, one: …, other: …}
    func long(_ text: String) -> [UInt8] { [0x5F, 0x10, UInt8(text.utf8.count)] + Array(text.utf8) }
    let objects: [[UInt8]] = [
      [0xD2, 1, 2, 3, 3],  // 0: top
      binaryString("a"), binaryString("b"),  // 1, 2
      [0xD2, 4, 6, 5, 7],  // 3: the entry (keys, then values)
      long("NSStringLocalizedFormatKey"), binaryString("%#@n@"), binaryString("n"),  // 4, 5, 6
      [0xD4, 8, 9, 10, 11, 12, 13, 14, 15],  // 7: the variable
      long("NSStringFormatSpecTypeKey"), long("NSStringFormatValueTypeKey"), binaryString("one"),
      binaryString("other"),  // 8…11
      // 12…15
      long("NSStringPluralRuleType"), binaryString("d"), binaryString("%d file"), binaryString("%d files"),
    ]
    let table = try StringTable(bytes: binaryPlist(objects), path: "e.stringsdict", language: "en")
    #expect(Set(table.keys) == ["a", "b"])
    #expect(try table.format("a", 1) == "1 file")
    #expect(try table.format("b", 7) == "7 files")
  }

  @Test("a shared subtree reached deeper than it was first read still counts its levels")
  func sharedDepth() throws {
    // Object 2 is [C0, D0]; C0 → C1 → … → C199 → "x" (201 levels below object 2) is read first;
    // D0 → … → D99 → C0 reaches it again 100 levels deeper, past 256 in all.
    func array(_ references: Int...) -> [UInt8] {
      [0xA0 | UInt8(references.count)] + references.flatMap { bigEndian($0, size: 2) }
    }
    let chain = 200
    let leaf = 3 + chain
    let second = leaf + 1
    var objects: [[UInt8]] = [[0xD1, 0, 1, 0, 2], binaryString("k"), array(3, second)]
    for index in 0..<chain { objects.append(array(index == chain - 1 ? leaf : 4 + index)) }
    objects.append(binaryString("x"))
    for index in 0..<100 { objects.append(array(index == 99 ? 3 : second + 1 + index)) }
    let error = #expect(throws: SourceError.self) {
      try StringTable(bytes: binaryPlist(objects, referenceSize: 2), path: "d.stringsdict")
    }
    #expect(error?.kind == .limitExceeded, "\(String(describing: error))")
    #expect(error?.message.contains("nested deeper than 256 levels") == true, "\(String(describing: error))")
    // The first chain alone is read.
    objects[2] = array(3)
    #expect(
      try StringTable(bytes: binaryPlist(objects, referenceSize: 2), path: "d.stringsdict").keys.isEmpty)
  }

  // MARK: Entities

  static let appleDoctype =
    #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#

  /// A .stringsdict whose third line is `line3`, after `doctype`.
  static func document(doctype: String, _ line3: String) -> [UInt8] {
    Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      \(doctype)
      <plist version="1.0"><dict>
      \(line3)
      </dict></plist>
      """.utf8)
  }

  @Test(
    "an entity that cannot be expanded is an error at its place, never dropped text",
    arguments: [
      // Declared only in Apple's DTD, which is never fetched.
      (appleDoctype, "<key>k</key><string>5 files&nbsp;ok</string>", 4, 28, "&nbsp;"),
      (appleDoctype, "<key>k&copy;</key><string>x</string>", 4, 7, "&copy;"),
      // External entities are never read.
      (
        #"<!DOCTYPE plist [<!ENTITY e SYSTEM "file:///etc/hostname">]>"#,
        "<key>k</key><string>a&e;b</string>", 4, 22, "file:///etc/hostname"
      ),
      // Declarations after a parameter entity reference are not read (expat, as the XML spec allows).
      (
        #"<!DOCTYPE plist [<!ENTITY % p SYSTEM "x.dtd"> %p; <!ENTITY f "F">]>"#,
        "<key>k</key><string>a&f;b</string>", 4, 22, "&f;"
      ),
      (
        #"<!DOCTYPE plist [<!ENTITY % p "<!ENTITY g 'G'>"> %p;]>"#,
        "<key>k</key><string>a&g;b</string>", 4, 22, "&g;"
      ),
    ] as [(String, String, Int, Int, String)])
  func unexpandedEntities(doctype: String, line: String, errorLine: Int, column: Int, named: String) throws {
    let bytes = Self.document(doctype: doctype, line)
    // The .stringsdict readers (the direct one gives up on errors; the property-list tree reports).
    let error = #expect(throws: SourceError.self) { try StringTable(bytes: bytes, path: "e.stringsdict") }
    #expect(error?.location.line == errorLine, "\(String(describing: error))")
    #expect(error?.location.column == column, "\(String(describing: error))")
    #expect(error?.kind == .unexpandedEntity, "\(String(describing: error))")
    #expect(error?.message.contains(named) == true, "\(String(describing: error))")
    // A compiled .strings in XML property list form too.
    let strings = #expect(throws: SourceError.self) {
      try StringTable(bytes: bytes, path: "e.strings", kind: .strings)
    }
    #expect(strings?.kind == .unexpandedEntity, "\(String(describing: strings))")
  }

  @Test("entities the document defines and the predefined ones are expanded")
  func definedEntities() throws {
    let bytes = Self.document(
      doctype: #"<!DOCTYPE plist [<!ENTITY nbsp "&#160;">]>"#,
      "<key>k</key><string>5&nbsp;files &amp; &lt;ok&gt; &#x2014;</string>")
    let table = try StringTable(bytes: bytes, path: "d.stringsdict")
    #expect(try table.format("k") == "5\u{A0}files & <ok> \u{2014}")
  }

  // MARK: Output

  static let limit = FormatLimits.maximumOutputBytes

  /// 9,999 references to one variable, whose `other` variant is `variant`.
  static func fanOut(_ variant: String) -> String {
    entry(
      "k", format: String(repeating: "%1$#@v@", count: 9_999),
      variable("v", [("one", "one"), ("other", variant)]))
  }

  static func isLimit(_ error: FormatError?) -> Bool {
    error?.kind == .limitExceeded && error?.message.contains("longer than \(limit) bytes") == true
  }

  @Test(
    "a small file whose expansions multiply is refused as it passes the output limit",
    arguments: [
      // 100 KB of text 9,999 times: 1 GB.
      fanOut("%1$d" + String(repeating: "a", count: 100_000)),
      // Ten conversions of width 10,000, 9,999 times: 1 GB of padding.
      fanOut(String(repeating: "%1$10000d", count: 10)),
      // The same through a width taken from the argument.
      fanOut(String(repeating: "%1$*1$d", count: 10)),
    ])
  func multipliedOutput(_ body: String) throws {
    let table = try table(body)
    #expect(Array(plist(body).utf8).count < 200_000)
    let error = #expect(throws: FormatError.self) { try table.format("k", 5_000) }
    #expect(Self.isLimit(error), "\(String(describing: error))")
    // The position is the format key's, and lenient formatting gives up too (the key).
    #expect(error?.location?.line == 5)
    #expect(table.string("k", 5_000) == "k")
  }

  @Test("a catalog substitution is bounded the same way")
  func catalogOutput() throws {
    let references = String(repeating: "%#@n@", count: 9_999)
    let variant = String(repeating: "%arg", count: 1) + String(repeating: "x", count: 1_000)
    let text = """
      { "sourceLanguage": "en", "version": "1.0", "strings": { "k": { "localizations": {
        "en": { "stringUnit": { "state": "translated", "value": "\(references)" },
                "substitutions": { "n": { "argNum": 1, "formatSpecifier": "lld", "variations": { "plural": {
                  "one": { "stringUnit": { "state": "translated", "value": "%arg" } },
                  "other": { "stringUnit": { "state": "translated", "value": "\(variant)" } } } } } } } } } } }
      """
    let catalog = try StringCatalog(bytes: Array(text.utf8), path: "c.xcstrings")
    let error = #expect(throws: FormatError.self) { try catalog.format("k", 7, language: "en") }
    #expect(Self.isLimit(error), "\(String(describing: error))")
    #expect(try catalog.format("k", 1, language: "en") == String(repeating: "1", count: 9_999))
  }

  @Test("text up to the limit is written, one byte more is refused, on every path")
  func boundary() throws {
    let exact = String(repeating: "é", count: Self.limit / 2)
    let over = exact + "!"
    for (text, fits) in [(exact, true), (over, false)] {
      // Each key writes exactly `text`'s length: "55" and "[10]" stand in for the é (2 bytes) they replace.
      let body =
        "<key>plain</key><string>\(text)</string>"
        + "<key>number</key><string>%1$d%1$d\(text.dropFirst())</string>"
        + entry("variable", format: "%#@v@", variable("v", [("one", "%d"), ("other", text)]))
        + entry(
          "nested", format: "%#@v@", variable("v", [("one", "%d"), ("other", "[%#@w@]")]),
          variable("w", [("one", "%d"), ("other", "%d\(text.dropFirst(2))")]))
      let table = try table(body)
      for (key, argument) in [("plain", 0), ("number", 5), ("variable", 2), ("nested", 10)] {
        if fits {
          #expect(try table.format(key, argument).utf8.count == Self.limit, "\(key)")
        } else {
          let error = #expect(throws: FormatError.self, "\(key)") { try table.format(key, argument) }
          #expect(Self.isLimit(error), "\(key): \(String(describing: error))")
        }
      }
    }
  }

  @Test("a format's budget for a conversion covers the widest integer any locale writes")
  func integerBudget() {
    // Every locale's 20 digits, separators and minus sign: 99 bytes in CLDR 48.
    #expect(LocalizedNumberFormat.widestIntegerUTF8Count <= FormatLimits.maximumIntegerBytes)
    #expect(LocalizedNumberFormat.widestIntegerUTF8Count > 26)
  }

  @Test("localized integers up to the limit are written, one byte more is refused, on every output path")
  func localizedBoundary() throws {
    // Int64.min in English is "-9,223,372,036,854,775,808": 26 bytes, more than a plain integer's
    // 20; a budget of 20 a conversion let the direct path write these texts past the limit.
    let wide = 26
    let filler = Self.limit - 100 * wide
    let options = FormatOptions(numberFormatLocale: CLDRLocale("en"))
    for extra in [0, 1] {
      let text = String(repeating: "x", count: filler + extra)
      // Plain integers (100 of them), a variant of one, a variant led by its own argument.
      let body =
        "<key>integers</key><string>\(text)\(String(repeating: "%d", count: 100))</string>"
        + entry(
          "single", format: "%#@v@",
          variable(
            "v", [("one", "%d"), ("other", String(repeating: "x", count: Self.limit - wide + extra) + "%d")]))
        + entry(
          "leading", format: "%#@v@",
          variable("v", [("one", "%d"), ("other", "%1$d" + text + String(repeating: "%2$d", count: 99))]))
      let table = try table(body)
      for (key, count) in [("integers", 100), ("single", 1), ("leading", 2)] {
        let values = [FormatValue](repeating: .signed(.min), count: count)
        let prepared = try table.prepare(key, options: options)
        var appended: [UInt8] = []
        let raw = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.limit + 64, alignment: 1)
        defer { raw.deallocate() }
        let results = values.withUnsafeBufferPointer { values in
          [
            Result { () throws(FormatError) in
              try table.format(key, values: values, options: options).utf8.count
            },
            Result { () throws(FormatError) in try prepared.format(values: values).utf8.count },
            Result { () throws(FormatError) in
              try prepared.format(values: values, appendingTo: &appended)
              return appended.count
            },
            Result { () throws(FormatError) in try prepared.format(values: values, into: raw) },
          ]
        }
        for (path, result) in zip(["table", "prepared", "appended", "raw"], results) {
          switch result {
          case .success(let count):
            #expect(extra == 0 && count == Self.limit, "\(key) \(path): \(count) bytes")
          case .failure(let error):
            #expect(extra == 1 && Self.isLimit(error), "\(key) \(path): \(error)")
          }
        }
      }
    }
  }

  @Test("width padding is what C's printf writes, up to the largest width", arguments: [1, 2, 3])
  func padding(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    func below(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    let allFlags = ["", "-", "0", "+", " ", "-+", "0+"]
    for _ in 0..<200 {
      let width = below(FormatLimits.maximumWidth + 1)
      let flags = allFlags[below(allFlags.count)]
      let number = below(199_999) - 99_999
      let spec = "%\(flags)\(width)d"
      let table = try table("<key>k</key><string>[\(spec)]</string>")
      let expected = "[" + cPrintf(spec, number) + "]"
      #expect(try table.format("k", number) == expected, "\(spec) of \(number), seed \(seed)")
      let text = "x\u{E9}\u{1F600}"
      let stringSpec = "%\(flags == "-" ? "-" : "")\(width)s"
      let padded = try self.table("<key>s</key><string>\(stringSpec)</string>").format("s", text)
      // %s pads to a width in bytes, as CoreFoundation's own %s code does (7 bytes, 3 characters).
      #expect(padded.utf8.count == max(width, 7), "\(stringSpec), seed \(seed)")
      #expect(padded.hasPrefix(text) == (flags == "-" || width <= 7), "\(stringSpec)")
    }
  }

  // MARK: What lint calls an error, formatting refuses

  /// A catalog whose substitution `n` has `argNum` written as `argNum`.
  static func catalog(argNum: String) -> String {
    """
    { "sourceLanguage": "en", "version": "1.0", "strings": { "k": { "localizations": {
      "en": { "stringUnit": { "state": "translated", "value": "%#@n@ of %lld" },
              "substitutions": { "n": { "argNum": \(argNum), "formatSpecifier": "lld", "variations": { "plural": {
                "one": { "stringUnit": { "state": "translated", "value": "%arg file" } },
                "other": { "stringUnit": { "state": "translated", "value": "%arg files" } } } } } } } } } } }
    """
  }

  @Test(
    "an argNum that is no argument number is an error at its place, in lint and when formatting",
    arguments: ["0", "-1", "1.5", #""1""#, "100000000000000000000", "10001", "null"])
  func invalidArgNum(_ argNum: String) throws {
    let catalog = try StringCatalog(bytes: Array(Self.catalog(argNum: argNum).utf8), path: "a.xcstrings")
    let diagnostics = catalog.diagnostics.filter { $0.code == .invalidFormat }
    #expect(diagnostics.count == 1, "\(catalog.diagnostics)")
    #expect(diagnostics.first?.location.line == 3)
    #expect(diagnostics.first?.location.column == 47)  // the value of argNum
    #expect(diagnostics.first?.message.contains("argNum \(argNum), not an argument number") == true)
    let error = #expect(throws: FormatError.self) { try catalog.format("k", 2, 3, language: "en") }
    #expect(error?.message == diagnostics.first?.message)
  }

  @Test("a valid argNum formats", arguments: [("1", "2 files of 3"), ("2", "3 files of 2")])
  func validArgNum(_ argNum: String, _ expected: String) throws {
    let catalog = try StringCatalog(bytes: Array(Self.catalog(argNum: argNum).utf8), path: "a.xcstrings")
    #expect(catalog.diagnostics.filter { $0.code == .invalidFormat }.isEmpty)
    #expect(try catalog.format("k", 2, 3, language: "en") == expected)
  }

  @Test("a value type that is no conversion is refused when formatting, as lint reports it")
  func invalidValueType() throws {
    let table = try table(
      entry(
        "k", format: "%#@n@",
        variable("n", valueType: "999999999d", [("one", "%d file"), ("other", "%d files")])))
    for argument in [1, 5] {
      let error = #expect(throws: FormatError.self) { try table.format("k", argument) }
      #expect(
        error?.message
          == "NSStringFormatValueTypeKey '999999999d' of variable 'n' is not a conversion; use d, ld, lld, f …"
      )
      #expect(error?.location?.line == 5)
    }
    let valid = try self.table(
      entry(
        "k", format: "%#@n@",
        variable("n", valueType: ".2f", [("one", "%.2f file"), ("other", "%.2f files")])))
    #expect(try valid.format("k", 1.0) == "1.00 files")
  }

  func table(_ body: String) throws -> StringTable { try makeTable(body) }
}
