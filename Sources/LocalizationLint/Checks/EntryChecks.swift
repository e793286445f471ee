import LocalizedStrings
import Localization
import Plurals
import SourceFiles
internal import InternalUtilities

/// The checks of one entry of one language, one function per rule.
struct EntryChecks {
  let context: TableContext
  let key: String

  static let categoryNames = PluralCategory.allCases.map(\.name)

  /// Every check that applies to `entry`.
  ///
  /// - Parameter argumentsChecked: the reader already reported argument gaps
  ///   and conflicts (a catalog's reader does).
  func check(_ entry: StringEntry, argumentsChecked: Bool) -> [LocalizationDiagnostic] {
    var diagnostics = controlCharacters(entry)
    diagnostics += checkEntry(entry, argumentsChecked: argumentsChecked)
    return diagnostics
  }

  /// `control-character`: a character no text shows (NUL, BEL, ESC, C1
  /// controls; tab, line feed and carriage return are text), usually a
  /// paste or an escape gone wrong (`\0` in a `.strings` file).
  func controlCharacters(_ entry: StringEntry) -> [LocalizationDiagnostic] {
    var diagnostics: [LocalizationDiagnostic] = []
    // Each text in file order, without collecting them in an array first.
    switch entry {
    case .format(let format):
      controlCharacter(format.format, into: &diagnostics)
      for variable in format.variableList {
        for (_, value) in variable.variants { controlCharacter(value, into: &diagnostics) }
      }
    case .string(let text): controlCharacter(text, into: &diagnostics)
    case .width(_, let variants, _):
      for (_, value) in variants { controlCharacter(value, into: &diagnostics) }
    case .device: break  // each device's entry is checked as an entry
    }
    return diagnostics
  }

  /// `control-character` for the first control character of `string`, if it has one.
  func controlCharacter(_ string: LocatedString, into diagnostics: inout [LocalizationDiagnostic]) {
    // Nearly every text has no control character: its UTF-8 bytes tell, without making Characters.
    if Self.mayHoldControl(string.text) {
      var column = 0
      for character in string.text {
        column += 1
        guard let scalar = character.unicodeScalars.first(where: Self.isControl) else { continue }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        diagnostics.append(
          .init(
            .controlCharacter,
            "\(context.entryName(key)) has the control character U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex) at character \(column) of its text, which no user should see; remove it",
            at: string.location))
        break
      }
    }
  }

