import LocaleNumbers
import LocalizationFiles
import PluralTableFormat

/// Writing an `IntegerFormat` (the format syntax's plain integer form)
/// for arguments: the engine's side of it.
extension IntegerFormat {
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
