import Localization
import LocalizedStrings
import Plurals
internal import InternalUtilities

extension DiagnosticRule {
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
      RuleExample(
        [
          "Sources/Files.swift": #"""
          import SwiftUI
          struct Row: View {
            let fileCount: Int
            var body: some View { Text(↓"\(fileCount) files") }
          }
          let left = String(format: NSLocalizedString(↓"%d items left", comment: ""), n)

          """#,
          "en.lproj/Localizable.strings": #""title" = "Files";"#,
          "ru.lproj/Localizable.strings": #""title" = "Файлы";"#,
        ], note: "Swift code (--sources) whose counting key no table has: shown as written"),
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
      RuleExample(
        [
          "Sources/Files.swift": #"""
          import SwiftUI
          struct Row: View {
            let name: String
            let page: Int
            var body: some View {
              Text("\(name) files")
              Text("Page \(page)")
              Text("%d photos")
            }
          }

          """#,
          "en.lproj/Localizable.strings": #""title" = "Files";"#,
          "ru.lproj/Localizable.strings": #""title" = "Файлы";"#,
        ], note: "a value whose name counts nothing, a label's number, a key formatted by no call"),
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
    ],
    traits: .migrates)
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

/// `plural-candidate`'s check: a development-language text with no plural variation that
/// prints a count before a counted word (``CountedWord/count(in:)``), in a
/// table whose languages need more than one form for the integers it shows.
enum PluralCandidate {
  /// A language of the table beside the development language: its name as the file or
  /// catalog writes it, and its entry for the key (nil when none was read).
  struct Translation {
    let language: String
    let entry: StringEntry?
  }

  // MARK: The finding

  /// The finding for a call site whose key no table of its name has (it is shown as written)
  /// and which prints a count: its interpolations written as specifiers, one of unknown type
  /// `%lld` where its name says it counts (``CodeReferences/CallSite/countNames``) and `%@`
  /// otherwise; `languages` are the table's others. Nil unless `developmentLanguage` is
  /// English.
  static func diagnostic(
    callSite site: CodeReferences.CallSite, developmentLanguage: String, languages: [String]
  ) -> LocalizationDiagnostic? {
    guard CountedWord.isEnglish(developmentLanguage) else { return nil }
    var index = 0
    var key = ""
    for piece in site.key.pieces {
      switch piece {
      case .text(let text): key += text
      case .value(let specifier):
        key += specifier ?? (site.countNames.contains(index) ? "%lld" : "%@")
        index += 1
      }
    }
    return diagnostic(
      key: key, text: LocatedString(key, at: site.location), developmentLanguage: developmentLanguage,
      translations: { languages.map { Translation(language: $0, entry: nil) } },
      name: "\(site.callee)'s key '\(key)', which \(site.tableName) lacks,",
      remedy: "add it to \(site.tableName) with a plural variation on that argument")
  }

  /// The integers that show each form a language needs, in CLDR's order: one example per
  /// category (the first from 1 up, 0 when only 0 selects it), leaving out the categories
  /// only round millions reach (French 'many'). Empty when one form serves every integer.
  static func forms(_ language: String) -> [(category: PluralCategory, number: Int)] {
    // Asked for each entry that prints a count, in each language: made once a language.
    if let known = formsByLanguage.withLock({ $0[language] }) { return known }
    let examples = IntegerCategories.examples(PluralRules(locale: language))
    let large = IntegerCategories.largeIntegerCategories(examples: examples)
    let forms: [(category: PluralCategory, number: Int)] = PluralCategory.allCases.compactMap { category in
      guard let numbers = examples[category], !large.contains(category.name) else { return nil }
      return (category, numbers.first { $0 >= 1 } ?? numbers[0])
    }
    let result = forms.count > 1 ? forms : []
    formsByLanguage.withLock { $0[language] = result }
    return result
  }

  /// ``forms(_:)`` of each language asked for.
  private static let formsByLanguage = Locked([String: [(category: PluralCategory, number: Int)]]())

  /// How many languages a message names before it counts the rest.
  static let listedLanguages = 8

  /// The finding for `text`, the development language's entry of `key`, when it prints a
  /// count and some language of the table needs more than one form for it; `translations`
  /// gives the table's other languages, asked only for a text that prints a count (most
  /// entries print none, and looking up each one's translations would cost more than the check).
  static func diagnostic(
    key: String, text: LocatedString, developmentLanguage: String, translations: () -> [Translation],
    name: String, remedy: String
  ) -> LocalizationDiagnostic? {
    guard text.isUsedAsFormat(key: key), let count = CountedWord.count(in: text.text) else { return nil }
    var parts: [String] = []
    // The development language's text looks plural: its other forms are wrong ('one': "1 files").
    let own = forms(developmentLanguage).filter { $0.category != .other }
    if !own.isEmpty {
      let shown = own.map { "\($0.number) → \"\(window(text.text, range: count.range, number: $0.number))\"" }
      parts.append("\(developmentLanguage): " + shown.joined(separator: ", "))
    }
    var unnamed: [String] = []
    for translation in translations().sorted(by: { $0.language < $1.language }) {
      let needed = forms(translation.language)
      guard !needed.isEmpty else { continue }
      let part: String
      switch translation.entry {
      case .none:
        let list = needed.map { "'\($0.category.name)' \($0.number)" }.joined(separator: ", ")
        part = "\(translation.language) (not translated here) needs \(list)"
      case .some(.string(let translated)):
        let range = countRange(in: translated.text, argument: count.argument)
        let shown = needed.map { form in
          range.map { "\(form.number) → \"\(window(translated.text, range: $0, number: form.number))\"" }
            ?? "\(form.number)"
        }
        part =
          "\(translation.language): "
          + (range == nil
            ? "\"\(EntryChecks.excerpt(translated.text))\" for " + shown.joined(separator: ", ")
            : shown.joined(separator: ", "))
      case .some:
        // A plural variation, widths or devices: the translation has forms of its own.
        continue
      }
      if parts.count < listedLanguages { parts.append(part) } else { unnamed.append(translation.language) }
    }
    guard !parts.isEmpty else { return nil }
    // The languages not quoted, named up to a bound (a catalog may have hundreds).
    let names = unnamed.prefix(20).joined(separator: ", ") + (unnamed.count > 20 ? " …" : "")
    let more = unnamed.isEmpty ? "" : "; and \(unnamed.count) more (\(names))"
    let message =
      "\(name) prints argument \(count.argument + 1) (\(count.directive)) as a count of '\(count.word)' with one text for every number, where the table's languages need several forms: "
      + parts.joined(separator: "; ") + more + "; \(remedy)"
    return LocalizationDiagnostic(.pluralCandidate, message, at: text.location)
  }

  /// The UTF-8 range of the integer directive that prints argument `argument` in a
  /// translation, numbered as ``CountedWord/count(in:)`` numbers them.
  static func countRange(in text: String, argument: Int) -> Range<Int>? {
    guard let directives = try? FormatParser.directives(text) else { return nil }
    var next = 0
    for directive in directives where directive.takesArgument {
      let index = directive.position.map { $0 - 1 } ?? next
      next = index + 1
      if index == argument, directive.variable == nil, directive.isInteger { return directive.range }
    }
    return nil
  }

  /// The text around the number, with `number` in place of its directive: up to four
  /// words and 40 characters either side, `…` where cut, line breaks shown as `⏎`.
  static func window(_ text: String, range: Range<Int>, number: Int) -> String {
    let bytes = Array(text.utf8)
    let before = String(decoding: bytes[..<range.lowerBound], as: UTF8.self)
    let after = String(decoding: bytes[range.upperBound...], as: UTF8.self)
    func words(_ text: Substring, fromEnd: Bool) -> (String, cut: Bool) {
      let pieces = text.split(separator: " ", omittingEmptySubsequences: false)
      var kept =
        pieces.count > 4
        ? (fromEnd ? pieces.suffix(4) : pieces.prefix(4)).joined(separator: " ") : String(text)
      let cut = pieces.count > 4 || kept.count > 40
      if kept.count > 40 { kept = String(fromEnd ? kept.suffix(40) : kept.prefix(40)) }
      return (kept, cut)
    }
    let (head, headCut) = words(Substring(before), fromEnd: true)
    let (tail, tailCut) = words(Substring(after), fromEnd: false)
    let shown = (headCut ? "…" : "") + head + String(number) + tail + (tailCut ? "…" : "")
    return shown.replacing("\n", with: "⏎")
  }
}
