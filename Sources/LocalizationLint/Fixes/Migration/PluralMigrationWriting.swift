internal import InternalUtilities
import LocalizedStrings
import PluralRuleSyntax
import Plurals
import SourceFiles

/// Writing a migration: the entries' .stringsdict text, the edit of each file, and the
/// read-back and the runtime's outputs before and after, which every migration passes
/// before it is written.
extension PluralMigration {
  /// `text` as XML character data; nil when it holds a character XML cannot carry.
  static func escaped(_ text: String) -> String? {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      // A parser reads a written carriage return as a line feed.
      case "\r": result += "&#13;"
      case "\t", "\n": result.unicodeScalars.append(scalar)
      case _ where !isCarried(scalar): return nil
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether an XML 1.0 property list can carry `scalar`, written or as a character
  /// reference: not a control character other than tab, line feed and carriage return, not
  /// U+FFFE or U+FFFF.
  static func isCarried(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "\t", "\n", "\r": true
    case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": false
    default: true
    }
  }

  /// The first character of `text` a property list cannot carry, as `U+0007`; nil when none.
  static func uncarried(_ text: String) -> String? {
    text.unicodeScalars.first(where: { !isCarried($0) }).map(PrintableText.codePoint)
  }

  /// The `.stringsdict` entry of a move, each line indented by `indent` and ended by `newline`.
  static func entryText(key: String, move: Move, indent: String, newline: String) -> String? {
    guard let key = escaped(key), let text = escaped(move.text), let type = escaped(move.valueType) else {
      return nil
    }
    let categories = PluralRules(locale: move.language).categories
    // Every form holds the old text: the entry stays marked until someone writes them.
    var lines = [
      ReviewMarkers.comment,
      "<key>\(key)</key>", "<dict>",
      "\t<key>NSStringLocalizedFormatKey</key>", "\t<string>%#@\(variable)@</string>",
      "\t<key>\(variable)</key>", "\t<dict>",
      "\t\t<key>NSStringFormatSpecTypeKey</key>", "\t\t<string>NSStringPluralRuleType</string>",
      "\t\t<key>NSStringFormatValueTypeKey</key>", "\t\t<string>\(type)</string>",
    ]
    for category in categories {
      lines += ["\t\t<key>\(category.name)</key>", "\t\t<string>\(text)</string>"]
    }
    lines += ["\t</dict>", "</dict>"]
    return lines.map { indent + $0 + newline }.joined()
  }

  static let header =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    + "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"
    + "<plist version=\"1.0\">\n<dict>\n"
  static let footer = "</dict>\n</plist>\n"

  /// The file `source` with the moves of `plans` made in it, read again: a `.strings` file
  /// less their entries, a `.stringsdict` with theirs added after its own.
  static func edit(_ source: Source, plans: [Plan]) throws(FixRefusal) -> FixedFile {
    let isDict = source.path.hasSuffix(".stringsdict")
    // Never empty: this file is one the plans' moves name (a `.strings` file never ends in
    // `.stringsdict`), so the added entries are written by the one fix of the first move's code.
    let moves = plans.flatMap { plan in
      plan.moves.filter { (isDict ? $0.stringsdict : $0.strings) == source.path }.map {
        (key: plan.key, move: $0, code: plan.finding.diagnostic.code)
      }
    }
    var fixes: [LintFix] = []
    var added: [String] = []
    let original = source.text?.bytes ?? []
    if isDict {
      let newline = source.text?.lineEnding ?? "\n"
      for (key, move, _) in moves {
        guard let text = entryText(key: key, move: move, indent: "\t", newline: newline) else {
          throw FixRefusal("its key or text holds a character a property list cannot carry")
        }
        added.append(text)
      }
      if let text = source.text {
        guard case .propertyList(let root, let spans) = text.document, root.dictionary != nil,
          let element = spans.elements[root.position], element.content.upperBound < element.whole.upperBound
        else { throw FixRefusal("\(source.path) holds no dictionary to add the entry to") }
        let closing = element.content.upperBound
        let start = text.lineStart(of: closing)
        // On a line of its own, the entry goes before the closing tag's line; else a line break first.
        let alone = text.isBlank(start..<closing)
        let at = alone ? start : closing
        let lead = alone ? "" : newline
        fixes += moves.prefix(1).map {
          LintFix(file: source.path, range: at..<at, replacement: lead + added.joined(), code: $0.code)
        }
      } else {
        fixes += moves.prefix(1).map {
          LintFix(
            file: source.path, range: 0..<0, replacement: header + added.joined() + footer, code: $0.code)
        }
      }
    } else {
      guard let text = source.text else { throw FixRefusal("\(source.path) does not read") }
      for (_, move, code) in moves {
        guard let range = text.entryRemoval(at: move.position) else {
          throw FixRefusal("which bytes of \(source.path) hold the entry is not certain")
        }
        fixes.append(LintFix(file: source.path, range: range, replacement: "", code: code))
      }
      fixes.sort { $0.range.lowerBound < $1.range.lowerBound }
      for (first, second) in zip(fixes, fixes.dropFirst())
      where first.range.upperBound > second.range.lowerBound {
        throw FixRefusal("two entries moved from \(source.path) share their bytes")
      }
    }
    let fixed = FixedFile.applying(fixes, to: original)
    if let reason = readBack(source, fixed: fixed, removing: Set(moves.map(\.key)), adding: added) {
      throw FixRefusal("\(reason) (\(source.path))")
    }
    return FixedFile(
      path: source.path, realPath: source.realPath, identity: source.identity, text: source.text,
      fixes: fixes, fixedFindings: [:], fixed: fixed)
  }

