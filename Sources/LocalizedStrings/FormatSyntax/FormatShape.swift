/// What a parsed format string is, for the formatter's dispatch: most are
/// literal text, plain integer conversions between literals, or exactly
/// one variable; the rest go through the general engine.
@usableFromInline package enum FormatShape: Sendable {
  /// No directive: the text is printed as it is.
  case literal
  /// Only plain integer conversions (`%d %i %u %ld %lld %2$d …`: no flags,
  /// width, precision or `h`/`hh`), written in one pass for machine integers.
  case integers(IntegerFormat)
  /// The whole string is `%#@name@` or `%N$#@name@`, without width or precision.
  case variable(String, position: Int?)
  /// Anything else, or not a valid format; `hasVariables` when it holds a `%#@name@`.
  case general(hasVariables: Bool)

  /// - Parameter formatting: whether a string of plain integer conversions
  ///   becomes `integers`, with its `IntegerFormat` (a copy of the bytes and
  ///   the conversions' places); if not (for checking, which never formats
  ///   it), it is `general`, which the engine formats the same. Every other
  ///   shape is the same either way, so what a check reads of the shape
  ///   (`variable`, `hasVariables`) does not depend on who parsed first.
  init(_ directives: Result<[FormatDirective], FormatError>, text: String, formatting: Bool = true) {
    let byteCount = text.utf8.count
    guard case .success(let directives) = directives else {
      self = .general(hasVariables: false)
      return
    }
    // A text whose output could pass the output limit goes through the
    // engine, which checks the limit as it writes (a directive is at least
    // two bytes, and an integer, localized, writes at most maximumIntegerBytes).
    if byteCount + (FormatLimits.maximumIntegerBytes - 2) * directives.count > FormatLimits.maximumOutputBytes
    {
      self = .general(hasVariables: directives.contains { $0.variable != nil })
    } else if directives.isEmpty {
      self = .literal
    } else if directives.allSatisfy(\.isPlainInteger) {
      self = formatting ? .integers(IntegerFormat(text, directives)) : .general(hasVariables: false)
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

/// A format of literal text and plain integer conversions, kept as its
/// bytes and the conversions' places: a machine integer argument is written
/// as its digits (what C prints for it) in one pass into the string.
@usableFromInline package struct IntegerFormat: Sendable {
  package struct Slot: Sendable {
    /// The conversion's UTF-8 range in `bytes`.
    package let start: Int
    package let end: Int
    /// 0-based argument index when numbered, else -1 (the next argument).
    package let position: Int
    package let unsigned: Bool
  }

  package let bytes: [UInt8]
  package let slots: [Slot]

  init(_ text: String, _ directives: [FormatDirective]) {
    bytes = Array(text.utf8)
    slots = directives.map { directive in
      Slot(
        start: directive.range.lowerBound, end: directive.range.upperBound,
        position: directive.position.map { $0 - 1 } ?? -1, unsigned: directive.code == UInt8(ascii: "u"))
    }
  }
}
