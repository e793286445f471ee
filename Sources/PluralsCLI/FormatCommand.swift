import ArgumentParser
import Stringsdict

struct Format: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Format an entry of a .stringsdict file with arguments.",
    discussion: """
      Prints what an app gets from String(format:) on the localized format: plural \
      variants chosen with the CLDR rules of --language (default: the file's .lproj \
      folder) and plain C number output. Each argument is converted by the conversion \
      it meets: %d takes an integer of any size, %f a decimal numeral (its digits are \
      kept), %@ a string.

        plurals format --language pl Localizable.stringsdict "%d file(s)" 5
        plurals format --language en -- Localizable.stringsdict key -1
      """)

  @Option(help: "The language whose plural rules choose variants (e.g. pl, pt-BR).")
  var language: String?

  @Option(
    help: "Format like String(format:locale:): plural rules of this locale (numbers are not localized yet).")
  var locale: String?

  @Option(help: "The display width for NSStringVariableWidthRuleType entries.")
  var width: Int?

  @Option(help: "The device for NSStringDeviceSpecificRuleType entries (iphone, ipad, mac, applewatch, …).")
  var device = "other"

  @Argument(help: "The .stringsdict file.")
  var file: String

  @Argument(help: "The entry's key.")
  var key: String

  @Argument(parsing: .allUnrecognized, help: "The arguments of the format.")
  var arguments: [String] = []

  func run() throws {
    let table: StringsdictTable
    do {
      table = try StringsdictTable(contentsOf: file, language: language)
    } catch {
      printError("\(error.location): error: \(error.message)")
      throw ExitCode.failure
    }
    let options = FormatOptions(locale: locale ?? language, width: width, device: device)
    do {
      let values = arguments.filter { $0 != "--" }.map(FormatValue.text)
      let result = try table.formatDetailed(key, arguments: values, options: options)
      for diagnostic in result.diagnostics { printError(diagnostic.description) }
      print(result.text)
    } catch {
      printError(error.location.map { "\($0): error: \(error.message)" } ?? "error: \(error.message)")
      throw ExitCode.failure
    }
  }
}
