import Testing
@testable import Localization
@testable import LocalizedStrings
import TestSupport

@Suite("Prepared entries of a localizer")
struct PreparedLocalizerTests {
  @Test(
    "a localizer's prepared entry formats as the localizer does: fallbacks, missing keys, numbers, device")
  func localizer() throws {
    let fixture = try serverFixture()
    defer { fixture.remove() }
    let bundle = try LocalizationBundle(path: fixture.path)
    let keys = ["%d file(s)", "Welcome", "%lld new messages", "Cancel", "Only here", "no such key %d"]
    for header in ["pl-PL,pl;q=0.9,en;q=0.5", "fr-CA", "ar", "pt-BR", "ja"] {
      for numbers in [Localizer.NumberStyle.localized, .plain] {
        for missingKeys in [Localizer.MissingKeys.fallBack, .returnKey] {
          var localizer = bundle.localizer(acceptLanguage: header, numbers: numbers, missingKeys: missingKeys)
          localizer.device = header == "ar" ? "mac" : "other"
          for key in keys {
            let prepared = localizer.prepare(key)
            for argument in [0, 1, 2, 3, 5, 11, 22, 12_345] {
              let context = "\(header) \(numbers) \(missingKeys) \(key) \(argument)"
              let expected = Result { () throws(FormatError) in try localizer.format(key, argument) }
              #expect(
                Result { () throws(FormatError) in try prepared.format(argument) } == expected, "\(context)")
              var buffer: [UInt8] = [1]
              let appended = Result { () throws(FormatError) -> String in
                try prepared.format(argument, appendingTo: &buffer)
                return String(decoding: buffer.dropFirst(), as: UTF8.self)
              }
              #expect(appended == expected, "\(context)")
              if case .failure = expected { #expect(buffer == [1]) }
            }
            #expect(
              Result { () throws(FormatError) in try prepared.format("x") }
                == Result { () throws(FormatError) in try localizer.format(key, "x") })
          }
        }
      }
    }
  }

  @Test("a prepared entry of a named table, with the localizer's width, formats as the localizer does")
  func namedTableAndWidth() throws {
    // "Errors" holds a width entry and a plural one; Localizable has the same keys with other texts.
    let widths =
      "<key>title %d</key><dict><key>NSStringVariableWidthRuleType</key><dict>"
      + "<key>20</key><string>%d short</string><key>50</key><string>%d a longer title</string></dict></dict>"
    let fixture = try BundleFixture([
      "en.lproj/Errors.stringsdict": plist(
        widths
          + entry(
            "%d error(s)", format: "%#@e@", variable("e", [("one", "%d error"), ("other", "%d errors")]))),
      "en.lproj/Localizable.strings": "\"title %d\" = \"%d (Localizable)\";\n\"%d error(s)\" = \"%d (L)\";\n",
    ])
    defer { fixture.remove() }
    let bundle = try LocalizationBundle(path: fixture.path)
    var localizer = bundle.localizer(acceptLanguage: "en")
    var texts: Set<String> = []
    for width in [nil, 10, 20, 35, 50, 80] as [Int?] {
      localizer.width = width
      for table in [nil, "Errors", "Missing"] as [String?] {
        for key in ["title %d", "%d error(s)"] {
          let prepared = localizer.prepare(key, table: table)
          for argument in [1, 2, 7] {
            let expected = Result { () throws(FormatError) in
              try localizer.format(key, argument, table: table)
            }
            let context = "width \(String(describing: width)) table \(table ?? "nil") \(key) \(argument)"
            #expect(
              Result { () throws(FormatError) in try prepared.format(argument) } == expected, "\(context)")
            var buffer: [UInt8] = []
            let appended = Result { () throws(FormatError) -> String in
              try prepared.format(argument, appendingTo: &buffer)
              return String(decoding: buffer, as: UTF8.self)
            }
            #expect(appended == expected, "\(context)")
            if case .success(let text) = expected { texts.insert(text) }
          }
        }
      }
    }
    // The width and the table each choose a text (the comparisons above are not vacuous).
    #expect(
      texts.isSuperset(of: ["1 short", "1 a longer title", "1 (Localizable)", "1 error", "2 errors", "2 (L)"])
    )
  }
}
