import Plurals
import LocalizedStrings

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a lint run found.
public struct LintReport: Sendable {
  /// Every diagnostic, sorted by file, line and column.
  public var diagnostics: [LocalizationDiagnostic]
  /// How many localization files were read.
  public var filesChecked: Int
  /// Paths that could not be read at all (the run is incomplete).
  public var unreadablePaths: [String]

  public func count(_ severity: LocalizationDiagnostic.Severity) -> Int {
    diagnostics.filter { $0.severity == severity }.count
  }
}

/// A CLDR-aware checker for `.stringsdict`, `.strings` and `.xcstrings` files.
///
/// ```swift
/// let report = Linter.lint(paths: ["App/Resources"])
/// for diagnostic in report.diagnostics { print(diagnostic) }   // path:line:column: error: … [code]
/// ```
///
/// The language of a file comes from its `<language>.lproj` folder
/// (`Base.lproj` counts as `developmentLanguage`), a catalog's from its
/// localizations. The files of one table in several languages are compared
/// with the development language's.
public enum Linter {
  public static func lint(paths: [String], developmentLanguage: String = "en") -> LintReport {
    var files: [String] = []
    var unreadable: [String] = []
    for path in paths { collect(path, into: &files, unreadable: &unreadable) }
    var diagnostics: [LocalizationDiagnostic] = []
    var tables: [String: [(language: String, table: StringTable)]] = [:]
    for file in files.sorted() {
      if file.hasSuffix(".xcstrings") {
        diagnostics += lintCatalog(file)
        continue
      }
      let folder = file.split(separator: "/").dropLast().last.map(String.init) ?? ""
      let language =
        folder.hasSuffix(".lproj") && folder != "Base.lproj"
        ? String(folder.dropLast(6)) : developmentLanguage
      let table: StringTable
      do {
        if file.hasSuffix(".stringsdict") {
          table = try StringTable(contentsOf: file, language: language)
        } else {
          _ = try StringsFileReader.parse(XMLTreeReader.readFile(file), file: file)
          continue
        }
      } catch {
        diagnostics.append(
          .init(
            .error, "parse-error", "\(error.message); fix the file so that it can be read", at: error.location
          ))
        continue
      }
      diagnostics += table.diagnostics
      for key in table.keys {
        if case .format(let entry)? = table.entries[key] {
          diagnostics += lint(entry, rules: table.pluralRules)
        }
      }
      // Files of one table in several languages: <root>/<lang>.lproj/<name>.stringsdict.
      if folder.hasSuffix(".lproj") {
        let root = file.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(
          separator: "/")
        let name = String(file.split(separator: "/").last!)
        tables[root + "/" + name, default: []].append((folder == "Base.lproj" ? "Base" : language, table))
      }
    }
    for (_, group) in tables where group.count > 1 {
      diagnostics += compareLanguages(group, developmentLanguage: developmentLanguage)
    }
    diagnostics.sort {
      ($0.location.file, $0.location.line, $0.location.column, $0.code) < (
        $1.location.file, $1.location.line, $1.location.column, $1.code
      )
    }
    return LintReport(diagnostics: diagnostics, filesChecked: files.count, unreadablePaths: unreadable)
  }

