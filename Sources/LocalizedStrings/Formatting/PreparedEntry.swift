import LocaleNumbers
import Plurals

/// One entry of a table, looked up once with its plural rules and options,
/// to format many times: what a server formatting the same key on every
/// request, or an SDK wrapping a key in a function, keeps.
///
/// Make one with ``StringTable/prepare(_:options:)``,
/// `StringCatalog.prepare(_:language:options:)` or
/// `Localizer.prepare(_:table:)`. Formatting with it gives exactly the
/// text, and throws exactly the errors, of the `format` call it was
/// prepared from (`table.format(key, …, options: options)`) for the same
/// arguments, without looking the key up again; `format(_:appendingTo:)` appends the UTF-8
/// of that text to a buffer of yours, and `format(_:into:)` writes it into
/// raw memory of yours and returns its byte count (nothing written when it
/// does not fit), both without making a `String` for the commonest entries
/// (a plural variable, possibly nesting others, whose chosen variant is
/// literal text or integer conversions, given integers).
///
/// ```swift
/// let table = try StringTable(contentsOf: "pl.lproj/Localizable.stringsdict")
/// let files = try table.prepare("%d file(s) remaining")   // looked up once
/// try files.format(22)                                    // "22 pliki"
///
/// var body: [UInt8] = []
/// body.append(contentsOf: "<p>".utf8)
/// try files.format(5, appendingTo: &body)                 // body: "<p>5 plików"
///
/// let count = try files.format(22, into: memory)          // 8, "22 pliki" at memory's start
/// ```
///
/// A prepared entry is a small value holding a reference to its entry,
/// not to the table: it may be stored, copied and shared between tasks. It formats the entry the table had when it was prepared: a table
/// read again (`LocalizationBundle` reloaded) needs entries prepared again.
public struct PreparedEntry: Sendable {
  /// The key the entry was looked up by.
  public let key: String
  /// The options every call formats with (the defaults, unless given to
  /// ``StringTable/prepare(_:options:)``; a localizer's, with its numbers,
  /// device and width).
  public let options: FormatOptions
  /// The entry, kept without the table.
  let box: PlannedEntry
  /// The plural rules the table chose for the key with `options` (the key's
  /// language in a catalog's table, unless the options name a locale).
  let rules: PluralRules
  /// `options.numberFormat`, read once.
  let numbers: LocalizedNumberFormat?

  package init(key: String, box: PlannedEntry, rules: PluralRules, options: FormatOptions) {
    self.key = key
    self.box = box
    self.rules = rules
    self.options = options
    numbers = options.numberFormat
  }

  /// The entry as the file wrote it.
  public var entry: StringEntry { box.entry }

  // MARK: Formatting to a String

  /// Formats the entry with `arguments`: the text of
  /// `table.format(key, arguments…, options: options)`.
  ///
  /// ```swift
  /// let runs = try table.prepare("runs")
  /// try runs.format(1, 3, 7)
  /// ```
  ///
  /// - Throws: `FormatError` for a missing argument or one of the wrong
  ///   kind, a malformed format, an unknown variable, a cycle (as
  ///   `StringTable.format` does; never for the key, found already).
  /// - Complexity: the entry's formatting alone, no lookup; allocates
  ///   nothing but the resulting string (none at all for a result of up
  ///   to 15 UTF-8 bytes).
  @inlinable
  public func format<each Argument: FormatArgument>(_ arguments: repeat each Argument) throws(FormatError)
    -> String
  {
    try withFormatValues(repeat each arguments) { buffer throws(FormatError) in try format(values: buffer) }
  }

  /// Formats the entry with one argument: the variadic form above, for the
  /// commonest call, without the cost of a parameter pack.
  ///
  /// ```swift
  /// try files.format(5)   // "5 plików"
  /// ```
  ///
  /// - Throws: `FormatError` as the variadic form does.
  /// - Complexity: as the variadic form.
  @inlinable
  public func format<First: FormatArgument>(_ first: First) throws(FormatError) -> String {
    try withFormatValues(first) { buffer throws(FormatError) in try format(values: buffer) }
  }

  /// Formats the entry with two arguments: the variadic form above,
  /// without the cost of a parameter pack.
  ///
  /// - Throws: `FormatError` as the variadic form does.
  /// - Complexity: as the variadic form.
  @inlinable
  public func format<First: FormatArgument, Second: FormatArgument>(_ first: First, _ second: Second)
    throws(FormatError) -> String
  {
    try withFormatValues(first, second) { buffer throws(FormatError) in try format(values: buffer) }
  }

