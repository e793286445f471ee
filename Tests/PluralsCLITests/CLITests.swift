import Foundation
import Testing

/// The built `plurals` executable (it sits beside the test bundle).
let pluralsExecutable: String = {
  let buildDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  let executable = buildDirectory.appendingPathComponent("plurals")
  if FileManager.default.fileExists(atPath: executable.path) { return executable.path }
  // Under some runners arguments[0] is inside the .xctest bundle.
  return buildDirectory.deletingLastPathComponent().appendingPathComponent("plurals").path
}()

/// Runs the built `plurals` executable.
/// `directory` is the working directory (the test's own when nil); `environment`, variables set or
/// replaced in the child's environment (this process's is never changed).
func runPlurals(
  _ arguments: [String], input: String? = nil, directory: String? = nil, environment: [String: String] = [:]
) throws -> (status: Int32, output: String, error: String) {
  try runProcess(pluralsExecutable, arguments, input: input, directory: directory, environment: environment)
}

/// Runs `executable` with `arguments`, `input` on its standard input, in `directory`, with
/// `environment` over this process's.
func runProcess(
  _ executable: String, _ arguments: [String], input: String? = nil, directory: String? = nil,
  environment: [String: String] = [:]
) throws -> (status: Int32, output: String, error: String) {
  let executable = URL(fileURLWithPath: executable)
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  if !environment.isEmpty {
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  }
  if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
  let output = Pipe()
  let error = Pipe()
  let stdin = Pipe()
  process.standardOutput = output
  process.standardError = error
  process.standardInput = stdin
  try process.run()
  if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
  try stdin.fileHandleForWriting.close()
  let out = output.fileHandleForReading.readDataToEndOfFile()
  let err = error.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self)
  )
}

@Suite("plurals command line")
struct CLITests {
  @Test("classify prints one category per line")
  func classify() throws {
    let result = try runPlurals(["classify", "--locale", "ru", "1", "2", "5", "1.50", "1.2c6"])
    #expect(result.status == 0)
    #expect(result.output == "one\nfew\nmany\nother\nmany\n")
  }

  @Test("negative numbers after -- and ordinal rules")
  func negativeAndOrdinal() throws {
    #expect(try runPlurals(["classify", "--locale", "en", "--", "-1", "-2"]).output == "one\nother\n")
    #expect(
      try runPlurals(["classify", "--locale", "en", "--ordinal", "1", "2", "3", "4", "11"]).output
        == "one\ntwo\nfew\nother\nother\n")
  }

  @Test("5,000 numbers on the command line, in order; a -- after the first is a number")
  func manyNumbers() throws {
    let numbers = (0..<5_000).map(String.init)
    let result = try runPlurals(["classify", "--locale", "pl"] + numbers)
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 5_000)
    #expect(lines[1] == "one" && lines[2] == "few" && lines[5] == "many" && lines[4_999] == "many")
    let dashes = try runPlurals(["classify", "--locale", "en", "--", "-1", "--"])
    #expect(dashes.status == 1 && dashes.output == "one\n" && dashes.error.contains("'--'"), "\(dashes)")
  }

  @Test("numbers come from standard input when none are given")
  func standardInput() throws {
    let numbers = (0..<5000).map(String.init)
    let result = try runPlurals(
      ["classify", "--locale", "pl"], input: numbers.joined(separator: "\n") + "\n\n")
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 5000)
    #expect(lines[1] == "one" && lines[2] == "few" && lines[5] == "many" && lines[22] == "few")
  }

  @Test("a bad numeral names it and exits non-zero")
  func badNumeral() throws {
    let result = try runPlurals(["classify", "--locale", "en", "1", "1.2.3", "2"])
    #expect(result.status == 1)
    #expect(result.output == "one\n")
    #expect(result.error.contains("invalid numeral '1.2.3'"))
    let piped = try runPlurals(["classify", "--locale", "en"], input: "1\nabc\n")
    #expect(piped.status == 1)
    #expect(piped.error.contains("<stdin>:2: invalid numeral 'abc'"))
  }

  @Test("rules shows the resolved locale, categories, conditions and samples")
  func rules() throws {
    let result = try runPlurals(["rules", "--locale", "pt-AO"])
    #expect(result.status == 0)
    #expect(result.output.contains("locale:     pt_PT for 'pt-AO'"))
    #expect(result.output.contains("categories: one, many, other"))
    #expect(result.output.contains("one:   i = 1 and v = 0"))
    #expect(result.output.contains("@integer 1"))
    let unknown = try runPlurals(["rules", "--locale", "xx"])
    #expect(unknown.output.contains("locale:     root (fallback)"))
    #expect(unknown.error.contains("no plural rules for 'xx'; using root"), "\(unknown.error)")
  }

  @Test(
    "a locale given as a language's English name, or near one, gets the tag it likely means",
    arguments: [
      (["rules", "--locale", "english"], "no plural rules for 'english' (did you mean 'en'?); using root"),
      (
        ["classify", "--locale", "Polsih", "1"],
        "no plural rules for 'Polsih' (did you mean 'pl'?); using root"
      ),
      (
        ["format", "--locale", "germn", "{file}", "k"],
        "'germn' is no language (did you mean 'de'?); using root's"
      ),
    ])
  func localeSuggestion(arguments: [String], message: String) throws {
    let file = NSTemporaryDirectory() + "locale-suggestion-\(UUID().uuidString).strings"
    try "\"k\" = \"v\";\n".write(toFile: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let result = try runPlurals(arguments.map { $0 == "{file}" ? file : $0 })
    #expect(result.error.contains(message), "\(result.error)")
  }

  @Test("demo classifies in several languages")
  func demo() throws {
    let result = try runPlurals(["demo"])
    #expect(result.status == 0)
    let russian = try #require(result.output.split(separator: "\n").first { $0.hasPrefix("Russian") })
    #expect(russian.split(separator: " ").dropFirst().prefix(5) == ["many", "one", "few", "few", "many"])
    #expect(result.output.contains("Welsh"))
  }
}

