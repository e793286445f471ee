internal import InternalUtilities
@_spi(InternalJSON) internal import InternalJSON
import LocalizedStrings
import Localization
import Plurals
import SourceFiles

/// The fix of `plural-candidate` in a String Catalog: the string's text, in
/// every localization, becomes a plural variation with each category the
/// localization's language uses, every one holding the text as it is and
/// marked `needs_review`, as Xcode's "Vary by Plural" shapes it. Nothing
/// anybody sees changes until translators write the other forms.
///
/// ```
/// "%lld files" : {                      "%lld files" : {
///   "localizations" : {                   "localizations" : {
///     "pl" : {                              "pl" : {
///       "stringUnit" : {                      "variations" : {
///         "state" : "translated",     →         "plural" : {
///         "value" : "%lld plików"                 "few" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld plików" } },
///       }                                         "many" : { … }, "one" : { … }, "other" : { … }
///     }                                         } } } } }
/// ```
///
/// The source language's text, when the catalog has no localization for it,
/// is the key, and its variation is added (with a `localizations` member when
/// the string has none), in the order Xcode sorts members. Only the bytes of
/// the localizations changed are written; the rest of the file stays as it
/// is. Refused (the finding stays, with a note): a key written twice, a
/// localization with variations, substitutions or any member but
/// `stringUnit`, a text that prints another argument than the count or the
/// count with flags, width or precision, and any migration the runtime would
/// print differently. Read again before writing, the catalog must hold the
/// same members as before but for the migrated localizations, each exactly
/// the variation meant; and the runtime (``StringCatalog``) must print every
/// migrated key the same as before in every language of the catalog, at the
/// numbers of ``PluralMigration/numbers(for:)``.
enum CatalogMigration {
  /// One key's migration: the edits of its localizations and what each must read as after.
  struct Plan {
    var finding: LintFinding
    var key: String
    var fixes: [LintFix]
    /// Each localization migrated: its language and its text (the same in every category).
    var texts: [(language: String, text: String)]
    var unsigned: Bool
  }

  /// The catalog at `path` with the keys of `findings` migrated: the file to write (nil when
  /// none is) and a note for each finding left. A catalog in `busy` (real paths with findings
  /// another fix answers) is left for a later `--fix`.
  ///
  /// - Complexity: O(*m* · *k*) formats (*m* keys in each language, *k* numbers each, spread over
  ///   `threads`: ``outputDifferences(_:old:new:numbers:threads:)``), plus reading
  ///   the catalog and its fixed text once a round (a round more for each refusal): a key is looked
  ///   up (``Keys``), a line's start found by a search (``FixableText/lineStart(of:)``).
  static func migrate(
    _ path: String, findings: [LintFinding], roots: [String], busy: Set<String>,
    linted: LintReport.FilesRead?,
    sources: inout [String: PluralMigration.Source?], threads: Int = 1
  ) -> (file: FixedFile?, skipped: [String], unwritable: [String]) {
    var skipped: [String] = []
    let source: PluralMigration.Source
    let root: CatalogSpan
    let document: JSONNode
    do throws(FixRefusal) {
      guard let found = try PluralMigration.source(path, kind: .catalog, roots: roots, sources: &sources),
        let text = found.text, case .catalog(let node, let spans) = text.document
      else { throw FixRefusal("\(path) does not read") }
      try PluralMigration.requireLinted(path, linted, read: found.identity)
      if busy.contains(found.realPath) {
        throw FixRefusal(
          "\(path) has findings another fix answers; migrated by a later --fix once they are gone")
      }
      root = spans
      source = found
      document = node
    } catch {
      if error.unwritable { return (nil, [], findings.map { PluralMigration.line($0, error.message) }) }
      return (nil, findings.map { PluralMigration.note($0, error.message) }, [])
    }
    var plans: [Plan] = []
    var claimed: Set<String> = []
    let keys = Keys(root: root, document: document)
    for finding in findings {
      do throws(FixRefusal) {
        guard let key = finding.subject?.key else { throw FixRefusal("the finding names no key") }
        guard claimed.insert(key).inserted else { throw FixRefusal("another finding migrates the same key") }
        plans.append(try plan(finding, key: key, root: root, document: document, keys: keys, source: source))
      } catch {
        skipped.append(PluralMigration.note(finding, error.message))
      }
    }
    // A plan refused by the read-back or the runtime is dropped and the others made again.
    while !plans.isEmpty {
      guard let text = source.text else { break }
      let fixes = plans.flatMap(\.fixes).sorted { $0.range.lowerBound < $1.range.lowerBound }
      let fixed = FixedFile.applying(fixes, to: text.bytes)
      var refused: [Int: String] = [:]
      if let reason = readBack(text.bytes, fixed: fixed, path: path, plans: plans) {
        // Not one key's fault that can be told apart: every plan is refused.
        for index in plans.indices { refused[index] = reason }
      } else {
        do {
          let old = try StringCatalog(bytes: text.bytes, path: path)
          let new = try StringCatalog(bytes: fixed, path: path)
          // Each language's numbers made once for the round, not once for each key.
          var numbers: [String: [Int64]] = [:]
          for name in old.languages where numbers[name] == nil {
            numbers[name] = PluralMigration.numbers(for: name)
          }
          let differences = outputDifferences(plans, old: old, new: new, numbers: numbers, threads: threads)
          for (index, difference) in differences.enumerated() where difference != nil {
            refused[index] = difference
          }
        } catch {
          for index in plans.indices {
            refused[index] = "the runtime does not read the catalog (\(error.message))"
          }
        }
      }
      if refused.isEmpty {
        let file = FixedFile(
          path: path, realPath: source.realPath, identity: source.identity, text: text, fixes: fixes,
          fixedFindings: Dictionary(plans.map { ($0.finding.diagnostic.code, 1) }, uniquingKeysWith: +),
          fixed: fixed)
        return (file, skipped, [])
      }
      for (index, reason) in refused.sorted(by: { $0.key < $1.key }) {
        skipped.append(PluralMigration.note(plans[index].finding, reason + "; nothing written"))
      }
      plans = plans.indices.filter { refused[$0] == nil }.map { plans[$0] }
    }
    return (nil, skipped, [])
  }

