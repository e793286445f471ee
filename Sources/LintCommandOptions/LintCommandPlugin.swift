import ArgumentParser

/// How `swift package lint-localizations` (the command plugin, which can import nothing of
/// this package) hands `LintLocalizationsTool` the files of the targets it chose and what its
/// user typed, so that the tool, not the plugin, reads every option with ``LintArguments``:
/// the plugin takes out `--target` alone and passes the rest on untouched.
///
/// The tool's command line is then ``marker``, the number of files, the files, and the
/// user's arguments:
///
/// ```swift
/// let line = LintCommandPluginLine(["--from-command-plugin", "1", "App/en.lproj/L.strings", "--fix"])
/// line?.files       // ["App/en.lproj/L.strings"]
/// line?.arguments   // ["--fix"]
/// ```
package struct LintCommandPluginLine: Sendable, Equatable {
  /// The first argument of a command line the command plugin makes.
  package static let marker = "--from-command-plugin"

  /// The localization files (and copied folders) of the targets, relative to the package.
  package var files: [String]
  /// What the user typed after `swift package lint-localizations`, `--target` taken out.
  package var arguments: [String]

  /// The command line that ``init(_:)`` reads back as `files` and `arguments`.
  package static func commandLine(files: [String], arguments: [String]) -> [String] {
    [marker, String(files.count)] + files + arguments
  }

  /// `commandLine` (without the program's name) read as the plugin wrote it, nil when it
  /// does not start with ``marker`` and a count of files it holds.
  package init?(_ commandLine: some Collection<String>) {
    let line = Array(commandLine)
    guard line.count >= 2, line[0] == Self.marker, let count = Int(line[1]), count >= 0,
      count <= line.count - 2
    else { return nil }
    files = Array(line[2..<(2 + count)])
    arguments = Array(line[(2 + count)...])
  }
}

/// `swift package lint-localizations`'s options, as its `--help` lists them: `--target`
/// (which the plugin reads itself) and every option of `plurals lint` (``LintArguments``).
package struct LintCommandPluginArguments: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "swift package lint-localizations",
    abstract: "Lint the localization files of the package's targets, as `plurals lint` does.",
    discussion: """
      Every option of `plurals lint` is taken. Paths are not: the files are the targets'; \
      lint other paths with `swift run plurals lint PATH`.
      """)

  @Option(help: "A target to lint (repeat it for more; default: every target).")
  package var target: [String] = []

  @OptionGroup package var options: LintArguments

  package init() {}

  /// What the plugin cannot do that `plurals lint` does, and the command that does it (the
  /// user's arguments given to `swift run plurals lint`): nil when it can do everything asked. `rules` as the only path lists the rules
  /// (``LintArguments/listsRules(commandLine:)``) and is no path.
  /// - Parameter arguments: the user's command line, to look for `--`.
  package func refusal(commandLine arguments: some Sequence<String>) -> String? {
    let arguments = Array(arguments)
    guard !options.paths.isEmpty, !options.listsRules(commandLine: arguments) else { return nil }
    let command = (["swift", "run", "plurals", "lint"] + arguments.map(Self.shellWord)).joined(separator: " ")
    return """
      the command plugin lints the files of the package's targets (choose them with --target), \
      not paths: \(command)
      """
  }

  /// `word` as a shell reads it back: as it is when it holds only characters no shell
  /// treats specially, else in single quotes.
  static func shellWord(_ word: String) -> String {
    let plain =
      !word.isEmpty
      && word.unicodeScalars.allSatisfy { scalar in
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
          || "-_./+,:@%=".unicodeScalars
            .contains(scalar)
      }
    return plain ? word : "'" + word.replacing("'", with: "'\\''") + "'"
  }
}
