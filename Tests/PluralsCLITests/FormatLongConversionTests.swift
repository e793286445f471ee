import Foundation
import Testing

/// `plurals format` of the old long conversions `%D`, `%U`, `%O`: 64 bits, as Apple prints
/// `%ld`, `%lu`, `%lo` (Foundation here is asked for those: glibc has no `%D`), in a valid
/// format and in one with a malformed spec (`%y`, read as CoreFoundation reads it).
@Suite("plurals format: %D %U %O print 64 bits")
struct FormatLongConversionTests {
  @Test(
    "each old conversion prints what its l form prints, alone and beside a malformed spec",
    arguments: [("D", "ld"), ("U", "lu"), ("O", "lo")])
  func longConversion(old: String, long: String) throws {
    let root = try FormatDeviceLanguageTests.folder([
      "S.strings": #""plain" = "%\#(old)";"# + "\n" + #""malformed" = "%\#(old) %y";"# + "\n"
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    for value in [-1, 5_000_000_000, -5_000_000_000] {
      let expected = String(format: "%" + long, value)
      let plain = try runPlurals(["format", root + "/S.strings", "plain", "--", String(value)])
      #expect(plain.status == 0 && plain.output == expected + "\n", "%\(old) \(value): \(plain)")
      let malformed = try runPlurals(["format", root + "/S.strings", "malformed", "--", String(value)])
      #expect(malformed.output == expected + " y\n", "%\(old) %y \(value): \(malformed)")
      #expect(
        malformed.error.contains("\"%y\" (byte 4 of the format) is no conversion"), "\(malformed.error)")
    }
  }
}
