@_spi(TableFormat) import PluralTableFormat
import CLDRData
import Foundation
@_spi(FileSystem) import SourceFiles

/// One self-contained Swift file that an app or firmware vendors: the
/// `Plurals` runtime's own source files (and the table format's, which they
/// decode), followed by tables generated for the chosen locales by the same
/// code as the package's. It has no imports and builds in Embedded Swift.
public enum StandaloneFile {
  /// The runtime's folders, relative to the package root.
  static let sourceFolders = ["Sources/PluralTableFormat", "Sources/Plurals"]
  /// The committed tables, which the standalone file replaces with its own.
  static let excludedFolders = ["Sources/Plurals/Generated"]
  /// What marks the table format's declarations and their imports as its module's SPI.
  static let tableFormatSPI = "@_spi(TableFormat) "
  /// `ruleText(for:)`, left out unless rule texts are asked for.
  static let ruleTextsSource = "Sources/Plurals/Rules/RuleTexts.swift"

  /// A runtime source file.
  public struct Source: Sendable {
    /// Relative to the package root.
    public var path: String
    public var text: String
  }

  /// Reads the runtime's sources from a checkout of this package, in a fixed order.
  public static func runtimeSources(packageRoot: String, includeRuleTexts: Bool) throws(GeneratorFailure)
    -> [Source]
  {
    var paths: [String] = []
    for folder in sourceFolders {
      guard let enumerator = FileManager.default.enumerator(atPath: packageRoot + "/" + folder) else {
        throw failure(.fileAccess, "cannot read the runtime sources", file: packageRoot + "/" + folder)
      }
      for case let name as String in enumerator where name.hasSuffix(".swift") {
        let path = folder + "/" + name
        if excludedFolders.contains(where: { path.hasPrefix($0 + "/") }) { continue }
        if path == ruleTextsSource && !includeRuleTexts { continue }
        paths.append(path)
      }
    }
    var sources: [Source] = []
    for path in paths.sorted() {
      // Read as the runtime reads a document: a regular file of at most 64 MiB.
      let bytes: [UInt8]
      do {
        bytes = try DocumentFile.contents(of: packageRoot + "/" + path)
      } catch {
        throw GeneratorFailure(diagnostics: [error])
      }
      sources.append(Source(path: path, text: String(decoding: bytes, as: UTF8.self)))
    }
    return sources
  }

  /// The standalone file for `data` (already restricted to the wanted locales).
  public static func generate(
    _ data: CLDRPluralData, runtime: [Source], includeRuleTexts: Bool,
    provenance: Generation.Provenance
  ) throws(GeneratorFailure) -> String {
    let tables = try EncodedTables(data)
    var out = SwiftWriter()
    out.text = Generation.header("plural data", version: data.version, provenance)
    let locales = tables.locales.cardinal.keys.sorted { $0.identifier < $1.identifier }.map(\.identifier)
    out.line("//")
    out.line(
      "// A standalone copy of the swift-plurals runtime (PluralRules, PluralOperands, PluralCategory,")
    out.line(
      "// CLDRLocale) with the tables of \(locales.count) cardinal locales: \(CommentText.escaped(locales.joined(separator: ", ")))."
    )
    out.line("// No imports; it builds in Embedded Swift.")
    for source in runtime {
      out.line("")
      out.line("// MARK: - \(CommentText.escaped(source.path))")
      out.line("")
      for line in source.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
        // The table format's declarations are SPI of its module (`@_spi(TableFormat) public`, and
        // imported so): in one module, plain declarations.
        let text = line.replacingOccurrences(of: tableFormatSPI, with: "")
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed == "import PluralTableFormat" || trimmed == "internal import PluralTableFormat"
          || trimmed == "package import PluralTableFormat"
        {
          continue
        }
        // One module and no package name: what the package shares between its modules is internal.
        if trimmed.hasPrefix("package ") {
          out.line(String(text.prefix { $0 == " " }) + trimmed.dropFirst("package ".count))
          continue
        }
        if trimmed.hasPrefix("import ") || trimmed.hasSuffix(" import") || trimmed.contains(" import ") {
          throw failure(
            .invalidContent, "the standalone evaluator cannot import anything: '\(trimmed)'",
            file: source.path)
        }
        out.line(text)
      }
    }
    out.line("")
    out.line("// MARK: - Tables")
    out.line("")
    do {
      try tables.writeTables(to: &out)
    } catch {
      throw failure(.limitExceeded, error.description, file: tables.file)
    }
    if includeRuleTexts {
      out.line("")
      tables.writeRuleTexts(to: &out)
    }
    return out.text
  }

  static func failure(_ kind: CLDRDataError.Kind, _ message: String, file: String) -> GeneratorFailure {
    GeneratorFailure(diagnostics: [CLDRDataError(kind, message, file: file)])
  }
}
