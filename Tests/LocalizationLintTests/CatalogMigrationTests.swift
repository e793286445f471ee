import Foundation
import LocalizedStrings
import Localization
import Plurals
import TestSupport
import Testing

@testable import LocalizationLint

/// A catalog as Xcode writes one: two-space indentation, `" : "`, members sorted.
private let written = """
  {
    "sourceLanguage" : "en",
    "strings" : {
      "%d tracks" : {

      },
      "%lld files" : {
        "localizations" : {
          "pl" : {
            "stringUnit" : {
              "state" : "translated",
              "value" : "%lld plików"
            }
          }
        }
      },
      "%lld hops away" : {
        "comment" : "Distance to a \\"peer\\"",
        "localizations" : {
          "en" : {
            "stringUnit" : {
              "state" : "translated",
              "value" : "%lld hops away"
            }
          },
          "ru" : {
            "stringUnit" : {
              "state" : "translated",
              "value" : "%lld прыжков"
            }
          }
        }
      },
      "%lld songs" : {
        "extractionState" : "manual",
        "shouldTranslate" : true
      },
      "Title" : {
        "localizations" : {
          "pl" : {
            "stringUnit" : {
              "state" : "translated",
              "value" : "Tytuł"
            }
          }
        }
      }
    },
    "version" : "1.0"
  }

  """

/// Each key migrated, and each language's text of it, as `written` has them.
private let migratedTexts: [String: [String: String]] = [
  "%d tracks": ["en": "%d tracks"],
  "%lld files": ["en": "%lld files", "pl": "%lld plików"],
  "%lld hops away": ["en": "%lld hops away", "ru": "%lld прыжков"],
  "%lld songs": ["en": "%lld songs"],
]

/// A JSON value written again with sorted keys, to compare two readings.
func canonicalJSON(_ value: Any) throws -> Data {
  try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
}

func readJSON(_ path: String) throws -> [String: Any] {
  let data = try Data(contentsOf: URL(fileURLWithPath: path))
  return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
}

@Suite("plurals lint --fix migrates a String Catalog's plural-candidate")
struct CatalogMigrationTests {
  @Test(
    "every localization becomes a plural variation of today's text in its language's categories, needs_review"
  )
  func variations() throws {
    let fixture = try LintFixture(["L.xcstrings": written])
    defer { fixture.remove() }
    let before = fixture.lint()
    #expect(before.countsByCode[.pluralCandidate] == migratedTexts.count)
    let fixes = LintFixes(report: before, roots: [fixture.root])
    #expect(fixes.fixedFindings == [.pluralCandidate: migratedTexts.count], "\(fixes.skipped)")
    #expect(fixes.apply().isEmpty)
    let after = try readJSON(fixture.root + "/L.xcstrings")
    let strings = try #require(after["strings"] as? [String: [String: Any]])
    for (key, texts) in migratedTexts {
      let localizations = try #require(strings[key]?["localizations"] as? [String: [String: Any]])
      #expect(Set(localizations.keys) == Set(texts.keys), "\(key)")
      for (language, text) in texts {
        let variations = try #require(localizations[language]?["variations"] as? [String: Any])
        let plural = try #require(variations["plural"] as? [String: [String: [String: String]]])
        let categories = PluralRules(locale: language).categories.map(\.name)
        #expect(Set(plural.keys) == Set(categories), "\(key) \(language)")
        for (_, form) in plural {
          #expect(form["stringUnit"] == ["state": "needs_review", "value": text], "\(key) \(language)")
        }
      }
    }
    // The members around the localizations are kept, and so is an untouched key.
    #expect(strings["%lld hops away"]?["comment"] as? String == "Distance to a \"peer\"")
    #expect(strings["%lld songs"]?["extractionState"] as? String == "manual")
    #expect(strings["%lld songs"]?["shouldTranslate"] as? Bool == true)
    #expect(after["version"] as? String == "1.0")
    #expect(fixture.lint().countsByCode[.pluralCandidate] == nil)
  }

