import Foundation

/// A directory of localizations written for a test, removed when it ends.
struct TemporaryResources: ~Copyable {
  let url: URL

  /// Writes `files` (relative paths and contents) below a new directory whose
  /// name has a space and non-ASCII letters, as file URLs percent-encode them.
  init(_ files: [String: String] = TemporaryResources.standard) throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("PluralsFoundationTests-\(UUID().uuidString)", isDirectory: true)
      .appendingPathComponent("Zasoby ąę", isDirectory: true)
    for (path, text) in files {
      let file = url.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
  }

  deinit { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }

  /// The file-system path of the directory (decoded, as `URL.path` gives it).
  var path: String { url.path }

  /// English, Polish, Serbian in Latin script and Traditional Chinese `.lproj`
  /// folders, and a catalog with English and Russian.
  static let standard: [String: String] = [
    "en.lproj/Localizable.stringsdict": stringsdict(["one": "%d file", "other": "%d files"]),
    "pl.lproj/Localizable.stringsdict": stringsdict([
      "one": "%d plik", "few": "%d pliki", "many": "%d plików", "other": "%d pliku",
    ]),
    "sr-Latn.lproj/Localizable.stringsdict": stringsdict([
      "one": "%d fajl", "few": "%d fajla", "other": "%d fajlova",
    ]),
    "zh-Hant.lproj/Localizable.strings": "\"%d files\" = \"%d 個檔案\";\n",
    "Shop.xcstrings": catalog,
  ]

  /// A `.stringsdict` with one key, `%d files`, whose variable has `variants`.
  static func stringsdict(_ variants: [String: String]) -> String {
    let order = ["zero", "one", "two", "few", "many", "other"]
    let entries = order.compactMap { category in
      variants[category].map { "<key>\(category)</key><string>\($0)</string>" }
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>%d files</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
          <key>count</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            \(entries.joined(separator: "\n      "))
          </dict>
        </dict>
      </dict>
      </plist>

      """
  }

  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld items" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } }
            } } },
            "ru" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld предмет" } },
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld предмета" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld предметов" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld предмета" } }
            } } }
          }
        }
      },
      "version" : "1.0"
    }

    """
}
