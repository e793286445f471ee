import LocalizedStrings

/// Binary property lists (the input gets the bplist00 header if it lacks it).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if !bytes.starts(with: Array("bplist00".utf8)) { bytes = Array("bplist00".utf8) + bytes }
  if let table = try? StringTable(bytes: bytes, path: "fuzz.stringsdict", language: Language("ru")!) {
    for key in table.keys.prefix(20) { _ = table.string(key, 3, "x") }
  }
  _ = try? StringTable(bytes: bytes, path: "fuzz.strings", kind: .strings)
  return 0
}
