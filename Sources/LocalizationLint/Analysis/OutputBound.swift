import LocalizedStrings
internal import InternalUtilities

/// The most one format call of an entry can cost: the bytes it writes and the
/// variables it expands (``FormatEntry/largestCost``).
package struct FormatCost: Equatable, Sendable {
  /// UTF-8 bytes written, as ``FormatEntry/largestOutput`` counts them.
  package var output: Int
  /// Variables expanded, nested ones counted, as the formatter counts them
  /// against ``FormatLimits/maximumExpansions``.
  package var expansions: Int
}

extension FormatCost {
  /// The most bytes an entry may write for `plurals preview` to format it (64 KiB): no
  /// screen shows a longer text, and a page of such forms would grow without bound. Above
  /// it, the preview shows the entry's variants as written and `plurals lint` reports
  /// `output-very-long`.
  package static let longestPreviewed = 65_536
}

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
  package var largestOutput: Int { largestCost.output }

  /// ``largestOutput``, and the most variables one call expands (each reference to a defined
  /// variable one expansion, plus those of its variant that expands the most; saturating at
  /// `Int.max / 4`), measured in one walk.
  ///
  /// - Complexity: O(*n*) in the size of the entry: each variable's bound is
  ///   computed once (variables reached through a cycle count nothing, the
  ///   cycle is reported on its own). The variables are followed with a stack
  ///   of their own, not by calls: a chain of 100,000 substitutions overflowed
  ///   the thread's stack.
  package var largestCost: FormatCost {
    // Usually a few variables: searched in order, not hashed (hashing them was most of the
    // cost, and the linter asks every entry); hashed when many (thousands of substitutions).
    var known = FewMap<String, FormatCost>()
    var visiting = FewSet<String>()
    // The strings being measured: the format key at the bottom, above it the variants of
    // each variable it is waiting for.
    var stack = [OutputBound.Measure(variable: nil, strings: [format])]
    var returned: FormatCost?
    while var top = stack.popLast() {
      if let bound = returned {
        // A variable measured: its longest variant stands for the directive that refers to it,
        // and it is one expansion more than its costliest variant's.
        top.total = OutputBound.sum(top.total, bound.output)
        top.expansions = OutputBound.sum(top.expansions, OutputBound.sum(1, bound.expansions))
        top.directive += 1
        returned = nil
      }
      var waiting: OutputBound.Measure?
      measuring: while top.string < top.strings.count {
        let string = top.strings[top.string]
        let directives = string.parsedDirectives ?? []
        if top.directive == 0 && top.total == -1 {
          top.total = string.text.utf8.count
          WorkMeter.add(directives.count)
        }
        while top.directive < directives.count {
          let directive = directives[top.directive]
          top.total = OutputBound.sum(top.total, -directive.range.count)
          if let name = directive.variable {
            if let done = known[name] {
              top.total = OutputBound.sum(top.total, done.output)
              top.expansions = OutputBound.sum(top.expansions, OutputBound.sum(1, done.expansions))
            } else if let variable = variable(named: name), visiting.insert(name) {
              waiting = OutputBound.Measure(variable: name, strings: variable.variants.map(\.value))
              break measuring
            }
          } else {
            top.total = OutputBound.sum(top.total, OutputBound.directive(directive))
          }
          top.directive += 1
        }
        top.longest = max(top.longest, top.total)
        top.mostExpansions = max(top.mostExpansions, top.expansions)
        top.next()
      }
      if let waiting {
        stack.append(top)
        stack.append(waiting)
        continue
      }
      let cost = FormatCost(output: top.longest, expansions: top.mostExpansions)
      if let name = top.variable {
        visiting.remove(name)
        known[name] = cost
      }
      returned = cost
    }
    return returned ?? FormatCost(output: 0, expansions: 0)
  }
}

/// The sizes and counts ``FormatEntry/largestCost`` adds up.
package enum OutputBound {
  /// The strings of a variable (or the format key) being measured, and how far.
  struct Measure {
    /// Nil for the format key.
    let variable: String?
    let strings: [LocatedString]
    /// The string being measured, and its directive to read next.
    var string = 0
    var directive = 0
    /// The bytes of the string so far (-1 before its first directive is read).
    var total = -1
    /// The variables the string expands so far.
    var expansions = 0
    /// The longest string measured.
    var longest = 0
    /// The most variables a string measured expands.
    var mostExpansions = 0

    mutating func next() {
      string += 1
      directive = 0
      total = -1
      expansions = 0
    }
  }

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
    // CoreFoundation's %c is one byte read as ISO Latin 1 (at most 2 bytes of UTF-8), its %C one
    // UTF-16 unit (at most 3).
    case UInt8(ascii: "c"): body = 2
    case UInt8(ascii: "C"): body = 3
    case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"),
      UInt8(ascii: "o"):
      // A 64-bit integer in octal (22 digits) with its sign or prefix.
      body = max(precision, 22) + 2
    case UInt8(ascii: "@"):
      // The argument's description, the caller's text, written without width or precision.
      return 0
    case UInt8(ascii: "s"), UInt8(ascii: "S"):
      // The argument's text is the caller's; a precision bounds it in bytes (%s) or UTF-16 units
      // (%S, at most 3 bytes each), as CoreFoundation counts them.
      body = directive.code == UInt8(ascii: "s") ? precision : 3 * precision
    default:
      // Floating: 309 integer digits, the precision, sign, point and exponent.
      body = precision + 330
    }
    return max(width, body)
  }
}
