import ArgumentParser
import Foundation

/// How the plugins' tools (`LintLocalizationsTool`, `GenerateAccessorsTool`) read their
/// command line with the options `plurals` defines (``AccessorArguments``, and
/// LintCommandOptions' `LintArguments`), and how they write to standard error: every line prefixed with the tool's name, as
/// Xcode and `swift build` show a plugin's messages.
package enum ToolCommandLine {
  /// The exit status of a bad option or argument (sysexits' `EX_USAGE`, as `plurals` ends).
  package static let usageStatus: Int32 = 64

  /// `arguments` parsed as `Options` (their `validate()` included). `--help` prints the
  /// help on standard output and exits 0; anything else that stops the parse is one line
  /// `<tool>: error: <what is wrong>` on standard error (and `<tool>: <hint>` when there is
  /// one: where the accepted options are listed) and exit status ``usageStatus``.
  ///
  /// The parser is given each run of plain values as one element (``ValueRuns``), and the
  /// positional values at `values` are expanded after it: a plugin passing thousands of
  /// paths is read in linear time.
  ///
  /// ```swift
  /// let tool = ToolCommandLine.parse(Arguments.self, ["--strict", "a", "b", "c"], tool: "t",
  ///   values: \.options.paths)
  /// tool.options.paths   // ["a", "b", "c"]
  /// ```
  ///
  /// - Complexity: O(*n*) in the arguments.
  package static func parse<Options: ParsableArguments>(
    _ type: Options.Type, _ arguments: some Sequence<String>, tool: String,
    values: WritableKeyPath<Options, [String]>, hint: String? = nil
  ) -> Options {
    let runs = ValueRuns([tool] + Array(arguments), from: 1)
    do {
      var options = try Options.parse(runs.parsed)
      options[keyPath: values] = runs.expand(options[keyPath: values])
      return options
    } catch {
      if Options.exitCode(for: error) == .success {
        Console.write(Options.fullMessage(for: error, columns: nil) + "\n")
        exit(0)
      }
      message("error: \(Options.message(for: error))", tool: tool)
      if let hint { message(hint, tool: tool) }
      exit(usageStatus)
    }
  }

  /// Writes `<tool>: <text>` and a line break on standard error, after what standard output
  /// holds (``Console/message(_:tool:)``: `text` made one printable line).
  package static func message(_ text: String, tool: String) {
    Console.message(text, tool: tool)
  }
}
