import ArgumentParser
import CommandOptions
import LocalizedStrings
import Localization
import SourceFiles

struct Format: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Format an entry of a .stringsdict, .strings or .xcstrings file with arguments.",
    discussion: """
      Prints what an app gets from String(format:) on the localized format: plural \
      variants chosen with the CLDR rules of --language (default: the file's .lproj \
      folder) and plain C number output. Each argument is converted by the conversion \
      it meets: %d takes an integer of any size, %f a decimal numeral (its digits are \
      kept), %@ a string. Given arguments, a '%' that starts no conversion prints as on \
      Apple platforms (the character after it; at the end, nothing) and is reported on \
      standard error; plurals lint calls it an error. After '--' every argument is a value, '--' included. \
      The result is printed on one line: line breaks, control and \
      bidirectional characters as Swift escapes (\\n, \\u{1B}, \\u{202E}).

        plurals format --language pl Localizable.stringsdict "%d file(s)" 5
        plurals format --language en -- Localizable.stringsdict key -1
        plurals format --bundle Resources --language fr-CA,de "%d file(s)" 3
        plurals format Document.xcstrings "Found %lld items." --language cs 3
      """)

  @Option(
    help: """
      The language whose plural rules choose variants (pl, pt-BR). With --bundle, a \
      comma-separated list of preferred languages (default: the user's: LC_ALL, LC_MESSAGES, LANG, and \
      LANGUAGE unless the locale is C; the system's on macOS).
      """)
  var language: String?

  @Option(
    help:
      "Format like String(format:locale:): plural rules and number output of this locale (1 234 567 in fr).")
  var locale: String?

  @Option(
    help: """
      A directory of <language>.lproj folders and String Catalogs to look the key up in, \
      as Bundle.localizedString does.
      """)
  var bundle: String?

  @Option(
    help: """
      With --bundle: an HTTP Accept-Language value ("de-DE,de;q=0.9,pl;q=0.5") to negotiate \
      the localization, as a server does for a request.
      """)
  var acceptLanguage: String?

  @Flag(help: "With --bundle: write numbers the way the served localization writes them.")
  var localizedNumbers = false

  @Flag(
    help: """
      With --bundle: a key the served localization lacks gives the key itself, as Apple's Bundle \
      does (default: the text of the next localization of the search order that has it).
      """)
  var returnMissingKeys = false

  @Option(help: "The table name in the bundle (default: Localizable).")
  var table: String?

  @Option(help: "The display width for NSStringVariableWidthRuleType entries.")
  var width: Int?

  @Option(help: "The device for NSStringDeviceSpecificRuleType entries (iphone, ipad, mac, applewatch, …).")
  var device = "other"

  @Argument(help: "The .stringsdict, .strings or .xcstrings file, then the key (with --bundle: the key).")
  var file: String

  @Argument(parsing: .allUnrecognized, help: "The key (unless --bundle is given), then the arguments.")
  var rest: [String] = []

  func run() throws {
    // The positional values in order, each run the parser was given as one placeholder
    // read back here (linear in their number); a `--` after the first is a value.
    var items = ValueRuns(CommandLine.arguments, from: 2).expand([file] + rest)
    let file = items.removeFirst()
    let key: String
    if bundle != nil {
      key = file
    } else {
      guard !items.isEmpty else {
        printError("error: give the entry's key after the file")
        throw ExitCode.failure
      }
      key = items.removeFirst()
    }
    let values = items.map(FormatValue.text)
    // --language picks the table (and so its plural rules); --locale overrides both rules and numbers.
    // --locale is read once: its rules and numbers (region and -u-nu- included); text that is no language gets root's.
    if let locale, Language(locale) == nil {
      let near = LanguageTag.suggestion(for: locale).map { " (did you mean '\($0.identifier)'?)" } ?? ""
      printError("warning: '\(locale)' is no language\(near); using root's rules and numbers")
    }
    let options =
      if let locale {
        Language(locale).map { FormatOptions($0, width: width, device: device) }
          ?? FormatOptions(pluralLocale: .root, numberFormatLocale: .root, width: width, device: device)
      } else {
        FormatOptions(width: width, device: device)
      }
    do {
      let result: FormattedString
      if let bundle {
        let opened = try LocalizationBundle(path: bundle)
        let numbers: Localizer.NumberStyle = localizedNumbers ? .localized : .plain
        var localizer =
          if let acceptLanguage {
            opened.localizer(acceptLanguage: acceptLanguage, numbers: numbers)
          } else {
            opened.localizer(
              languages: language.map { $0.split(separator: ",").map(String.init) }
                ?? UserLanguages.currentTags,
              numbers: numbers)
          }
        localizer.device = device
        localizer.width = width
        localizer.missingKeys = returnMissingKeys ? .returnKey : .fallBack
        result = try localizer.formatDetailed(key, arguments: values, table: table)
        for error in opened.loadErrors { printError("\(error.location): error: \(error.message)") }
      } else if LocalizationFileKind(path: file) == .catalog {
        let catalog = try StringCatalog(contentsOf: file)
        guard catalog.keys.contains(key) else {
          throw FormatError(.unknownKey, "no entry '\(key)' in \(file)")
        }
        result = try catalog.formatDetailed(
          key, arguments: values, language: language ?? catalog.sourceLanguage, options: options)
      } else {
        let table = try StringTable(contentsOf: file, language: language)
        result = try table.formatDetailed(key, arguments: values, options: options)
      }
      for diagnostic in result.diagnostics { printError(diagnostic.description) }
      // One line: a text that holds line breaks or controls shows them escaped (\n, \u{1B}).
      Console.line(result.text)
    } catch let error as SourceError {
      printError("\(error.location): error: \(error.message)")
      throw ExitCode.failure
    } catch let error as FormatError {
      printError(error.location.map { "\($0): error: \(error.message)" } ?? "error: \(error.message)")
      throw ExitCode.failure
    }
  }
}
