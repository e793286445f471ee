import CLDRData
import Foundation
@testable import CodeGeneration
import PluralRuleSyntax
@_spi(TableFormat) import PluralTableFormat
import Testing

/// CLDR releases in their JSON form, in ../shared/cldr-json (not part of this repository).
enum SharedReleases {
  static let directory = packageRoot + "/../shared/cldr-json"

  /// The release folders (`41.0.0` …), oldest first; empty when the folder is absent.
  static let folders: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.first?.isNumber == true }
      .sorted {
        $0.split(separator: ".").map { Int($0) ?? 0 }.lexicographicallyPrecedes(
          $1.split(separator: ".").map { Int($0) ?? 0 })
      }
  }()

  static func path(_ release: String) -> String { directory + "/" + release }

  /// Whether `release` is there; prints why a test is skipped when not.
  static func isAvailable(_ release: String) -> Bool {
    let available = FileManager.default.fileExists(atPath: path(release) + "/" + CLDRTreeForm.jsonMarker)
    if !available { print("skipping: CLDR JSON release \(path(release)) is absent") }
    return available
  }

  static var hasAny: Bool {
    if folders.isEmpty { print("skipping: no CLDR JSON releases in \(directory)") }
    return !folders.isEmpty
  }

  /// CLDR 41 from Debian's XML (cldr-data/xml/), and releases of ../shared/cldr-json, each read once.
  static let xml41 = load(xmlTree41)
  static let json41 = load(path("41.0.0"))
  static let json48 = load(path("48.0.0"))

  static func load(_ directory: String) -> CLDRRelease {
    do {
      return try CLDRRelease.load(directory)
    } catch {
      fatalError("cannot load \(directory): \(error)")
    }
  }
}