  /// Why `fixed` must not be written, nil when, read again, it holds the entries of `source`
  /// in order less those of `removing` (a `.strings` file) or followed by the entries of
  /// `adding`, each exactly as meant (a `.stringsdict`).
  static func readBack(_ source: Source, fixed: [UInt8], removing: Set<String>, adding: [String]) -> String? {
    let kind: LocalizationFileKind = source.path.hasSuffix(".stringsdict") ? .stringsdict : .strings
    let after: FixableText.Document
    do {
      // A .stringsdict file's tree alone: where its elements are written is not compared.
      after =
        kind == .stringsdict
        ? .propertyList(try PropertyListReader.parse(fixed, file: source.path), PropertyListSpans())
        : try FixableText.read(fixed, kind: kind, path: source.path)
    } catch {
      return "the migrated file would not read (\(error.message))"
    }
    switch (source.text?.document, after) {
    case (.strings(let pairs, _)?, .strings(let newPairs, _)):
      let expected = pairs.filter { !removing.contains($0.key) }
      guard expected.count == pairs.count - removing.count, expected.count == newPairs.count,
        zip(expected, newPairs).allSatisfy({ $0.key == $1.key && $0.value.text == $1.value.text })
      else { return "read again, the migrated file changes more than the moved entries" }
      return nil
    case (.propertyList(let root, _)?, .propertyList(let newRoot, _)) where kind == .strings:
      guard var dictionary = root.dictionary else { return "the file holds no dictionary" }
      let count = dictionary.entries.count
      dictionary.entries.removeAll { removing.contains($0.key) }
      var expected = root
      expected.value = .dictionary(dictionary)
      guard dictionary.entries.count == count - removing.count, expected.hasSameValue(as: newRoot) else {
        return "read again, the migrated file changes more than the moved entries"
      }
      return nil
    case (_, .propertyList(let newRoot, _)) where kind == .stringsdict:
      let document = Array((header + adding.joined() + footer).utf8)
      guard let made = try? PropertyListReader.parse(document, file: source.path),
        var dictionary = made.dictionary
      else { return "the new entries do not read" }
      if case .propertyList(let root, _)? = source.text?.document {
        guard let old = root.dictionary else { return "the file holds no dictionary" }
        dictionary.entries = old.entries + dictionary.entries
      } else if source.text != nil {
        return "read again, the migrated file is no longer the same kind of file"
      }
      var expected = made
      expected.value = .dictionary(dictionary)
      guard expected.hasSameValue(as: newRoot) else {
        return "read again, the migrated file holds more or less than the moved entries"
      }
      return nil
    default:
      return "read again, the migrated file is no longer the same kind of file"
    }
  }

  // MARK: The runtime's outputs

