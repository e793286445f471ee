import LocaleNumbers
import Plurals
internal import InternalUtilities

/// The commonest entries formatted without the general engine: a format
/// key that is one plural variable (possibly nesting a few more) whose
/// chosen variant is literal text or plain integer conversions, given
/// machine integers, written plain or (with a number format) as a locale
/// writes them. Everything else, and every case that would throw or
/// note something, is left to ``EntryFormatter`` (nil here), so the text
/// is always the one the engine writes.
extension StringEntry {
  /// How deep the direct path follows variables into variables.
  static let directDepth = 4

  /// The text, nil when the engine must write it; integers written as
  /// `numbers` writes them when it is not nil (as the engine localizes them).
  func directText(
    _ arguments: UnsafeBufferPointer<FormatValue>, rules: PluralRules, numbers: LocalizedNumberFormat?
  ) -> String? {
    writeDirect(arguments, rules: rules, numbers: numbers, to: DirectString())
  }

  /// Writes the direct path's text to `output`: nil, and nothing
  /// written, when the engine must write it.
  func writeDirect<Output: DirectOutput>(
    _ arguments: UnsafeBufferPointer<FormatValue>, rules: PluralRules, numbers: LocalizedNumberFormat?,
    to output: Output
  ) -> Output.Written? {
    switch self {
    case .format(let entry):
      entry.format.writeDirect(
        arguments, entry: entry, rules: rules, numbers: numbers, first: 0, depth: 0, to: output)
    case .string(let string):
      string.writeDirect(
        arguments, entry: nil, rules: rules, numbers: numbers, first: 0, depth: 0, to: output)
    case .width, .device:
      nil
    }
  }
}

extension LocatedString {
  /// Writes the direct path's text of this string (a variant of `entry`,
  /// whose unnumbered conversions start at argument `first`) to `output`:
  /// nil, and nothing written, when the engine must write it.
  func writeDirect<Output: DirectOutput>(
    _ arguments: UnsafeBufferPointer<FormatValue>, entry: FormatEntry?, rules: PluralRules,
    numbers: LocalizedNumberFormat?, first: Int, depth: Int, to output: Output
  ) -> Output.Written? {
    // Read in place, without retaining the parse: this string keeps it.
    parsedReference._withUnsafeGuaranteedRef { parsed in
      switch parsed.shape {
      case .literal:
        return output.write(literal: text)
      case .integers(let integers):
        return integers.write(arguments, first: first, numbers: numbers, to: output)
      case .variable(let name, let position):
        guard depth < StringEntry.directDepth, let entry,
          let variable = entry.variable(named: name), variable.defect == nil
        else { return nil }
        switch variable.ruleType {
        case .plural, .missing, .unknown: break
        case .width, .device: return nil
        }
        let index = position.map { $0 - 1 } ?? first
        guard index < arguments.count else { return nil }
        let chosen: LocatedString
        if let uniform = variable.uniformText {
          chosen = uniform
        } else {
          guard let number = arguments[index].signedInteger,
            let choice = variable.variant(forInteger: number, rules: rules), choice.fallback == nil
          else { return nil }
          chosen = choice.text
        }
        return chosen.writeDirect(
          arguments, entry: entry, rules: rules, numbers: numbers, first: index, depth: depth + 1,
          to: output)
      case .general:
        return nil
      }
    }
  }
}

/// The direct path of the commonest entry, decided when its key is first
/// looked up: a format key that is one plural variable, each of whose
/// categories' variants (with `other` standing in) is literal text, plain
/// integer conversions or one more such variable (`%2$#@one_of@`, its own
/// plan, as deep as `LocatedString.writeDirect` follows variables). A call
/// then takes the argument's category and writes that variant; a variant
/// it cannot write leaves the call to that walk, which writes the same.
///
/// The plan is plain values over memory that the box holding it owns and
/// frees (``deallocate()``): a call reads it without retaining anything
/// (arrays and enum payloads here cost four retains and releases a call).
struct PluralPlan: @unchecked Sendable {
  // The invariants: InternalUtilities/Storage/UnsafeStorage.swift.
  // Sendable: the memory is written once, in `init`, and freed by the owner's deinit.

