import ExpatXML
import LocalizationFiles
import SourceFiles

/// Reads a `.stringsdict` of the usual shape straight from the parser's
/// events, without the property list tree that `PropertyListReader`
/// builds and `EntryBuilder` walks (building, walking and freeing that
/// tree was a third of a load), into a ``StringsdictTape``: the checked
/// texts and places of each entry, from which the entry is made on first use.
///
/// The usual shape: `<plist>` holding one dictionary whose values are
/// strings, or format entries whose variables are dictionaries of strings
/// with a known `NSStringFormatSpecTypeKey`. On anything else (a width or
/// device entry, a value of another type, a repeated key, whatever the
/// general reader would give a diagnostic for, malformed XML) it gives up
/// and returns nil, and the file is read the general way. That way stays the
/// reference: tests check that both give the same entries at the same places.
enum StringsdictDirectReader {
  /// An index of the entries of `bytes`, each made on first use from a
  /// tape (its keys in file order), or nil when the file is not of the
  /// usual shape.
  /// - Complexity: O(*n*) in the size of the file.
  static func read(_ bytes: [UInt8], file: String) -> EntryIndex? {
    let builder = DirectBuilder()
    builder.state.recorder.reserve(forDocumentOf: bytes.count)
    do {
      try XMLEventReader.parse(bytes, file: file, handler: builder)
    } catch {
      return nil
    }
    guard builder.state.isComplete, !builder.state.recorder.overflowed else { return nil }
    // Moved out, so that the tape's arrays are not copies.
    var recorder = StringsdictTape.Recorder()
    swap(&recorder, &builder.state.recorder)
    let keys = builder.state.keys
    let tape = StringsdictTape(consume recorder, keys: keys, texts: builder.state.text.take(), file: file)
    // Nil for a key there twice: the general reader reports it.
    return EntryIndex(uniqueKeys: keys, .tape(tape))
  }
}

/// Hands XML events to a ``DirectState``, and stops the parser when the
/// file leaves the usual shape.
private final class DirectBuilder: XMLEventHandler {
  /// Unchecked: only the reader's callbacks touch it, one at a time.
  @exclusivity(unchecked) var state: DirectState

  init() { state = DirectState() }

  deinit { state.text.free() }

  // Character data is delivered for leaves, and little else: on at each
  // leaf's start, off at any other element's and at a string's end. It
  // stays on after a key, as a key's value nearly always follows it at
  // once (`<key>one</key><string>`): turning it off and on again there
  // cost two calls into expat a variant. What comes between (white space
  // on a new line) is delivered outside a leaf, and ignored.
  func startElement(
    _ name: UnsafePointer<CChar>, attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>?,
    reader: XMLEventReader
  ) {
    guard state.startElement(name, reader: reader) else { return reader.stop() }
    reader.deliverCharacters(state.leaf != nil)
  }

  func endElement(reader: XMLEventReader) {
    if state.leaf == .string { reader.deliverCharacters(false) }
    if !state.endElement() { reader.stop() }
  }

  func characters(_ text: UnsafeBufferPointer<UInt8>, reader: XMLEventReader) {
    if state.leaf != nil { state.text.append(text) }
  }
}

/// The entries read so far, as a tape, and the state of the one being
/// read. Its event methods are inlined into ``DirectBuilder``'s (each is
/// called from one place): the calls cost 0.38 M instructions a load of
/// the benchmark's 364 KB file (`Benchmarks/callgrind.sh load:stringsdict`). Depths: `<plist>` 1, the outer dictionary 2, an entry's key and
/// value 3, a format entry's keys, format string and variable dictionaries
/// 4, a variable's keys and strings 5.
private struct DirectState {
  enum Leaf { case key, string }

  /// What the value after a format entry's key is.
  enum EntryMember {
    case format
    case variable
  }

  /// What the value after a variable's key is.
  enum VariableMember {
    case specType
    case valueType
    case variant
  }

  var depth = 0
  /// The open leaf element, if one is open; its text and position.
  var leaf: Leaf?
  var text = LeafText()
  var leafPosition = SourcePosition(line: 0, column: 0)
  var sawOuterDictionary = false
  var closedPlist = false

  var recorder = StringsdictTape.Recorder()
  var keys: [String] = []
  /// The key of the entry being read, once its `<key>` ended.
  var entryKey: String?

  var entryMember: EntryMember?
  var sawFormat = false

  var variableMember: VariableMember?
  var sawRuleType = false

  init() { keys.reserveCapacity(64) }

  var isComplete: Bool { closedPlist }

