// The localization files of the formatting and loading benchmarks, shared
// with PluralsCallgrind so that instruction counts measure the same inputs.

/// The .stringsdict of the formatting and loading benchmarks: 400 entries of
/// the usual shape (about 360 KB), then "files" (one variable) and "runs" (nested).
public let stringsdictSource = """
  <?xml version="1.0" encoding="UTF-8"?>
  <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
  <plist version="1.0">
  <dict>
  \(largeEntries)
  <key>files</key>
  <dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
    <key>files</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>%d file</string>
      <key>other</key><string>%d files</string>
    </dict>
  </dict>
  <key>runs</key>
  <dict>
    <key>NSStringLocalizedFormatKey</key><string>%1$#@completed@</string>
    <key>completed</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>zero</key><string>No runs completed yet</string>
      <key>one</key><string>%2$#@one_of@</string>
      <key>other</key><string>%1$d of %2$d runs completed</string>
    </dict>
    <key>one_of</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>One run completed</string>
      <key>other</key><string>One of %2$d runs completed</string>
    </dict>
  </dict>
  </dict>
  </plist>
  """

/// 400 entries of the usual shape, about 360 KB: the "large file" to load.
public let largeEntries: String = (0..<400).map { index in
  """
  <key>entry \(index): %d item(s) were shared with your team</key>
  <dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@items@ in %#@folders@</string>
    <key>items</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>%d item was shared with your team, entry \(index)</string>
      <key>few</key><string>%d items were shared with your team, entry \(index)</string>
      <key>many</key><string>%d items were shared with your team, entry \(index)</string>
      <key>other</key><string>%d items were shared with your team, entry \(index)</string>
    </dict>
    <key>folders</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>%d folder</string>
      <key>other</key><string>%d folders</string>
    </dict>
  </dict>
  """
}.joined(separator: "\n")

public let stringsdictBytes = Array(stringsdictSource.utf8)

/// The same file with its DOCTYPE closed after a space (`.dtd" >`): well-formed
/// XML outside the subset that the scanner reads, so that expat reads it.
public let stringsdictBytesForExpat: [UInt8] = {
  let doctypeEnd = Array(".dtd\">".utf8)
  var bytes = stringsdictBytes
  let end = bytes.indices.first { bytes[$0...].starts(with: doctypeEnd) }! + doctypeEnd.count - 1
  bytes.insert(UInt8(ascii: " "), at: end)
  return bytes
}()

/// ICU MessageFormat patterns of the entries "files" and "runs" above.
public let filesPattern = "{0, plural, one{# file} other{# files}}"
public let runsPattern =
  "{0, plural, =0{No runs completed yet} one{{1, plural, one{One run completed} other{One of # runs completed}}} other{# of {1, number} runs completed}}"

/// Keys of the catalog below.
public let catalogKeys = 370

/// A String Catalog of about 2 MB in Xcode's layout: plain strings, plural
/// variations and substitutions, in eight languages, some needing review.
public let catalogSource: String = {
  let languages = ["en", "de", "fr", "ru", "pl", "ja", "ar", "uk"]
  func categories(_ language: String) -> [String] {
    switch language {
    case "ja": ["other"]
    case "ru", "pl", "uk": ["one", "few", "many", "other"]
    case "ar": ["zero", "one", "two", "few", "many", "other"]
    default: ["one", "other"]
    }
  }
  func unit(_ value: String, _ state: String, indent: String) -> String {
    """
    \(indent)"stringUnit" : {
    \(indent)  "state" : "\(state)",
    \(indent)  "value" : "\(value)"
    \(indent)}
    """
  }
  func plural(_ language: String, _ text: (String) -> String, indent: String) -> String {
    let items = categories(language).map { category in
      "\(indent)  \"\(category)\" : {\n\(unit(text(category), "translated", indent: indent + "    "))\n\(indent)  }"
    }
    return "\(indent)\"plural\" : {\n\(items.joined(separator: ",\n"))\n\(indent)}"
  }
  var strings: [String] = []
  for index in 0..<catalogKeys {
    let key: String
    var localizations: [String] = []
    for (position, language) in languages.enumerated() {
      let state = (index + position) % 7 == 0 ? "needs_review" : "translated"
      let body: String
      switch index % 3 {
      case 0:
        body = unit(
          "[\(language)] Open the document number \(index) in a new window", state, indent: "          ")
      case 1:
        body = """
                    "variations" : {
          \(plural(language, { "[\(language) \($0)] %lld files were shared with you, item \(index)" }, indent: "            "))
                    }
          """
      default:
        body = """
          \(unit("[\(language)] %#@files@ in %@ (item \(index))", state, indent: "          ")),
                    "substitutions" : {
                      "files" : {
                        "argNum" : 1,
                        "formatSpecifier" : "lld",
                        "variations" : {
          \(plural(language, { "[\($0)] %arg file(s)" }, indent: "                  "))
                        }
                      }
                    }
          """
      }
      localizations.append("        \"\(language)\" : {\n\(body)\n        }")
    }
    switch index % 3 {
    case 0: key = "Open the document number \(index) in a new window"
    case 1: key = "%lld files were shared with you, item \(index)"
    default: key = "%lld file(s) in %@ (item \(index))"
    }
    strings.append(
      "    \"\(key)\" : {\n      \"localizations\" : {\n\(localizations.joined(separator: ",\n"))\n      }\n    }"
    )
  }
  return
    "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\(strings.joined(separator: ",\n"))\n  },\n  \"version\" : \"1.0\"\n}\n"
}()

public let catalogBytes = Array(catalogSource.utf8)

// MARK: The server benchmarks' inputs

/// The server benchmarks' Polish entry: one plural variable, four categories.
public let polishFiles = """
  <?xml version="1.0" encoding="UTF-8"?>
  <plist version="1.0"><dict>
  <key>files</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
    <key>files</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>%d plik</string>
      <key>few</key><string>%d pliki</string>
      <key>many</key><string>%d plików</string>
      <key>other</key><string>%d pliku</string>
    </dict>
  </dict>
  </dict></plist>
  """

/// The same entry as a catalog's plural variation.
public let polishCatalog = """
  {"sourceLanguage": "en", "strings": {"files": {"localizations": {"pl": {"variations": {"plural": {
    "one": {"stringUnit": {"state": "translated", "value": "%d plik"}},
    "few": {"stringUnit": {"state": "translated", "value": "%d pliki"}},
    "many": {"stringUnit": {"state": "translated", "value": "%d plików"}},
    "other": {"stringUnit": {"state": "translated", "value": "%d pliku"}}}}}}}}}
  """

/// The English `.strings` beside the Polish entry in the server benchmarks' bundle.
public let englishFiles = "\"files\" = \"%d files\";"

/// Headers as browsers send them: three ranges, the first with a region.
public let acceptLanguageHeaders = [
  "pl-PL,pl;q=0.9,en;q=0.8", "de-DE,de;q=0.9,en;q=0.7", "en-US,en;q=0.9,pl;q=0.8",
]
