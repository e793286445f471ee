import LocalizedStrings
import LocalizationLint
import SourceFiles
import Testing
import TestSupport

@Suite("lint output: GitHub Actions workflow commands")
struct GitHubAnnotationsTests {
  static func report(file: String, message: String, code: DiagnosticCode = .missingCategories) -> LintReport {
    LintReport(
      diagnostics: [.init(code, message, at: SourceLocation(file: file, line: 9, column: 3))], filesChecked: 1
    )
  }

  /// Reads a command line back the way the Actions runner does: properties
  /// split at `,` and `=`, then `%0D %0A %3A %2C` and last `%25` unescaped.
  static func parse(_ line: Substring) -> (command: String, properties: [String: String], message: String)? {
    guard line.hasPrefix("::"), let end = line.dropFirst(2).firstRange(of: "::") else { return nil }
    let head = line[line.index(line.startIndex, offsetBy: 2)..<end.lowerBound]
    let message = line[end.upperBound...]
    let command = head.prefix { $0 != " " }
    var properties: [String: String] = [:]
    for pair in head.dropFirst(command.count + 1).split(separator: ",") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { properties[String(parts[0])] = unescape(parts[1], property: true) }
    }
    return (String(command), properties, unescape(message, property: false))
  }

  static func unescape(_ text: Substring, property: Bool) -> String {
    var result = text.replacing("%0D", with: "\r").replacing("%0A", with: "\n")
    if property { result = result.replacing("%3A", with: ":").replacing("%2C", with: ",") }
    return String(result.replacing("%25", with: "%"))
  }

  @Test("%, CR and LF are escaped in messages; ':' and ',' too in properties")
  func escaping() {
    let report = Self.report(
      file: "/repo/App, Inc/50%:x/pl.lproj/L.stringsdict", message: "100% sure\r\nnext: a, b %0A")
    #expect(
      report.githubAnnotations(relativeTo: "/repo")
        == "::warning file=App%2C Inc/50%25%3Ax/pl.lproj/L.stringsdict,line=9,col=3,title=missing-categories"
        + "::100%25 sure%0D%0Anext: a, b %250A\n")
  }

  @Test(
    "any path and message read back as printable text (line breaks kept in the message), on one line",
    arguments: 0..<200)
  func roundTrip(_ seed: Int) throws {
    var generator = SeededGenerator(state: TestSeed.value &+ UInt64(seed))
    let alphabet: [Character] = [
      "%", "\r", "\n", ":", ",", "=", " ", "a", "0", "é", "/", "2", "5", "A", "D", "C",
    ]
    func randomText() -> String {
      String(
        (0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)!
        })
    }
    let file = "/" + randomText()
    let message = randomText()
    let output = Self.report(file: file, message: message).githubAnnotations()
    #expect(output.filter { $0 == "\n" || $0 == "\r" || $0 == "\r\n" } == "\n", "\(output.debugDescription)")
    let parsed = try #require(Self.parse(output.dropLast()), "\(output.debugDescription)")
    #expect(parsed.command == "warning")
    // The path as it is, read back by the runner, but a bare CR written visibly (a name a pull
    // request chose): line feeds and CRLF reach the runner as %0A and %0D.
    #expect(
      parsed.properties["file"] == PrintableText.escaped(file, keeping: [.lineFeeds, .commands]),
      "\(output.debugDescription)")
    // A Character "\r" is a bare CR: CRLF is the one Character "\r\n".
    if !file.contains(Character("\r")) {
      #expect(parsed.properties["file"] == file, "\(output.debugDescription)")
    }
    #expect(parsed.properties["line"] == "9" && parsed.properties["col"] == "3")
    // The message with its line breaks (LF, CRLF) and what else is printable: a bare CR escaped.
    #expect(
      parsed.message == PrintableText.escaped(message, keeping: .lineFeeds), "\(output.debugDescription)")
  }

  @Test("errors, warnings and notes become error, warning and notice; unreadable paths are errors")
  func severities() throws {
    var report = try lintReport([
      "pl.lproj/Localizable.stringsdict": plist(
        entry("a", format: "%#@n@", variable("n", [("one", "%d plik")]))
          + entry("b", format: "%#@n@", variable("n", [("one", "%d plik"), ("other", "%d pliki")]))),
      "Cat.xcstrings": catalog(
        #""k":{"localizations":{"en":\#(unit("k")),"de":\#(unit("k", state: "new"))}}"#),
    ])
    report.unreadablePaths = ["/nonexistent"]
    let lines = report.githubAnnotations().split(separator: "\n")
    let commands = lines.compactMap { Self.parse($0) }
    #expect(commands.count == lines.count)
    for (diagnostic, command) in zip(report.diagnostics, commands) {
      let expected = ["error": "error", "warning": "warning", "note": "notice"][diagnostic.severity.rawValue]
      #expect(command.command == expected)
      #expect(command.properties["title"] == diagnostic.code.rawValue)
      #expect(command.properties["line"] == String(diagnostic.location.line))
      #expect(command.message == diagnostic.message)
    }
    #expect(Set(commands.map(\.command)) == ["error", "warning", "notice"])
    #expect(lines.last == "::error title=unreadable path::cannot read /nonexistent")
  }

  @Test("a folder named with a line break or a tab is named as it is; other controls escaped, on one line")
  func controlsInPaths() throws {
    for (path, read) in [
      ("/repo/a\nb/pl.lproj/L.strings", "a\nb/pl.lproj/L.strings"),
      ("/repo/a\r\n::b\tc/L.strings", "a\r\n::b\tc/L.strings"),
      ("/repo/a\rb\u{1B}[2J\u{202E}/L.strings", "a\\rb\\u{1B}[2J\\u{202E}/L.strings"),
      ("/repo/x ##[error]y/L.strings", "x ##\\u{5B}error]y/L.strings"),
    ] {
      let output = Self.report(file: path, message: "m").githubAnnotations(relativeTo: "/repo")
      #expect(
        output.filter { $0 == "\n" || $0 == "\r" || $0 == "\r\n" } == "\n", "\(output.debugDescription)")
      #expect(!output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
      let parsed = try #require(Self.parse(output.dropLast()), "\(output.debugDescription)")
      #expect(parsed.properties["file"] == read, "\(output.debugDescription)")
    }
  }

  @Test("paths below the working directory are relative; './' is dropped; others stay as given")
  func paths() {
    func file(_ path: String, _ directory: String?) -> String? {
      Self.parse(Self.report(file: path, message: "m").githubAnnotations(relativeTo: directory).dropLast())?
        .properties["file"]
    }
    #expect(file("/work/app/pl.lproj/L.strings", "/work/app") == "pl.lproj/L.strings")
    #expect(file("/work/app/pl.lproj/L.strings", "/work/app/") == "pl.lproj/L.strings")
    #expect(file("/work/application/L.strings", "/work/app") == "/work/application/L.strings")
    #expect(file("./pl.lproj/L.strings", "/work/app") == "pl.lproj/L.strings")
    #expect(file("../other/L.strings", "/work/app") == "../other/L.strings")
    #expect(file("/work/app/L.strings", nil) == "/work/app/L.strings")
  }
}
