internal import InternalUtilities
import LocalizedStrings

/// The lines a file's suppression comments cover, for a change that moves an entry out of
/// the file (the `plural-candidate` migration): a comment covering the entry would stay
/// behind, suppressing nothing, while the entry's finding came back in its new file.
///
/// A directive covers, as ``Suppressions/apply(to:files:entries:withoutMarker:languages:)``
/// reads it: `disable:next` the next line with content, `disable:previous` the last such line
/// before it, `disable:this` its own lines, `disable` every line to the `enable` of the same
/// code, or to the end of the file. SwiftLint's comments cover nothing. An entry is asked
/// about by all its lines, from its key's to its `;`'s, so a line that ends with a key's `=`
/// needs no widening to the value's line after it (as the findings' places do).
struct SuppressedLines {
  /// A covered range of lines and the comment that covers it.
  struct Covered {
    var lines: ClosedRange<Int>
    /// `plurals-lint:disable:next percent-in-text`, as written.
    var directive: String
    /// The comment's first line.
    var line: Int
  }

  /// By first line; `reach[i]` is the index of the range, among the first `i + 1`, whose
  /// last line is furthest down.
  private let covered: [Covered]
  private let reach: [Int]

  /// The suppression comments of a file of `kind`, read from its `bytes`; none in a file
  /// without the marker (nearly every file), which is not decoded.
  ///
  /// - Complexity: O(*n*) in the file's length, plus O(*d* log *d*) for *d* directives.
  init(kind: LocalizationFileKind, bytes: [UInt8]) {
    guard !Suppressions.lacksMarker(bytes) else {
      (covered, reach) = ([], [])
      return
    }
    let text = Suppressions.decode(bytes)
    guard let scan = Suppressions.comments(ofKind: kind, bytes: bytes, text: text) else {
      (covered, reach) = ([], [])
      return
    }
    var found: [Covered] = []
    var open: [String: [(Suppressions.Directive, String)]] = [:]
    for directive in scan.comments.flatMap(Suppressions.parse) where !directive.isSwiftLint {
      let written = ([Suppressions.marker + directive.kind.rawValue] + directive.codes).joined(separator: " ")
      switch directive.kind {
      case .disableNext:
        if let line = scan.nextContentLine(after: directive.endLine) {
          found.append(Covered(lines: line...line, directive: written, line: directive.line))
        }
      case .disablePrevious:
        if let line = scan.previousContentLine(before: directive.line) {
          found.append(Covered(lines: line...line, directive: written, line: directive.line))
        }
      case .disableThis:
        found.append(
          Covered(lines: directive.line...directive.endLine, directive: written, line: directive.line))
      case .disable:
        for code in directive.codes { open[code, default: []].append((directive, written)) }
      case .enable:
        for code in directive.codes {
          guard let (start, written) = open[code]?.popLast() else { continue }
          found.append(Covered(lines: start.line...directive.endLine, directive: written, line: start.line))
        }
      }
    }
    for (start, written) in open.values.joined() {
      found.append(Covered(lines: start.line...Int.max, directive: written, line: start.line))
    }
    found.sort {
      ($0.lines.lowerBound, $0.line, $0.directive) < ($1.lines.lowerBound, $1.line, $1.directive)
    }
    var reach: [Int] = []
    reach.reserveCapacity(found.count)
    for index in found.indices {
      if let last = reach.last, found[last].lines.upperBound >= found[index].lines.upperBound {
        reach.append(last)
      } else {
        reach.append(index)
      }
    }
    (covered, self.reach) = (found, reach)
  }

  /// A comment that covers one of `lines`; nil when none does.
  ///
  /// - Complexity: O(log *d*) for *d* directives.
  func covering(_ lines: ClosedRange<Int>) -> Covered? {
    // The ranges starting on or before the last line asked about; of those, the one reaching
    // furthest covers one of `lines` when any does.
    let low = covered.partitionPoint { $0.lines.lowerBound <= lines.upperBound }
    guard low > 0 else { return nil }
    let furthest = covered[reach[low - 1]]
    return furthest.lines.upperBound >= lines.lowerBound ? furthest : nil
  }
}
