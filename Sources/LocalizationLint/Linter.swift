import LocalizedStrings
import Plurals

/// A CLDR-aware checker for `.stringsdict`, `.strings` and `.xcstrings` files.
///
/// ```swift
/// let report = Linter.lint(paths: ["App/Resources"])
/// for diagnostic in report.diagnostics { print(diagnostic) }   // path:line:column: error: … [code]
/// ```
///
/// The language of a file comes from its `<language>.lproj` folder, read the
/// way bundles read it (`pt_BR`, `zh-hans`, legacy `Russian`; `Base.lproj`
/// counts as `developmentLanguage`), a catalog's from its localizations. The
/// files of one table in several languages are compared with the development
/// language's, and a catalog's translations with its source language. Every
/// code is in `DiagnosticCode`, with its severity.
public enum Linter {
  /// Checks every localization file below `paths`.
  ///
  /// - Complexity: O(*n*) in the size of the files.
  public static func lint(paths: [String], developmentLanguage: String = "en") -> LintReport {
    var walker = FileWalker()
    for path in paths { walker.collect(path) }
    var diagnostics: [LocalizationDiagnostic] = []
    var groups: [String: [TableFile]] = [:]
    for file in walker.files.sorted() {
      if LocalizationFileKind(path: file) == .catalog {
        diagnostics += lintCatalog(file)
        continue
      }
      let localization = StringTable.localization(ofPath: file)
      let language = StringTable.language(ofPath: file) ?? developmentLanguage
      let table: StringTable
      do {
        table = try StringTable(contentsOf: file, language: language)
      } catch {
        diagnostics.append(
          .init(.parseError, "\(error.message); fix the file so that it can be read", at: error.location))
        continue
      }
      var context = TableContext(table: table, catalogLanguage: nil)
      context.isReference =
        localization == "Base" || LanguageTag(language) == LanguageTag(developmentLanguage)
      diagnostics += table.diagnostics
      for key in table.keys {
        guard let entry = table.entries[key] else { continue }
        diagnostics += EntryChecks(context: context, key: key).check(entry, argumentsChecked: false)
      }
      // Files of one table in several languages: <root>/<lang>.lproj/<name>.
      if let localization {
        let root = file.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(
          separator: "/")
        let name = String(file.split(separator: "/").last!)
        groups[root + "/" + name, default: []].append(
          TableFile(localization: localization, language: language, table: table))
      }
    }
    for group in groups.values where group.count > 1 {
      diagnostics += LanguageComparison.compare(group, developmentLanguage: developmentLanguage)
    }
    // One problem is reported once, however many checks saw it.
    var seen = Set<String>()
    diagnostics = diagnostics.filter { seen.insert($0.description).inserted }
    diagnostics.sort {
      ($0.location.file, $0.location.line, $0.location.column, $0.code.rawValue) < (
        $1.location.file, $1.location.line, $1.location.column, $1.code.rawValue
      )
    }
    return LintReport(
      diagnostics: diagnostics, filesChecked: walker.files.count, unreadablePaths: walker.unreadable)
  }

  /// A catalog: each language's own localizations, then the translations against the source language.
  static func lintCatalog(_ file: String) -> [LocalizationDiagnostic] {
    let catalog: StringCatalog
    do {
      catalog = try StringCatalog(contentsOf: file)
    } catch {
      return [.init(.parseError, "\(error.message); fix the file so that it can be read", at: error.location)]
    }
    var diagnostics = catalog.diagnostics
    for language in catalog.languages {
      let rules = PluralRules(locale: language)
      var context = TableContext(
        path: file, kind: .catalog, language: language, rules: rules, catalogLanguage: language)
      context.isReference = language == catalog.sourceLanguage
      for key in catalog.keys {
        guard let entry = catalog.localization(of: key, language: language) else { continue }
        // The catalog reader has checked the arguments of each localization.
        diagnostics += EntryChecks(context: context, key: key).check(entry, argumentsChecked: true)
      }
    }
    diagnostics += LanguageComparison.compare(catalog)
    return diagnostics
  }
}

/// A table file of a group of languages (`<lang>.lproj/<name>`).
struct TableFile {
  /// The `.lproj` folder's name without the suffix, as written (`Base`, `pt_BR`, `Russian`).
  var localization: String
  /// The language it stands for (`Base` stands for the development language).
  var language: String
  var table: StringTable
}
