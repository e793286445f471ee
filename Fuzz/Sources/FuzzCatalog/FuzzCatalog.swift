import LocalizedStrings
import Localization

/// String Catalogs: load, format keys in some languages, then convert every
/// language (diagnostics and states).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let catalog = try? StringCatalog(bytes: bytes, path: "fuzz.xcstrings") else { return 0 }
  for language in catalog.languages.prefix(4).compactMap(Language.init) {
    let table = catalog.table(language: language)
    for key in catalog.keys.prefix(10) {
      // No call writes more than the output limit, whatever the file.
      precondition(table.string(key, 2, "x", 5).utf8.count <= FormatLimits.maximumOutputBytes)
    }
  }
  _ = catalog.diagnostics
  _ = catalog.states
  return 0
}
