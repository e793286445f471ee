// The per-request path of a server: negotiate a request's languages, then
// format through the localizer; each beside its baseline in the same run.
// Each benchmark runs in a process of its own, one after another, so a ratio
// to the table compares two moments of a shared machine; server-times.sh
// (Sources/ServerTimes) times the same paths interleaved in one process.

import Benchmark
import LocalizationInputs
import Localization

func serverBenchmarks() {
  let bundle = try! LocalizationBundle(files: [
    "pl.lproj/Localizable.stringsdict": Array(polishFiles.utf8),
    "en.lproj/Localizable.strings": Array(englishFiles.utf8),
  ])
  let direct = try! StringTable(bytes: Array(polishFiles.utf8), path: "pl.lproj/Localizable.stringsdict")
  let localizer = bundle.localizer(acceptLanguage: acceptLanguageHeaders[0], numbers: .plain)
  let catalog = try! StringCatalog(bytes: Array(polishCatalog.utf8), path: "Localizable.xcstrings")
  // The localizer's default: numbers as Polish writes them; the table and the catalog given the same options.
  let localizedLocalizer = bundle.localizer(acceptLanguage: acceptLanguageHeaders[0])
  let polish = FormatOptions(numberFormatLocale: CLDRLocale("pl"))
  let polishLanguage = Language("pl")!  // read once, where a request enters
  for count in [1, 3, 5, 22, 112, 12_345, 1_234_567] {
    precondition(try! localizer.format("files", count) == direct.format("files", count))
    precondition(
      try! catalog.format("files", count, language: polishLanguage) == direct.format("files", count))
    let localized = try! direct.format("files", count, options: polish)
    precondition(try! localizedLocalizer.format("files", count) == localized)
    precondition(try! catalog.format("files", count, language: polishLanguage, options: polish) == localized)
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
      blackHole(try? catalog.format("files", integers[index & 1023], language: polishLanguage))
    }
  }
  Benchmark("server/catalog-one-variable/table") { benchmark in
    for index in 0..<calls {
      blackHole(try? direct.format("files", integers[index & 1023]))
    }
  }
  Benchmark("server/localizer-one-variable-localized/ours") { benchmark in
    for index in 0..<calls {
      blackHole(try? localizedLocalizer.format("files", integers[index & 1023]))
    }
  }
  Benchmark("server/localizer-one-variable-localized/table") { benchmark in
    for index in 0..<calls {
      blackHole(try? direct.format("files", integers[index & 1023], options: polish))
    }
  }
  Benchmark("server/catalog-one-variable-localized/ours") { benchmark in
    for index in 0..<calls {
      blackHole(
        try? catalog.format("files", integers[index & 1023], language: polishLanguage, options: polish))
    }
  }
  Benchmark("server/catalog-one-variable-localized/table") { benchmark in
    for index in 0..<calls {
      blackHole(try? direct.format("files", integers[index & 1023], options: polish))
    }
  }
  // What a request pays before formatting: the header, matched once and then remembered.
  Benchmark("server/accept-language-negotiation/ours") { benchmark in
    for index in 0..<calls {
      blackHole(bundle.localizer(acceptLanguage: acceptLanguageHeaders[index % 3]).localization)
    }
  }
  // And a request that formats: negotiation and one entry.
  Benchmark("server/request-negotiate-and-format/ours") { benchmark in
    for index in 0..<calls {
      blackHole(
        try? bundle.localizer(acceptLanguage: acceptLanguageHeaders[0]).format(
          "files", integers[index & 1023]))
    }
  }
}
