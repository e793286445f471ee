import LocalizedStrings
import SourceFiles
import Testing

@testable import Localization

/// A catalog key without a localization stands for itself (Xcode's convention), and its entry is
/// placed where the key is written, so a finding about that text points at it, not at the file's
/// first line.
@Suite("A catalog key without a localization is placed where it is written")
struct CatalogKeyPlaceTests {
  static let text = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Delete %d files?" : {},
        "k" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "K" } } } },
          "Delete %d files?" : { "comment" : "again" }
      },
      "version" : "1.0"
    }
    """

  static func place(_ line: Int, _ column: Int) -> SourceFiles.SourceLocation {
    SourceFiles.SourceLocation(file: "C.xcstrings", line: line, column: column)
  }

  @Test("the entry of a key that stands for itself is at the key (its last member); a key's place")
  func entryPlace() throws {
    let catalog = try StringCatalog(bytes: Array(Self.text.utf8), path: "C.xcstrings")
    let language = try #require(Language("en"))
    // Written twice: the later member counts, as it does for the key's value.
    #expect(catalog.table(language: language).entry(for: "Delete %d files?")?.location == Self.place(6, 7))
    #expect(catalog.location(ofKey: "Delete %d files?") == Self.place(6, 7))
    #expect(catalog.location(ofKey: "k") == Self.place(5, 5))
    #expect(catalog.location(ofKey: "absent") == Self.place(1, 1))
    // A key with a localization keeps its localization's place.
    #expect(catalog.table(language: language).entry(for: "k")?.location != Self.place(5, 5))
  }
}
