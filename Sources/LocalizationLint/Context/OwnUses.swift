import Localization
import LocalizedStrings
internal import InternalUtilities

extension EntryChecks {
  /// What the checks of a plural variable read of it, found once per variable.
  struct VariableFacts {
    /// ``ownUses(_:uses:)`` (or ``OwnUseIndex/ownUses(of:)``).
    let ownUses: OwnUses
    /// `FormatVariable.declaredConversion` (which parses the value type on each read).
    let declaredConversion: FormatDirective?
  }

  /// The uses of a variable's own argument inside its variants: those of its argument's
  /// uses that a variant of the variable holds, read in place among them (copying them
  /// into an array of their own, for every variable, cost more than the checks' reads).
  struct OwnUses {
    /// The uses of the variable's argument (none when no argument holds the variable).
    let list: [ArgumentUse]
    /// The variable's name.
    let name: String
    /// The argument (0-based), nil when no argument holds the variable.
    let argument: Int?

    /// Whether `use` is one of the variable's own: in one of its variants, and not a variable itself.
    @inline(__always) func isOwn(_ use: UnsafePointer<ArgumentUse>) -> Bool {
      use.pointee.variable == name && use.pointee.directive.variable == nil
    }

    var isEmpty: Bool { !list.containsUse { isOwn($0) } }

    /// Whether an own use passes `test`, each read in place (see `[ArgumentUse].containsUse`).
    func containsUse(_ test: (UnsafePointer<ArgumentUse>) -> Bool) -> Bool {
      list.containsUse { isOwn($0) && test($0) }
    }

    /// The own uses that pass `test`, in order.
    func filter(_ test: (ArgumentUse) -> Bool) -> [ArgumentUse] {
      list.filter { $0.variable == name && $0.directive.variable == nil && test($0) }
    }
  }

  /// The uses of the variable's own argument inside its variants: of the first argument
  /// whose uses hold the variable (`%2$#@n@` and `%3$#@n@`: argument 2), read in place.
  ///
  /// - Complexity: O(*u*) in the uses of all arguments; ``OwnUseIndex`` finds those of
  ///   every variable at once, for entries with many.
  func ownUses(_ variable: FormatVariable, uses: [Int: [ArgumentUse]]) -> OwnUses {
    var first: Int?
    for (index, list) in uses
    where index < first ?? .max && list.containsUse({ $0.pointee.directive.variable == variable.name }) {
      first = index
    }
    return OwnUses(list: first.map { uses[$0]! } ?? [], name: variable.name, argument: first)
  }
}

/// The own uses of every variable of an entry (see ``EntryChecks/OwnUses``), found in two
/// passes over all the uses: for an entry with many variables, where finding each
/// variable's by a pass of its own made the checks quadratic (100,000 substitutions of a
/// catalog string bound to one argument).
struct OwnUseIndex {
  /// The variables an entry needs before its checks use the index (below it, each
  /// variable's own pass reads the uses in place, which costs less than the index).
  static let variableLimit = 8

  /// The first argument whose uses hold each variable.
  private var arguments: [String: Int] = [:]
  /// The uses inside each variable's variants of that argument, in order.
  private var own: [String: [ArgumentUse]] = [:]

  /// - Complexity: O(*u* + *a* log *a*) in the uses and the arguments.
  init(_ uses: [Int: [ArgumentUse]]) {
    let indices = uses.keys.sorted()
    WorkMeter.add(2 * uses.values.reduce(0) { $0 + $1.count })
    for index in indices {
      for use in uses[index]! {
        guard let name = use.directive.variable, arguments[name] == nil else { continue }
        arguments[name] = index
      }
    }
    for index in indices {
      for use in uses[index]! where use.directive.variable == nil {
        guard let name = use.variable, arguments[name] == index else { continue }
        own[name, default: []].append(use)
      }
    }
  }

  /// What ``EntryChecks/ownUses(_:uses:)`` finds for the variable `name`.
  func ownUses(of name: String) -> EntryChecks.OwnUses {
    EntryChecks.OwnUses(list: own[name] ?? [], name: name, argument: arguments[name])
  }
}

extension [ArgumentUse] {
  /// Whether a use passes `test`, each read in place through its address: `contains(where:)`
  /// iterates, copying every use (four references retained and released), as does handing
  /// the use itself to `test`; the checks ask this of every variable.
  func containsUse(_ test: (UnsafePointer<ArgumentUse>) -> Bool) -> Bool {
    WorkMeter.add(count)
    return withUnsafeBufferPointer { uses in
      guard let base = uses.baseAddress else { return false }
      for index in uses.indices where test(base + index) { return true }
      return false
    }
  }
}
