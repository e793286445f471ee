import LocalizedStrings
import Localization
import SourceFiles

/// The call sites of Swift code (``CodeReferences``) against the tables a lint run read:
/// `undefined-key` for a key the development language's table of that name lacks,
/// `format-call-mismatch` for a `String(format:)` whose arguments a language's text reads
/// otherwise. A call whose table no file of the run holds is not checked (it may be another
/// package's): ``Outcome/tablesNotRead`` counts it.
enum CallSiteChecks {
  /// What the checks found and what they could not check.
  struct Outcome {
    var findings: [LintFinding] = []
    /// Calls whose table is not among the files linted.
    var tablesNotRead = 0
    /// Calls whose key the table lacks but which users see as written: a key that reads as
    /// text, or one with a default text.
    var shownAsWritten = 0
    /// The keys each table's call sites name (every key of its shape an interpolated key may
    /// be), by table; a table a call site names is here, even with no key found.
    var used: [String: Set<String>] = [:]
  }

  /// Where a table's entries are, in one language: a table file or a catalog's localization.
  struct Source {
    let language: String
    let entry: (String) -> StringEntry?
  }

  /// The tables of a run by name.
  struct Tables {
    /// The development language's keys of each table (every language's, for a table that
    /// has no file of the development language).
    var keys: [String: Set<String>] = [:]
    /// Each table's keys by their shape (``shape(of:)``), each with its conversions, for
    /// interpolated keys.
    var shapes: [String: [String: [(key: String, specifiers: [String])]]] = [:]
    /// Each table's keys by their folded spelling (``folded(_:)``), for a suggestion.
    var folded: [String: [String: String]] = [:]
    /// Each table's languages, for the format arguments.
    var sources: [String: [Source]] = [:]
    /// The tables whose keys are mostly identifiers (`menu_new_chat`, `search`): there a
    /// missing key of one small word (`serach`) is an identifier too.
    var identifierKeyed: Set<String> = []
    /// Each table's development language: its reference files', or its catalog's source
    /// language.
    var developmentLanguages: [String: String] = [:]
    /// Each table's other languages, each once, in the order its files and catalogs are read.
    var translations: [String: [String]] = [:]

    /// - Complexity: O(*n*) in the keys of the tables.
    init(
      tables: [String: StringTable], catalogs: [String: StringCatalog], reference: (String) -> Bool,
      language: (String) -> String
    ) {
      var all: [String: Set<String>] = [:]
      for (path, table) in tables.sorted(by: { $0.key < $1.key }) {
        let name = DiagnosticSubject.table(ofPath: path)
        let keys = table.keys
        all[name, default: []].formUnion(keys)
        if reference(path) {
          self.keys[name, default: []].formUnion(keys)
          developmentLanguages[name] = developmentLanguages[name] ?? language(path)
        }
        sources[name, default: []].append(Source(language: language(path)) { table.transientEntry(for: $0) })
      }
      for (path, catalog) in catalogs.sorted(by: { $0.key < $1.key }) {
        let name = DiagnosticSubject.table(ofPath: path)
        self.keys[name, default: []].formUnion(catalog.keys)
        developmentLanguages[name] = developmentLanguages[name] ?? catalog.sourceLanguage
        for language in catalog.languages {
          sources[name, default: []].append(
            Source(language: language) { catalog.localization(of: $0, language: language) })
        }
      }
      for (name, keys) in all where self.keys[name] == nil { self.keys[name] = keys }
      for (name, sources) in sources {
        var seen: Set<String> = []
        translations[name] = sources.map(\.language).filter {
          $0 != developmentLanguages[name] && seen.insert($0).inserted
        }
      }
      for (name, keys) in self.keys {
        var shapes: [String: [(key: String, specifiers: [String])]] = [:]
        var folded: [String: String] = [:]
        for key in keys.sorted() {
          shapes[CallSiteChecks.shape(of: key), default: []].append((key, CallSiteChecks.specifiers(in: key)))
          folded[CallSiteChecks.folded(key)] = folded[CallSiteChecks.folded(key)] ?? key
        }
        self.shapes[name] = shapes
        self.folded[name] = folded
        let identifiers = keys.count { CodeReferences.identifierShape(of: $0) != .text }
        if identifiers * 2 > keys.count { identifierKeyed.insert(name) }
      }
    }
  }

