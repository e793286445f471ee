import LocalizedStrings
import SourceFiles

extension DiagnosticRule {
  static let misreadEscape = DiagnosticRule(
    code: .misreadEscape,
    summary:
      "a .strings text writes an escape Apple's reader reads otherwise than meant: \\u as the letter u, an octal escape above \\177 as a NeXTSTEP character",
    help: "Write \\U and four hexadecimal digits (\\U00E9 for é), or the character itself.",
    example:
      "\"title\" = \"Caf\\u00e9\"; (Apple shows \"Cafu00e9\"); \"title\" = \"Caf\\351\"; (Apple shows \"CafØ\")",
    reason:
      "users see other characters than the author wrote the escape for, almost always by mistake (Apple's own reading: CFOldStylePList.c)",
    triggering: [
      RuleExample(["en.lproj/S.strings": #""title" = ↓"Caf\u00e9";"# + "\n"]),
      RuleExample(["en.lproj/S.strings": #""title" = ↓"Caf\351";"# + "\n"]),
    ],
    nonTriggering: [
      RuleExample(["en.lproj/S.strings": #""title" = "Caf\U00E9 \\u00e9 \101";"# + "\n"])
    ])
}

/// Escapes of old-style `.strings` files that Apple's reader (and this package's, which reads
/// as it does: `OldStyleEscapes.swift`) takes otherwise than their authors surely meant:
/// `\u` is the letter `u` (`\u00e9` reads `u00e9`), and an octal escape above `\177` is a
/// NeXTSTEP character (`\351` reads `Ø`, not Latin-1's `é`). `misread-escape` reports each
/// entry that writes one; a plural migration refuses to carry one into a `.stringsdict`.
enum MisreadEscapes {
  /// The first such escape in `bytes` (a string as written, between or with its quotes); nil
  /// when there is none.
  ///
  /// - Complexity: O(*n*) in the bytes.
  static func first(in bytes: ArraySlice<UInt8>) -> String? {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      defer { index += 1 }
      guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.endIndex else { continue }
      index += 1
      let next = bytes[index]
      if next == UInt8(ascii: "u") { return "\\u" }
      guard (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next) else { continue }
      var value = 0
      var end = index
      while end < bytes.endIndex, end < index + 3,
        (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[end])
      {
        value = value * 8 + Int(bytes[end] - UInt8(ascii: "0"))
        end += 1
      }
      if value > 0o177 { return "\\" + String(decoding: bytes[index..<end], as: UTF8.self) }
      index = end - 1
    }
    return nil
  }

  /// The `misread-escape` findings of an old-style `.strings` file's `bytes` (of `path`), each
  /// at the value that writes one, with the text as read. Nothing for a file without a
  /// backslash before a `u` or a digit (nearly every file: one scan), an XML or binary
  /// property list, or a file that does not read (its `parse-error` says why).
  ///
  /// - Complexity: O(*n*) in the file's bytes.
  static func findings(_ bytes: [UInt8], path: String, subject: DiagnosticSubject) -> [LintFinding] {
    guard mayHold(bytes) else { return [] }
    let body: [UInt8]
    if let utf16 = UTF16Text(bytes) {
      guard !utf16.oddByte, let text = utf16.string else { return [] }
      body = Array(text.utf8)
    } else {
      body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    }
    var spans: StringsFileSpans?
    guard let pairs = try? StringsFileReader.parse(body, file: path, spans: &spans),
      case .text(let entries)? = spans, entries.count == pairs.count
    else { return [] }
    var found: [LintFinding] = []
    for (pair, span) in zip(pairs, entries) {
      guard let escape = first(in: body[span.value]) else { continue }
      let reading =
        escape == "\\u"
        ? "'\\u' as the letter u, not as the start of a code point"
        : "an octal escape above \\177 as a character of NeXTSTEP's encoding, not of Latin-1"
      var subject = subject
      subject.key = pair.key
      found.append(
        LintFinding(
          .init(
            .misreadEscape,
            "'\(pair.key)' writes \(escape), which Apple's reader (and this runtime) reads \(reading): the text reads \"\(pair.value.text)\"; write \\U and four hexadecimal digits (\\U00E9 for é) or the character itself",
            at: span.valueLocation),
          subject: subject))
    }
    return found
  }

  /// Whether `bytes` may hold such an escape: in UTF-8, a backslash before a `u` or a digit
  /// from 2 to 7 (an octal escape above `\177` starts so); a UTF-16 file (rare) with any
  /// backslash. A quick look, not the reading: only these files are read again.
  static func mayHold(_ bytes: [UInt8]) -> Bool {
    let backslash = UInt8(ascii: "\\")
    if UTF16Text.isMarked(bytes) {
      return bytes.contains(backslash)
    }
    var index = bytes.startIndex
    while let found = bytes[index...].firstIndex(of: backslash), found + 1 < bytes.endIndex {
      let next = bytes[found + 1]
      if next == UInt8(ascii: "u") || (UInt8(ascii: "2")...UInt8(ascii: "7")).contains(next) { return true }
      index = found + 2
    }
    return false
  }
}
