import LocalizedStrings
import SourceFiles
internal import InternalUtilities

/// Where an argument is used: the directive and the format string it is in.
package struct ArgumentUse: Sendable, Hashable {
  /// The directive (`conversion` is `#` for a variable).
  package var directive: FormatDirective
  /// The variable whose variant holds the directive, nil for the format key.
  package var variable: String?
  /// The variant key (`one`, `other`, …), nil for the format key.
  package var variant: String?
  package var location: SourceLocation

  package init(directive: FormatDirective, variable: String?, variant: String?, location: SourceLocation) {
    self.directive = directive
    self.variable = variable
    self.variant = variant
    self.location = location
  }
}

extension FormatEntry {
  /// Every use of every argument (0-based index) across the format key and
  /// all variants of the variables it reaches, with the binding rules of the
  /// formatter: a variant's unnumbered conversions start at its variable's
  /// argument. Each variable is walked once per argument it is bound to
  /// (variables reached through a cycle once), and again only when it is
  /// reached deeper than before (its uses are not counted again), to no
  /// more than ``FormatLimits/maximumDepth``: the walk is linear in the
  /// entry's size, and finds every chain the formatter refuses.
  ///
  /// A linter reads type conflicts and skipped positions from this; a test
  /// builds argument lists from it.
  ///
  /// - Throws: ``FormatError`` for a string that does not parse, or
  ///   variables nested deeper than the formatter follows them.
  package func argumentUses() throws(FormatError) -> [Int: [ArgumentUse]] {
    // Made with room for the usual few arguments and uses (the linter asks every entry):
    // growing the dictionary and each argument's array was a measurable part of the walk.
    var uses = [Int: [ArgumentUse]](minimumCapacity: 4)
    func use(_ use: consuming ArgumentUse, at index: Int) {
      uses[index, default: Self.usesWithRoom()].append(use)
    }
    var visiting: [String] = []
    // The (argument, variable) pairs walked, with the deepest place each was walked at: usually
    // a few, searched in order; hashed when many (a catalog string with thousands of substitutions).
    var walked = FewMap<Walked, Int>()
    // `recording`: the string's uses are counted (false when its variable is walked again, deeper).
    func walk(_ string: LocatedString, variable: String?, variant: String?, first: Int, recording: Bool)
      throws(FormatError)
    {
      // The directives as one array (the parse's result is copied only for its error).
      guard let directives = string.parsedDirectives else {
        if case .failure(let error) = string.directives {
          throw FormatError(error.kind, error.message, at: string.location)
        }
        return
      }
      var cursor = first
      WorkMeter.add(directives.count)
      for directive in directives where directive.takesArgument {
        // Width, then precision (not an array of the two: loading a catalog walks every directive).
        func useStar(_ amount: FormatAmount) {
          guard case .argument(let position) = amount else { return }
          var star = FormatDirective()
          star.conversion = "d"
          let index = position.map { $0 - 1 } ?? cursor
          if position == nil { cursor += 1 }
          guard recording else { return }
          use(
            ArgumentUse(directive: star, variable: variable, variant: variant, location: string.location),
            at: index)
        }
        useStar(directive.width)
        useStar(directive.precision)
        let index = directive.position.map { $0 - 1 } ?? cursor
        if directive.position == nil { cursor += 1 }
        if recording {
          use(
            ArgumentUse(
              directive: directive, variable: variable, variant: variant, location: string.location),
            at: index)
        }
        guard let name = directive.variable, let nested = self.variable(named: name), !visiting.contains(name)
        else { continue }
        // The formatter expands it with `visiting.count` variables open: walked at that depth or deeper
        // already, it has nothing new; walked only shallower, its chains may now pass the limit.
        let depth = visiting.count
        let pair = Walked(index: index, name: name)
        let known = walked[pair]
        if let known, known >= depth { continue }
        walked[pair] = depth
        guard depth < FormatLimits.maximumDepth else {
          throw FormatError(
            .tooDeep, "variables nest deeper than \(FormatLimits.maximumDepth)", at: nested.location)
        }
        visiting.append(name)
        for (key, value) in nested.variants {
          try walk(value, variable: name, variant: key, first: index, recording: known == nil)
        }
        visiting.removeLast()
      }
    }
    try walk(format, variable: nil, variant: nil, first: 0, recording: true)
    return uses
  }

  /// A variable walked for an argument.
  private struct Walked: Hashable {
    let index: Int
    let name: String
  }

  /// An empty array of uses with room for a few.
  private static func usesWithRoom() -> [ArgumentUse] {
    var uses: [ArgumentUse] = []
    uses.reserveCapacity(4)
    return uses
  }
}

