import LocalizedStrings
import SourceFiles

/// What Swift code asks of the localization tables: the call sites `plurals lint --sources`
/// found (read with swift-syntax by the `SwiftCallSites` module, which the linter does not
/// link), for the checks of `Checks/CallSiteChecks.swift`.
///
/// ```swift
/// // Sources/App/Files.swift:12: NSLocalizedString("files.count", tableName: "Files", comment: "")
/// CallSite(key: .literal("files.count"), table: "Files", callee: "NSLocalizedString", at: place)
/// ```
package struct CodeReferences: Sendable {
  /// Every call whose key (and table) the code writes as literals, in file order.
  package var callSites: [CallSite] = []
  /// Calls that ask for a localized string with a key (or table) the code computes: counted
  /// and reported, not guessed.
  package var unresolved: [UnresolvedCall] = []
  /// The Swift files read, in the order read.
  package var files: [String] = []
  /// The Swift files that could not be read (too large, not a regular file, not UTF-8…).
  package var unreadable: [SourceError] = []

  package init() {}
}

extension CodeReferences {
  /// How much a key looks like an identifier rather than text that people read.
  package enum IdentifierShape: Comparable, Sendable {
    /// Text: a blank, a capital first, punctuation (`Followers`, `Duck.ai`, `0.0.0.0`, `Value:`).
    case text
    /// One word or more, small first, of ASCII letters, digits, `.`, `_` and `-` (`search`,
    /// `menu-title`): an identifier in a table keyed by identifiers, else a word.
    case word
    /// Words joined by `_` (`error_not_found`, `SETTINGS_TITLE`) or, small first, by `.`
    /// (`settings.title`): an identifier wherever it is.
    case identifier
  }

  /// ``IdentifierShape`` of `key`. A key that reads as text is shown as written where its
  /// table lacks it (the development language's text, untranslated elsewhere), not as a key.
  package static func identifierShape(of key: String) -> IdentifierShape {
    let scalars = Array(key.unicodeScalars)
    guard let first = scalars.first else { return .text }
    func isWord(_ place: Int) -> Bool {
      guard scalars.indices.contains(place) else { return false }
      switch scalars[place] {
      case "a"..."z", "A"..."Z", "0"..."9": return true
      default: return false
      }
    }
    let small = ("a"..."z").contains(first)
    var joined = false
    for (index, scalar) in scalars.enumerated() {
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", "-": continue
      case "_": if isWord(index - 1) && isWord(index + 1) { joined = true }
      case ".": if small && isWord(index - 1) && isWord(index + 1) { joined = true }
      default: return .text
      }
    }
    return joined ? .identifier : small ? .word : .text
  }

  /// One call that asks for a localized string by a key written in the code.
  package struct CallSite: Sendable, Hashable {
    /// The key as the call looks it up.
    package var key: CallKey
    /// The table's name; nil for `Localizable`, every API's default.
    package var table: String?
    /// The function or type called, as a message names it: `NSLocalizedString`,
    /// `String(localized:)`, `Text`, or a function the configuration names.
    package var callee: String
    /// Where the key's literal starts.
    package var location: SourceLocation
    /// Whether the call gives a text of its own for a key the table lacks (`value:` of
    /// `NSLocalizedString` not empty, `defaultValue:`): users then see that text, not the key.
    package var hasDefaultValue = false
    /// The arguments of the `String(format:)` call whose format this call is, nil when it is
    /// none: `String(format: NSLocalizedString("files", comment: ""), count)`.
    package var formatArguments: [CodeArgument]?
    /// The interpolations of the key (numbered among its values from 0) whose type the code
    /// does not tell but whose name says they count (`count`, `n`, `fileCount`,
    /// `numberOfFiles`): `plural-candidate` reads them as integers.
    package var countNames: Set<Int> = []

    package init(key: CallKey, table: String?, callee: String, at location: SourceLocation) {
      self.key = key
      self.table = table
      self.callee = callee
      self.location = location
    }

    /// The table's name as the bundle looks it up.
    package var tableName: String { table ?? "Localizable" }
  }

  /// A key as a call makes it: text, and the values an interpolation puts in it.
  ///
  /// `Text("\(count) files")` looks up `%lld files` when `count` is an `Int`: each
  /// interpolation becomes the format specifier of its type (`LocalizedStringKey` and
  /// `String.LocalizationValue`), and a `%` of the text becomes `%%`. The type of a value is
  /// known from the code alone only for some expressions (a literal, `.count`, a
  /// `specifier:`); the others are ``Piece/value(_:)`` of nil, which any specifier matches.
  package struct CallKey: Sendable, Hashable, CustomStringConvertible {
    package enum Piece: Sendable, Hashable {
      /// Text as written (with an interpolation's `%` already doubled).
      case text(String)
      /// An interpolated value: its format specifier, nil when the code does not tell.
      case value(String?)
    }

    package var pieces: [Piece]

    package init(pieces: [Piece]) { self.pieces = pieces }

    /// A key written as one plain literal.
    package static func literal(_ key: String) -> CallKey { CallKey(pieces: [.text(key)]) }

    /// Whether an interpolation makes part of the key.
    package var isInterpolated: Bool {
      pieces.contains { if case .value = $0 { true } else { false } }
    }

    /// Whether the key is an identifier rather than text (``CodeReferences/identifierShape(of:)``
    /// of its text, the blanks beside its interpolations left out).
    package var identifierShape: CodeReferences.IdentifierShape {
      var text = ""
      for (index, piece) in pieces.enumerated() {
        switch piece {
        case .text(var part):
          if index > 0, part.hasPrefix(" ") { part.removeFirst() }
          if index < pieces.count - 1, part.hasSuffix(" ") { part.removeLast() }
          text += part
        case .value: text += "_"
        }
      }
      return CodeReferences.identifierShape(of: text)
    }

    /// The key with each value of unknown type written `%@` (as a message shows it).
    package var description: String {
      pieces.map {
        switch $0 {
        case .text(let text): text
        case .value(let specifier): specifier ?? "%@"
        }
      }.joined()
    }
  }

  /// An argument of a `String(format:)` call, as far as the code tells its type.
  package struct CodeArgument: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
      /// An integer literal, `.count`, or an expression the code types as an integer.
      case integer = "an integer"
      /// A floating-point literal.
      case floating = "a floating-point number"
      /// A string literal or an interpolated string.
      case string = "a string"
      /// Not known from the code alone.
      case unknown = "a value"
    }

    package var kind: Kind
    package var location: SourceLocation

    package init(_ kind: Kind, at location: SourceLocation) {
      self.kind = kind
      self.location = location
    }
  }

  /// A call that asks for a localized string with a key or table the code computes.
  package struct UnresolvedCall: Sendable, Hashable {
    package var callee: String
    package var location: SourceLocation

    package init(callee: String, at location: SourceLocation) {
      self.callee = callee
      self.location = location
    }
  }
}