  /// The findings of `code`'s call sites against `tables`.
  ///
  /// - Complexity: O(*n* + *m*) in the call sites and the keys of the tables, but for an
  ///   interpolated key whose types the code does not all tell: O(*k*) in the keys of its
  ///   shape, once for each such key written differently.
  static func check(_ code: CodeReferences, tables: Tables) -> Outcome {
    var outcome = Outcome()
    // Each interpolated key's matches once, however many call sites write it.
    var known: [String: [String]] = [:]
    for site in code.callSites {
      guard let keys = tables.keys[site.tableName] else {
        outcome.tablesNotRead += 1
        continue
      }
      let subject = DiagnosticSubject(table: site.tableName, key: site.key.description)
      let found: [String]
      if site.key.isInterpolated {
        let memo =
          site.tableName + "\u{0}"
          + site.key.pieces.map {
            switch $0 {
            case .text(let text): text
            case .value(let specifier): "\u{0}" + (specifier ?? "") + "\u{0}"
            }
          }.joined()
        if let seen = known[memo] {
          found = seen
        } else {
          found = matches(site.key, keys: keys, shapes: tables.shapes[site.tableName] ?? [:])
          known[memo] = found
          outcome.used[site.tableName, default: []].formUnion(found)
        }
      } else {
        found = matches(site.key, keys: keys, shapes: [:])
        outcome.used[site.tableName, default: []].formUnion(found)
      }
      guard let key = found.first else {
        // A default text, or a key that reads as text, is what users see: right in the
        // development language, untranslated in the others, but no key.
        let shape = site.key.identifierShape
        guard !site.hasDefaultValue,
          shape == .identifier
            || (shape == .word && !site.key.isInterpolated && tables.identifierKeyed.contains(site.tableName))
        else {
          outcome.shownAsWritten += 1
          if let counted = countedKey(site, tables: tables) {
            outcome.findings.append(LintFinding(counted, subject: subject))
          }
          continue
        }
        let near = nearest(site.key, folded: tables.folded[site.tableName] ?? [:])
        outcome.findings.append(
          LintFinding(EntryChecks.undefinedKey(site, nearest: near), subject: subject))
        continue
      }
      if let arguments = site.formatArguments {
        outcome.findings += formatMismatches(
          site, key: key, arguments: arguments, sources: tables.sources[site.tableName] ?? []
        ).map { LintFinding($0, subject: subject) }
      }
    }
    return outcome
  }

  /// `plural-candidate` at a call site whose key no table has and which counts: an
  /// interpolated key (`Text("\(count) files")`) or the format of a `String(format:)` call,
  /// shown as written with one text for every number.
  static func countedKey(_ site: CodeReferences.CallSite, tables: Tables) -> LocalizationDiagnostic? {
    guard site.key.isInterpolated || site.formatArguments != nil,
      let language = tables.developmentLanguages[site.tableName]
    else { return nil }
    return PluralCandidate.diagnostic(
      callSite: site, developmentLanguage: language, languages: tables.translations[site.tableName] ?? [])
  }

  /// The table's keys the call may find, the first the one it finds where the code tells every
  /// type: the key itself, or for an interpolated key each one of the same shape whose
  /// specifiers are the ones the code's types make (any, where it does not tell).
  static func matches(
    _ key: CodeReferences.CallKey, keys: Set<String>, shapes: [String: [(key: String, specifiers: [String])]]
  ) -> [String] {
    guard key.isInterpolated else {
      let written = key.description
      return keys.contains(written) ? [written] : []
    }
    let pattern = key.pieces.map {
      switch $0 {
      case .text(let text): text
      case .value: "%@"
      }
    }.joined()
    let wanted: [String?] = key.pieces.compactMap {
      if case .value(let specifier) = $0 { specifier } else { nil }
    }
    guard wanted.contains(nil) else {
      // Every type told: one key, looked up.
      let written = key.description
      return keys.contains(written) ? [written] : []
    }
    return (shapes[shape(of: pattern)] ?? []).compactMap { candidate in
      candidate.specifiers.count == wanted.count
        && zip(candidate.specifiers, wanted).allSatisfy { $1 == nil || $0 == $1 } ? candidate.key : nil
    }
  }

  /// The keys of the tables named `names` with their places, for `unused-key`: the keys of
  /// their development language's files (of every file, for a table that has none) and of
  /// their catalogs.
  static func keyPlaces(
    of names: Set<String>, tables: [String: StringTable], catalogs: [String: StringCatalog],
    entryPlaces: [String: EntryPlaces], isReference: (String) -> Bool
  ) -> [String: [(key: String, location: SourceLocation)]] {
    var places: [String: [(key: String, location: SourceLocation)]] = [:]
    var withReference = Set<String>()
    for path in tables.keys where isReference(path) {
      withReference.insert(DiagnosticSubject.table(ofPath: path))
    }
    for path in tables.keys.sorted() {
      let name = DiagnosticSubject.table(ofPath: path)
      guard names.contains(name), isReference(path) || !withReference.contains(name) else { continue }
      places[name, default: []] += (entryPlaces[path]?.all ?? []).map {
        ($0.key, SourceLocation(file: path, line: $0.line, column: $0.column))
      }
    }
    for (path, catalog) in catalogs.sorted(by: { $0.key < $1.key }) {
      let name = DiagnosticSubject.table(ofPath: path)
      guard names.contains(name) else { continue }
      places[name, default: []] += catalog.keys.map { ($0, catalog.location(ofKey: $0)) }
    }
    return places
  }

