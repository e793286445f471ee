import LocalizedStrings

/// XML property lists as .stringsdict files: load, make every entry, then format the first twenty.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let table = try? StringTable(bytes: bytes, path: "fuzz.stringsdict", language: Language("pl")!) else {
    return 0
  }
  // A file of the usual shape makes its entries on first use: all of them here.
  precondition(table.entries.count == table.keys.count)
  for key in table.keys.prefix(20) {
    // No call writes more than the output limit, whatever the file.
    precondition(table.string(key, 1, "x", 2.5, 5).utf8.count <= FormatLimits.maximumOutputBytes)
    precondition((try? table.format(key, 22, "y"))?.utf8.count ?? 0 <= FormatLimits.maximumOutputBytes)
  }
  return 0
}
