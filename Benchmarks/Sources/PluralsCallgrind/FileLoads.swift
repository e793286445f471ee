import Foundation
import Localization

/// load:files, load:files-expat and load:files-general: every `.stringsdict` named in the
/// file `PLURALS_CALLGRIND_FILES` (one path a line) loaded `count` times, as it is or edited so
/// that it takes a fallback reader. The edits keep the entries (checked before the calls):
///
/// - `expat`: a processing instruction (`<?x?>`) before `<plist`: well-formed XML outside the
///   subset that `StringsdictScanner` reads, so the direct reader reads expat's events.
/// - `general`: a first entry of another type (`<key>~</key><integer>0</integer>`): not the
///   usual shape, so both direct passes give up at once and the general reader
///   (`PropertyListReader`, then every entry built) reads the file.
///
/// load:files-catalog and load:files-catalog-all: every `.xcstrings` listed, loaded `count` times
/// (`CatalogIndex`'s scan), then the table of its source language alone, or of every language
/// (each localization read from where the scan marked it and converted, as a reader of the whole
/// document would do at once).
func fileLoads(_ variant: String, count: Int) {
  guard let list = ProcessInfo.processInfo.environment["PLURALS_CALLGRIND_FILES"],
    let names = try? String(contentsOfFile: list, encoding: .utf8)
  else {
    print("load:files needs PLURALS_CALLGRIND_FILES: a file naming one .stringsdict a line")
    exit(2)
  }
  var files: [(path: String, bytes: [UInt8])] = []
  for path in names.split(separator: "\n").map(String.init) {
    guard let data = FileManager.default.contents(atPath: path) else {
      print("cannot read \(path)")
      exit(2)
    }
    let bytes = Array(data)
    if variant.hasPrefix("catalog") {
      // A catalog that is not one (the corpus keeps a broken merge) is left out, in both runs.
      if (try? StringCatalog(bytes: bytes, path: path)) != nil { files.append((path, bytes)) }
      continue
    }
    let edited: [UInt8]
    switch variant {
    case "": edited = bytes
    case "expat": edited = inserted("<?x?>", before: "<plist", in: bytes)
    case "general":
      edited = inserted("<key>~</key><integer>0</integer>", after: "<dict>", in: bytes)
    default: exit(2)
    }
    let original = try! StringTable(bytes: bytes, path: path, language: Language("en")!)
    let table = try! StringTable(bytes: edited, path: path, language: Language("en")!)
    guard table.keys.filter({ $0 != "~" }) == original.keys, table.entries.count == original.entries.count
    else {
      print("the edit for \(variant) changed the entries of \(path)")
      exit(3)
    }
    files.append((path, edited))
  }
  if variant.hasPrefix("catalog") {
    let every = variant == "catalog-all"
    for _ in 0..<count {
      for file in files {
        let catalog = try! StringCatalog(bytes: file.bytes, path: file.path)
        let languages = every ? catalog.languages : [catalog.sourceLanguage]
        // A language read from the catalog's name (nil for Base and und, which no Language names).
        sink(
          UInt8(
            truncatingIfNeeded: languages.reduce(0) { total, name in
              total + (Language(name).map { catalog.table(language: $0).keys.count } ?? 0)
            }))
      }
    }
    return
  }
  for _ in 0..<count {
    for file in files {
      let table = try! StringTable(bytes: file.bytes, path: file.path, language: Language("en")!)
      sink(UInt8(truncatingIfNeeded: table.keys.count))
    }
  }
}

/// `bytes` with `text` inserted before the first `marker` (which must be there).
func inserted(_ text: String, before marker: String, in bytes: [UInt8]) -> [UInt8] {
  let marker = Array(marker.utf8)
  guard let start = bytes.indices.first(where: { bytes[$0...].starts(with: marker) }) else {
    print("no \(String(decoding: marker, as: UTF8.self)) in a file")
    exit(3)
  }
  var bytes = bytes
  bytes.insert(contentsOf: text.utf8, at: start)
  return bytes
}

/// `bytes` with `text` inserted after the first `marker` that follows `<plist`.
func inserted(_ text: String, after marker: String, in bytes: [UInt8]) -> [UInt8] {
  let plist = Array("<plist".utf8)
  let marker = Array(marker.utf8)
  guard let root = bytes.indices.first(where: { bytes[$0...].starts(with: plist) }),
    let start = bytes[root...].indices.first(where: { bytes[$0...].starts(with: marker) })
  else {
    print("no \(String(decoding: marker, as: UTF8.self)) in a file")
    exit(3)
  }
  var bytes = bytes
  bytes.insert(contentsOf: text.utf8, at: start + marker.count)
  return bytes
}
