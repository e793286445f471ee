import Plurals

/// The checks of one entry of one language: the table's context and the entry's key,
/// which each rule's check reads.
///
/// The checks are this type's methods. A rule whose finding has one check of its own
/// declares it in its rule file (`Rules/ControlCharacterRule.swift`'s
/// `controlCharacters(_:)`); the passes over an entry in `Checks/` call them, and hold
/// the checks that share one walk of the entry's strings (the references between
/// variables, the arguments' uses).
struct EntryChecks {
  let context: TableContext
  let key: String

  static let categoryNames = PluralCategory.allCases.map(\.name)

  /// A format string shortened to one line for a message: at most 60 characters, its first
  /// 57 and `…` when longer, each line break shown as `⏎`.
  ///
  /// - Complexity: O(1): only the first 61 characters are read, however long the text (a
  ///   check may quote one text once for each of its arguments).
  static func excerpt(_ text: String) -> String {
    let head = text.prefix(61)
    let line = String(head.replacing("\n", with: "⏎"))
    return head.count > 60 ? line.prefix(57) + "…" : line
  }
}
