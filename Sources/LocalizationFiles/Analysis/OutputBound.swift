extension FormatEntry {
  /// The most UTF-8 bytes formatting this entry can write for machine
  /// numbers (64-bit integers, `Double`), not counting the text of string
  /// arguments (`%@`, `%s`: the caller's, unknown here) or of numerals given
  /// as text beyond the directive's width or precision: each variable stands
  /// for its longest variant, as often as it is referred to. Saturates at
  /// `Int.max / 4`.
  ///
  /// The linter compares it with ``FormatLimits/maximumOutputBytes``: above
  /// it, some arguments make every format call of the entry throw.
  ///
  /// - Complexity: O(*n*) in the size of the entry: each variable's bound is
  ///   computed once (variables reached through a cycle count nothing, the
  ///   cycle is reported on its own).
  package var largestOutput: Int {
    // A few variables per entry: arrays searched in order, not a dictionary and a set
    // of hashed names (hashing them was most of the cost, and the linter asks every entry).
    var known: [(name: String, bound: Int)] = []
    var visiting: [String] = []
    func bound(_ string: LocatedString) -> Int {
      guard let directives = string.parsedDirectives else { return string.text.utf8.count }
      var total = string.text.utf8.count
      for directive in directives {
        total = OutputBound.sum(total, -directive.range.count)
        let written: Int
        if let name = directive.variable {
          written = variableBound(name)
        } else {
          written = OutputBound.directive(directive)
        }
        total = OutputBound.sum(total, written)
      }
      return total
    }
    func variableBound(_ name: String) -> Int {
      if let done = known.first(where: { $0.name == name }) { return done.bound }
      guard let variable = variable(named: name), !visiting.contains(name) else { return 0 }
      visiting.append(name)
      var longest = 0
      for (_, value) in variable.variants { longest = max(longest, bound(value)) }
      visiting.removeLast()
      // Room for a few at the first (appends one by one allocated the array again for the second).
      if known.isEmpty { known.reserveCapacity(4) }
      known.append((name, longest))
      return longest
    }
    return bound(format)
  }
}

/// The sizes ``FormatEntry/largestOutput`` adds up.
package enum OutputBound {
  /// Where the bound stops counting.
  package static let saturated = Int.max / 4

  static func sum(_ a: Int, _ b: Int) -> Int { min(saturated, a + b) }

  /// The most bytes one directive that is not a variable writes for a
  /// machine number (string arguments counted by their width or precision alone).
  static func directive(_ directive: FormatDirective) -> Int {
    func amount(_ amount: FormatAmount) -> Int {
      switch amount {
      case .none: 0
      case .fixed(let value): value
      case .argument: FormatLimits.maximumWidth
      }
    }
    let width = amount(directive.width)
    let precision = amount(directive.precision)
    let body: Int
    switch directive.code {
    case UInt8(ascii: "%"): body = 1
    // A Character of up to 4 bytes.
    case UInt8(ascii: "c"), UInt8(ascii: "C"): body = 4
    case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"),
      UInt8(ascii: "o"):
      // A 64-bit integer in octal (22 digits) with its sign or prefix.
      body = max(precision, 22) + 2
    case UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "@"):
      // The argument's text is the caller's; a precision bounds it in characters (4 bytes each).
      body = 4 * precision
    default:
      // Floating: 309 integer digits, the precision, sign, point and exponent.
      body = precision + 330
    }
    return max(width, body)
  }
}
