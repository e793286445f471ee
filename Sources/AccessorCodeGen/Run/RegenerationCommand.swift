/// The command a generated file's header names (`// Regenerate with: …`): the command line as
/// typed, each word quoted for a shell where it needs it, and every absolute path in it
/// (`--output /Users/me/App/L10n.swift`, `--config=/…`) made relative to the working
/// directory, so that a file meant to be committed names no one's home folder and the
/// command runs again from the package's folder.
///
/// ```swift
/// RegenerationCommand.text(
///   ["plurals", "generate-accessors", "/work/App/Resources", "--output", "/work/App/Sources/L10n.swift"],
///   workingDirectory: "/work/App")
/// // "plurals generate-accessors Resources --output Sources/L10n.swift"
/// RegenerationCommand.relative("/tmp/L10n.swift", to: "/work/App")   // "../../tmp/L10n.swift"
/// ```
package enum RegenerationCommand {
  /// `words` as one shell command line, absolute paths relative to `workingDirectory`.
  package static func text(_ words: some Sequence<String>, workingDirectory: String) -> String {
    words.map { word in
      // `--option=/path`: the value after the first '='.
      if word.hasPrefix("-"), let equals = word.firstIndex(of: "="),
        word[word.index(after: equals)...].hasPrefix("/")
      {
        let value = String(word[word.index(after: equals)...])
        return quoted(String(word[...equals]) + relative(value, to: workingDirectory))
      }
      return quoted(word.hasPrefix("/") ? relative(word, to: workingDirectory) : word)
    }.joined(separator: " ")
  }

  /// The absolute `path` relative to the absolute `directory` (`.` for the directory itself):
  /// `..` for each of the directory's components past what the two share.
  package static func relative(_ path: String, to directory: String) -> String {
    func components(_ path: String) -> [Substring] {
      path.split(separator: "/").filter { $0 != "." }
    }
    let target = components(path)
    let base = components(directory)
    var shared = 0
    while shared < target.count, shared < base.count, target[shared] == base[shared] { shared += 1 }
    let parts = Array(repeating: "..", count: base.count - shared) + target[shared...].map(String.init)
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }

  /// `word` as a shell reads it back: as it is when it holds only characters no shell
  /// treats specially, else in single quotes.
  static func quoted(_ word: String) -> String {
    let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=,:@+")
    return !word.isEmpty && word.allSatisfy(safe.contains)
      ? word : "'" + word.replacing("'", with: "'\\''") + "'"
  }
}
