import SourceFiles
internal import InternalUtilities

/// What ``StringsdictDirectReader`` keeps of a `.stringsdict` of the usual
/// shape: the texts of its elements in one buffer, and a token for each
/// string, key and dictionary, in file order. An entry is made from its
/// tokens when it is first asked for (formatting its key, or reading
/// ``StringTable/entries``), once.
///
/// Loading makes no object per string: a large file's strings, variables
/// and entries (about twenty allocations an entry, each freed again with the
/// table) cost more than parsing the XML, and a process formats few of them.
final class StringsdictTape: @unchecked Sendable {
  // The invariants: InternalUtilities/Storage/UnsafeStorage.swift.
  // Sendable: the texts and tokens are not changed after `init`; each entry
  // is set at most once, atomically (LazyReference).

  /// A string, key or dictionary of an entry, with what the reader found
  /// it to be: making the entry compares no key again.
  struct Token {
    enum Kind: UInt8 {
      /// A plain string entry's text (its entry's only token).
      case string
      /// A format entry's dictionary (its first token; the entry's place).
      case entry
      /// The `NSStringLocalizedFormatKey` string.
      case format
      /// A variable's key (its name and place); the tokens up to the next
      /// `variable` or `format` are its members.
      case variable
      /// The variable's `NSStringFormatSpecTypeKey`, without text.
      case plural, width, device
      /// The variable's `NSStringFormatValueTypeKey` string.
      case valueType
      /// A variant's key, then its string.
      case variantKey, variant
    }

    /// The text's UTF-8 bytes in `texts` (a tape's texts stay below 4 GB).
    var start: UInt32
    var count: UInt32
    /// Where the element starts, where a location is kept.
    var position: SourcePosition
    var kind: Kind

    var range: Range<Int> { Int(start)..<(Int(start) + Int(count)) }
  }

  /// The tokens as the reader reads them; the reader checks the shape
  /// (a format entry has a format string, each variable a spec type).
  struct Recorder {
    private(set) var tokens: [Token] = []
    /// The first token of each entry, in file order.
    private(set) var entryStarts: [Int] = []
    /// The texts passed 4 GB (entities can expand a file that much): the
    /// general reader reads it.
    private(set) var overflowed = false

    /// Room for the tokens of a document of `size` bytes, guessed from
    /// the usual spelling (a token every 45 bytes or more: `<key>one</key>`
    /// and its indentation) so that a large file's tokens are not copied
    /// as the array doubles; more still fit, as the array grows.
    mutating func reserve(forDocumentOf size: Int) {
      tokens.reserveCapacity(size / 45)
      entryStarts.reserveCapacity(size / 450)
    }

    mutating func startEntry() { entryStarts.append(tokens.count) }

    /// Keeps the current leaf's text in `texts`, as a token of `kind`.
    mutating func text(_ kind: Token.Kind, _ texts: inout LeafText, at position: SourcePosition) {
      let range = texts.keep()
      // The end fits, so the start and the count (no larger) do.
      guard UInt32(exactly: range.upperBound) != nil else {
        overflowed = true
        return
      }
      tokens.append(
        Token(
          start: UInt32(truncatingIfNeeded: range.lowerBound), count: UInt32(truncatingIfNeeded: range.count),
          position: position, kind: kind))
    }

    /// A token of `kind` without text.
    mutating func mark(_ kind: Token.Kind, at position: SourcePosition = SourcePosition(line: 0, column: 0)) {
      tokens.append(Token(start: 0, count: 0, position: position, kind: kind))
    }

    /// Ends the last entry.
    consuming func finish() -> (tokens: [Token], entryStarts: [Int]) {
      entryStarts.append(tokens.count)
      return (tokens, entryStarts)
    }
  }

  let file: String
  /// The key of each entry, in file order.
  let keys: [String]
  /// Owned (freed with the tape): tokens' texts are read in place.
  private let texts: LeafText
  private let tokens: [Token]
  /// The first token of each entry, then the end of the last.
  private let entryStarts: [Int]
  private let made: LazyReferences<Cell<StringEntry>>
  private let all = LazyReference<Cell<[String: StringEntry]>>()

