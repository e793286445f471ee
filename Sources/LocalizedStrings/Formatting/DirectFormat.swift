import Plurals

/// The commonest entries formatted without the general engine: a format
/// key that is one plural variable (possibly nesting a few more) whose
/// chosen variant is literal text or plain integer conversions, given
/// machine integers. Everything else, and every case that would throw or
/// note something, is left to ``EntryFormatter`` (nil here), so the text
/// is always the one the engine writes.
extension StringEntry {
  /// How deep the direct path follows variables into variables.
  static let directDepth = 4

  func directText(_ arguments: UnsafeBufferPointer<FormatValue>, rules: PluralRules) -> String? {
    switch self {
    case .format(let entry):
      entry.format.directText(arguments, entry: entry, rules: rules, first: 0, depth: 0)
    case .string(let string):
      string.directText(arguments, entry: nil, rules: rules, first: 0, depth: 0)
    case .width, .device:
      nil
    }
  }
}

extension LocatedString {
  func directText(
    _ arguments: UnsafeBufferPointer<FormatValue>, entry: FormatEntry?, rules: PluralRules, first: Int,
    depth: Int
  ) -> String? {
    // Read in place, without retaining the parse: this string keeps it.
    parsedReference._withUnsafeGuaranteedRef { parsed in
      switch parsed.shape {
      case .literal:
        return text
      case .integers(let integers):
        return integers.text(arguments, first: first)
      case .variable(let name, let position):
        guard depth < StringEntry.directDepth, let entry,
          let variable = entry.variable(named: name)
        else { return nil }
        switch variable.ruleType {
        case .plural, .missing, .unknown: break
        case .width, .device: return nil
        }
        let index = position.map { $0 - 1 } ?? first
        guard index < arguments.count else { return nil }
        let chosen: LocatedString
        if let uniform = variable.uniformText {
          chosen = uniform
        } else {
          guard let number = arguments[index].signedInteger,
            let choice = variable.variant(forInteger: number, rules: rules), choice.fallback == nil
          else { return nil }
          chosen = choice.text
        }
        return chosen.directText(arguments, entry: entry, rules: rules, first: index, depth: depth + 1)
      case .general:
        return nil
      }
    }
  }
}

/// The direct path of the commonest entry, decided at load: a format key
/// that is one plural variable, each of whose categories' variants (with
/// `other` standing in) is literal text or plain integer conversions. A
/// call then takes the argument's category and writes that variant.
final class PluralPlan: Sendable {
  /// The variant of a category, ready to write.
  enum Piece: Sendable {
    case literal(String)
    case integers(IntegerFormat)
  }

  /// The argument the variable chooses by.
  let argument: Int
  /// By category raw value; nil where the engine must decide (no variant of
  /// the category or `other`, or one that is not literal or plain integers).
  let pieces: [Piece?]
  let hasZero: Bool

  init?(_ entry: FormatEntry) {
    guard case .variable(_, let position) = entry.format.shape, let variable = entry.formatVariable,
      variable.uniformText == nil
    else { return nil }
    switch variable.ruleType {
    case .plural, .missing, .unknown: break
    case .width, .device: return nil
    }
    argument = position.map { $0 - 1 } ?? 0
    pieces = PluralCategory.allCases.map { category in
      guard let choice = variable.variant(for: category), choice.fallback == nil else { return nil }
      switch choice.text.shape {
      case .literal: return .literal(choice.text.text)
      case .integers(let integers): return .integers(integers)
      case .variable, .general: return nil
      }
    }
    hasZero = variable.pluralVariant(.zero) != nil
  }

  /// The text for `arguments`, nil when the argument is not a machine
  /// integer or its variant needs the engine.
  func text(_ arguments: UnsafeBufferPointer<FormatValue>, rules: PluralRules) -> String? {
    guard argument < arguments.count, let number = arguments[argument].signedInteger else { return nil }
    let category = FormatVariable.category(forInteger: number, rules: rules, hasZero: hasZero)
    switch pieces[Int(category.rawValue)] {
    case .literal(let text)?: return text
    case .integers(let integers)?: return integers.text(arguments, first: argument)
    case nil: return nil
    }
  }
}
