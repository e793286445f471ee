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
public enum ArgumentKind: String, Sendable, Hashable {
  /// A number of any kind: a plural variable whose type is not known.
  case number = "a number"
  case integer = "an integer"
  case floating = "a floating-point number"
  case object = "an object (%@)"
  case cString = "a C string (%s)"
  /// Anything: a plural variable whose variants are all the same text never looks at its argument.
  case any = "any value"

  /// The kind a plain conversion takes (`#` alone, without its variable, is a number).
  public init(_ directive: FormatDirective) {
    switch directive.conversion {
    case "#": self = .number
    case "f", "F", "e", "E", "g", "G", "a", "A": self = .floating
    case "@": self = .object
    case "s", "S": self = .cString
    default: self = .integer
    }
  }

  /// The kind of a use in `entry`. A variable reads a number, an object when
  /// its value type (`NSStringFormatValueTypeKey`) is `@`, and any value when
  /// all its variants are the same text (it never looks at its argument). Integer against
  /// floating types of a variable are a `value-type-mismatch`, not a conflict.
  public init(_ directive: FormatDirective, in entry: FormatEntry) {
    guard let name = directive.variable, let variable = entry.variables[name] else {
      self.init(directive)
      return
    }
    if variable.uniformText != nil, variable.ruleType == .plural || variable.ruleType == .missing {
      self = .any
    } else if variable.declaredConversion?.conversion == "@" {
      self = .object
    } else {
      self = .number
    }
  }

  /// Whether one argument can be read as both kinds.
  public func isCompatible(with other: ArgumentKind) -> Bool {
    if self == other || self == .any || other == .any { return true }
    let numeric: Set<ArgumentKind> = [.number, .integer, .floating]
    return (self == .number && numeric.contains(other)) || (other == .number && numeric.contains(self))
  }
}

extension FormatVariable {
  /// The conversion `NSStringFormatValueTypeKey` (or a catalog's `formatSpecifier`) names, if it names one.
  public var declaredConversion: FormatDirective? {
    guard let valueType,
      case .directive(let directive)? = try? FormatParser.parse("%" + valueType.text).first,
      directive.takesArgument, directive.variable == nil
    else { return nil }
    return directive
  }
}

extension FormatEntry {
  /// Arguments that no conversion uses although a later one is used
  /// (`%2$@` without argument 1), and arguments used with incompatible
  /// conversions (`%1$lld or %1$@`), across the format key and all variants.
  ///
  /// - Parameter subject: how messages name the entry; by default `'key'`
  ///   (a catalog adds its language: `'key' (de)`).
  public func argumentDiagnostics(subject: String? = nil) -> [LocalizationDiagnostic] {
    let subject = subject ?? "'\(key)'"
    let uses: [Int: [ArgumentUse]]
    do {
      uses = try argumentUses()
    } catch {
      return [.invalidFormat(error, subject: subject, at: error.location ?? location)]
    }
    var diagnostics: [LocalizationDiagnostic] = []
    if let last = uses.keys.max() {
      for index in 0..<last where uses[index] == nil {
        diagnostics.append(
          .init(
            .argumentSkipped,
            "\(subject) uses argument \(last + 1) but never argument \(index + 1); number the arguments without gaps",
            at: format.location))
      }
    }
    for index in uses.keys.sorted() {
      let argumentUses = uses[index]!
      let kinds = argumentUses.map { ArgumentKind($0.directive, in: self) }
      guard let first = kinds.firstIndex(where: { $0 != .any }),
        let clash = kinds.firstIndex(where: { !$0.isCompatible(with: kinds[first]) })
      else { continue }
      diagnostics.append(
        .init(
          .argumentTypeConflict,
          "\(subject) uses argument \(index + 1) as \(kinds[first].rawValue) and as \(kinds[clash].rawValue); use one type",
          at: argumentUses[clash].location))
    }
    return diagnostics
  }
}
