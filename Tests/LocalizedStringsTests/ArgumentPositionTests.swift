import LocalizedStrings
import Testing

/// Argument positions as CoreFoundation bounds them: `__CFParseFormatSpec`
/// (CFString.c) fails with an overflow error for `N$` above `INT8_MAX`, after
/// a conversion's position and a `*N$` width or precision alike. The figure
/// is written out here (not read from ``FormatLimits``), so a limit that
/// drifts from Apple's fails.
@Suite("argument positions stop at CoreFoundation's 127")
struct ArgumentPositionTests {
  /// `count` arguments: 1, 2, … count.
  static func numbered(_ count: Int) -> [FormatValue] { (1...count).map { .signed(Int64($0)) } }

  @Test("%127$d formats, %128$d is refused on every path", arguments: FormatPath.allCases)
  func mainPosition(path: FormatPath) throws {
    let fits = try path.format("<key>k</key><string>%127$d</string>", Self.numbered(127))
    #expect(try fits.get() == "127")
    for format in ["%128$d", "%1$d %128$@", "%1$*128$d", "%1$.*128$d", "%200$d"] {
      let refused = try path.format("<key>k</key><string>\(format)</string>", Self.numbered(200))
      #expect(throws: FormatError.self, "\(path) \(format)") { try refused.get() }
      if case .failure(let error) = refused {
        #expect(error.kind == .limitExceeded, "\(path) \(format)")
        #expect(error.message.contains("is above 127"), "\(error.message)")
      }
    }
  }

  @Test("a width from argument 127 formats; a catalog's %128$lld and argNum 128 are refused")
  func widthsAndCatalogs() throws {
    var arguments = Self.numbered(127)
    arguments[126] = .signed(4)
    #expect(try formatPlain("[%1$*127$d]", values: arguments, locale: "en") == "[   1]")
    #expect(throws: FormatError.self) { try catalogFormat("%128$lld", Self.numbered(128)).get() }
    #expect(
      try catalogFormat("%#@n@", substitutions: xySubstitution("n", argNum: 127), Self.numbered(127)).get()
        == "y")
    #expect(throws: FormatError.self) {
      try catalogFormat("%#@n@", substitutions: xySubstitution("n", argNum: 128), Self.numbered(128)).get()
    }
  }
}
