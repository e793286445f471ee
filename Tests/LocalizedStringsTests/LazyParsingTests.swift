@testable import LocalizedStrings
import SourceFiles
import Testing

@testable import LocalizedStrings

/// Strings from files are parsed as formats on first use, not at load: the
/// result must be what parsing at load gave, the same from every thread.
@Suite("Format strings parsed on first use")
struct LazyParsingTests {
  /// Valid formats, variables, literals, and texts that are no valid format.
  static let texts = [
    "", "plain", "%d file", "%1$d of %2$d", "%#@files@", "%2$#@files@", "%#@a@ and %#@b@", "%@ and %d others",
    "%.2f km", "%5.1f%%", "%*d", "%.*f", "100% sure", "%d %q", "%", "%1$#@x", "Done. %d", "%lld %hhd",
  ]

  static let body = [
    entry(
      "two", format: "%#@items@ in %#@folders@",
      variable("items", [("one", "%d item"), ("few", "%d items (few)"), ("other", "%d items")]),
      variable("folders", [("one", "%d folder"), ("other", "%d folders")])),
    entry("bad", format: "%#@n@", variable("n", [("one", "%d %n"), ("other", "%d fine")])),
    entry(
      "floating", format: "%#@n@",
      variable("n", valueType: "f", [("one", "Done. %.1f km"), ("other", "%.1f km")])),
    entry(
      "mixed", format: "%1$#@n@ %2$@", variable("n", [("one", "one of %1$d"), ("other", "%1$d of them")])),
    documentationExamples,
  ].joined(separator: "\n")

  static let arguments: [[FormatValue]] = [
    [], [.signed(0)], [.signed(1)], [.signed(2)], [.signed(5), .string("x")], [.double(1.5)],
    [.signed(21), .signed(3)], [.string("x"), .signed(2)],
  ]

  /// What formatting `key` with `arguments` gives through the engine (the
  /// text and its notes, or the error with its location), and through the
  /// direct path for one and two integers.
  static func outcome(_ table: StringTable, _ key: String, _ arguments: [FormatValue]) -> String {
    let direct = "\((try? table.format(key, 1)) ?? "-") / \((try? table.format(key, 21, 3)) ?? "-")"
    do {
      let result = try table.formatDetailed(key, arguments: arguments)
      return "ok: \(result.text) \(result.diagnostics.map(\.code)) \(direct)"
    } catch {
      let location = error.location.map { "\($0.file):\($0.line):\($0.column)" } ?? "-"
      return "error \(error.kind) at \(location): \(error.message) \(direct)"
    }
  }

  /// Every string of a table's entries (format keys, value types, variants).
  static func strings(_ table: StringTable) -> [LocatedString] {
    table.keys.flatMap { key -> [LocatedString] in
      guard case .format(let entry)? = table.entries[key] else { return [] }
      return [entry.format]
        + entry.variables.values.flatMap { variable in
          variable.variants.map(\.value) + (variable.valueType.map { [$0] } ?? [])
        }
    }
  }

  @Test("a parse on first use is the parse at load")
  func sameParse() throws {
    for text in Self.texts {
      let lazy = LocatedString(text, at: SourceLocation(file: "t", line: 1, column: 1))
      #expect(!lazy.isParsed)
      let eager = Result { () throws(FormatError) in try FormatParser.directives(text) }
      #expect(lazy.segments == eager.map { FormatParser.segments(text, $0) }, "\(text)")
      #expect(lazy.isParsed)
      #expect(lazy.hasVariables == FormatShape(eager, text: text).hasVariables, "\(text)")
      // Parsed once: a second use reads the same parse.
      #expect(lazy.directives == eager, "\(text)")
    }
  }

  @Test("variants are parsed when formatting reaches them, not at load")
  func parsedOnFirstUse() throws {
    let table = try table(Self.body)
    guard case .format(let entry)? = table.entries["two"], let items = entry.variables["items"] else {
      Issue.record("no entry")
      return
    }
    #expect(items.variants.allSatisfy { !$0.value.isParsed })
    #expect(try table.format("two", 1, 2) == "1 item in 2 folders")
    #expect(items.variant("one")!.isParsed)
    #expect(!items.variant("few")!.isParsed)
    // A precision still comes from a variant's conversion.
    guard case .format(let floating)? = table.entries["floating"] else {
      Issue.record("no entry")
      return
    }
    #expect(floating.variables["n"]!.shownPrecision == 1)
  }

