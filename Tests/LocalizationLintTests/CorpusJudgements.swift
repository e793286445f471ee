import Foundation
import LocalizedStrings
import LocalizationLint
import Testing

/// An error `plurals lint` reports on the corpus, judged by reading the file:
/// a defect that makes some user see wrong or broken text.
struct JudgedError: Hashable, CustomStringConvertible {
  /// The file, relative to the corpus.
  var file: String
  var code: DiagnosticCode
  /// A piece of the message that names the entry (its key).
  var entry: String
  /// Why it is a real defect.
  var reason: String

  var description: String { "\(file) [\(code)] \(entry)" }
}

/// Every error on the corpus, one line of reasoning each. A new error (or a
/// judged one that disappears) fails the suite: judge it and add it here.
let judgedErrors: [JudgedError] = {
  var errors = [
    JudgedError(
      file: "MrKai77_Loop/Localizable.broken-merge.xcstrings", code: .parseError, entry: "malformed JSON",
      reason:
        "a merge interleaved two entries (\"en\" : { then \"it\" : {): not JSON, no key of it can be served"),
    JudgedError(
      file: "MrKai77_Loop/Localizable.xcstrings", code: .invalidFormat, entry: "'Version %@ (%lld)' (ru)",
      reason:
        "the Russian translation writes %$11d for the build number: an unknown conversion, the number is lost"
    ),
    JudgedError(
      file: "ViennaRSS_vienna-rss/Swedish.lproj/InfoPlist.strings", code: .parseError, entry: "neither UTF-8",
      reason:
        "MacRoman bytes (0x8A for ä) without a byte order mark: the file decodes as neither UTF-8 nor UTF-16"),
    JudgedError(
      file: "organicmaps_organicmaps/ar.lproj/Localizable.stringsdict", code: .valueTypeMismatch,
      entry: "'bookmarks_objects'",
      reason: "%s prints the number of a 'd' variable: an integer read as a C string"),
    // SwiftGen's .strings fixture of every conversion, and the playground's compiled copy of it.
    JudgedError(
      file: "SwiftGen_SwiftGen/Localizable.strings", code: .invalidFormat, entry: "%p prints a pointer",
      reason: "'Pointer: %p' prints a memory address into user-facing text; this runtime refuses %p"),
    JudgedError(
      file: "SwiftGen_SwiftGen/Localizable.strings", code: .invalidFormat,
      entry: "argument positions start at 1",
      reason: "%0$@: argument positions start at 1, so the directive reads no argument"),
    JudgedError(
      file: "SwiftGen_SwiftGen/SwiftGen.playground/Localizable.strings", code: .invalidFormat,
      entry: "%p prints a pointer", reason: "the same 'Pointer: %p' as the fixture it was compiled from"),
    JudgedError(
      file: "SwiftGen_SwiftGen/SwiftGen.playground/Localizable.strings", code: .invalidFormat,
      entry: "argument positions start at 1", reason: "the same %0$@ as the fixture it was compiled from"),
    JudgedError(
      file: "liamnichols_xcstrings-tool/!MissingArgument.xcstrings", code: .argumentSkipped,
      entry: "'Key' (en)",
      reason:
        "xcstrings-tool's deliberately broken fixture: '%2$@, %3$@' never reads argument 1, so on Apple platforms the others shift by one"
    ),
    JudgedError(
      file: "liamnichols_xcstrings-tool/!MismatchingArgumentType.xcstrings", code: .argumentTypeConflict,
      entry: "'Key' (en)",
      reason: "xcstrings-tool's deliberately broken fixture: argument 1 is an integer and an object"),
  ]
  // SwiftGen's fixture of odd positions, as a .stringsdict and as Xcode migrated it.
  for (file, language) in [("LocPluralAdvanced.stringsdict", ""), ("LocPluralAdvanced.xcstrings", " (en)")] {
    errors += [
      JudgedError(
        file: "SwiftGen_SwiftGen/" + file, code: .invalidFormat,
        entry: "'many.placeholders.plurals.zero'\(language)",
        reason: "%0$#@zero@: argument positions start at 1, so the directive reads no argument"),
      JudgedError(
        file: "SwiftGen_SwiftGen/" + file, code: .argumentSkipped,
        entry: "'mixed.placeholders-and-variables.string-positional3int'\(language)",
        reason:
          "'%@ %3$#@has_rating@' never reads argument 2: on Apple platforms the later arguments shift into the gap"
      ),
      JudgedError(
        file: "SwiftGen_SwiftGen/" + file, code: .argumentSkipped,
        entry: "'mixed.placeholders-and-variables.positionalstring-positional3int'\(language)",
        reason:
          "'%1$@ %3$#@has_rating@' never reads argument 2: on Apple platforms the later arguments shift into the gap"
      ),
    ]
  }
  // Element X chooses the plural by argument 1 ('d'), which its variants print as a name (%1$@); the count comes later.
  let elementX = [
    (
      "a11y_read_receipts_multiple_with_others",
      "the plural reads the reader's name (%1$@); the count is %2$d"
    ),
    ("notification_compat_summary_line_for_room", "the plural reads the room name (%1$@); the count is %2$d"),
    ("screen_room_typing_many_members", "the plural reads the first name (%1$@); the count is %3$d"),
    ("screen_room_typing_notification", "the plural reads the name: \"Alice are typing\" whatever the count"),
  ]
  for language in ["be", "cs", "en", "fr", "pl", "pt-BR", "ru", "sk", "uk"] {
    for (key, reason) in elementX {
      // Slovak's three variants of this key are the same text: the number is never read.
      if language == "sk" && key == "screen_room_typing_many_members" { continue }
      errors.append(
        JudgedError(
          file: "element-hq_element-x-ios/\(language).lproj/Localizable.stringsdict",
          code: .valueTypeMismatch,
          entry: "'\(key)'", reason: reason))
    }
  }
  // Vienna's .strings repeat keys with another text: the last line wins (here and in Apple's parser).
  let vienna = [
    (
      "French", "'Mark Flagged'",
      "'Signaler d'un drapeau' then 'Signaler l'article d'un drapeau': one is lost"
    ),
    ("French", "'Unread Articles'", "'Articles non lus' then the English 'Unread Articles', which wins"),
    ("German", "'Unread Articles'", "'Ungelesene Artikel' then the English 'Unread Articles', which wins"),
    ("Japanese", "'Mark Flagged'", "'フラグ付き' then 'フラグあり': one of the two translations is lost"),
    ("Japanese", "'Unread Articles'", "'未読の記事' then the English 'Unread Articles', which wins"),
    ("zh_TW", "'Unread Articles'", "'未讀的文章' then the English 'Unread Articles', which wins"),
  ]
  for (folder, key, reason) in vienna {
    errors.append(
      JudgedError(
        file: "ViennaRSS_vienna-rss/\(folder).lproj/Localizable.strings", code: .duplicateKey, entry: key,
        reason: reason))
  }
  return errors
}()

