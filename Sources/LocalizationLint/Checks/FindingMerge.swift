import LocalizedStrings
import SourceFiles
internal import InternalUtilities

/// One finding per defect, each on one line: what the linter's checks found, before
/// suppressions and the configuration apply.
///
/// - A message is one line: a line break in it (a key's, a value's) is written `⏎`, as
///   the values quoted in messages already are, and any other control character `�`, so
///   that line-based tools (grep, editors' problem matchers) and terminals read one
///   diagnostic a line whatever a hostile file's keys hold.
/// - Findings of one code at one place (file, line, column) whose messages differ only
///   by the language named (`in ar`, `(ar)`) are one: the entry's own check and the
///   comparison with the development language saw the same string. The one that names
///   the language is kept.
/// - A finding implied by another of the same entry is left out: ``impliedBy``, as the
///   rules declare it.
enum FindingMerge {
  /// The codes a finding of the key's code is implied by, for the same file and key: each
  /// rule's `impliedBy`.
  static let impliedBy: [DiagnosticCode: Set<DiagnosticCode>] = Dictionary(
    uniqueKeysWithValues: DiagnosticRule.all.filter { !$0.impliedBy.isEmpty }.map { ($0.code, $0.impliedBy) })

  /// The codes that imply another.
  static let implying = Set(impliedBy.values.joined())

  static func merged(_ findings: [LintFinding]) -> [LintFinding] {
    // How many findings of each code stand at each place: only those that share theirs can
    // be one, so only theirs are compared by their message without the language (removing
    // the language's mention from every message was most of the cost of the merge).
    var atPlace: [Place: Int] = [:]
    atPlace.reserveCapacity(findings.count)
    for finding in findings { atPlace[Place(finding.diagnostic), default: 0] += 1 }
    var kept: [LintFinding] = []
    kept.reserveCapacity(findings.count)
    // Whether each kept finding's message names its language (false where it shares no place).
    var named: [Bool] = []
    named.reserveCapacity(findings.count)
    var index: [Same: Int] = [:]
    // The implying codes reported for each entry (a few entries have any).
    var entryCodes: [EntryKey: Set<DiagnosticCode>] = [:]
    for var finding in findings {
      oneLine(&finding.diagnostic.message)
      if atPlace[Place(finding.diagnostic)]! > 1 {
        let general = withoutLanguage(finding)
        let names = general.utf8.count != finding.diagnostic.message.utf8.count
        let same = Same(diagnostic: finding.diagnostic, message: general)
        if let at = index[same] {
          if names && !named[at] {
            kept[at] = finding
            named[at] = true
          }
          continue
        }
        index[same] = kept.count
        named.append(names)
      } else {
        named.append(false)
      }
      if implying.contains(finding.diagnostic.code), let key = EntryKey(finding) {
        entryCodes[key, default: []].insert(finding.diagnostic.code)
      }
      kept.append(finding)
    }
    guard !entryCodes.isEmpty else { return kept }
    return kept.filter { finding in
      guard let implying = impliedBy[finding.diagnostic.code], let key = EntryKey(finding),
        let codes = entryCodes[key]
      else { return true }
      return codes.isDisjoint(with: implying)
    }
  }

  /// A finding's code and place (its file's path hashed too: findings of many files at one
  /// line and column, a parse error at 1:1 in each, must not share a bucket).
  struct Place: Hashable {
    let code: DiagnosticCode
    let location: SourceLocation

    init(_ diagnostic: LocalizationDiagnostic) {
      code = diagnostic.code
      location = diagnostic.location
    }
  }