  // MARK: Appending UTF-8

  /// Appends the UTF-8 of the entry formatted with `arguments` (the text
  /// of the variadic `format(_:)`) to `buffer`; nothing else in it is touched.
  ///
  /// ```swift
  /// var response: [UInt8] = []
  /// response.reserveCapacity(4096)
  /// for count in counts {
  ///   try files.format(count, appendingTo: &response)
  ///   response.append(UInt8(ascii: "\n"))
  /// }
  /// ```
  ///
  /// The commonest entries (a plural variable, possibly nesting others,
  /// whose chosen variant is literal text or integer conversions, given
  /// machine integers) are written straight into `buffer`, digits and all;
  /// every other entry is formatted by the general engine into a `String`
  /// whose UTF-8 is then appended.
  ///
  /// - Throws: `FormatError` as the variadic `format(_:)` does; `buffer`
  ///   is then as it was.
  /// - Complexity: the entry's formatting, no lookup; nothing allocated
  ///   when `buffer` has the capacity, for the commonest entries.
  @inlinable
  public func format<each Argument: FormatArgument>(
    _ arguments: repeat each Argument, appendingTo buffer: inout [UInt8]
  ) throws(FormatError) {
    try withFormatValues(repeat each arguments) { values throws(FormatError) in
      try format(values: values, appendingTo: &buffer)
    }
  }

  /// Appends the UTF-8 of the entry formatted with one argument: the
  /// variadic form above, without the cost of a parameter pack.
  ///
  /// ```swift
  /// try files.format(22, appendingTo: &buffer)   // appends "22 pliki"
  /// ```
  ///
  /// - Throws: `FormatError` as the variadic form does; `buffer` is then as it was.
  /// - Complexity: as the variadic form.
  @inlinable
  public func format<First: FormatArgument>(_ first: First, appendingTo buffer: inout [UInt8])
    throws(FormatError)
  {
    try withFormatValues(first) { values throws(FormatError) in
      try format(values: values, appendingTo: &buffer)
    }
  }

  /// Appends the UTF-8 of the entry formatted with two arguments: the
  /// variadic form above, without the cost of a parameter pack.
  ///
  /// - Throws: `FormatError` as the variadic form does; `buffer` is then as it was.
  /// - Complexity: as the variadic form.
  @inlinable
  public func format<First: FormatArgument, Second: FormatArgument>(
    _ first: First, _ second: Second, appendingTo buffer: inout [UInt8]
  ) throws(FormatError) {
    try withFormatValues(first, second) { values throws(FormatError) in
      try format(values: values, appendingTo: &buffer)
    }
  }

  // MARK: Writing UTF-8 into raw memory

  /// Writes the UTF-8 of the entry formatted with `arguments` (the text of
  /// the variadic `format(_:)`) at the start of `buffer`, and returns the
  /// number of bytes that text takes: as `snprintf`, when that is more than
  /// `buffer.count`, nothing at all is written (no prefix) and the caller
  /// calls again with at least that many bytes. No terminating zero is
  /// written; the bytes of `buffer` after the text are untouched.
  ///
  /// This is the form for memory a caller hands out, as SwiftNIO's
  /// `ByteBuffer.writeWithUnsafeMutableBytes(minimumWritableBytes:_:)` does:
  /// its closure formats into the writable bytes and returns the count
  /// written, 0 when the text needs more room; the rare text that did not
  /// fit is formatted again into at least the size returned:
  ///
  /// ```swift
  /// var needed = 0
  /// let written = try body.writeWithUnsafeMutableBytes(minimumWritableBytes: 64) { bytes in
  ///   needed = try runs.format(completed, total, 9, into: bytes)
  ///   return needed <= bytes.count ? needed : 0   // the bytes written
  /// }
  /// if written < needed {
  ///   try body.writeWithUnsafeMutableBytes(minimumWritableBytes: needed) { bytes in
  ///     try runs.format(completed, total, 9, into: bytes)
  ///   }
  /// }
  /// ```
  ///
  /// The commonest entries (see `format(_:appendingTo:)`) are written
  /// straight into `buffer`; every other entry is formatted by the general
  /// engine into a `String`, whose UTF-8 is then copied.
  ///
  /// - Returns: The number of UTF-8 bytes of the text, written at the start
  ///   of `buffer` if and only if that is at most `buffer.count`.
  /// - Throws: `FormatError` as the variadic `format(_:)` does; `buffer` is
  ///   then untouched.
  /// - Complexity: the entry's formatting, no lookup; nothing allocated,
  ///   for the commonest entries.
  @inlinable
  public func format<each Argument: FormatArgument>(
    _ arguments: repeat each Argument, into buffer: UnsafeMutableRawBufferPointer
  ) throws(FormatError) -> Int {
    try withFormatValues(repeat each arguments) { values throws(FormatError) in
      try format(values: values, into: buffer)
    }
  }