  /// `unused-key`: each key of a table that a call site names (by its name) that no call site
  /// names, but those `ignored` matches; `places` gives each table's keys with their places
  /// (the development language's files, a catalog's keys).
  ///
  /// - Complexity: O(*n*) in the keys of those tables.
  static func unusedKeys(
    used: [String: Set<String>], places: [String: [(key: String, location: SourceLocation)]],
    ignored: (String) -> Bool
  ) -> [LintFinding] {
    var findings: [LintFinding] = []
    for (table, named) in used.sorted(by: { $0.key < $1.key }) {
      for (key, location) in places[table] ?? [] where !named.contains(key) && !ignored(key) {
        findings.append(
          LintFinding(
            EntryChecks.unusedKey(key, table: table, at: location),
            subject: DiagnosticSubject(table: table, key: key)))
      }
    }
    return findings
  }

  /// The key with every conversion written as one placeholder (`%%` kept): `%lld files` and
  /// `%@ files` have the same shape. A key that does not parse as a format is its own shape.
  static func shape(of key: String) -> String {
    let bytes = Array(key.utf8)
    var result: [UInt8] = []
    var last = 0
    for directive in conversions(in: key) {
      result += bytes[last..<directive.range.lowerBound]
      result.append(1)
      last = directive.range.upperBound
    }
    return String(decoding: result + bytes[last...], as: UTF8.self)
  }

  /// The conversions of `key`, in order, as written (`%lld`, `%1$@`).
  static func specifiers(in key: String) -> [String] {
    let bytes = Array(key.utf8)
    return conversions(in: key).map { String(decoding: bytes[$0.range], as: UTF8.self) }
  }

  /// The directives of `key` that take an argument (the format parser's), none when it does
  /// not parse.
  static func conversions(in key: String) -> [FormatDirective] {
    ((try? FormatParser.directives(key)) ?? []).filter(\.takesArgument)
  }

  /// A key's spelling without case, blanks and punctuation, for a suggestion that costs one
  /// lookup: `Settings.Title` for `settings_title`.
  static func folded(_ key: String) -> String {
    String(
      String.UnicodeScalarView(
        key.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }))
  }

  /// The table's key spelled like the call's but for case, blanks or punctuation (an
  /// identifier, which a reported key is, always has a letter or digit left).
  static func nearest(_ key: CodeReferences.CallKey, folded: [String: String]) -> String? {
    folded[Self.folded(key.description)]
  }

  /// `format-call-mismatch`: the `String(format:)` call passes fewer arguments than a
  /// language's text of `key` reads, or one of a type the text reads otherwise.
  static func formatMismatches(
    _ site: CodeReferences.CallSite, key: String, arguments: [CodeReferences.CodeArgument], sources: [Source]
  ) -> [LocalizationDiagnostic] {
    // Each problem once, with the languages that have it.
    var short: [String] = []
    var read = 0
    var clashes: [Int: (kind: ArgumentKind, languages: [String])] = [:]
    for source in sources {
      guard let entry = source.entry(key), let uses = EntryChecks.kinds(entry, key: key) else { continue }
      let kinds = uses.mapValues { $0.map(\.kind) }
      if let last = kinds.keys.max(), last + 1 > arguments.count {
        short.append(source.language)
        read = max(read, last + 1)
      }
      for (index, argument) in arguments.enumerated() {
        guard let uses = kinds[index], let clash = uses.first(where: { !argument.kind.passes(as: $0) }) else {
          continue
        }
        if clashes[index] == nil { clashes[index] = (clash, []) }
        if !clashes[index]!.languages.contains(source.language) {
          clashes[index]!.languages.append(source.language)
        }
      }
    }
    var diagnostics: [LocalizationDiagnostic] = []
    if !short.isEmpty {
      diagnostics.append(
        EntryChecks.formatCallShort(site, key: key, passed: arguments.count, read: read, languages: short))
    }
    for index in clashes.keys.sorted() {
      let (kind, languages) = clashes[index]!
      diagnostics.append(
        EntryChecks.formatCallType(
          site, key: key, index: index, argument: arguments[index], reads: kind, languages: languages))
    }
    return diagnostics
  }
}

extension CodeReferences.CodeArgument.Kind {
  /// Whether a value of this kind is read rightly by a conversion of `kind`: a number by a
  /// number's conversion, a string by `%@` alone (a Swift `String` is no C string for `%s`).
  func passes(as kind: ArgumentKind) -> Bool {
    switch (self, kind) {
    case (.unknown, _), (_, .any): true
    case (.integer, .integer), (.integer, .number), (.floating, .floating), (.floating, .number): true
    case (.string, .object): true
    default: false
    }
  }
}