/// Every translation on the corpus that never prints a number its development language
/// prints (`number-dropped`, `conversion-look-alike`), judged by reading it.
let judgedLostNumbers: [JudgedError] = {
  let vienna = "ViennaRSS_vienna-rss/Localizable.xcstrings"
  let folders = "'Are you sure you want to delete all %d selected folders?"
  return [
    JudgedError(
      file: "ViennaRSS_vienna-rss/French.lproj/Localizable.strings", code: .conversionLookAlike,
      entry: "'%d unread articles' in fr writes 'd'",
      reason: "\"d articles non lus\": the '%' is lost, users read 'd articles' instead of the count"),
    JudgedError(
      file: vienna, code: .numberDropped, entry: "'%d new unread articles retrieved' (gl)",
      reason: "\"Recuperados novos artigos sen ler\": the count of articles retrieved is gone"),
    JudgedError(
      file: vienna, code: .numberDropped, entry: "'%d new unread articles retrieved' (lt)",
      reason: "\"Parsiųsta naujų neperskaitytų straipsnių\": the count is gone"),
    JudgedError(
      file: vienna, code: .numberDropped, entry: folders + " This operation cannot be undone.' (es)",
      reason: "\"…eliminar todas las carpetas seleccionadas?\": asks to delete 'all' without the count"),
    JudgedError(
      file: vienna, code: .numberDropped, entry: folders + " This operation cannot be undone.' (gl)",
      reason: "\"…eliminar todos os cartafoles seleccionados?\": the count is gone"),
    JudgedError(
      file: vienna, code: .numberDropped, entry: folders + " This operation cannot be undone.' (lt)",
      reason: "\"Ištrinti keletą aplankų\" ('delete several folders'): the count is gone"),
  ]
}()

