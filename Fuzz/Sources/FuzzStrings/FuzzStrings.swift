import LocalizedStrings

/// .strings files in every encoding and form.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if let table = try? StringTable(
    bytes: bytes, path: "fuzz.strings", kind: .strings, language: Language("ru")!)
  {
    for key in table.keys.prefix(20) { _ = table.string(key, 3, "x") }
  }
  return 0
}
