/// Files the rules' examples share.

/// A `.stringsdict` file whose top `<dict>` holds `entries` (whole lines, each ending in a
/// newline, markers as written): the XML declaration, `<plist>` and `<dict>` around them that
/// every example but those about the prologue shares.
///
/// ```swift
/// stringsdictFile("<key>k</key><string>Files</string>\n")
/// // <?xml version="1.0" encoding="UTF-8"?>
/// // <plist version="1.0">
/// // <dict>
/// // <key>k</key><string>Files</string>
/// // </dict>
/// // </plist>
/// ```
func stringsdictFile(_ entries: String) -> String {
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n" + entries
    + "</dict>\n</plist>\n"
}

/// A `.stringsdict` entry `key` (for ``stringsdictFile(_:)``) whose format is `format` and whose
/// one variable `variable` is a plural of value type `valueType` with the variants `forms`
/// (category and text, in order), two spaces a level, each line ending in a newline; its
/// `<key>` marked (`↓`) as where a finding is when `marked`.
///
/// ```swift
/// pluralEntry("files", forms: [("one", "%d file"), ("other", "%d files")])
/// // <key>files</key><dict>
/// //   <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
/// //   <key>n</key><dict>
/// //     <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
/// //     <key>NSStringFormatValueTypeKey</key><string>d</string>
/// //     <key>one</key><string>%d file</string>
/// //     <key>other</key><string>%d files</string>
/// //   </dict>
/// // </dict>
/// ```
func pluralEntry(
  _ key: String, format: String = "%#@n@", variable: String = "n", valueType: String = "d",
  forms: [(category: String, text: String)], marked: Bool = false
) -> String {
  let variants = forms.map { "    <key>\($0.category)</key><string>\($0.text)</string>\n" }.joined()
  return (marked ? "↓" : "") + "<key>\(key)</key><dict>\n"
    + "  <key>NSStringLocalizedFormatKey</key><string>\(format)</string>\n"
    + "  <key>\(variable)</key><dict>\n"
    + "    <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\n"
    + "    <key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>\n"
    + variants + "  </dict>\n</dict>\n"
}

/// A `.stringsdict` whose one entry `k` refers `references` times to the plural variable
/// `n` (value type `d`) with the variants `one` and `other`, its format marked (`↓`) when
/// `marked`: the shape of an entry that writes more the more often it names its variable.
func repeatedPluralEntry(references: Int, one: String, other: String, marked: Bool) -> String {
  stringsdictFile(
    """
    <key>k</key><dict>
      <key>NSStringLocalizedFormatKey</key>\(marked ? "↓" : "")<string>\(String(repeating: "%1$#@n@", count: references))</string>
      <key>n</key><dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>\(one)</string>
        <key>other</key><string>\(other)</string>
      </dict>
    </dict>

    """)
}

/// A `.stringsdict` of plain `<string>` entries, each a `(key, text)` written as given (a key
/// that starts with `↓` marks its `<key>` as where a finding is): the shape of a table whose
/// point is its keys.
func plainStringsdict(_ entries: [(key: String, text: String)]) -> String {
  let lines = entries.map { key, text in
    let marked = key.hasPrefix("↓")
    return "\(marked ? "↓" : "")<key>\(key.dropFirst(marked ? 1 : 0))</key><string>\(text)</string>\n"
  }
  return stringsdictFile(lines.joined())
}

/// A `.stringsdict` whose one entry `k` is `format` (its `<string>` marked `↓` when
/// `marked`) with the plural variable `name` (value type `d`, variants `one` and `other`).
func pluralStringsdict(format: String, variable name: String, marked: Bool = false) -> String {
  stringsdictFile(
    """
    <key>k</key><dict>
      <key>NSStringLocalizedFormatKey</key>\(marked ? "↓" : "")<string>\(format)</string>
      <key>\(name)</key><dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>%d file</string>
        <key>other</key><string>%d files</string>
      </dict>
    </dict>

    """)
}
