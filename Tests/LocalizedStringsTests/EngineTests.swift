import LocalizedStrings
import Plurals
import Testing

@Suite("Variables, arguments and variants")
struct EngineTests {
  @Test("%1#@count@ is a width, not a position: the variable takes the next argument")
  func widthBeforeVariable() throws {
    let body = entry(
      "deleted", format: "%1#@count@",
      variable("count", [("one", "%2$@ deleted one item"), ("other", "%2$@ deleted %1$d items")]))
    let table = try table(body)
    #expect(try table.format("deleted", 1, "Ana") == "Ana deleted one item")
    #expect(try table.format("deleted", 3, "Ana") == "Ana deleted 3 items")
  }

  @Test("sequential binding: each variable takes one argument, variants start at it")
  func sequential() throws {
    let body = entry(
      "k", format: "%@ has %#@apples@ and %#@pears@",
      variable("apples", [("one", "%d apple"), ("other", "%d apples")]),
      variable("pears", [("zero", "no pears"), ("one", "%d pear"), ("other", "%d pears")]))
    let table = try table(body)
    #expect(try table.format("k", "Kim", 1, 2) == "Kim has 1 apple and 2 pears")
    // A variant that prints nothing does not shift the following arguments (Apple's engine can).
    #expect(try table.format("k", "Kim", 3, 0) == "Kim has 3 apples and no pears")
    let zeroFirst = entry(
      "z", format: "%#@a@, %#@b@", variable("a", [("zero", "none"), ("other", "%d")]),
      variable("b", [("other", "%d b")]))
    #expect(try makeTable(zeroFirst).format("z", 0, 7) == "none, 7 b")
  }

  @Test("positional binding, in the format key and in variants")
  func positional() throws {
    let body = entry(
      "k", format: "%2$#@files@ in %1$@",
      variable("files", [("one", "one file in %1$@"), ("other", "%2$d files")]))
    let table = try table(body)
    #expect(try table.format("k", "Docs", 1) == "one file in Docs in Docs")
    #expect(try table.format("k", "Docs", 4) == "4 files in Docs")
  }

