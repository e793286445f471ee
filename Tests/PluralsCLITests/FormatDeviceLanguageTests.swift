import Foundation
import Testing

/// `plurals format` as a user runs it on a bundle with device variants
/// (`--device` chooses, whichever way the languages are given) and on a
/// String Catalog without `--language` (the catalog's source language, its
/// text and its plural rules, never English by default).
@Suite("plurals format: --device with --bundle, a catalog's source language")
struct FormatDeviceLanguageTests {
  /// A temporary folder of `files` (relative path → text); remove it when done.
  static func folder(_ files: [String: String]) throws -> String {
    let root = NSTemporaryDirectory() + "format-device-\(UUID().uuidString)"
    for (name, text) in files {
      let path = root + "/" + name
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    return root
  }

  static let deviceStringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
      <key>open</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>
        <key>mac</key><string>Click to open</string>
        <key>iphone</key><string>Tap to open on iPhone</string>
        <key>other</key><string>Tap to open</string>
      </dict></dict>
    </dict></plist>

    """

  static let deviceCatalog = #"""
    {"sourceLanguage": "en", "version": "1.0", "strings": {"files": {"localizations": {"en": {"variations": {"device": {
      "mac": {"variations": {"plural": {
        "one": {"stringUnit": {"state": "translated", "value": "Click %lld file"}},
        "other": {"stringUnit": {"state": "translated", "value": "Click %lld files"}}}}},
      "other": {"variations": {"plural": {
        "one": {"stringUnit": {"state": "translated", "value": "Tap %lld file"}},
        "other": {"stringUnit": {"state": "translated", "value": "Tap %lld files"}}}}}}}}}}}}
    """#

  /// How the languages are given, the device, the key and arguments, and the text.
  static let deviceCases: [(languages: [String], device: String, rest: [String], expected: String)] = [
    (["--language", "en"], "mac", ["open"], "Click to open"),
    (["--accept-language", "en-US"], "iphone", ["open"], "Tap to open on iPhone"),
    (["--language", "en"], "applewatch", ["open"], "Tap to open"),
    (["--language", "en"], "mac", ["--table", "Catalog", "files", "1"], "Click 1 file"),
    (["--accept-language", "en"], "mac", ["--table", "Catalog", "files", "3"], "Click 3 files"),
  ]

  @Test(
    "format --bundle --device: the device's variant, through --language or --accept-language",
    arguments: deviceCases.indices)
  func bundleDevice(index: Int) throws {
    let (languages, device, rest, expected) = Self.deviceCases[index]
    let root = try Self.folder([
      "en.lproj/Localizable.stringsdict": Self.deviceStringsdict,
      "Catalog.xcstrings": Self.deviceCatalog,
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = try runPlurals(["format", "--bundle", root] + languages + ["--device", device] + rest)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == expected + "\n", "\(result.error)")
  }

  /// A catalog in `source` with `localizations` (language → one, few, many, other texts, or fewer).
  static func catalog(source: String, _ localizations: [(String, [(String, String)])]) -> String {
    let members = localizations.map { language, variants in
      let plural = variants.map {
        #""\#($0.0)": {"stringUnit": {"state": "translated", "value": "\#($0.1)"}}"#
      }
      return #""\#(language)": {"variations": {"plural": {\#(plural.joined(separator: ", "))}}}"#
    }
    return
      #"{"sourceLanguage": "\#(source)", "version": "1.0", "strings": {"files": {"localizations": {\#(members.joined(separator: ", "))}}}}"#
  }

  static let russian = [
    ("one", "%lld файл"), ("few", "%lld файла"), ("many", "%lld файлов"), ("other", "%lld файла"),
  ]
  static let english = [("one", "%lld file"), ("other", "%lld files")]
  static let french = [("one", "%lld fichier"), ("many", "%lld de fichiers"), ("other", "%lld fichiers")]

  /// A catalog, a number, and what format prints without --language.
  static let sourceCases: [(catalog: String, number: String, expected: String)] = [
    // The source language alone: its plural rules (Russian 5 is many, 21 one; English would say other).
    (catalog(source: "ru", [("ru", russian)]), "5", "5 файлов"),
    (catalog(source: "ru", [("ru", russian)]), "21", "21 файл"),
    // Beside English: the source language's text, not English's.
    (catalog(source: "ru", [("en", english), ("ru", russian)]), "2", "2 файла"),
    // French: 0 is one (English: other).
    (catalog(source: "fr", [("en", english), ("fr", french)]), "0", "0 fichier"),
  ]

  @Test(
    "format on a catalog without --language: the source language's text and plural rules",
    arguments: sourceCases.indices)
  func catalogSourceLanguage(index: Int) throws {
    let (catalog, number, expected) = Self.sourceCases[index]
    let root = try Self.folder(["Localizable.xcstrings": catalog])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let result = try runPlurals(["format", root + "/Localizable.xcstrings", "files", number])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == expected + "\n", "\(result.error)")
    #expect(result.error.isEmpty, "\(result.error)")
  }
}
