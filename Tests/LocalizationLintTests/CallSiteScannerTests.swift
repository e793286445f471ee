import Foundation
import LocalizationLint
import SourceFiles
import SwiftCallSites
import Testing

/// What `plurals lint --sources` reads of Swift code (SwiftCallSites): which calls are call
/// sites, the key and table each asks for, the `String(format:)` arguments, and what is
/// counted as not resolved.
@Suite("Call sites read from Swift code")
struct CallSiteScannerTests {
  static func scan(_ code: String, functions: [String] = []) -> CodeReferences {
    CallSiteScanner.scan(
      Array(code.utf8), path: "A.swift", functions: CallSiteScanner.FunctionNames(functions))
  }

  /// Each call site as `callee|table|key`, in file order.
  static func sites(_ code: String, functions: [String] = []) -> [String] {
    scan(code, functions: functions).callSites.map { "\($0.callee)|\($0.tableName)|\($0.key)" }
  }

  @Test(
    "each API that looks a key up is a call site, with its table",
    arguments: [
      (#"NSLocalizedString("a.b", comment: "")"#, "NSLocalizedString|Localizable|a.b"),
      (#"NSLocalizedString("a.b", tableName: "T", bundle: .main, comment: "")"#, "NSLocalizedString|T|a.b"),
      (#"NSLocalizedString("a.b", tableName: nil, comment: "")"#, "NSLocalizedString|Localizable|a.b"),
      (#"String(localized: "a.b", table: "T")"#, "String(localized:)|T|a.b"),
      (#"AttributedString(localized: "a.b")"#, "AttributedString(localized:)|Localizable|a.b"),
      (#"let s: String = .init(localized: "a.b")"#, ".init(localized:)|Localizable|a.b"),
      (#"LocalizedStringKey("a.b")"#, "LocalizedStringKey|Localizable|a.b"),
      (#"LocalizedStringResource("a.b", table: "T")"#, "LocalizedStringResource|T|a.b"),
      (
        #"Bundle.main.localizedString(forKey: "a.b", value: nil, table: "T")"#,
        "localizedString(forKey:value:table:)|T|a.b"
      ),
      (
        #"bundle.localizedString(forKey: "a.b", value: nil, table: nil)"#,
        "localizedString(forKey:value:table:)|Localizable|a.b"
      ),
      (
        "NSLocalizedString(\"line\\none \\u{E9}\", comment: \"\")",
        "NSLocalizedString|Localizable|line\none é"
      ),
      (##"NSLocalizedString(#"raw \n"#, comment: "")"##, #"NSLocalizedString|Localizable|raw \n"#),
    ])
  func callSites(code: String, expected: String) {
    #expect(Self.sites(code) == [expected])
  }

  @Test("SwiftUI's keyed views and modifiers count only in a file that imports SwiftUI, with a literal")
  func swiftUI() {
    let body = """
      let a = Text("a.b")
      let b = Button("c.d") {}
      let c = Text(name)
      let d = Text(verbatim: "e.f")
      let e = view.navigationTitle("g.h")

      """
    #expect(
      Self.sites("import SwiftUI\n" + body) == [
        "Text|Localizable|a.b", "Button|Localizable|c.d", "navigationTitle|Localizable|g.h",
      ])
    #expect(Self.sites(body).isEmpty)
    #expect(Self.sites("import SwiftUI\n" + #"let t = Text("k", tableName: "T")"#) == ["Text|T|k"])
    // A modifier's literal is a LocalizedStringKey as a view's is: its interpolations become
    // specifiers.
    #expect(
      Self.sites("import SwiftUI\n" + #"let t = view.navigationTitle("\(items.count) Bookmarks")"#) == [
        "navigationTitle|Localizable|%lld Bookmarks"
      ])
  }

  @Test(
    "each of SwiftUI's keyed views and modifiers, written out, is a call site with a literal first",
    arguments: [
      "Text", "Button", "Label", "Toggle", "TextField", "SecureField", "Link", "Picker", "Menu", "Section",
      "NavigationLink", "Stepper", "LabeledContent", "view.navigationTitle", "view.help",
    ])
  func keyedView(name: String) {
    let callee = name.split(separator: ".").last.map(String.init) ?? name
    #expect(Self.sites("import SwiftUI\nlet a = \(name)(\"a.b\")\n") == ["\(callee)|Localizable|a.b"])
  }

  @Test("the platform's lookup named in the configuration too is one call site, not two")
  func platformFunctionConfigured() {
    let code = #"let a = Bundle.main.localizedString(forKey: "k.k", value: nil, table: nil)"# + "\n"
    #expect(
      Self.sites(code, functions: ["Bundle.main.localizedString"]) == [
        "localizedString(forKey:value:table:)|Localizable|k.k"
      ])
  }

  @Test("an interpolation becomes the specifier of its type where the code tells it, else any")
  func interpolations() {
    let found = Self.scan(
      #"""
      import SwiftUI
      let a = Text("\(items.count) files")
      let b = Text("\(3) of \(2.5) for \("x")")
      let c = Text("\(value, specifier: "%.1f") km")
      let d = Text("\(date, format: .dateTime) at \(name)")
      let e = String(localized: "100% \(n)")
      let f = Text("\(date, style: .date) and \(size, formatter: formatter)")

      """#
    ).callSites.map(\.key)
    #expect(
      found.map(\.description) == [
        "%lld files", "%lld of %lf for %@", "%.1f km", "%@ at %@", "100%% %@", "%@ and %@",
      ])
    #expect(found[5].pieces.first == .value("%@"))
    #expect(found[5].pieces.last == .value("%@"))
    #expect(found[3].pieces.last == .value(nil))
    #expect(found[3].pieces.first == .value("%@"))
    #expect(found[4].pieces == [.text("100%% "), .value(nil)])
  }

  @Test(
    "a value of unknown type whose name counts: n, count, total, …Count, …Total, numberOf…, num and a capital",
    arguments: [
      ("n", true), ("count", true), ("total", true), ("fileCount", true), ("self.unreadCount", true),
      ("grandTotal", true), ("numberOfFiles", true), ("numItems", true), ("model.numberOfRows", true),
      ("name", false), ("number", false), ("numbers", false), ("counter", false), ("account", false),
      ("discount", false), ("numeric", false), ("totals", false), ("items.count", false), ("f(count)", false),
      ("count(of: x)", false),
    ])
  func countNames(expression: String, counts: Bool) {
    let sites = Self.scan(
      "import SwiftUI\nlet a = Text(\"\\(name) and \\(\(expression)) files\")\n"
    ).callSites
    #expect(sites.count == 1)
    // The first value names no count; the second is numbered 1. A `.count` is an integer
    // already (`%lld`), so it is no name to read.
    #expect(sites.first?.countNames == (counts ? [1] : []), "\(expression)")
  }

  @Test(
    "a key or table the code computes is counted, not guessed; an interpolation of NSLocalizedString or forKey: is one"
  )
  func unresolved() {
    let found = Self.scan(
      #"""
      let a = NSLocalizedString(key, comment: "")
      let b = NSLocalizedString("a \(b)", comment: "")
      let c = String(localized: "k", table: tableName)
      let d = Bundle.main.localizedString(forKey: key, value: nil, table: nil)
      let e = NSLocalizedString("fine", comment: "")
      let f = Bundle.main.localizedString(forKey: "a \(b)", value: nil, table: nil)

      """#)
    // A string made at run time (`forKey:` takes a `String`, not a key with specifiers).
    #expect(found.unresolved.map(\.location.line) == [1, 2, 3, 4, 6])
    #expect(found.unresolved.map(\.callee).first == "NSLocalizedString")
    #expect(found.callSites.map(\.key.description) == ["fine"])
  }

  @Test("a default text: value: or defaultValue: not empty")
  func defaultValues() {
    let found = Self.scan(
      #"""
      let a = NSLocalizedString("a", value: "A", comment: "")
      let b = NSLocalizedString("b", value: "", comment: "")
      let c = String(localized: "c", defaultValue: "C")
      let d = Bundle.main.localizedString(forKey: "d", value: nil, table: nil)
      let e = Bundle.main.localizedString(forKey: "e", value: fallback, table: nil)

      """#)
    #expect(found.callSites.map(\.hasDefaultValue) == [true, false, true, false, true])
  }

  @Test("String(format:) and localizedStringWithFormat pass their arguments to their format's call site")
  func formatArguments() {
    let found = Self.scan(
      #"""
      let a = String(format: NSLocalizedString("a", comment: ""), 1, 2.5, "s", items.count, -3, name)
      let b = String.localizedStringWithFormat(NSLocalizedString("b", comment: ""), x)
      let c = String(format: NSLocalizedString("c", comment: ""), arguments: [1])
      let d = NSLocalizedString("d", comment: "")
      let e = String(format: "%d", NSLocalizedString("e", comment: "").count)
      let f = String(format: "f.g".localized, 1)
      let g = String(format: "h.i".localized(comment: ""), "s")

      """#, functions: ["localized"])
    let kinds = found.callSites.map { $0.formatArguments?.map(\.kind) }
    #expect(kinds[5] == [.integer])
    #expect(kinds[6] == [.string])
    #expect(kinds[0] == [.integer, .floating, .string, .integer, .integer, .unknown])
    #expect(kinds[1] == [.unknown])
    #expect(kinds[2] == nil)
    #expect(kinds[3] == nil)
    #expect(kinds[4] == nil)
    #expect(found.callSites[0].formatArguments?[1].location.column == 64)
  }

  @Test("the configuration's functions: on a literal, with one, and qualified")
  func functions() {
    let code = #"""
      let a = "a.b".localized
      let b = "c.d".localized(comment: "")
      let c = L("e.f", tableName: "T")
      let d = String.localized("g.h")
      let e = String.localized(stringID: "i.j", parameter: 3)
      let f = name.localized
      let g = "k.l".localized(tableName: "T")
      let h = "m.n".localized(table: "U")
      let i = "o.p".localized(tableName: tableName)
      let j = "q.r".localized(tableName: nil)

      """#
    #expect(
      Self.sites(code, functions: ["localized", "L", "String.localized"]) == [
        "localized|Localizable|a.b", "localized|Localizable|c.d", "L|T|e.f",
        "String.localized|Localizable|g.h",
        "String.localized|Localizable|i.j",
        "localized|T|k.l", "localized|U|m.n", "localized|Localizable|q.r",
      ])
    // A table named by a variable: the call is not resolved, not read as the default table.
    #expect(Self.scan(code, functions: ["localized", "L", "String.localized"]).unresolved.count == 1)
    #expect(Self.sites(code).isEmpty)
  }

  @Test("code no user runs is skipped: #Preview, a PreviewProvider, #if DEBUG")
  func previews() {
    let code = #"""
      import SwiftUI
      #Preview { Text("p.a") }
      enum Previews { #Preview("in a type") { Text("p.e") } }
      struct P: PreviewProvider { static var previews: some View { Text("p.b") } }
      #if DEBUG
      let d = NSLocalizedString("p.c", comment: "")
      #else
      let r = NSLocalizedString("shipped.d", comment: "")
      #endif
      let s = NSLocalizedString("shipped.e", comment: "")

      """#
    #expect(
      Self.sites(code).map { $0.split(separator: "|").last.map(String.init) ?? "" } == [
        "shipped.d", "shipped.e",
      ])
  }

  @Test("a site's place is its key's literal, line and column")
  func places() {
    let found = Self.scan("let a = 1\n    let t = NSLocalizedString(\"k.k\", comment: \"\")\n")
    #expect(found.callSites.first?.location == SourceLocation(file: "A.swift", line: 2, column: 31))
  }

  @Test("an identifier's shape: text, a word, an identifier")
  func identifierShapes() {
    let shapes: [(String, CodeReferences.IdentifierShape)] = [
      ("settings.title", .identifier), ("error_not_found", .identifier), ("SETTINGS_TITLE", .identifier),
      ("search", .word), ("menu-title", .word), ("Followers", .text), ("Duck.ai", .text), ("0.0.0.0", .text),
      ("Value:", .text), ("The feed.", .text), ("", .text), ("a_", .word), ("_a", .text), ("a..b", .word),
    ]
    for (key, shape) in shapes {
      #expect(CodeReferences.identifierShape(of: key) == shape, "\(key)")
    }
    #expect(
      CodeReferences.CallKey(pieces: [.text("status.count "), .value(nil)]).identifierShape == .identifier)
    #expect(CodeReferences.CallKey(pieces: [.text("by "), .value(nil)]).identifierShape == .word)
  }
}
