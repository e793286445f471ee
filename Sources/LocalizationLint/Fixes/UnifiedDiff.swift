/// The hunks of a unified diff (three lines of context) for fixes of a text:
/// `--fix --dry-run` prints them, for review or for `git apply`.
enum UnifiedDiff {
  static let context = 3

  /// `@@ -a,b +c,d @@` hunks of `text` (UTF-8) with `fixes` (sorted, not overlapping) made.
  static func hunks(of text: [UInt8], fixes: [LintFix]) -> String {
    // Line i runs from starts[i] to starts[i + 1]; lines end at line feeds.
    var starts = [0]
    for (index, byte) in text.enumerated() where byte == 0x0A && index + 1 < text.count {
      starts.append(index + 1)
    }
    let lineCount = text.isEmpty ? 0 : starts.count
    starts.append(text.count)
    func line(of offset: Int) -> Int {
      var low = 0
      var high = lineCount - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if starts[middle] <= offset { low = middle } else { high = middle - 1 }
      }
      return low
    }
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
      // The group's lines with its fixes made, in one pass.
      var region: [UInt8] = []
      var offset = starts[group.lines.lowerBound]
      for fix in fixes[group.fixes] {
        region += text[offset..<fix.range.lowerBound]
        region += fix.replacement.utf8
        offset = fix.range.upperBound
      }
      region += text[offset..<starts[group.lines.upperBound]]
      let added = split(region)
      let before = max(0, group.lines.lowerBound - context)..<group.lines.lowerBound
      let after = group.lines.upperBound..<min(lineCount, group.lines.upperBound + context)
      let oldCount = before.count + group.lines.count + after.count
      let newCount = before.count + added.count + after.count
      let oldStart = oldCount == 0 ? before.lowerBound : before.lowerBound + 1
      let newStart = newCount == 0 ? before.lowerBound + shift : before.lowerBound + shift + 1
      output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
      func lines(_ range: Range<Int>, _ mark: String) {
        for index in range { output += rendered(mark, Array(text[starts[index]..<starts[index + 1]])) }
      }
      lines(before, " ")
      lines(group.lines, "-")
      for line in added { output += rendered("+", line) }
      lines(after, " ")
      shift += added.count - group.lines.count
    }
    return output
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

  /// A diff line: the mark, the line, and the marker of a last line without a line feed.
  private static func rendered(_ mark: String, _ line: [UInt8]) -> String {
    let text = String(decoding: line, as: UTF8.self)
    return mark + (line.last == 0x0A ? text : text + "\n\\ No newline at end of file\n")
  }

  /// A path for a `---`/`+++` line, quoted as git quotes one when it holds a control
  /// character, a quote or a backslash (`"a/x\nb"`; then every byte outside ASCII in octal): a name from a pull request cannot end
  /// the line and forge a header or a hunk in the diff someone applies.
  static func quoted(_ path: String) -> String {
    guard path.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0x22 || $0 == 0x5C }) else {
      return path
    }
    var result = "\""
    for byte in path.utf8 {
      switch byte {
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
