internal import InternalUtilities
import LocalizedStrings

extension DiagnosticRule {
  static let variableCycle = DiagnosticRule(
    code: .variableCycle,
    summary: "variables refer to each other through their variants, so formatting cannot end",
    help: "Break the cycle.",
    example: "variable a's variant is %#@b@ and b's is %#@a@",
    reason: "formatting cannot end",
    triggering: [
      .stringsdict(
        pluralEntry(
          "k", format: "%#@a@", pluralVariable("a", forms: [("other", "%1$#@b@")]).marked(before: "<key>a"),
          pluralVariable("b", forms: [("other", "%1$#@a@")])))
    ],
    nonTriggering: [
      .stringsdict(
        pluralEntry(
          "k", format: "%#@a@", pluralVariable("a", forms: [("other", "%1$#@b@")]),
          pluralVariable("b", forms: [("other", "%1$d")])))
    ])
}

extension EntryChecks {
  /// `variable-cycle`: variables of `entry` that refer to each other, by `references` (each
  /// variable's name, and the names its variants refer to), so that formatting never ends;
  /// placed at the cycle's first variable.
  func variableCycle(_ entry: FormatEntry, references: [String: [String]]) -> LocalizationDiagnostic? {
    guard let cycle = Self.findCycle(references) else { return nil }
    return .init(
      .variableCycle,
      "variables of \(context.entryName(key)) refer to each other (\(cycle.joined(separator: " → "))); break the cycle",
      at: entry.variable(named: cycle[0])?.location ?? entry.location)
  }

  /// The first cycle of references among variables, from the first variable by name:
  /// depth first, with a stack of its own (a chain of 100,000 substitutions overflowed the
  /// thread's stack when each step was a call).
  static func findCycle(_ graph: [String: [String]]) -> [String]? {
    var state: [String: Int] = [:]  // 1 on the path, 2 done
    for root in graph.keys.sorted() where state[root] == nil {
      // The path from the root, each variable with the index of the next reference to follow.
      var path: [(name: String, next: Int)] = [(root, 0)]
      state[root] = 1
      while let (name, next) = path.last {
        WorkMeter.add(1)
        let references = graph[name] ?? []
        guard next < references.count else {
          state[name] = 2
          path.removeLast()
          continue
        }
        path[path.count - 1].next += 1
        let target = references[next]
        switch state[target] {
        case 1:
          let start = path.firstIndex { $0.name == target }!
          return path[start...].map(\.name) + [target]
        case 2: continue
        default:
          state[target] = 1
          path.append((target, 0))
        }
      }
    }
    return nil
  }
}