  // MARK: Planning

  /// The plans of `findings` in the catalog `bytes` (read as `path`), each finding's key
  /// planned as ``migrate(_:findings:roots:linted:sources:)`` plans it.
  static func plans(of findings: [LintFinding], bytes: [UInt8], path: String) throws -> [Plan] {
    guard let text = try FixableText(fileBytes: bytes, kind: .catalog, path: path),
      case .catalog(let document, let root) = text.document
    else { throw FixRefusal("\(path) is not text") }
    let source = PluralMigration.Source(path: path, realPath: path, identity: nil, text: text)
    let keys = Keys(root: root, document: document)
    var plans: [Plan] = []
    for finding in findings where LintFix.migratingCodes.contains(finding.diagnostic.code) {
      guard let key = finding.subject?.key else { continue }
      plans.append(try plan(finding, key: key, root: root, document: document, keys: keys, source: source))
    }
    return plans
  }

  private static func plan(
    _ finding: LintFinding, key: String, root: CatalogSpan, document: JSONNode, keys: Keys,
    source: PluralMigration.Source
  ) throws(FixRefusal) -> Plan {
    guard let text = source.text else { throw FixRefusal("\(source.path) does not read") }
    guard root.isObject, let strings = try root.member("strings", in: "the catalog"), strings.isObject,
      try root.member("sourceLanguage", in: "the catalog") != nil,
      let sourceLanguage = document["sourceLanguage"]?.string
    else { throw FixRefusal("the catalog has no \"strings\" object or no \"sourceLanguage\"") }
    let copies = keys.spans[key] ?? []
    guard copies.count == 1, let entry = copies.first, entry.isObject, let entryNode = keys.nodes[key] else {
      throw FixRefusal(
        copies.count > 1 ? "the key is written \(copies.count) times" : "the key's value is not an object")
    }
    // Two copies of a member anywhere in the string: which one counts differs between readers.
    if let twice = entry.memberWrittenTwice {
      throw FixRefusal("its member \"\(twice)\" is written twice (duplicate-key): keep the copy meant first")
    }
    let localizations = try entry.member("localizations", in: "the key")
    if let other = localizations?.members.first(where: {
      $0.key != sourceLanguage && $0.key.lowercased() == sourceLanguage.lowercased()
    }) {
      throw FixRefusal(
        "its localization \(other.key) differs from the source language \(sourceLanguage) only in case")
    }
    if let localizations, !localizations.isObject {
      throw FixRefusal("its \"localizations\" is not an object")
    }
    let nodes = entryNode["localizations"]?.members ?? []
    var fixes: [LintFix] = []
    var texts: [(language: String, text: String)] = []
    var seen: Set<String> = []
    var sourceType: String?
    var anyUnsigned = false
    func check(_ value: String, language: String) throws(FixRefusal) {
      let type = try PluralMigration.countType(of: value, in: "\(source.path) (\(language))")
      if language == sourceLanguage { sourceType = type }
      if let type, PluralMigration.isUnsigned(type) { anyUnsigned = true }
    }
    for member in localizations?.members ?? [] {
      let (language, span) = (member.key, member.value)
      guard seen.insert(language).inserted else {
        throw FixRefusal("its localization \(language) is written twice")
      }
      guard let node = nodes.last(where: { $0.key == language })?.value, span.isObject,
        span.members.count == 1, span.members[0].key == "stringUnit", let unit = node["stringUnit"],
        Set(unit.members.map(\.key)) == ["state", "value"], let value = unit["value"]?.string
      else {
        throw FixRefusal(
          "its localization \(language) has variations, substitutions or members besides one stringUnit of a state and a value; vary it by plural in Xcode"
        )
      }
      // A text not yet translated or reviewed keeps its state until a person has seen it.
      guard let state = unit["state"]?.string, state == "translated" || state == "needs_review",
        !value.isEmpty
      else {
        throw FixRefusal(
          "its localization \(language) is in state \(unit["state"]?.string ?? "?") or empty; migrate it once it is translated"
        )
      }
      try check(value, language: language)
      let replacement = variation(
        value, language: language, indent: indent(of: span.range.lowerBound, in: text),
        newline: text.lineEnding)
      fixes.append(
        LintFix(file: source.path, range: span.range, replacement: replacement, code: finding.diagnostic.code)
      )
      texts.append((language, value))
    }
    if !seen.contains(sourceLanguage) {
      // The key is the source language's text: its variation is added.
      try check(key, language: sourceLanguage)
      fixes.append(
        insertion(
          of: sourceLanguage, text: key, entry: entry, localizations: localizations, in: text,
          path: source.path, code: finding.diagnostic.code))
      texts.append((sourceLanguage, key))
    }
    guard sourceType != nil else {
      throw FixRefusal("its source text prints no plain integer conversion to vary")
    }
    return Plan(finding: finding, key: key, fixes: fixes, texts: texts, unsigned: anyUnsigned)
  }