  @Test("bytes outside the localizations changed stay as they were, Xcode's layout inside them")
  func bytesKept() throws {
    let fixture = try LintFixture(["L.xcstrings": written])
    defer { fixture.remove() }
    #expect(LintFixes(report: fixture.lint(), roots: [fixture.root]).apply().isEmpty)
    let text = try String(contentsOfFile: fixture.root + "/L.xcstrings", encoding: .utf8)
    let untouched = written.components(separatedBy: "    \"Title\" : {")[1]
    #expect(text.hasSuffix(untouched))
    #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"%d tracks\" : {\n"))
    // The variation of an empty key, written whole, as Xcode writes it.
    let tracks = """
          "%d tracks" : {
            "localizations" : {
              "en" : {
                "variations" : {
                  "plural" : {
                    "one" : {
                      "stringUnit" : {
                        "state" : "needs_review",
                        "value" : "%d tracks"
                      }
                    },
                    "other" : {
                      "stringUnit" : {
                        "state" : "needs_review",
                        "value" : "%d tracks"
                      }
                    }
                  }
                }
              }
            }
          },
      """
    #expect(text.contains(tracks))
    // Members in the order Xcode sorts them: "en" before "pl", "localizations" between
    // "extractionState" and "shouldTranslate".
    let files = try #require(text.range(of: "\"%lld files\""))
    let english = try #require(text.range(of: "\"en\"", range: files.upperBound..<text.endIndex))
    let polish = try #require(text.range(of: "\"pl\"", range: files.upperBound..<text.endIndex))
    #expect(english.lowerBound < polish.lowerBound)
    let songs = try #require(text.range(of: "\"%lld songs\""))
    let order = ["\"extractionState\"", "\"localizations\"", "\"shouldTranslate\""].map {
      text.range(of: $0, range: songs.upperBound..<text.endIndex)?.lowerBound
    }
    #expect(order.allSatisfy { $0 != nil } && order == order.sorted { $0! < $1! })
  }

