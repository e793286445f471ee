@testable import AccessorCodeGen
import Foundation
import Testing

/// `names: nested` (`--names nested`): an enum per dotted part of a key, the last part the member.
@Suite("generate-accessors: nested names")
struct NestedNamesTests {
  /// The checkout's root (this file is `Tests/AccessorCodeGenTests/NestedNamesTests.swift`).
  static let root: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
  }()

  /// `Tests/AccessorFixtures/Dotted`: dotted keys in a `.strings` file, a plural one in a
  /// `.stringsdict`, and the table `Shelves`; `Dotted-flat.swift.txt` beside it is what the
  /// generator wrote for it before nested names existed (as `Demo-flat.swift.txt` for the demo).
  static let fixture = "Tests/AccessorFixtures/Dotted"

  static func generate(_ path: String, _ configure: (inout AccessorOptions) -> Void = { _ in }) throws
    -> String
  {
    var options = AccessorOptions(command: "")
    configure(&options)
    let generated = try AccessorGenerator.generate(paths: [root + "/" + path], options: options)
    #expect(generated.warnings.isEmpty, "\(generated.warnings)")
    return generated.source
  }

  static func nested() throws -> String {
    try generate(fixture) { $0.naming = .nested }
  }

  @Test("a plural and a plain key: an enum per part before the last, the member named by the last")
  func rendered() throws {
    let source = try Self.nested()
    #expect(
      source.contains(
        """

          /// The keys `files.…`.
          internal enum Files {

            /// en: `%#@files@`
            /// - `files`: one `%d file remaining`, other `%d files remaining`
            internal static func remaining(_ files: Int) -> String {
              L10n.binding.localizer.string("files.remaining", files)
            }
          }
        """), "\(source)")
    #expect(
      source.contains(
        """

          /// The keys `settings.…`, `Settings.…`.
          internal enum Settings {

            /// The settings screen's title.
            ///
            /// en: `Settings`
            internal static var title: String {
              L10n.binding.localizer.localizedString(forKey: "settings.title")
            }

            /// en: `Hello, %@!`
            internal static func greeting(_ arg1: String) -> String {
              L10n.binding.localizer.string("settings.greeting", arg1)
            }

            /// en: `Settings!`
            internal static var title2: String {
              L10n.binding.localizer.localizedString(forKey: "Settings.title")
            }

            /// The keys `settings.account.…`.
            internal enum Account {

              /// en: `Delete account`
              internal static var delete: String {
                L10n.binding.localizer.localizedString(forKey: "settings.account.delete")
              }
            }
          }
        """), "\(source)")
    // Another table's keys nest inside its enum, and pass the table.
    #expect(
      source.contains(
        """
          /// The keys of the table Shelves.
          internal enum Shelves {

            /// The keys `shelf.…`.
            internal enum Shelf {

              /// en: one `%lld shelf`, other `%lld shelves`
              internal static func count(_ arg1: Int) -> String {
                L10n.binding.localizer.string("shelf.count", arg1, table: "Shelves")
              }

              /// en: `No shelves`
              internal static var empty: String {
                L10n.binding.localizer.localizedString(forKey: "shelf.empty", table: "Shelves")
              }
            }
          }
        """), "\(source)")
    #expect(!source.contains("settingsTitle") && !source.contains("filesRemaining"))
  }

  @Test(
    "parts that give one name: numbered as flat names are; an enum never takes a name the code uses",
    arguments: [
      // A member and an enum of one name in one scope: the later one is numbered.
      ("internal static var _2fa: String {", "2fa"),
      ("internal enum _2fa2 {", "2fa.code"),
      // `String`, the generated type's name and a table's enum stay what they are.
      ("internal enum String2 {", "string.title"),
      ("internal enum L10n2 {", "l10n.name"),
      ("internal enum Shelves2 {", "shelves.title"),
    ])
  func collisions(declaration: String, key: String) throws {
    let source = try Self.nested()
    let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let index = try #require(lines.firstIndex(of: declaration), "\(source)")
    // The enum's documentation names the key's prefix; a member's body calls the key.
    let near = lines[max(0, index - 1)...min(lines.count - 1, index + 4)].joined(separator: "\n")
    let prefix = key.split(separator: ".").dropLast().joined(separator: ".")
    #expect(
      near.contains(prefix.isEmpty ? "\"\(key)\"" : "`\(prefix).…`") && near.contains("\"\(key)\""),
      "\(near)")
  }

  @Test("deeper down too, an enum never takes the generated type's name or a type the code uses")
  func reservedDeeper() throws {
    let source = try Files([
      "en.lproj/Localizable.strings":
        "\"settings.int.max\" = \"Max\";\n\"settings.strings.name\" = \"Name\";\n"
    ]).generate {
      $0.naming = .nested
      $0.typeName = "Strings"
    }
    #expect(
      source.contains(
        "\n    internal enum Int2 {\n\n      /// en: `Max`\n      internal static var max: String {"))
    #expect(
      source.contains(
        "\n    internal enum Strings2 {\n\n      /// en: `Name`\n      internal static var name: String {"))
    #expect(source.contains("Strings.binding.localizer.localizedString(forKey: \"settings.strings.name\")"))
  }

  @Test(
    "a key with an empty part, a part without letters or digits, or a %, keeps its flat name",
    arguments: [
      ("menu..open", "menuOpen"), (".hidden", "hidden"), ("done.", "done"), ("Loading...", "loading"),
      ("%d.items", "items"), ("- .title", "title"),
    ])
  func flatKeys(key: String, name: String) throws {
    let source = try Self.nested()
    #expect(NestedNames.path(of: key) == nil)
    #expect(SwiftIdentifier.member(for: key) == name)
    // On the generated type itself, not in an enum.
    let parameters = key.hasPrefix("%") ? "(_ arg1: Int) -> String {" : ": String {"
    let declaration = key.hasPrefix("%") ? "  internal static func \(name)" : "  internal static var \(name)"
    #expect(source.contains("\n\(declaration)\(parameters)\n    L10n.binding"), "\(source)")
  }

  @Test("the parts of a key: each named as a table or a member is named")
  func paths() throws {
    let path = try #require(NestedNames.path(of: "user-profile.Account settings.delete_all"))
    #expect(path.parts.map(\.name) == ["UserProfile", "AccountSettings"])
    #expect(path.parts.map(\.prefix) == ["user-profile.", "user-profile.Account settings."])
    #expect(path.member == "deleteAll")
    #expect(NestedNames.path(of: "self.init")?.parts.map(\.name) == ["Self_"])
    #expect(NestedNames.path(of: "self.init")?.member == "init_")
    #expect(NestedNames.path(of: "title") == nil)
  }

  @Test(
    "flat names stay the default: byte for byte what the generator wrote before nested names",
    arguments: [("Dotted", "Tests/AccessorFixtures/Dotted"), ("Demo", "Sources/PluralsCLI/Demo")])
  func flatDefault(name: String, path: String) throws {
    let expected = try String(
      contentsOfFile: Self.root + "/Tests/AccessorFixtures/\(name)-flat.swift.txt", encoding: .utf8)
    // The header's command, as the file was written (`plurals generate-accessors PATH -o FILE`).
    let command = try #require(
      expected.split(separator: "\n").first { $0.hasPrefix("// Regenerate with: ") }?
        .dropFirst("// Regenerate with: ".count))
    let flat = try Self.generate(path) { $0.command = String(command) }
    #expect(flat == expected)
    #expect(
      flat
        == (try Self.generate(path) {
          $0.command = String(command); $0.naming = .flat
        }))
    // The demo has no dotted key: nested names change nothing there.
    let nested = try Self.generate(path) {
      $0.command = String(command)
      $0.naming = .nested
    }
    #expect((nested == expected) == (name == "Demo"))
  }

  @Test("the Swift compiler type-checks the nested accessors against the built Localization module")
  func compiled() throws {
    let source = try Self.nested()
    let directory = NSTemporaryDirectory() + "accessor-nested-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try source.write(toFile: directory + "/L10n.swift", atomically: true, encoding: .utf8)
    // Each accessor called by its nested name, with its argument's type.
    let calls = """
      let texts: [String] = [
        L10n.Settings.title, L10n.Settings.title2, L10n.Settings.greeting("Ann"), L10n.Settings.Account.delete,
        L10n.Files.remaining(3), L10n._2fa, L10n._2fa2.code, L10n.String2.title, L10n.L10n2.name,
        L10n.Shelves2.title, L10n.Shelves.Shelf.count(2), L10n.Shelves.Shelf.empty,
        L10n.menuOpen, L10n.hidden, L10n.done, L10n.loading, L10n.items(4), L10n.title,
      ]
      print(texts.count)

      """
    try calls.write(toFile: directory + "/main.swift", atomically: true, encoding: .utf8)
    let modules = try #require(Self.builtModules(), "no built Localization module beside the test bundle")
    // The C modules the runtime's modules import: CExpat's map in the sources, the others' in the build.
    let build =
      URL(fileURLWithPath: modules).lastPathComponent == "Modules"
      ? URL(fileURLWithPath: modules).deletingLastPathComponent().path : modules
    let maps = try FileManager.default.contentsOfDirectory(atPath: build).filter {
      $0.hasSuffix(".build") && !$0.hasSuffix("-tool.build")
        && FileManager.default.fileExists(atPath: build + "/" + $0 + "/module.modulemap")
    }.sorted().flatMap { ["-Xcc", "-fmodule-map-file=" + build + "/" + $0 + "/module.modulemap"] }
    let check = try LiteralTests.run(
      ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules, "-I", Self.root + "/Sources/CExpat"]
        + maps
        + [directory + "/L10n.swift", directory + "/main.swift"])
    #expect(check.status == 0, "swiftc -typecheck: \(check.output)\n\(source)")
  }

  /// The folder of the built modules (`Localization.swiftmodule`) of this test run.
  static func builtModules() -> String? {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<3 {
      for candidate in [directory.appendingPathComponent("Modules"), directory] {
        let module = candidate.appendingPathComponent("Localization.swiftmodule").path
        if FileManager.default.fileExists(atPath: module) { return candidate.path }
      }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }
}
