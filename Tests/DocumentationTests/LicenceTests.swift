import Foundation
import Testing

/// The licence files the README and NOTICE name are there, and the CLDR data's is the
/// Unicode License v3 of the release the built-in tables come from.
@Suite("Licence files and the README's links")
struct LicenceTests {
  /// The relative link targets of a Markdown file (`[text](path)`, anchors and URLs left out).
  static func relativeLinks(_ text: String) -> [String] {
    text.matches(of: /\]\(([^)\s#]+)(#[^)]*)?\)/).map { String($0.output.1) }
      .filter { !$0.contains("://") && !$0.hasPrefix("mailto:") }
  }

  @Test(
    "every relative link of the README and every path NOTICE names exists",
    arguments: ["README.md", "NOTICE"])
  func linksExist(document: String) throws {
    let text = try String(contentsOfFile: packageRoot + "/" + document, encoding: .utf8)
    let paths =
      document == "NOTICE"
      ? text.matches(of: /(?:cldr-data|Sources|LICENSE)[\w\/\*\.-]*/).map { String($0.output) }
        .map { $0.hasSuffix(".") ? String($0.dropLast()) : $0 }.filter { !$0.contains("*") }
      : Self.relativeLinks(text)
    #expect(paths.contains("cldr-data/LICENSE"), "\(paths)")
    for path in paths {
      #expect(FileManager.default.fileExists(atPath: packageRoot + "/" + path), "\(document) names \(path)")
    }
  }

  @Test("cldr-data/LICENSE is the Unicode License v3 of the CLDR release the tables come from")
  func cldrLicence() throws {
    let licence = try String(contentsOfFile: packageRoot + "/cldr-data/LICENSE", encoding: .utf8)
    let release = try String(contentsOfFile: packageRoot + "/cldr-data/json/LICENSE", encoding: .utf8)
    #expect(licence.hasPrefix("UNICODE LICENSE V3\n"))
    #expect(licence.contains("SPDX-License-Identifier: Unicode-3.0"))
    #expect(licence == release)
  }
}