  /// The message without the mention of the finding's language (` in ar`, ` (ar)`): every
  /// occurrence of the first, then of the second, as `replacing(_:with:)` would remove them.
  /// On the bytes: the generic `replacing` was costly for every message, and a file whose
  /// variables each have two unreachable categories compares every finding so
  /// (`lint:stringsdict` in Benchmarks/README.md).
  static func withoutLanguage(_ finding: LintFinding) -> String {
    let message = finding.diagnostic.message
    guard let language = finding.subject?.language else { return message }
    let utf8 = Array(message.utf8)
    let once = removing(Array(" in \(language)".utf8), from: utf8)
    let twice = removing(Array(" (\(language))".utf8), from: once ?? utf8)
    guard let bytes = twice ?? once else { return message }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `bytes` without each non-overlapping occurrence of `pattern`, left to right; nil when
  /// there is none.
  static func removing(_ pattern: [UInt8], from bytes: [UInt8]) -> [UInt8]? {
    guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
    var result: [UInt8] = []
    var copied = 0
    var index = 0
    while index <= bytes.count - pattern.count {
      if bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) {
        if result.isEmpty { result.reserveCapacity(bytes.count) }
        result += bytes[copied..<index]
        index += pattern.count
        copied = index
      } else {
        index += 1
      }
    }
    guard copied > 0 else { return nil }
    result += bytes[copied...]
    return result
  }

  /// `message` on one line: CR LF, CR, LF, NEL and the Unicode line and paragraph
  /// separators as `⏎`, other control characters but tab as `�`.
  static func oneLine(_ message: inout String) {
    // Nearly every message has none: told from the bytes before any character is made (C0
    // and DEL; the C1 controls, `C2 80`–`C2 9F`; U+2028 and U+2029, `E2 80 A8`/`A9`), so that
    // a message with a dash or a quote mark is not rebuilt.
    guard Self.mayBreakLine(message.utf8) else { return }
    var result = ""
    var previous: Unicode.Scalar?
    for scalar in message.unicodeScalars {
      defer { previous = scalar }
      switch scalar.value {
      case 0x0A where previous == "\r": continue
      case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: result += "⏎"
      case 0x09: result.unicodeScalars.append(scalar)
      case 0..<0x20, 0x7F...0x9F: result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    message = result
  }

  /// Whether the UTF-8 `bytes` hold a character ``oneLine(_:)`` replaces.
  static func mayBreakLine(_ bytes: String.UTF8View) -> Bool {
    var (before, last): (UInt8, UInt8) = (0, 0)
    for byte in bytes {
      if byte < 0x20 || byte == 0x7F { return true }
      if last == 0xC2 && (0x80...0x9F).contains(byte) { return true }
      if before == 0xE2 && last == 0x80 && (byte == 0xA8 || byte == 0xA9) { return true }
      (before, last) = (last, byte)
    }
    return false
  }

  /// A finding's place, code and message without its language: hashed by its place,
  /// code and a digest of the message, without the file's path (hashing whole paths and
  /// messages was most of the cost of removing repeated findings; the message's length
  /// alone left the many findings of one place, 10,000 gaps of one format, in a few
  /// buckets, compared pairwise), compared whole, byte for byte as it is hashed (two
  /// messages that differ only in Unicode normalization, about two keys `é` and `e\u{301}`,
  /// are two findings; compared as `String`s they were equal with different hashes, which
  /// broke the dictionary: findings lost at random, or a trap).
  struct Same: Hashable {
    let diagnostic: LocalizationDiagnostic
    let message: String
    /// FNV-1a of the message's bytes, computed once: a key is hashed at its lookup, at its
    /// insertion and whenever the dictionary grows.
    let digest: UInt64

    init(diagnostic: LocalizationDiagnostic, message: String) {
      self.diagnostic = diagnostic
      self.message = message
      var digest: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in message.utf8 { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
      self.digest = digest
    }

    static func == (a: Same, b: Same) -> Bool {
      WorkMeter.add(1)
      return a.digest == b.digest && a.diagnostic.code == b.diagnostic.code
        && a.diagnostic.location == b.diagnostic.location && a.message.utf8.elementsEqual(b.message.utf8)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(diagnostic.location.line)
      hasher.combine(diagnostic.location.column)
      hasher.combine(diagnostic.code)
      hasher.combine(digest)
    }
  }

  /// The entry a finding is about: its file, key and language.
  struct EntryKey: Hashable {
    let file: String
    let key: String
    let language: String?

    init?(_ finding: LintFinding) {
      guard let key = finding.subject?.key else { return nil }
      self.file = finding.diagnostic.location.file
      self.key = key
      self.language = finding.subject?.language
    }
  }
}
