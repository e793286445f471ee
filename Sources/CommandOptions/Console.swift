import Foundation
import SourceFiles

/// Where `plurals` and the plugins' tools write: every byte they print to standard
/// output or standard error passes ``PrintableText`` here, whatever made it (a report, a
/// configuration error, a formatted string, a message of the argument parser), so that
/// nothing from a file, a file name, a configuration or an argument reaches a terminal or
/// a CI log as a control character, starts a line of its own or forges a workflow command.
package enum Console {
  /// Writes `text`, lines a command made, to standard output as it is except for what
  /// ``PrintableText`` escapes: line feeds (and CRLF) kept, and what `kept` adds (a diff's
  /// tabs, the GitHub report's own workflow commands).
  package static func write(_ text: String, keeping kept: PrintableText.Kept = []) {
    print(PrintableText.escaped(text, keeping: kept.union(.lineFeeds)), terminator: "")
  }

  /// Writes `line`, made one printable line, and a line feed to standard output.
  package static func line(_ line: String) {
    print(PrintableText.escaped(line))
  }

  /// Writes `<tool>: <text>`, `text` made one printable line, and a line feed to standard
  /// error, after what standard output holds.
  package static func message(_ text: String, tool: String) {
    writeError("\(tool): \(PrintableText.escaped(text))\n")
  }

  /// Writes `text`, lines (an argument parser's error and usage), to standard error after
  /// what standard output holds, made printable as ``write(_:keeping:)`` makes them.
  package static func writeError(_ text: String) {
    fflush(nil)
    try? FileHandle.standardError.write(
      contentsOf: Data(PrintableText.escaped(text, keeping: .lineFeeds).utf8))
  }
}
