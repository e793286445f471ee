import LocalizedStrings
import SourceFiles
import Testing

/// Two things of Apple's dialect that real files write: the `'` after a `%` (`%'d`,
/// `%1$'.2f`), which CoreFoundation has no flag for (issue 58: Apple prints the character after
/// the `%` and the rest as text, reading no argument, where issue 56 had read it as glibc's
/// grouping flag); and white space (a blank line) before a `.stringsdict`'s `<?xml …?>`, which
/// Apple's parser reads.
@Suite("The printf dialect: %' as Apple prints it, white space before <?xml")
struct PrintfDialectTests {
  /// A format, its argument, the locale whose numbers are written (nil: plain C output) and the
  /// text Foundation's `String(format:)` prints (checked in `CoreFoundationOracleTests`).
  static let grouping: [(format: String, argument: Double?, locale: String?, expected: String)] = [
    ("%'d Dateien", nil, nil, "'d Dateien"),
    ("%'d Dateien", nil, "de", "'d Dateien"),
    ("%1$'d files", nil, "en", "1d files"),
    ("%'.2f Euro", 1_234_567.5, "de", "'.2f Euro"),
    ("%-'12d|", nil, nil, "-12d|"),
  ]

  @Test("%'d and its kin: CoreFoundation's text, the spec named in the result", arguments: grouping.indices)
  func groupingFlag(index: Int) throws {
    let (format, argument, locale, expected) = Self.grouping[index]
    let table = try StringTable(
      bytes: Array("\"k\" = \"\(format)\";\n".utf8), path: "Localizable.strings", kind: .strings,
      language: "de")
    let options = FormatOptions(numberFormatLocale: locale.flatMap(CLDRLocale.init))
    let arguments: [FormatValue] = [argument.map { .double($0) } ?? .signed(1_234_567)]
    let result = try table.formatDetailed("k", arguments: arguments, options: options)
    #expect(result.text == expected, "\(format)")
    #expect(result.diagnostics.map(\.code) == [.invalidFormat], "\(format): \(result.diagnostics)")
    #expect(result.diagnostics.first?.message.contains("is no conversion") == true, "\(result.diagnostics)")
  }

  /// A `.stringsdict` (one plural entry) after `prefix`.
  static func stringsdict(after prefix: String) -> [UInt8] {
    Array(
      (prefix + """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
          <key>files</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>d</string>
              <key>one</key><string>%d file</string>
              <key>other</key><string>%d files</string>
            </dict>
          </dict>
        </dict>
        </plist>

        """).utf8)
  }

  @Test(
    "a blank line, or spaces, tabs and CRLF, before <?xml: the file loads and formats, its lines where they were",
    arguments: ["\n", " \r\n\t\n  "])
  func whiteSpaceBeforeDeclaration(prefix: String) throws {
    let table = try StringTable(bytes: Self.stringsdict(after: prefix), path: "L.stringsdict", language: "en")
    #expect(try table.format("files", 1) == "1 file")
    #expect(try table.format("files", 5) == "5 files")
    // Positions are kept: the entry's key is on line 5 of the file after the prefix's lines.
    let lines = prefix.filter { $0 == "\n" || $0 == "\r\n" }.count
    if case .format(let entry) = table.entries["files"] {
      #expect(entry.location.line == 5 + lines, "\(entry.location)")
    } else {
      Issue.record("files is not a plural entry: \(String(describing: table.entries["files"]))")
    }
  }
}
