import AccessorCodeGen
import Testing

/// The generated file's `// Regenerate with:` line: no absolute path, wherever the files are.
@Suite("The command in a generated file's header")
struct RegenerationCommandTests {
  @Test(
    "an absolute path is made relative to the working directory, inside it or not",
    arguments: [
      ("/work/App/Sources/L10n.swift", "/work/App", "Sources/L10n.swift"),
      ("/work/App", "/work/App", "."),
      ("/work/App/", "/work/App/", "."),
      ("/tmp/L10n.swift", "/work/App", "../../tmp/L10n.swift"),
      ("/work/Apple/L10n.swift", "/work/App", "../Apple/L10n.swift"),
      ("/work/./App/x.swift", "/work/App", "x.swift"),
      ("/a/b", "/", "a/b"),
    ])
  func relative(path: String, directory: String, expected: String) {
    #expect(RegenerationCommand.relative(path, to: directory) == expected)
  }

  @Test("every absolute path of a command line, an option's `=` value too; words quoted as a shell needs")
  func commandLine() {
    let text = RegenerationCommand.text(
      [
        "plurals", "generate-accessors", "/work/App/Resources", "-o", "/work/App/Sources/L10n.swift",
        "--config=/work/App/a.yml", "--name", "My Strings", "Relative/Path", "--resource-folder", "it's",
      ], workingDirectory: "/work/App")
    #expect(
      text
        == "plurals generate-accessors Resources -o Sources/L10n.swift --config=a.yml --name 'My Strings' "
        + "Relative/Path --resource-folder 'it'\\''s'")
    #expect(!text.contains("/work"))
  }
}