  /// Writes the UTF-8 of the entry formatted with one argument at the
  /// start of `buffer`, and returns its byte count (nothing written when
  /// that is more than `buffer.count`): the variadic form above, without
  /// the cost of a parameter pack.
  ///
  /// ```swift
  /// let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: 256, alignment: 1)
  /// defer { bytes.deallocate() }
  /// let count = try files.format(22, into: bytes)   // 8: "22 pliki" is in bytes[0..<8]
  /// ```
  ///
  /// - Returns: The number of UTF-8 bytes of the text, written if it is at
  ///   most `buffer.count`.
  /// - Throws: `FormatError` as the variadic form does; `buffer` is then untouched.
  /// - Complexity: as the variadic form.
  @inlinable
  public func format<First: FormatArgument>(_ first: First, into buffer: UnsafeMutableRawBufferPointer)
    throws(FormatError) -> Int
  {
    try withFormatValues(first) { values throws(FormatError) in try format(values: values, into: buffer) }
  }

  /// Writes the UTF-8 of the entry formatted with two arguments at the
  /// start of `buffer`, and returns its byte count (nothing written when
  /// that is more than `buffer.count`): the variadic form above, without
  /// the cost of a parameter pack.
  ///
  /// - Returns: The number of UTF-8 bytes of the text, written if it is at
  ///   most `buffer.count`.
  /// - Throws: `FormatError` as the variadic form does; `buffer` is then untouched.
  /// - Complexity: as the variadic form.
  @inlinable
  public func format<First: FormatArgument, Second: FormatArgument>(
    _ first: First, _ second: Second, into buffer: UnsafeMutableRawBufferPointer
  ) throws(FormatError) -> Int {
    try withFormatValues(first, second) { values throws(FormatError) in
      try format(values: values, into: buffer)
    }
  }

  // MARK: The paths of every overload

  /// The text for arguments already converted: the direct path, else the engine.
  @usableFromInline
  func format(values: UnsafeBufferPointer<FormatValue>) throws(FormatError) -> String {
    if let text = box.directText(values, rules: rules, numbers: numbers) { return text }
    return try engine(values)
  }

  /// Appends the text for arguments already converted: the direct path
  /// writes into `buffer` (or nothing, when it gives up), else the engine's
  /// string is appended once it is made (nothing, when it throws).
  @usableFromInline
  func format(values: UnsafeBufferPointer<FormatValue>, appendingTo buffer: inout [UInt8]) throws(FormatError)
  {
    // Void when written, nil when the engine must write it.
    let written: Void? = withUnsafeMutablePointer(to: &buffer) { buffer in
      box.writeDirect(values, rules: rules, numbers: numbers, to: AppendedUTF8(buffer: buffer))
    }
    if written != nil { return }
    let text = try engine(values)
    buffer.append(contentsOf: text.utf8)
  }

  /// Writes the text for arguments already converted at the start of
  /// `buffer` when it fits, and returns its byte count: the direct path,
  /// else the engine's string copied (nothing written, when it throws).
  @usableFromInline
  func format(values: UnsafeBufferPointer<FormatValue>, into buffer: UnsafeMutableRawBufferPointer)
    throws(FormatError) -> Int
  {
    if let count = box.writeDirect(values, rules: rules, numbers: numbers, to: RawUTF8(buffer: buffer)) {
      return count
    }
    return RawUTF8.copy(try engine(values), to: buffer)
  }

  /// The engine's text, once the direct path gave none (out of line: the
  /// direct path's callers keep no room for it).
  @inline(never)
  private func engine(_ values: UnsafeBufferPointer<FormatValue>) throws(FormatError) -> String {
    try box.entry.formatted(values, rules: rules, options: options, lenient: false).text
  }
}
