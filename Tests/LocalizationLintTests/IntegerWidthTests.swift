import LocalizedStrings
import Testing

/// `integer-width-mismatch` on every pair of length modifiers an integer conversion can have:
/// it fires exactly when one argument is printed with no length (`%d`, 32 bits) in one place and
/// with a 64-bit one (`%ld`, `%lld`, `%qd`, `%zd`, `%jd`, `%td`) in another, for `%d`, `%i`, `%u`
/// and `%x`, in a format key and a variable's variants, and across variants. `%hd` and `%hhd` are
/// neither. And the `lld` variables Xcode and translators write, in languages of every rule
/// family, lint clean.
@Suite("Lint: integer widths, every combination; lld variables lint clean")
struct IntegerWidthTests {
  static let narrow = [""]
  static let wide = ["l", "ll", "q", "z", "j", "t"]
  static let neither = ["h", "hh"]
  static let lengths = narrow + wide + neither

  /// Whether printing one argument with `first` and `second` is a mismatch.
  static func mismatch(_ first: String, _ second: String) -> Bool {
    (narrow.contains(first) && wide.contains(second)) || (wide.contains(first) && narrow.contains(second))
  }

  @Test(
    "an argument printed narrow in two variants and wide in the format: the finding at the first narrow one")
  func firstNarrowUse() throws {
    // One variant a line, so that each narrow use has a line of its own.
    let text = plist(
      """
      <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%1$#@n@ (%2$ld)</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>%2$d item</string>
      <key>other</key><string>%2$d items</string>
      </dict></dict>
      """)
    let report = try lintReport(["en.lproj/L.stringsdict": text])
    let found = report.diagnostics.filter { $0.code == .integerWidthMismatch }
    #expect(found.count == 1, "\(report.diagnostics)")
    let oneLine = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
      $0.contains("%2$d item<")
    }
    #expect(oneLine != nil && found.first?.location.line == oneLine.map { $0 + 1 }, "\(found)")
  }

  @Test(
    "an argument printed in the format key and in a variable's variants: every pair of lengths",
    arguments: ["d", "i", "u", "x"])
  func formatAndVariants(_ conversion: String) throws {
    var entries: [String] = []
    var expected: [String] = []
    for first in Self.lengths {
      for second in Self.lengths {
        let key = "k\(first)_\(second)"
        let n = variable(
          "n",
          [
            ("one", "%1$d item of %2$\(second)\(conversion)"),
            ("other", "%1$d items of %2$\(second)\(conversion)"),
          ])
        entries.append(entry(key, format: "%1$#@n@ (%2$\(first)\(conversion))", n))
        if Self.mismatch(first, second) { expected.append(key) }
      }
    }
    let report = try lintReport(["en.lproj/L.stringsdict": plist(entries.joined(separator: "\n"))])
    let flagged = report.diagnostics.filter { $0.code == .integerWidthMismatch }.map { diagnostic in
      String(diagnostic.message.split(separator: "'")[1])
    }
    #expect(flagged.sorted() == expected.sorted())
    let others = report.diagnostics.filter { $0.code != .integerWidthMismatch }
    #expect(others.isEmpty, "\(others.map(\.message))")
    #expect(expected.count == 2 * Self.wide.count)
  }

  @Test("a variable's variants printing its number at two widths: every pair", arguments: lengths)
  func variants(_ first: String) throws {
    for second in Self.lengths {
      let files = [
        "en.lproj/L.stringsdict": plist(
          entry(
            "k", format: "%#@n@",
            variable(
              "n", valueType: "\(second)d", [("one", "%\(first)d file"), ("other", "%\(second)d files")])))
      ]
      let codes = try lintCodes(files)
      #expect(
        codes == (Self.mismatch(first, second) ? [.integerWidthMismatch] : []), "%\(first)d and %\(second)d")
    }
  }

  @Test("one line of a .strings file or a catalog printing an argument at two widths: every pair")
  func oneLine() throws {
    for first in Self.lengths {
      for second in Self.lengths {
        let text = "%1$\(first)d of %1$\(second)d"
        let strings = try lintCodes(["en.lproj/L.strings": "\"k\" = \"\(text)\";\n"])
        let expected: [DiagnosticCode] = Self.mismatch(first, second) ? [.integerWidthMismatch] : []
        #expect(strings == expected, "\(text) in a .strings file")
        let catalog = try lintCodes([
          "L.xcstrings":
            #"{ "sourceLanguage": "en", "version": "1.0", "strings": { "k": { "localizations": { "en": { "stringUnit": { "state": "translated", "value": "\#(text)" } } } } } }"#
        ])
        #expect(catalog == expected, "\(text) in a catalog")
      }
    }
  }

  @Test(
    "%D %U %O are 64-bit (%ld %lu %lo): beside their 32-bit form a mismatch, beside their l form none",
    arguments: [("D", "d"), ("U", "u"), ("O", "o")])
  func oldLongConversions(old: String, plain: String) throws {
    let report = try lintReport([
      "en.lproj/L.strings":
        "\"narrow\" = \"%1$\(old) of %1$\(plain)\";\n\"wide\" = \"%1$\(old) of %1$l\(plain)\";\n"
    ])
    #expect(
      report.diagnostics.map(\.message) == [
        "argument 1 of 'narrow' is printed with %l\(plain) elsewhere but with %\(plain) here; use %l\(plain)"
      ])
  }

  @Test("the message names the argument, both conversions and the fix")
  func message() throws {
    let n = variable("n", valueType: "zu", [("one", "%zu file"), ("other", "%u files")])
    let report = try lintReport(["en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", n))])
    #expect(
      report.diagnostics.map(\.message) == [
        "argument 1 of 'k' is printed with %zu elsewhere but with %u here; use %zu"
      ])
  }

  /// `lld` and `ld` variables with the categories each language's integers reach, and `other`:
  /// Xcode's String Catalog substitutions and Mastodon-style `.stringsdict` files.
  static let cleanVariables: [String: [(String, String)]] = [
    "en": [("one", "%lld file"), ("other", "%lld files")],
    "ja": [("other", "%lld 件")],
    "fr": [("one", "%lld fichier"), ("many", "%lld de fichiers"), ("other", "%lld fichiers")],
    "ru": [("one", "%lld файл"), ("few", "%lld файла"), ("many", "%lld файлов"), ("other", "%lld файла")],
    // Czech and Slovak 'many' is for fractions alone: an integer variable needs no 'many'.
    "cs": [("one", "%lld soubor"), ("few", "%lld soubory"), ("other", "%lld souborů")],
    "lv": [("zero", "%lld failu"), ("one", "%lld fails"), ("other", "%lld faili")],
    "ar": [
      ("zero", "%lld ملف"), ("one", "ملف واحد"), ("two", "ملفان"), ("few", "%lld ملفات"),
      ("many", "%lld ملفًا"),
      ("other", "%lld ملف"),
    ],
  ]

  @Test("lld and ld variables with the categories integers reach lint clean", arguments: ["lld", "ld"])
  func cleanLLD(_ valueType: String) throws {
    var files: [String: String] = [:]
    for (language, variants) in Self.cleanVariables {
      let written = variants.map { ($0.0, $0.1.replacing("%lld", with: "%\(valueType)")) }
      files["\(language).lproj/L.stringsdict"] = plist(
        entry("k", format: "%#@n@", variable("n", valueType: valueType, written)))
    }
    let report = try lintReport(files)
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map { "\($0.location.file): \($0.message)" })")
  }

  @Test("an lld substitution of a String Catalog with Czech one/few/other lints clean; a %f one lacks 'many'")
  func czechCatalog() throws {
    func document(_ specifier: String, _ conversion: String) -> String {
      func variation(_ language: String, _ variants: [(String, String)]) -> String {
        let members = variants.map { #""\#($0.0)": \#(unit($0.1))"# }.joined(separator: ", ")
        return
          #""\#(language)": {"stringUnit": {"state": "translated", "value": "%#@n@"}, "substitutions": {"n": {"argNum": 1, "formatSpecifier": "\#(specifier)", "variations": {"plural": {\#(members)}}}}}"#
      }
      let english = variation("en", [("one", "%arg file"), ("other", "%arg files")])
      let czech = variation(
        "cs", [("one", "%arg soubor"), ("few", "%arg soubory"), ("other", "%arg souborů")])
      return catalog(#""%\#(conversion) files": {"localizations": {\#(english), \#(czech)}}"#)
    }
    let integer = try lintReport(["L.xcstrings": document("lld", "lld")])
    #expect(integer.diagnostics.isEmpty, "\(integer.diagnostics.map(\.message))")
    let decimal = try lintReport(["L.xcstrings": document("f", "f")])
    #expect(
      decimal.diagnostics.map(\.code).contains(.missingCategories), "\(decimal.diagnostics.map(\.message))")
  }
}
