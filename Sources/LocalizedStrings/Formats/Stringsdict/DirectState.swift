@_spi(ExpatXML) import ExpatXML
import SourceFiles

/// The entries read so far, as a tape, and the state of the one being
/// read: the shape a `.stringsdict` of the usual shape has, checked event by
/// event for both of its readers (``StringsdictScanner`` and expat's events
/// through ``DirectBuilder``). Its event methods are inlined into theirs
/// (a call per event is a measurable part of a load: `load:stringsdict` in
/// Benchmarks/README.md). Depths: `<plist>` 1,
/// the outer dictionary 2, an entry's key and value 3, a format entry's
/// keys, format string and variable dictionaries 4, a variable's keys and
/// strings 5. Every element but `<plist>` is a leaf or a dictionary, and
/// `<plist>` only the root: ``StringsdictScanner`` checks end tags by that.
struct DirectState {
  enum Leaf { case key, string }

  /// An element's name, as far as the usual shape tells names apart.
  enum ElementName {
    case plist, dict, key, string
    /// Any other name: the file is not of the usual shape.
    case other

    /// The name of a NUL-terminated element name, as expat gives it.
    @inline(__always)
    init(_ name: UnsafePointer<CChar>) {
      switch UInt8(bitPattern: name[0]) {
      case UInt8(ascii: "k"): self = XMLEventReader.name(name, is: "key") ? .key : .other
      case UInt8(ascii: "s"): self = XMLEventReader.name(name, is: "string") ? .string : .other
      case UInt8(ascii: "d"): self = XMLEventReader.name(name, is: "dict") ? .dict : .other
      case UInt8(ascii: "p"): self = XMLEventReader.name(name, is: "plist") ? .plist : .other
      default: self = .other
      }
    }
  }

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
    _ kind: Leaf, _ name: ElementName, located: Bool, at position: () -> SourcePosition
  ) -> Bool {
    guard name == (kind == .key ? .key : .string) else { return false }
    leaf = kind
    text.removeAll()
    if located { leafPosition = position() }
    return true
  }

  /// An element starts; `position` tells where (asked only for the
  /// elements whose place is kept). False to give up.
  @inline(__always)
  mutating func startElement(_ name: ElementName, at position: () -> SourcePosition) -> Bool {
    guard leaf == nil else { return false }
    depth += 1
    switch depth {
    case 1:
      return name == .plist
    case 2:
      guard !sawOuterDictionary, name == .dict else { return false }
      sawOuterDictionary = true
      return true
    case 3:
      guard entryKey != nil else { return open(.key, name, located: false, at: position) }
      if name == .dict {
        recorder.mark(.entry, at: position())
        sawFormat = false
        return true
      }
      return open(.string, name, located: true, at: position)
    case 4:
      switch entryMember {
      case nil: return open(.key, name, located: true, at: position)
      case .format: return open(.string, name, located: true, at: position)
      case .variable:
        guard name == .dict else { return false }
        sawRuleType = false
        return true
      }
    case 5:
      switch variableMember {
      case nil: return open(.key, name, located: false, at: position)
      case .specType: return open(.string, name, located: false, at: position)
      case .valueType, .variant: return open(.string, name, located: true, at: position)
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
