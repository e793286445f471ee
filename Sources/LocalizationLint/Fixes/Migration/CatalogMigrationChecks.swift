internal import InternalUtilities
@_spi(InternalJSON) internal import InternalJSON
import LocalizedStrings
import Localization
import Plurals
import SourceFiles

/// A catalog migration's checks: the written catalog read back, and the runtime's text of each
/// migrated key the same before and after.
extension CatalogMigration {
  /// Why `fixed` must not be written; nil when, read again, it holds every member of
  /// the catalog `bytes` as it was but the migrated localizations, each the variation meant.
  static func readBack(_ bytes: [UInt8], fixed: [UInt8], path: String, plans: [Plan]) -> String? {
    let document: JSONNode
    let after: JSONNode
    do {
      document = try JSONReader.parse(bytes, file: path)
      after = try JSONReader.parse(fixed, file: path)
    } catch {
      return "the migrated catalog would not read (\(error.message))"
    }
    let migrated = Dictionary(plans.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    guard case .object(let rootMembers) = document.value, case .object(let newRootMembers) = after.value,
      rootMembers.map(\.key) == newRootMembers.map(\.key)
    else { return "read again, the migrated catalog's members changed" }
    for (old, new) in zip(rootMembers, newRootMembers) where old.key != "strings" {
      guard old.value.hasSameValue(as: new.value) else {
        return "read again, the catalog's \"\(old.key)\" changed"
      }
    }
    let strings = document["strings"]?.members ?? []
    let newStrings = after["strings"]?.members ?? []
    guard strings.map(\.key) == newStrings.map(\.key) else { return "read again, the catalog's keys changed" }
    for (old, new) in zip(strings, newStrings) {
      guard let plan = migrated[old.key] else {
        guard old.value.hasSameValue(as: new.value) else {
          return "read again, the key \"\(old.key)\" changed"
        }
        continue
      }
      let others = old.value.members.filter { $0.key != "localizations" }
      let newOthers = new.value.members.filter { $0.key != "localizations" }
      guard others.map(\.key) == newOthers.map(\.key),
        zip(others, newOthers).allSatisfy({ $0.value.hasSameValue(as: $1.value) })
      else { return "read again, the key \"\(old.key)\" changed besides its localizations" }
      let localizations = new.value["localizations"]?.members ?? []
      guard Set(localizations.map(\.key)) == Set(plan.texts.map(\.language)),
        localizations.count == plan.texts.count
      else { return "read again, the key \"\(old.key)\" has other localizations than before" }
      for (language, text) in plan.texts {
        guard let node = localizations.first(where: { $0.key == language })?.value,
          isVariation(node, of: text, language: language)
        else { return "read again, the key \"\(old.key)\" in \(language) is not the plural variation meant" }
      }
    }
    return nil
  }

  /// Whether `node` is exactly a plural variation of `text` in each of `language`'s categories.
  private static func isVariation(_ node: JSONNode, of text: String, language: String) -> Bool {
    guard node.members.count == 1, let variations = node["variations"], variations.members.count == 1,
      let plural = variations["plural"]
    else { return false }
    let names = PluralRules(locale: language).categories.map(\.name)
    guard Set(plural.members.map(\.key)) == Set(names), plural.members.count == names.count else {
      return false
    }
    return plural.members.allSatisfy { member in
      let unit = member.value["stringUnit"]
      return member.value.members.count == 1 && unit?.members.count == 2
        && unit?["state"]?.string == "needs_review" && unit?["value"]?.string == text
    }
  }

  /// ``outputDifference(_:old:new:numbers:)`` of each of `plans`, in order, the plans split into
  /// the ranges of ``PluralMigration/refusalRanges(count:threads:)`` (as a `.strings`
  /// migration's checks are), with the same answers as one thread's.
  ///
  /// - Complexity: O(*n* · *l* · *k*) formats for *n* plans, spread over `threads`.
  static func outputDifferences(
    _ plans: [Plan], old: StringCatalog, new: StringCatalog, numbers: [String: [Int64]], threads: Int
  ) -> [String?] {
    ConcurrentRanges.map(PluralMigration.refusalRanges(count: plans.count, threads: threads)) { range in
      plans[range].map { outputDifference($0, old: old, new: new, numbers: numbers) }
    }.flatMap { $0 }
  }

  /// What the runtime prints differently for `plan`'s key from the catalog `old` and `new`,
  /// in any of its languages at any of ``PluralMigration/numbers(for:)``; nil when nothing does.
  ///
  /// - Parameter numbers: those numbers by language, made once for every key (one not there: here).
  /// - Complexity: O(*l* · *k*) formats, for the catalog's languages and their numbers.
  static func outputDifference(
    _ plan: Plan, old: StringCatalog, new: StringCatalog, numbers: [String: [Int64]] = [:]
  ) -> String? {
    for name in old.languages {
      guard let language = Language(name) else { continue }
      let (oldTable, newTable) = (old.table(language: language), new.table(language: language))
      for number in numbers[name] ?? PluralMigration.numbers(for: name) {
        // An unsigned key's number is the same 64 bits read without a sign.
        let value: FormatValue = plan.unsigned ? .unsigned(UInt64(bitPattern: number)) : .signed(number)
        let shown = plan.unsigned ? String(UInt64(bitPattern: number)) : String(number)
        guard let was = try? oldTable.formatDetailed(plan.key, arguments: [value]).text else {
          return "the runtime does not format today's text in \(name) at \(shown)"
        }
        let will = try? newTable.formatDetailed(plan.key, arguments: [value]).text
        guard will == was else {
          return
            "the plural variation would print \(will.map { "\"\($0)\"" } ?? "nothing") in \(name) where today's text prints \"\(was)\" at \(shown)"
        }
      }
    }
    return nil
  }
}
