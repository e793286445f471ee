@_spi(ExpatXML) import CLDRData
import CodeGeneration
@_spi(ExpatXML) import ExpatXML

/// The CLDR loader and the generator, with the input as plurals.xml.
let empty = try! XMLTreeReader.parse(
  Array("<supplementalData><plurals/></supplementalData>".utf8), file: "empty.xml")
let ordinals = try! XMLTreeReader.parse(
  Array(
    #"<supplementalData><plurals type="ordinal"><pluralRules locales="root"><pluralRule count="other"> @integer 0~15</pluralRule></pluralRules></plurals></supplementalData>"#
      .utf8),
  file: "ordinals.xml")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let plurals = try? XMLTreeReader.parse(bytes, file: "plurals.xml"),
    let loaded = try? CLDRPluralData(
      plurals: plurals, ordinals: ordinals, ranges: empty, supplemental: empty, version: "fuzz")
  else { return 0 }
  _ = try? Generation.generate(loaded)
  return 0
}