  @Test(
    "a plural variation's categories are written sorted by name, as Xcode writes them, not in CLDR's order",
    arguments: [
      ("pl", "%lld plików", ["few", "many", "one", "other"]),
      ("ar", "%lld ملفات", ["few", "many", "one", "other", "two", "zero"]),
    ])
  func categoryOrder(language: String, text: String, xcode: [String]) throws {
    let fixture = try LintFixture([
      "L.xcstrings": catalog(#""%lld files": {"localizations": {"\#(language)": \#(unit(text))}}"#)
    ])
    defer { fixture.remove() }
    let fixes = LintFixes(report: fixture.lint(), roots: [fixture.root])
    #expect(fixes.fixedFindings == [.pluralCandidate: 1], "\(fixes.skipped)")
    #expect(fixes.apply().isEmpty)
    let after = try String(contentsOfFile: fixture.root + "/L.xcstrings", encoding: .utf8)
    // The variations in the file's order: the source language's (added, "en") before the other.
    let variations = after.components(separatedBy: "\"variations\" : {").dropFirst()
    #expect(variations.count == 2, "\(after)")
    let category = try Regex(#""([a-z]+)" : \{\s*"stringUnit""#)
    for (name, variation) in zip([min("en", language), max("en", language)], variations) {
      let written = variation.matches(of: category).compactMap { $0.output[1].substring.map(String.init) }
      let expected = name == language ? xcode : ["one", "other"]
      #expect(written == expected, "\(name): \(after)")
      // The same categories as CLDR's, only their order differs.
      #expect(Set(expected) == Set(PluralRules(locale: name).categories.map(\.name)), "\(name)")
    }
  }

  @Test("the runtime prints every migrated key as before, in every language, at 0–1000 and random numbers")
  func sameOutputs() throws {
    let fixture = try LintFixture(["L.xcstrings": written])
    defer { fixture.remove() }
    #expect(LintFixes(report: fixture.lint(), roots: [fixture.root]).apply().isEmpty)
    let old = try StringCatalog(bytes: Array(written.utf8), path: "L.xcstrings")
    let new = try StringCatalog(contentsOf: fixture.root + "/L.xcstrings")
    let seed = TestSeed.seed("CatalogMigrationTests.sameOutputs")
    var random = SeededGenerator(seed: seed)
    let numbers = Array(0...1000) + (0..<100).map { _ in Int(random.next() % 10_000_000) }
    for name in ["en", "pl", "ru", "de"] {
      let language = try #require(Language(name))
      for key in migratedTexts.keys {
        for number in numbers {
          let was = try old.table(language: language).format(key, number)
          #expect(try new.table(language: language).format(key, number) == was, "\(name) \(key) \(number)")
          #expect(was.contains(String(number)), "\(name) \(key) \(number), seed \(seed)")
        }
      }
    }
  }

  @Test(
    "a localization with substitutions or variations, a second argument, a key written twice: refused, nothing written"
  )
  func refusals() throws {
    let device =
      #"{"variations":{"device":{"iphone":{"stringUnit":{"state":"translated","value":"%lld plików"}}}}}"#
    let files = [
      "A.xcstrings": catalog(#""%lld files":{"localizations":{"pl":\#(device)}}"#),
      "B.xcstrings": catalog(#""%lld files":{"localizations":{"pl":\#(unit("%lld plików w %@"))}}"#),
      "C.xcstrings": catalog(
        #""%lld files":{},"%lld files":{"localizations":{"pl":\#(unit("%lld plików"))}}"#),
      "D.xcstrings": catalog(
        #""%lld files":{"localizations":{"pl":{"stringUnit":{"state":"new","value":"%lld plików"},"substitutions":{}}}}"#
      ),
      // Two values in one unit (duplicate-key): which one counts differs between readers.
      "E.xcstrings": catalog(
        #""%lld files":{"localizations":{"pl":{"stringUnit":{"state":"translated","value":"%lld plików","value":"%lld pliki"}}}}"#
      ),
      "F.xcstrings":
        #"{"sourceLanguage":"fr","sourceLanguage":"en","strings":{"%lld files":{"localizations":{"pl":\#(unit("%lld plików"))}}}}"#,
      "G.xcstrings": catalog(#""%lld files":{"localizations":{"pl":\#(unit("%lld plików", state: "new"))}}"#),
      "H.xcstrings": catalog(
        #""%lld files":{"localizations":{"pl":{"stringUnit":{"state":"translated","value":"%lld plików","comment":"x"}}}}"#
      ),
      "I.xcstrings": catalog(
        #""%lld files":{"localizations":{"en":\#(unit("%lld files")),"pl":\#(unit("%lld plików"))}}"#,
        source: "EN"),
    ]
    let fixture = try LintFixture(files)
    defer { fixture.remove() }
    let report = fixture.lint()
    let fixes = LintFixes(report: report, roots: [fixture.root])
    #expect(fixes.fixCount == 0)
    #expect(fixes.files.isEmpty)
    let notes = fixes.skipped.joined(separator: "\n")
    for (name, reason) in [
      ("A", "has variations, substitutions"), ("B", "prints an argument other than the count"),
      ("C", "the key is written 2 times"),
      ("D", "members besides one stringUnit"),
      ("E", "its member \"value\" is written twice"), ("F", "two members \"sourceLanguage\""),
      ("G", "is in state new"), ("H", "one stringUnit of a state and a value"), ("I", "only in case"),
    ] {
      let line = notes.split(separator: "\n").first { $0.contains("/\(name).xcstrings:") }
      #expect(line?.contains(reason) == true, "\(name): \(notes)")
    }
    for (name, text) in files {
      #expect(try String(contentsOfFile: fixture.root + "/" + name, encoding: .utf8) == text)
    }
  }

  @Test(
    "a catalog with CRLF (or lone CR) line ends gets them in the lines it gains, as a one-line catalog gets line feeds",
    arguments: ["\r\n", "\r"])
  func lineEnds(_ end: String) throws {
    let ended = written.replacingOccurrences(of: "\n", with: end)
    let fixture = try LintFixture(["L.xcstrings": ended])
    defer { fixture.remove() }
    let fixes = LintFixes(report: fixture.lint(), roots: [fixture.root])
    #expect(fixes.fixedFindings == [.pluralCandidate: migratedTexts.count], "\(fixes.skipped)")
    #expect(fixes.apply().isEmpty)
    let after = try String(contentsOfFile: fixture.root + "/L.xcstrings", encoding: .utf8)
    let bytes = Array(after.utf8)
    let returns = bytes.indices.filter { bytes[$0] == 0x0D }
    #expect(returns.count > ended.split(separator: end).count)
    if end == "\r\n" {
      #expect(
        returns.allSatisfy { $0 + 1 < bytes.count && bytes[$0 + 1] == 0x0A }
          && bytes.indices.allSatisfy { bytes[$0] != 0x0A || ($0 > 0 && bytes[$0 - 1] == 0x0D) },
        "a line feed without its carriage return, or the reverse")
    } else {
      let feeds = bytes.count { $0 == 0x0A }
      #expect(feeds == 0, "a line feed in a catalog whose lines end in carriage returns")
    }
  }

  @Test("a catalog that is a symbolic link to a file outside the linted folder is not written through")
  func linkedCatalog() throws {
    let outside = try LintFixture(["L.xcstrings": written])
    defer { outside.remove() }
    let fixture = try LintFixture(["Other.strings": "\"a\" = \"b\";\n"])
    defer { fixture.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: fixture.root + "/L.xcstrings", withDestinationPath: outside.root + "/L.xcstrings")
    // Named on the command line, the link is linted (a folder's walk skips it).
    let report = Linter.lint(paths: [fixture.root + "/L.xcstrings"])
    #expect(report.countsByCode[.pluralCandidate] == migratedTexts.count)
    let fixes = LintFixes(report: report, roots: [fixture.root])
    #expect(fixes.fixCount == 0)
    #expect(fixes.skipped.contains { $0.contains("L.xcstrings is not a regular file") }, "\(fixes.skipped)")
    #expect(fixes.apply().isEmpty)
    #expect(try String(contentsOfFile: outside.root + "/L.xcstrings", encoding: .utf8) == written)
  }

  @Test("read back: a change to another key, a member around the localizations or a state is refused")
  func readBack() throws {
    let fixture = try LintFixture(["L.xcstrings": written])
    defer { fixture.remove() }
    let report = fixture.lint()
    let fixes = LintFixes(report: report, roots: [fixture.root])
    let file = try #require(fixes.files.first)
    let original = Array(written.utf8)
    let plans = try CatalogMigration.plans(of: report.findings, bytes: original, path: "L.xcstrings")
    #expect(plans.count == migratedTexts.count)
    #expect(CatalogMigration.readBack(original, fixed: file.fixed, path: "L.xcstrings", plans: plans) == nil)
    let fixed = String(decoding: file.fixed, as: UTF8.self)
    for (change, reason) in [
      (("\"Tytuł\"", "\"Tytul\""), "the key \"Title\" changed"),
      (("Distance to", "Distance from"), "changed besides its localizations"),
      (("\"version\" : \"1.0\"", "\"version\" : \"1.1\""), "\"version\" changed"),
      (("\"state\" : \"needs_review\"", "\"state\" : \"translated\""), "not the plural variation meant"),
    ] {
      let edited = fixed.replacingOccurrences(of: change.0, with: change.1, options: [], range: nil)
      let found = CatalogMigration.readBack(
        original, fixed: Array(edited.utf8), path: "L.xcstrings", plans: plans)
      #expect(found?.contains(reason) == true, "\(change): \(found ?? "nil")")
    }
  }

  /// The second shape of `PluralMigrationTests.unsignedConversion`: a catalog's plan reads its
  /// numbers unsigned when its texts print the count unsigned, and only then.
  @Test("a catalog key that prints its count unsigned is checked unsigned", arguments: ["llu", "lld"])
  func unsignedPlan(type: String) throws {
    let text = catalog(#""%\#(type) files":{"localizations":{"pl":\#(unit("%\(type) plików"))}}"#)
    let report = try lintReport(["L.xcstrings": text])
    let plan = try #require(
      try CatalogMigration.plans(of: report.findings, bytes: Array(text.utf8), path: "L.xcstrings").first)
    #expect(plan.unsigned == (type == "llu"))
  }

  @Test("the runtime check: a variation that prints another text at one number is found, with that number")
  func outputCheck() throws {
    let before = catalog(#""%lld files":{"localizations":{"pl":\#(unit("%lld plików"))}}"#)
    let few = #"{"variations":{"plural":{"few":\#(unit("%lld pliki")),"other":\#(unit("%lld plików"))}}}"#
    let after = catalog(
      #""%lld files":{"localizations":{"en":\#(unit("%lld files")),"pl":\#(few)}}"#)
    let report = try lintReport(["L.xcstrings": before])
    let plan = try #require(
      try CatalogMigration.plans(of: report.findings, bytes: Array(before.utf8), path: "L.xcstrings").first)
    let old = try StringCatalog(bytes: Array(before.utf8), path: "L.xcstrings")
    let new = try StringCatalog(bytes: Array(after.utf8), path: "L.xcstrings")
    let difference = CatalogMigration.outputDifference(plan, old: old, new: new)
    // The whole note, as the refusal prints it.
    #expect(
      difference
        == "the plural variation would print \"2 pliki\" in pl where today's text prints \"2 plików\" at 2",
      "\(difference ?? "nil")")
    #expect(CatalogMigration.outputDifference(plan, old: old, new: old) == nil)
    // Only a number below zero tells %llu from %lld.
    let unsigned =
      #"{"variations":{"plural":{"few":\#(unit("%llu plików")),"other":\#(unit("%llu plików"))}}}"#
    let signless = try StringCatalog(
      bytes: Array(catalog(#""%lld files":{"localizations":{"pl":\#(unsigned)}}"#).utf8), path: "L.xcstrings")
    let negative = CatalogMigration.outputDifference(plan, old: old, new: signless)
    #expect(
      negative
        == "the plural variation would print \"18446744073709551615 plików\" in pl where today's text prints \"-1 plików\" at -1",
      "\(negative ?? "nil")")
  }
}