  /// Opens a leaf element (false, to give up, for another element or one
  /// inside a leaf), keeping its position when `located`.
  @inline(__always)
  mutating func open(
    _ kind: Leaf, _ name: UnsafePointer<CChar>, located: Bool, reader: XMLEventReader
  ) -> Bool {
    guard XMLEventReader.name(name, is: kind == .key ? "key" : "string") else { return false }
    leaf = kind
    text.removeAll()
    if located { leafPosition = reader.position }
    return true
  }

  /// False to give up.
  @inline(__always)
  mutating func startElement(_ name: UnsafePointer<CChar>, reader: XMLEventReader) -> Bool {
    guard leaf == nil else { return false }
    depth += 1
    switch depth {
    case 1:
      return XMLEventReader.name(name, is: "plist")
    case 2:
      guard !sawOuterDictionary, XMLEventReader.name(name, is: "dict") else { return false }
      sawOuterDictionary = true
      return true
    case 3:
      guard entryKey != nil else { return open(.key, name, located: false, reader: reader) }
      if XMLEventReader.name(name, is: "dict") {
        recorder.mark(.entry, at: reader.position)
        sawFormat = false
        return true
      }
      return open(.string, name, located: true, reader: reader)
    case 4:
      switch entryMember {
      case nil: return open(.key, name, located: true, reader: reader)
      case .format: return open(.string, name, located: true, reader: reader)
      case .variable:
        guard XMLEventReader.name(name, is: "dict") else { return false }
        sawRuleType = false
        return true
      }
    case 5:
      switch variableMember {
      case nil: return open(.key, name, located: false, reader: reader)
      case .specType: return open(.string, name, located: false, reader: reader)
      case .valueType, .variant: return open(.string, name, located: true, reader: reader)
      }
    default:
      return false
    }
  }

  /// False to give up.
  @inline(__always)
  mutating func endElement() -> Bool {
    defer { depth -= 1 }
    if let kind = leaf {
      leaf = nil
      return kind == .key ? endKey() : endString()
    }
    switch depth {
    case 1:
      closedPlist = sawOuterDictionary
      return true
    case 2:
      return entryKey == nil
    case 3:
      // A format entry's dictionary.
      guard entryMember == nil, sawFormat else { return false }
      return add()
    case 4:
      // A variable's dictionary.
      guard variableMember == nil, sawRuleType, entryMember == .variable else { return false }
      entryMember = nil
      return true
    default:
      return false
    }
  }

  @inline(__always)
  mutating func endKey() -> Bool {
    switch depth {
    case 3:
      entryKey = text.string
      recorder.startEntry()
      return true
    case 4:
      // A variable's name is nearly always shorter than the three names (26, 29 and 30 bytes).
      if text.count < 26 {
        entryMember = .variable
        recorder.text(.variable, &text, at: leafPosition)
      } else if text.equals("NSStringLocalizedFormatKey") {
        entryMember = .format
      } else if text.equals("NSStringVariableWidthRuleType") || text.equals("NSStringDeviceSpecificRuleType")
      {
        return false
      } else {
        entryMember = .variable
        recorder.text(.variable, &text, at: leafPosition)
      }
    default:
      // A variant's key (nearly every key here) is shorter than both names: one length test.
      if text.count < 25 {
        variableMember = .variant
        recorder.text(.variantKey, &text, at: leafPosition)
      } else if text.equals("NSStringFormatSpecTypeKey") {
        variableMember = .specType
      } else if text.equals("NSStringFormatValueTypeKey") {
        variableMember = .valueType
      } else {
        variableMember = .variant
        recorder.text(.variantKey, &text, at: leafPosition)
      }
    }
    return true
  }

  @inline(__always)
  mutating func endString() -> Bool {
    switch depth {
    case 3:
      recorder.text(.string, &text, at: leafPosition)
      return add()
    case 4:
      recorder.text(.format, &text, at: leafPosition)
      sawFormat = true
      entryMember = nil
    default:
      switch variableMember {
      case .specType?:
        if text.equals("NSStringPluralRuleType") {
          recorder.mark(.plural)
        } else if text.equals("NSStringVariableWidthRuleType") {
          recorder.mark(.width)
        } else if text.equals("NSStringDeviceSpecificRuleType") {
          recorder.mark(.device)
        } else {
          return false
        }
        sawRuleType = true
      case .valueType?: recorder.text(.valueType, &text, at: leafPosition)
      case .variant?: recorder.text(.variant, &text, at: leafPosition)
      case nil: return false
      }
      variableMember = nil
    }
    return true
  }

  /// Ends the entry whose key was read last.
  mutating func add() -> Bool {
    guard let key = entryKey else { return false }
    keys.append(key)
    entryKey = nil
    return true
  }
}
