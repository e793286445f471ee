internal import InternalUtilities
import SourceFiles

/// The hunks of a unified diff (three lines of context) for fixes of a text:
/// `--fix --dry-run` prints them, for review or for `git apply`. A hunk is minimal: the
/// lines between two changes of one hunk are context, shown once, never removed and
/// added again.
///
/// A line is printed as the file holds it, its line end (LF or CRLF) and tabs
/// included, so the diff of an ordinary file applies. A line that holds a
/// character ``PrintableText`` escapes (a bare carriage return, ESC, BEL, NUL,
/// a C1, a line or paragraph separator, a bidirectional control), a `##[`
/// (GitHub Actions' older command form, obeyed anywhere in a line), or a
/// context line that starts with `::` (after white space: a GitHub Actions
/// workflow command once the mark's space is trimmed), is printed escaped
/// instead (`\r`, `\u{1B}`, `##\u{5B}`, `\u{3A}:`), never raw, and its hunk's header says
/// so after the `@@ … @@` (``escapedNote``), where `git apply` and `patch`
/// ignore text: such a hunk shows what changes but does not apply, as its
/// lines are not the file's bytes; `--fix` itself writes it.
enum UnifiedDiff {
  static let context = 3

  /// What follows the `@@ -a,b +c,d @@` of a hunk with a line printed escaped.
  static let escapedNote =
    "lines shown escaped (control or bidirectional characters, or a workflow command); this hunk does not apply"

  /// `@@ -a,b +c,d @@` hunks of `text` (UTF-8) with `fixes` (sorted, not overlapping) made.
  static func hunks(of text: [UInt8], fixes: [LintFix]) -> String {
    // Line i runs from starts[i] to starts[i + 1]; lines end at line feeds.
    var starts = [0]
    for (index, byte) in text.enumerated() where byte == 0x0A && index + 1 < text.count {
      starts.append(index + 1)
    }
    let lineCount = text.isEmpty ? 0 : starts.count
    starts.append(text.count)
    // The last line starting at or before `offset` (the first for an empty text).
    func line(of offset: Int) -> Int { max(0, starts[..<lineCount].partitionPoint { $0 <= offset } - 1) }
    // The old lines each fix touches, and the fixes grouped into hunks whose contexts do not meet.
    // A group names its fixes by their indices (a run of them), so that a long run costs no copies.
    var groups: [(lines: Range<Int>, fixes: Range<Int>)] = []
    for (index, fix) in fixes.enumerated() {
      let first = line(of: fix.range.lowerBound)
      let last = fix.range.isEmpty ? first : line(of: fix.range.upperBound - 1)
      let lines = first..<(last + 1)
      if let previous = groups.last, lines.lowerBound <= previous.lines.upperBound + 2 * context {
        groups[groups.count - 1] = (
          previous.lines.lowerBound..<max(previous.lines.upperBound, lines.upperBound),
          previous.fixes.lowerBound..<(index + 1)
        )
      } else {
        groups.append((lines, index..<(index + 1)))
      }
    }
    var output = ""
    var shift = 0  // new lines minus old lines, in the hunks so far
    for group in groups {
      // Within a group, the fixes on the same or adjacent lines make one change; the lines
      // between two changes are context (shown once, not removed and added again).
      var changes: [(lines: Range<Int>, fixes: Range<Int>)] = []
      for index in group.fixes {
        let fix = fixes[index]
        let first = line(of: fix.range.lowerBound)
        let last = fix.range.isEmpty ? first : line(of: fix.range.upperBound - 1)
        if let previous = changes.last, first <= previous.lines.upperBound {
          changes[changes.count - 1] = (
            previous.lines.lowerBound..<max(previous.lines.upperBound, last + 1),
            previous.fixes.lowerBound..<(index + 1)
          )
        } else {
          changes.append((first..<(last + 1), index..<(index + 1)))
        }
      }
      let before = max(0, group.lines.lowerBound - context)..<group.lines.lowerBound
      let after = group.lines.upperBound..<min(lineCount, group.lines.upperBound + context)
      var body = ""
      var escaped = false
      func show(_ mark: Unicode.Scalar, _ bytes: [UInt8]) {
        let (line, changed) = rendered(mark, bytes)
        body += line
        escaped = escaped || changed
      }
      func show(_ range: Range<Int>, _ mark: Unicode.Scalar) {
        for index in range { show(mark, Array(text[starts[index]..<starts[index + 1]])) }
      }
      show(before, " ")
      var oldCount = before.count + after.count
      var newCount = before.count + after.count
      var added = 0
      for (number, change) in changes.enumerated() {
        // The change's lines with its fixes made, in one pass.
        var region: [UInt8] = []
        var offset = starts[change.lines.lowerBound]
        for fix in fixes[change.fixes] {
          region += text[offset..<fix.range.lowerBound]
          region += fix.replacement.utf8
          offset = fix.range.upperBound
        }
        region += text[offset..<starts[change.lines.upperBound]]
        let new = split(region)
        show(change.lines, "-")
        for bytes in new { show("+", bytes) }
        let between =
          change.lines
          .upperBound..<(number + 1 < changes.count
          ? changes[number + 1].lines.lowerBound : change.lines.upperBound)
        show(between, " ")
        oldCount += change.lines.count + between.count
        newCount += new.count + between.count
        added += new.count - change.lines.count
      }
      show(after, " ")
      let oldStart = oldCount == 0 ? before.lowerBound : before.lowerBound + 1
      let newStart = newCount == 0 ? before.lowerBound + shift : before.lowerBound + shift + 1
      output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\(escaped ? " " + escapedNote : "")\n"
      output += body
      shift += added
    }
    return output
  }

