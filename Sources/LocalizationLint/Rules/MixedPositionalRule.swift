import SourceFiles
import Localization
import LocalizedStrings

extension DiagnosticRule {
  static let mixedPositional = DiagnosticRule(
    code: .mixedPositional,
    summary:
      "a string mixes numbered (%1$@) and unnumbered (%@) conversions so that one argument is read twice",
    help: "Number every conversion of the string.",
    example: "\"moved\" = \"%1$@ to %@\";   (Apple gives %@ argument 1 too)",
    reason:
      "Apple gives unnumbered conversions the arguments from the first, whatever the numbered ones read: one argument shows twice and the one meant never",
    triggering: [
      .strings(
        #""moved" = ↓"%1$@ to %@";"# + "\n")
    ],
    nonTriggering: [
      .strings(
        #""moved" = "%@ to %2$@";"# + "\n")
    ])
}

extension EntryChecks {
  /// `mixed-positional` for a string with both `%1$@` and `%@` whose output on Apple
  /// platforms is not what it evidently means.
  ///
  /// CoreFoundation gives a string's unnumbered conversions the arguments in order,
  /// from the first (a variant's from its variable's argument), whatever its numbered
  /// ones read: a numbered conversion does not move that count. This package's
  /// formatter binds them the same way (`FormatEntry.argumentUses()`), and so do
  /// `uses`. So `'%@ … %2$s'` reads arguments 1 and 2, each once, as
  /// `'%1$@ … %2$s'` does: nothing to report (Delta Chat's `Send the following %d
  /// files to %2$@?`). `'%1$@ … %@'` reads argument 1 twice, where the author meant
  /// argument 2: reported, with the argument read twice. (glibc's printf leaves any mix
  /// undefined; this linter checks the Apple formats.)
  func mixedPositional(_ string: LocatedString, uses: [Int: [ArgumentUse]]) -> [LocalizationDiagnostic] {
    guard case .success(let directives) = string.directives else { return [] }
    let catalog = context.kind == .catalog
    var numbered = false
    var sequential = false
    // In a catalog, %#@name@ takes its argument from the substitution's argNum, not from its place.
    for directive in directives where directive.takesArgument && !(catalog && directive.variable != nil) {
      if directive.position == nil { sequential = true } else { numbered = true }
    }
    guard numbered && sequential, let twice = Self.readTwice(in: string, uses: uses) else { return [] }
    // The reader numbers a catalog's references by argNum: such a text is not quoted as written.
    let numberedByReader = catalog && directives.contains { $0.variable != nil }
    let subject =
      numberedByReader ? "the text of \(context.entryName(key))" : "'\(Self.excerpt(string.text))'"
    return [
      .init(
        .mixedPositional,
        "\(subject) mixes numbered (%1$…) and unnumbered conversions, and an unnumbered one reads argument \(twice + 1), which a numbered one reads too: Apple gives unnumbered conversions the arguments in order from the first, whatever the numbered ones read; number them all",
        at: string.location)
    ]
  }

  /// The first argument (0-based) that `string` reads both through a numbered and an
  /// unnumbered conversion, by the formatter's binding.
  static func readTwice(in string: LocatedString, uses: [Int: [ArgumentUse]]) -> Int? {
    for index in uses.keys.sorted() {
      var numbered = false
      var sequential = false
      for use in uses[index]! where use.location == string.location {
        if use.directive.position == nil { sequential = true } else { numbered = true }
      }
      if numbered && sequential { return index }
    }
    return nil
  }
}
