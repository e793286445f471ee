import Localization
import LocalizedStrings
import SourceFiles
import Testing
import TestSupport

@Suite("Malformed input never crashes")
struct MalformedInputTests {
  @Test(
    "10,000 mutated documents load or fail with a SourceError; what loads formats or fails with a FormatError"
  )
  func mutatedDocuments() throws {
    var rng = TestSeed.generator("10,000 mutated documents")
    let original = Array(plist(documentationExamples + polishMonths).utf8)
    var loaded = 0
    var rejected = 0
    for _ in 0..<10_000 {
      var bytes = original
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        let index = Int.random(in: 0..<bytes.count, using: &rng)
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: bytes[index] = UInt8.random(in: 0...255, using: &rng)
        case 1: bytes.remove(at: index)
        case 2:
          bytes.insert(
            ["%", "@", "#", "$", "<", ">", "&", "1"].randomElement(using: &rng)!.utf8.first!, at: index)
        default: bytes = Array(bytes[..<index])
        }
        if bytes.isEmpty { break }
      }
      do {
        let table = try StringTable(bytes: bytes, path: "fuzz.stringsdict", language: "pl")
        loaded += 1
        for key in table.keys {
          let arguments: [FormatValue] = [
            .signed(Int64.random(in: -5...30, using: &rng)), .string("x"), .double(1.5), .text("7"),
          ]
          do {
            _ = try table.formatDetailed(
              key, arguments: Array(arguments.prefix(Int.random(in: 0...4, using: &rng))))
          } catch {
            #expect(!error.message.isEmpty)
          }
          _ = table.string(key, 1, 2, 3)
        }
      } catch {
        rejected += 1
        #expect(error.location.file == "fuzz.stringsdict" && error.location.line >= 1)
      }
    }
    #expect(loaded + rejected == 10_000)
    #expect(loaded > 0 && rejected > 0)
  }

  @Test("random format strings parse or fail with a FormatError")
  func randomFormats() {
    var rng = TestSeed.generator("random format strings")
    let alphabet = Array("%%%#@$*.0123456789-+ #'lhqLzjtdiuxXofFeEgGaAcCsS@pn abc")
    for _ in 0..<20_000 {
      let format = String(
        (0..<Int.random(in: 1...12, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
      do {
        _ = try formatPlain(format, 3, "s", 2.5, -7)
      } catch {
        #expect(!error.message.isEmpty, "\(format)")
      }
    }
  }

  @Test(
    "text that is not in the encoding a file declares is an encoding error, at the file or the string",
    arguments: [
      ("x.strings", [0xFF, 0x41, 0x42] as [UInt8], "neither UTF-8 nor UTF-16"),
      ("x.strings", [0xFF, 0xFE, 0x41, 0x00, 0x42], "odd number of bytes"),
      ("x.strings", [0xFF, 0xFE, 0x00, 0xD8, 0x41, 0x00], "not valid UTF-16"),
      (
        "x.xcstrings",
        Array("{\"sourceLanguage\":\"en\",\"strings\":{\"".utf8) + [0xC3] + Array("\":{}}}".utf8),
        "not valid UTF-8"
      ),
    ])
  func encodings(path: String, bytes: [UInt8], message: String) {
    let error: SourceError?
    if path.hasSuffix(".xcstrings") {
      error = #expect(throws: SourceError.self) { try StringCatalog(bytes: bytes, path: path) }
    } else {
      error = #expect(throws: SourceError.self) { try StringTable(bytes: bytes, path: path, kind: .strings) }
    }
    #expect(error?.kind == .encoding, "\(String(describing: error))")
    #expect(error?.message.contains(message) == true, "\(String(describing: error))")
  }
}
