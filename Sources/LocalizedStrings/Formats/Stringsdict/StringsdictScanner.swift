import SourceFiles

/// Reads a `.stringsdict` written the usual way without an XML parser: one
/// pass over its bytes that checks each one and hands the elements to a
/// ``DirectState``, at a fraction of expat's cost (expat was most of a load;
/// `load:stringsdict` in Benchmarks/README.md).
///
/// It knows a strict subset of XML, the one Xcode and translation tools
/// write, and gives up on anything else (``Outcome/outsideSubset``), so
/// that expat reads the file: whatever the scanner reads, expat reads to the same
/// entries at the same places (tests compare both on random edits of
/// files). It never accepts a document expat refuses. The subset:
/// - UTF-8 without a byte order mark, lines ended by line feeds alone;
/// - an optional declaration `<?xml version="1.0"?>`, with `encoding` UTF-8
///   or utf-8, at the start; then Apple's `DOCTYPE` as Xcode writes it, or none;
/// - comments and white space (space, tab, line feed) before, between and
///   after elements, not inside a key or string;
/// - the elements `plist` (with `version="1.0"` or no attribute), `dict`,
///   `key` and `string`, without other attributes or spaces in their tags;
///   `<key/>`, `<string/>` and `<dict/>` too;
/// - text of XML characters (tab and line feed the only control characters;
///   not U+007F–U+009F, U+FFFE or U+FFFF) and the five predefined entities
///   (`&amp;` `&lt;` `&gt;` `&quot;` `&apos;`); no character references,
///   CDATA sections, or `]]>`.
///
/// Lines and columns are counted as ``XMLEventReader`` counts them: a
/// column is a character, not a byte.
struct StringsdictScanner {
  /// What a byte is in text and comments (``classes``).
  private enum Class: UInt8 {
    /// An XML character of one byte with no meaning in text.
    case plain = 0
    case lessThan, ampersand, lineFeed, bracket, hyphen
    /// The first byte of a character of several bytes.
    case lead
    /// Never in the subset: a control character, a carriage return, DEL,
    /// a byte that starts no UTF-8 character.
    case refused
  }

  private static let classes: [Class] = (0...255).map { byte -> Class in
    switch byte {
    case 0x09, 0x20...0x7E:
      switch UInt8(byte) {
      case UInt8(ascii: "<"): return .lessThan
      case UInt8(ascii: "&"): return .ampersand
      case UInt8(ascii: "]"): return .bracket
      case UInt8(ascii: "-"): return .hyphen
      default: return .plain
      }
    case 0x0A: return .lineFeed
    case 0xC2...0xF4: return .lead
    default: return .refused
    }
  }

  private let bytes: UnsafePointer<UInt8>
  private let count: Int
  private let classes: UnsafePointer<Class>
  private var index = 0
  private var line = 1
  /// The offset of the current line's first byte.
  private var lineStart = 0
  /// The UTF-8 continuation bytes before `index`, and before `lineStart`.
  private var continuations = 0
  private var continuationsBeforeLine = 0

  private init(bytes: UnsafePointer<UInt8>, count: Int, classes: UnsafePointer<Class>) {
    self.bytes = bytes
    self.count = count
    self.classes = classes
  }

  /// What a read found.
  enum Outcome {
    /// The document, in the subset and of the usual shape: `state` holds it.
    case read
    /// Bytes outside the subset: expat is to read the document.
    case outsideSubset
    /// An element `DirectState` refused, every byte before it in the
    /// subset: expat's events would reach the same element and be refused
    /// the same way, so only the general reader is left.
    case notUsualShape
  }

  /// Reads `document` into `state` (to be thrown away unless it is `.read`).
  /// - Complexity: O(*n*) in the size of the document.
  static func read(_ document: UnsafeBufferPointer<UInt8>, into state: inout DirectState) -> Outcome {
    guard let base = document.baseAddress, document.count <= FileSystem.maximumDocumentSize else {
      return .outsideSubset
    }
    return classes.withUnsafeBufferPointer { classes in
      var scanner = StringsdictScanner(bytes: base, count: document.count, classes: classes.baseAddress!)
      return scanner.read(into: &state)
    }
  }

