import Foundation
import LocalizationLint

/// The linter as the SwiftPM plugins run it: `plurals lint` without the rest
/// of the CLI (no argument-parser package to build, no resources), an
/// executable target that is no product, so that SwiftPM 6.3 finds it as a
/// plugin tool in this package and in the packages that use the plugins.
///
/// `LintLocalizationsTool [--werror] [--quiet] [--format F] [--development-language L]
/// [--config FILE] [--baseline FILE] [--write-baseline FILE] [--] PATH…`,
/// with `plurals lint`'s output and exit status (``LintExitCode``).
@main
enum LintLocalizationsTool {
  static func main() {
    var arguments = CommandLine.arguments.dropFirst()[...]
    var invocation = LintInvocation()
    /// The value after an option, or a usage error naming what it takes.
    func value(of option: String, _ what: String) -> String {
      guard let value = arguments.popFirst() else { fail("\(option) takes \(what)") }
      return value
    }
    while let argument = arguments.popFirst() {
      switch argument {
      case "--":
        invocation.paths += arguments
        arguments = []
      case "--werror": invocation.warningsAsErrors = true
      case "--quiet": invocation.quiet = true
      case "--format":
        guard let value = arguments.popFirst(), let chosen = LintFormat(rawValue: value) else {
          fail("--format takes one of: \(LintFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        invocation.format = chosen
      case "--development-language": invocation.developmentLanguage = value(of: argument, "a language")
      case "--config": invocation.configurationPath = value(of: argument, "a file")
      case "--baseline": invocation.baselinePath = value(of: argument, "a file")
      case "--write-baseline": invocation.writeBaselinePath = value(of: argument, "a file")
      case _ where argument.hasPrefix("--"): fail("unknown option \(argument)")
      default: invocation.paths.append(argument)
      }
    }
    invocation.workingDirectory = FileManager.default.currentDirectoryPath
    let outcome = invocation.run()
    print(outcome.output, terminator: "")
    for line in outcome.messages { message(line) }
    exit(outcome.status)
  }

  static func message(_ text: String) {
    fflush(nil)
    try? FileHandle.standardError.write(contentsOf: Data("lint-localizations: \(text)\n".utf8))
  }

  static func fail(_ text: String) -> Never {
    message("error: \(text)")
    exit(LintExitCode.usage.rawValue)
  }
}
