import Foundation
import LocalizationLint
import LocalizedStrings
import Testing

func plist(_ body: String) -> String {
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)\n</dict>\n</plist>\n"
}

/// A variable dictionary; `spec` nil leaves out NSStringFormatSpecTypeKey, `valueType` nil the value type.
func variable(
  _ name: String, spec: String? = "NSStringPluralRuleType", valueType: String? = "d",
  _ variants: [(String, String)]
) -> String {
  var text = "<key>\(name)</key><dict>"
  if let spec { text += "<key>NSStringFormatSpecTypeKey</key><string>\(spec)</string>" }
  if let valueType { text += "<key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>" }
  for (key, value) in variants { text += "<key>\(key)</key><string>\(value)</string>" }
  return text + "</dict>"
}

func entry(_ key: String, format: String, _ variables: String...) -> String {
  "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>\(format)</string>\(variables.joined())</dict>"
}

/// Lints files written to a temporary directory; returns the codes found.
func lintCodes(_ files: [String: String]) throws -> [String] {
  let root = NSTemporaryDirectory() + "lint-\(UUID().uuidString)"
  defer { try? FileManager.default.removeItem(atPath: root) }
  for (name, contents) in files {
    let path = root + "/" + name
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try contents.write(toFile: path, atomically: true, encoding: .utf8)
  }
  return Linter.lint(paths: [root]).diagnostics.map(\.code)
}

let good = variable("n", [("one", "%d file"), ("other", "%d files")])

struct Case: Sendable, CustomStringConvertible {
  var code: String
  var firing: [String: String]
  var quiet: [String: String]
  var description: String { code }
}

let cases: [Case] = [
  Case(
    code: "missing-other",
    firing: [
      "en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", variable("n", [("one", "%d file")])))
    ],
    quiet: ["en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", good))]),
  Case(
    code: "missing-categories",
    firing: [
      "pl.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%#@n@",
          variable("n", [("one", "%d plik"), ("few", "%d pliki"), ("other", "%d pliku")])))
    ],
    quiet: [
      "pl.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%#@n@",
          variable(
            "n", [("one", "%d plik"), ("few", "%d pliki"), ("many", "%d plików"), ("other", "%d pliku")])))
    ]),
  Case(
    code: "unknown-category",
    firing: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", [("single", "%d file"), ("other", "%d files")])))
    ],
    quiet: ["en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", good))]),
  Case(
    code: "unused-category",
    firing: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", [("one", "%d"), ("few", "%d"), ("other", "%d")])))
    ],
    // zero is honoured for 0 in every language: not unreachable.
    quiet: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", [("zero", "none"), ("one", "%d"), ("other", "%d")])))
    ]),
  Case(
    code: "undefined-variable",
    firing: ["en.lproj/L.stringsdict": plist(entry("k", format: "%#@m@", good))],
    quiet: ["en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", good))]),
  Case(
    code: "unused-variable",
    firing: [
      "en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", good, variable("spare", [("other", "%d")])))
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@ %#@spare@", good, variable("spare", [("other", "%d")])))
    ]),
  Case(
    code: "variable-cycle",
    firing: [
      "en.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%#@a@", variable("a", [("other", "%1$#@b@")]), variable("b", [("other", "%1$#@a@")])))
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@a@", variable("a", [("other", "%1$#@b@")]), variable("b", [("other", "%1$d")]))
      )
    ]),
  Case(
    code: "missing-spec-type",
    firing: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", spec: nil, [("one", "%d"), ("other", "%d")])))
    ],
    quiet: ["en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", good))]),
  Case(
    code: "unknown-spec-type",
    firing: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", spec: "NSStringGenderRuleType", [("other", "%d")])))
    ],
    quiet: ["en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", good))]),
  Case(
    code: "missing-value-type",
    firing: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", valueType: nil, [("one", "%d"), ("other", "%d")])))
    ],
    quiet: ["en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", good))]),
  Case(
    code: "value-type-mismatch",
    firing: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", [("one", "%d"), ("other", "%f")])))
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", valueType: "f", [("one", "%.1f"), ("other", "%f")])))
    ]),
  Case(
    code: "integer-width-mismatch",
    firing: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", valueType: "lld", [("one", "%d"), ("other", "%lld")])))
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", valueType: "lld", [("one", "%lld"), ("other", "%lld")])))
    ]),
  Case(
    code: "argument-skipped",
    firing: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%3$#@n@", variable("n", [("one", "%3$d"), ("other", "%3$d %2$@")])))
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%2$#@n@", variable("n", [("one", "%1$@ %2$d"), ("other", "%1$@ %2$d")])))
    ]),
  Case(
    code: "argument-type-conflict",
    firing: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", [("one", "%1$@ read"), ("other", "%1$@ and %2$d")])))
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%2$#@n@", variable("n", [("one", "%1$@ read"), ("other", "%1$@ and %2$d")])))
    ]),
  Case(
    code: "mixed-positional",
    firing: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", [("one", "%d of %2$@"), ("other", "%1$d of %2$@")])))
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", [("one", "%1$d of %2$@"), ("other", "%1$d of %2$@")])))
    ]),
  Case(
    code: "missing-key",
    firing: [
      "en.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good) + entry("b", format: "%#@n@", good)),
      "fr.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good)),
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good)),
      "fr.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good)),
    ]),
  Case(
    code: "extra-key",
    firing: [
      "en.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good)),
      "fr.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good) + entry("z", format: "%#@n@", good)),
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good)),
      "fr.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good)),
    ]),
  Case(
    code: "variable-mismatch",
    firing: [
      "en.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good)),
      "fr.lproj/L.stringsdict": plist(
        entry("a", format: "%#@m@", variable("m", [("one", "%d"), ("other", "%d")]))),
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good)),
      "fr.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good)),
    ]),
  Case(
    code: "argument-mismatch",
    firing: [
      "en.lproj/L.stringsdict": plist(entry("a", format: "%#@n@ %@", good)),
      "fr.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good)),
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(entry("a", format: "%#@n@ %@", good)),
      "fr.lproj/L.stringsdict": plist(entry("a", format: "%#@n@ %@", good)),
    ]),
  Case(
    code: "parse-error",
    firing: [
      "en.lproj/L.stringsdict": "<plist><dict><key>a</key></dict></plist>",
      "en.lproj/S.strings": "\"a\" = \"b\"",
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good)),
      "en.lproj/S.strings": "\"a\" = \"b\";",
    ]),
  Case(
    code: "catalog-state-needs-review",
    firing: [
      "C.xcstrings":
        #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":"needs_review","value":"x"}}}}}}"#
    ],
    quiet: [
      "C.xcstrings":
        #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"x"}}}}}}"#
    ]),
  Case(
    code: "catalog-state-new",
    firing: [
      "C.xcstrings":
        #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":"new","value":"x"}}}}}}"#
    ],
    quiet: [
      "C.xcstrings":
        #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"x"}}}}}}"#
    ]),
]

