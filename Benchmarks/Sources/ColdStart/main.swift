// Process start to the first formatted text (cold-start.sh), against the
// same work done again in the same process and against the steady state.
// Usage:
//   ColdStart write DIR        writes the inputs into DIR: benchmark.stringsdict (the
//                              formatting benchmarks' 364 KB file), Localizable.xcstrings (their
//                              2 MB catalog) and Bundle/, 30 LANGUAGE.lproj folders each holding
//                              that .stringsdict as Localizable.stringsdict
//   ColdStart MODE DIR [--first]
//     MODE none                nothing: the process alone (its runtime's start)
//          stringsdict         StringTable(contentsOf:) of benchmark.stringsdict, then "files" with 5
//          catalog             StringCatalog(contentsOf:), then a plural key of it with 5 for "fr"
//          bundle              LocalizationBundle(path:) of Bundle/, a localizer for
//                              "pl-PL,pl;q=0.9,en;q=0.8", then "files" with 5
//     --first                  exits as soon as the first text is written (for callgrind: the
//                              process's instructions are then start to first text); without it,
//                              prints a tab-separated line: the realtime clock at main and at the
//                              first text (ns), the median of 9 repetitions of the same load and
//                              first text in the same process (ns), the median call of the steady
//                              state (ns, 1,000 calls of the loaded entry, 100 times)
import LocalizationInputs
import Localization

#if canImport(Glibc)
  import Glibc
#endif

func realtime() -> Int {
  var now = timespec()
  clock_gettime(CLOCK_REALTIME, &now)
  return now.tv_sec * 1_000_000_000 + now.tv_nsec
}

func monotonic() -> Int {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return now.tv_sec * 1_000_000_000 + now.tv_nsec
}

@inline(never) func sink(_ text: String) {
  if text.utf8.count > 200 { print(text) }
}

/// The 30 localizations of the generated bundle.
let bundleLanguages = [
  "en", "de", "fr", "es", "it", "pt-BR", "pt-PT", "nl", "sv", "da", "nb", "fi", "pl", "cs", "sk",
  "hu", "ro", "bg", "hr", "sl", "ru", "uk", "el", "tr", "ar", "he", "ja", "ko", "zh-Hans", "zh-Hant",
]
let catalogKey = "%lld files were shared with you, item 1"
let header = "pl-PL,pl;q=0.9,en;q=0.8"

func write(_ bytes: [UInt8], to path: String) {
  guard let file = fopen(path, "wb"), fwrite(bytes, 1, bytes.count, file) == bytes.count, fclose(file) == 0
  else {
    print("cannot write \(path)")
    exit(1)
  }
}

func makeDirectory(_ path: String) {
  guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
    print("cannot create \(path)")
    exit(1)
  }
}

/// What a mode loads, and then the call the steady state repeats.
func load(_ mode: String, _ directory: String) -> () -> String {
  do {
    switch mode {
    case "stringsdict":
      let table = try StringTable(contentsOf: directory + "/benchmark.stringsdict")
      return { try! table.format("files", 5) }
    case "catalog":
      let catalog = try StringCatalog(contentsOf: directory + "/Localizable.xcstrings")
      return { try! catalog.format(catalogKey, 5, language: Language("fr")!) }
    case "bundle":
      let bundle = try LocalizationBundle(path: directory + "/Bundle")
      let localizer = bundle.localizer(acceptLanguage: header)
      return { try! localizer.format("files", 5) }
    default:
      print("unknown mode \(mode)")
      exit(2)
    }
  } catch {
    print("\(mode): \(error)")
    exit(1)
  }
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
  print("usage: ColdStart write DIR | ColdStart none|stringsdict|catalog|bundle DIR [--first]")
  exit(2)
}
let directory = arguments[2]
if arguments[1] == "write" {
  makeDirectory(directory)
  write(stringsdictBytes, to: directory + "/benchmark.stringsdict")
  write(catalogBytes, to: directory + "/Localizable.xcstrings")
  makeDirectory(directory + "/Bundle")
  for language in bundleLanguages {
    makeDirectory(directory + "/Bundle/\(language).lproj")
    write(stringsdictBytes, to: directory + "/Bundle/\(language).lproj/Localizable.stringsdict")
  }
  exit(0)
}
let started = realtime()
let mode = arguments[1]
if mode == "none" {
  if arguments.count > 3 { exit(0) }
  print("\(started)\t\(realtime())\t0\t0")
  exit(0)
}
let call = load(mode, directory)
let first = call()
let firstAt = realtime()
if arguments.count > 3 {
  sink(first)
  exit(0)
}
// The same load and first text again, in this process (files cached, code and runtime warm).
var again: [Int] = []
for _ in 0..<9 {
  let start = monotonic()
  sink(load(mode, directory)())
  again.append(monotonic() - start)
}
// The steady state: the loaded entry's call, 1,000 at a time.
var steady: [Int] = []
for _ in 0..<100 {
  let start = monotonic()
  for _ in 0..<1000 { sink(call()) }
  steady.append(monotonic() - start)
}
print("\(started)\t\(firstAt)\t\(again.sorted()[4])\t\(Double(steady.sorted()[50]) / 1000)")
