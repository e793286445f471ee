import LocaleNumbers
import Plurals

/// One entry of a table with what formatting it needs taken out of it once:
/// its format or string (reading the enum copies it) and, for a format key
/// that is one plural variable with simple variants, its ``PluralPlan``.
///
/// A table's index makes one on a key's first lookup and hands out a
/// reference to it; a ``PreparedEntry`` keeps one.
package final class PlannedEntry: Sendable {
  package let entry: StringEntry
  /// What the direct path reads, taken out of the enum once (reading the enum copies it).
  let format: FormatEntry?
  let string: LocatedString?
  /// For a format key that is one plural variable with simple variants.
  /// Private: the plan is plain values over memory this box frees.
  private let plan: PluralPlan?
  /// ``SmallUTF8/isVerified``, read once here: the global costs a `swift_once` check each read.
  private let smallStrings = SmallUTF8.isVerified

  package init(_ entry: StringEntry) {
    self.entry = entry
    switch entry {
    case .format(let format):
      self.format = format
      string = nil
      plan = PluralPlan(format)
    case .string(let string):
      format = nil
      self.string = string
      plan = nil
    case .width, .device:
      format = nil
      string = nil
      plan = nil
    }
  }

  deinit { plan?.deallocate() }

  /// What the plan makes of each category, nil without a plan (for tests).
  var planKinds: [PluralPlan.Piece.Kind]? { plan?.kinds }

  /// The text the direct path gives (see `StringEntry.directText`), nil
  /// when the engine must format; integers as `numbers` writes them when
  /// it is not nil.
  package func directText(
    _ arguments: UnsafeBufferPointer<FormatValue>, rules: PluralRules, numbers: LocalizedNumberFormat?
  ) -> String? {
    writeDirect(arguments, rules: rules, numbers: numbers, to: DirectString(smallStrings: smallStrings))
  }

  /// Writes the direct path's text to `output` (see `StringEntry.writeDirect`):
  /// nil, and nothing written, when the engine must format.
  @inline(__always)
  func writeDirect<Output: DirectOutput>(
    _ arguments: UnsafeBufferPointer<FormatValue>, rules: PluralRules, numbers: LocalizedNumberFormat?,
    to output: Output
  ) -> Output.Written? {
    if let plan, let written = plan.write(arguments, rules: rules, numbers: numbers, to: output) {
      return written
    }
    if let format {
      return format.format.writeDirect(
        arguments, entry: format, rules: rules, numbers: numbers, first: 0, depth: 0, to: output)
    }
    return string?.writeDirect(
      arguments, entry: nil, rules: rules, numbers: numbers, first: 0, depth: 0, to: output) ?? nil
  }
}
