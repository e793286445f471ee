import LocalizationLint
import SourceFiles
import SwiftParser
import SwiftSyntax

/// The calls of Swift code that ask for a localized string, read with the compiler's own
/// parser: what `plurals lint --sources` checks against the tables.
///
/// ```swift
/// let code = CallSiteScanner.read(paths: ["Sources"], functions: ["localized"])
/// code.callSites.first?.key.description   // "settings.title"
/// ```
///
/// It finds `NSLocalizedString(_:tableName:bundle:value:comment:)`,
/// `String(localized:defaultValue:table:…)` and `AttributedString(localized:…)`,
/// `LocalizedStringKey("…")`, `LocalizedStringResource("…")`,
/// `Bundle.localizedString(forKey:value:table:)`, SwiftUI's `Text("…")` and the views and
/// modifiers whose title is a `LocalizedStringKey` (in a file that imports SwiftUI), and the
/// functions the configuration names (`"key".localized`, `L("key")`), each also as the format
/// of `String(format:)` or `String.localizedStringWithFormat`. A key the code computes is
/// counted in ``CodeReferences/unresolved``, never guessed.
package enum CallSiteScanner {
  /// The most bytes of one Swift file read, 16 MiB; a larger one is listed as unreadable, and
  /// the run is incomplete (exit 2).
  package static let maximumFileSize = 16 << 20

  /// Every Swift file below `paths` (walked as the linter walks a hostile tree: links out of
  /// the roots not followed, hidden folders passed over) that `excludes` does not match.
  ///
  /// - Complexity: O(*n*) in the size of the files.
  package static func read(
    paths: [String], functions: [String], excludes: @escaping (String) -> Bool = { _ in false }
  ) -> CodeReferences {
    var walker = FileWalker(excludes: excludes, accepts: { $0.hasSuffix(".swift") })
    walker.collect(roots: paths)
    var code = CodeReferences()
    code.unreadable = walker.unreadable.map { SourceError(.fileAccess, $0.reason, file: $0.path) }
    let names = FunctionNames(functions)
    for file in walker.files.sorted() where !excludes(file) {
      let bytes: [UInt8]
      do {
        bytes = try FileSystem.contents(of: file, maximumSize: maximumFileSize)
      } catch {
        code.unreadable.append(error)
        continue
      }
      code.files.append(file)
      let found = scan(bytes, path: file, functions: names)
      code.callSites += found.callSites
      code.unresolved += found.unresolved
    }
    return code
  }

  /// The calls of one file's text.
  package static func scan(_ bytes: [UInt8], path: String, functions: FunctionNames) -> CodeReferences {
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    let visitor = CallSiteVisitor(
      converter: SourceLocationConverter(fileName: path, tree: tree), path: path, functions: functions,
      importsSwiftUI: tree.statements.contains { item in
        item.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "SwiftUI"
      })
    visitor.walk(tree)
    var code = CodeReferences()
    code.callSites = visitor.callSites
    code.unresolved = visitor.unresolved
    return code
  }

  /// The configuration's `localization_functions`: plain names (`localized`, called on a
  /// string literal or with one: `"k".localized`, `L("k")`) and qualified ones
  /// (`String.localized`, `L10n.string`), matched as the code writes the call.
  package struct FunctionNames: Sendable {
    let names: Set<String>

    package init(_ names: [String]) { self.names = Set(names) }

    func contains(_ name: String) -> Bool { names.contains(name) }
  }
}
