import LocaleNumbers
import Plurals

/// The release of swift-plurals and of the CLDR data behind its checks, as
/// `plurals --version` and the SARIF log of a lint run report them. Not public:
/// the runtime names its own data's releases (`PluralRules.cldrVersion`,
/// `LocalizedNumberFormat.cldrVersion`), and a package that depends on this one
/// has its release in `Package.resolved`.
///
/// ```swift
/// SwiftPlurals.version        // "0.1.0"
/// SwiftPlurals.cldrVersion    // "48"
/// SwiftPlurals.versionLine    // "0.1.0 (CLDR 48)"
/// SwiftPlurals.numberDataVersion  // "48"
/// ```
package enum SwiftPlurals {
  /// The package's release (semantic versioning; CHANGELOG.md lists them).
  package static let version = "0.1.0"

  /// The CLDR release the plural rules come from.
  package static var cldrVersion: String { PluralRules.cldrVersion }

  /// The CLDR release the number data (`LocalizedNumberFormat`) comes from:
  /// ``cldrVersion`` unless the tables were generated from a release without
  /// number data (`generate-cldr-tables --shipped-numbers`).
  package static var numberDataVersion: String { LocalizedNumberFormat.cldrVersion }

  /// The versions in one line: `0.1.0 (CLDR 48)`, or, when the number data
  /// is of another release, `0.1.0 (CLDR 45, number data CLDR 48)`.
  package static var versionLine: String {
    versionLine(rules: cldrVersion, numbers: numberDataVersion)
  }

  /// The line of ``versionLine`` for these releases.
  package static func versionLine(rules: String, numbers: String) -> String {
    rules == numbers
      ? "\(version) (CLDR \(rules))" : "\(version) (CLDR \(rules), number data CLDR \(numbers))"
  }

  /// Where the project, its documentation and its diagnostic codes are described.
  package static let repositoryURL = "https://github.com/swift-plurals/swift-plurals"
}