  @Test("nested variables are siblings of the entry; cycles and depth are errors")
  func nesting() throws {
    let cyclic = entry(
      "k", format: "%#@a@", variable("a", [("other", "%#@b@")]), variable("b", [("other", "%#@a@")]))
    #expect {
      try table(cyclic).format("k", 1)
    } throws: { ($0 as? FormatError)?.kind == .variableCycle }
    var chain = (0..<20).map { variable("v\($0)", [("other", "%1$#@v\($0 + 1)@")]) }
    chain.append(variable("v20", [("other", "end")]))
    let deep =
      "<key>deep</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v0@</string>\(chain.joined())</dict>"
    #expect {
      try table(deep).format("deep", 1)
    } throws: { ($0 as? FormatError)?.kind == .tooDeep }
    let unknown = entry("k", format: "%#@nothing@")
    #expect {
      try table(unknown).format("k", 1)
    } throws: { ($0 as? FormatError)?.kind == .unknownVariable }
  }

  @Test("categories: the table's language, zero everywhere, other when absent, fallback with a diagnostic")
  func categories() throws {
    let body = entry(
      "files", format: "%#@n@",
      variable("n", [("zero", "zero"), ("one", "one"), ("few", "few"), ("many", "many"), ("other", "other")]))
    let russian = try table(body, language: "ru")
    #expect(try russian.format("files", 0) == "zero")
    #expect(try russian.format("files", 1) == "one")
    #expect(try russian.format("files", 3) == "few")
    #expect(try russian.format("files", 5) == "many")
    #expect(try russian.format("files", 1.5) == "other")
    // The caller's locale overrides the table's language.
    #expect(try russian.format("files", 3, options: FormatOptions(pluralLocale: CLDRLocale("en"))) == "other")
    // English never selects few/many.
    #expect(try makeTable(body, language: "en").format("files", 3) == "other")
    // A key the language does not need falls back to other; no other: many, few, two, one, zero.
    let sparse = entry("s", format: "%#@n@", variable("n", [("one", "%d one"), ("few", "%d few")]))
    let polish = try table(sparse, language: "pl")
    let result = try polish.formatDetailed("s", arguments: [.signed(5)])
    #expect(result.text == "5 few")
    #expect(result.diagnostics.map(\.code.rawValue) == ["missing-other"])
    #expect(try polish.formatDetailed("s", arguments: [.signed(2)]).diagnostics.isEmpty)
  }

  @Test("the language comes from the .lproj folder")
  func lprojLanguage() throws {
    let body = entry(
      "k", format: "%#@n@", variable("n", [("one", "one"), ("few", "few"), ("other", "other")]))
    let table = try StringTable(
      bytes: Array(plist(body).utf8), path: "App/uk.lproj/Localizable.stringsdict")
    #expect(table.language == "uk")
    #expect(try table.format("k", 3) == "few")
    #expect(StringTable.language(ofPath: "a/Base.lproj/x.stringsdict") == nil)
    #expect(StringTable.language(ofPath: "pt-BR.lproj/x.stringsdict") == "pt-BR")
  }

  @Test("decimals are classified from the digits that will be shown")
  func decimals() throws {
    let body = [
      entry(
        "plain", format: "%#@n@", variable("n", valueType: "f", [("one", "one %g"), ("other", "other %g")])),
      entry(
        "typed", format: "%#@n@",
        variable("n", valueType: ".2f", [("one", "one %.2f"), ("other", "other %.2f")])),
      entry(
        "conversion", format: "%#@n@",
        variable("n", valueType: "f", [("one", "one %.1f"), ("other", "other %.1f")])),
      entry(
        "rounded", format: "%#@n@",
        variable("n", valueType: "f", [("one", "one %.0f"), ("other", "other %.0f")])),
    ].joined()
    let english = try table(body)
    #expect(try english.format("plain", 1.0) == "one 1")  // shortest form "1"
    #expect(try english.format("typed", 1.0) == "other 1.00")  // shown as "1.00"
    #expect(try english.format("conversion", 1.0) == "other 1.0")
    #expect(try english.format("rounded", 1.4) == "one 1")  // shown as "1"
    // The numeral keeps its zero.
    #expect(try english.format("plain", FormatValue.numeral("1.0")) == "other 1")
    #expect(try english.format("plain", FormatValue.numeral("1")) == "one 1")
    #expect(try english.format("plain", Float(1)) == "one 1")
    #expect(try english.format("plain", Double.nan) == "other nan")
    let french = try table(body, language: "fr")
    #expect(try french.format("plain", 1.5) == "one 1.5")
    #expect(try french.format("plain", FormatValue.numeral("1.2c6")) == "other 1.2e+06")
  }

  @Test("width variants: exact, largest smaller, else smallest; widest without a width")
  func widths() throws {
    let body = """
      <key>title</key><dict><key>NSStringVariableWidthRuleType</key><dict>
      <key>1</key><string>Hi</string><key>20</key><string>Hello</string><key>50</key><string>Hello there, %@</string>
      </dict></dict>
      """
    let table = try table(body)
    #expect(try table.format("title", "Ana") == "Hello there, Ana")
    #expect(try table.format("title", "Ana", options: FormatOptions(width: 20)) == "Hello")
    #expect(try table.format("title", "Ana", options: FormatOptions(width: 49)) == "Hello")
    #expect(try table.format("title", "Ana", options: FormatOptions(width: 0)) == "Hi")
    #expect(try table.format("title", "Ana", options: FormatOptions(width: 70)) == "Hello there, Ana")
  }

  @Test("device variants: the configured device, else other; a variant may be a plural entry")
  func devices() throws {
    let body = """
      <key>tap</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>
      <key>mac</key><string>Click</string><key>other</key><string>Tap</string>
      <key>applewatch</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>\(variable("n", [("one", "Tap once"), ("other", "Tap %d times")]))</dict>
      </dict></dict>
      """
    let table = try table(body)
    #expect(try table.format("tap") == "Tap")
    #expect(try table.format("tap", options: FormatOptions(device: "mac")) == "Click")
    #expect(try table.format("tap", options: FormatOptions(device: "ipad")) == "Tap")
    #expect(try table.format("tap", 3, options: FormatOptions(device: "applewatch")) == "Tap 3 times")
  }

  @Test("variables of width and device type choose by the options, then format against the arguments")
  func widthAndDeviceVariables() throws {
    let body = entry(
      "k", format: "%#@label@: %#@action@",
      variable("label", spec: "NSStringVariableWidthRuleType", [("10", "Docs"), ("30", "Documents (%d)")]),
      variable("action", spec: "NSStringDeviceSpecificRuleType", [("mac", "click"), ("other", "tap")]))
    let table = try makeTable(body)
    #expect(try table.format("k", 4, 0) == "Documents (4): tap")
    #expect(try table.format("k", 4, 0, options: FormatOptions(width: 12, device: "mac")) == "Docs: click")
    let noOther = entry(
      "d", format: "%#@action@",
      variable("action", spec: "NSStringDeviceSpecificRuleType", [("mac", "click")]))
    // No 'other': the documented fallback device, reported.
    let result = try makeTable(noOther).formatDetailed("d", arguments: [.signed(0)])
    #expect(result.text == "click")
    #expect(result.diagnostics.map(\.code) == [.deviceMissingOther])
    #expect(result.diagnostics.first?.message.contains("it has mac") == true)
  }

  @Test("plain strings in a .stringsdict format like .strings entries")
  func plainStrings() throws {
    let table = try table("<key>hello</key><string>Hello, %@!</string>")
    #expect(try table.format("hello", "Ana") == "Hello, Ana!")
  }

  @Test("errors: unknown key, missing argument, wrong kind; the non-throwing API never fails")
  func errors() throws {
    let table = try table(documentationExamples)
    #expect(throws: FormatError.self) { try table.format("nope") }
    #expect { try table.format("transfer", 1) } throws: { ($0 as? FormatError)?.kind == .missingArgument }
    #expect { try table.format("transfer", "x", 1, 1) } throws: {
      ($0 as? FormatError)?.kind == .wrongArgumentType
    }
    #expect(table.string("nope") == "nope")
    #expect(table.string("transfer", 2) == "2 files (%#@bytes@, %#@minutes@)")
    #expect(table.string("transfer", 2, 3, 4) == "2 files (3 bytes, 4 minutes)")
    // `%k` is no conversion: CoreFoundation prints the character after the '%' (issue 58).
    let broken = try makeTable(entry("bad", format: "%d %k"))
    #expect(broken.string("bad", 1) == "1 k")
    let refused = try makeTable(entry("bad", format: "%d %n"))
    #expect(refused.string("bad", 1) == "%d %n")
  }

  @Test("errors carry the location of the format string")
  func errorLocations() throws {
    let table = try table(entry("k", format: "%#@n@", variable("n", [("other", "%d %n")])))
    #expect {
      try table.format("k", 1)
    } throws: { error in
      guard let error = error as? FormatError, let location = error.location else { return false }
      return location.file == "test.stringsdict" && location.line == 5 && error.kind == .unsupportedConversion
    }
    // A spec CoreFoundation prints as text is formatted so, and the result names it where it is.
    let printed = try LocalizedStringsTests.table(
      entry("k", format: "%#@n@", variable("n", [("other", "%d %y")])))
    let result = try printed.formatDetailed("k", arguments: [.signed(1)], options: FormatOptions())
    #expect(result.text == "1 y")
    #expect(result.diagnostics.map(\.code) == [.invalidFormat])
    #expect(result.diagnostics.first?.location.line == 5, "\(result.diagnostics)")
    #expect(
      result.diagnostics.first?.message.hasPrefix("\"%y\" (byte 4 of the format) is no conversion") == true)
  }
}

@Suite("Format errors speak in characters")
struct FormatErrorTextTests {
  @Test(
    "a wrong conversion is named as written, at its character column, in any script",
    arguments: [
      ("%و ملفات", "unknown conversion 'و' at character 2 of \"%و ملفات\""),
      ("żółć %ł", "unknown conversion 'ł' at character 7 of \"żółć %ł\""),
      ("日本 %1$日", "unknown conversion '日' at character 7 of \"日本 %1$日\""),
      ("%n", "%n is never honoured (character 1 of \"%n\")"),
    ])
  func characters(format: String, message: String) {
    // The parser's message, which `plurals lint` reports; formatting prints what Apple prints
    // (`PrintfTests.malformedAsApple`), except for %n.
    let error = #expect(throws: FormatError.self) { try FormatParser.directives(format) }
    #expect(error?.message == message, "\(String(describing: error))")
  }

  @Test(
    "the same formats print what CoreFoundation prints: the character after the '%'",
    arguments: [("%و ملفات", "و ملفات"), ("żółć %ł", "żółć ł"), ("日本 %1$日", "日本 1")])
  func printedAsApple(format: String, text: String) throws {
    #expect(try formatPlain(format, 1) == text)
  }
}
