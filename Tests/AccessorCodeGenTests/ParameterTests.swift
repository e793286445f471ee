@testable import AccessorCodeGen
import Localization
import LocalizedStrings
import Testing

@Suite("Accessor parameters: Swift types from the conversions")
struct ParameterTests {
  /// The parameter types of a `.strings` value.
  static func types(_ value: String) throws -> [String] {
    let table = try StringTable(
      bytes: Array("\"key\" = \"\(value)\";".utf8), path: "en.lproj/T.strings", kind: .strings)
    return try AccessorParameters.of(table.entries["key"]!, key: "key").map(\.type.rawValue)
  }

  @Test(
    "printf conversions",
    arguments: [
      ("%d", ["Int"]), ("%i", ["Int"]), ("%ld", ["Int"]), ("%lld", ["Int"]), ("%hhd", ["Int"]),
      ("%u", ["UInt"]),
      ("%lu", ["UInt"]), ("%llx", ["UInt"]), ("%o", ["UInt"]), ("%f", ["Double"]), ("%.2f", ["Double"]),
      ("%e", ["Double"]), ("%g", ["Double"]), ("%@", ["String"]), ("%s", ["String"]), ("%c", ["UInt8"]),
      ("%C", ["UInt16"]), ("%*d", ["Int", "Int"]), ("%2$@ has %1$d", ["Int", "String"]),
      ("%1$d or %1$u", ["Int"]), ("%1$u then %1$x", ["UInt"]), ("Plain", []), ("100% sure", []),
    ])
  func conversions(value: String, types: [String]) throws {
    #expect(try Self.types(value) == types)
  }

  @Test(
    "a .stringsdict variable: its value type, else Int; a variable that never reads its number takes anything"
  )
  func variables() throws {
    let source = """
      <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>
      <key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@ in %@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>lu</string>
        <key>one</key><string>one file</string><key>other</key><string>%lu files</string></dict></dict>
      <key>b</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>one</key><string>one</string><key>other</key><string>many</string></dict></dict>
      <key>c</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@names@%@</string>
        <key>names</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>@</string><key>other</key><string></string></dict></dict>
      </dict></plist>
      """
    let table = try StringTable(bytes: Array(source.utf8), path: "en.lproj/T.stringsdict")
    let a = try AccessorParameters.of(table.entries["a"]!, key: "a")
    #expect(a == [.init(type: .unsigned, variable: "n"), .init(type: .string, variable: nil)])
    #expect(try AccessorParameters.of(table.entries["b"]!, key: "b") == [.init(type: .int, variable: "n")])
    #expect(try AccessorParameters.of(table.entries["c"]!, key: "c").map(\.type) == [.anything, .string])
  }

  @Test("a catalog: argNum and formatSpecifier of substitutions, the plural variation's conversions")
  func catalog() throws {
    let catalog = try StringCatalog(
      bytes: Array(
        #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "%lld photos": {"localizations": {"en": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "a photo"}},
            "other": {"stringUnit": {"state": "translated", "value": "%lld photos"}}}}}}},
          "copies": {"localizations": {"en": {"stringUnit": {"state": "translated",
            "value": "%1$@: %#@copies@"},
            "substitutions": {"copies": {"argNum": 2, "formatSpecifier": "lu", "variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%arg copy"}},
              "other": {"stringUnit": {"state": "translated", "value": "%arg copies"}}}}}}}}},
          "ratio": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%#@r@"},
            "substitutions": {"r": {"formatSpecifier": ".1f", "variations": {"plural": {
              "other": {"stringUnit": {"state": "translated", "value": "%arg stars"}}}}}}}}}}}
        """#.utf8), path: "C.xcstrings")
    func parameters(_ key: String) throws -> [AccessorParameter] {
      try AccessorParameters.of(catalog.localization(of: key, language: "en")!, key: key)
    }
    #expect(try parameters("%lld photos") == [.init(type: .int)])
    #expect(try parameters("copies") == [.init(type: .string), .init(type: .unsigned, variable: "copies")])
    #expect(try parameters("ratio") == [.init(type: .double, variable: "r")])
  }

  @Test("device and width variants must agree on their arguments")
  func variantsDisagree() throws {
    let source = """
      <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>
      <key>k</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>
        <key>iphone</key><string>Tap %d times</string><key>mac</key><string>Click %@</string></dict></dict>
      </dict></plist>
      """
    let table = try StringTable(bytes: Array(source.utf8), path: "en.lproj/T.stringsdict")
    let error = #expect(throws: AccessorGenerationError.self) {
      try AccessorParameters.of(table.entries["k"]!, key: "k")
    }
    #expect(error?.problems.map(\.code) == [.argumentTypeConflict])
    #expect(
      error?.description.hasPrefix(
        "en.lproj/T.stringsdict:3:63: error: 'k' reads argument 1 as an integer and as an object") == true,
      "\(String(describing: error))")
  }
}
