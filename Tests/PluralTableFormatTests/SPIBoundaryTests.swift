import Foundation
import Testing

/// The three modules behind the products `_PluralTableFormat`, `_ExpatXML` and
/// `_InternalJSON` (for the generator package and the fuzz targets, not for apps) declare
/// nothing as plain public API: every public declaration is SPI (`@_spi(TableFormat) public`,
/// `@_spi(ExpatXML) public`, `@_spi(InternalJSON) public`), which a client reaches only by
/// importing it so. Their
/// declarations are then neither in the package's documentation nor in a client's
/// completions, and `Tools/api/public-declarations.sh` does not count them. Read from the
/// source files: swift-format puts a declaration's attributes and modifiers on its line.
@Suite("The table format, the XML reader and the JSON reader are SPI")
struct SPIBoundaryTests {
  static let modules = [
    ("PluralTableFormat", "@_spi(TableFormat) "), ("ExpatXML", "@_spi(ExpatXML) "),
    ("InternalJSON", "@_spi(InternalJSON) "),
  ]

  /// The folder of a module's sources.
  static func sources(_ module: String) -> String {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/PluralTableFormatTests/SPIBoundaryTests.swift
    return parts.joined(separator: "/") + "/Sources/" + module
  }

  /// The lines of `text` that declare something public (or open) without `spi` before it.
  static func plainPublicLines(_ text: String, spi: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      let words = line.split(whereSeparator: { $0 == " " || $0 == "(" })
      guard words.contains("public") || words.contains("open") else { return nil }
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("//") { return nil }
      let modifier = trimmed.range(of: "public ") ?? trimmed.range(of: "open ")
      guard let modifier else { return nil }
      return trimmed[..<modifier.lowerBound].hasSuffix(spi) ? nil : String(trimmed)
    }
  }

  @Test("a line that declares plain public API is found, one that declares SPI is not")
  func scanner() {
    let spi = "@_spi(TableFormat) "
    #expect(Self.plainPublicLines("  public static var x: Int { 0 }", spi: spi).count == 1)
    #expect(Self.plainPublicLines("@inlinable public func f() {}", spi: spi).count == 1)
    #expect(Self.plainPublicLines("@_spi(ExpatXML) public struct S {}", spi: spi).count == 1)
    #expect(
      Self.plainPublicLines("  @inlinable @_spi(TableFormat) public static var x: Int { 0 }", spi: spi)
        .isEmpty)
    #expect(Self.plainPublicLines("  /// The public API of the table format.", spi: spi).isEmpty)
    #expect(Self.plainPublicLines("  let republic = 1", spi: spi).isEmpty)
  }

  @Test("every public declaration of the module is SPI", arguments: modules.map(\.0))
  func everyDeclarationIsSPI(_ module: String) throws {
    let spi = try #require(Self.modules.first { $0.0 == module }?.1)
    let folder = Self.sources(module)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
    #expect(names.count >= 2, "no sources found in \(folder)")
    var declarations = 0
    for name in names {
      let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
      declarations += text.components(separatedBy: spi + "public ").count - 1
      let plain = Self.plainPublicLines(text, spi: spi)
      #expect(plain.isEmpty, "\(module)/\(name) declares public API outside the SPI: \(plain)")
    }
    // The scan saw the declarations it guards (PluralTableFormat has about 200, ExpatXML about 30,
    // InternalJSON about 45).
    #expect(declarations >= 20)
  }
}
