import Foundation

/// Names and texts a pull request can choose, and the check that none of them reached
/// printed output raw: the oracle of the tests of everything the commands print. It is
/// written here, apart from the package's own escaping, so that it does not share its
/// mistakes.
public enum HostileOutput {
  /// One hostile text per kind, each marked `Hn` so that a test sees where it got to: a
  /// line feed, a carriage return, an escape sequence, a bell, NUL, NEXT LINE, the line
  /// separator (each followed by a workflow command), a right-to-left override, an
  /// isolate, a text that is a workflow command itself, and one that holds the older
  /// command form GitHub's runner obeys anywhere in a line (`##[error]`).
  public static let texts: [String] = [
    "H0\n::error::forged H0", "H1\r::add-mask::H1", "H2\u{1B}]0;title\u{7}\u{1B}[2J", "H3\u{7}bell",
    "H4\u{0}nul", "H5\u{85}::error::H5", "H6\u{2028}::error::H6", "H7\u{202E}txt.exe",
    "H8\u{2066}isolated\u{2069}",
    "::error::H9", "HA ##[error]forged HA",
  ]

  /// The texts a file or folder name can hold (all but NUL).
  public static var names: [String] { texts.filter { !$0.contains("\u{0}") } }

  /// The tags (`H0` …) of `texts`.
  public static func tags(_ texts: [String]) -> Set<String> {
    Set(
      texts.compactMap { text in text.firstRange(of: "H").map { String(text[$0.lowerBound...].prefix(2)) } })
  }

  /// Characters never printed raw: C0 (the line feed is the line's end; a tab only where
  /// `tabs`), DEL, C1, the line and paragraph separators, the bidirectional controls.
  static func isForbidden(_ scalar: Unicode.Scalar, tabs: Bool) -> Bool {
    switch scalar.value {
    case 0x09: !tabs
    case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// What is wrong with `output` as printed: each line holding a forbidden character (the
  /// line feeds are the lines; `tabs` allows tabs, `crlf` a carriage return that ends a
  /// line), and each line that starts with `::` after white space (GitHub Actions trims
  /// it), unless `commands` and the line is one of the GitHub report's own, `::error `,
  /// `::warning ` or `::notice ` and its properties.
  public static func problems(
    in output: String, tabs: Bool = false, crlf: Bool = false, commands: Bool = false
  )
    -> [String]
  {
    var problems: [String] = []
    // Split at line feeds by scalar: a CRLF is one Character, which a String's split would not cut.
    for scalars in output.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = String(String.UnicodeScalarView(scalars))
      let body = crlf && scalars.last == "\r" ? scalars.dropLast() : scalars
      if body.contains(where: { isForbidden($0, tabs: tabs) }) {
        problems.append("raw control: \(line.debugDescription)")
      }
      let start = body.drop { $0.properties.isWhitespace }
      if start.starts(with: [":", ":"] as [Unicode.Scalar]) {
        let own = ["::error ", "::warning ", "::notice "].contains { line.hasPrefix($0) }
        if !(commands && own) { problems.append("workflow command: \(line.debugDescription)") }
      }
      // actions/runner's ActionCommand.TryParse looks for `##[` anywhere in the line.
      if line.contains("##[") { problems.append("workflow command (##[): \(line.debugDescription)") }
    }
    return problems
  }

  /// `text` as a YAML double-quoted scalar, every character outside ASCII's printable ones
  /// as `\uXXXX` (so the file itself is plain).
  public static func yamlQuoted(_ text: String) -> String {
    "\""
      + text.unicodeScalars.map { scalar in
        (0x20..<0x7F).contains(scalar.value) && scalar != "\"" && scalar != "\\"
          ? String(scalar) : "\\u" + String(("000" + String(scalar.value, radix: 16)).suffix(4))
      }.joined() + "\""
  }

  /// A `.strings` literal of `text` (its quotes and backslashes escaped).
  public static func literal(_ text: String) -> String {
    "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
  }

  /// Writes a tree of localizations at `root` (a new folder): every hostile text as a key
  /// of the development language, written twice (an identical copy: a finding that quotes
  /// it, which `--fix` fixes) and with another argument type in French (an argument
  /// mismatch that quotes it); each hostile name as a file with a copy, as a folder (an
  /// unknown localization), as a folder holding a link to a file with a copy (a fix
  /// `--fix` refuses, with a note that names the link) and as a catalog that does not
  /// parse (an error at its path, a bundle's load error); `en.lproj/Texts.strings`,
  /// whose `all` is every hostile text and `%@`; and `en.lproj/Twice.strings`, where each
  /// hostile text is the value of a key written twice, the second copy another (a
  /// `duplicate-key` whose copies the HTML report shows).
  public static func writeTree(at root: String) throws {
    var files: [String: String] = [:]
    var english = ""
    var french = ""
    for (index, text) in texts.enumerated() {
      english += "\(literal(text)) = \"text \(index) %d\";\n\(literal(text)) = \"text \(index) %d\";\n"
      french += "\(literal(text)) = \"texte \(index) %@\";\n"
    }
    files["en.lproj/Localizable.strings"] = english
    files["fr.lproj/Localizable.strings"] = french
    files["en.lproj/Copies.strings"] = "\"k\" = \"x\";\n\"k\" = \"x\";\n"
    files["en.lproj/Texts.strings"] = "\"all\" = \(literal(texts.joined(separator: " ") + " %@"));\n"
    files["en.lproj/Twice.strings"] = texts.indices.map { index in
      "\"twice\(index)\" = \(literal(texts[index]));\n\"twice\(index)\" = \(literal("again " + texts[index]));\n"
    }.joined()
    for name in names {
      files["en.lproj/\(name).strings"] = "\"k\" = \"x\";\n\"k\" = \"x\";\n"
      files["\(name).lproj/Localizable.strings"] = "\"k\" = \"x\";\n"
      files["\(name).xcstrings"] = "{\"sourceLanguage\": "
    }
    let manager = FileManager.default
    for (name, contents) in files {
      let path = root + "/" + name
      try manager.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try contents.write(toFile: path, atomically: false, encoding: .utf8)
    }
    for name in names {
      try manager.createSymbolicLink(
        atPath: root + "/\(name).lproj/Linked.strings", withDestinationPath: root + "/en.lproj/Copies.strings"
      )
    }
  }
}
