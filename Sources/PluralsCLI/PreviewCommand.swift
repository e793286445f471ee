import ArgumentParser
import CommandOptions
import Foundation
import LocalizationLint

struct Preview: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write one HTML page with every plural form of every plural entry, for translators to review.",
    discussion: """
      Files are found as `plurals lint` finds them (directories walked; with no path, the \
      configuration's `included` paths, else the current directory). For each plural entry \
      (.stringsdict variables, String Catalog plural variations and substitutions, device \
      variants) and each language, the page shows every category the language uses, the entry \
      formatted at one of CLDR's sample numbers for it in the language's own digits and \
      separators, and CLDR's samples of the category: decimals only where the variable's value \
      type takes them (a %d variable shows integers only). Entries with lint findings come first, \
      each with its findings; the development language's text is beside each entry. The page is \
      self-contained: inline CSS, no script, nothing loaded from elsewhere.

        plurals preview Resources --output plurals.html
        plurals preview --locale pl,ru App/Localizable.xcstrings > review.html

      Exit status: 0 the page was written; 1 no localization file found; 2 a path could not \
      be read (the page lists it); 64 a bad option or argument; 78 the configuration cannot be read.
      """)

  @Argument(
    help:
      "Files or directories to preview (default: the configuration's `included`, else the current directory)."
  )
  var paths: [String] = []

  @Option(
    parsing: .unconditional,
    help:
      "Write the page to this file, replaced whole, never through a symbolic link nor over a file the run reads (default: standard output)."
  )
  var output: String?

  @Option(
    name: .customLong("locale"), parsing: .unconditional,
    help: "Only these languages, comma-separated (pl,pt-BR; default: every language found).")
  var locales: String?

  @Option(
    parsing: .unconditional,
    help:
      "The development language (Base.lproj's language and the source text shown); replaces the configuration's."
  )
  var developmentLanguage: String?

  @Option(
    name: .customLong("config"), parsing: .unconditional,
    help: "The configuration file (default: .plurals-lint.yml in the current directory, if there is one).")
  var configuration: String?

  func run() throws {
    var invocation = LintInvocation()
    // The parser was given each run of paths as one placeholder (ValueRuns).
    invocation.paths = ValueRuns(CommandLine.arguments, from: 2).expand(paths)
    invocation.outputPath = output
    invocation.developmentLanguage = developmentLanguage
    invocation.configurationPath = configuration
    invocation.workingDirectory = FileManager.default.currentDirectoryPath
    let languages = locales.map { $0.split(separator: ",").map(String.init).filter { !$0.isEmpty } }
    let outcome = invocation.preview(languages: languages)
    Console.write(outcome.output)
    for message in outcome.messages { printError(message) }
    if outcome.status != 0 { throw ExitCode(outcome.status) }
  }
}
