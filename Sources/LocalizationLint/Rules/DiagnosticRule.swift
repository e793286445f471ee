import LocalizedStrings

/// What one `DiagnosticCode` means, why it has its severity, and the files that
/// show it: one rule, described in one file (`Rules/<Name>Rule.swift` in this module).
/// A rule whose finding comes from one check of its own declares that check in the same
/// file, after the description: a method of `EntryChecks` that the passes over an entry
/// call (`ControlCharacterRule.swift`'s `controlCharacters(_:)`), or a type of its own for
/// a check of a whole file (`InternalDTDSubsetRule.swift`'s `InternalDTDSubset`).
///
/// The registry is these descriptions: `DiagnosticCode`'s `summary`, `help`, `example` and
/// `severityReason` (extensions in this module) read its `rule`, and `plurals lint rules`
/// lists them. The severity itself is the code's
/// (`DiagnosticCode.severity`, in LocalizedStrings, since the runtime's readers and
/// formatter report codes too); the rule gives the reason for it. Each rule's
/// `triggering` examples must report its code at the places marked `RuleExample.marker`,
/// and its `nonTriggering` ones must not report it at all; `RuleExampleTests` runs both
/// through the linter. A rule that `plurals lint --fix` fixes shows its fix in
/// `corrections`: files before, and the whole tree once fixed, which `RuleExampleTests`
/// fixes and compares; the codes `--fix` rewrites are the rules that have corrections
/// (``isFixable``), and a finding that suggests a fix must be of one of them. How the fix is
/// made is the rule's too: its `rewrite`, written in its file (a function of the string's
/// bytes), or the `migrates` trait. What the run
/// does with a rule's findings besides reporting them is the rule's to say too: the codes
/// beside whose finding its own is left out (`impliedBy`), and its `traits` (its file
/// left unfixed, its copies listed, a migration for its fix …), which the merge of findings,
/// `--fix`, the reports and the preview read, so that no other file names the code.
///
/// ```swift
/// let rule = DiagnosticCode.missingOther.rule
/// rule.severity          // .error
/// rule.reason            // "some numbers have no text at all"
/// ```
public struct DiagnosticRule: Sendable {
  /// The code the rule reports.
  public let code: DiagnosticCode
  /// How bad a finding is: the code's severity, by the rule in `DiagnosticCode`'s documentation.
  public var severity: LocalizationDiagnostic.Severity { code.severity }
  /// One line: what the code means.
  public let summary: String
  /// What to do about it.
  public let help: String
  /// A small case that has the problem, in the file's own syntax, on one line.
  public let example: String
  /// Why the code has its severity: what users see because of the problem.
  public let reason: String
  /// Files that have the problem, each place of a finding marked.
  package let triggering: [RuleExample]
  /// Files close to the triggering ones that do not have it (often the fix).
  package let nonTriggering: [RuleExample]
  /// What `plurals lint --fix` does to files that have the problem; empty for a rule it
  /// does not fix.
  package let corrections: [RuleCorrection]
  /// The codes whose finding, for the same file and key, says what this rule's would: this
  /// rule's finding is left out beside one of them (`variable-mismatch` beside the
  /// `undefined-variable` that makes the names differ).
  let impliedBy: Set<DiagnosticCode>
  /// What the run does with the rule's findings besides reporting them.
  let traits: RuleTraits
  /// How `plurals lint --fix` makes a finding's suggestion in its file; nil for a rule it does
  /// not fix, or fixes by a migration (``RuleTraits/migrates``).
  let rewrite: RuleRewrite?

  /// Whether `plurals lint --fix` rewrites the rule's findings: it has corrections.
  public var isFixable: Bool { !corrections.isEmpty }

  init(
    code: DiagnosticCode, summary: String, help: String, example: String, reason: String,
    rewrite: RuleRewrite? = nil, triggering: [RuleExample], nonTriggering: [RuleExample],
    corrections: [RuleCorrection] = [], impliedBy: Set<DiagnosticCode> = [], traits: RuleTraits = []
  ) {
    self.code = code
    self.summary = summary
    self.help = help
    self.example = example
    self.reason = reason
    self.triggering = triggering
    self.nonTriggering = nonTriggering
    self.corrections = corrections
    self.impliedBy = impliedBy
    self.traits = traits
    self.rewrite = rewrite
  }

  /// The codes of the rules that have `trait`.
  ///
  /// ```swift
  /// DiagnosticRule.codes(with: .listsCopies)   // [.duplicateKey, .identicalDuplicateKey]
  /// ```
  static func codes(with trait: RuleTraits) -> Set<DiagnosticCode> {
    Set(all.filter { $0.traits.contains(trait) }.map(\.code))
  }
}

