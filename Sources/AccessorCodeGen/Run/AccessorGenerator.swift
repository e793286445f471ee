import LocalizedStrings
import LocalizationLint
import SourceFiles

/// Generates typed Swift accessors for the keys of `.xcstrings`,
/// `.stringsdict` and `.strings` files: one static function per key that
/// takes arguments, one static property per key that takes none, calling a
/// ``LocalizerBinding``'s localizer. The README's "Typed accessors" section
/// and the `GeneratedAccessors` article of `LocalizedStrings` describe the
/// names and types.
///
/// ```swift
/// let source = try AccessorGenerator.generate(
///   paths: ["Resources"], options: AccessorOptions(command: "plurals generate-accessors Resources …"))
/// ```
///
/// The files are linted first: an entry whose languages disagree on its
/// arguments, or whose arguments cannot be typed, gets no accessor, and each
/// such problem is a warning at `file:line:column`, so that no accessor
/// formats wrongly at run time and one broken translation does not block the
/// others; with ``AccessorOptions/strict`` they stop the generation, as do
/// problems of a whole file. The linter's other findings are left to `plurals lint`.
package enum AccessorGenerator {
  /// The linter's codes that make an accessor's arguments wrong or unknown in some language.
  package static let refusingCodes: Set<DiagnosticCode> = [
    .parseError, .invalidFormat, .argumentSkipped, .argumentTypeConflict, .argumentMismatch,
    .valueTypeMismatch, .undefinedVariable, .variableCycle,
  ]

  /// The Swift source for the localization files below `paths` (files or directories),
  /// and the warnings of the keys left without an accessor.
  ///
  /// - Throws: ``AccessorGenerationError`` with every problem that stops the generation.
  /// - Complexity: O(*n*) in the size of the files (they are read twice: by the linter and here).
  package static func generate(paths: [String], options: AccessorOptions) throws(AccessorGenerationError)
    -> GeneratedAccessors
  {
    guard SwiftIdentifier.type(for: options.typeName) == options.typeName,
      !SwiftIdentifier.keywords.contains(options.typeName)
    else {
      throw AccessorGenerationError(problems: [
        .init(
          "'\(options.typeName)' cannot name the generated type; use an identifier such as L10n",
          at: SourceLocation(file: "<arguments>", line: 1, column: 1))
      ])
    }
    var walker = FileWalker()
    walker.collect(roots: paths)
    var problems = walker.unreadable.map {
      AccessorGenerationError.Problem(
        "cannot read \($0.path): \($0.reason)", at: SourceLocation(file: $0.path, line: 1, column: 1))
    }
    if walker.files.isEmpty && problems.isEmpty {
      problems.append(
        .init(
          "no .xcstrings, .stringsdict or .strings files in \(paths.joined(separator: ", "))",
          at: SourceLocation(file: paths.first ?? "<arguments>", line: 1, column: 1)))
    }
    var configuration = LintConfiguration()
    configuration.developmentLanguage = options.developmentLanguage
    // No finding's entry text: only the HTML report shows it.
    let report = Linter.lint(paths: walker.files, configuration: configuration, writingTexts: false)
    // A problem of one key leaves that key out (unless strict); one of a whole file stops everything.
    var skipped: [String: Set<String>] = [:]
    var warnings: [AccessorGenerationError.Problem] = []
    for finding in report.findings where refusingCodes.contains(finding.diagnostic.code) {
      if !options.strict, let subject = finding.subject, let key = subject.key {
        if options.tables?.contains(subject.table) == false { continue }
        skipped[subject.table, default: []].insert(key)
        var warning = AccessorGenerationError.Problem(finding.diagnostic)
        warning.isWarning = true
        warning.message += "; '\(key)' gets no accessor"
        warnings.append(warning)
      } else {
        problems.append(AccessorGenerationError.Problem(finding.diagnostic))
      }
    }
    guard problems.isEmpty else { throw AccessorGenerationError(problems: problems) }

    let tables = try AccessorTables.read(walker.files, developmentLanguage: options.developmentLanguage)
      .filter { options.tables?.contains($0.name) ?? true }
    var groups: [AccessorGroup] = []
    var typeNames = UniqueNames(reserved: ["binding", options.typeName])
    // Localizable's accessors sit on the type, then each other table's in its own enum.
    let order = { (table: ReferenceTable) in (table.name == "Localizable" ? 0 : 1, table.name) }
    let ordered = tables.sorted(by: { order($0) < order($1) })
    // The tables' enums keep their names; Localizable's dotted parts get others beside them.
    let tableTypes = ordered.map {
      $0.name == "Localizable" ? nil : typeNames.claim(SwiftIdentifier.type(for: $0.name))
    }
    let nested = options.naming == .nested
    // Inside a nested enum, the generated type's name and the types the accessors use stay free.
    let namespaceReserved = NestedNames.usedTypes.union([options.typeName])
    for (table, typeName) in zip(ordered, tableTypes) {
      let isDefault = table.name == "Localizable"
      var reserved: Set<String> = isDefault ? ["binding", options.typeName] : [options.typeName]
      if nested {
        reserved.formUnion(NestedNames.usedTypes)
        if isDefault { reserved.formUnion(tableTypes.compactMap { $0 }) }
      }
      var scope = AccessorScope(reserved: reserved)
      for reference in table.entries where !(skipped[table.name]?.contains(reference.key) ?? false) {
        let parameters: [AccessorParameter]
        do throws(AccessorGenerationError) {
          parameters = try AccessorParameters.of(reference.entry, key: reference.key)
        } catch {
          if options.strict {
            problems += error.problems
          } else {
            warnings += error.problems.map { problem in
              var warning = problem
              warning.isWarning = true
              warning.message += "; '\(reference.key)' gets no accessor"
              return warning
            }
          }
          continue
        }
        var parameterNames = UniqueNames(reserved: [options.typeName])
        let named = parameters.enumerated().map { index, parameter in
          let base = parameter.variable.flatMap(SwiftIdentifier.parameter(for:)) ?? "arg\(index + 1)"
          return (name: parameterNames.claim(base), type: parameter.type)
        }
        let accessor = Accessor(
          name: "", key: reference.key, parameters: named,
          isFormatted: isFormatted(reference), documentation: AccessorDocumentation.lines(for: reference))
        if nested, let path = NestedNames.path(of: reference.key) {
          scope.add(accessor, member: path.member, path: path.parts[...], reserved: namespaceReserved)
        } else {
          scope.add(accessor, member: SwiftIdentifier.member(for: reference.key), path: [], reserved: [])
        }
      }
      groups.append(AccessorGroup(table: table.name, typeName: typeName, scope: scope))
    }
    guard problems.isEmpty else { throw AccessorGenerationError(problems: problems) }
    if let wanted = options.tables, tables.isEmpty {
      throw AccessorGenerationError(problems: [
        .init(
          "no table named \(wanted.sorted().joined(separator: ", ")) in \(paths.joined(separator: ", "))",
          at: SourceLocation(file: paths.first ?? "<arguments>", line: 1, column: 1))
      ])
    }
    let sources = tables.map(\.name).sorted()
    return GeneratedAccessors(
      source: AccessorRenderer.render(groups, options: options, sources: sources),
      warnings: AccessorGenerationError(problems: warnings).problems)
  }

  /// Whether the accessor formats the text: every entry but a plain string that is no format,
  /// which is shown as written (`NSLocalizedString`'s behaviour: "100%% sure" keeps both signs).
  static func isFormatted(_ reference: ReferenceEntry) -> Bool {
    if case .string(let text) = reference.entry { return text.isUsedAsFormat(key: reference.key) }
    return true
  }
}
