/// The builders the rules' examples share, so that an example states only what its rule is
/// about: the entry or variant that has the problem, and where the finding is.

/// The variants most examples give a plural variable: 'one' and 'other' of a count of files.
let fileForms: [(category: String, text: String)] = [("one", "%d file"), ("other", "%d files")]

/// A `.stringsdict` file whose top `<dict>` holds `entries` one after the other (whole lines,
/// each ending in a newline, markers as written): the XML declaration, `<plist>` and `<dict>`
/// around them that every example but those about the prologue shares.
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
func stringsdictFile(_ entries: String...) -> String {
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n" + entries.joined()
    + "</dict>\n</plist>\n"
}

/// A `.stringsdict` entry `key` (for ``stringsdictFile(_:)``) whose format is `format` (no
/// `NSStringLocalizedFormatKey` when nil) and whose variables are `variables` (from
/// ``pluralVariable(_:spec:valueType:forms:)``; none given: the one plural variable `n` of
/// ``fileForms``), two spaces a level, each line ending in a newline.
///
/// ```swift
/// pluralEntry("files")
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
func pluralEntry(_ key: String, format: String? = "%#@n@", _ variables: String...) -> String {
  "<key>\(key)</key><dict>\n"
    + (format.map { "  <key>NSStringLocalizedFormatKey</key><string>\($0)</string>\n" } ?? "")
    + (variables.isEmpty ? pluralVariable() : variables.joined()) + "</dict>\n"
}

/// A variable `name` of a ``pluralEntry(_:format:_:)``: its spec type `spec` and value type
/// `valueType` (each line left out when nil), then the variants `forms` (category and text,
/// in order).
///
/// ```swift
/// pluralVariable(valueType: "lld", forms: [("other", "%lld")])
/// //   <key>n</key><dict>
/// //     <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
/// //     <key>NSStringFormatValueTypeKey</key><string>lld</string>
/// //     <key>other</key><string>%lld</string>
/// //   </dict>
/// ```
func pluralVariable(
  _ name: String = "n", spec: String? = "NSStringPluralRuleType", valueType: String? = "d",
  forms: [(category: String, text: String)] = fileForms
) -> String {
  "  <key>\(name)</key><dict>\n"
    + (spec.map { "    <key>NSStringFormatSpecTypeKey</key><string>\($0)</string>\n" } ?? "")
    + (valueType.map { "    <key>NSStringFormatValueTypeKey</key><string>\($0)</string>\n" } ?? "")
    + forms.map { "    <key>\($0.category)</key><string>\($0.text)</string>\n" }.joined() + "  </dict>\n"
}

/// A `.stringsdict` entry `k` that varies by device: its `NSStringDeviceSpecificRuleType`
/// dictionary holds the variants `forms` (device and text).
func deviceEntry(_ forms: [(category: String, text: String)]) -> String {
  pluralEntry(
    "k", format: nil,
    pluralVariable("NSStringDeviceSpecificRuleType", spec: nil, valueType: nil, forms: forms))
}

/// A `.stringsdict` entry `k` that varies by width: its `NSStringVariableWidthRuleType`
/// dictionary holds the variants `forms` (width and text).
func widthEntry(_ forms: [(category: String, text: String)]) -> String {
  pluralEntry(
    "k", format: nil, pluralVariable("NSStringVariableWidthRuleType", spec: nil, valueType: nil, forms: forms)
  )
}

/// A `.stringsdict` whose one entry `k` refers `references` times to the plural variable
/// `n` (value type `d`) with the variants `one` and `other`: the shape of an entry that
/// writes more the more often it names its variable.
func repeatedPluralEntry(references: Int, one: String, other: String) -> String {
  stringsdictFile(
    pluralEntry(
      "k", format: String(repeating: "%1$#@n@", count: references),
      pluralVariable(forms: [("one", one), ("other", other)])))
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

extension String {
  /// The text with ``RuleExample/marker`` before the first occurrence of `anchor`: where an
  /// example's finding is.
  ///
  /// ```swift
  /// pluralEntry("k").marked(before: "<key>n")   // "…  ↓<key>n</key><dict>…"
  /// ```
  ///
  /// An anchor that is not there marks nothing, so the example's test fails where it reads
  /// the marks.
  func marked(before anchor: String) -> String {
    guard let found = firstRange(of: anchor) else { return self }
    var text = self
    text.insert(RuleExample.marker, at: found.lowerBound)
    return text
  }
}

extension RuleExample {
  /// An example of one file, `<language>.lproj/L.stringsdict`, that holds `entries` (see
  /// ``stringsdictFile(_:)``).
  static func stringsdict(_ entries: String..., language: String = "en", note: String = "") -> RuleExample {
    RuleExample(["\(language).lproj/L.stringsdict": stringsdictFile(entries.joined())], note: note)
  }

  /// An example of one file, `<language>.lproj/L.strings`, whose text is `text`.
  static func strings(_ text: String, language: String = "en", note: String = "") -> RuleExample {
    RuleExample(["\(language).lproj/L.strings": text], note: note)
  }

  /// An example of one table `L.stringsdict` in several languages: each language's entries
  /// (see ``stringsdictFile(_:)``), by language.
  ///
  /// ```swift
  /// .stringsdict(["en": pluralEntry("a"), "fr": pluralEntry("a") + pluralEntry("z")])
  /// ```
  static func stringsdict(_ languages: [String: String], note: String = "") -> RuleExample {
    RuleExample(
      Dictionary(
        uniqueKeysWithValues: languages.map { ("\($0.key).lproj/L.stringsdict", stringsdictFile($0.value)) }),
      note: note)
  }

  /// An example of one table `L.strings` in several languages: each language's text, by language.
  static func strings(_ languages: [String: String], note: String = "") -> RuleExample {
    RuleExample(
      Dictionary(uniqueKeysWithValues: languages.map { ("\($0.key).lproj/L.strings", $0.value) }), note: note)
  }
}
