import LocalizedStrings
import SourceFiles

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Suppression comments in `.strings` and `.stringsdict` files:
///
/// ```
/// /* plurals-lint:disable:next missing-categories */
/// "files" = "%d files";
/// /* plurals-lint:disable unused-category extra-key */ … /* plurals-lint:enable unused-category extra-key */
/// <!-- plurals-lint:disable:next missing-other -->
/// ```
///
/// `disable:next` covers the next line that is not blank or a comment, and
/// the whole entry that starts there (or on the line after, when the line ends
/// with the entry's key: a `.stringsdict` entry's dictionary, or a `.strings`
/// value after `"key" =`, follows it); `disable:previous` the same for the
/// last such line before the comment; `disable:this` the comment's own lines
/// (`"a" = "b"; // plurals-lint:disable:this percent-in-text`) and the entry
/// that starts there, likewise; `disable` covers every line to the
/// matching `enable`, or to the end of the file. Codes are separated by
/// spaces or commas; `all` stands for every code (`disable all` pairs with
/// `enable all`). A suppression that suppresses nothing, an `enable`
/// without a `disable` and an unknown code (with the nearest code, `duplicate_key`:
/// did you mean `duplicate-key`) are `superfluous-suppression`
/// findings at the comment, so stale suppressions do not pile up; so is a
/// SwiftLint comment (`swiftlint:disable:next duplicate_key`), which this
/// linter does not read: the finding names the comment to write instead. Catalogs,
/// which have no comments of their own, are configured by key patterns instead.
enum Suppressions {
  /// One directive of a comment.
  struct Directive {
    enum Kind: String {
      case disableNext = "disable:next", disableThis = "disable:this", disablePrevious = "disable:previous"
      case disable, enable
    }
    var kind: Kind
    var codes: [String]
    /// Written `swiftlint:…`: SwiftLint's comment, not read, only reported.
    var isSwiftLint = false
    /// Where the comment starts, and the line it ends on.
    var line: Int
    var column: Int
    var endLine: Int
  }

  /// A comment's text and place.
  struct Comment {
    var text: String
    var line: Int
    var column: Int
    var endLine: Int
  }

  static let marker = "plurals-lint:"
  /// SwiftLint's comments start so; they are noticed, not obeyed.
  static let swiftLintMarker = "swiftlint:"
  /// The word that stands for every code.
  static let allCodes = "all"

  /// Whether `text` holds ``marker``: a scan of its UTF-8 bytes (Foundation's
  /// `contains` goes through CFString, the linter's largest cost on a large file).
  static func containsMarker(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { containsMarker(UnsafeRawBufferPointer($0)) }
  }

  /// Whether UTF-8 `bytes` hold ``marker`` or ``swiftLintMarker``: `memchr` finds each ':'
  /// (rare in these files), and the bytes before it are compared with the rest of each marker.
  static func containsMarker(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let colon = UInt8(ascii: ":")
    var start = 0
    while let at = RawMemory.firstIndex(of: colon, in: bytes, from: start) {
      for marker in [markerBytes, swiftLintMarkerBytes] {
        let prefix = marker.count - 1  // "plurals-lint" or "swiftlint", before the ':'
        if at >= prefix,
          marker.withUnsafeBytes({ RawMemory.equal(base + (at - prefix), $0.baseAddress!, count: prefix) })
        {
          return true
        }
      }
      start = at + 1
    }
    return false
  }

  /// Whether a file's `bytes` surely hold no suppression: UTF-8 (not UTF-16
  /// with a byte order mark) without ``marker``. The linter asks this of the
  /// bytes it reads for the table, so that ``apply(to:files:entries:withoutMarker:)``
  /// need not read such a file again.
  static func lacksMarker(_ bytes: [UInt8]) -> Bool {
    let isUTF16 = UTF16Text.isMarked(bytes)
    return !isUTF16 && !bytes.withUnsafeBytes(containsMarker)
  }

  static let markerBytes = Array(marker.utf8)
  static let swiftLintMarkerBytes = Array(swiftLintMarker.utf8)