  private mutating func read(into state: inout DirectState) -> Outcome {
    // The declaration, if any, opens the document.
    _ =
      skip("<?xml version=\"1.0\" encoding=\"UTF-8\"?>") || skip("<?xml version=\"1.0\" encoding=\"utf-8\"?>")
      || skip("<?xml version=\"1.0\"?>")
    guard miscellany() else { return .outsideSubset }
    if skip(
      "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">"
    ) {
      guard miscellany() else { return .outsideSubset }
    }
    // Elements, from the root's start to its end; comments and white space between them.
    var depth = 0
    repeat {
      guard index + 1 < count, bytes[index] == UInt8(ascii: "<") else { return .outsideSubset }
      switch bytes[index + 1] {
      case UInt8(ascii: "/"):
        // Outside a leaf, every open element is the root or a dictionary: DirectState allows
        // `plist` only at depth 1 and no other element but a leaf or `dict` (an end tag is
        // checked by the name it must have, so that rule keeps `<dict>…</plist>` refused).
        guard depth > 0, skip(depth == 1 ? "</plist>" : "</dict>") else { return .outsideSubset }
        guard state.endElement() else { return .notUsualShape }
        depth -= 1
      case UInt8(ascii: "!"):
        guard comment() else { return .outsideSubset }
      default:
        let start = index
        guard let (name, empty) = startTag() else { return .outsideSubset }
        guard state.startElement(name, at: { position(of: start) }) else { return .notUsualShape }
        if empty {
          guard state.endElement() else { return .notUsualShape }
        } else if let leaf = state.leaf {
          guard text(into: &state.text), skip(leaf == .key ? "</key>" : "</string>") else {
            return .outsideSubset
          }
          guard state.endElement() else { return .notUsualShape }
        } else {
          depth += 1
        }
      }
      whiteSpace()
    } while depth > 0
    guard miscellany(), index == count else { return .outsideSubset }
    return state.isComplete ? .read : .notUsualShape
  }

  /// Where the element whose `<` is at `offset` starts: on the current
  /// line, as no start tag of the subset holds a line feed.
  private func position(of offset: Int) -> SourcePosition {
    SourcePosition(
      line: line, column: offset - lineStart - (continuations - continuationsBeforeLine) + 1)
  }

  /// Passes the line feed at `index`.
  private mutating func passLineFeed() {
    index += 1
    line += 1
    lineStart = index
    continuationsBeforeLine = continuations
  }

  /// Whether the bytes at `index` are `literal`; passes them when they are.
  /// Inlined, so that each literal is compared at its constant length.
  @inline(__always)
  private mutating func skip(_ literal: StaticString) -> Bool {
    let length = literal.utf8CodeUnitCount
    guard count - index >= length else { return false }
    let expected = literal.utf8Start
    for offset in 0..<length where bytes[index + offset] != expected[offset] { return false }
    index += length
    return true
  }