  @Test(
    "loading parses no format key and only variants with a precision; formatting a key parses only its own")
  func nothingParsedAtLoad() throws {
    let table = try table(Self.body)
    let all = Self.strings(table)
    #expect(all.count > 20)
    // Only strings a fixed precision may be read from (`%.1f`) are parsed at load.
    let atLoad = all.filter(\.isParsed)
    #expect(atLoad.allSatisfy { $0.text.contains("%.") })
    #expect(all.filter { !$0.text.contains("%.") }.allSatisfy { !$0.isParsed })
    let key = "%d file(s) remaining"
    #expect(try table.format(key, 3) == "3 files remaining")
    guard case .format(let entry)? = table.entries[key] else {
      Issue.record("no entry")
      return
    }
    let own =
      [entry.format]
      + entry.variables.values.flatMap { $0.variants.map(\.value) + ($0.valueType.map { [$0] } ?? []) }
    let newlyParsed = all.filter { string in string.isParsed && !atLoad.contains { $0 === string } }
    #expect(entry.format.isParsed)
    #expect(newlyParsed.count >= 2)
    #expect(newlyParsed.allSatisfy { parsed in own.contains { $0 === parsed } })
  }

  @Test(
    "a .stringsdict of the usual shape makes an entry when its key is first formatted, all of them when entries are read"
  )
  func entriesMadeOnFirstUse() throws {
    let table = try table(Self.body)
    let tape = try #require(table.storage.index.tape, "read by the direct reader")
    #expect(tape.madeCount == 0)
    #expect(try table.format("%d file(s) remaining", 3) == "3 files remaining")
    #expect(tape.madeCount == 1)
    #expect(throws: FormatError.self) { try table.format("bad", 1) }
    #expect(tape.madeCount == 2)
    _ = try table.format("%d file(s) remaining", 4)
    #expect(tape.madeCount == 2)
    // The entries read are the ones formatting made and parsed, not copies.
    guard case .format(let formatted)? = table.entries["%d file(s) remaining"] else {
      Issue.record("no entry")
      return
    }
    #expect(tape.madeCount == table.keys.count)
    #expect(formatted.format.isParsed)
    guard case .format(let unformatted)? = table.entries["two"] else {
      Issue.record("no entry")
      return
    }
    #expect(!unformatted.format.isParsed)
    // A file the direct reader leaves to the general one has its entries built at load.
    let width =
      "<key>w</key><dict><key>NSStringVariableWidthRuleType</key><dict><key>1</key><string>a</string></dict></dict>"
    #expect(try makeTable(Self.body + width).storage.index.tape == nil)
  }

  @Test(
    "a pass over every entry of a tape makes each for the call and keeps none; one made already is reused"
  )
  func forEachEntryKeepsNone() throws {
    let table = try table(Self.body)
    let tape = try #require(table.storage.index.tape, "read by the direct reader")
    var visited: [(key: String, location: SourceFiles.SourceLocation)] = []
    table.forEachEntry { key, entry in visited.append((key, entry.location)) }
    #expect(visited.map(\.key) == table.keys)
    #expect(tape.madeCount == 0)
    #expect(table.transientEntry(for: "two") != nil)
    #expect(table.transientEntry(for: "absent") == nil)
    #expect(tape.madeCount == 0)
    // The entries the pass saw are the ones kept when all are made: each where it starts.
    let kept = table.entries
    #expect(tape.madeCount == table.keys.count)
    #expect(visited.allSatisfy { kept[$0.key]?.location == $0.location })
    // Once kept, an entry is handed out itself, not made again.
    guard case .format(let transient)? = table.transientEntry(for: "two"),
      case .format(let stored)? = kept["two"]
    else {
      Issue.record("no entry")
      return
    }
    #expect(transient === stored)
  }

