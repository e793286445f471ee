import LocalizedStrings

/// Swift names made from localization keys, table names and variable names.
///
/// A key becomes words: its format directives (`%d`, `%1$@`, `%#@files@`)
/// and `%%` are dropped, parentheses and apostrophes are removed without
/// splitting (`file(s)` → `files`, `don't` → `dont`), and every character
/// that cannot be part of a Swift identifier separates words (spaces, dots,
/// dashes, underscores, punctuation). The words are joined in lower camel
/// case: the first word's leading capitals are lowered (`URLSettings` →
/// `urlSettings`), later words get a capital first letter, the rest of each
/// word is kept (`open URL` → `openURL`), except that a key written in
/// capitals throughout is lowered first (`ERROR_TITLE` → `errorTitle`).
/// A name that would start with a digit gets a leading `_`, a key without
/// letters or digits is named `unnamed`, and Swift keywords are written in
/// backticks (`` `default` ``), except `self`, `init`, `deinit` and
/// `subscript`, which get a trailing `_` because no member can use them.
enum SwiftIdentifier {
  /// The lower camel case name of a member for `key`, unescaped.
  static func member(for key: String) -> String {
    let words = self.words(in: literalText(of: key))
    guard !words.isEmpty else { return "unnamed" }
    return validated(camelCase(words, upperFirst: false))
  }

  /// The upper camel case name of a type for a table name (`Localizable`, `shelf-names` → `ShelfNames`).
  static func type(for name: String) -> String {
    let words = self.words(in: name)
    guard !words.isEmpty else { return "Unnamed" }
    return validated(camelCase(words, upperFirst: true))
  }

  /// A parameter name from a variable's name (`COUNT` → `count`, `file_count` → `fileCount`), nil when none can be made.
  static func parameter(for variable: String) -> String? {
    let words = self.words(in: variable)
    guard !words.isEmpty else { return nil }
    return validated(camelCase(words, upperFirst: false))
  }

  /// `name` as written in source: in backticks when it is a keyword.
  static func escaped(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  /// The text of `key` without its format directives, each replaced by a word break.
  /// A key that is no format ("100% sure") keeps its text, `%` aside.
  static func literalText(of key: String) -> String {
    guard LocatedString.hasConversion(key), let segments = try? FormatParser.parse(key) else {
      return key.replacing("%", with: " ")
    }
    return segments.map { segment in
      if case .literal(let text) = segment { text } else { " " }
    }.joined()
  }

  /// The words of `text`: runs of identifier characters, with parentheses and apostrophes removed.
  static func words(in text: String) -> [String] {
    var words: [String] = []
    var word = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if "()'’ʼ".unicodeScalars.contains(scalar) { continue }
      if isWordCharacter(scalar) {
        word.append(scalar)
      } else if !word.isEmpty {
        words.append(String(word))
        word = String.UnicodeScalarView()
      }
    }
    if !word.isEmpty { words.append(String(word)) }
    return words
  }

  static func camelCase(_ words: [String], upperFirst: Bool) -> String {
    // SCREAMING_SNAKE_CASE keys read as words, not as acronyms.
    let shouting = !words.contains { $0.contains { $0.isLowercase } }
    let words = shouting ? words.map { $0.lowercased() } : words
    var result = ""
    for (index, word) in words.enumerated() {
      if index == 0 && !upperFirst {
        result += lowerLeadingCapitals(word)
      } else {
        result += word.prefix(1).uppercased() + word.dropFirst()
      }
    }
    return result
  }

  /// `URLSettings` → `urlSettings`, `Hello` → `hello`, `iPhone` → `iPhone`, `URL` → `url`.
  /// Leading digits count with the capitals: `2FA` → `2fa`.
  static func lowerLeadingCapitals(_ word: String) -> String {
    let characters = Array(word)
    var start = 0
    while start < characters.count, characters[start].isNumber { start += 1 }
    var end = start
    while end < characters.count, characters[end].isUppercase { end += 1 }
    // Keep the capital that starts the next word: "URLSettings" lowers "URL", not "URLS".
    if end - start > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
    return String(characters[..<end]).lowercased() + String(characters[end...])
  }

  /// `name`, with a leading `_` when it does not start like an identifier,
  /// and a trailing `_` for the names no member can have.
  static func validated(_ name: String) -> String {
    var name = name
    if let first = name.unicodeScalars.first, !isIdentifierHead(first) { name = "_" + name }
    if unusable.contains(name) { name += "_" }
    return name
  }

  /// Names that backticks do not free: `L10n.self` is the type, `init` the initializer.
  static let unusable: Set<String> = [
    "self", "Self", "init", "deinit", "subscript", "Type", "Protocol", "Any",
  ]

  /// Keywords and the contextual keywords that cannot stand for a member
  /// unescaped somewhere a generated name appears.
  static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
    "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
    "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
    "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is",
    "nil", "self", "Self", "super", "throws", "true", "try", "async", "some", "any", "each", "consume",
    "copy", "discard", "macro", "actor",
  ]

  // MARK: Characters

  /// A letter, digit or combining mark that Swift accepts in an identifier.
  static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    let isMark = properties.generalCategory == .nonspacingMark || properties.generalCategory == .spacingMark
    guard properties.isAlphabetic || properties.numericType == .decimal || isMark else { return false }
    return isIdentifierHead(scalar) || isIdentifierContinuation(scalar)
  }

  /// Swift's `identifier-head` (The Swift Programming Language, Lexical Structure), less `_`.
  static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x80 { return scalar.properties.isAlphabetic }
    if value >= 0x10000 { return value & 0xFFFF <= 0xFFFD && value < 0xF0000 }
    return identifierHeadRanges.contains { $0.contains(value) }
  }

  /// Characters an identifier may continue with but not start with: digits and combining marks.
  static func isIdentifierContinuation(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (0x30...0x39).contains(value) || (0x300...0x36F).contains(value)
      || (0x1DC0...0x1DFF).contains(value)
      || (0x20D0...0x20FF).contains(value) || (0xFE20...0xFE2F).contains(value)
  }

  static let identifierHeadRanges: [ClosedRange<UInt32>] = [
    0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6,
    0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
    0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
    0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
    0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF,
    0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD,
  ]
}

/// Hands out names unique within one scope: the first claim of a name gets
/// it, later ones get `2`, `3` … appended (`filesRemaining2`).
struct UniqueNames {
  private var taken: Set<String>

  /// A scope where `reserved` are already taken (the members the generated type declares itself).
  init(reserved: Set<String> = []) {
    taken = reserved
  }

  mutating func claim(_ base: String) -> String {
    var name = base
    var number = 2
    while !taken.insert(name).inserted {
      name = "\(base)\(number)"
      number += 1
    }
    return name
  }
}