  static func collect(_ path: String, into files: inout [String], unreadable: inout [String]) {
    var status = stat()
    guard stat(path, &status) == 0 else {
      unreadable.append(path)
      return
    }
    if status.st_mode & S_IFMT == S_IFDIR {
      guard let directory = opendir(path) else {
        unreadable.append(path)
        return
      }
      defer { closedir(directory) }
      var names: [String] = []
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) {
          String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name != "." && name != ".." && !name.hasPrefix(".") { names.append(name) }
      }
      for name in names.sorted() {
        collect(path.hasSuffix("/") ? path + name : path + "/" + name, into: &files, unreadable: &unreadable)
      }
    } else if path.hasSuffix(".stringsdict") || path.hasSuffix(".strings") || path.hasSuffix(".xcstrings") {
      files.append(path)
    }
  }

  static func lintCatalog(_ file: String) -> [LocalizationDiagnostic] {
    let catalog: StringCatalog
    do {
      catalog = try StringCatalog(contentsOf: file)
    } catch {
      return [
        .init(
          .error, "parse-error", "\(error.message); fix the file so that it can be read", at: error.location)
      ]
    }
    var diagnostics = catalog.diagnostics
    for language in catalog.languages {
      let table = catalog.table(language: language)
      for key in catalog.keys {
        if case .format(let entry)? = table.entries[key], entry.location.file == file,
          catalog.states[key]?[language] != nil || language == catalog.sourceLanguage
        {
          diagnostics += lint(entry, rules: table.pluralRules).filter { !$0.code.hasPrefix("argument-") }
        }
      }
    }
    // The same entry is shared by languages that fall back to the source: report once.
    var seen = Set<String>()
    return diagnostics.filter { seen.insert($0.description).inserted }
  }

  static let categoryNames = PluralCategory.allCases.map(\.name)

  /// A format string shortened to one line for a message.
  static func excerpt(_ text: String) -> String {
    let line = text.replacing("\n", with: "⏎")
    return line.count > 60 ? line.prefix(57) + "…" : line
  }

  /// The checks of one format entry under the plural rules of its language.
  public static func lint(_ entry: FormatEntry, rules: PluralRules) -> [LocalizationDiagnostic] {
    var diagnostics = entry.argumentDiagnostics()
    let language = rules.locale
    let needed = rules.categories.map(\.name)
    // Variables: references, use, cycles.
    var referenced = Set<String>()
    var graph: [String: [String]] = [:]
    func references(in string: LocatedString, from variable: String?) {
      guard let segments = try? FormatParser.parse(string.text) else { return }
      var numbered = false
      var sequential = false
      for case .directive(let directive) in segments where directive.takesArgument {
        if directive.position == nil { sequential = true } else { numbered = true }
        guard let name = directive.variable else { continue }
        referenced.insert(name)
        if let variable { graph[variable, default: []].append(name) }
        if entry.variables[name] == nil {
          diagnostics.append(
            .init(
              .error, "undefined-variable",
              "%#@\(name)@ has no variable dictionary '\(name)' in '\(entry.key)'; add one or fix the name",
              at: string.location))
        }
      }
      if numbered && sequential {
        diagnostics.append(
          .init(
            .warning, "mixed-positional",
            "'\(Self.excerpt(string.text))' mixes numbered (%1$…) and unnumbered conversions; number them all",
            at: string.location))
      }
    }
    references(in: entry.format, from: nil)
    for variable in entry.variables.values {
      for (_, variant) in variable.variants { references(in: variant, from: variable.name) }
    }
    for name in entry.variables.keys.sorted() where !referenced.contains(name) {
      diagnostics.append(
        .init(
          .warning, "unused-variable",
          "variable '\(name)' of '\(entry.key)' is never referenced; remove it or use %#@\(name)@",
          at: entry.variables[name]!.location))
    }
    if let cycle = findCycle(graph) {
      diagnostics.append(
        .init(
          .error, "variable-cycle",
          "variables of '\(entry.key)' refer to each other (\(cycle.joined(separator: " → "))); break the cycle",
          at: entry.variables[cycle[0]]?.location ?? entry.location))
    }
    let uses = (try? entry.argumentUses()) ?? [:]
    for variable in entry.variables.values.sorted(by: { $0.name < $1.name }) {
      switch variable.ruleType {
      case .plural, .missing: break
      default: continue
      }
      let keys = variable.variants.map(\.key)
      for key in keys where !categoryNames.contains(key) {
        diagnostics.append(
          .init(
            .warning, "unknown-category",
            "'\(key)' in variable '\(variable.name)' is not a plural category; use zero, one, two, few, many or other",
            at: variable.location))
      }
      if !keys.contains("other") {
        diagnostics.append(
          .init(
            .error, "missing-other",
            "variable '\(variable.name)' of '\(entry.key)' has no 'other' variant; add one (it is the fallback for every number)",
            at: variable.location))
      }
      let lacking = needed.filter { $0 != "other" && !keys.contains($0) }
      if !lacking.isEmpty {
        diagnostics.append(
          .init(
            .warning, "missing-categories",
            "variable '\(variable.name)' lacks \(lacking.map { "'\($0)'" }.joined(separator: ", ")), which \(language) needs; add \(lacking.count == 1 ? "it" : "them")",
            at: variable.location))
      }
      for key in keys where categoryNames.contains(key) && key != "zero" && !needed.contains(key) {
        diagnostics.append(
          .init(
            .warning, "unused-category",
            "'\(key)' in variable '\(variable.name)' is never chosen in \(language); the text is unreachable, remove it",
            at: variable.location))
      }
      guard let valueType = variable.valueType else {
        diagnostics.append(
          .init(
            .warning, "missing-value-type",
            "variable '\(variable.name)' has no NSStringFormatValueTypeKey; add the conversion of its number (d, ld, f …)",
            at: variable.location))
        continue
      }
      // The value type against the conversions that print the variable's own argument.
      guard case .directive(let declared)? = try? FormatParser.parse("%" + valueType.text).first,
        declared.takesArgument
      else {
        diagnostics.append(
          .init(
            .error, "invalid-value-type",
            "NSStringFormatValueTypeKey '\(valueType.text)' of '\(variable.name)' is not a conversion; use d, ld, lld, f …",
            at: valueType.location))
        continue
      }
      let index = uses.first { $0.value.contains { $0.directive.variable == variable.name } }?.key
      let printed =
        index.flatMap { uses[$0] }?.filter { $0.variable == variable.name && $0.directive.variable == nil }
        ?? []
      for use in printed {
        let conversion = use.directive
        let compatible =
          declared.isFloating ? (conversion.isFloating || conversion.conversion == "@") : conversion.isInteger
        if !compatible && conversion.conversion != "@"
          || (declared.isInteger && "sS".contains(conversion.conversion))
        {
          diagnostics.append(
            .init(
              .error, "value-type-mismatch",
              "variable '\(variable.name)' is '\(valueType.text)' but variant '\(use.variant ?? "")' prints it with %\(conversion.length.rawValue)\(conversion.conversion); use one type",
              at: use.location))
        }
      }
    }
    // %d where the same argument is 64-bit elsewhere.
    for (index, argumentUses) in uses.sorted(by: { $0.key < $1.key }) {
      let integers = argumentUses.filter { $0.directive.isInteger }
      let wide = integers.filter { [.l, .ll, .q, .z, .j, .t].contains($0.directive.length) }
      if let narrow = integers.first(where: { $0.directive.length == .none }), let example = wide.first {
        diagnostics.append(
          .init(
            .warning, "integer-width-mismatch",
            "argument \(index + 1) is printed with %\(example.directive.length.rawValue)\(example.directive.conversion) elsewhere but with %\(narrow.directive.conversion) here; use %\(example.directive.length.rawValue)\(narrow.directive.conversion)",
            at: narrow.location))
      }
    }
    return diagnostics
  }

  static func findCycle(_ graph: [String: [String]]) -> [String]? {
    var state: [String: Int] = [:]  // 1 visiting, 2 done
    var path: [String] = []
    func visit(_ node: String) -> [String]? {
      if state[node] == 2 { return nil }
      if state[node] == 1, let start = path.firstIndex(of: node) { return Array(path[start...]) + [node] }
      state[node] = 1
      path.append(node)
      for next in graph[node] ?? [] {
        if let cycle = visit(next) { return cycle }
      }
      path.removeLast()
      state[node] = 2
      return nil
    }
    for node in graph.keys.sorted() {
      if let cycle = visit(node) { return cycle }
    }
    return nil
  }

  /// Keys, variables and argument lists against the development language's file.
  static func compareLanguages(
    _ group: [(language: String, table: StringTable)], developmentLanguage: String
  )
    -> [LocalizationDiagnostic]
  {
    guard
      let reference = group.first(where: { $0.language == developmentLanguage })
        ?? group.first(where: { $0.language == "Base" })
    else { return [] }
    var diagnostics: [LocalizationDiagnostic] = []
    let referenceKeys = Set(reference.table.keys)
    for (language, table) in group where table.path != reference.table.path {
      let location = SourceLocation(file: table.path, line: 1, column: 1)
      for key in reference.table.keys where table.entries[key] == nil {
        diagnostics.append(
          .init(
            .warning, "missing-key",
            "key '\(key)' of \(reference.language) is missing in \(language); translate it", at: location))
      }
      for key in table.keys where !referenceKeys.contains(key) {
        diagnostics.append(
          .init(
            .warning, "extra-key", "key '\(key)' is not in \(reference.language); remove it or add it there",
            at: table.entries[key]!.location))
      }
      for key in table.keys where referenceKeys.contains(key) {
        guard case .format(let entry)? = table.entries[key],
          case .format(let base)? = reference.table.entries[key]
        else { continue }
        if Set(entry.variables.keys) != Set(base.variables.keys) {
          diagnostics.append(
            .init(
              .warning, "variable-mismatch",
              "'\(key)' has variables \(entry.variables.keys.sorted()) in \(language) but \(base.variables.keys.sorted()) in \(reference.language); use the same names",
              at: entry.location))
        }
        let mine = signature(entry)
        let theirs = signature(base)
        if let mine, let theirs, mine != theirs {
          diagnostics.append(
            .init(
              .warning, "argument-mismatch",
              "'\(key)' takes arguments \(mine) in \(language) but \(theirs) in \(reference.language); keep the same arguments",
              at: entry.location))
        }
      }
    }
    return diagnostics
  }

  /// The argument list as kinds, e.g. "(number, object)".
  static func signature(_ entry: FormatEntry) -> String? {
    guard let uses = try? entry.argumentUses(), let last = uses.keys.max() else { return nil }
    let kinds = (0...last).map { index -> String in
      guard let first = uses[index]?.first?.directive else { return "unused" }
      return first.variable != nil || first.isInteger || first.isFloating ? "number" : "object"
    }
    return "(" + kinds.joined(separator: ", ") + ")"
  }
}
