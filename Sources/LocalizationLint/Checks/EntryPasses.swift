import LocalizedStrings
import Localization
import Plurals
import SourceFiles
internal import InternalUtilities

/// The passes over one entry: each check that applies to it, in one walk of its strings
/// where checks share one.
extension EntryChecks {
  /// Every check that applies to `entry`.
  ///
  /// - Parameter argumentsChecked: the reader already reported argument gaps
  ///   and conflicts (a catalog's reader does).
  func check(_ entry: StringEntry, argumentsChecked: Bool) -> [LocalizationDiagnostic] {
    var diagnostics = controlCharacters(entry)
    diagnostics += checkEntry(entry, argumentsChecked: argumentsChecked)
    return diagnostics
  }

  func checkEntry(_ entry: StringEntry, argumentsChecked: Bool) -> [LocalizationDiagnostic] {
    switch entry {
    case .format(let format):
      return checkFormat(format, argumentsChecked: argumentsChecked)
    case .string(let text):
      let isFormat = text.isUsedAsFormat(key: key)
      if isFormat, let note = percentInText(text) { return [note] }
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
      emptyVariants(variable, into: &diagnostics)
      switch variable.ruleType {
      case .plural, .missing:
        // What both checks read of the variable, found once: its own uses and declared conversion.
        let facts = VariableFacts(
          ownUses: owners?.ownUses(of: variable.name) ?? ownUses(variable, uses: uses),
          declaredConversion: variable.declaredConversion)
        diagnostics.add(pluralCategories(variable, facts: facts))
        diagnostics.add(missingValueType(variable))
        diagnostics.add(invalidValueType(variable, facts: facts))
        diagnostics.add(valueTypeMismatch(variable, in: entry, uses: uses, facts: facts))
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

  /// `output-too-long` (or, below its limit, `output-very-long`) and `too-many-expansions`
  /// (their rule files), from the entry's
  /// largest cost, found once for both.
  ///
  /// - Parameter countsExpansions: false when variables nest deeper than the
  ///   formatter follows: the bound counts the levels past that depth, which
  ///   the formatter never reaches (it refuses the nesting, reported on its own).
  func callCost(_ entry: FormatEntry, countsExpansions: Bool = true) -> [LocalizationDiagnostic] {
    let cost = entry.largestCost
    var diagnostics: [LocalizationDiagnostic] = []
    if let long = outputTooLong(entry, bytes: cost.output) { diagnostics.append(long) }
    if let long = outputVeryLong(entry, bytes: cost.output) { diagnostics.append(long) }
    if countsExpansions, let many = tooManyExpansions(entry, expansions: cost.expansions) {
      diagnostics.append(many)
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

  // MARK: Variables

  /// Whether CoreFoundation reads `scalar` as part of a `%#@…@` name: an ASCII letter or
  /// digit, `_` or `]` (CFString.c, `__CFParseFormatSpec`: any other ends the name).
  static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "_", "]": true
    default: false
    }
  }

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
        if !catalog, let cut = name.unicodeScalars.first(where: { !Self.isNameCharacter($0) }) {
          diagnostics.append(
            .init(
              .variableNameCharacter,
              "%#@\(name)@ in \(context.entryName(key)) holds \(PrintableText.codePoint(cut)) '\(cut)', a character that ends a variable's name on Apple platforms: they print the rest of the reference as text; name it with letters, digits and _ only",
              at: string.location))
        }
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
    if !graph.isEmpty, let cycle = variableCycle(entry, references: graph) { diagnostics.append(cycle) }
    return diagnostics
  }
}

extension [LocalizationDiagnostic] {
  /// Appends `more` unless it is empty, as a check's findings nearly always are: appending
  /// nothing still cost a call per check of every entry.
  @inline(__always) mutating func add(_ more: [LocalizationDiagnostic]) {
    if !more.isEmpty { self += more }
  }
}
