import AccessorCodeGen
import Foundation

/// `plurals generate-accessors` as the build-tool plugin runs it: no
/// argument-parser package and no resources, an executable target that is
/// no product (see `LintLocalizationsTool`).
///
/// `GenerateAccessorsTool --output FILE --target NAME [--name N] [--access A]
/// [--development-language L] [--bundle-module [--resource-folder NAME]] [--config FILE] [--] PATH…`;
/// the configuration (`.plurals-accessors.yml` of the target) is applied before the options
/// after it. Keys left out are printed as `file:line:column: warning: …`; problems are printed as
/// `file:line:column: error: …`, and the exit status is 1.
@main
enum GenerateAccessorsTool {
  static func main() {
    var arguments = CommandLine.arguments.dropFirst()[...]
    var paths: [String] = []
    var output: String?
    var target = "the target"
    var options = AccessorOptions(command: "")
    func value(_ option: String) -> String {
      guard let value = arguments.popFirst() else { fail("\(option) takes a value") }
      return value
    }
    while let argument = arguments.popFirst() {
      switch argument {
      case "--":
        paths += arguments
        arguments = []
      case "--output": output = value(argument)
      case "--target": target = value(argument)
      case "--name": options.typeName = value(argument)
      case "--access":
        guard let access = AccessLevel(rawValue: value(argument)) else {
          fail("--access takes one of: \(AccessLevel.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        options.access = access
      case "--development-language": options.developmentLanguage = value(argument)
      case "--bundle-module": options.readsBundleModule = true
      case "--resource-folder": options.resourceFolder = value(argument)
      case "--config":
        let path = value(argument)
        do {
          try AccessorConfiguration.apply(path, to: &options)
        } catch {
          print("\(error.location): error: \(error.message)")
          message("error: no accessors generated for \(target): the configuration is invalid")
          exit(1)
        }
      case _ where argument.hasPrefix("--"): fail("unknown option \(argument)")
      default: paths.append(argument)
      }
    }
    guard let output else { fail("--output is required") }
    options.command = "swift build (GenerateAccessorsPlugin regenerates it for \(target) at every build)"
    do {
      let generated = try AccessorGenerator.generate(paths: paths, options: options)
      for warning in generated.warnings { print(warning.description) }
      let source = generated.source
      // Written only when it changed, so that an unchanged file does not recompile the target.
      if (try? String(contentsOfFile: output, encoding: .utf8)) != source {
        try source.write(toFile: output, atomically: true, encoding: .utf8)
      }
    } catch let error as AccessorGenerationError {
      print(error.description)
      message("error: no accessors generated for \(target): \(error.problems.count) problem(s)")
      exit(1)
    } catch {
      fail("cannot write \(output): \(error)")
    }
  }

  static func message(_ text: String) {
    fflush(nil)
    try? FileHandle.standardError.write(contentsOf: Data("generate-accessors: \(text)\n".utf8))
  }

  static func fail(_ text: String) -> Never {
    message("error: \(text)")
    exit(64)
  }
}
