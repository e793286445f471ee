import LocaleNumbers
@_spi(TableFormat) import PluralTableFormat

/// Writing an `IntegerFormat` (the format syntax's plain integer form)
/// for arguments: the engine's side of it.
extension IntegerFormat {
  /// The text for `arguments` (unnumbered conversions start at `first`),
  /// nil when an argument is missing or not a machine integer printed as
  /// digits; with `numbers`, the integers are written as that locale
  /// writes them (see ``write(bytes:slots:_:first:numbers:to:)``).
  func text(_ arguments: UnsafeBufferPointer<FormatValue>, first: Int, numbers: LocalizedNumberFormat?)
    -> String?
  {
    write(arguments, first: first, numbers: numbers, to: DirectString())
  }

  /// Writes the text for `arguments` to `output` (see ``text(_:first:numbers:)``):
  /// nil, and nothing written, when an argument is missing or not a machine integer.
  func write<Output: DirectOutput>(
    _ arguments: UnsafeBufferPointer<FormatValue>, first: Int, numbers: LocalizedNumberFormat?,
    to output: Output
  ) -> Output.Written? {
    bytes.withUnsafeBufferPointer { bytes in
      slots.withUnsafeBufferPointer { slots in
        Self.write(bytes: bytes, slots: slots, arguments, first: first, numbers: numbers, to: output)
      }
    }
  }

  /// The UTF-8 bytes an integer takes: as C prints it (digits and a minus
  /// sign), or as `numbers` writes it.
  @inline(__always)
  static func width(_ magnitude: UInt64, negative: Bool, numbers: LocalizedNumberFormat?) -> Int {
    numbers?.integerUTF8Count(magnitude, negative: negative) ?? DecimalDigits.count(magnitude)
      + (negative ? 1 : 0)
  }

  /// Writes the format of `bytes` with conversions at `slots` to `output`
  /// (see ``text(_:first:numbers:)``): the one writer of the array form
  /// here and of the plan's copy (`PluralPlan`), for a `String` and for
  /// appended bytes alike. Without `numbers` each integer is written as C
  /// prints it; with `numbers`, as that locale writes it (its digits,
  /// grouping and minus sign): the bytes the engine writes when it prints
  /// the integer as C does and then localizes it
  /// (``LocalizedNumberFormat/localize(_:grouping:)``, grouped, as a plain
  /// conversion has no `0` flag), in one pass.
  ///
  /// Nil, and nothing written, when an argument is missing or not a
  /// machine integer: every argument is checked (and the length counted)
  /// before a byte is written.
  @inline(__always)
  static func write<Output: DirectOutput>(
    bytes: UnsafeBufferPointer<UInt8>, slots: UnsafeBufferPointer<Slot>,
    _ arguments: UnsafeBufferPointer<FormatValue>, first: Int, numbers: LocalizedNumberFormat?,
    to output: Output
  ) -> Output.Written? {
    // First the length, which also checks every argument.
    var length = bytes.count
    var cursor = first
    // The first two integers, kept for the writer: most formats have one or two.
    var firstValue: (magnitude: UInt64, negative: Bool) = (0, false)
    var secondValue: (magnitude: UInt64, negative: Bool) = (0, false)
    for index in slots.indices {
      let slot = slots[index]
      guard let (magnitude, negative) = value(slot, arguments, cursor: &cursor) else { return nil }
      if index == 0 {
        firstValue = (magnitude, negative)
      } else if index == 1 {
        secondValue = (magnitude, negative)
      }
      length += width(magnitude, negative: negative, numbers: numbers) - (slot.end - slot.start)
    }
    return output.write(
      Writer(
        bytes: bytes, slots: slots, arguments: arguments, first: first, numbers: numbers, count: length,
        firstValue: firstValue, secondValue: secondValue))
  }

