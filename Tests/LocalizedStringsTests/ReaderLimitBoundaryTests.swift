internal import InternalUtilities
@_spi(InternalJSON) internal import InternalJSON
@_spi(ExpatXML) import ExpatXML
import Foundation
@testable import LocalizedStrings
@testable import Localization
@testable import LocalizedStrings
import SourceFiles
import Testing
import TestSupport

/// Every limit of the readers (document size, nesting of XML, JSON and
/// binary property lists, what a binary property list's shared references
/// stand for) hit exactly at its bound (read) and one past it (refused with
/// `limitExceeded`, naming the limit), through every reader that enforces
/// it. The inputs derive from the constants; the ones past a nesting limit
/// are deep, not wide, so a removed check lets them read (and fail) at once.
@Suite("Reader limit boundaries")
struct ReaderLimitBoundaryTests {
  /// Expects `body` to succeed when `fits`, else to throw `limitExceeded` naming `naming`.
  ///
  /// With `otherErrors`, an error other than the limit's counts as read (the document is read through).
  static func check(
    fits: Bool, naming: String, otherErrors: Bool = false, _ context: String, _ body: () throws -> Void
  ) {
    do {
      try body()
      #expect(fits, "\(context): read past the limit")
    } catch let error as SourceError where fits && otherErrors {
      #expect(error.kind != .limitExceeded, "\(context): \(error)")
    } catch let error as SourceError {
      #expect(!fits && error.kind == .limitExceeded && error.message.contains(naming), "\(context): \(error)")
    } catch {
      Issue.record("\(context): \(error)")
    }
  }

  // MARK: Document size

  static let size = FileSystem.maximumDocumentSize

  /// A document of exactly `count` bytes: `prefix`, a run of "a", `suffix`.
  static func document(_ count: Int, _ prefix: String, _ suffix: String) -> [UInt8] {
    let fixed = prefix.utf8.count + suffix.utf8.count
    return Array(prefix.utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: count - fixed)
      + Array(suffix.utf8)
  }

  /// The text of key `k` of `table`.
  static func text(_ table: StringTable) -> String? {
    guard case .string(let string)? = table.entries["k"] else { return nil }
    return string.text
  }

