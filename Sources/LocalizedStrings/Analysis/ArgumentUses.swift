/// Where an argument is used: the directive and the format string it is in.
public struct ArgumentUse: Sendable, Hashable {
  /// The directive (`conversion` is `#` for a variable).
  public var directive: FormatDirective
  /// The variable whose variant holds the directive, nil for the format key.
  public var variable: String?
  /// The variant key (`one`, `other`, …), nil for the format key.
  public var variant: String?
  public var location: SourceLocation
}

extension FormatEntry {
  /// Every use of every argument (0-based index) across the format key and
  /// all variants of the variables it reaches, with the binding rules of the
  /// formatter: a variant's unnumbered conversions start at its variable's
  /// argument. Variables reached through a cycle are visited once.
  ///
  /// A linter reads type conflicts and skipped positions from this; a test
  /// builds argument lists from it.
  public func argumentUses() throws(FormatError) -> [Int: [ArgumentUse]] {
    var uses: [Int: [ArgumentUse]] = [:]
    var visiting: [String] = []
    func walk(_ text: String, variable: String?, variant: String?, location: SourceLocation, first: Int)
      throws(FormatError)
    {
      let segments: [FormatSegment]
      do {
        segments = try FormatParser.parse(text)
      } catch {
        throw FormatError(error.kind, error.message, at: location)
      }
      var cursor = first
      for case .directive(let directive) in segments where directive.takesArgument {
        for amount in [directive.width, directive.precision] {
          if case .argument(let position) = amount {
            var star = FormatDirective()
            star.conversion = "d"
            let index = position.map { $0 - 1 } ?? cursor
            if position == nil { cursor += 1 }
            uses[index, default: []].append(
              ArgumentUse(directive: star, variable: variable, variant: variant, location: location))
          }
        }
        let index = directive.position.map { $0 - 1 } ?? cursor
        if directive.position == nil { cursor += 1 }
        uses[index, default: []].append(
          ArgumentUse(directive: directive, variable: variable, variant: variant, location: location))
        if let name = directive.variable, let nested = variables[name], !visiting.contains(name) {
          visiting.append(name)
          for (key, value) in nested.variants {
            try walk(value.text, variable: name, variant: key, location: value.location, first: index)
          }
          visiting.removeLast()
        }
      }
    }
    try walk(format.text, variable: nil, variant: nil, location: format.location, first: 0)
    return uses
  }
}

/// What kind of value a conversion takes, for comparing the uses of one argument.
enum ArgumentKind: String {
  case number = "a number"
  case integer = "an integer"
  case floating = "a floating-point number"
  case object = "an object (%@)"
  case cString = "a C string (%s)"

  init(_ directive: FormatDirective) {
    switch directive.conversion {
    case "#": self = .number
    case "f", "F", "e", "E", "g", "G", "a", "A": self = .floating
    case "@": self = .object
    case "s", "S": self = .cString
    default: self = .integer
    }
  }

  func isCompatible(with other: ArgumentKind) -> Bool {
    self == other || (self == .number && other != .object && other != .cString)
      || (other == .number && self != .object && self != .cString)
  }
}

extension FormatEntry {
  /// Arguments that no conversion uses although a later one is used
  /// (`%2$@` without argument 1), and arguments used with incompatible
  /// conversions (`%1$lld or %1$@`), across the format key and all variants.
  public func argumentDiagnostics() -> [LocalizationDiagnostic] {
    let uses: [Int: [ArgumentUse]]
    do {
      uses = try argumentUses()
    } catch {
      return [
        .init(
          .error, "invalid-format", error.message.replacing("\n", with: "⏎"), at: error.location ?? location)
      ]
    }
    var diagnostics: [LocalizationDiagnostic] = []
    if let last = uses.keys.max() {
      for index in 0..<last where uses[index] == nil {
        diagnostics.append(
          .init(
            .error, "argument-skipped",
            "'\(key)' uses argument \(last + 1) but never argument \(index + 1); number the arguments without gaps",
            at: format.location))
      }
    }
    for index in uses.keys.sorted() {
      let argumentUses = uses[index]!
      let kinds = argumentUses.map { ArgumentKind($0.directive) }
      if let first = kinds.first, let clash = kinds.firstIndex(where: { !$0.isCompatible(with: first) }) {
        diagnostics.append(
          .init(
            .error, "argument-type-conflict",
            "'\(key)' uses argument \(index + 1) as \(first.rawValue) and as \(kinds[clash].rawValue); use one type",
            at: argumentUses[clash].location))
      }
    }
    return diagnostics
  }
}