  /// The variant of a category, ready to write.
  struct Piece {
    enum Kind: UInt8 {
      /// No variant of the category or `other`, or one that is not literal
      /// or plain integers: the engine decides.
      case engine
      /// The text in `literals`, at the category's raw value, its UTF-8 in `bytes`.
      case literal
      /// `bytes` with integer conversions at `slots`.
      case integers
      /// `bytes` with one signed integer conversion (`slots[0]`) of the
      /// plan's own argument, the commonest variant ("%d files"): written
      /// from the integer the category was chosen by, without
      /// ``IntegerFormat/write(bytes:slots:_:first:numbers:to:)``'s checks
      /// and length loop (by the same ``IntegerFormat/Writer``, plain or
      /// with `numbers`).
      case single
      /// `bytes` with two or more integer conversions, the first
      /// (`slots[0]`) a signed one of the plan's own argument ("%1$d of %2$d
      /// runs"): that integer is the one the category was chosen by, the
      /// others are checked and counted as
      /// ``IntegerFormat/write(bytes:slots:_:first:numbers:to:)`` does
      /// (by the same ``IntegerFormat/Writer``).
      case leading
      /// One more plural variable (`%2$#@one_of@`): the plan in `nested`.
      case nested
    }

    var kind: Kind
    var bytes: UnsafeBufferPointer<UInt8>
    var slots: UnsafeBufferPointer<IntegerFormat.Slot>
  }

  /// The argument the variable chooses by.
  let argument: Int
  let hasZero: Bool
  /// By category raw value.
  private let pieces: UnsafeMutablePointer<Piece>
  private let literals: UnsafeMutablePointer<String>
  /// The plans of `.nested` pieces, by category raw value; nil when there
  /// are none (kept apart: the commonest pieces stay five words).
  private let nested: UnsafeMutablePointer<UnsafeMutablePointer<PluralPlan>?>?

  private static var categoryCount: Int { PluralCategory.allCases.count }

  init?(_ entry: FormatEntry) {
    guard case .variable(let name, let position) = entry.format.shape else { return nil }
    self.init(entry, variable: name, argument: position.map { $0 - 1 } ?? 0, depth: 0)
  }

  /// The plan of the variable `name` of `entry`, which chooses by
  /// `argument`, followed at `depth` (as `LocatedString.writeDirect`
  /// follows it: a variant that is one more variable gets its own plan
  /// while `depth + 1` is below ``StringEntry/directDepth``).
  private init?(_ entry: FormatEntry, variable name: String, argument: Int, depth: Int) {
    guard let variable = entry.variable(named: name), variable.uniformText == nil, variable.defect == nil
    else { return nil }
    switch variable.ruleType {
    case .plural, .missing, .unknown: break
    case .width, .device: return nil
    }
    self.argument = argument
    hasZero = variable.pluralVariant(.zero) != nil
    pieces = .allocate(capacity: Self.categoryCount)
    literals = .allocate(capacity: Self.categoryCount)
    var nestedPlans = [UnsafeMutablePointer<PluralPlan>?](repeating: nil, count: Self.categoryCount)
    for category in PluralCategory.allCases {
      let index = Int(category.rawValue)
      var piece = Piece(kind: .engine, bytes: .init(start: nil, count: 0), slots: .init(start: nil, count: 0))
      var literal = ""
      if let choice = variable.variant(for: category), choice.fallback == nil {
        switch choice.text.shape {
        case .literal:
          literal = choice.text.text
          piece = Piece(
            kind: .literal, bytes: Self.copy(Array(literal.utf8)), slots: .init(start: nil, count: 0))
        case .integers(let integers):
          // Each category its own copy (`other` standing in is copied for each): one free each.
          piece = Piece(kind: .integers, bytes: Self.copy(integers.bytes), slots: Self.copy(integers.slots))
          // One signed conversion of the argument chosen by (unnumbered, it reads that argument).
          // The first of several such (unnumbered, the first reads it): `.leading`.
          if let slot = integers.slots.first, !slot.unsigned,
            (slot.position < 0 ? argument : slot.position) == argument
          {
            piece.kind = integers.slots.count == 1 ? .single : .leading
          }
        case .variable(let inner, let position):
          // Its argument as the walk takes it: its position, else the one this variable chose by.
          if depth + 1 < StringEntry.directDepth,
            let plan = PluralPlan(
              entry, variable: inner, argument: position.map { $0 - 1 } ?? argument, depth: depth + 1)
          {
            piece.kind = .nested
            let pointer = UnsafeMutablePointer<PluralPlan>.allocate(capacity: 1)
            pointer.initialize(to: plan)
            nestedPlans[index] = pointer
          }
        case .general:
          break
        }
      }
      (pieces + index).initialize(to: piece)
      (literals + index).initialize(to: literal)
    }
    if nestedPlans.contains(where: { $0 != nil }) {
      let nested = UnsafeMutablePointer<UnsafeMutablePointer<PluralPlan>?>.allocate(
        capacity: Self.categoryCount)
      nested.initialize(from: nestedPlans, count: Self.categoryCount)
      self.nested = nested
    } else {
      nested = nil
    }
  }

