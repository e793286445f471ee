/// A format made of optional literal text, one plain integer conversion
/// (`%d %i %u %ld %lld %qd %lu …`, no flags, width or precision) and optional
/// literal text: formatted without going through the general engine.
struct SimpleIntegerFormat: Sendable, Hashable {
  let prefix: [UInt8]
  let suffix: [UInt8]
  /// 0-based argument index when the conversion is numbered.
  let position: Int?
  let unsigned: Bool

  init?(_ segments: [FormatSegment]) {
    var prefix = ""
    var suffix = ""
    var directive: FormatDirective?
    for segment in segments {
      switch segment {
      case .literal(let text):
        if directive == nil { prefix += text } else { suffix += text }
      case .directive(let found):
        guard directive == nil else { return nil }
        directive = found
      }
    }
    guard let directive, "diu".contains(directive.conversion), directive.width == .none,
      directive.precision == .none, !directive.plusSign, !directive.space, !directive.alternate,
      !directive.leftAlign, !directive.zeroPad, directive.length != .h, directive.length != .hh
    else { return nil }
    self.prefix = Array(prefix.utf8)
    self.suffix = Array(suffix.utf8)
    position = directive.position.map { $0 - 1 }
    unsigned = directive.conversion == "u"
  }

  /// The text for a machine integer argument, written in one pass; nil for
  /// anything else (the general engine decides).
  func render(_ value: FormatValue) -> String? {
    let magnitude: UInt64
    let negative: Bool
    switch value {
    case .signed(let number) where !unsigned || number >= 0:
      magnitude = number.magnitude
      negative = number < 0
    case .unsigned(let number):
      magnitude = number
      negative = false
    default:
      return nil
    }
    let digits = DecimalDigits.count(magnitude)
    let sign = negative ? 1 : 0
    let count = prefix.count + sign + digits + suffix.count
    return String(unsafeUninitializedCapacity: count) { buffer in
      var index = 0
      for byte in prefix {
        buffer[index] = byte
        index += 1
      }
      if negative { buffer[index] = UInt8(ascii: "-") }
      DecimalDigits.write(magnitude, into: buffer, endingAt: index + sign + digits)
      index += sign + digits
      for byte in suffix {
        buffer[index] = byte
        index += 1
      }
      return count
    }
  }
}
