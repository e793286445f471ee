import ArgumentParser
import LocalizationLint

/// The options of `plurals lint`, defined once for both front doors: the CLI's `lint`
/// subcommand takes them as an `@OptionGroup`, and the plugins' `LintLocalizationsTool`
/// parses its command line with them (CommandOptions' `ToolCommandLine`). One option's spelling,
/// default, check and help live here; the run they configure is ``LintInvocation``.
///
/// ```swift
/// let options = try LintArguments.parse(["--strict", "--format", "sarif", "--", "Resources"])
/// options.invocation.warningsAsErrors   // true
/// ```
package struct LintArguments: ParsableArguments {
  @Argument(
    help: "Files or directories to check (default: the current directory), or `rules` (and rule codes).")
  package var paths: [String] = []

  @Option(
    name: [.customLong("format"), .customLong("reporter")],
    help: """
      The report's format (default: the configuration's `reporter:`, else text): text (compiler style, one line per diagnostic), json, github (GitHub Actions \
      annotations), sarif (SARIF 2.1.0, for code scanning), checkstyle (Checkstyle XML), \
      junit (JUnit XML, for GitLab and Jenkins test reports) or html (one self-contained \
      page for translators and reviewers: findings by language and file, with the texts and fixes).
      """,
    transform: { text in
      guard let format = LintFormat(rawValue: text) else {
        throw ValidationError(
          "'\(text)' is not a format: \(LintFormat.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      return format
    })
  package var format: LintFormat?

  @Option(
    parsing: .unconditional,
    help: """
      Write the report (in the --format) to this file, replaced whole, never through a symbolic \
      link nor over a file the run reads; standard output keeps the text report.
      """)
  package var output: String?

  @Flag(
    name: [.customLong("werror"), .customLong("strict")], inversion: .prefixedNo,
    help: "Treat warnings as errors (default: the configuration's `strict:`, else not).")
  package var werror: Bool?

  @Flag(
    help: """
      Rewrite the findings that have one right answer (`plurals lint rules` marks their rules \
      fixable), then lint again and report what is left.
      """)
  package var fix = false

  @Flag(
    help:
      "With --fix: print the rewrites as a unified diff on standard output (nothing else) and write nothing; the report goes to standard error."
  )
  package var dryRun = false

  @Flag(help: "Leave notes out of the report (errors and warnings only).")
  package var quiet = false

  @Option(
    parsing: .unconditional,
    help: """
      The development language (Base.lproj's language and the reference for comparisons); \
      replaces the configuration's.
      """)
  package var developmentLanguage: String?

  @Option(
    parsing: .unconditionalSingleValue,
    help: """
      A folder or file of Swift code whose calls (NSLocalizedString, String(localized:), Text("…"), \
      the configuration's localization_functions) are checked against the tables linted; repeat it \
      for more (default: the configuration's `sources:`, else no code is read).
      """)
  package var sources: [String] = []

  @Option(
    name: .customLong("config"), parsing: .unconditional,
    help: "The configuration file (default: .plurals-lint.yml in the current directory, if there is one).")
  package var configuration: String?

  @Option(
    parsing: .unconditional,
    help: "Report only the findings that this baseline file (from --write-baseline) does not list.")
  package var baseline: String?

  @Option(
    parsing: .unconditional,
    help: "Record every finding of this run in a baseline file (JSON), to adopt the linter gradually.")
  package var writeBaseline: String?

  @Option(
    parsing: .unconditional,
    help:
      "The project the HTML and JSON reports name (default: the configuration's folder's name, else the current one's)."
  )
  package var reportProject: String?

  @Option(
    parsing: .unconditional,
    help:
      "The commit the HTML and JSON reports name (default: the one .git/HEAD names in that folder, if any).")
  package var reportCommit: String?

  package init() {}

  package func validate() throws {
    if dryRun && !fix { throw ValidationError("--dry-run goes with --fix") }
  }

  /// Whether the command line asks for the rule listing (``LintRules``): `rules` as the first
  /// path (the others are codes: `plurals lint rules missing-key`) and no `--` (after which
  /// `rules` is a folder, as the plugins pass every path).
  /// - Parameter arguments: the command line as typed, to look for `--`.
  package func listsRules(commandLine arguments: some Sequence<String>) -> Bool {
    paths.first == "rules" && !arguments.contains("--")
  }

  /// The listing ``listsRules(commandLine:)`` asks for: JSON with `--format json`, else text;
  /// every rule, or the ones whose codes follow `rules`, in their order.
  /// - Throws: `ValidationError` for a code that is no rule, naming the nearest one.
  package func rulesListing() throws(ValidationError) -> String {
    var codes: [DiagnosticCode] = []
    for name in paths.dropFirst() {
      guard let code = DiagnosticCode(rawValue: name) else {
        let near = NearestName.suggestion(for: name, in: DiagnosticCode.allCases.map(\.rawValue))
        throw ValidationError(
          "'\(name)' is not a rule\(near); `plurals lint rules` lists them (to lint a folder named rules: -- rules)"
        )
      }
      codes.append(code)
    }
    return LintRules.listing(json: format == .json, codes: codes)
  }

  /// The run these options ask for; the caller sets its working directory.
  package var invocation: LintInvocation {
    var invocation = LintInvocation()
    invocation.paths = paths
    invocation.format = format
    invocation.warningsAsErrors = werror
    invocation.outputPath = output
    invocation.fix = fix
    invocation.dryRun = dryRun
    invocation.quiet = quiet
    invocation.developmentLanguage = developmentLanguage
    invocation.configurationPath = configuration
    invocation.baselinePath = baseline
    invocation.writeBaselinePath = writeBaseline
    invocation.reportProject = reportProject
    invocation.reportCommit = reportCommit
    invocation.sources = sources
    return invocation
  }
}
