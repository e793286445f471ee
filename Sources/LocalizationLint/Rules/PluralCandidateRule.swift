import LocalizedStrings

extension DiagnosticRule {
  /// `plural-candidate`: a development-language text with no plural variation prints a count before a counted word (`%d files`), in a table whose languages need several forms.
  static let pluralCandidate = DiagnosticRule(
    code: .pluralCandidate,
    summary:
      "a development-language text with no plural variation prints a count before a counted word (%d files, %lld item(s)), in a table whose languages need several forms for it",
    help:
      "Make it a plural entry: a .stringsdict entry with a variable for the count beside the .strings table, or a plural variation of the catalog string on that argument.",
    example:
      "\"deleted\" = \"%d files deleted\"; prints \"1 files deleted\", and one Polish form for 2 and 5",
    reason:
      "some numbers show a wrong form (\"1 files\"; Polish and Russian need three), though what users see depends on the numbers the app passes",
    triggering: [
      .strings(
        [
          "en": #"""
          "deleted" = ↓"%d files deleted";
          "left" = ↓"%lld item(s) left";

          """#,
          "pl": #"""
          "deleted" = "Usunięto plików: %d";
          "left" = "Pozostało: %lld";

          """#,
        ], note: "a .strings table, translated"),
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","version":"1.0","strings":{"Disconnect All (%lld Connections)":{"localizations":{"en":{"stringUnit":{"state":"translated","value":↓"Disconnect All (%lld Connections)"}},"ru":{"stringUnit":{"state":"translated","value":"Отключить все (%lld подключений)"}}}}}}"#
        ], note: "a catalog string"),
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","version":"1.0","strings":{↓"Delete %d selected feeds?":{}}}"#
        ], note: "a catalog key with no source text: the key is the text"),
    ],
    nonTriggering: [
      .strings(
        [
          "en": #"""
          "page" = "Page %d of %d";
          "total" = "%d of %d files";
          "zoom" = "Zoom (%d%%)";
          "copyright" = "© %d";
          "time" = "%d:%02d";
          "rank" = "#%d";
          "size" = "%d MB";
          "unread" = "(%d unread)";
          "version" = "Version %d";
          "padded" = "%03d items";
          "os" = "%d iOS";
          "list" = "%d in this list";

          """#,
          "pl": #""page" = "Strona %d z %d";"# + "\n",
        ], note: "pages, percentages, years, times, ranks, units, adjectives, versions"),
      RuleExample(
        [
          "en.lproj/L.strings": #""deleted" = "%d files deleted";"# + "\n",
          "en.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("deleted", format: "%#@n@ deleted")),
        ], note: "the .stringsdict of the table has the key"),
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"en","version":"1.0","strings":{"%lld files":{"localizations":{"en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld file"}},"other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}}}}}}"#
        ], note: "a catalog string that varies by plural"),
      RuleExample(
        [
          "C.xcstrings":
            #"{"sourceLanguage":"ja","version":"1.0","strings":{"%lld 個のファイル":{"localizations":{"zh-Hans":{"stringUnit":{"state":"translated","value":"%lld 个文件"}}}}}}"#
        ], note: "a Japanese source with a Chinese translation: one form serves every integer"),
    ],
    corrections: [
      RuleCorrection(
        [
          "en.lproj/L.strings": #"""
          "deleted" = ↓"%d files deleted";
          "title" = "Files";

          """#,
          "pl.lproj/L.strings": #"""
          "deleted" = "Usunięto plików: %d";
          "title" = "Pliki";

          """#,
        ],
        fixed: [
          "en.lproj/L.strings": #""title" = "Files";"# + "\n",
          "en.lproj/L.stringsdict": migratedStringsdict("%d files deleted", categories: ["one", "other"]),
          "pl.lproj/L.strings": #""title" = "Pliki";"# + "\n",
          "pl.lproj/L.stringsdict": migratedStringsdict(
            "Usunięto plików: %d", categories: ["one", "few", "many", "other"]),
        ], note: "each language's entry moves into a new .stringsdict beside its .strings file")
    ])
}

/// The `.stringsdict` that `--fix` writes for the `.strings` entry `deleted` whose text is
/// `text`, in a language whose integers take `categories`: one variant each, all that text,
/// the entry marked for review (the shape of `PluralMigrationWriting`).
private func migratedStringsdict(_ text: String, categories: [String]) -> String {
  let forms = categories.map { "\t\t\t<key>\($0)</key>\n\t\t\t<string>\(text)</string>\n" }.joined()
  return #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    	<!-- plurals-lint:needs-review: made plural by the fix of plurals lint; write each form, then remove this comment -->
    	<key>deleted</key>
    	<dict>
    		<key>NSStringLocalizedFormatKey</key>
    		<string>%#@count@</string>
    		<key>count</key>
    		<dict>
    			<key>NSStringFormatSpecTypeKey</key>
    			<string>NSStringPluralRuleType</string>
    			<key>NSStringFormatValueTypeKey</key>
    			<string>d</string>

    """# + forms + "\t\t</dict>\n\t</dict>\n</dict>\n</plist>\n"
}
