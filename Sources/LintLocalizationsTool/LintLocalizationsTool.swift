import Foundation
import LocalizationLint

/// The linter as the SwiftPM plugins run it: `plurals lint` without the rest
/// of the CLI (no argument-parser package to build, no resources), an
/// executable target that is no product, so that SwiftPM 6.3 finds it as a
/// plugin tool in this package and in the packages that use the plugins.
///
/// `LintLocalizationsTool [--werror] [--format F] [--development-language L] [--] PATH…`,
/// with `plurals lint`'s output and exit status.
@main
enum LintLocalizationsTool {
  static func main() {
    var arguments = CommandLine.arguments.dropFirst()[...]
    var paths: [String] = []
    var format = LintFormat.text
    var warningsAsErrors = false
    var developmentLanguage = "en"
    while let argument = arguments.popFirst() {
      switch argument {
      case "--":
        paths += arguments
        arguments = []
      case "--werror": warningsAsErrors = true
      case "--format":
        guard let value = arguments.popFirst(), let chosen = LintFormat(rawValue: value) else {
          fail("--format takes one of: \(LintFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        format = chosen
      case "--development-language":
        guard let value = arguments.popFirst() else { fail("--development-language takes a language") }
        developmentLanguage = value
      case _ where argument.hasPrefix("--"): fail("unknown option \(argument)")
      default: paths.append(argument)
      }
    }
    let report = Linter.lint(paths: paths, developmentLanguage: developmentLanguage)
    print(report.rendered(as: format, relativeTo: FileManager.default.currentDirectoryPath), terminator: "")
    for path in report.unreadablePaths { message("error: cannot read \(path)") }
    exit(report.exitStatus(warningsAsErrors: warningsAsErrors))
  }

  static func message(_ text: String) {
    fflush(nil)
    try? FileHandle.standardError.write(contentsOf: Data("lint-localizations: \(text)\n".utf8))
  }

  static func fail(_ text: String) -> Never {
    message("error: \(text)")
    exit(64)
  }
}
