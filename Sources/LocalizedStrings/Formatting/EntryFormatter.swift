import LocaleNumbers
import Plurals
import SourceFiles
internal import InternalUtilities

/// Formats one entry against an argument list, writing into one output buffer.
struct EntryFormatter {
  /// The arguments; they outlive the formatter (see `withArguments`).
  let arguments: UnsafeBufferPointer<FormatValue>
  let rules: PluralRules
  /// The caller's options; they outlive the formatter (see `run`).
  let options: UnsafePointer<FormatOptions>
  /// Lenient mode prints a directive it cannot satisfy as written instead of throwing.
  let lenient: Bool
  var diagnostics: [LocalizationDiagnostic] = []
  /// The variables being expanded, innermost first (frames on the stack; nil at the top).
  var expanding: UnsafePointer<VariableFrame>?
  /// Variables expanded so far (bounded by `FormatLimits.maximumExpansions`).
  var expansions = 0
  var output: FormatOutput

  /// A variable being expanded, and the one it was reached from.
  struct VariableFrame {
    let name: String
    let outer: UnsafePointer<VariableFrame>?
    let depth: Int
  }

  init(
    arguments: UnsafeBufferPointer<FormatValue>, rules: PluralRules, options: UnsafePointer<FormatOptions>,
    lenient: Bool, output: FormatOutput
  ) {
    self.arguments = arguments
    self.rules = rules
    self.options = options
    self.lenient = lenient
    self.output = output
    localizesNumbers = options.pointee.numberFormat != nil
  }

  /// Runs `render` on a formatter whose output starts on the stack, and returns what it wrote.
  static func run(
    arguments: UnsafeBufferPointer<FormatValue>, rules: PluralRules, options: borrowing FormatOptions,
    lenient: Bool, _ render: (inout EntryFormatter) throws(FormatError) -> Void
  ) throws(FormatError) -> FormattedString {
    // One step a run: a test sees how many times a call formatted (debug builds only).
    WorkMeter.add(1)
    return try withUnsafePointer(to: options) { options throws(FormatError) in
      try FormatOutput.withStackBuffer { buffer throws(FormatError) in
        var formatter = EntryFormatter(
          arguments: arguments, rules: rules, options: options, lenient: lenient, output: FormatOutput(buffer)
        )
        defer { formatter.output.release() }
        try render(&formatter)
        try formatter.checkOutputLimit(at: nil)
        return FormattedString(text: formatter.output.string(), diagnostics: formatter.diagnostics)
      }
    }
  }

  /// Whether numbers are written the way `options.numberFormatLocale` writes them.
  let localizesNumbers: Bool

  /// Localizes a rendered numeric conversion, keeping its padding to the width
  /// (`%e` and `%g` are written by ``LocalizedExponent`` instead).
  func localized(_ text: String, _ directive: FormatDirective, width: Int?) -> String {
    guard let numberFormat = options.pointee.numberFormat, "diufF".utf8.contains(directive.code) else {
      return text
    }
    guard let width else { return numberFormat.localize(text, grouping: !directive.zeroPad) }
    let localized = numberFormat.localize(text.trimmingPadding, grouping: !directive.zeroPad)
    return Printf.pad(localized, width: width, left: !(text.hasPrefix(" ") || !text.hasSuffix(" ")))
  }

  /// Throws once the output has been refused a write for its length: checked
  /// at each directive and variable, so a format that would write gigabytes
  /// stops soon after the limit.
  @inline(__always)
  func checkOutputLimit(at location: SourceLocation?) throws(FormatError) {
    guard output.isOverLimit else { return }
    throw FormatError(
      .limitExceeded, "the formatted text is longer than \(FormatLimits.maximumOutputBytes) bytes",
      at: location)
  }

  func argument(_ index: Int) throws(FormatError) -> FormatValue {
    guard index < arguments.count else { throw missingArgument(index) }
    return arguments[index]
  }

  func missingArgument(_ index: Int) -> FormatError {
    FormatError(.missingArgument, "argument \(index + 1) is missing (\(arguments.count) passed)")
  }

  func amount(_ amount: FormatAmount, cursor: inout Int) throws(FormatError) -> Int? {
    let index: Int
    switch amount {
    case .none: return nil
    case .fixed(let value): return value
    case .argument(nil):
      index = cursor
      cursor += 1
    case .argument(let position?): index = position - 1
    }
    guard let (negative, digits) = Printf.integerParts(try argument(index)), let value = Int(digits) else {
      throw FormatError(.wrongArgumentType, "argument \(index + 1) must be an integer width or precision")
    }
    guard value <= FormatLimits.maximumWidth else {
      throw FormatError(.limitExceeded, "width or precision \(value) is above \(FormatLimits.maximumWidth)")
    }
    return negative ? -value : value
  }

  /// Formats a string from a file (parsed on first use).
  mutating func render(_ string: LocatedString, entry: FormatEntry?, first: Int) throws(FormatError) {
    // The parse read in place, without retaining it: the string keeps it.
    try string.parsedReference._withUnsafeGuaranteedRef { parsed in
      Result { () throws(FormatError) in try render(string, parsed: parsed, entry: entry, first: first) }
    }.get()
  }

