import Foundation
import Testing

@Suite("plurals lint command")
struct LintCommandTests {
  @Test("exit status: 0 clean, 1 errors or --werror warnings, 2 unreadable path")
  func exitStatus() throws {
    let demo = FormatCommandTests.demo
    let clean = try runPlurals(["lint", demo + "/en.lproj"])
    #expect(clean.status == 0)
    #expect(clean.output.hasSuffix("0 errors, 0 warnings, 0 notes in 1 file\n"))
    let warnings = try runPlurals(["lint", demo])
    #expect(warnings.status == 0)
    let strict = try runPlurals(["lint", "--werror", demo])
    #expect(strict.status == (warnings.output.contains(": warning:") ? 1 : 0))
    let missing = try runPlurals(["lint", "/nonexistent/path"])
    #expect(missing.status == 2 && missing.error.contains("cannot read /nonexistent/path"))
  }

  @Test("a file format refuses for its expansions fails lint too (status 1, too-many-expansions)")
  func expansionsRefused() throws {
    let folder = NSTemporaryDirectory() + "lint-expansions-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/en.lproj", withIntermediateDirectories: true)
    // Sixteen variables, each variant naming the next twice: 65,535 expansions.
    let variables = (1...16).map { level in
      let next = level == 16 ? "%d" : "%1$#@v\(level + 1)@ %1$#@v\(level + 1)@"
      return
        "<key>v\(level)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        + "<key>NSStringFormatValueTypeKey</key><string>d</string>"
        + "<key>one</key><string>\(next)</string><key>other</key><string>\(next)</string></dict>"
    }
    let path = folder + "/en.lproj/L.stringsdict"
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>k</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>%1$#@v1@</string>\(variables.joined())
    </dict></dict></plist>
    """.write(toFile: path, atomically: true, encoding: .utf8)
    let format = try runPlurals(["format", path, "k", "1"])
    #expect(format.status == 1 && format.error.contains("expands more than 10000 variables"), "\(format)")
    let lint = try runPlurals(["lint", folder])
    #expect(lint.status == 1, "\(lint)")
    #expect(
      lint.output.contains("can expand up to 65535 variables")
        && lint.output.contains("[too-many-expansions]"))
  }

  @Test("--werror: warnings alone give status 0, and 1 with --werror, in every format")
  func warningsAsErrors() throws {
    let folder = NSTemporaryDirectory() + "lint-werror-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/pl.lproj", withIntermediateDirectories: true)
    // Polish without 'many': a missing-categories warning, no error.
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
    <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d plik</string>
    <key>few</key><string>%d pliki</string><key>other</key><string>%d pliku</string></dict></dict>
    </dict></plist>
    """.write(toFile: folder + "/pl.lproj/Localizable.stringsdict", atomically: true, encoding: .utf8)
    for format in ["text", "github", "sarif", "json"] {
      let lenient = try runPlurals(["lint", "--format", format, folder])
      #expect(lenient.status == 0, "\(format)")
      #expect(lenient.output.contains("missing-categories"), "\(format)")
      let strict = try runPlurals(["lint", "--werror", "--format", format, folder])
      #expect(strict.status == 1, "\(format) --werror")
    }
  }

  @Test("--format github and --format sarif report what --format text reports, with the same exit status")
  func ciFormats() throws {
    let demo = NSTemporaryDirectory() + "lint-cli-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: demo) }
    try FileManager.default.createDirectory(atPath: demo + "/pl.lproj", withIntermediateDirectories: true)
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
    <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d plik</string></dict></dict>
    </dict></plist>
    """.write(toFile: demo + "/pl.lproj/Localizable.stringsdict", atomically: true, encoding: .utf8)
    let text = try runPlurals(["lint", "--werror", demo])
    let diagnostics = text.output.split(separator: "\n").filter { !$0.hasPrefix("  ") }.dropLast()
    #expect(text.status == 1 && diagnostics.count >= 2)
    let github = try runPlurals(["lint", "--werror", "--format", "github", demo])
    #expect(github.status == text.status)
    let commands = github.output.split(separator: "\n").filter { $0.hasPrefix("::") }
    #expect(commands.count == diagnostics.count)
    #expect(github.output.hasSuffix(String(text.output.split(separator: "\n").last ?? "") + "\n"))
    let sarif = try runPlurals(["lint", "--werror", "--format", "sarif", demo])
    #expect(sarif.status == text.status)
    let log = try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any]
    let run = (log?["runs"] as? [[String: Any]])?.first
    #expect((run?["results"] as? [Any])?.count == diagnostics.count)
    let missing = try runPlurals(["lint", "--format", "github", "/nonexistent/path"])
    #expect(missing.status == 2)
    #expect(
      missing.output.hasPrefix(
        "::error title=unreadable path::cannot read /nonexistent/path: no such file or folder, or it cannot be read\n"
      ))
  }

  @Test(
    "errors in the corpus give status 1; --format json is machine-readable",
    .enabled(if: corpusTestsRun, "../shared/corpus is absent (PLURALS_REQUIRE_SHARED=1 makes this a failure)")
  )
  func corpus() throws {
    let folder = (catalogPath as NSString).deletingLastPathComponent + "/../liamnichols_xcstrings-tool"
    let text = try runPlurals(["lint", folder])
    #expect(text.status == 1)
    #expect(
      text.output.contains(
        "error: 'Key' (en) uses argument 3 but never argument 1; number the arguments without gaps [argument-skipped]"
      ))
    let json = try runPlurals(["lint", "--format", "json", folder])
    let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
    let summary = object?["summary"] as? [String: Int]
    #expect((summary?["errors"] ?? 0) >= 2)
    #expect(((object?["diagnostics"] as? [[String: Any]])?.first?["code"] as? String) != nil)
  }
}