/// What the run does with a rule's findings besides reporting them, declared by the rule
/// (its file says it, so no other file names the code).
struct RuleTraits: OptionSet, Sendable {
  let rawValue: UInt8
  init(rawValue: UInt8) { self.rawValue = rawValue }

  /// A finding says its file could not be read: `--fix` leaves every such file alone.
  static let unreadFile = RuleTraits(rawValue: 1 << 0)
  /// A finding lists every copy of its key, each with its place (reports show them).
  static let listsCopies = RuleTraits(rawValue: 1 << 1)
  /// A finding stands where a text is missing: the HTML report shows the development
  /// language's place and text instead of the finding's own.
  static let missingText = RuleTraits(rawValue: 1 << 2)
  /// A finding marks its entry's forms in its file as awaiting review (the preview shows so).
  static let awaitsReview = RuleTraits(rawValue: 1 << 3)
  /// `--fix` answers a finding by moving its entry into plural forms in every language of its
  /// table (`Fixes/Migration/`), not by an edit of the finding's bytes.
  static let migrates = RuleTraits(rawValue: 1 << 4)
}

/// How `plurals lint --fix` makes a finding's suggestion (`LocalizationDiagnostic.Suggestion`)
/// in its file: declared by the rule, the function written in its file. The place is never
/// searched for in the whole file: it is the entry or the string the reader found at the
/// finding's position (`FixableText`).
enum RuleRewrite: Sendable {
  /// The entry at the finding removed, with its line when it has the line to itself
  /// (``FixableText/entryRemoval(at:)``).
  case removeEntry
  /// Edits inside the one string at the finding: what `edits` finds in `body` of the bytes for
  /// the suggestion, nil when its place is not certain. The same function finds them in the
  /// file's bytes and in the string as read, and the fixed file's read-back compares the two,
  /// so bytes inside an escape, an entity or a comment are not rewritten.
  case editString(
    @Sendable (_ bytes: any StringBytes, _ body: Range<Int>, _ suggestion: LocalizationDiagnostic.Suggestion)
      -> [(range: Range<Int>, replacement: String)]?)

  /// A `.replace` suggestion's text replaced where the string writes it exactly once, standing
  /// apart from the text around it (``StringBytes/onlyOccurrence(of:in:)``).
  static let replaceText = RuleRewrite.editString { bytes, body, suggestion in
    guard case .replace(let found, let replacement) = suggestion,
      let range = bytes.onlyOccurrence(of: found, in: body)
    else { return nil }
    return [(range, replacement)]
  }
}

/// A rule's fix on one tree of files: `before`, each finding `plurals lint --fix` fixes
/// marked as in a triggering example, and `after`, every file of the tree once fixed
/// (a file the fix creates included, the files it leaves alone as they were).
///
/// ```swift
/// RuleCorrection(
///   ["en.lproj/L.strings": "\"a\" = \"A\";\n\"a\" = ↓\"A\";\n"],
///   fixed: ["en.lproj/L.strings": "\"a\" = \"A\";\n"])
/// ```
package struct RuleCorrection: Sendable {
  /// The files as they are, the findings marked.
  package let before: RuleExample
  /// The files once fixed, by path.
  package let after: [String: String]

  package init(_ before: [String: String], fixed after: [String: String], note: String = "") {
    self.before = RuleExample(before, note: note)
    self.after = after
  }
}

/// A tree of files for a rule's test: paths relative to a folder (`en.lproj/L.strings`),
/// and their text, in which ``marker`` stands before each place the rule's code is
/// reported (the marker is removed before the files are written).
package struct RuleExample: Sendable, CustomStringConvertible {
  /// Marks where a finding is: the character after it is the finding's line and column.
  package static let marker: Character = "↓"

  /// The files, by path, in path order.
  package let files: [(path: String, text: String)]
  /// What the example shows, when a rule has several.
  package let note: String
  /// For a code that formatting reports, not the linter (`language-fallback`): the key
  /// to format from the example's one catalog, and the language to ask for.
  package let formatting: (key: String, language: String)?

  package init(
    _ files: [String: String], note: String = "", formatting: (key: String, language: String)? = nil
  ) {
    self.files = files.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    self.note = note
    self.formatting = formatting
  }

  /// The files with the markers removed.
  package var unmarkedFiles: [String: String] {
    Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text.filter { $0 != Self.marker }) })
  }

  /// Each marked place: the file, and the 1-based line and column (in characters) of the
  /// character after the marker.
  package var markedPlaces: [(path: String, line: Int, column: Int)] {
    var places: [(path: String, line: Int, column: Int)] = []
    for (path, text) in files {
      var line = 1
      var column = 1
      for character in text {
        if character == Self.marker {
          places.append((path, line, column))
        } else if character == "\n" || character == "\r\n" || character == "\r" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      }
    }
    return places
  }

  package var description: String { note.isEmpty ? files.map(\.path).joined(separator: ", ") : note }
}