@Suite("plurals lint")
struct LinterTests {
  @Test("each diagnostic fires on its fixture and not on the corrected one", arguments: cases)
  func diagnostic(_ testCase: Case) throws {
    #expect(try lintCodes(testCase.firing).contains(testCase.code), "\(testCase.code) did not fire")
    #expect(
      !(try lintCodes(testCase.quiet).contains(testCase.code)), "\(testCase.code) fired on the corrected file"
    )
  }

  @Test("diagnostics are one line, compiler style, with a stable code")
  func format() throws {
    let root = NSTemporaryDirectory() + "lint-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/pl.lproj", withIntermediateDirectories: true)
    try plist(entry("k", format: "%#@n@", variable("n", [("one", "%d\nplik")]))).write(
      toFile: root + "/pl.lproj/L.stringsdict", atomically: true, encoding: .utf8)
    let report = Linter.lint(paths: [root])
    #expect(report.filesChecked == 1 && report.unreadablePaths.isEmpty)
    for diagnostic in report.diagnostics {
      let line = diagnostic.description
      #expect(!line.contains("\n"))
      #expect(line.hasPrefix(root + "/pl.lproj/L.stringsdict:4:"))
      #expect(line.hasSuffix("[\(diagnostic.code)]"))
    }
    #expect(report.diagnostics.map(\.code).sorted() == ["missing-categories", "missing-other"])
    #expect(Linter.lint(paths: [root + "/nope"]).unreadablePaths == [root + "/nope"])
  }
}

@Suite(
  "plurals lint on the corpus", .enabled(if: FileManager.default.fileExists(atPath: corpus + "/MANIFEST.md")))
struct LinterCorpusTests {
  static let report = Linter.lint(paths: [corpus])

  func codes(_ file: String) -> [String] {
    Self.report.diagnostics.filter { $0.location.file == corpus + "/" + file }.map(\.code)
  }

  @Test("Element X files without other")
  func elementX() {
    for language in ["be", "pl", "ru", "uk"] {
      let missing = codes("element-hq_element-x-ios/\(language).lproj/Localizable.stringsdict").filter {
        $0 == "missing-other"
      }
      #expect(missing.count == (language == "be" || language == "ru" ? 20 : 19), "\(language)")
    }
    #expect(!codes("element-hq_element-x-ios/en.lproj/Localizable.stringsdict").contains("missing-other"))
  }

  @Test("Organic Maps prints a d variable with %s")
  func organicMaps() {
    let found = codes("organicmaps_organicmaps/ar.lproj/Localizable.stringsdict")
    #expect(found.contains("value-type-mismatch") && found.contains("argument-type-conflict"))
  }

  @Test("Wikipedia's Polish file lacks many")
  func wikipedia() {
    #expect(
      codes("wikimedia_wikipedia-ios/pl.lproj/Localizable.stringsdict") == [
        "missing-categories", "missing-categories",
      ])
    let messages = Self.report.diagnostics.filter {
      $0.location.file.hasSuffix("wikimedia_wikipedia-ios/pl.lproj/Localizable.stringsdict")
    }.map(\.message)
    #expect(messages.allSatisfy { $0.contains("lacks 'many'") })
  }

  @Test("the two !-prefixed catalogs")
  func catalogs() {
    #expect(codes("liamnichols_xcstrings-tool/!MissingArgument.xcstrings") == ["argument-skipped"])
    #expect(
      codes("liamnichols_xcstrings-tool/!MismatchingArgumentType.xcstrings") == ["argument-type-conflict"])
    #expect(codes("liamnichols_xcstrings-tool/Positional.xcstrings").isEmpty)
  }

  @Test("every corpus file is read")
  func everything() {
    #expect(Self.report.filesChecked == 49 && Self.report.unreadablePaths.isEmpty)
    #expect(!Self.report.diagnostics.contains { $0.code == "parse-error" })
  }
}

let corpus: String = {
  var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(3)
  return parts.joined(separator: "/") + "/../shared/corpus"
}()
