/// What a parsed format string is, for the formatter's dispatch: most are
/// literal text, plain integer conversions between literals, or exactly
/// one variable; the rest go through the general engine.
enum FormatShape: Sendable {
  /// No directive: the text is printed as it is.
  case literal
  /// Only plain integer conversions (`%d %i %u %ld %lld %2$d …`: no flags,
  /// width, precision or `h`/`hh`), written in one pass for machine integers.
  case integers
  /// The whole string is `%#@name@` or `%N$#@name@`, without width or precision.
  case variable(String, position: Int?)
  /// Anything else, or not a valid format; `hasVariables` when it holds a `%#@name@`.
  case general(hasVariables: Bool)

  init(_ directives: Result<[FormatDirective], FormatError>, byteCount: Int) {
    guard case .success(let directives) = directives else {
      self = .general(hasVariables: false)
      return
    }
    if directives.isEmpty {
      self = .literal
    } else if directives.allSatisfy(\.isPlainInteger) {
      self = .integers
    } else if directives.count == 1, let name = directives[0].variable, directives[0].range == 0..<byteCount,
      directives[0].width == .none, directives[0].precision == .none
    {
      self = .variable(name, position: directives[0].position)
    } else {
      self = .general(hasVariables: directives.contains { $0.variable != nil })
    }
  }

  var hasVariables: Bool {
    switch self {
    case .literal, .integers: false
    case .variable: true
    case .general(let hasVariables): hasVariables
    }
  }
}

extension FormatDirective {
  /// `%d %i %u` with any length but `h`/`hh`, no flags, width or precision:
  /// a machine integer prints as its plain decimal digits.
  var isPlainInteger: Bool {
    (code == UInt8(ascii: "d") || code == UInt8(ascii: "i") || code == UInt8(ascii: "u"))
      && width == .none && precision == .none && !plusSign && !space && !alternate && !leftAlign && !zeroPad
      && length != .h && length != .hh
  }
}