  /// The one hunk of a file created with `text` (UTF-8): `@@ -0,0 +1,n @@`, every line added.
  static func creation(of text: [UInt8]) -> String {
    let lines = split(text)
    var escaped = false
    var body = ""
    for line in lines {
      let (shown, changed) = rendered("+", line)
      body += shown
      escaped = escaped || changed
    }
    let note = escaped ? " " + escapedNote : ""
    return "@@ -0,0 +1,\(lines.count) @@\(note)\n" + body
  }

  /// The lines of `bytes`, each with its line feed.
  private static func split(_ bytes: [UInt8]) -> [[UInt8]] {
    var lines: [[UInt8]] = []
    var current: [UInt8] = []
    for byte in bytes {
      current.append(byte)
      if byte == 0x0A {
        lines.append(current)
        current = []
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// A diff line: the mark, the line (``PrintableText`` where it must be: see the type), and
  /// the marker of a last line without a line feed; and whether the line was escaped.
  private static func rendered(_ mark: Unicode.Scalar, _ line: [UInt8]) -> (String, escaped: Bool) {
    let text = String(decoding: line, as: UTF8.self)
    // The line and its line end: the line feed, and a carriage return right before it.
    var kept: PrintableText.Kept = [.lineFeeds, .tabs]
    // After the space of a context line, a GitHub runner would read `::` as a command.
    if mark != " " { kept.insert(.commands) }
    let shown = PrintableText.escaped(text, keeping: kept)
    let line = String(mark) + shown
    return (line.utf8.last == 0x0A ? line : line + "\n\\ No newline at end of file\n", shown != text)
  }

  /// A `---` or `+++` line naming `path` (``quoted(_:)``), which ends with a tab when the
  /// name holds a space, as git writes it (`diff.c`, since 2006): `patch` reads a name up to
  /// a tab, else up to the first space; `git apply` takes either.
  static func header(_ mark: String, _ path: String) -> String {
    let name = path == "/dev/null" ? path : quoted(path)
    return "\(mark) \(name)\(name.contains(" ") ? "\t" : "")\n"
  }

  /// A path for a `---`/`+++` line, quoted as git quotes one when it holds a character
  /// ``PrintableText`` escapes (a control, C1 or bidirectional character), a quote or a
  /// backslash (`"a/x\nb"`; then every byte outside ASCII in octal), or `##[` (its `[` as
  /// `\133`, which git reads back as `[`): a name from a pull request cannot end the line and
  /// forge a header or a hunk in the diff someone applies, reach the terminal as a control,
  /// reorder the line, nor read as a GitHub Actions command.
  static func quoted(_ path: String) -> String {
    guard
      path.unicodeScalars.contains(where: { PrintableText.isEscaped($0) || $0 == "\"" || $0 == "\\" })
        || path.contains("##[")
    else {
      return path
    }
    var result = "\""
    var hashes = 0
    for byte in path.utf8 {
      defer { hashes = byte == UInt8(ascii: "#") ? hashes + 1 : 0 }
      switch byte {
      case UInt8(ascii: "[") where hashes >= 2: result += "\\133"
      case 0x22: result += "\\\""
      case 0x5C: result += "\\\\"
      case 0x09: result += "\\t"
      case 0x0A: result += "\\n"
      case 0x0D: result += "\\r"
      case ..<0x20, 0x7F...: result += "\\" + String(byte, radix: 8).leftPadded(to: 3)
      default: result.unicodeScalars.append(Unicode.Scalar(byte))
      }
    }
    return result + "\""
  }
}

extension String {
  /// Zeros before the digits, up to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
