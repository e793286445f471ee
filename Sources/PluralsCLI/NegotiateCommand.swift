import ArgumentParser
import CommandOptions
import Localization
import LocalizedStrings

struct Negotiate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show which localization of a bundle serves an Accept-Language header.",
    discussion: """
      Prints what a server using the bundle negotiates for the header: the localization \
      that serves it (for Content-Language), the plural and number locales, and the \
      localizations searched, best first.

        plurals negotiate --bundle Resources "de-DE,de;q=0.9,pl;q=0.5"
      """)

  @Option(help: "A directory of <language>.lproj folders and String Catalogs.")
  var bundle: String

  @Argument(help: "The Accept-Language header value.")
  var header: String

  func run() throws {
    do {
      let opened = try LocalizationBundle(path: bundle)
      let localizer = opened.localizer(acceptLanguage: header)
      let accept = AcceptLanguage(header)
      Console.line(
        "requested:    \(accept.ranges.map { "\($0.tag);q=\(Double($0.quality) / 1000)" }.joined(separator: ", "))"
      )
      if !accept.excluded.isEmpty { Console.line("excluded:     \(accept.excluded.joined(separator: ", "))") }
      Console.line("localization: \(localizer.localization ?? "(none)")")
      Console.line("language:     \(localizer.language)")
      Console.line("plural rules: \(localizer.pluralLocaleIdentifier)")
      Console.line("numbers:      \(localizer.numberFormatLocaleIdentifier ?? "plain")")
      Console.line("search order: \(localizer.searchOrder.joined(separator: ", "))")
      for error in opened.loadErrors { printError("\(error.location): error: \(error.message)") }
    } catch {
      printError("\(error.location): error: \(error.message)")
      throw ExitCode.failure
    }
  }
}