  /// The numbers every migrated entry is formatted at, before and after: each of CLDR's
  /// integer samples of `language`'s categories, and the edges where a conversion's text
  /// changes with its length or sign (0, ±1, 2⁷, 2⁸, 2¹⁵, 2¹⁶, 2³¹, 2³², each with the number
  /// below it, 1,000, 1,000,000, and both ends of `Int64`).
  ///
  /// Every form a migration writes is today's text, so printing each category at its samples
  /// shows every form the entry can take; the edges show a conversion written back with another
  /// length (`%hhd` prints 128 as -128) or sign (`%u` prints -1 as 4294967295).
  ///
  /// ```swift
  /// PluralMigration.numbers(for: "pl")  // [0, 1, -1, …, 2, 3, 4, 22, …, 5, 6, …]
  /// ```
  ///
  /// - Complexity: O(*s*) for the language's *s* integer samples (ranges expanded).
  static func numbers(for language: String) -> [Int64] {
    var numbers: [Int64] = [0, 1, -1, 1000, 1_000_000, .min, .max]
    for bits: Int64 in [7, 8, 15, 16, 31, 32] {
      numbers += [(1 << bits) - 1, 1 << bits]
    }
    let rules = PluralRules(locale: language)
    for category in rules.categories {
      guard let text = rules.ruleText(for: category), let rule = try? PluralRule(parsing: text),
        let samples = rule.integerSamples
      else { continue }
      for number in samples.values where number.exponent == 0 {
        if let value = Int64(number.description) { numbers.append(value) }
      }
    }
    var seen = Set<Int64>()
    return numbers.filter { seen.insert($0).inserted }
  }

  /// The comparisons of one plan's entry, a move at a time: the runtime's tables of each
  /// move's `.strings` file as it is and of its `.stringsdict` file as `made` would write it,
  /// and the numbers of its language; and, when a move's files were not made, why the plan
  /// is refused after the moves before it.
  struct OutputChecks: Sendable {
    struct Move: Sendable {
      var strings: String
      var before: Result<StringTable, SourceError>
      var after: Result<StringTable, SourceError>
      var numbers: [Int64]
      var unsigned: Bool
    }
    var key: String
    var moves: [Move] = []
    var notMade: String?

    /// Why the plan is refused: what the runtime prints differently for the first move that
    /// differs (``PluralMigration/outputDifference(key:strings:before:after:numbers:unsigned:)``),
    /// else that a move's files were not made; nil when every output is the same.
    ///
    /// - Complexity: O(*m* · *k*) formats for the moves and the numbers of their languages.
    var refusal: String? {
      for move in moves {
        if let difference = PluralMigration.outputDifference(
          key: key, strings: move.strings, before: move.before, after: move.after, numbers: move.numbers,
          unsigned: move.unsigned)
        {
          return difference
        }
      }
      return notMade
    }
  }

  /// What ``OutputChecks/refusal`` compares for `plan`: whether the runtime prints its entry
  /// the same in every language from the files as they are and as `made` would write them,
  /// at every one of ``numbers(for:)``.
  ///
  /// - Parameter tables: the runtime's tables of the round's files (`made`'s, and the
  ///   `.strings` files of `sources` as they are), each read for the first entry of its table
  ///   and kept for the others.
  /// - Complexity: O(*m*) for the plan's moves, plus reading each file the first time a plan
  ///   needs it: O(*n*) for a round of *n* entries (reading both files for each entry was
  ///   O(*n*²)).
  static func outputChecks(
    _ plan: Plan, sources: [String: Source?], made: [String: FixedFile], tables: inout RuntimeTables
  ) -> OutputChecks {
    var checks = OutputChecks(key: plan.key)
    for move in plan.moves {
      guard let strings = sources[move.strings] ?? nil, let text = strings.text,
        let dict = made[move.stringsdict]
      else {
        checks.notMade = "the files of \(move.strings) were not made"
        break
      }
      checks.moves.append(
        .init(
          strings: move.strings, before: tables.stringsTable(move.strings) { text.encoded(text.bytes) },
          after: tables.stringsdictTable(move.stringsdict) { dict.text?.encoded(dict.fixed) ?? dict.fixed },
          numbers: tables.numbers(for: move.language), unsigned: isUnsigned(move.valueType)))
    }
    return checks
  }