  @Test("formatting and errors are the same whether strings were parsed before or not")
  func sameOutcomes() throws {
    let lazy = try table(Self.body)
    let eager = try table(Self.body)
    for string in Self.strings(eager) { _ = string.directives }
    #expect(Self.strings(eager).allSatisfy { $0.isParsed })
    for key in lazy.keys {
      for arguments in Self.arguments {
        #expect(
          Self.outcome(lazy, key, arguments) == Self.outcome(eager, key, arguments), "\(key) \(arguments)")
      }
    }
    // The malformed variant reports its own file:line:column, lazily as before.
    guard case .format(let bad)? = lazy.entries["bad"], let one = bad.variables["n"]?.variant("one") else {
      Issue.record("no entry")
      return
    }
    let error = Self.outcome(lazy, "bad", [.signed(1)])
    let location = one.location
    #expect(
      error.hasPrefix("error unsupportedConversion at test.stringsdict:\(location.line):\(location.column):"))
    #expect(location.line == 6)
    #expect(lazy.diagnostics.map(\.code) == eager.diagnostics.map(\.code))
  }

  @Test("strings parsed for checking first: the same shape reads, the same formatting, the direct path kept")
  func checkedThenFormatted() throws {
    for text in Self.texts {
      let checked = LocatedString(text, at: SourceLocation(file: "t", line: 1, column: 1))
      checked.parseForChecking()
      let fresh = LocatedString(text, at: SourceLocation(file: "t", line: 1, column: 1))
      #expect(checked.directives == fresh.directives, "\(text)")
      #expect(checked.hasVariables == fresh.hasVariables, "\(text)")
      // Only a string of plain integer conversions is shaped differently (left to the engine).
      switch (checked.shape, fresh.shape) {
      case (.literal, .literal), (.general, .general), (.general(hasVariables: false), .integers): break
      case (.variable(let a, let p), .variable(let b, let q)): #expect(a == b && p == q, "\(text)")
      default: Issue.record("\(text): \(checked.shape) for checking, \(fresh.shape) for formatting")
      }
    }
    let checked = try table(Self.body)
    let fresh = try table(Self.body)
    for string in Self.strings(checked) { string.parseForChecking() }
    for key in fresh.keys {
      guard case .format(let a)? = checked.entries[key], case .format(let b)? = fresh.entries[key] else {
        continue
      }
      #expect(a.formatVariable?.name == b.formatVariable?.name, "\(key)")
      for arguments in Self.arguments {
        #expect(
          Self.outcome(checked, key, arguments) == Self.outcome(fresh, key, arguments), "\(key) \(arguments)")
      }
    }
    #expect(
      fresh.keys.contains { key in
        if case .format(let entry)? = checked.entries[key] { entry.formatVariable != nil } else { false }
      })
  }

  @Test("first uses from many tasks at once agree")
  func concurrentFirstUse() async throws {
    let reference = try table(Self.body)
    var expected: [String] = []
    for key in reference.keys {
      for arguments in Self.arguments { expected.append(Self.outcome(reference, key, arguments)) }
    }
    for _ in 0..<20 {
      let fresh = try table(Self.body)
      let results = await withTaskGroup(of: [String].self) { group in
        for task in 0..<8 {
          group.addTask {
            // Half the tasks make every entry first, while the others make them one by one.
            if task % 2 == 0 { _ = fresh.entries.count }
            var outcomes: [String] = []
            for key in fresh.keys {
              for arguments in Self.arguments { outcomes.append(Self.outcome(fresh, key, arguments)) }
            }
            return outcomes
          }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }
      #expect(results.allSatisfy { $0 == expected })
      // One string, read from many tasks before any of them stored its parse.
      let shared = LocatedString("%1$d of %2$#@n@ %.2f", at: SourceLocation(file: "t", line: 1, column: 1))
      let parses = await withTaskGroup(of: Result<[FormatDirective], FormatError>.self) { group in
        for _ in 0..<8 { group.addTask { shared.directives } }
        return await group.reduce(into: []) { $0.append($1) }
      }
      #expect(parses.allSatisfy { $0 == parses[0] })
    }
  }
}