  private static func copy<Element>(_ array: [Element]) -> UnsafeBufferPointer<Element> {
    let copy = UnsafeMutableBufferPointer<Element>.allocate(capacity: array.count)
    _ = copy.initialize(from: array)
    return UnsafeBufferPointer(copy)
  }

  /// What each category's variant is, by category raw value (for tests).
  var kinds: [Piece.Kind] { (0..<Self.categoryCount).map { pieces[$0].kind } }

  /// Frees the plan's memory; called once, by its owner's deinit.
  func deallocate() {
    for index in 0..<Self.categoryCount {
      switch pieces[index].kind {
      case .integers, .single, .leading:
        pieces[index].bytes.deallocate()
        pieces[index].slots.deallocate()
      case .literal:
        pieces[index].bytes.deallocate()
      case .nested:
        nested![index]!.pointee.deallocate()
        nested![index]!.deinitialize(count: 1).deallocate()
      case .engine:
        break
      }
    }
    pieces.deinitialize(count: Self.categoryCount).deallocate()
    literals.deinitialize(count: Self.categoryCount).deallocate()
    nested?.deinitialize(count: Self.categoryCount).deallocate()
  }

  /// Writes the text for `arguments` to `output`: nil, and nothing
  /// written, when the argument is not a machine integer or its variant
  /// needs the engine; integers written as `numbers` writes them when it
  /// is not nil.
  @inline(__always)
  func write<Output: DirectOutput>(
    _ arguments: UnsafeBufferPointer<FormatValue>, rules: PluralRules, numbers: LocalizedNumberFormat?,
    to output: Output
  ) -> Output.Written? {
    guard argument < arguments.count, let number = arguments[argument].signedInteger else { return nil }
    let index = Int(FormatVariable.category(forInteger: number, rules: rules, hasZero: hasZero).rawValue)
    let piece = pieces[index]
    switch piece.kind {
    case .literal:
      return output.write(literal: literals[index], utf8: piece.bytes)
    case .single:
      // The integer is the one read above, its width as the length pass counts it.
      let magnitude = number.magnitude
      let negative = number < 0
      let slot = piece.slots[0]
      let width = IntegerFormat.width(magnitude, negative: negative, numbers: numbers)
      return output.write(
        IntegerFormat.Writer(
          bytes: piece.bytes, slots: piece.slots, arguments: arguments, first: argument, numbers: numbers,
          count: piece.bytes.count - (slot.end - slot.start) + width, firstValue: (magnitude, negative),
          secondValue: (0, false)))
    case .leading:
      // The first integer is the one read above; the others are read and checked.
      let firstValue = (magnitude: number.magnitude, negative: number < 0)
      guard
        let (count, secondValue) = IntegerFormat.leadingLength(
          bytes: piece.bytes, slots: piece.slots, arguments, first: argument, firstValue: firstValue,
          numbers: numbers)
      else { return nil }
      return output.write(
        IntegerFormat.Writer(
          bytes: piece.bytes, slots: piece.slots, arguments: arguments, first: argument, numbers: numbers,
          count: count, firstValue: firstValue, secondValue: secondValue))
    case .integers:
      return IntegerFormat.write(
        bytes: piece.bytes, slots: piece.slots, arguments, first: argument, numbers: numbers, to: output)
    case .nested:
      return nested![index]!.pointee.writeNested(arguments, rules: rules, numbers: numbers, to: output)
    case .engine: return nil
    }
  }

  /// ``write(_:rules:numbers:to:)`` of a nested plan, out of line: the
  /// commonest plans nest none, and their callers inline theirs.
  @inline(never)
  func writeNested<Output: DirectOutput>(
    _ arguments: UnsafeBufferPointer<FormatValue>, rules: PluralRules, numbers: LocalizedNumberFormat?,
    to output: Output
  ) -> Output.Written? {
    write(arguments, rules: rules, numbers: numbers, to: output)
  }
}
