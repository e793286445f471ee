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

    var kind: Kind
    /// The text's UTF-8 bytes in `texts`.
    var start: Int
    var count: Int
    var range: Range<Int> { start..<(start + count) }
    /// Where the element starts, where a location is kept.
    var position: SourcePosition
  }

  /// The tokens as the reader reads them, checked by it: the tokens of an
  /// entry are its value's (the key is not one), either the text of a
  /// string or a dictionary of keys each followed by a text (the format) or
  /// by a dictionary of keys and texts (a variable).
  struct Recorder {
    private(set) var tokens: [Token] = []
    /// The first token of each entry, in file order.
    private(set) var entryStarts: [Int] = []

    mutating func startEntry() { entryStarts.append(tokens.count) }

    /// Keeps the current leaf's text in `texts`, as a token.
    mutating func text(_ texts: inout LeafText, at position: SourcePosition) {
      let range = texts.keep()
      tokens.append(Token(kind: .text, start: range.lowerBound, count: range.count, position: position))
    }

    mutating func dictionary(at position: SourcePosition) {
      tokens.append(Token(kind: .dictionary, start: 0, count: 0, position: position))
    }

    mutating func end() {
      tokens.append(Token(kind: .end, start: 0, count: 0, position: SourcePosition(line: 0, column: 0)))
    }
  }

  let file: String
  /// Owned (freed with the tape): tokens' texts are read in place.
  private let texts: LeafText
  private let tokens: [Token]
  /// The first token of each entry, then the end of the last.
  private let entryStarts: [Int]
  private let made: UnsafeMutablePointer<LazyReference<EntryCell>>

  /// An entry, made once.
  final class EntryCell: Sendable {
    let entry: StringEntry
    init(_ entry: StringEntry) { self.entry = entry }
  }

  /// A tape of the tokens of `recorder`, whose texts `texts` holds (the tape frees it).
  init(_ recorder: Recorder, texts: LeafText, file: String) {
    self.file = file
    self.texts = texts
    tokens = recorder.tokens
    entryStarts = recorder.entryStarts + [recorder.tokens.count]
    made = .allocate(capacity: max(recorder.entryStarts.count, 1))
    for index in recorder.entryStarts.indices { (made + index).initialize(to: LazyReference()) }
  }

  deinit {
    made.deinitialize(count: count)
    made.deallocate()
    texts.free()
  }

  /// How many entries there are.
  var count: Int { entryStarts.count - 1 }

  /// How many entries have been made (for tests).
  var madeCount: Int { (0..<count).count { made[$0].isMade } }

  /// The entry at `index` in file order, whose key is `key`, made the first time.
  func entry(_ index: Int, key: String) -> StringEntry {
    precondition(index >= 0 && index < count)
    return made[index].get { EntryCell(make(index, key: key)) }._withUnsafeGuaranteedRef { $0.entry }
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