  /// The length of the format of `bytes` with two or more conversions at
  /// `slots`, the first of which prints `firstValue` (read and checked by
  /// the caller: a plan's own argument, which it chose the variant by),
  /// and the second slot's value: what ``Writer`` needs, as
  /// ``write(bytes:slots:_:first:numbers:to:)`` counts it, without
  /// reading the first argument again. Nil when another argument is
  /// missing or not a machine integer.
  ///
  /// Not generic and without a loop for two conversions (the commonest,
  /// "%1$d of %2$d runs"): small enough to inline whatever output the
  /// caller writes to; a third conversion and on are counted out of line
  /// (``restLength(slots:_:cursor:numbers:)``).
  @inline(__always)
  static func leadingLength(
    bytes: UnsafeBufferPointer<UInt8>, slots: UnsafeBufferPointer<Slot>,
    _ arguments: UnsafeBufferPointer<FormatValue>, first: Int,
    firstValue: (magnitude: UInt64, negative: Bool), numbers: LocalizedNumberFormat?
  ) -> (count: Int, secondValue: (magnitude: UInt64, negative: Bool))? {
    let slot = slots[0]
    let second = slots[1]
    var cursor = slot.position < 0 ? first + 1 : first
    guard let secondValue = value(second, arguments, cursor: &cursor) else { return nil }
    var length =
      bytes.count - (slot.end - slot.start) - (second.end - second.start)
      + width(firstValue.magnitude, negative: firstValue.negative, numbers: numbers)
      + width(secondValue.magnitude, negative: secondValue.negative, numbers: numbers)
    if slots.count > 2 {
      guard let rest = restLength(slots: slots, arguments, cursor: cursor, numbers: numbers) else {
        return nil
      }
      length += rest
    }
    return (length, secondValue)
  }

  /// What the conversions of `slots` from the third on add to the length
  /// (their widths less their specifiers'), reading unnumbered arguments
  /// from `cursor`; nil when an argument is missing or not a machine integer.
  @inline(never)
  static func restLength(
    slots: UnsafeBufferPointer<Slot>, _ arguments: UnsafeBufferPointer<FormatValue>, cursor: Int,
    numbers: LocalizedNumberFormat?
  ) -> Int? {
    var cursor = cursor
    var length = 0
    for index in 2..<slots.count {
      let slot = slots[index]
      guard let (magnitude, negative) = value(slot, arguments, cursor: &cursor) else { return nil }
      length += width(magnitude, negative: negative, numbers: numbers) - (slot.end - slot.start)
    }
    return length
  }

  /// A format whose arguments are checked, ready to write its `count`
  /// bytes: what ``write(bytes:slots:_:first:numbers:to:)`` (and a plan,
  /// after ``leadingLength(bytes:slots:_:first:firstValue:numbers:)``) hands its
  /// output, which gives it the memory (a new string's, an array's spare
  /// capacity, a caller's raw bytes): no temporary buffer, no copy.
  struct Writer {
    let bytes: UnsafeBufferPointer<UInt8>
    let slots: UnsafeBufferPointer<Slot>
    let arguments: UnsafeBufferPointer<FormatValue>
    let first: Int
    let numbers: LocalizedNumberFormat?
    /// How many bytes ``write(to:)`` writes.
    let count: Int
    /// The magnitude and sign of the first slot's argument, read already.
    let firstValue: (magnitude: UInt64, negative: Bool)
    /// The magnitude and sign of the second slot's argument, read already
    /// when there is one.
    let secondValue: (magnitude: UInt64, negative: Bool)

    /// Writes the text at the start of `buffer` (room for at least ``count``
    /// bytes); returns ``count``.
    @inline(__always)
    func write(to buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
      // One or two conversions, the commonest ("%d files", "%1$d of %2$d runs"): without the loop.
      if slots.count == 1 { return writeOne(to: buffer) }
      if slots.count == 2 { return writeTwo(to: buffer) }
      return writeMany(to: buffer)
    }

    /// ``write(to:)`` of a format with three conversions or more, by a loop
    /// over its slots (debug builds stop one of fewer).
    @inline(__always)
    func writeMany(to buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
      assert(slots.count > 2, "a format of one or two conversions is written without the loop")
      let target = buffer.baseAddress!
      let source = bytes.baseAddress!
      var written = 0
      var copied = 0
      var cursor = first
      let last = slots.count - 1
      for index in slots.indices {
        let slot = slots[index]
        let (magnitude, negative): (UInt64, Bool)
        if index == 0 {
          (magnitude, negative) = firstValue
          if slot.position < 0 { cursor += 1 }
        } else if index == 1 {
          (magnitude, negative) = secondValue
          if slot.position < 0 { cursor += 1 }
        } else {
          (magnitude, negative) = IntegerFormat.value(slot, arguments, cursor: &cursor)!
        }
        // No call for nothing to copy: most formats start with their integer ("%d files").
        if slot.start > copied {
          IntegerFormat.copy(source + copied, to: target + written, count: slot.start - copied)
          written += slot.start - copied
        }
        // The last integer ends where the text after it starts: its digits need no counting.
        written = writeInteger(
          magnitude, negative: negative, at: written,
          end: index == last ? count - (bytes.count - slot.end) : nil,
          into: buffer)
        copied = slot.end
      }
      if bytes.count > copied {
        IntegerFormat.copy(source + copied, to: target + written, count: bytes.count - copied)
      }
      return written + bytes.count - copied
    }

