import LocalizedStrings
import LocalizationLint
import Testing

/// A `.stringsdict` in no `.lproj` folder, beside localized ones: its language is unknown,
/// and it would get the development language's plural rules without a word.
@Suite("A .stringsdict outside every .lproj folder")
struct StrayStringsdictTests {
  static let table = plist(entry("files", format: "%#@n@", good))

  @Test(
    "beside .lproj folders it is an unknown-localization warning at its first line, in a subfolder too",
    arguments: ["", "App/Resources/"])
  func stray(folder: String) throws {
    let path = folder + "Plurals.stringsdict"
    let report = try lintReport([
      path: Self.table, folder + "en.lproj/Localizable.stringsdict": Self.table,
      folder + "pl.lproj/Localizable.strings": "",
    ])
    let found = report.diagnostics.filter { $0.code == .unknownLocalization }
    #expect(found.count == 1, "\(report.diagnostics)")
    #expect(found.first?.location.file.hasSuffix("/" + path) == true)
    #expect(found.first?.location.line == 1 && found.first?.severity == .warning)
    #expect(found.first?.message.contains("with en's plural rules") == true, "\(found)")
  }

  @Test("alone, or a .strings file, or a file in an .lproj folder: nothing to say")
  func notStray() throws {
    for files in [
      ["Plurals.stringsdict": Self.table],
      ["Plurals.stringsdict": Self.table, "Other.stringsdict": Self.table],
      ["Loose.strings": "\"a\" = \"b\";\n", "en.lproj/Localizable.stringsdict": Self.table],
      ["Base.lproj/Localizable.stringsdict": Self.table, "en.lproj/Localizable.stringsdict": Self.table],
      // A folder of its own, beside the folder that holds the .lproj folders (a tool's sample).
      ["Samples/Plurals.stringsdict": Self.table, "App/en.lproj/Localizable.stringsdict": Self.table],
      ["Plurals.stringsdict": Self.table, "App/en.lproj/Localizable.stringsdict": Self.table],
    ] {
      let report = try lintReport(files)
      #expect(
        !report.diagnostics.contains { $0.code == .unknownLocalization },
        "\(files.keys): \(report.diagnostics)")
    }
  }
}
