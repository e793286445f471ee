/// A command line whose runs of plain values stand in for themselves, so that the argument
/// parser reads a few elements however many values a command is given.
///
/// swift-argument-parser stores each value of an array argument by copying the whole array
/// and merging the whole set of the places it came from (`ParsedValues.update` and `set`
/// in 1.8), so reading *n* values takes *n*² steps (`Benchmarks/cli-arguments.sh` times
/// it). Here each run of three or more plain values (elements that are not options),
/// and everything after the first `--`, is given to the parser as one *placeholder*: its
/// first value stays as written (it may be an option's value) and the others become one
/// element that names their place in the command line. A command whose trailing array
/// argument takes plain values (`plurals format`, `plurals classify`, the paths of
/// `plurals lint` and `plurals generate-accessors` and of the plugins' tools, through
/// ``ToolCommandLine/parse(_:_:tool:values:)``) expands its positional values with
/// ``expand(_:)``, in one pass.
///
/// The parser sees every option and the first `--` as written, so options keep their
/// meaning wherever they stand; after that `--` every element is a value, `--` included
/// (the first one ends the options and is dropped).
///
/// ```swift
/// let runs = ValueRuns(["plurals", "format", "L.strings", "k", "1", "2", "3"], from: 2)
/// runs.parsed            // ["format", "L.strings", "\u{1}values:3-7"]
/// runs.expand(["L.strings", "\u{1}values:3-7"])   // ["L.strings", "k", "1", "2", "3"]
/// ```
package struct ValueRuns: Sendable {
  /// The whole command line, the program's name first (`CommandLine.arguments`).
  package let arguments: [String]
  /// What the argument parser reads: ``arguments`` without the program's name, each run
  /// of values but its first replaced by a placeholder.
  package let parsed: [String]
  /// False when some argument starts as a placeholder does: nothing is replaced, and
  /// ``expand(_:)`` gives the values back as the parser read them.
  package let replaces: Bool

  /// What every placeholder starts with: a control character no argument typed in a shell
  /// starts with.
  static let marker = "\u{1}values:"

  /// Runs of fewer values are given to the parser as they are.
  static let shortestRun = 3

  /// The command line `arguments` (the program's name first), its values replaced from
  /// index `start` on (the elements before it, such as the subcommand's name, stay).
  package init(_ arguments: [String], from start: Int) {
    self.arguments = arguments
    let first = min(max(start, 1), arguments.count)
    replaces = !arguments.contains { $0.hasPrefix(Self.marker) }
    guard replaces, first > 0 else {
      parsed = Array(arguments.dropFirst())
      return
    }
    var parsed = Array(arguments[1..<first])
    var index = first
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        // The options end (the parser still sees where, for an option left without its value):
        // every element after this one is a value, whatever it looks like.
        parsed.append(argument)
        if index + 1 < arguments.count { parsed.append(Self.placeholder(index + 1, arguments.count)) }
        break
      }
      guard !Self.isOption(argument) else {
        parsed.append(argument)
        index += 1
        continue
      }
      var end = index + 1
      while end < arguments.count, arguments[end] != "--", !Self.isOption(arguments[end]) { end += 1 }
      parsed.append(argument)
      if end - index >= Self.shortestRun {
        parsed.append(Self.placeholder(index + 1, end))
      } else {
        parsed += arguments[(index + 1)..<end]
      }
      index = end
    }
    self.parsed = parsed
  }

  /// Whether the argument parser reads `argument` as an option (or a group of short
  /// ones, or a negative number it refuses): a `-` and at least one more character.
  static func isOption(_ argument: String) -> Bool {
    argument.utf8.count > 1 && argument.utf8.first == UInt8(ascii: "-")
  }

  /// The element that stands for `arguments[start..<end]`.
  static func placeholder(_ start: Int, _ end: Int) -> String { "\(marker)\(start)-\(end)" }

  /// `values` (what the parser gave a command's positional arguments, in order) with each
  /// placeholder replaced by the values it stands for, and without the `--` that ends the
  /// options (the parser hands it on where a positional argument came before it). Every
  /// element after that `--` is in a placeholder, so a `--` there is a value and stays.
  ///
  /// Where nothing was replaced (``replaces``), every `--` is taken for the end of the options.
  ///
  /// - Complexity: O(*n*) in the values given back.
  package func expand(_ values: [String]) -> [String] {
    var expanded: [String] = []
    expanded.reserveCapacity(values.count)
    for value in values where value != "--" {
      if replaces, let range = range(of: value) {
        expanded += arguments[range]
      } else {
        expanded.append(value)
      }
    }
    return expanded
  }

  /// The places a placeholder names, nil for any other value.
  func range(of value: String) -> Range<Int>? {
    guard value.hasPrefix(Self.marker) else { return nil }
    let bounds = value.dropFirst(Self.marker.count).split(separator: "-")
    guard bounds.count == 2, let start = Int(bounds[0]), let end = Int(bounds[1]), 0 < start, start < end,
      end <= arguments.count
    else { return nil }
    return start..<end
  }
}