  mutating func render(_ string: LocatedString, parsed: ParsedFormat, entry: FormatEntry?, first: Int)
    throws(FormatError)
  {
    switch parsed.shape {
    case .literal:
      output.append(string.text)
      return
    case .integers(let integers):
      // "%d files", "%1$d of %2$d": literals and plain integer conversions.
      // Localized numbers go through Printf and `localized` below: the reference the direct path matches.
      if !localizesNumbers, let text = integers.text(arguments, first: first, numbers: nil) {
        return output.append(text)
      }
    case .variable(let name, let position):
      // A format that is one variable (the usual format key) is that variable's text.
      try variable(
        name, entry: entry, index: position.map { $0 - 1 } ?? first, text: string.text,
        location: string.location)
      return
    case .general:
      break
    }
    switch parsed.directives {
    case .success(let directives):
      try render(directives, text: string.text, entry: entry, location: string.location, first: first)
    case .failure(let error):
      // Text that is no valid format and gets no arguments is literal ("100% sure").
      if arguments.isEmpty { return output.append(string.text) }
      try renderAsApple(string.text, refused: error, entry: entry, location: string.location, first: first)
    }
  }

  /// Formats a `text` that ``FormatParser/directives(_:)`` refused as CoreFoundation does (a stray
  /// `%` prints the character after it, a trailing `%` nothing: ``FormatParser/appleDirectives(_:)``),
  /// and notes each malformed spec in ``diagnostics``; `plurals lint` reports them as errors.
  /// Only what Apple refuses too (a position above 127, `%n`) still throws (lenient mode: the text).
  mutating func renderAsApple(
    _ text: String, refused: FormatError, entry: FormatEntry?, location: SourceLocation?, first: Int
  ) throws(FormatError) {
    let parsed: (directives: [FormatDirective], malformed: [Range<Int>])
    do {
      parsed = try FormatParser.appleDirectives(text)
    } catch {
      if lenient { return output.append(text) }
      throw FormatError(error.kind, error.message, at: error.location ?? location)
    }
    let at = location ?? SourceLocation(file: "", line: 1, column: 1)
    let bytes = Array(text.utf8)
    var malformed = parsed.malformed[...]
    for directive in parsed.directives where directive.range == malformed.first {
      malformed.removeFirst()
      let range = directive.range
      let spec = String(decoding: bytes[range], as: UTF8.self)
      let after = range.lowerBound + 1
      let printed = String(decoding: bytes[after..<after + Int(directive.printed)], as: UTF8.self)
      diagnostics.append(
        .init(
          .invalidFormat,
          "\"\(spec)\" (byte \(after) of the format) is no conversion: printed as Apple platforms print it ("
            + (printed.isEmpty ? "nothing" : "\"\(printed)\"") + "), reading no argument",
          at: at))
    }
    if parsed.malformed.isEmpty {
      diagnostics.append(.invalidFormat(refused, subject: "the format", at: at))
    }
    try render(parsed.directives, text: text, entry: entry, location: location, first: first)
  }

  /// Formats `text` with unnumbered conversions starting at argument `first`.
  mutating func render(_ text: String, entry: FormatEntry?, location: SourceLocation?, first: Int)
    throws(FormatError)
  {
    let directives: [FormatDirective]
    do {
      directives = try FormatParser.directives(text)
    } catch {
      return try renderAsApple(text, refused: error, entry: entry, location: location, first: first)
    }
    let count = text.utf8.count
    if directives.count == 1, let name = directives[0].variable, directives[0].range == 0..<count,
      directives[0].width == .none, directives[0].precision == .none
    {
      return try variable(
        name, entry: entry, index: directives[0].position.map { $0 - 1 } ?? first, text: text,
        location: location)
    }
    try render(directives, text: text, entry: entry, location: location, first: first)
  }