  /// A tape of the tokens of `recorder` for `keys`, whose texts `texts`
  /// holds (the tape frees it).
  init(_ recorder: consuming Recorder, keys: [String], texts: LeafText, file: String) {
    self.file = file
    self.keys = keys
    self.texts = texts
    (tokens, entryStarts) = recorder.finish()
    made = LazyReferences(count: keys.count)
  }

  deinit { texts.free() }

  /// How many entries have been made (for tests).
  var madeCount: Int { keys.indices.count { made.load($0) != nil } }

  /// Every entry by key, made the first time (the same entries ``entry(_:)`` gives).
  var entries: [String: StringEntry] {
    all.get {
      Cell(Dictionary(keys.indices.map { (keys[$0], entry($0)) }, uniquingKeysWith: { _, last in last }))
    }
    ._withUnsafeGuaranteedRef { $0.value }
  }

  /// The entry at `index`: the one made already, else one made for the caller and not kept
  /// (a pass over every entry of a large file then holds one at a time).
  func transientEntry(_ index: Int) -> StringEntry {
    if let made = made.load(index) { return made._withUnsafeGuaranteedRef { $0.value } }
    return make(index)
  }

  /// The entry at `index` in file order, made the first time.
  func entry(_ index: Int) -> StringEntry {
    made.get(index) { Cell(make(index)) }._withUnsafeGuaranteedRef { $0.value }
  }

  /// A variable being made from its tokens.
  private struct Variable {
    let name: Token
    var ruleType: VariableRuleType?
    var valueType: LocatedString?
    var variants: [(key: String, value: LocatedString)] = []
  }

  private func make(_ index: Int) -> StringEntry {
    let entry = tokens[entryStarts[index]..<entryStarts[index + 1]]
    let first = entry.first!
    guard first.kind == .entry else { return .string(located(first)) }
    // The last format and spec type win, as in a property list.
    var format: LocatedString?
    // Each array made at its size: grown by appends, a variable's variants were allocated
    // two or three times (a linter makes every entry of a file).
    var variables: [FormatVariable] = []
    variables.reserveCapacity(entry.count { $0.kind == .variable })
    var variable: Variable?
    var variantKey = ""
    func endVariable() {
      guard let variable else { return }
      variables.append(
        FormatVariable(
          name: string(variable.name), ruleType: variable.ruleType!, valueType: variable.valueType,
          variants: variable.variants, location: variable.name.position.location(in: file)))
    }
    for position in entry.indices.dropFirst() {
      let token = entry[position]
      switch token.kind {
      case .format: format = located(token)
      case .variable:
        endVariable()
        variable = Variable(name: token)
        // Its variants: the tokens up to the next variable or format string.
        var variants = 0
        for member in entry[(position + 1)...] {
          if member.kind == .variable || member.kind == .format { break }
          if member.kind == .variant { variants += 1 }
        }
        variable!.variants.reserveCapacity(variants)
      case .plural: variable!.ruleType = .plural
      case .width: variable!.ruleType = .width
      case .device: variable!.ruleType = .device
      case .valueType: variable!.valueType = located(token)
      case .variantKey: variantKey = categoryName(token) ?? string(token)
      case .variant: variable!.variants.append((variantKey, located(token)))
      case .string, .entry: preconditionFailure("only the first token of an entry")
      }
    }
    endVariable()
    return .format(
      FormatEntry(
        key: keys[index], format: format!, variablesInFileOrder: variables,
        location: first.position.location(in: file)))
  }

