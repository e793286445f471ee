import Foundation
import Testing

/// The package's root folder (three levels above this file).
let packageRoot: String = {
  var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(3)
  return parts.joined(separator: "/")
}()

@Suite("plurals --version")
struct VersionTests {
  /// The newest released version in CHANGELOG.md: its first `## [x.y.z]` heading.
  static func changelogRelease() throws -> String {
    let changelog = try String(contentsOfFile: packageRoot + "/CHANGELOG.md", encoding: .utf8)
    let headings = changelog.split(separator: "\n").filter { $0.hasPrefix("## [") }
    let released = try #require(headings.first { !$0.hasPrefix("## [Unreleased]") })
    return String(released.dropFirst(4).prefix { $0 != "]" })
  }

  /// The CLDR version of the release in cldr-data/json/ (`_cldrVersion` of its plurals.json).
  static func cldrDataVersion() throws -> String {
    let plurals = try String(
      contentsOfFile: packageRoot + "/cldr-data/json/cldr-core/supplemental/plurals.json", encoding: .utf8)
    let line = try #require(plurals.split(separator: "\n").first { $0.contains("\"_cldrVersion\"") })
    return String(line.split(separator: "\"")[3])
  }

  @Test("prints the release of CHANGELOG.md and the CLDR version of cldr-data/json/")
  func versionLine() throws {
    let release = try Self.changelogRelease()
    #expect(release.split(separator: ".").count == 3 && release.allSatisfy { $0.isNumber || $0 == "." })
    let result = try runPlurals(["--version"])
    #expect(result.status == 0)
    #expect(result.output == "\(release) (CLDR \(try Self.cldrDataVersion()))\n")
  }

  @Test("the README's install line asks for the current release")
  func installLine() throws {
    let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
    let line = try #require(readme.split(separator: "\n").first { $0.contains(".package(url:") })
    #expect(line.hasSuffix("from: \"\(try Self.changelogRelease())\"),"))
  }
}
