import LocaleNumbers
import PluralTableFormat

/// What a parsed format string is, for the formatter's dispatch: most are
/// literal text, plain integer conversions between literals, or exactly
/// one variable; the rest go through the general engine.
enum FormatShape: Sendable {
  /// No directive: the text is printed as it is.
  case literal
  /// Only plain integer conversions (`%d %i %u %ld %lld %2$d …`: no flags,
  /// width, precision or `h`/`hh`), written in one pass for machine integers.
  case integers(IntegerFormat)
  /// The whole string is `%#@name@` or `%N$#@name@`, without width or precision.
  case variable(String, position: Int?)
  /// Anything else, or not a valid format; `hasVariables` when it holds a `%#@name@`.
  case general(hasVariables: Bool)

  init(_ directives: Result<[FormatDirective], FormatError>, text: String) {
    let byteCount = text.utf8.count
    guard case .success(let directives) = directives else {
      self = .general(hasVariables: false)
      return
    }
    // A text whose output could pass the output limit goes through the
    // engine, which checks the limit as it writes (a directive is at least
    // two bytes and a plain integer prints at most 20).
    if byteCount + 19 * directives.count > FormatLimits.maximumOutputBytes {
      self = .general(hasVariables: directives.contains { $0.variable != nil })
    } else if directives.isEmpty {
      self = .literal
    } else if directives.allSatisfy(\.isPlainInteger) {
      self = .integers(IntegerFormat(text, directives))
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
struct IntegerFormat: Sendable {
  struct Slot: Sendable {
    /// The conversion's UTF-8 range in `bytes`.
    let start: Int
    let end: Int
    /// 0-based argument index when numbered, else -1 (the next argument).
    let position: Int
    let unsigned: Bool
  }

  let bytes: [UInt8]
  let slots: [Slot]

  init(_ text: String, _ directives: [FormatDirective]) {
    bytes = Array(text.utf8)
    slots = directives.map { directive in
      Slot(
        start: directive.range.lowerBound, end: directive.range.upperBound,
        position: directive.position.map { $0 - 1 } ?? -1, unsigned: directive.code == UInt8(ascii: "u"))
    }
  }

  /// The text for `arguments` (unnumbered conversions start at `first`),
  /// nil when an argument is missing or not a machine integer printed as
  /// digits; with `numbers`, the integers are written as that locale
  /// writes them (see ``text(bytes:slots:_:first:numbers:)``).
  func text(_ arguments: UnsafeBufferPointer<FormatValue>, first: Int, numbers: LocalizedNumberFormat?)
    -> String?
  {
    bytes.withUnsafeBufferPointer { bytes in
      slots.withUnsafeBufferPointer { slots in
        Self.text(bytes: bytes, slots: slots, arguments, first: first, numbers: numbers)
      }
    }
  }

  /// The text of the format of `bytes` with conversions at `slots` (see
  /// ``text(_:first:numbers:)``): the one writer of the array form here and of
  /// the plan's copy (`PluralPlan`). Without `numbers` each integer is
  /// written as C prints it; with `numbers`, as that locale writes it (its
  /// digits, grouping and minus sign): the bytes the engine writes when it
  /// prints the integer as C does and then localizes it
  /// (``LocalizedNumberFormat/localize(_:grouping:)``, grouped, as a plain
  /// conversion has no `0` flag), in one pass.
  ///
  /// Nil when an argument is missing or not a machine integer.
  static func text(
    bytes: UnsafeBufferPointer<UInt8>, slots: UnsafeBufferPointer<Slot>,
    _ arguments: UnsafeBufferPointer<FormatValue>, first: Int, numbers: LocalizedNumberFormat?
  ) -> String? {
    // First the length, which also checks every argument.
    var length = bytes.count
    var cursor = first
    for slot in slots {
      guard let (magnitude, negative) = value(slot, arguments, cursor: &cursor) else { return nil }
      let width =
        numbers?.integerUTF8Count(magnitude, negative: negative)
        ?? DecimalDigits.count(magnitude) + (negative ? 1 : 0)
      length += width - (slot.end - slot.start)
    }
    return String(utf8Capacity: length) { buffer in
      let source = bytes.baseAddress!
      let target = buffer.baseAddress!
      var written = 0
      var copied = 0
      var cursor = first
      for slot in slots {
        let (magnitude, negative) = value(slot, arguments, cursor: &cursor)!
        (target + written).initialize(from: source + copied, count: slot.start - copied)
        written += slot.start - copied
        if let numbers {
          written += numbers.writeInteger(magnitude, negative: negative, into: target + written)
        } else {
          let digits = DecimalDigits.count(magnitude) + (negative ? 1 : 0)
          if negative { target[written] = UInt8(ascii: "-") }
          DecimalDigits.write(magnitude, into: buffer, endingAt: written + digits)
          written += digits
        }
        copied = slot.end
      }
      (target + written).initialize(from: source + copied, count: bytes.count - copied)
      return written + bytes.count - copied
    }
  }

  /// The magnitude and sign `slot` prints for its argument (the next one at
  /// `cursor` when unnumbered); nil when the argument is missing or is not
  /// a machine integer it prints as digits.
  @inline(__always)
  static func value(_ slot: Slot, _ arguments: UnsafeBufferPointer<FormatValue>, cursor: inout Int)
    -> (magnitude: UInt64, negative: Bool)?
  {
    let index: Int
    if slot.position >= 0 {
      index = slot.position
    } else {
      index = cursor
      cursor += 1
    }
    guard index < arguments.count, let value = arguments[index].machineInteger,
      !(slot.unsigned && value.negative)
    else { return nil }
    return value
  }
}