  @Test("a document of the largest size is read, one byte more is refused, in every format")
  func documentSize() throws {
    for count in [Self.size, Self.size + 1] {
      let fits = count == Self.size
      let naming = "larger than \(Self.size) bytes"
      let strings = Self.stringsDocument(count)
      Self.check(fits: fits, naming: naming, ".strings \(count)") {
        let table = try StringTable(bytes: strings, path: "l.strings", kind: .strings)
        #expect(Self.text(table) == "v")
      }
      let parts = plist("<key>k</key><string>\u{0}</string>").components(separatedBy: "\u{0}")
      let stringsdict = Self.document(count, parts[0], parts[1])
      Self.check(fits: fits, naming: naming, ".stringsdict \(count)") {
        let table = try StringTable(bytes: stringsdict, path: "l.stringsdict")
        #expect(table.keys == ["k"])
      }
      Self.check(fits: fits, naming: naming, ".stringsdict (general reader) \(count)") {
        let table = try StringTable(generalStringsdict: stringsdict, path: "l.stringsdict", language: "en")
        #expect(table.keys == ["k"])
      }
      // The readers `--fix` reads with, recording where each entry is written.
      Self.check(fits: fits, naming: naming, ".stringsdict (with spans) \(count)") {
        var spans = PropertyListSpans()
        let root = try PropertyListReader.parse(stringsdict, file: "l.stringsdict", spans: &spans)
        #expect(root.dictionary?.entries.map(\.key) == ["k"])
      }
      Self.check(fits: fits, naming: naming, ".strings (with spans) \(count)") {
        var spans: StringsFileSpans?
        let pairs = try StringsFileReader.parse(strings, file: "l.strings", spans: &spans)
        #expect(pairs.map(\.key) == ["k"])
      }
      let catalog = Self.document(count, #"{"sourceLanguage":"en","strings":{"k":{"comment":""#, #""}}}"#)
      Self.check(fits: fits, naming: naming, ".xcstrings \(count)") {
        let catalog = try StringCatalog(bytes: catalog, path: "l.xcstrings")
        #expect(catalog.sourceLanguage == "en")
      }
      Self.check(fits: fits, naming: naming, "JSON \(count)") {
        _ = try JSONReader.parse(catalog, file: "l.json")
      }
      Self.check(fits: fits, naming: naming, "binary \(count)") {
        let table = try StringTable(bytes: Self.binaryDocument(count), path: "l.stringsdict")
        #expect(Self.text(table) == "v")
      }
    }
  }

  /// A `.strings` of exactly `count` bytes, `k = v` in property-list form
  /// and an XML comment. (The size is checked before the form is told; the
  /// old-style parser reads 64 MiB in 20 s in a debug build, expat in 0.5 s.)
  static func stringsDocument(_ count: Int) -> [UInt8] {
    document(
      count,
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist><dict><key>k</key><string>v</string></dict></plist>\n<!--",
      "-->\n")
  }

  /// A binary plist `{k: "v"}` of exactly `count` bytes, padded by a data
  /// object nothing refers to (never decoded).
  static func binaryDocument(_ count: Int) -> [UInt8] {
    func padded(_ length: Int) -> [UInt8] {
      binaryPlist([
        [0xD1, 1, 2], binaryString("k"), binaryString("v"),
        [0x4F, 0x12] + bigEndian(length, size: 4) + [UInt8](repeating: 0, count: length),
      ])
    }
    // The overhead is the same for every length of 4 bytes whose offsets take 4 bytes.
    let overhead = padded(1 << 17).count - (1 << 17)
    return padded(count - overhead)
  }

  @Test("a file of the largest size is read, one byte more is refused")
  func fileSize() throws {
    let path = NSTemporaryDirectory() + "limit-\(UUID().uuidString).strings"
    defer { try? FileManager.default.removeItem(atPath: path) }
    for count in [Self.size, Self.size + 1] {
      try Data(Self.stringsDocument(count)).write(to: URL(fileURLWithPath: path))
      Self.check(fits: count == Self.size, naming: "larger than \(Self.size) bytes", "file \(count)") {
        let bytes = try FileSystem.contents(of: path)
        #expect(bytes.count == count)
        let table = try StringTable(contentsOf: path, language: "en")
        #expect(Self.text(table) == "v")
      }
    }
  }

  // MARK: Nesting

  static let xmlDepth = XMLEventReader.defaultMaximumDepth

  /// A property list whose elements nest `levels` deep: `<plist>`, dictionaries, a string.
  static func nestedPlist(_ levels: Int) -> [UInt8] {
    let dictionaries = levels - 2
    let text =
      "<plist>" + String(repeating: "<dict><key>k</key>", count: dictionaries) + "<string>x</string>"
      + String(repeating: "</dict>", count: dictionaries) + "</plist>"
    return Array(text.utf8)
  }

  @Test("XML elements nested to the limit are read, one level more is refused, by every XML reader")
  func xmlNesting() throws {
    for levels in [Self.xmlDepth, Self.xmlDepth + 1] {
      let fits = levels == Self.xmlDepth
      let naming = "nested deeper than \(Self.xmlDepth) levels"
      let bytes = Self.nestedPlist(levels)
      Self.check(fits: fits, naming: naming, ".stringsdict \(levels)") {
        // k is no entry: it is reported, not kept.
        let table = try StringTable(bytes: bytes, path: "l.stringsdict")
        #expect(table.keys.isEmpty && !table.diagnostics.isEmpty)
      }
      Self.check(fits: fits, naming: naming, ".stringsdict (general reader) \(levels)") {
        let table = try StringTable(generalStringsdict: bytes, path: "l.stringsdict", language: "en")
        #expect(table.keys.isEmpty && !table.diagnostics.isEmpty)
      }
      // In a .strings, k's dictionary is an error once the document is read.
      Self.check(fits: fits, naming: naming, otherErrors: true, ".strings as a property list \(levels)") {
        _ = try StringTable(bytes: bytes, path: "l.strings", kind: .strings)
        Issue.record("a dictionary read as a string")
      }
      Self.check(fits: fits, naming: naming, "XMLTree \(levels)") {
        // The XML reader's own error, as the readers hand it on.
        do throws(XMLError) { _ = try XMLTreeReader.parse(bytes, file: "l.xml") } catch {
          throw SourceError(error)
        }
      }
    }
  }

  static let jsonDepth = JSONReader.maximumDepth

  @Test("JSON nested to the limit is read, one level more is refused, in a catalog and by the JSON reader")
  func jsonNesting() throws {
    for levels in [Self.jsonDepth, Self.jsonDepth + 1] {
      // The catalog's object, then arrays.
      let arrays = levels - 1
      let text =
        #"{"sourceLanguage":"en","strings":{},"x":"# + String(repeating: "[", count: arrays)
        + String(repeating: "]", count: arrays) + "}"
      let fits = levels == Self.jsonDepth
      let naming = "nested deeper than \(Self.jsonDepth) levels"
      Self.check(fits: fits, naming: naming, "catalog \(levels)") {
        let catalog = try StringCatalog(bytes: Array(text.utf8), path: "l.xcstrings")
        #expect(catalog.sourceLanguage == "en")
      }
      Self.check(fits: fits, naming: naming, "JSON \(levels)") {
        _ = try JSONReader.parse(Array(text.utf8), file: "l.json")
      }
    }
  }

  static let binaryDepth = BinaryPropertyListReader.maximumDepth

  /// `{k: A0}`, each array holding the next, the last a string: `levels` objects deep.
  static func nestedBinary(_ levels: Int) -> [UInt8] {
    func array(_ reference: Int) -> [UInt8] { [0xA1] + bigEndian(reference, size: 2) }
    let arrays = levels - 2
    var objects: [[UInt8]] = [[0xD1, 0, 1, 0, 2], binaryString("k")]
    for index in 0..<arrays { objects.append(array(index == arrays - 1 ? 2 + arrays : 3 + index)) }
    objects.append(binaryString("x"))
    return binaryPlist(objects, referenceSize: 2)
  }

  @Test("binary plist objects nested to the limit are read, one level more is refused")
  func binaryNesting() throws {
    for levels in [Self.binaryDepth, Self.binaryDepth + 1] {
      Self.check(
        fits: levels == Self.binaryDepth, naming: "nested deeper than \(Self.binaryDepth) levels",
        "binary \(levels)"
      ) {
        let table = try StringTable(bytes: Self.nestedBinary(levels), path: "l.stringsdict")
        #expect(table.diagnostics.map(\.code) == [.invalidEntry])
      }
    }
  }

  // MARK: What shared references stand for

  static let objects = BinaryPropertyListReader.maximumObjects

  /// `{k: A0}` standing for exactly `maximumObjects` objects (`past`: one more).
  ///
  /// `A(j) = [A(j+1), A(j+1), s]` stands for `2 + 2·A(j+1)` objects and the
  /// last, `[s]`, for 2, so with 18 levels A0 stands for 2^20 − 2 and the
  /// dictionary, its key and A0 for 2^20. `past` puts `[s]` in place of A0's `s`.
  static func sharedObjects(past: Bool) -> [UInt8] {
    let levels = 18
    #expect(1 << (levels + 2) == objects)
    let string = 3 + levels
    var result: [[UInt8]] = [[0xD1, 1, 2], binaryString("k")]
    for index in 0..<levels { result.append([0xA3, UInt8(3 + index), UInt8(3 + index), UInt8(string)]) }
    result.append([0xA1, UInt8(string)])
    result.append(binaryString("s"))
    result.append([0xA1, UInt8(string)])
    if past { result[2][3] = UInt8(string + 1) }
    return binaryPlist(result)
  }

  static let textBytes = BinaryPropertyListReader.maximumTextBytes

  /// `{k: [B0, B0, u]}` standing for exactly `maximumTextBytes` of text (`past`: one more byte).
  ///
  /// B0 doubles 10 times down to a string `w` of 2^15 − 1 bytes, so the two
  /// B0 stand for 2^26 − 2^11 bytes; "k" is one and `u` the other 2^11 − 1 (`past`: 2^11).
  static func sharedText(past: Bool) -> [UInt8] {
    let levels = 10
    let word = textBytes >> (levels + 1)
    #expect(word << (levels + 1) == textBytes)
    let wordObject = 3 + levels
    var result: [[UInt8]] = [[0xD1, 1, 2], binaryString("k"), [0xA3, 3, 3, UInt8(wordObject + 1)]]
    for index in 0..<levels {
      let next = index == levels - 1 ? wordObject : 4 + index
      result.append([0xA2, UInt8(next), UInt8(next)])
    }
    result.append(binaryString(String(repeating: "w", count: word - 1)))
    result.append(binaryString(String(repeating: "u", count: (1 << (levels + 1)) - 1 + (past ? 1 : 0))))
    return binaryPlist(result)
  }

  @Test("shared references standing for the most objects and text are read, one more is refused")
  func sharedReferences() throws {
    for past in [false, true] {
      Self.check(fits: !past, naming: "stand for more than \(Self.objects) objects", "objects, past: \(past)")
      {
        let table = try StringTable(bytes: Self.sharedObjects(past: past), path: "l.stringsdict")
        #expect(table.diagnostics.map(\.code) == [.invalidEntry])
      }
      Self.check(
        fits: !past, naming: "stand for more than \(Self.textBytes) bytes of text", "text, past: \(past)"
      ) {
        let table = try StringTable(bytes: Self.sharedText(past: past), path: "l.stringsdict")
        #expect(table.diagnostics.map(\.code) == [.invalidEntry])
      }
    }
  }
}