/// Every `plural-candidate` on the corpus, read one by one: each is a string a developer would
/// migrate to a plural entry (the precision of the rule is these findings over all of them).
let judgedPluralCandidates: [JudgedError] = {
  let loop = "MrKai77_Loop/Localizable.xcstrings"
  let netNewsWire = "Ranchero-Software_NetNewsWire/Localizable.xcstrings"
  let vienna = "ViennaRSS_vienna-rss/English.lproj/Localizable.strings"
  let swiftGen = "SwiftGen_SwiftGen/"
  return [
    JudgedError(
      file: loop, code: .pluralCandidate, entry: "'You can only use up to %lld keys in a keybind",
      reason:
        "the limit is an argument: \"up to 1 keys\", and Russian's one text 'клавиш' is wrong for 1 and 2"),
    JudgedError(
      file: loop, code: .pluralCandidate, entry: "'You can only use up to %lld keys in your trigger key.'",
      reason: "the same limit in another sentence: \"up to 1 keys\", one Russian and Arabic form for all"),
    JudgedError(
      file: loop, code: .pluralCandidate, entry: "'You've looped %lld times!'",
      reason: "a running count from 1: \"You've looped 1 times!\", Russian 'раз' for 1, 2 and 5 alike"),
    JudgedError(
      file: netNewsWire, code: .pluralCandidate, entry: "'%lld months'",
      reason: "a duration picker's label: \"1 months\""),
    JudgedError(
      file: netNewsWire, code: .pluralCandidate, entry: "'Are you sure you want to delete %d feeds?'",
      reason: "a confirmation for any number of feeds, 1 included: \"delete 1 feeds?\""),
    JudgedError(
      file: netNewsWire, code: .pluralCandidate,
      entry: "'Are you sure you want to delete the %d selected items?'",
      reason: "a confirmation for the selection, which may be one item: \"the 1 selected items\""),
    JudgedError(
      file: swiftGen + "Localizable.strings", code: .pluralCandidate, entry: "'bananas.owner'",
      reason:
        "\"Those %d bananas belong to %@.\": \"Those 1 bananas\"; its sibling 'apples.count' has a plural entry"
    ),
    JudgedError(
      file: swiftGen + "SwiftGen.playground/Localizable.strings", code: .pluralCandidate,
      entry: "'bananas.owner'", reason: "the playground's compiled copy of the same 'Those %d bananas'"),
    JudgedError(
      file: swiftGen + "SwiftGen.playground/Localizable.strings", code: .pluralCandidate,
      entry: "'apples.count'",
      reason:
        "\"You have %d apples\" in a folder with no .stringsdict: the playground prints \"You have 1 apples\""
    ),
    JudgedError(
      file: vienna, code: .pluralCandidate, entry: "'Growl description'",
      reason: "\"%d new unread articles retrieved\" after a refresh that may bring one article"),
    JudgedError(
      file: vienna, code: .pluralCandidate, entry: "'%ld bytes received'",
      reason: "a download's progress: \"1 bytes received\"; Czech and Lithuanian need three forms"),
    JudgedError(
      file: vienna, code: .pluralCandidate, entry: "'Delete multiple folders text'",
      reason: "\"delete all %d selected folders?\" for a selection of any size"),
    JudgedError(
      file: "ViennaRSS_vienna-rss/Localizable.xcstrings", code: .pluralCandidate,
      entry: "'Are you sure you want to delete all %d selected folders?",
      reason:
        "the catalog's copy of the same question, with one Czech, Russian and Ukrainian text for every count"),
    JudgedError(
      file: "duckduckgo_iOS/en.lproj/Localizable.strings", code: .pluralCandidate,
      entry: "'network.protection.vpn.location.country.item.formatted.cities.count'",
      reason: "\"%d cities\" under a country with one city: \"1 cities\"; Polish and Russian need three forms"
    ),
  ]
}()

/// Corpus strings that print an integer near a word and must not be plural candidates: (the
/// file, the key as the message would quote it, why not).
let pluralNearMisses: [(file: String, entry: String, reason: String)] = [
  (
    "Ranchero-Software_NetNewsWire/Localizable.xcstrings", "'%d unread'", "an adjective: English has one form"
  ),
  ("Ranchero-Software_NetNewsWire/Localizable.xcstrings", "'%i Unread'", "an adjective, capitalised"),
  ("Ranchero-Software_NetNewsWire/Localizable.xcstrings", "'%d of %d'", "a position: 'Page %d of %d'"),
  ("ViennaRSS_vienna-rss/English.lproj/Localizable.strings", "' (%d unread)'", "an adjective in brackets"),
  (
    "ViennaRSS_vienna-rss/English.lproj/Localizable.strings", "'HTTP code %d reported from server'",
    "a status code, not a count"
  ),
  (
    "ViennaRSS_vienna-rss/English.lproj/Localizable.strings", "'%d unread articles'",
    "the table's .stringsdict (cs, lt) has the key: a plural entry already"
  ),
  (
    "ViennaRSS_vienna-rss/English.lproj/Localizable.strings", "'%d new articles retrieved'",
    "in the table's .stringsdict"
  ),
  (
    "ViennaRSS_vienna-rss/English.lproj/Localizable.strings", "'%d subscriptions successfully imported'",
    "in the table's .stringsdict"
  ),
  (
    "duckduckgo_iOS/en.lproj/Localizable.strings", "'action.text-zoom-menu-item'",
    "a percentage: 'Zoom (%d%%)'"
  ),
  ("duckduckgo_iOS/en.lproj/Localizable.strings", "'findinpage.count'", "a position: '%1$d of %2$d'"),
  ("duckduckgo_iOS/en.lproj/Localizable.strings", "'waitlist.invite-screen.step.title'", "a rank: 'Step %d'"),
  ("SwiftGen_SwiftGen/Localizable.strings", "'apples.count'", "the .stringsdict beside it has the key"),
  ("MrKai77_Loop/Localizable.xcstrings", "'Version %@ (%lld)'", "a build number"),
  (
    "MrKai77_Loop/Localizable.xcstrings", "'Icon Unlock Message: Holo'",
    "'You've already looped 25 times!': a literal number, no argument to vary by"
  ),
  ("liamnichols_xcstrings-tool/FormatSpecifiers.xcstrings", "'Test %d'", "no word after the number"),
]
