import AccessorCodeGen
import Foundation

/// `plurals generate-accessors` as the build-tool plugin runs it: no
/// argument-parser package and no resources, an executable target that is
/// no product (see `LintLocalizationsTool`).
///
/// `GenerateAccessorsTool --output FILE --target NAME [--name N] [--access A]
/// [--development-language L] [--bundle-module [--resource-folder NAME]] [--config FILE]
/// [--strict] [--] PATH…`, parsed and run by `AccessorInvocation`, as `plurals
/// generate-accessors` runs it: the configuration (`.plurals-accessors.yml` of the target)
/// first, the options over it. Keys left out are printed as `file:line:column: warning: …`,
/// problems as `file:line:column: error: …` with exit status 1.
@main
enum GenerateAccessorsTool {
  static func main() {
    var invocation: AccessorInvocation
    do {
      invocation = try AccessorInvocation(arguments: CommandLine.arguments.dropFirst())
    } catch {
      message("error: \(error)")
      exit(64)
    }
    invocation.command =
      "swift build (GenerateAccessorsPlugin regenerates it for \(invocation.target ?? "the target") at every build)"
    let outcome = invocation.run()
    for line in outcome.diagnostics { print(line) }
    for line in outcome.messages { message(line) }
    exit(outcome.status)
  }

  static func message(_ text: String) {
    fflush(nil)
    try? FileHandle.standardError.write(contentsOf: Data("generate-accessors: \(text)\n".utf8))
  }
}
