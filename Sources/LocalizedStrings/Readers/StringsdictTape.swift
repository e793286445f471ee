import ExpatXML

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
  // Sendable: the texts and tokens are not changed after `init`; each entry
  // is set at most once, atomically (LazyReference).

  struct Token {
    enum Kind: UInt8 {
      /// The text of a `<key>` or `<string>`.
      case text
      /// `<dict>`: a format entry (its position is the entry's) or a variable.
      case dictionary
      /// `</dict>`.
      case end
    }

    /// The text's UTF-8 bytes in `texts` (a tape's texts stay below 4 GB).
    var start: UInt32
    var count: UInt32
    /// Where the element starts, where a location is kept.
    var position: SourcePosition
    var kind: Kind

    var range: Range<Int> { Int(start)..<(Int(start) + Int(count)) }
  }

  /// The tokens as the reader reads them, checked by it: the tokens of an
  /// entry are its value's (the key is not one), either the text of a
  /// string or a dictionary of keys each followed by a text (the format) or
  /// by a dictionary of keys and texts (a variable).
  struct Recorder {
    private(set) var tokens: [Token] = []
    /// The first token of each entry, in file order.
    private(set) var entryStarts: [Int] = []
    /// The texts passed 4 GB (entities can expand a file that much): the
    /// general reader reads it.
    private(set) var overflowed = false

    mutating func startEntry() { entryStarts.append(tokens.count) }

    /// Keeps the current leaf's text in `texts`, as a token.
    mutating func text(_ texts: inout LeafText, at position: SourcePosition) {
      let range = texts.keep()
      guard let start = UInt32(exactly: range.lowerBound), let count = UInt32(exactly: range.count),
        UInt32(exactly: range.upperBound) != nil
      else {
        overflowed = true
        return
      }
      tokens.append(Token(start: start, count: count, position: position, kind: .text))
    }

    mutating func dictionary(at position: SourcePosition) {
      tokens.append(Token(start: 0, count: 0, position: position, kind: .dictionary))
    }

    mutating func end() {
      tokens.append(Token(start: 0, count: 0, position: SourcePosition(line: 0, column: 0), kind: .end))
    }

    /// Ends the last entry.
    consuming func finish() -> (tokens: [Token], entryStarts: [Int]) {
      entryStarts.append(tokens.count)
      return (tokens, entryStarts)
    }
  }

  let file: String
  /// Owned (freed with the tape): tokens' texts are read in place.
  private let texts: LeafText
  private let tokens: [Token]
  /// The first token of each entry, then the end of the last.
  private let entryStarts: [Int]
  private let made: LazyReferences<Cell<StringEntry>>

  /// A tape of the tokens of `recorder`, whose texts `texts` holds (the tape frees it).
  init(_ recorder: consuming Recorder, texts: LeafText, file: String) {
    self.file = file
    self.texts = texts
    (tokens, entryStarts) = recorder.finish()
    made = LazyReferences(count: entryStarts.count - 1)
  }

  deinit { texts.free() }

  /// How many entries there are.
  var count: Int { entryStarts.count - 1 }

  /// How many entries have been made (for tests).
  var madeCount: Int { (0..<count).count { made.load($0) != nil } }

  /// The entry at `index` in file order, whose key is `key`, made the first time.
  func entry(_ index: Int, key: String) -> StringEntry {
    made.get(index) { Cell(make(index, key: key)) }._withUnsafeGuaranteedRef { $0.value }
  }

  private func make(_ index: Int, key: String) -> StringEntry {
    // The reader checked the shape (see `Recorder`): what it promises is not checked again.
    var next = entryStarts[index]
    func take() -> Token {
      defer { next += 1 }
      return tokens[next]
    }
    let value = take()
    guard value.kind == .dictionary else { return .string(located(value)) }
    var format: LocatedString?
    var variables: [FormatVariable] = []
    while tokens[next].kind == .text {
      let name = take()
      let member = take()
      guard member.kind == .dictionary else {
        // Only the format key has a string; the last one wins, as in a property list.
        format = located(member)
        continue
      }
      var ruleType = VariableRuleType.plural
      var valueType: LocatedString?
      var variants: [(key: String, value: LocatedString)] = []
      while tokens[next].kind == .text {
        let variantKey = take()
        let text = take()
        if equals(variantKey, "NSStringFormatSpecTypeKey") {
          ruleType = StringsdictTape.ruleType(of: bytes(text))!
        } else if equals(variantKey, "NSStringFormatValueTypeKey") {
          valueType = located(text)
        } else {
          variants.append((string(variantKey), located(text)))
        }
      }
      variables.append(
        FormatVariable(
          name: string(name), ruleType: ruleType, valueType: valueType, variants: variants,
          location: name.position.location(in: file)))
      _ = take()  // the variable's end
    }
    return .format(
      FormatEntry(
        key: key, format: format!, variablesInFileOrder: variables,
        location: value.position.location(in: file)))
  }

  /// The rule type a `NSStringFormatSpecTypeKey` names, nil for one the direct reader leaves to the general one.
  static func ruleType(of text: UnsafeBufferPointer<UInt8>) -> VariableRuleType? {
    if LeafText.equals(text, "NSStringPluralRuleType") { return .plural }
    if LeafText.equals(text, "NSStringVariableWidthRuleType") { return .width }
    if LeafText.equals(text, "NSStringDeviceSpecificRuleType") { return .device }
    return nil
  }

  private func bytes(_ token: Token) -> UnsafeBufferPointer<UInt8> { texts.kept(token.range) }

  private func equals(_ token: Token, _ literal: StaticString) -> Bool {
    LeafText.equals(bytes(token), literal)
  }

  private func string(_ token: Token) -> String { String(decoding: bytes(token), as: UTF8.self) }

  private func located(_ token: Token) -> LocatedString {
    LocatedString(string(token), at: token.position.location(in: file))
  }
}
