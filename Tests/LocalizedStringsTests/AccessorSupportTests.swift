internal import InternalUtilities
import Foundation
@testable import LocalizedStrings
@testable import Localization
@testable import LocalizedStrings
import SourceFiles
import Testing

/// What generated accessors need from the runtime: the localizer binding, and the comments of keys.
@Suite("Accessor support: LocalizerBinding, .strings and catalog comments")
struct AccessorSupportTests {
  static func bundle() throws -> LocalizationBundle {
    try LocalizationBundle(files: [
      "en.lproj/Localizable.strings": Array(
        "\"%d file(s)\" = \"%d files\";\n\"Cancel\" = \"Cancel\";\n".utf8),
      "pl.lproj/Localizable.strings": Array(
        "\"%d file(s)\" = \"%d plików\";\n\"Cancel\" = \"Anuluj\";\n".utf8),
    ])
  }

  @Test("before anything is set, a key is its own format (Apple's behaviour for a missing key)")
  func unset() {
    let binding = LocalizerBinding()
    #expect(binding.localizer.string("%d file(s)", 3) == "3 file(s)")
    #expect(binding.localizer.localizedString(forKey: "Cancel") == "Cancel")
  }

  @Test("a default is made once, on first use, and yields to a set or scoped localizer")
  func defaultLocalizer() async throws {
    let bundle = try Self.bundle()
    let made = Locked(0)
    let binding = LocalizerBinding(default: {
      made.withLock { $0 += 1 }
      return bundle.localizer(languages: ["pl"])
    })
    #expect(made.withLock { $0 } == 0)
    // Many first uses at once: one default.
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<16 { group.addTask { _ = binding.localizer.localizedString(forKey: "Cancel") } }
    }
    #expect(made.withLock { $0 } == 1)
    #expect(binding.localizer.string("%d file(s)", 5) == "5 plików")
    binding.withLocalizer(bundle.localizer(languages: ["en"])) {
      #expect(binding.localizer.localizedString(forKey: "Cancel") == "Cancel")
    }
    binding.set(bundle.localizer(languages: ["en"]))
    #expect(binding.localizer.localizedString(forKey: "Cancel") == "Cancel")
    #expect(made.withLock { $0 } == 1)
    // A default that cannot be made (resources missing) is the unlocalized localizer, made once.
    let missing = Locked(0)
    let broken = LocalizerBinding(default: {
      missing.withLock { $0 += 1 }
      return nil
    })
    #expect(broken.localizer.string("%d file(s)", 3) == "3 file(s)")
    #expect(broken.localizer.localizedString(forKey: "Cancel") == "Cancel")
    #expect(missing.withLock { $0 } == 1)
  }

  @Test("set once for the process; a scope's localizer wins inside it and in its child tasks")
  func setAndScoped() async throws {
    let bundle = try Self.bundle()
    let binding = LocalizerBinding()
    binding.set(bundle.localizer(languages: ["en"]))
    #expect(binding.localizer.localizedString(forKey: "Cancel") == "Cancel")
    let polish = bundle.localizer(languages: ["pl"])
    binding.withLocalizer(polish) {
      #expect(binding.localizer.localizedString(forKey: "Cancel") == "Anuluj")
    }
    await binding.withLocalizer(polish) {
      async let child = binding.localizer.string("%d file(s)", 5)
      #expect(await child == "5 plików")
      #expect(await Task { binding.localizer.language }.value == "pl")
      #expect(await Task.detached { binding.localizer.language }.value == "en")
    }
    #expect(binding.localizer.language == "en")
    // Concurrent requests each see their own.
    let languages = try await withThrowingTaskGroup(of: String.self) { group in
      for language in ["en", "pl", "en", "pl"] {
        group.addTask {
          await binding.withLocalizer(bundle.localizer(languages: [language])) {
            await Task.yield()
            return binding.localizer.localizedString(forKey: "Cancel")
          }
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(languages.sorted() == ["Anuluj", "Anuluj", "Cancel", "Cancel"])
  }

  @Test("a .strings entry's comment is the /* */ that ends on its line or the line before")
  func stringsComments() throws {
    let text = """
      /* Localizable.strings
         MyApp */

      /* Title of the settings screen */
      "settings.title" = "Settings";
      "no.comment" = "Plain";
      /* first */ /* Button: cancels
         the upload */ "cancel" = /* not this */ "Cancel";
      // a line comment documents nothing
      "after.line.comment" = "x";
      /* far away */

      "after.blank.line" = "y";
      """
    var comments: [String: String]? = [:]
    let entries = try StringsFileReader.parse(Array(text.utf8), file: "c.strings", comments: &comments)
    #expect(
      entries.map(\.key) == [
        "settings.title", "no.comment", "cancel", "after.line.comment", "after.blank.line",
      ])
    #expect(
      comments == [
        "settings.title": " Title of the settings screen ", "cancel": " Button: cancels\n   the upload ",
      ])
    // Without a dictionary nothing is collected, and the entries are the same.
    var none: [String: String]?
    let again = try StringsFileReader.parse(Array(text.utf8), file: "c.strings", comments: &none)
    #expect(none == nil && again.map(\.value.text) == entries.map(\.value.text))
  }

  @Test("a catalog keeps each key's comment")
  func catalogComments() throws {
    let catalog = try StringCatalog(
      bytes: Array(
        #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "a": {"comment": "Shown on the home screen", "localizations": {}},
          "b": {"localizations": {}}}}
        """#.utf8), path: "C.xcstrings")
    #expect(catalog.comments == ["a": "Shown on the home screen"])
  }
}
