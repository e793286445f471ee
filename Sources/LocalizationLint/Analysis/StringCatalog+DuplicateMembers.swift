import LocalizedStrings
import Localization
import SourceFiles

extension StringCatalog {
  /// `duplicate-key` for each member written twice in one object of the
  /// catalog's JSON, at any depth, with the key and the language it is about
  /// when it is inside one: an error where the copies differ, a note where
  /// they are identical (`DuplicateKeys` tells which copy which reader keeps;
  /// this catalog keeps the last member, and of a key written twice in
  /// `strings`, each language's last localization that has an entry).
  ///
  /// Loading compares no keys: this is a pass over the document of its own
  /// (the linter's), made each time it is asked for.
  ///
  /// - Complexity: O(*n*) expected in the size of the document.
  package var duplicateMemberDiagnostics:
    [(key: String?, language: String?, diagnostic: LocalizationDiagnostic)]
  {
    // The document was read at init: it does not fail now.
    guard let found = try? JSONDuplicateMembers.find(in: documentBytes, file: path) else { return [] }
    return found.map { member in
      let path = member.path
      // strings › KEY › localizations › LANGUAGE › …: the key and language are the path's, or the member's own.
      let key = path.first == "strings" ? (path.count > 1 ? path[1] : member.key) : nil
      let language =
        path.count > 2 && path[0] == "strings" && path[2] == "localizations"
        ? (path.count > 3 ? path[3] : member.key) : nil
      let pointer =
        path.isEmpty ? "the root object" : "/" + path.map(Self.pointerToken).joined(separator: "/")
      return (
        key, language,
        .duplicateKey(
          "member '\(member.key)' of \(pointer)", at: member.location, first: member.first,
          identical: member.identical)
      )
    }
  }

  /// A key as a JSON Pointer writes it (RFC 6901: `~` as `~0`, `/` as `~1`).
  static func pointerToken(_ key: String) -> String {
    key.replacing("~", with: "~0").replacing("/", with: "~1")
  }
}
