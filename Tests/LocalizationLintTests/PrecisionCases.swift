import LocalizationFiles
import LocalizedStrings

/// An HTML paragraph with a link to a Russian Wikipedia page: percent-encoded bytes
/// (`%D0%9F` is П), one of which, `%BE`, reads as the unknown conversion 'B' to a formatter.
let htmlWithLink =
  #"<p>См. <a href=\"https://ru.wikipedia.org/wiki/%D0%9F%D0%BE%D1%87%D1%82%D0%B0\">Почта</a>.</p>"#

/// A `.stringsdict` plural variable `n` of type `d` with `variants`, in entry `key`.
func pluralEntry(_ variants: [(String, String)], key: String = "k", valueType: String = "d") -> String {
  entry(key, format: "%#@n@", variable("n", valueType: valueType, variants))
}

/// Fixtures for the codes of issue 42 (an error only where users certainly see wrong
/// text): each fires on its files, at its severity, and not on the corrected ones.
let precisionCases: [Case] = [
  Case(
    code: .identicalDuplicateKey,
    firing: ["en.lproj/L.strings": "\"Delete\" = \"Delete\";\n\"Delete\" = \"Delete\";\n"],
    quiet: ["en.lproj/L.strings": "\"Delete\" = \"Delete\";\n\"Delete\" = \"Remove\";\n"]),
  Case(
    code: .identicalDuplicateKey,
    note: "in a .stringsdict",
    firing: [
      "en.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good) + entry("a", format: "%#@n@", good))
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good) + entry("a", format: "%#@n@ ", good))
    ]
  ),
  Case(
    code: .percentInText,
    firing: [
      "en.lproj/L.strings": "\"about\" = \"<p>See the mail page.</p>\";\n",
      "ru.lproj/L.strings": "\"about\" = \"\(htmlWithLink)\";\n",
    ],
    // The development language's text is a format: the translation's is one too, an error.
    quiet: [
      "en.lproj/L.strings": "\"about\" = \"<p>See %@.</p>\";\n",
      "ru.lproj/L.strings": "\"about\" = \"\(htmlWithLink)\";\n",
    ]),
  Case(
    code: .conversionLookAlike,
    firing: [
      "en.lproj/L.stringsdict": plist(pluralEntry([("one", "%d file"), ("other", "%d files")])),
      "ar.lproj/L.stringsdict": plist(
        pluralEntry(["zero", "one", "two", "few", "many", "other"].map { ($0, "\u{066A} d ملفات") })),
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(pluralEntry([("one", "%d file"), ("other", "%d files")])),
      "ar.lproj/L.stringsdict": plist(
        pluralEntry(["zero", "one", "two", "few", "many", "other"].map { ($0, "%d ملفات") })),
    ]),
  Case(
    code: .numberDropped,
    firing: [
      "en.lproj/L.strings": "\"hops\" = \"%d Hops\";\n",
      "ko.lproj/L.strings": "\"hops\" = \"개수 Hops\";\n",
    ],
    quiet: [
      "en.lproj/L.strings": "\"hops\" = \"%d Hops\";\n",
      "ko.lproj/L.strings": "\"hops\" = \"%d Hops\";\n",
    ]),
]
