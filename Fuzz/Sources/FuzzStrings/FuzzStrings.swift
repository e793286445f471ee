import LocalizedStrings

/// .strings files in every encoding and form.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  _ = try? StringsFileReader.parse(bytes, file: "fuzz.strings")
  return 0
}
