import LocalizedStrings
import LocalizationLint
import Testing

/// `%#@name@` where no configuration can define it: CoreFoundation's
/// `__CFParseFormatSpec` makes it an object conversion, so the number it is
/// written for is read as a pointer (a crash on Apple platforms). Lint calls
/// it an error, once per reference.
@Suite("%#@name@ outside a .stringsdict or catalog substitution")
struct VariableOutsideConfigurationTests {
  static func found(_ files: [String: String]) throws -> [LocalizationDiagnostic] {
    try lintReport(files).diagnostics.filter { $0.message.contains("read as a pointer") }
  }

  @Test("a .strings value: one error per reference, at the value")
  func stringsValue() throws {
    let found = try Self.found([
      "en.lproj/L.strings":
        "\"k\" = \"%#@n@ files\";\n\"j\" = \"%1$#@a@ and %2$#@b@\";\n\"ok\" = \"%d files\";\n"
    ])
    #expect(found.count == 3, "\(found)")
    #expect(found.allSatisfy { $0.code == .undefinedVariable && $0.severity == .error })
    #expect(found.map(\.location.line).sorted() == [1, 2, 2])
    #expect(found.contains { $0.message.hasPrefix("%#@n@ in 'k' is a .strings value") }, "\(found)")
  }

  @Test("a catalog string without substitutions is reported; one with the substitution is not")
  func catalogs() throws {
    let bare = catalog(#""k":{"localizations":{"en":\#(unit("%#@n@ files"))}}"#)
    let bareFound = try Self.found(["C.xcstrings": bare])
    #expect(bareFound.count == 1, "\(bareFound)")
    #expect(bareFound.first?.message.contains("a catalog string without substitutions") == true)
    let substitution = #"""
      "substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
      "one":\#(unit("%arg file")),"other":\#(unit("%arg files"))}}}}
      """#
    let defined = catalog(
      #""k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@n@"},\#(substitution)}}}"#)
    #expect(try Self.found(["C.xcstrings": defined]).isEmpty)
  }

  @Test("a .stringsdict variable and a plain %@ are not reported")
  func quiet() throws {
    #expect(try Self.found(["en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", good))]).isEmpty)
    #expect(try Self.found(["en.lproj/L.strings": "\"k\" = \"%@ files\";\n"]).isEmpty)
  }
}
