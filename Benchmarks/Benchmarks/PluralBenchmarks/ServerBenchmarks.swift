// The per-request path of a server: negotiate a request's languages, then
// format through the localizer; each beside its baseline in the same run.

import Benchmark
import LocalizedStrings

let polishFiles = """
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
let polishCatalog = """
  {"sourceLanguage": "en", "strings": {"files": {"localizations": {"pl": {"variations": {"plural": {
    "one": {"stringUnit": {"state": "translated", "value": "%d plik"}},
    "few": {"stringUnit": {"state": "translated", "value": "%d pliki"}},
    "many": {"stringUnit": {"state": "translated", "value": "%d plików"}},
    "other": {"stringUnit": {"state": "translated", "value": "%d pliku"}}}}}}}}}
  """

/// Headers as browsers send them: three ranges, the first with a region.
let headers = ["pl-PL,pl;q=0.9,en;q=0.8", "de-DE,de;q=0.9,en;q=0.7", "en-US,en;q=0.9,pl;q=0.8"]

func serverBenchmarks() {
  let bundle = try! LocalizationBundle(files: [
    "pl.lproj/Localizable.stringsdict": Array(polishFiles.utf8),
    "en.lproj/Localizable.strings": Array("\"files\" = \"%d files\";".utf8),
  ])
  let direct = try! StringTable(bytes: Array(polishFiles.utf8), path: "pl.lproj/Localizable.stringsdict")
  let localizer = bundle.localizer(acceptLanguage: headers[0], numbers: .plain)
  let catalog = try! StringCatalog(bytes: Array(polishCatalog.utf8), path: "Localizable.xcstrings")
  for count in [1, 3, 5, 22, 112] {
    precondition(try! localizer.format("files", count) == direct.format("files", count))
    precondition(try! catalog.format("files", count, language: "pl") == direct.format("files", count))
  }

  Benchmark("server/localizer-one-variable/ours") { benchmark in
    for index in 0..<calls {
      blackHole(try? localizer.format("files", integers[index & 1023]))
    }
  }
  Benchmark("server/localizer-one-variable/table") { benchmark in
    for index in 0..<calls {
      blackHole(try? direct.format("files", integers[index & 1023]))
    }
  }
  Benchmark("server/catalog-one-variable/ours") { benchmark in
    for index in 0..<calls {
      blackHole(try? catalog.format("files", integers[index & 1023], language: "pl"))
    }
  }
  Benchmark("server/catalog-one-variable/table") { benchmark in
    for index in 0..<calls {
      blackHole(try? direct.format("files", integers[index & 1023]))
    }
  }
  // What a request pays before formatting: the header, matched once and then remembered.
  Benchmark("server/accept-language-negotiation/ours") { benchmark in
    for index in 0..<calls {
      blackHole(bundle.localizer(acceptLanguage: headers[index % 3]).localization)
    }
  }
  // And a request that formats: negotiation and one entry.
  Benchmark("server/request-negotiate-and-format/ours") { benchmark in
    for index in 0..<calls {
      blackHole(try? bundle.localizer(acceptLanguage: headers[0]).format("files", integers[index & 1023]))
    }
  }
}