/// What kind of value a conversion takes, for comparing the uses of one argument.
package enum ArgumentKind: String, Sendable, Hashable, CaseIterable {
  /// A number of any kind: a plural variable whose type is not known.
  case number = "a number"
  case integer = "an integer"
  case floating = "a floating-point number"
  case object = "an object (%@)"
  case cString = "a C string (%s)"
  /// Anything: a plural variable whose variants are all the same text never looks at its argument.
  case any = "any value"

  /// The kind a plain conversion takes (`#` alone, without its variable, is a number).
  package init(_ directive: FormatDirective) { self.init(code: directive.code) }

  /// The kind a conversion of the ASCII code `code` takes (a directive's ``FormatDirective/code``).
  package init(code: UInt8) {
    // On the ASCII code: matching the Character against each literal cost far more than a switch.
    switch code {
    case UInt8(ascii: "#"): self = .number
    case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
      UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
      self = .floating
    case UInt8(ascii: "@"): self = .object
    case UInt8(ascii: "s"), UInt8(ascii: "S"): self = .cString
    default: self = .integer
    }
  }

  /// The kind of a use in `entry`. A variable reads what its value type
  /// (`NSStringFormatValueTypeKey`, a catalog's `formatSpecifier`) names —
  /// an integer for `d`, an object for `@` — a number when it has none, and
  /// any value when all its variants are the same text (it never looks at
  /// its argument).
  package init(_ directive: FormatDirective, in entry: FormatEntry) {
    guard let name = directive.variable, let variable = entry.variable(named: name) else {
      self.init(directive)
      return
    }
    if variable.uniformText != nil, variable.ruleType == .plural || variable.ruleType == .missing {
      self = .any
    } else if let declared = variable.declaredConversion {
      self.init(declared)
    } else {
      self = .number
    }
  }

  /// Whether one argument can be read as both kinds.
  package func isCompatible(with other: ArgumentKind) -> Bool {
    if self == other || self == .any || other == .any { return true }
    func isNumeric(_ kind: ArgumentKind) -> Bool { kind == .number || kind == .integer || kind == .floating }
    return (self == .number && isNumeric(other)) || (other == .number && isNumeric(self))
  }
}

extension FormatVariable {
  /// The conversion `NSStringFormatValueTypeKey` (or a catalog's `formatSpecifier`) names, if it names one.
  package var declaredConversion: FormatDirective? {
    valueType.flatMap { FormatVariable.conversion($0.text) }
  }
}

extension FormatEntry {
  /// Arguments that no conversion uses although a later one is used
  /// (`%2$@` without argument 1), and arguments used with incompatible
  /// conversions (`%1$lld or %1$@`), across the format key and all variants.
  ///
  /// - Parameter subject: how messages name the entry; by default `'key'`
  ///   (a catalog adds its language: `'key' (de)`).
  package func argumentDiagnostics(subject describe: @autoclosure () -> String? = nil)
    -> [LocalizationDiagnostic]
  {
    argumentDiagnostics(Result { () throws(FormatError) in try argumentUses() }, subject: describe())
  }

  /// ``argumentDiagnostics(subject:)`` from the ``argumentUses()`` a caller already has.
  package func argumentDiagnostics(
    _ found: Result<[Int: [ArgumentUse]], FormatError>, subject describe: @autoclosure () -> String? = nil
  ) -> [LocalizationDiagnostic] {
    // Named only when there is something to say (loading a catalog checks every entry).
    var subject: String { describe() ?? "'\(key)'" }
    let uses: [Int: [ArgumentUse]]
    switch found {
    case .success(let found): uses = found
    case .failure(let error): return [.invalidFormat(error, subject: subject, at: error.location ?? location)]
    }
    var diagnostics: [LocalizationDiagnostic] = []
    // The indices are at least 0: fewer of them than the last + 1 leaves a gap (rare).
    if let last = uses.keys.max(), uses.count <= last {
      // Found in one pass over the strings for all the gaps (one pass a gap was quadratic).
      let withoutPercent = directivesWithoutPercent()
      // The gaps not explained by a lost '%': one finding for them all, one defect.
      var unused: [Int] = []
      for index in 0..<last where uses[index] == nil {
        // The usual cause: a directive that lost its '%' ("2$@"), shown as text instead of read.
        if let (text, string) = withoutPercent[index + 1] {
          diagnostics.append(
            .init(
              .argumentSkipped,
              "\(subject) writes '\(text)' without its '%': argument \(index + 1) is shown as that text and never read; write '%\(text)'",
              at: string.location, suggestion: .replace(text, with: "%" + text)))
          continue
        }
        unused.append(index + 1)
      }
      if !unused.isEmpty {
        let never =
          unused.count == 1
          ? "argument \(unused[0])" : "arguments \(Self.ranges(unused)) (\(unused.count) in all)"
        diagnostics.append(
          .init(
            .argumentSkipped,
            "\(subject) uses argument \(last + 1) but never \(never); number the arguments without gaps",
            at: format.location))
      }
    }
    // Nearly every entry has no clash: told before the indices are sorted.
    guard uses.values.contains(where: { clash(in: $0) != nil }) else { return diagnostics }
    for index in uses.keys.sorted() {
      guard let (first, second) = clash(in: uses[index]!) else { continue }
      let kinds = (ArgumentKind(first.directive, in: self), ArgumentKind(second.directive, in: self))
      diagnostics.append(
        .init(
          .argumentTypeConflict,
          "\(subject) uses argument \(index + 1) as \(kinds.0.rawValue) and as \(kinds.1.rawValue); "
            + (advice(first, second, index: index, uses: uses) ?? "use one type"),
          at: second.location))
    }
    return diagnostics
  }

