extension ReleaseDiff {
  /// Per locale and type, at most this many numbers of one transition are
  /// listed in text; the JSON lists all.
  public static let numbersShownPerTransition = 8

  /// The report for people: the releases; a summary line per kind of change
  /// (rules, categories, conditions, numbers that change category, ranges,
  /// parents, likely subtags, number data), each with its count; then a
  /// heading per locale (sorted), under it a line per change, indented.
  ///
  /// ```text
  /// CLDR 41 (…) → CLDR 48 (…)
  /// plural rules: 3 locales added, 13 changed
  /// …
  ///
  /// he:
  ///   cardinal: categories removed: many
  ///   cardinal 20: many → other
  /// ```
  public var text: String {
    var lines = ["CLDR \(oldVersion) (\(oldSource)) → CLDR \(newVersion) (\(newSource))"]
    if isEmpty {
      lines.append("no differences")
      if let numbersNotCompared { lines.append(numbersNotCompared) }
      return lines.joined(separator: "\n") + "\n"
    }
    lines += summary
    for (locale, changes) in byLocale {
      lines.append("")
      lines.append("\(locale):")
      lines += changes.map { "  " + $0 }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// "1 locale", "2 locales".
  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// "2 added, 1 changed": the counts that are not zero, in this order.
  private static func changes(_ counts: [(String, Int)]) -> String {
    counts.filter { $0.1 > 0 }.map { "\($0.1) \($0.0)" }.joined(separator: ", ")
  }

  /// Counts of added, removed and changed entries of a mapping (parents, likely subtags).
  private static func mappingCounts(_ mappings: [MappingChange]) -> [(String, Int)] {
    [
      ("added", mappings.count { $0.old == nil }), ("removed", mappings.count { $0.new == nil }),
      ("changed", mappings.count { $0.old != nil && $0.new != nil }),
    ]
  }

  /// One line per kind of change that occurs, with its counts.
  var summary: [String] {
    var lines: [String] = []
    if !rules.isEmpty {
      let counts = [Change.added, .removed, .changed].map { change in
        (change.rawValue, rules.count { $0.change == change })
      }
      lines.append("plural rules (locale and type): " + Self.changes(counts))
      let categories = [
        ("added", rules.filter { $0.change == .changed }.reduce(0) { $0 + $1.categoriesAdded.count }),
        ("removed", rules.filter { $0.change == .changed }.reduce(0) { $0 + $1.categoriesRemoved.count }),
      ]
      if categories.contains(where: { $0.1 > 0 }) { lines.append("categories: " + Self.changes(categories)) }
      let conditions = rules.filter { $0.change == .changed }.reduce(0) {
        $0 + $1.rules.count { $0.old != nil && $0.new != nil }
      }
      if conditions > 0 { lines.append("conditions changed: \(conditions)") }
      let numbers = rules.reduce(0) { $0 + $1.numbers.count }
      if numbers > 0 {
        let localeCount = Set(rules.filter { !$0.numbers.isEmpty }.map(\.locale)).count
        lines.append(
          "numbers that change category: \(numbers) in \(Self.counted(localeCount, "locale")) (0…1000, samples and a few decimals)"
        )
      }
    }
    if !ranges.isEmpty {
      let counts = [Change.added, .removed, .changed].map { change in
        (change.rawValue, ranges.count { $0.change == change })
      }
      lines.append(
        "plural ranges: " + Self.changes(counts) + " ("
          + Self.counted(ranges.reduce(0) { $0 + $1.entries.count }, "result") + ")")
    }
    if !parents.isEmpty { lines.append("parent locales: " + Self.changes(Self.mappingCounts(parents))) }
    if !likelySubtags.isEmpty {
      lines.append("likely subtags: " + Self.changes(Self.mappingCounts(likelySubtags)))
    }
    if let numbersNotCompared {
      lines.append(numbersNotCompared)
    } else {
      if !numberLocalesAdded.isEmpty {
        lines.append(
          "number data: \(Self.counted(numberLocalesAdded.count, "locale")) added: "
            + numberLocalesAdded.joined(separator: " "))
      }
      if !numberLocalesRemoved.isEmpty {
        lines.append(
          "number data: \(Self.counted(numberLocalesRemoved.count, "locale")) removed: "
            + numberLocalesRemoved.joined(separator: " "))
      }
      if !numberChanges.isEmpty {
        let locales = Set(numberChanges.map(\.locale)).count
        lines.append(
          "number data: \(Self.counted(numberChanges.count, "field")) changed in \(Self.counted(locales, "locale"))"
        )
      }
    }
    return lines
  }

  /// Every change under its locale, the locales sorted; within one: the rules
  /// (cardinal, then ordinal), the ranges, the parent, the likely subtags and
  /// the number data.
  var byLocale: [(locale: String, changes: [String])] {
    var changes: [String: [String]] = [:]
    for entry in rules { changes[entry.locale, default: []] += lines(entry) }
    for entry in ranges {
      if entry.change != .changed {
        changes[entry.locale, default: []].append("range: locale \(entry.change)")
      }
      for range in entry.entries {
        let name = range.range.replacing("-", with: "–")
        changes[entry.locale, default: []].append(
          "range \(name): \(range.old ?? "(not listed)") → \(range.new ?? "(not listed)")")
      }
    }
    for parent in parents {
      changes[parent.locale, default: []].append(
        "parent: \(parent.old ?? "(none)") → \(parent.new ?? "(none)")")
    }
    for mapping in likelySubtags {
      changes[mapping.locale, default: []].append(
        "likely subtags: \(mapping.old ?? "(none)") → \(mapping.new ?? "(none)")")
    }
    if numbersNotCompared == nil {
      for change in numberChanges {
        changes[change.locale, default: []].append(
          "number \(change.field): \(quoted(change.old)) → \(quoted(change.new))")
      }
    }
    return changes.keys.sorted().map { ($0, changes[$0]!) }
  }

  /// The lines of one locale's rules of one type: the locale or categories
  /// added or removed, each condition, the numbers whose category changes.
  private func lines(_ entry: Rules) -> [String] {
    let type = entry.type.rawValue
    var lines: [String] = []
    switch entry.change {
    case .added: lines.append("\(type): locale added")
    case .removed: lines.append("\(type): locale removed")
    case .changed:
      if !entry.categoriesAdded.isEmpty {
        lines.append(
          "\(type): categories added: \(entry.categoriesAdded.map(\.rawValue).joined(separator: " "))")
      }
      if !entry.categoriesRemoved.isEmpty {
        lines.append(
          "\(type): categories removed: \(entry.categoriesRemoved.map(\.rawValue).joined(separator: " "))")
      }
    }
    for rule in entry.rules {
      switch (rule.old, rule.new) {
      case (let old?, let new?): lines.append("\(type) \(rule.category.rawValue): \(old)  →  \(new)")
      case (nil, let new?): lines.append("\(type) \(rule.category.rawValue): \(new)")
      case (let old?, nil): lines.append("\(type) \(rule.category.rawValue): was \(old)")
      case (nil, nil): break
      }
    }
    var shown: [String: Int] = [:]
    var hidden: [String: Int] = [:]
    for change in entry.numbers {
      let transition = "\(change.old.rawValue) → \(change.new.rawValue)"
      if shown[transition, default: 0] < Self.numbersShownPerTransition {
        shown[transition, default: 0] += 1
        lines.append("\(type) \(change.number): \(transition)")
      } else {
        hidden[transition, default: 0] += 1
      }
    }
    for (transition, count) in hidden.sorted(by: { $0.key < $1.key }) {
      lines.append("\(type): \(count) more numbers \(transition) (see --format json)")
    }
    return lines
  }
}