  /// `findings` without the suppressed ones, with a finding for each suppression that suppressed nothing.
  ///
  /// - Parameter withoutMarker: files already known to hold no suppression
  ///   (``lacksMarker(_:)`` of the bytes the linter read), not read again.
  ///   The review markers a plural migration writes (``ReviewMarkers``) are read in the same
  ///   scan of a file's comments; their findings, in `languages[file]`, may be suppressed too.
  ///
  /// - Parameter swiftFiles: the Swift files of `plurals lint --sources`, whose `//` and `/* */`
  ///   comments are read as an old-style `.strings` file's are.
  ///
  /// - Complexity: O(*n* log *n*) in the findings and the comments of the files that hold a
  ///   comment: each comment is answered from an index of its file's findings
  ///   (``SuppressionCoverage``), not by a pass over them.
  static func apply(
    to findings: [LintFinding], files: [String], entries: [String: EntryPlaces],
    withoutMarker: Set<String> = [], languages: [String: String] = [:], swiftFiles: [String] = []
  )
    -> [LintFinding]
  {
    var result = findings
    var extra: [LintFinding] = []
    // Each file's findings by their indices in `result`, grouped once; those suppressed are
    // left out at the end.
    var ofFile: [String: [Int]] = [:]
    for index in result.indices { ofFile[result[index].diagnostic.location.file, default: []].append(index) }
    var suppressed = Set<Int>()
    for file in files + swiftFiles where !withoutMarker.contains(file) {
      guard let kind = LocalizationFileKind(path: file) ?? (file.hasSuffix(".swift") ? .strings : nil),
        kind != .catalog,
        // Regular files of the document size limit only, as the readers open them (a FIFO or a
        // device swapped in after the walk neither blocks nor fills memory).
        let bytes = try? FileSystem.contents(of: file)
      else { continue }
      // A UTF-8 file without the marker (nearly every file) is passed over on its bytes,
      // without a copy of them or a String of the whole file.
      let isUTF16 = UTF16Text.isMarked(bytes)
      if !isUTF16, !bytes.withUnsafeBytes({ containsMarker($0) }) { continue }
      let text = decode(Array(bytes))
      guard containsMarker(text) else { continue }
      guard let scan = comments(ofKind: kind, bytes: bytes, text: text) else { continue }
      let table = DiagnosticSubject.table(ofPath: file)
      let reviewed = result.count
      result += ReviewMarkers.findings(
        in: scan, file: file, table: table, language: languages[file], entries: entries[file])
      for index in reviewed..<result.count {
        ofFile[result[index].diagnostic.location.file, default: []].append(index)
      }
      let directives = scan.comments.flatMap(parse)
      guard !directives.isEmpty else { continue }
      var coverage = SuppressionCoverage((ofFile[file] ?? []).map { ($0, result[$0]) })
      func report(_ directive: Directive, _ message: String) {
        extra.append(
          LintFinding(
            EntryChecks.superfluousSuppression(
              message, at: SourceLocation(file: file, line: directive.line, column: directive.column)),
            subject: .init(table: table)))
      }
      var open: [String: [Directive]] = [:]  // disable directives waiting for their enable
      for directive in directives {
        if directive.isSwiftLint {
          // In Swift code, SwiftLint's comment is SwiftLint's own.
          if !file.hasSuffix(".swift") { report(directive, swiftLintMessage(directive)) }
          continue
        }
        let known = directive.codes.filter { $0 == allCodes || DiagnosticCode(rawValue: $0) != nil }
        if directive.codes.isEmpty {
          report(
            directive,
            "'plurals-lint:\(directive.kind.rawValue)' names no rule; add the codes it is meant for")
        }
        for code in directive.codes where code != allCodes && DiagnosticCode(rawValue: code) == nil {
          let near = NearestName.suggestion(for: code, in: ruleNames)
          report(
            directive,
            "'\(code)' is not a rule\(near), so 'plurals-lint:\(directive.kind.rawValue)' does nothing; `plurals lint rules` lists the rules"
          )
        }
        switch directive.kind {
        case .disableNext, .disablePrevious, .disableThis:
          // The lines covered, and the line the covered entry starts on (or the one after).
          let lines: ClosedRange<Int>?
          switch directive.kind {
          case .disableNext: lines = scan.nextContentLine(after: directive.endLine).map { $0...$0 }
          case .disablePrevious: lines = scan.previousContentLine(before: directive.line).map { $0...$0 }
          default: lines = directive.line...directive.endLine
          }
          // An entry is placed where its value starts: a .stringsdict entry's dictionary, which
          // follows its key, often on the line after (so may a .strings entry's value). So when the
          // covered lines open an entry (the first or last ends with a key: `</key>`, or a .strings
          // key's `=`), the entry covered is the one starting on the line after; otherwise the one
          // starting on them. A line that ends an entry covers none after it.
          let key = lines.flatMap { covered in
            scan.opensEntry(covered.lowerBound) || scan.opensEntry(covered.upperBound)
              ? entries[file]?.starting(on: (covered.upperBound + 1)...(covered.upperBound + 1))
              : entries[file]?.starting(on: covered)
          }
          let place =
            switch directive.kind {
            case .disableThis: "on its line"
            case .disableNext: "on the next line"
            default: "on the line before"
            }
          for code in known {
            if !coverage.cover(code, lines: lines, key: key) {
              report(
                directive,
                "'plurals-lint:\(directive.kind.rawValue) \(code)' suppresses nothing \(place); remove it")
            }
          }
        case .disable:
          for code in known { open[code, default: []].append(directive) }
        case .enable:
          for code in known {
            guard let start = open[code]?.popLast() else {
              report(
                directive,
                "'plurals-lint:enable \(code)' has no 'plurals-lint:disable \(code)' before it; remove it")
              continue
            }
            if !coverage.cover(code, lines: start.line...max(start.line, directive.endLine)) {
              report(
                start, "'plurals-lint:disable \(code)' suppresses nothing before its enable; remove the pair")
            }
          }
        }
      }
      for (code, starts) in open {
        for start in starts where !coverage.cover(code, lines: start.line...Int.max) {
          report(start, "'plurals-lint:disable \(code)' suppresses nothing to the end of the file; remove it")
        }
      }
      suppressed.formUnion(coverage.covered())
    }
    result = result.enumerated().filter { !suppressed.contains($0.offset) }.map(\.element)
    return result + extra
  }

