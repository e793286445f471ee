import LocalizedStrings
import Localization
import SourceFiles

/// The Swift type an accessor takes for one argument, from the conversions that read it.
enum ParameterType: String, Sendable {
  /// `%d %i %ld %lld`, `*` widths, a plural variable of unknown type.
  case int = "Int"
  /// `%u %x %X %o` and their length variants.
  case unsigned = "UInt"
  /// `%f %e %g %a` and their capitals.
  case double = "Double"
  /// `%@ %s %S`.
  case string = "String"
  /// `%c`: a C `char`.
  case byte = "UInt8"
  /// `%C`: a `unichar`.
  case unichar = "UInt16"
  /// A plural variable whose variants are all one text never reads its argument.
  case anything = "some FormatArgument"

  /// The type of a plain conversion.
  init(_ directive: FormatDirective) {
    switch directive.conversion {
    case "d", "i": self = .int
    case "u", "x", "X", "o": self = .unsigned
    case "c": self = .byte
    case "C": self = .unichar
    case "@", "s", "S": self = .string
    default: self = .double
    }
  }

  var isInteger: Bool { [.int, .unsigned, .byte, .unichar].contains(self) }
}

/// One parameter of an accessor: its type and the variable that names it, if any.
struct AccessorParameter: Sendable, Equatable {
  var type: ParameterType
  /// The `.stringsdict` variable or catalog substitution that reads the argument.
  var variable: String?
}

/// The arguments an entry takes, typed: the argument analysis of the
/// runtime (`FormatEntry.argumentUses()`) over the entry's format, or over
/// each of its width and device variants, which must agree.
enum AccessorParameters {
  /// A use of one argument.
  private struct Use {
    var kind: ArgumentKind
    /// Nil for a plural variable whose type nothing declares.
    var type: ParameterType?
    var variable: String?
    var location: SourceLocation
  }

  /// The parameters of `entry`, argument 1 first.
  ///
  /// - Throws: diagnostics (`invalid-format`, `argument-skipped`,
  ///   `argument-type-conflict`) when the arguments cannot be typed.
  static func of(_ entry: StringEntry, key: String) throws(AccessorGenerationError) -> [AccessorParameter] {
    var uses: [Int: [Use]] = [:]
    var problems: [AccessorGenerationError.Problem] = []
    collect(entry, key: key, into: &uses, problems: &problems)
    var parameters: [AccessorParameter] = []
    for index in 0..<(uses.keys.max().map { $0 + 1 } ?? 0) {
      guard let list = uses[index] else {
        problems.append(
          .init(
            .argumentSkipped,
            "'\(key)' uses argument \(uses.keys.max()! + 1) but never argument \(index + 1)",
            at: entry.location))
        continue
      }
      for (offset, first) in list.enumerated() {
        if let clash = list[(offset + 1)...].first(where: { !$0.kind.isCompatible(with: first.kind) }) {
          problems.append(
            .init(
              .argumentTypeConflict,
              "'\(key)' reads argument \(index + 1) as \(first.kind.rawValue) and as \(clash.kind.rawValue) (its variants must agree)",
              at: clash.location))
          break
        }
      }
      parameters.append(
        AccessorParameter(type: type(of: list), variable: list.lazy.compactMap(\.variable).first))
    }
    guard problems.isEmpty else { throw AccessorGenerationError(problems: problems) }
    return parameters
  }

  /// The type of an argument: the one its conversions name (`Int` when
  /// integer conversions of both signs meet), `Int` for a number nothing
  /// types, anything for a variable that never reads it.
  private static func type(of uses: [Use]) -> ParameterType {
    let types = Set(uses.compactMap(\.type))
    if types.count == 1 { return types.first! }
    if types.isEmpty { return uses.allSatisfy { $0.kind == .any } ? .anything : .int }
    if types.allSatisfy(\.isInteger) { return types.contains(.int) ? .int : .unsigned }
    // Incompatible types are reported by the caller; the first one stands meanwhile.
    return uses.compactMap(\.type).first!
  }

  private static func collect(
    _ entry: StringEntry, key: String, into uses: inout [Int: [Use]],
    problems: inout [AccessorGenerationError.Problem]
  ) {
    switch entry {
    case .format(let format):
      collect(format, key: key, into: &uses, problems: &problems)
    case .string(let text):
      guard text.isUsedAsFormat(key: key) else { return }
      let format = FormatEntry(key: key, format: text, variables: [:], location: text.location)
      collect(format, key: key, into: &uses, problems: &problems)
    case .width(_, let variants, _):
      for variant in variants where variant.value.isUsedAsFormat(key: key) {
        collect(.string(variant.value), key: key, into: &uses, problems: &problems)
      }
    case .device(_, let variants, _):
      for variant in variants { collect(variant.value, key: key, into: &uses, problems: &problems) }
    }
  }

  private static func collect(
    _ format: FormatEntry, key: String, into uses: inout [Int: [Use]],
    problems: inout [AccessorGenerationError.Problem]
  ) {
    let found: [Int: [ArgumentUse]]
    do {
      found = try format.argumentUses()
    } catch {
      problems.append(
        .init(.invalidFormat(error, subject: "'\(key)'", at: error.location ?? format.location)))
      return
    }
    for (index, list) in found {
      for use in list {
        var type: ParameterType? = ParameterType(use.directive)
        var name: String?
        let kind = ArgumentKind(use.directive, in: format)
        if let variableName = use.directive.variable {
          let variable = format.variable(named: variableName)
          type = kind == .any ? nil : variable?.declaredConversion.map(ParameterType.init)
          // A catalog's plural variation has no name of its own.
          if variable?.source != .pluralVariation { name = variableName }
        }
        uses[index, default: []].append(Use(kind: kind, type: type, variable: name, location: use.location))
      }
    }
  }
}
