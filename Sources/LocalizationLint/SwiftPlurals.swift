import Plurals

/// The release of swift-plurals and of the CLDR data behind its checks, as
/// `plurals --version` and the SARIF log of a lint run report them.
///
/// ```swift
/// SwiftPlurals.version        // "0.1.0"
/// SwiftPlurals.cldrVersion    // "48"
/// SwiftPlurals.versionLine    // "0.1.0 (CLDR 48)"
/// ```
public enum SwiftPlurals {
  /// The package's release (semantic versioning; CHANGELOG.md lists them).
  public static let version = "0.1.0"

  /// The CLDR release the plural rules and number data come from.
  public static var cldrVersion: String { PluralRules.cldrVersion }

  /// Both versions in one line: `0.1.0 (CLDR 48)`.
  public static var versionLine: String { "\(version) (CLDR \(cldrVersion))" }

  /// Where the project, its documentation and its diagnostic codes are described.
  public static let repositoryURL = "https://github.com/swift-plurals/swift-plurals"
}
