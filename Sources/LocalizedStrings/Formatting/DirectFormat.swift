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
    switch shape {
    case .literal:
      return text
    case .integers:
      return integerText(arguments, first: first)
    case .variable(let name, let position):
      guard depth < StringEntry.directDepth, let entry,
        let variable = depth == 0 && entry.format === self
          ? entry.formatVariable : entry.variable(named: name)
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
        guard case .signed(let number) = arguments[index],
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

extension LocatedString {
  /// The text of a string of plain integer conversions (``FormatShape/integers``)
  /// when each takes a machine integer (C prints its digits), written in
  /// one pass into the string; nil otherwise.
  func integerText(_ arguments: UnsafeBufferPointer<FormatValue>, first: Int) -> String? {
    guard case .success(let list) = directives else { return nil }
    // Fields are read in place: a directive is not copied (its variable name would be retained).
    return list.withUnsafeBufferPointer { directives in
      // First the length, which also checks every argument.
      var length = text.utf8.count
      var cursor = first
      for index in directives.indices {
        guard let (magnitude, negative) = Self.machineInteger(directives, index, arguments, cursor: &cursor)
        else {
          return nil
        }
        length += DecimalDigits.count(magnitude) + (negative ? 1 : 0) - directives[index].range.count
      }
      var text = text
      return text.withUTF8 { bytes in
        String(unsafeUninitializedCapacity: length) { buffer in
          var written = 0
          var copied = 0
          var cursor = first
          for index in directives.indices {
            let (magnitude, negative) = Self.machineInteger(directives, index, arguments, cursor: &cursor)!
            let range = directives[index].range
            let literal = range.lowerBound - copied
            (buffer.baseAddress! + written).initialize(from: bytes.baseAddress! + copied, count: literal)
            written += literal
            let digits = DecimalDigits.count(magnitude) + (negative ? 1 : 0)
            if negative { buffer[written] = UInt8(ascii: "-") }
            DecimalDigits.write(magnitude, into: buffer, endingAt: written + digits)
            written += digits
            copied = range.upperBound
          }
          let rest = bytes.count - copied
          if rest > 0 {
            (buffer.baseAddress! + written).initialize(from: bytes.baseAddress! + copied, count: rest)
          }
          return written + rest
        }
      }
    }
  }

  /// The magnitude and sign the plain integer conversion `directives[index]`
  /// prints for its argument (the next one at `cursor` when unnumbered); nil
  /// when the argument is missing or not a machine integer it prints as digits.
  @inline(__always)
  static func machineInteger(
    _ directives: UnsafeBufferPointer<FormatDirective>, _ index: Int,
    _ arguments: UnsafeBufferPointer<FormatValue>, cursor: inout Int
  ) -> (magnitude: UInt64, negative: Bool)? {
    let argument: Int
    if let position = directives[index].position {
      argument = position - 1
    } else {
      argument = cursor
      cursor += 1
    }
    guard argument < arguments.count else { return nil }
    switch arguments[argument] {
    case .signed(let number) where directives[index].code != UInt8(ascii: "u") || number >= 0:
      return (number.magnitude, number < 0)
    case .unsigned(let number):
      return (number, false)
    default:
      return nil
    }
  }
}
