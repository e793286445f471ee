/// The precision a variable's floating argument is shown with, read from
/// the format syntax of its value type and variants when the variable is made.
extension FormatVariable {
  /// Whether `text` has a '.' after a '%', as a written precision needs
  /// (true when its bytes are not at hand: then it is parsed).
  static func mayHavePrecision(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      guard let percent = bytes.firstIndex(of: UInt8(ascii: "%")) else { return false }
      return bytes[percent...].contains(UInt8(ascii: "."))
    } ?? true
  }

  /// The precision a floating argument will be shown with: from the value
  /// type (`.2f`) or from a conversion of the argument in the variants. A
  /// `.stringsdict` variable's argument is its variants' first unnumbered
  /// conversion; a catalog's plural variation names its `argument`, which its
  /// variants read as `%N$` (or as the Nth conversion).
  static func precision(
    valueType: LocatedString?, variants: [(key: String, value: LocatedString)], argument: Int? = nil
  ) -> Int? {
    // A precision is written after a '.'; without one there is nothing to parse.
    if let valueType, mayHavePrecision(valueType.text),
      let directive = FormatParser.conversion(valueType.text), directive.isFloating,
      case .fixed(let digits) = directive.precision
    {
      return digits
    }
    for (_, variant) in variants {
      // Likewise a variant without a '.' after a '%' (most), which is then not parsed at load.
      guard mayHavePrecision(variant.text), case .success(let directives) = variant.directives
      else { continue }
      if let argument {
        var sequential = 0
        for directive in directives where directive.takesArgument {
          sequential += 1
          guard (directive.position ?? sequential) == argument else { continue }
          if directive.isFloating, case .fixed(let digits) = directive.precision { return digits }
          break  // the first conversion of the argument decides
        }
        continue
      }
      for directive in directives where directive.isFloating && directive.position == nil {
        if case .fixed(let digits) = directive.precision { return digits }
        break  // the first unnumbered conversion is the variable's own argument
      }
    }
    return nil
  }
}