  /// Why each of `plans` is refused (``OutputChecks/refusal``), in order; nil for a plan whose
  /// entry the runtime prints the same before and after. Each file is read once, on the calling
  /// thread; the comparisons, most of a large migration's work, are split into ranges of plans
  /// done on `threads` (``ConcurrentRanges``), with the same answers as one thread's.
  ///
  /// - Complexity: O(*n* · *k*) formats for the round's *n* entries and their numbers, spread
  ///   over `threads`, plus reading each file once.
  static func outputRefusals(
    _ plans: [Plan], sources: [String: Source?], made: [String: FixedFile], threads: Int
  ) -> [String?] {
    var tables = RuntimeTables()
    return refusals(
      of: plans.map { outputChecks($0, sources: sources, made: made, tables: &tables) }, threads: threads)
  }

  /// The ``OutputChecks/refusal`` of each of `checks`, in order, the checks split into the
  /// ranges of ``refusalRanges(count:threads:)``.
  static func refusals(of checks: [OutputChecks], threads: Int) -> [String?] {
    ConcurrentRanges.map(refusalRanges(count: checks.count, threads: threads)) { range in
      checks[range].map(\.refusal)
    }.flatMap { $0 }
  }

  /// The contiguous ranges into which a round's `count` output checks are split for `threads`
  /// (``ConcurrentRanges``): one range below ``parallelMinimum`` checks or with one thread (the
  /// calling thread does them), else a few ranges a thread, each of at least 500 checks.
  static func refusalRanges(count: Int, threads: Int) -> [Range<Int>] {
    ConcurrentRanges.ranges(count: count, threads: threads, minimum: parallelMinimum)
  }

  /// The plans a round needs before their outputs are compared on several threads.
  static let parallelMinimum = ConcurrentRanges.defaultMinimum

  /// What differs between the runtime's outputs of entry `key` from a `.strings` file and
  /// from a `.stringsdict` file (each its path and bytes; the language of their folder), at
  /// each of ``numbers(for:)``; nil when every output is the same.
  ///
  /// ```swift
  /// PluralMigration.outputDifference(
  ///   key: "k", strings: ("pl.lproj/L.strings", Array(#""k" = "%d plików";"#.utf8)),
  ///   stringsdict: ("pl.lproj/L.stringsdict", dictionaryBytes), language: "pl", unsigned: false)
  /// // "the plural entry would print "1 plik" where today's text in pl.lproj/L.strings prints "1 plików" at 1"
  /// ```
  static func outputDifference(
    key: String, strings: (path: String, bytes: [UInt8]), stringsdict: (path: String, bytes: [UInt8]),
    language: String, unsigned: Bool
  ) -> String? {
    var tables = RuntimeTables()
    return outputDifference(
      key: key, strings: strings.path, before: tables.stringsTable(strings.path) { strings.bytes },
      after: tables.stringsdictTable(stringsdict.path) { stringsdict.bytes }, numbers: numbers(for: language),
      unsigned: unsigned)
  }

  /// What differs between the runtime's outputs of entry `key` from the table `before` (the
  /// `.strings` file at `strings`, read) and the table `after` (its `.stringsdict`), at each
  /// of `numbers`; nil when every output is the same.
  ///
  /// - Complexity: O(*k*) formats for the *k* numbers; the tables are read by the caller.
  static func outputDifference(
    key: String, strings: String, before readBefore: Result<StringTable, SourceError>,
    after readAfter: Result<StringTable, SourceError>, numbers: [Int64], unsigned: Bool
  ) -> String? {
    let (before, after): (StringTable, StringTable)
    switch (readBefore, readAfter) {
    case (.failure(let error), _), (_, .failure(let error)):
      return "the runtime does not read the files (\(error.message))"
    case (.success(let old), .success(let new)):
      (before, after) = (old, new)
    }
    // Each entry looked up once and formatted at every number, as an app's prepared entry is
    // (the text `format` gives).
    let old = try? before.prepare(key)
    let new = try? after.prepare(key)
    func text(_ entry: PreparedEntry?, _ number: Int64) -> String? {
      unsigned ? try? entry?.format(UInt64(bitPattern: number)) : try? entry?.format(number)
    }
    for number in numbers {
      // An unsigned entry's number is the same 64 bits read without a sign.
      let shown = unsigned ? String(UInt64(bitPattern: number)) : String(number)
      guard let old = text(old, number) else {
        return "the runtime does not format today's text of \(strings) at \(shown)"
      }
      let new = text(new, number)
      guard new == old else {
        return
          "the plural entry would print \(new.map { "\"\($0)\"" } ?? "nothing") where today's text in \(strings) prints \"\(old)\" at \(shown)"
      }
    }
    return nil
  }
}
