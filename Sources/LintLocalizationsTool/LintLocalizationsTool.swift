import Foundation
import LocalizationLint

/// The linter as the SwiftPM plugins run it: `plurals lint` without the rest
/// of the CLI (no argument-parser package to build, no resources), an
/// executable target that is no product, so that SwiftPM 6.3 finds it as a
/// plugin tool in this package and in the packages that use the plugins.
///
/// `LintLocalizationsTool [--werror|--strict|--no-werror|--no-strict] [--quiet]
/// [--format|--reporter F] [--output FILE] [--fix [--dry-run]] [--development-language L]
/// [--config FILE] [--baseline FILE] [--write-baseline FILE] [--] PATH…`, parsed and run
/// by `LintInvocation` as `plurals lint` runs it: the same output and exit status
/// (``LintExitCode``).
@main
enum LintLocalizationsTool {
  static func main() {
    var invocation: LintInvocation
    do {
      invocation = try LintInvocation(arguments: CommandLine.arguments.dropFirst())
    } catch {
      message("error: \(error)")
      exit(LintExitCode.usage.rawValue)
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
}