/// A catalog from ../shared/corpus (the test is skipped when it is absent).
let catalogPath = packageRoot + "/../shared/corpus/coteditor_CotEditor/Document.xcstrings"

/// Whether the corpus tests run: when the corpus is there, or when PLURALS_REQUIRE_SHARED is set
/// (.ci/run sets it), so that a missing corpus fails them.
let corpusTestsRun =
  FileManager.default.fileExists(atPath: catalogPath)
  || ProcessInfo.processInfo.environment["PLURALS_REQUIRE_SHARED"] != nil

@Suite("plurals format")
struct FormatCommandTests {
  static let demo = packageRoot + "/Sources/PluralsCLI/Demo"

  @Test("formats with the language of the .lproj folder, or the one given")
  func format() throws {
    let polish = Self.demo + "/pl.lproj/Localizable.stringsdict"
    #expect(try runPlurals(["format", polish, "files", "5"]).output == "5 plików\n")
    #expect(
      try runPlurals(["format", polish, "files in folders", "22", "1"]).output == "22 pliki w 1 folderze\n")
    #expect(try runPlurals(["format", "--language", "en", polish, "files", "5"]).output == "5 pliku\n")
    #expect(try runPlurals(["format", "--locale", "ru", polish, "files", "5"]).output == "5 plików\n")
  }

  @Test("a .strings file in UTF-16 formats like any other table; catalogs say which language served")
  func fileKinds() throws {
    let root = NSTemporaryDirectory() + "format-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/de.lproj", withIntermediateDirectories: true)
    let strings = Data([0xFF, 0xFE]) + "\"%d files\" = \"%d Dateien\";".data(using: .utf16LittleEndian)!
    try strings.write(to: URL(fileURLWithPath: root + "/de.lproj/S.strings"))
    #expect(
      try runPlurals(["format", root + "/de.lproj/S.strings", "%d files", "3"]).output == "3 Dateien\n")
    let catalog = #"""
      {"sourceLanguage": "en", "strings": {"%lld replies": {"localizations": {"en": {"variations": {"plural": {
        "one": {"stringUnit": {"state": "translated", "value": "%lld reply"}},
        "other": {"stringUnit": {"state": "translated", "value": "%lld replies"}}}}}}}}}
      """#
    try catalog.write(toFile: root + "/C.xcstrings", atomically: true, encoding: .utf8)
    let russian = try runPlurals(["format", "--language", "ru", root + "/C.xcstrings", "%lld replies", "21"])
    #expect(russian.output == "21 replies\n")
    #expect(russian.error.contains("note: the catalog has no ru; served en [language-fallback]"))
  }

  @Test("--locale localizes numbers, --language does not")
  func localizedNumbers() throws {
    let english = Self.demo + "/en.lproj/Localizable.stringsdict"
    #expect(
      try runPlurals(["format", "--locale", "fr", "--", english, "files", "1234567"]).output
        == "1\u{202F}234\u{202F}567 files\n")
    #expect(
      try runPlurals(["format", "--language", "fr", "--", english, "files", "1234567"]).output
        == "1234567 files\n")
    let arabic = Self.demo + "/ar.lproj/Localizable.stringsdict"
    #expect(
      try runPlurals(["format", "--locale", "ar-EG", arabic, "files", "1234567"]).output == "١٬٢٣٤٬٥٦٧ ملفًا\n"
    )
  }

  @Test("options first, -- before negative numbers, integers of any size")
  func arguments() throws {
    let russian = Self.demo + "/ru.lproj/Localizable.stringsdict"
    #expect(
      try runPlurals(["format", "--language", "ru", "--", russian, "files", "-21"]).output == "-21 файл\n")
    #expect(
      try runPlurals(["format", russian, "files", "100000000000000000021"]).output
        == "100000000000000000021 файл\n")
  }

  @Test("after the first --, every argument is a value, -- included")
  func terminator() throws {
    let root = NSTemporaryDirectory() + "format-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    let strings = root + "/S.strings"
    try #""k" = "[%@][%@]";"#.write(toFile: strings, atomically: true, encoding: .utf8)
    #expect(try runPlurals(["format", strings, "k", "--", "--", "-x"]).output == "[--][-x]\n")
    #expect(try runPlurals(["format", "--", strings, "k", "--", "a"]).output == "[--][a]\n")
    #expect(try runPlurals(["format", strings, "k", "a", "--", "--"]).output == "[a][--]\n")
    // Options anywhere before it, runs of values between them.
    #expect(
      try runPlurals(["format", strings, "k", "a", "b", "c", "--language", "fr", "d"]).output == "[a][b]\n")
  }

  @Test("5,000 arguments are read in order, as a few are")
  func manyArguments() throws {
    let english = Self.demo + "/en.lproj/Localizable.stringsdict"
    let numbers = (1...5_000).map(String.init)
    // "files in folders" reads two numbers; the rest are left unread, as String(format:) leaves them.
    let result = try runPlurals(["format", english, "files in folders", "1"] + numbers)
    #expect(result.status == 0 && result.output == "1 file in 1 folder\n", "\(result.error)")
    let last = try runPlurals(
      ["format", "--bundle", Self.demo, "--language", "en", "files"] + numbers.reversed())
    #expect(last.output == "5000 files\n")
  }

  @Test("errors go to stderr with a non-zero exit")
  func errors() throws {
    let english = Self.demo + "/en.lproj/Localizable.stringsdict"
    let notANumber = try runPlurals(["format", english, "files", "many"])
    #expect(notANumber.status == 1)
    #expect(
      notANumber.error.contains("Localizable.stringsdict:8:") && notANumber.error.contains("not a number"))
    let missing = try runPlurals(["format", english, "files in folders", "3"])
    #expect(missing.status == 1 && missing.error.contains("argument 2 is missing"))
    let unknown = try runPlurals(["format", english, "nope"])
    #expect(unknown.status == 1 && unknown.error.contains("no entry 'nope'"))
    let absent = try runPlurals(["format", "/nonexistent/x.stringsdict", "k"])
    #expect(
      absent.status == 1
        && absent.error.contains("/nonexistent/x.stringsdict:1:1: error: cannot read the file"))
  }

  @Test("--bundle looks the key up with a list of preferred languages")
  func bundle() throws {
    let preferred = try runPlurals(["format", "--bundle", Self.demo, "--language", "pt-BR,ru", "files", "5"])
    #expect(preferred.output == "5 файлов\n")
    let welsh = try runPlurals([
      "format", "--bundle", Self.demo, "--language", "cy", "files in folders", "2", "3",
    ])
    #expect(welsh.output == "2 ffeil mewn 3 ffolder\n")
    let missing = try runPlurals(["format", "--bundle", "/nonexistent", "files", "1"])
    #expect(missing.status == 1 && missing.error.contains("cannot open the directory"))
  }

  @Test(
    "--bundle without --language: the user's languages from the environment, as POSIX reads them",
    arguments: [
      (["LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "pl_PL.UTF-8"], "5 plików"),
      (["LANGUAGE": "ru:pl", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "en_US.UTF-8"], "5 файлов"),
      (["LANGUAGE": "", "LC_ALL": "ar_EG.UTF-8@arabic", "LC_MESSAGES": "", "LANG": "pl_PL"], "5 ملفات"),
      // The C locale: LANGUAGE is ignored, the development language serves.
      (["LANGUAGE": "ru", "LC_ALL": "C", "LC_MESSAGES": "", "LANG": "pl_PL"], "5 files"),
    ] as [([String: String], String)])
  func userLanguages(environment: [String: String], expected: String) throws {
    let result = try runPlurals(["format", "--bundle", Self.demo, "files", "5"], environment: environment)
    #expect(result.status == 0 && result.output == expected + "\n", "\(result.error)")
  }

  @Test(
    ".xcstrings files format with the language given",
    .enabled(if: corpusTestsRun, "../shared/corpus is absent (PLURALS_REQUIRE_SHARED=1 makes this a failure)")
  )
  func catalog() throws {
    let result = try runPlurals([
      "format", catalogPath, "Found %lld incompatible characters.", "--language", "cs", "3",
    ])
    #expect(result.output == "Nalezeny 3 nekompatibilní znaky.\n")
    let unknown = try runPlurals(["format", catalogPath, "nope", "--language", "cs"])
    #expect(unknown.status == 1 && unknown.error.contains("no entry 'nope'"))
  }

  @Test("--accept-language negotiates as a server does; negotiate shows the result")
  func acceptLanguage() throws {
    let header = "de-DE,de;q=0.9,pl;q=0.5,fr;q=0"
    let polish = try runPlurals(["format", "--bundle", Self.demo, "--accept-language", header, "files", "5"])
    #expect(polish.output == "5 plików\n")
    let arabic = try runPlurals([
      "format", "--bundle", Self.demo, "--accept-language", "ar-EG", "--localized-numbers", "files", "12",
    ])
    // Numbers follow the request (ar-EG: Arabic-Indic digits), not the folder serving it (ar: Latin since CLDR 48).
    #expect(arabic.status == 0 && arabic.output.hasPrefix("١٢ "))
    let negotiated = try runPlurals(["negotiate", "--bundle", Self.demo, header])
    #expect(negotiated.status == 0)
    #expect(
      negotiated.output == """
        requested:    de-DE;q=1.0, de;q=0.9, pl;q=0.5
        excluded:     fr
        localization: pl
        language:     pl
        plural rules: pl
        numbers:      pl
        search order: pl, en

        """)
  }

  @Test(
    "a key the served localization lacks: the next language's text, or the key with --return-missing-keys")
  func missingKey() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plurals-cli-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let english = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>n_messages</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@m@</string>
      <key>m</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>%d message</string><key>other</key><string>%d messages</string></dict>
      </dict></dict></plist>
      """
    let files = [
      "en.lproj/Localizable.stringsdict": english,
      "ar.lproj/Localizable.stringsdict": #"<plist version="1.0"><dict></dict></plist>"#,
      "ar.lproj/Localizable.strings": "\"Cancel\" = \"إلغاء\";\n",
    ]
    for (path, text) in files {
      let url = directory.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let arguments = [
      "format", "--bundle", directory.path, "--accept-language", "ar, en", "--localized-numbers",
    ]
    let fallback = try runPlurals(arguments + ["n_messages", "1234"])
    #expect(fallback.status == 0)
    // English text, English plural rules (`other`, not Arabic's `many`) and English numbers.
    #expect(fallback.output == "1,234 messages\n")
    #expect(fallback.error.contains("language-fallback") && fallback.error.contains("used en's"))
    let key = try runPlurals(arguments + ["--return-missing-keys", "n_messages", "1234"])
    #expect(key.status == 0 && key.output == "n_messages\n" && key.error.isEmpty)
    let arabic = try runPlurals(arguments + ["Cancel"])
    #expect(arabic.output == "إلغاء\n" && arabic.error.isEmpty)
  }

  @Test("demo formats the example in six languages")
  func demo() throws {
    let output = try runPlurals(["demo"]).output
    #expect(output.contains("Polish    0 plików w 1 folderze · 1 plik w 1 folderze · 2 pliki w 3 folderach"))
    #expect(output.contains("Arabic    لا ملفات في مجلد واحد"))
    for language in ["English", "Russian", "Japanese", "Welsh"] {
      #expect(output.contains("\n\(language)"))
    }
  }
}