  /// Whether `text` may hold a control character: a byte below 0x20 (C0),
  /// 0x7F (DEL) or 0xC2 (the lead byte of C1's U+0080…U+009F in UTF-8).
  static func mayHoldControl(_ text: String) -> Bool {
    // The bytes in place (a native string's), each tested without a branch: every text of a
    // file passes here.
    let found = text.utf8.withContiguousStorageIfAvailable { bytes in
      var hit: UInt8 = 0
      for byte in bytes { hit |= (byte < 0x20 ? 1 : 0) | (byte == 0x7F ? 1 : 0) | (byte == 0xC2 ? 1 : 0) }
      return hit != 0
    }
    return found ?? text.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && !["\t", "\n", "\r"].contains(scalar)) || (0x7F...0x9F).contains(scalar.value)
  }

  func checkEntry(_ entry: StringEntry, argumentsChecked: Bool) -> [LocalizationDiagnostic] {
    switch entry {
    case .format(let format):
      return checkFormat(format, argumentsChecked: argumentsChecked)
    case .string(let text):
      let isFormat = text.isUsedAsFormat(key: key)
      if isFormat, case .failure(let error) = text.directives, !text.isCertainlyFormat(key: key) {
        return [percentInText(text, error)]
      }
      var diagnostics = invalidFormats([text], isFormat: isFormat)
      if isFormat { diagnostics += variablesOutsideConfiguration(text) }
      if !argumentsChecked, isFormat, case .success = text.directives {
        let wrapped = FormatEntry(key: key, format: text, variables: [:], location: text.location)
        let found = Result { () throws(FormatError) in try wrapped.argumentUses() }
        diagnostics += wrapped.argumentDiagnostics(found, subject: context.entryName(key))
        let uses = (try? found.get()) ?? [:]
        diagnostics += mixedPositional(text, uses: uses)
        // One argument printed at two integer widths in one line (`%1$d of %1$lld`).
        diagnostics.add(integerWidths(uses))
        diagnostics += callCost(wrapped)
      } else if argumentsChecked, isFormat, Self.mixesIntegerWidths(text) {
        // A catalog's reader checked the arguments, but not their widths.
        let wrapped = FormatEntry(key: key, format: text, variables: [:], location: text.location)
        diagnostics.add(integerWidths((try? wrapped.argumentUses()) ?? [:]))
      }
      return diagnostics
    case .width(_, let variants, _):
      return invalidFormats(
        variants.map(\.value),
        isFormat: variants.contains { $0.value.isUsedAsFormat(key: key) })
    case .device(_, let variants, let location):
      var diagnostics = deviceWithoutOther(
        variants.map(\.device), subject: context.entryName(key), at: location)
      for variant in variants { diagnostics += check(variant.value, argumentsChecked: argumentsChecked) }
      return diagnostics
    }
  }

  func checkFormat(_ entry: FormatEntry, argumentsChecked: Bool) -> [LocalizationDiagnostic] {
    // Parsed for checking, before any check parses them for formatting (no check formats).
    entry.format.parseForChecking()
    for variable in entry.variableList {
      for (_, value) in variable.variants { value.parseForChecking() }
    }
    var diagnostics: [LocalizationDiagnostic] = []
    let found = Result { () throws(FormatError) in try entry.argumentUses() }
    // Variables nested deeper than the formatter follows (reported by the argument analysis).
    let tooDeep = if case .failure(let error) = found { error.kind == .tooDeep } else { false }
    if !argumentsChecked {
      // A malformed string is reported below, once, at the string; a chain format refuses, here.
      diagnostics += entry.argumentDiagnostics(found, subject: context.entryName(key)).filter {
        $0.code != .invalidFormat || tooDeep
      }
    }
    // invalidFormats of the format key and every variant, in that order, without an array of them.
    func invalidFormat(_ string: LocatedString) {
      guard !string.parsesAsFormat, case .failure(let error) = string.directives else { return }
      diagnostics.append(Self.invalidFormat(string, error, subject: context.entryName(key)))
    }
    invalidFormat(entry.format)
    for variable in entry.variableList {
      for (_, value) in variable.variants { invalidFormat(value) }
    }
    let uses = (try? found.get()) ?? [:]
    diagnostics.add(references(entry, uses: uses))
    // Many variables (thousands of substitutions): each one's uses found by one pass over all.
    let owners = entry.variableList.count > OwnUseIndex.variableLimit ? OwnUseIndex(uses) : nil
    for variable in entry.variableList {
      // A variant with no text shows users nothing where its siblings have a sentence (a variable
      // whose variants are all empty only consumes its argument, as Mastodon's %#@names@ does).
      for (name, text) in variable.variants where text.text.isEmpty && variable.uniformText == nil {
        diagnostics.append(
          .init(
            .emptyVariant,
            "'\(name)' in \(context.variableName(variable, key: key)) is empty, so its numbers show no text; write the text or remove the variant",
            at: text.location))
      }
      switch variable.ruleType {
      case .plural, .missing:
        // What both checks read of the variable, found once: its own uses and declared conversion.
        let facts = VariableFacts(
          ownUses: owners?.ownUses(of: variable.name) ?? ownUses(variable, uses: uses),
          declaredConversion: variable.declaredConversion)
        diagnostics.add(pluralCategories(variable, facts: facts))
        diagnostics.add(valueType(variable, in: entry, uses: uses, facts: facts))
        diagnostics.add(numberPrintedAsText(variable, facts: facts))
      case .device:
        diagnostics += deviceWithoutOther(
          variable.variants.map(\.key), subject: context.variableName(variable, key: key),
          at: variable.location)
      case .width, .unknown:
        break
      }
    }
    diagnostics.add(integerWidths(uses))
    diagnostics.add(callCost(entry, countsExpansions: !tooDeep))
    return diagnostics
  }

  /// `output-too-long` when some machine-number arguments make the entry
  /// write more than the formatter's output limit, and `too-many-expansions`
  /// when some arguments make it expand more variables than the formatter's
  /// limit (either way, the call throws).
  ///
  /// - Parameter countsExpansions: false when variables nest deeper than the
  ///   formatter follows: the bound counts the levels past that depth, which
  ///   the formatter never reaches (it refuses the nesting, reported on its own).
  func callCost(_ entry: FormatEntry, countsExpansions: Bool = true) -> [LocalizationDiagnostic] {
    let cost = entry.largestCost
    var diagnostics: [LocalizationDiagnostic] = []
    if cost.output > FormatLimits.maximumOutputBytes {
      let size = cost.output >= OutputBound.saturated ? "an unbounded number of" : "up to \(cost.output)"
      diagnostics.append(
        .init(
          .outputTooLong,
          "\(context.entryName(key)) can write \(size) bytes, more than the \(FormatLimits.maximumOutputBytes) bytes one format call may write",
          at: entry.format.location))
    }
    if countsExpansions, cost.expansions > FormatLimits.maximumExpansions {
      let count =
        cost.expansions >= OutputBound.saturated ? "an unbounded number of" : "up to \(cost.expansions)"
      diagnostics.append(
        .init(
          .tooManyExpansions,
          "\(context.entryName(key)) can expand \(count) variables in one call, more than the \(FormatLimits.maximumExpansions) one format call may expand",
          at: entry.format.location))
    }
    return diagnostics
  }

  // MARK: Formats

  /// `invalid-format` for each string that is a format and does not parse (`% p`, `%n`, `%0$d`, a lone `%`).
  func invalidFormats(_ strings: [LocatedString], isFormat: Bool) -> [LocalizationDiagnostic] {
    guard isFormat else { return [] }
    return strings.compactMap { string in
      guard case .failure(let error) = string.directives else { return nil }
      return Self.invalidFormat(string, error, subject: context.entryName(key))
    }
  }

  /// The diagnostic of a string that does not parse, worded as the readers word it.
  static func invalidFormat(_ string: LocatedString, _ error: FormatError, subject: String)
    -> LocalizationDiagnostic
  {
    .invalidFormat(error, subject: subject, at: string.location)
  }

  /// A format string shortened to one line for a message.
  static func excerpt(_ text: String) -> String {
    let line = text.replacing("\n", with: "⏎")
    return line.count > 60 ? line.prefix(57) + "…" : line
  }

  // MARK: Variables

  /// `undefined-variable`, `unused-variable`, `variable-cycle` and `mixed-positional`.
  func references(_ entry: FormatEntry, uses: [Int: [ArgumentUse]]) -> [LocalizationDiagnostic] {
    var diagnostics: [LocalizationDiagnostic] = []
    // Usually a few names, searched in order; hashed when many (thousands of substitutions).
    var referenced = FewSet<String>()
    var graph: [String: [String]] = [:]
    let catalog = context.kind == .catalog
    func scan(_ string: LocatedString, from variable: String?) {
      guard let directives = string.parsedDirectives else { return }
      WorkMeter.add(directives.count)
      // mixedPositional's test, in this pass over the directives: it is called (for its
      // message) only for a string that mixes.
      var numbered = false
      var sequential = false
      for directive in directives {
        if directive.takesArgument && !(catalog && directive.variable != nil) {
          if directive.position == nil { sequential = true } else { numbered = true }
        }
        guard let name = directive.variable else { continue }
        referenced.insert(name)
        if let variable { graph[variable, default: []].append(name) }
        if entry.variable(named: name) == nil {
          let kind = context.kind == .catalog ? "substitution" : "variable dictionary"
          diagnostics.append(
            .init(
              .undefinedVariable,
              "%#@\(name)@ in \(context.entryName(key)) has no \(kind) '\(name)'; add one or fix the name",
              at: string.location))
        }
      }
      if numbered && sequential { diagnostics += mixedPositional(string, uses: uses) }
    }
    scan(entry.format, from: nil)
    for variable in entry.variableList {
      for (_, variant) in variable.variants { scan(variant, from: variable.name) }
    }
    // A string that does not parse hides its references (reported as invalid-format).
    func isParsed(_ string: LocatedString) -> Bool { string.parsesAsFormat }
    let parsed =
      isParsed(entry.format)
      && entry.variableList.allSatisfy { $0.variants.allSatisfy { isParsed($0.value) } }
    for variable in entry.variableList
    where parsed && !referenced.contains(variable.name) && variable.source != .pluralVariation {
      diagnostics.append(
        .init(
          .unusedVariable,
          "\(context.variableName(variable, key: key)) is never referenced; remove it or use %#@\(variable.name)@",
          at: variable.location))
    }
    if !graph.isEmpty, let cycle = Self.findCycle(graph) {
      diagnostics.append(
        .init(
          .variableCycle,
          "variables of \(context.entryName(key)) refer to each other (\(cycle.joined(separator: " → "))); break the cycle",
          at: entry.variable(named: cycle[0])?.location ?? entry.location))
    }
    return diagnostics
  }

  /// The first cycle of references among variables, from the first variable by name:
  /// depth first, with a stack of its own (a chain of 100,000 substitutions overflowed the
  /// thread's stack when each step was a call).
  static func findCycle(_ graph: [String: [String]]) -> [String]? {
    var state: [String: Int] = [:]  // 1 on the path, 2 done
    for root in graph.keys.sorted() where state[root] == nil {
      // The path from the root, each variable with the index of the next reference to follow.
      var path: [(name: String, next: Int)] = [(root, 0)]
      state[root] = 1
      while let (name, next) = path.last {
        WorkMeter.add(1)
        let references = graph[name] ?? []
        guard next < references.count else {
          state[name] = 2
          path.removeLast()
          continue
        }
        path[path.count - 1].next += 1
        let target = references[next]
        switch state[target] {
        case 1:
          let start = path.firstIndex { $0.name == target }!
          return path[start...].map(\.name) + [target]
        case 2: continue
        default:
          state[target] = 1
          path.append((target, 0))
        }
      }
    }
    return nil
  }
}

extension [LocalizationDiagnostic] {
  /// Appends `more` unless it is empty, as a check's findings nearly always are: appending
  /// nothing still cost a call per check of every entry.
  @inline(__always) mutating func add(_ more: [LocalizationDiagnostic]) {
    if !more.isEmpty { self += more }
  }
}