  /// Formats `text` given its directives (which are not a lone variable).
  mutating func render(
    _ directives: [FormatDirective], text: String, entry: FormatEntry?, location: SourceLocation?, first: Int
  ) throws(FormatError) {
    var cursor = first
    var copied = 0
    for directive in directives {
      try checkOutputLimit(at: location)
      output.append(text, bytes: copied..<directive.range.lowerBound)
      copied = directive.range.upperBound
      if directive.code == UInt8(ascii: "%") {
        // `%%` prints `%`; a spec CoreFoundation has no conversion for, the character after its `%`.
        let after = directive.range.lowerBound + 1
        output.append(text, bytes: after..<after + Int(directive.printed))
        continue
      }
      let mark = output.count
      do {
        var width = try amount(directive.width, cursor: &cursor)
        var precision = try amount(directive.precision, cursor: &cursor)
        var shown = directive
        let isString = directive.code | 0x20 == UInt8(ascii: "s")
        if let value = width, value < 0 {
          // CF's own %s and %S code pads only when `width > len`: a negative width, no padding.
          if isString {
            width = nil
          } else {
            shown.leftAlign = true
            width = -value
          }
        }
        // A negative precision is none; CF's %S counts `len < precision` from 0, so prints nothing.
        if let value = precision, value < 0 { precision = directive.code == UInt8(ascii: "S") ? 0 : nil }
        let index: Int
        if let position = directive.position {
          index = position - 1
        } else {
          index = cursor
          cursor += 1
        }
        if let name = directive.variable {
          try variable(name, entry: entry, index: index, location: location)
        } else if let numberFormat = options.pointee.numberFormat, LocalizedExponent.handles(shown.code) {
          output.append(
            try LocalizedExponent.render(
              shown, try argument(index), index: index, width: width, precision: precision,
              format: numberFormat))
        } else {
          let text = try Printf.render(
            shown, try argument(index), index: index, width: width, precision: precision)
          output.append(localizesNumbers ? localized(text, shown, width: width) : text)
        }
      } catch {
        if !lenient || error.kind == .limitExceeded {
          throw FormatError(error.kind, error.message, at: error.location ?? location)
        }
        output.count = mark
        output.append(text, bytes: directive.range)
      }
    }
    output.append(text, bytes: copied..<text.utf8.count)
  }

  /// Writes the variable `name` of a format that is only that variable: on
  /// an error, lenient mode writes the whole `text` instead.
  mutating func variable(
    _ name: String, entry: FormatEntry?, index: Int, text: String, location: SourceLocation?
  ) throws(FormatError) {
    let mark = output.count
    do {
      try variable(name, entry: entry, index: index, location: location)
    } catch {
      if !lenient || error.kind == .limitExceeded {
        throw FormatError(error.kind, error.message, at: error.location ?? location)
      }
      output.count = mark
      output.append(text)
    }
  }

  mutating func variable(_ name: String, entry: FormatEntry?, index: Int, location: SourceLocation?)
    throws(FormatError)
  {
    guard let variable = entry?.variable(named: name) else {
      throw FormatError(.unknownVariable, "no variable '\(name)' for %#@\(name)@", at: location)
    }
    var depth = 0
    if let expanding {
      depth = expanding.pointee.depth
      var frame: UnsafePointer<VariableFrame>? = expanding
      while let current = frame {
        if current.pointee.name == name { throw cycle(name, at: variable.location) }
        frame = current.pointee.outer
      }
    }
    try checkOutputLimit(at: location)
    expansions += 1
    guard expansions <= FormatLimits.maximumExpansions else {
      throw FormatError(
        .limitExceeded, "the format expands more than \(FormatLimits.maximumExpansions) variables",
        at: variable.location)
    }
    guard depth < FormatLimits.maximumDepth else {
      throw FormatError(
        .tooDeep, "variables nest deeper than \(FormatLimits.maximumDepth)", at: variable.location)
    }
    let chosen: LocatedString
    switch variable.ruleType {
    case .width:
      chosen = try Self.widthVariant(
        variable.variants.compactMap { item in Int(item.key).map { ($0, item.value) } },
        options.pointee.width,
        name: name)
    case .device:
      chosen = try device(variable.variants, subject: variable.displayName, location: variable.location).value
    case .plural, .missing, .unknown:
      if let defect = variable.defect { throw defect }
      guard index < arguments.count else { throw missingArgument(index) }
      chosen = try pluralVariant(variable, index: index)
    }
    // Only a variant that holds variables can nest; only then is the frame needed.
    guard chosen.hasVariables else { return try render(chosen, entry: entry, first: index) }
    let outer = expanding
    defer { expanding = outer }
    try withUnsafePointer(to: VariableFrame(name: name, outer: outer, depth: depth + 1)) {
      frame throws(FormatError) in
      expanding = frame
      try render(chosen, entry: entry, first: index)
    }
  }

  /// The error for `name` reached again while it is being expanded.
  func cycle(_ name: String, at location: SourceLocation) -> FormatError {
    var names = [name]
    var frame = expanding
    while let current = frame {
      names.append(current.pointee.name)
      frame = current.pointee.outer
    }
    return FormatError(
      .variableCycle, "variables refer to each other: \(names.reversed().joined(separator: " → "))",
      at: location)
  }

  /// Formats a whole entry: its format, its text, or its width or device variant.
  mutating func render(_ entry: StringEntry) throws(FormatError) {
    switch entry {
    case .format(let format):
      try render(format.format, entry: format, first: 0)
    case .string(let string):
      try render(string, entry: nil, first: 0)
    case .width(let key, let variants, _):
      try render(Self.widthVariant(variants, options.pointee.width, name: key), entry: nil, first: 0)
    case .device(let key, let variants, let location):
      let chosen = try device(
        variants.map { (key: $0.device, value: $0.value) }, subject: "'\(key)'", location: location)
      try render(chosen.value)
    }
  }
}

extension String {
  /// Without the spaces printf pads with.
  var trimmingPadding: String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
