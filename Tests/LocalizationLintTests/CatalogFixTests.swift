import Foundation
import LocalizedStrings
import Localization
import TestSupport
import Testing

@testable import LocalizationLint

/// A string unit as Xcode writes one, inside a localization at Xcode's indentation.
private func member(_ key: String, french: String, last: Bool = false) -> String {
  """
      "\(key)" : {
        "localizations" : {
          "fr" : {
            "stringUnit" : {
              "state" : "translated",
              "value" : "\(french)"
            }
          }
        }
      }\(last ? "" : ",")

  """
}

/// A catalog as Xcode writes it, with `members` (each from `member`) as its strings.
private func xcodeCatalog(_ members: [String]) -> String {
  "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + members.joined()
    + "  },\n  \"version\" : \"1.0\"\n}\n"
}

/// Lints the catalog `text`, fixes it, and returns the fixes and the catalog after.
private func fixed(_ text: String) throws -> (fixes: LintFixes, after: String) {
  let fixture = try LintFixture(["L.xcstrings": text])
  defer { fixture.remove() }
  let fixes = LintFixes(report: fixture.lint(), roots: [fixture.root])
  #expect(fixes.apply().isEmpty)
  return (fixes, try String(contentsOfFile: fixture.root + "/L.xcstrings", encoding: .utf8))
}

@Suite("plurals lint --fix in String Catalogs")
struct CatalogFixTests {
  @Test(
    "an identical duplicate member goes with its comma, in the middle or last; every other byte stays",
    arguments: [false, true])
  func duplicateRemoved(last: Bool) throws {
    let title = member("Title", french: "Titre")
    let done = member("Done", french: "Terminé")
    let lastDone = member("Done", french: "Terminé", last: true)
    let members =
      last ? [title, done, member("Title", french: "Titre", last: true)] : [title, title, lastDone]
    let before = xcodeCatalog(members)
    let (fixes, after) = try fixed(before)
    #expect(fixes.fixedFindings == [.identicalDuplicateKey: 1], "\(fixes.skipped)")
    // Exactly the copy removed, its comma with it: the member before the last loses its comma.
    let expected = xcodeCatalog([title, lastDone])
    #expect(after == expected)
    #expect(try JSONSerialization.jsonObject(with: Data(after.utf8)) is [String: Any])
  }

  @Test("a look-alike conversion is rewritten inside the JSON string; the runtime then prints the number")
  func lookAlikeRewritten() throws {
    let before = xcodeCatalog([member("%lld items", french: "lld articles", last: true)])
    let (fixes, after) = try fixed(before)
    #expect(fixes.fixedFindings == [.conversionLookAlike: 1], "\(fixes.skipped)")
    #expect(after == before.replacingOccurrences(of: "\"lld articles\"", with: "\"%lld articles\""))
    let catalog = try StringCatalog(bytes: Array(after.utf8), path: "L.xcstrings")
    #expect(try catalog.table(language: Language("fr")!).format("%lld items", 3) == "3 articles")
  }

  @Test("a string that writes an escape is not rewritten: its bytes are not the text read")
  func escapedLeft() throws {
    // (A unit, not a plural candidate: a candidate beside it would be migrated.)
    let before = xcodeCatalog([member("%lld GB", french: #"lld \"Go\""#, last: true)])
    let (fixes, after) = try fixed(before)
    #expect(fixes.fixCount == 0)
    #expect(
      fixes.skipped.contains { $0.contains("which bytes to rewrite is not certain") }, "\(fixes.skipped)")
    #expect(after == before)
  }

  @Test("a catalog with a finding another fix answers is migrated by the next --fix, not in the same one")
  func migrationWaits() throws {
    let before = xcodeCatalog([
      member("Title", french: "Titre"), member("Title", french: "Titre"),
      member("%lld files", french: "%lld fichiers", last: true),
    ])
    let fixture = try LintFixture(["L.xcstrings": before])
    defer { fixture.remove() }
    let first = LintFixes(report: fixture.lint(), roots: [fixture.root])
    #expect(first.fixedFindings == [.identicalDuplicateKey: 1])
    #expect(first.skipped.contains { $0.contains("another fix answers") }, "\(first.skipped)")
    #expect(first.files.count == 1)
    #expect(first.apply().isEmpty)
    let second = LintFixes(report: fixture.lint(), roots: [fixture.root])
    #expect(second.fixedFindings == [.pluralCandidate: 1], "\(second.skipped)")
  }

  @Test("read back: a removal of a member with no identical copy, or a change beside the fix, is refused")
  func verification() throws {
    let before = xcodeCatalog([
      member("Title", french: "Titre"), member("Title", french: "Titre"),
      member("Done", french: "Terminé", last: true),
    ])
    let text = try #require(
      try FixableText(fileBytes: Array(before.utf8), kind: .catalog, path: "L.xcstrings"))
    guard case .catalog(_, let root) = text.document else { throw CancellationError() }
    let strings = try #require(root.members.first { $0.key == "strings" }?.value)
    let (first, second, done) = (strings.members[0], strings.members[1], strings.members[2])
    func removal(_ member: CatalogSpan.Member) throws -> (fix: LintFix, target: LintFix.Target) {
      let range = try #require(text.entryRemoval(at: member.keyPosition))
      return (
        LintFix(file: "L.xcstrings", range: range, replacement: "", code: .identicalDuplicateKey),
        .entry(member.keyPosition)
      )
    }
    let good = try removal(second)
    let goodFixed = FixedFile.applying([good.fix], to: text.bytes)
    #expect(text.refusal(of: goodFixed, fixes: [good]) == nil)
    // The first copy has no copy before it; "Done" has none at all.
    for copy in [first, done] {
      let bad = try removal(copy)
      let badFixed = FixedFile.applying([bad.fix], to: text.bytes)
      #expect(text.refusal(of: badFixed, fixes: [bad])?.contains("no identical copy") == true, "\(copy.key)")
    }
    // The right removal, and another string changed beside it.
    let sneaked = Array(
      String(decoding: goodFixed, as: UTF8.self).replacingOccurrences(of: "Terminé", with: "Fini").utf8)
    #expect(text.refusal(of: sneaked, fixes: [good])?.contains("changes more than its fixes") == true)
  }

  @Test(
    "a catalog whose other finding no fix answers is migrated in the same --fix: no run would wait it out")
  func migrationBesideUnfixable() throws {
    let before = xcodeCatalog([
      member("%lld GB", french: #"lld \"Go\""#), member("%lld files", french: "%lld fichiers", last: true),
    ])
    let fixture = try LintFixture(["L.xcstrings": before])
    defer { fixture.remove() }
    let fixes = LintFixes(report: fixture.lint(), roots: [fixture.root])
    #expect(
      fixes.skipped.contains { $0.contains("which bytes to rewrite is not certain") }, "\(fixes.skipped)")
    #expect(fixes.fixedFindings == [.pluralCandidate: 1], "\(fixes.skipped)")
    #expect(!fixes.skipped.contains { $0.contains("another fix answers") }, "\(fixes.skipped)")
  }
}
