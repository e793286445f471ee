import Foundation
@testable import LocalizedStrings
import LocalizationLint
import Localization
import SourceFiles
import Testing
import TestSupport

/// A localization file to compare: where it goes below a lint root (its `.lproj` folder kept, a
/// catalog alone), its bytes, and the edit that made it, if any.
struct AgreementDocument {
  var name: String
  var bytes: [UInt8]
  var mutation: String? = nil

  var isCatalog: Bool { name.hasSuffix(".xcstrings") }
  var label: String { mutation.map { "\(name) [\($0)]" } ?? name }
}

/// What `format` refuses, `plurals lint` reports: a property test over real files, the repository's
/// own, the fuzz targets' hostile shapes and seeded edits of them all (``FileMutator``).
@Suite("lint passes nothing format refuses")
struct LintFormatAgreementTests {
  static let repository: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/LocalizationLintTests/<file>
    return parts.joined(separator: "/")
  }()

  static let extensions = [".stringsdict", ".xcstrings", ".strings"]

  /// The files below `directory` with a localization file's extension, sorted, named for a lint root.
  static func documents(below directory: String) -> [AgreementDocument] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
    let paths = enumerator.compactMap { $0 as? String }.filter { path in
      extensions.contains { path.hasSuffix($0) } && !path.contains(".build/")
    }
    return paths.sorted().compactMap { path in
      guard let data = FileManager.default.contents(atPath: directory + "/" + path) else { return nil }
      let parts = path.split(separator: "/")
      let folder =
        parts.count > 1 && parts[parts.count - 2].hasSuffix(".lproj") ? parts[parts.count - 2] + "/" : ""
      return AgreementDocument(name: folder + parts[parts.count - 1], bytes: Array(data), mutation: nil)
    }
  }

  /// The repository's tables (the demo's, the examples', the fixtures') and the hostile shapes
  /// Fuzz/run.sh runs each fuzz target on first (its seeds are these files and the corpus).
  static func repositoryDocuments() -> [AgreementDocument] {
    let folders = ["Sources/PluralsCLI/Demo", "Examples", "Tests/PluginFixture", "Tests/FoundationFixture"]
    var found = folders.flatMap { documents(below: repository + "/" + $0) }
    func stringsdict(_ format: String, _ other: String) -> String {
      plist(
        "<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>\(format)</string>"
          + variable("v", [("one", "%d"), ("other", other)]) + "</dict>")
    }
    let hostile = [
      (
        "hostile-text",
        stringsdict(String(repeating: "%1$#@v@", count: 9999), "%1$d" + String(repeating: "a", count: 10000))
      ),
      (
        "hostile-width",
        stringsdict(String(repeating: "%1$#@v@", count: 9999), String(repeating: "%1$10000d", count: 10))
      ),
      ("hostile-entity", stringsdict("%#@v@", "%d files&nbsp;ok")),
    ]
    found += hostile.map { AgreementDocument(name: "en.lproj/\($0.0).stringsdict", bytes: Array($0.1.utf8)) }
    let substitution =
      #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"stringUnit":"#
      + #"{"state":"translated","value":""# + String(repeating: "%#@n@", count: 9999)
      + #""},"substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":"#
      + #"{"stringUnit":{"state":"translated","value":"%arg"}},"other":{"stringUnit":{"state":"translated","value":"%arg"#
      + String(repeating: "x", count: 10000) + #""}}}}}}}}}}}"#
    found.append(AgreementDocument(name: "hostile-substitution.xcstrings", bytes: Array(substitution.utf8)))
    return found
  }

  /// What the comparison counted.
  struct Tally: CustomStringConvertible {
    var files = 0
    var mutations = 0
    var entries = 0
    var calls = 0
    var refusals = 0
    var description: String {
      "\(files) files (\(mutations) of them edits), \(entries) entries (key × language), \(calls) format calls, \(refusals) refusals"
    }
  }

  /// The arguments an entry's conversions read, for `number` (1.5 for floating ones when `fraction`):
  /// the number for an argument a plural variable chooses by (formatting needs one there), else an
  /// object or C string where only those read it, else the number.
  static func arguments(_ uses: [Int: [ArgumentUse]], entry: FormatEntry, number: Int, fraction: Bool)
    -> [FormatValue]
  {
    guard let last = uses.keys.max() else { return [] }
    return (0...last).map { index in
      let list = uses[index] ?? []
      let choosesByNumber = list.contains { use in
        guard let variable = use.directive.variable.flatMap(entry.variable(named:)) else { return false }
        return variable.uniformText == nil && [.plural, .missing].contains(variable.ruleType)
      }
      // A variable whose variants are one text reads anything: the others tell.
      let kinds = list.map { ArgumentKind($0.directive, in: entry) }.filter { $0 != .any }
      if !choosesByNumber, !kinds.isEmpty, kinds.allSatisfy({ $0 == .object || $0 == .cString }) {
        return .string("Name")
      }
      if kinds.contains(.floating) { return .double(fraction ? 1.5 : Double(number)) }
      return .signed(Int64(number))
    }
  }

  /// The argument uses of every format an entry can render, merged; nil when a plain text is
  /// not used as a format (an app shows it as it is) or the analysis refuses it.
  static func formats(of entry: StringEntry, key: String) -> [FormatEntry] {
    switch entry {
    case .format(let format): return [format]
    case .string(let text):
      guard text.isUsedAsFormat(key: key) else { return [] }
      return [FormatEntry(key: key, format: text, variables: [:], location: text.location)]
    case .width(_, let variants, _):
      guard variants.contains(where: { $0.value.isUsedAsFormat(key: key) }) else { return [] }
      return variants.map {
        FormatEntry(key: key, format: $0.value, variables: [:], location: $0.value.location)
      }
    case .device(_, let variants, _): return variants.flatMap { formats(of: $0.value, key: key) }
    }
  }

  /// Lints `document` alone, then formats every entry of it in every language with arguments that
  /// fit its conversions (0, 1, 2, 5, 21, 101; 1.5 where one is floating): each refusal that lint
  /// has no error for (on the entry's key, or on the whole file) is returned.
  static func disagreements(_ document: AgreementDocument, tally: inout Tally) throws -> [String] {
    let root = NSTemporaryDirectory() + "agreement-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = root + "/" + document.name
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(document.bytes).write(to: URL(fileURLWithPath: path))
    let errors = Linter.lint(paths: [root]).findings.filter { $0.diagnostic.severity == .error }
    let wholeFile = errors.contains { $0.subject?.key == nil }
    let keys = Set(errors.compactMap { $0.subject?.key })
    tally.files += 1
    if document.mutation != nil { tally.mutations += 1 }
    let tables: [StringTable]
    do {
      if document.isCatalog {
        let catalog = try StringCatalog(contentsOf: path)
        tables = catalog.languages.map { catalog.table(language: $0) }
      } else {
        tables = [try StringTable(contentsOf: path)]
      }
    } catch {
      tally.refusals += 1
      return errors.isEmpty ? ["\(document.label): not loaded (\(error)), and lint reports no error"] : []
    }
    var found: [String] = []
    for table in tables {
      let entries = table.entries
      for key in table.keys {
        guard let entry = entries[key] else { continue }
        tally.entries += 1
        let formats = formats(of: entry, key: key)
        guard !formats.isEmpty else { continue }
        // A format whose arguments cannot be told (the analysis refuses it) gets three numbers.
        let uses = formats.compactMap { try? $0.argumentUses() }
        let floating = uses.contains { $0.values.joined().contains { $0.directive.isFloating } }
        for (number, fraction) in [0, 1, 2, 5, 21, 101].map({ ($0, false) }) + (floating ? [(1, true)] : []) {
          let arguments =
            uses.count == formats.count
            ? zip(uses, formats).map { Self.arguments($0, entry: $1, number: number, fraction: fraction) }
              .max { $0.count < $1.count } ?? []
            : [FormatValue](repeating: .signed(Int64(number)), count: 3)
          tally.calls += 1
          do {
            _ = try table.formatDetailed(key, arguments: arguments)
          } catch {
            tally.refusals += 1
            if !wholeFile && !keys.contains(key) {
              found.append("\(document.label) '\(key)' (\(table.language)), \(arguments): \(error)")
            }
            break
          }
        }
      }
    }
    return found
  }

  /// `documents` and `perFile` seeded edits of each (of those up to 150 KB, not `.strings` nor a
  /// hostile shape), compared.
  static func compare(_ documents: [AgreementDocument], perFile: Int, name: String) throws -> (
    Tally, [String]
  ) {
    var mutator = FileMutator(generator: TestSeed.generator(name))
    var tally = Tally()
    var found: [String] = []
    let kinds = FileMutator.Kind.allCases
    for (place, document) in documents.enumerated() {
      found += try disagreements(document, tally: &tally)
      // Not the hostile shapes (each call writes megabytes before the output limit stops it).
      guard document.bytes.count <= 150_000, !document.name.hasSuffix(".strings"),
        !document.name.contains("hostile"),
        let text = String(validating: document.bytes, as: UTF8.self)
      else { continue }
      for round in 0..<perFile {
        let kind = kinds[(place * perFile + round) % kinds.count]
        guard let edited = mutator.mutate(text, kind: kind, catalog: document.isCatalog) else { continue }
        let mutant = AgreementDocument(
          name: document.name, bytes: Array(edited.utf8), mutation: "\(kind) #\(round)")
        found += try disagreements(mutant, tally: &tally)
      }
    }
    print("\(name): \(tally)")
    return (tally, found)
  }

  @Test("the repository's tables, the fuzz targets' hostile shapes, and seeded edits of them")
  func repositoryFiles() throws {
    let documents = Self.repositoryDocuments()
    #expect(documents.count >= 30)
    let (tally, found) = try Self.compare(documents, perFile: 8, name: "agreement (repository)")
    #expect(found.isEmpty, "format refuses, lint reports no error:\n\(found.joined(separator: "\n"))")
    // Every kind of edit was made, and some made format refuse.
    #expect(tally.mutations >= documents.count * 4 && tally.refusals > 20)
  }

  @Test(
    "every file of ../shared/corpus, and seeded edits of it",
    .enabled(
      if: corpusIsAvailable, "../shared/corpus is absent (PLURALS_REQUIRE_SHARED=1 makes this a failure)"))
  func corpusFiles() throws {
    let documents = Self.documents(below: corpus)
    #expect(documents.count == 85)
    let (tally, found) = try Self.compare(documents, perFile: 3, name: "agreement (corpus)")
    #expect(found.isEmpty, "format refuses, lint reports no error:\n\(found.joined(separator: "\n"))")
    #expect(tally.entries > 10_000)
  }
}