  /// Whether an entry writes a key twice inside it: the format key, a variable's name, or a
  /// variable's spec type, value type or variant key. The tape keeps the last of each, as the
  /// general reader does, but only the general reader reports them (`duplicate-key`): loading
  /// does not look for them, a linter asks this (one pass over the tokens).
  /// - Complexity: O(*n*) in the number of tokens (a few variant keys of one variable whose first
  ///   byte and length agree are compared; an entry's variables past its eighth are looked up in a
  ///   set of their names, not compared with every one before).
  var hasRepeatedKeys: Bool {
    var entryStart = 0
    var variableStart = 0
    var formats = 0
    var variables = 0
    var ruleTypes = 0
    var valueTypes = 0
    // A bit for each variant key of the variable, by its first byte and length (the six category
    // names have six different bits): two keys on one bit are compared.
    var variantBits: UInt64 = 0
    // The names of an entry's variables, made once it has more than `compared` of them.
    let compared = 8
    var names: Set<[UInt8]>?
    func repeats(_ token: Token, kind: Token.Kind, from start: Int, to end: Int) -> Bool {
      let text = texts.kept(token.range)
      return tokens[start..<end].contains { $0.kind == kind && texts.kept($0.range).elementsEqual(text) }
    }
    for (index, token) in tokens.enumerated() {
      switch token.kind {
      case .string: break
      case .entry: (entryStart, formats, variables, names) = (index, 0, 0, nil)
      case .format:
        formats += 1
        if formats > 1 { return true }
      case .variable:
        if variables >= compared {
          if names == nil {
            var earlier = Set<[UInt8]>()
            for other in tokens[entryStart..<index] where other.kind == .variable {
              earlier.insert(Array(texts.kept(other.range)))
            }
            names = earlier
          }
          if !names!.insert(Array(texts.kept(token.range))).inserted { return true }
        } else if variables > 0, repeats(token, kind: .variable, from: entryStart, to: index) {
          return true
        }
        variables += 1
        (variableStart, ruleTypes, valueTypes, variantBits) = (index, 0, 0, 0)
      case .plural, .width, .device:
        ruleTypes += 1
        if ruleTypes > 1 { return true }
      case .valueType:
        valueTypes += 1
        if valueTypes > 1 { return true }
      case .variantKey:
        let first = token.count > 0 ? texts.kept(token.range)[0] : 0
        let bit: UInt64 = 1 << ((UInt64(first) &+ UInt64(token.count)) & 63)
        if variantBits & bit != 0, repeats(token, kind: .variantKey, from: variableStart, to: index) {
          return true
        }
        variantBits |= bit
      case .variant: break
      }
    }
    return false
  }

  private func string(_ token: Token) -> String { String(decoding: texts.kept(token.range), as: UTF8.self) }

  /// The token's text when it is a plural category's name (nearly every variant key), as a
  /// literal: the same string, without decoding and validating the bytes.
  private func categoryName(_ token: Token) -> String? {
    let bytes = texts.kept(token.range)
    func `is`(_ second: UInt8, _ third: UInt8) -> Bool {
      bytes[1] == second && bytes[2] == third
    }
    switch (bytes.count, bytes.first) {
    case (3, UInt8(ascii: "o")): return `is`(UInt8(ascii: "n"), UInt8(ascii: "e")) ? "one" : nil
    case (3, UInt8(ascii: "t")): return `is`(UInt8(ascii: "w"), UInt8(ascii: "o")) ? "two" : nil
    case (3, UInt8(ascii: "f")): return `is`(UInt8(ascii: "e"), UInt8(ascii: "w")) ? "few" : nil
    case (4, UInt8(ascii: "z")):
      return `is`(UInt8(ascii: "e"), UInt8(ascii: "r")) && bytes[3] == UInt8(ascii: "o") ? "zero" : nil
    case (4, UInt8(ascii: "m")):
      return `is`(UInt8(ascii: "a"), UInt8(ascii: "n")) && bytes[3] == UInt8(ascii: "y") ? "many" : nil
    case (5, UInt8(ascii: "o")):
      return `is`(UInt8(ascii: "t"), UInt8(ascii: "h")) && bytes[3] == UInt8(ascii: "e")
        && bytes[4] == UInt8(ascii: "r") ? "other" : nil
    default: return nil
    }
  }

  private func located(_ token: Token) -> LocatedString {
    LocatedString(string(token), at: token.position.location(in: file))
  }
}