  /// The fix of a finding of `code` that adds `language`'s variation of `text` to a key's
  /// `localizations` (or adds that member to the key's object `entry`), in the order Xcode
  /// sorts members.
  private static func insertion(
    of language: String, text: String, entry: CatalogSpan, localizations: CatalogSpan?, in file: FixableText,
    path: String, code: DiagnosticCode
  ) -> LintFix {
    let object = localizations ?? entry
    let name = localizations == nil ? "localizations" : language
    let parentIndent = indent(of: object.range.lowerBound, in: file)
    let memberIndent =
      object.members.first.map { indent(of: $0.value.range.lowerBound, in: file) } ?? parentIndent + unit
    let lineEnd = file.lineEnding
    let written: String
    if localizations != nil {
      written =
        JSONText.quoted(language) + " : "
        + variation(text, language: language, indent: memberIndent, newline: lineEnd)
    } else {
      let inner = memberIndent + unit
      written =
        "\"localizations\" : {" + lineEnd + inner + JSONText.quoted(language) + " : "
        + variation(text, language: language, indent: inner, newline: lineEnd) + lineEnd + memberIndent + "}"
    }
    let newline = lineEnd + memberIndent
    if object.members.isEmpty {
      // `{}` or `{ … white space … }`: written whole.
      return LintFix(
        file: path, range: object.range, replacement: "{" + newline + written + lineEnd + parentIndent + "}",
        code: code)
    }
    if let after = object.members.last(where: { $0.key < name }) {
      let at = after.value.range.upperBound
      return LintFix(file: path, range: at..<at, replacement: "," + newline + written, code: code)
    }
    let at = object.range.lowerBound + 1
    return LintFix(file: path, range: at..<at, replacement: newline + written + ",", code: code)
  }

  /// Xcode's indentation step.
  static let unit = "  "

  /// The spaces and tabs that start the line holding `offset`.
  ///
  /// - Complexity: O(log *l*) to find the line's start, then the indentation's length.
  private static func indent(of offset: Int, in text: FixableText) -> String {
    let start = text.lineStart(of: offset)
    let end = text.bytes[start...].firstIndex { $0 != 0x20 && $0 != 0x09 } ?? text.bytes.count
    return String(decoding: text.bytes[start..<min(end, offset)], as: UTF8.self)
  }

  /// The localization value of a plural variation of `text` in `language`'s categories, each
  /// marked `needs_review`, its lines after the first indented from `indent` (the line of its
  /// member's name).
  static func variation(_ text: String, language: String, indent: String, newline: String = "\n") -> String {
    let value = JSONText.quoted(text)
    let names = PluralRules(locale: language).categories.map(\.name).sorted()
    let (one, two, three, four, five) = (
      indent + unit, indent + unit + unit, indent + unit + unit + unit,
      indent + String(repeating: unit, count: 4),
      indent + String(repeating: unit, count: 5)
    )
    var lines = ["{", one + "\"variations\" : {", two + "\"plural\" : {"]
    for (index, name) in names.enumerated() {
      lines += [
        three + "\"\(name)\" : {", four + "\"stringUnit\" : {", five + "\"state\" : \"needs_review\",",
        five + "\"value\" : \(value)", four + "}", three + (index == names.count - 1 ? "}" : "},"),
      ]
    }
    lines += [two + "}", one + "}", indent + "}"]
    return lines.joined(separator: newline)
  }
}
