import LocalizedStrings

/// A table file of a group of languages (`<lang>.lproj/<name>`).
struct TableFile {
  /// The language it stands for (`Base` stands for the development language).
  var language: String
  var table: StringTable
}
