import LocalizedStrings
import SourceFiles

extension DiagnosticRule {
  static let undefinedVariable = DiagnosticRule(
    code: .undefinedVariable,
    summary: "%#@name@ refers to a variable (or substitution) that does not exist",
    help: "Add the variable, or fix the name.",
    example: "NSStringLocalizedFormatKey %#@files@ with only a variable named n",
    reason: "the reference has no text: formatting fails",
    triggering: [
      .stringsdict(pluralEntry("k", format: "%#@m@").marked(before: "<string>%#@m@")),
      .strings(
        #""k" = ↓"%#@n@ files";"# + "\n"),
    ],
    nonTriggering: [
      .stringsdict(pluralEntry("k")),
      .strings(
        #""k" = "%d files";"# + "\n"),
    ])
}

extension EntryChecks {
  /// `undefined-variable` for a `%#@name@` in a string that has no variables
  /// at all: a `.strings` value, or a catalog string without substitutions.
  ///
  /// CoreFoundation's `__CFParseFormatSpec` (CFString.c) parses `%#@name@` as
  /// an object conversion (`CFFormatCFType`) whose name is a key into a
  /// configuration; with none (`configDictIndex` left at -1),
  /// `__CFStringAppendFormatCore` reads the argument as a pointer and appends
  /// its description, as for `%@`. The argument such a reference is written
  /// for is a number, which is then read as a pointer: the app crashes. The
  /// finding is therefore an error whatever the argument (an object would
  /// print, but `%@` says that plainly), and this package's formatter refuses
  /// the string ("no variable 'n'").
  func variablesOutsideConfiguration(_ string: LocatedString) -> [LocalizationDiagnostic] {
    guard case .success(let directives) = string.directives else { return [] }
    let place = context.kind == .catalog ? "a catalog string without substitutions" : "a .strings value"
    return directives.compactMap { directive in
      directive.variable.map { name in
        .init(
          .undefinedVariable,
          "%#@\(name)@ in \(context.entryName(key)) is \(place), where Apple platforms read it as an object conversion (%@): a number passed to it is read as a pointer and the app crashes; move the entry to a .stringsdict (or add the substitution), or write %@ for an object",
          at: string.location)
      }
    }
  }
}