  /// Passes spaces, tabs and line feeds.
  private mutating func whiteSpace() {
    while index < count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"): index += 1
      case UInt8(ascii: "\n"): passLineFeed()
      default: return
      }
    }
  }

  /// Passes white space and comments (false for one XML does not allow),
  /// up to anything else.
  private mutating func miscellany() -> Bool {
    while true {
      whiteSpace()
      guard count - index >= 4, bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "!"),
        bytes[index + 2] == UInt8(ascii: "-")
      else { return true }
      guard comment() else { return false }
    }
  }

  /// A start tag at `index` (its `<`): the element's name and whether the
  /// tag is empty (`<key/>`); nil for a tag outside the subset.
  private mutating func startTag() -> (DirectState.ElementName, empty: Bool)? {
    switch bytes[index + 1] {
    case UInt8(ascii: "k"):
      if skip("<key>") { return (.key, false) }
      if skip("<key/>") { return (.key, true) }
    case UInt8(ascii: "s"):
      if skip("<string>") { return (.string, false) }
      if skip("<string/>") { return (.string, true) }
    case UInt8(ascii: "d"):
      if skip("<dict>") { return (.dict, false) }
      if skip("<dict/>") { return (.dict, true) }
    case UInt8(ascii: "p"):
      if skip("<plist version=\"1.0\">") || skip("<plist>") { return (.plist, false) }
    default:
      break
    }
    return nil
  }

  /// A comment at `index` (its `<!`), passed; false if it is not one, or
  /// not one XML allows (`--` inside, a character outside the subset).
  private mutating func comment() -> Bool {
    guard skip("<!--") else { return false }
    while index < count {
      switch classes[Int(bytes[index])] {
      case .plain, .lessThan, .ampersand, .bracket: index += 1
      case .lineFeed: passLineFeed()
      case .hyphen:
        guard index + 1 < count else { return false }
        if bytes[index + 1] == UInt8(ascii: "-") {
          // "--" ends the comment, and only before ">".
          index += 2
          return skip(">")
        }
        index += 1
      case .lead, .refused:
        // A refused byte starts no character that `character()` passes.
        guard character() else { return false }
      }
    }
    return false
  }

  /// A leaf's text from `index` up to its `<`, appended to `text` with its
  /// entities replaced; false for text outside the subset or no `<`.
  private mutating func text(into text: inout LeafText) -> Bool {
    var run = index
    func appendRun() {
      if index > run { text.append(UnsafeBufferPointer(start: bytes + run, count: index - run)) }
    }
    while index < count {
      switch classes[Int(bytes[index])] {
      case .plain, .hyphen: index += 1
      case .lessThan:
        appendRun()
        return true
      case .lineFeed: passLineFeed()
      case .ampersand:
        appendRun()
        guard let replacement = entity() else { return false }
        withUnsafePointer(to: replacement) { text.append(UnsafeBufferPointer(start: $0, count: 1)) }
        run = index
      case .bracket:
        // "]]>" is not allowed in text.
        guard
          count - index < 3 || bytes[index + 1] != UInt8(ascii: "]") || bytes[index + 2] != UInt8(ascii: ">")
        else { return false }
        index += 1
      case .lead, .refused:
        // A refused byte starts no character that `character()` passes.
        guard character() else { return false }
      }
    }
    return false
  }

  /// A predefined entity at `index` (its `&`), passed: the character it
  /// stands for; nil for any other reference.
  private mutating func entity() -> UInt8? {
    if skip("&amp;") { return UInt8(ascii: "&") }
    if skip("&lt;") { return UInt8(ascii: "<") }
    if skip("&gt;") { return UInt8(ascii: ">") }
    if skip("&quot;") { return UInt8(ascii: "\"") }
    if skip("&apos;") { return UInt8(ascii: "'") }
    return nil
  }

  /// A character of two to four bytes at `index`, passed and its
  /// continuation bytes counted; false for ill-formed UTF-8 (an overlong
  /// form, a surrogate, beyond U+10FFFF, cut short) and for the
  /// characters outside the subset (U+0080–U+009F, U+FFFE, U+FFFF).
  private mutating func character() -> Bool {
    let first = bytes[index]
    // The second byte's range, which rules out what the first allows too much of.
    let length: Int
    let secondRange: ClosedRange<UInt8>
    switch first {
    case 0xC2: (length, secondRange) = (2, 0xA0...0xBF)
    case 0xC3...0xDF: (length, secondRange) = (2, 0x80...0xBF)
    case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
    case 0xED: (length, secondRange) = (3, 0x80...0x9F)
    case 0xE1...0xEF: (length, secondRange) = (3, 0x80...0xBF)
    case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
    case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
    case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
    default: return false
    }
    guard count - index >= length, secondRange.contains(bytes[index + 1]) else { return false }
    for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return false }
    if first == 0xEF && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE { return false }
    index += length
    continuations += length - 1
    return true
  }
}