  /// How the comments of a file of `kind` are written, read from its `bytes` and `text` as the
  /// readers read the file: XML comments in a `.stringsdict` and in a `.strings` file written as
  /// an XML property list, `/* */` and `//` in an old-style `.strings` file; none in a binary
  /// property list, whose strings (any bytes) must never read as a comment.
  static func comments(
    ofKind kind: LocalizationFileKind, bytes: [UInt8], text: String
  ) -> Scan? {
    if BinaryPropertyListReader.isBinary(bytes) { return nil }
    if kind == .stringsdict || StringsFileReader.isPropertyListText(text) { return xmlComments(text) }
    return stringsComments(text)
  }

  /// The names a code in a comment may have: the rules' codes and ``allCodes``.
  static let ruleNames = DiagnosticCode.allCases.map(\.rawValue) + [allCodes]

  /// The directives of a comment: `plurals-lint:disable:next a b`, several per comment
  /// allowed, and SwiftLint's (`swiftlint:disable:next a`), marked ``Directive/isSwiftLint``.
  static func parse(_ comment: Comment) -> [Directive] {
    var directives: [Directive] = []
    func separates(_ character: Character) -> Bool {
      character == " " || character == "\t" || character == "\n" || character == "\r" || character == ","
    }
    let text = comment.text
    for (marker, isSwiftLint) in [(marker, false), (swiftLintMarker, true)] {
      for offset in offsets(after: marker, in: text) {
        let rest = text[text.utf8.index(text.utf8.startIndex, offsetBy: offset)...]
        // The first word alone, before the rest are split: most comments name no directive.
        guard let first = rest.split(maxSplits: 1, whereSeparator: separates).first,
          let kind = Directive.Kind(rawValue: String(first))
        else { continue }
        let words = rest.split(whereSeparator: separates)
        let codes = words.dropFirst().prefix { !$0.hasPrefix(Self.marker) && !$0.hasPrefix(swiftLintMarker) }
          .map(String.init)
        directives.append(
          Directive(
            kind: kind, codes: codes, isSwiftLint: isSwiftLint, line: comment.line, column: comment.column,
            endLine: comment.endLine))
      }
    }
    return directives
  }

  /// Where each `marker` (ASCII) in `text` ends, as offsets in its UTF-8, the matches not
  /// overlapping: found byte by byte, as a review marker's comment is read in every migrated
  /// entry. A match starts at an ASCII byte, so each offset is a scalar's start.
  ///
  /// ```swift
  /// Suppressions.offsets(after: "lint:", in: "a lint:b lint:")  // [7, 14]
  /// ```
  ///
  /// - Complexity: O(*n* · *m*) for the *n* bytes of `text` and the *m* of `marker`.
  static func offsets(after marker: String, in text: String) -> [Int] {
    var text = text
    let pattern = Array(marker.utf8)
    return text.withUTF8 { bytes in
      var found: [Int] = []
      var index = 0
      while let first = pattern.first, index + pattern.count <= bytes.count {
        if bytes[index] == first && pattern.indices.allSatisfy({ bytes[index + $0] == pattern[$0] }) {
          index += pattern.count
          found.append(index)
        } else {
          index += 1
        }
      }
      return found
    }
  }

  /// The finding's message for a SwiftLint comment: what it is, and the comment to write
  /// instead, its codes made this linter's (`duplicate_key` as `duplicate-key`).
  static func swiftLintMessage(_ directive: Directive) -> String {
    let codes = directive.codes.map { code in
      DiagnosticCode(rawValue: code) != nil || code == allCodes
        ? code : NearestName.nearest(to: code, in: ruleNames) ?? code
    }
    let written = ([swiftLintMarker + directive.kind.rawValue] + directive.codes).joined(separator: " ")
    let ours = ([marker + directive.kind.rawValue] + (codes.isEmpty ? ["CODE"] : codes)).joined(
      separator: " ")
    return
      "'\(written)' is SwiftLint's comment, which plurals lint does not read; write '\(ours)' (`plurals lint rules` lists the codes)"
  }
}
