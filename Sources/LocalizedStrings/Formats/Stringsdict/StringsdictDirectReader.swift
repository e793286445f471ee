@_spi(ExpatXML) import ExpatXML
import SourceFiles

/// Reads a `.stringsdict` of the usual shape straight from its bytes,
/// without the property list tree that `PropertyListReader` builds and
/// `EntryBuilder` walks (building, walking and freeing that tree was a
/// third of a load), into a ``StringsdictTape``: the checked texts and
/// places of each entry, from which the entry is made on first use.
///
/// The usual shape: `<plist>` holding one dictionary whose values are
/// strings, or format entries whose variables are dictionaries of strings
/// with a known `NSStringFormatSpecTypeKey` (``DirectState`` checks it).
/// The bytes are read by ``StringsdictScanner`` when they are written in
/// the subset of XML it knows, else by expat (a file in the subset that is
/// not of the usual shape goes straight to the general reader: expat's
/// events would be refused at the same element). On anything else (a width or
/// device entry, a value of another type, a repeated key, whatever the
/// general reader would give a diagnostic for, malformed XML) it gives up
/// and returns nil, and the file is read the general way. That way stays the
/// reference: tests check that all three give the same entries at the same places.
enum StringsdictDirectReader {
  /// The readers of the bytes, tried in this order.
  enum Pass {
    /// ``StringsdictScanner``.
    case scan
    /// expat's events.
    case parse
  }

  /// The tape of the entries of `bytes` (its keys in file order, each
  /// entry made on first use), or nil when the file is not of the usual
  /// shape; `passes` are for tests. A key written twice at the top level is
  /// on the tape twice: the table's index refuses it (see
  /// `EntryIndex.init(tape:)`), and the general reader reports it.
  /// - Complexity: O(*n*) in the size of the file.
  static func read(_ bytes: [UInt8], file: String, passes: [Pass] = [.scan, .parse]) -> StringsdictTape? {
    for pass in passes {
      let builder = DirectBuilder()
      builder.state.recorder.reserve(forDocumentOf: bytes.count)
      switch pass {
      case .scan:
        switch bytes.withUnsafeBufferPointer({ StringsdictScanner.read($0, into: &builder.state) }) {
        case .read: break
        case .outsideSubset: continue
        case .notUsualShape: return nil
        }
      case .parse:
        // Past the readers' size limit, or malformed: the general reader reports it.
        guard bytes.count <= FileSystem.maximumDocumentSize else { return nil }
        do {
          try XMLEventReader.parse(bytes, file: file, handler: builder)
        } catch {
          return nil
        }
        guard builder.state.isComplete else { return nil }
      }
      guard !builder.state.recorder.overflowed else { return nil }
      // Moved out, so that the tape's arrays are not copies.
      var recorder = StringsdictTape.Recorder()
      swap(&recorder, &builder.state.recorder)
      let keys = builder.state.keys
      return StringsdictTape(consume recorder, keys: keys, texts: builder.state.text.take(), file: file)
    }
    return nil
  }
}

/// Holds the ``DirectState`` of a read: hands it expat's events, and stops
/// the parser when the file leaves the usual shape.
final class DirectBuilder: XMLEventHandler {
  /// Unchecked: only the scanner or the parser's callbacks touch it, one at a time.
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
    guard state.startElement(DirectState.ElementName(name), at: { reader.position }) else {
      return reader.stop()
    }
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