    /// ``write(to:)`` of a format with one conversion: the text before it,
    /// its integer (``firstValue``), the text after it.
    @inline(__always)
    func writeOne(to buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
      let target = buffer.baseAddress!
      let source = bytes.baseAddress!
      let slot = slots[0]
      let after = bytes.count &- slot.end
      let end = count &- after
      if slot.start > 0 { IntegerFormat.copy(source, to: target, count: slot.start) }
      let written = writeInteger(
        firstValue.magnitude, negative: firstValue.negative, at: slot.start, end: end, into: buffer)
      assert(written == end, "the integer's width differs from the one counted")
      if after > 0 { IntegerFormat.copy(source + slot.end, to: target + end, count: after) }
      return count
    }

    /// ``write(to:)`` of a format with two conversions: ``firstValue`` and
    /// ``secondValue`` with the texts before, between and after them.
    @inline(__always)
    func writeTwo(to buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
      let target = buffer.baseAddress!
      let source = bytes.baseAddress!
      let first = slots[0]
      let second = slots[1]
      if first.start > 0 { IntegerFormat.copy(source, to: target, count: first.start) }
      var written = writeInteger(
        firstValue.magnitude, negative: firstValue.negative, at: first.start, end: nil, into: buffer)
      let between = second.start &- first.end
      if between > 0 {
        IntegerFormat.copy(source + first.end, to: target + written, count: between)
        written &+= between
      }
      let after = bytes.count &- second.end
      let end = count &- after
      let last = writeInteger(
        secondValue.magnitude, negative: secondValue.negative, at: written, end: end, into: buffer)
      assert(last == end, "the integers' widths differ from the ones counted")
      if after > 0 { IntegerFormat.copy(source + second.end, to: target + end, count: after) }
      return count
    }

    /// Writes an integer at `start` of `buffer`, as ``numbers`` writes it or
    /// else as C prints it; returns where it ends. `end`, where the caller
    /// knows it (the last integer ends where the text after it starts),
    /// spares counting plain digits.
    @inline(__always)
    func writeInteger(
      _ magnitude: UInt64, negative: Bool, at start: Int, end: Int?,
      into buffer: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
      if let numbers {
        return start &+ numbers.writeInteger(magnitude, negative: negative, into: buffer.baseAddress! + start)
      }
      let end = end ?? start &+ DecimalDigits.count(magnitude) &+ (negative ? 1 : 0)
      if negative { buffer[start] = UInt8(ascii: "-") }
      DecimalDigits.write(magnitude, into: buffer, endingAt: end)
      return end
    }
  }

  /// Copies `count` bytes (at least one) from `source` to `target`, which
  /// do not overlap: up to 16 bytes (a variant's text between and after
  /// its integers, almost always) with two loads and two stores, without
  /// a call; more by `initialize(from:count:)`. Its callers skip an empty
  /// text themselves (the commonest variant starts with its integer), which
  /// debug builds check.
  @inline(__always)
  static func copy(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
    assert(count > 0, "an empty text is not copied")
    guard count <= 16 else {
      target.initialize(from: source, count: count)
      return
    }
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(target)
    if count >= 8 {
      // The first and the last eight bytes, overlapping when fewer than 16.
      let head = from.loadUnaligned(as: UInt64.self)
      let tail = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      to.storeBytes(of: head, as: UInt64.self)
      to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
    } else if count >= 4 {
      let head = from.loadUnaligned(as: UInt32.self)
      let tail = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
      to.storeBytes(of: head, as: UInt32.self)
      to.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
    } else {
      for index in 0..<count { target[index] = source[index] }
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