  /// Ascending numbers written as ranges: "1-3, 5, 7-8".
  static func ranges(_ numbers: [Int]) -> String {
    var parts: [String] = []
    var start = 0
    while start < numbers.count {
      var end = start
      while end + 1 < numbers.count, numbers[end + 1] == numbers[end] + 1 { end += 1 }
      parts.append(end == start ? "\(numbers[start])" : "\(numbers[start])-\(numbers[end])")
      start = end + 1
    }
    return parts.joined(separator: ", ")
  }

  /// The directives written without their `%` (`2$@`, `2$lld`) in the format key and the
  /// variants, by argument position: the first of each position, in the order of the
  /// format key, then the variables by name, and of the text in each.
  ///
  /// - Complexity: O(*n*) in the length of the entry's strings.
  func directivesWithoutPercent() -> [Int: (text: String, string: LocatedString)] {
    var found: [Int: (text: String, string: LocatedString)] = [:]
    // The variables by name (variableList's order: `variables` makes a dictionary at each read).
    let strings = [format] + variableList.flatMap { $0.variants.map(\.value) }
    for string in strings {
      let bytes = Array(string.text.utf8)
      WorkMeter.add(bytes.count)
      var start = 0
      while start < bytes.count {
        // A run of digits that no '%' or digit precedes ("%2$@" is a directive, "12$@" another number).
        guard bytes[start] &- UInt8(ascii: "1") < 9,
          start == 0 || (bytes[start - 1] != UInt8(ascii: "%") && bytes[start - 1] &- UInt8(ascii: "0") >= 10)
        else {
          start += 1
          continue
        }
        var dollar = start
        while dollar < bytes.count, bytes[dollar] &- UInt8(ascii: "0") < 10 { dollar += 1 }
        defer { start = dollar }
        guard dollar < bytes.count, bytes[dollar] == UInt8(ascii: "$"), dollar - start <= 5,
          let position = Int(String(decoding: bytes[start..<dollar], as: UTF8.self)), found[position] == nil
        else { continue }
        var end = dollar + 1
        while end < bytes.count, "-+ 0#.123456789hlqLztj".utf8.contains(bytes[end]) { end += 1 }
        guard end < bytes.count, "@dDiuUxXoOfFeEgGaAcCsS".utf8.contains(bytes[end]) else { continue }
        found[position] = (String(decoding: bytes[start...end], as: UTF8.self), string)
      }
    }
    return found
  }

  /// The first two uses of one argument that cannot both read it. A
  /// variable's declared type against the conversions of its own variants
  /// is a `value-type-mismatch` instead (a linter's check), so those pairs
  /// are left out.
  func clash(in uses: [ArgumentUse]) -> (ArgumentUse, ArgumentUse)? {
    // Each use's kind, and whether it is a variable with a declared type,
    // once per use rather than per pair (loading a catalog checks every entry).
    // Nearly always one kind: told without an array of them.
    guard let firstUse = uses.first else { return nil }
    let firstKind = ArgumentKind(firstUse.directive, in: self)
    // Each use read in place (iterating copies every use).
    WorkMeter.add(uses.count)
    let mixed = uses.withUnsafeBufferPointer { uses in
      uses.indices.dropFirst().contains { ArgumentKind(uses[$0].directive, in: self) != firstKind }
    }
    guard mixed else { return nil }
    let clash = ArgumentClash(
      kinds: uses.map { ArgumentKind($0.directive, in: self) }, variables: uses.map(\.variable),
      references: uses.map(\.directive.variable),
      declares: uses.map { use in
        use.directive.variable.flatMap { self.variable(named: $0)?.declaredConversion } != nil
      })
    return clash.first().map { (uses[$0.first], uses[$0.second]) }
  }

  /// What to do about a clash: when a variable chooses by this argument but
  /// its variants print their number from another one (`%#@COUNT@` with
  /// "%1$@ and %2$d others"), point at that one.
  package func advice(_ first: ArgumentUse, _ second: ArgumentUse, index: Int, uses: [Int: [ArgumentUse]])
    -> String?
  {
    for use in [first, second] {
      guard let name = use.directive.variable,
        let printed = uses.first(where: { other in
          other.key != index
            && other.value.contains {
              $0.variable == name && ($0.directive.isInteger || $0.directive.isFloating)
            }
        })?.key
      else { continue }
      return "its variants print the number as argument \(printed + 1): "
        + choosing(by: printed + 1, variable: name)
    }
    return nil
  }

  /// How to make `variable` choose by argument `argument`, in its file's
  /// terms: `%2$#@files@` in a `.stringsdict`; in a catalog, the
  /// substitution's argument number, or a substitution instead of a plural
  /// variation of the whole string.
  package func choosing(by argument: Int, variable name: String) -> String {
    switch variable(named: name)?.source {
    case .substitution:
      "give substitution '\(name)' argument number \(argument) (argNum)"
    case .pluralVariation:
      "vary by a substitution with argument number \(argument) instead of a plural variation of the whole string"
    case .stringsdict, nil:
      "write %\(argument)$#@\(name)@"
    }
  }
}
