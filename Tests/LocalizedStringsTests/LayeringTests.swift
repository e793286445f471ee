import Foundation
import Testing

/// The folders of each module that has folders depend one way: a file names
/// no type declared in a folder of its own level or above (in LocalizedStrings,
/// the readers of each file format and formatting nothing of each other or of
/// tables; in Localization, catalogs nothing of bundles; in LocalizationLint,
/// a rule's check nothing of the passes that call it,
/// checks nothing of fixes, reporters nothing of the configuration; in the
/// generator's `CodeGeneration`, the templates nothing of the release
/// comparison). A folder's files are read at any depth (`Formats/Stringsdict/…`
/// is `Formats/`'s). Read from the source files, so a new reference upward
/// fails here before it becomes a loop.
@Suite("The modules' layers")
struct LayeringTests {
  /// A module's folders, lowest first; the folders of one level may not name
  /// each other's types either. `allowed` are references the scan must see
  /// (from a folder to one below it), so that it cannot pass on anything.
  struct Module: Sendable, CustomStringConvertible {
    let name: String
    let levels: [[String]]
    let allowed: [(from: String, to: String)]
    var description: String { name }
  }

  static let modules: [Module] = [
    Module(
      name: "LocalizedStrings",
      levels: [
        ["Generated"], ["FormatSyntax"], ["Diagnostics"], ["Model"], ["Languages"],
        ["Formats", "Formatting"], ["Tables"],
      ],
      allowed: [
        ("Model", "FormatSyntax"), ("Formats", "Model"), ("Tables", "Formats"), ("Tables", "Formatting"),
        ("Formatting", "Languages"),
      ]),
    Module(
      name: "Localization",
      levels: [["Storage"], ["Arguments"], ["Negotiation"], ["Catalogs"], ["Bundles"]],
      allowed: [
        ("Catalogs", "Storage"), ("Catalogs", "Arguments"), ("Catalogs", "Negotiation"),
        ("Bundles", "Catalogs"),
      ]),
    Module(
      name: "LocalizationLint",
      levels: [
        ["Report"], ["Analysis"], ["Context"], ["Text"], ["Rules"], ["Walk"], ["Output"], ["Baseline"],
        ["Configuration"],
        ["Checks"],
        ["Fixes"], ["Preview"], ["Run"],
      ],
      allowed: [
        ("Rules", "Context"), ("Rules", "Report"), ("Rules", "Text"), ("Output", "Report"),
        ("Configuration", "Baseline"),
        ("Checks", "Analysis"),
        ("Fixes", "Checks"),
        ("Run", "Fixes"),
      ]),
    // `--fix` one way: the edits and the files they make, then the patches printed and the
    // reading back, then the migrations, then the pipeline that plans, verifies and writes.
    Module(
      name: "LocalizationLint/Fixes",
      levels: [["Edits"], ["Patches", "Verification"], ["Migration"], ["Pipeline"]],
      allowed: [
        ("Patches", "Edits"), ("Verification", "Edits"), ("Migration", "Edits"), ("Pipeline", "Migration"),
      ]),
    Module(
      name: "AccessorCodeGen",
      levels: [["Options"], ["Analysis"], ["Naming"], ["Input"], ["Output"], ["Run"]],
      allowed: [("Naming", "Analysis"), ("Output", "Input"), ("Run", "Output")]),
    Module(
      name: "CodeGeneration", levels: [["Output"], ["Encoding"], ["Templates"], ["Comparison"]],
      allowed: [("Encoding", "Output"), ("Templates", "Encoding"), ("Comparison", "Templates")]),
    Module(
      name: "Plurals", levels: [["Generated"], ["Operands"], ["Locales"], ["Rules"]],
      allowed: [("Locales", "Generated"), ("Rules", "Locales"), ("Rules", "Operands")]),
  ]

  /// The folder of a module's sources: `Sources/<name>`, or `Tools/Sources/<name>` for the
  /// generator's package.
  static func sources(_ module: String) -> String {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/LocalizedStringsTests/LayeringTests.swift
    let root = parts.joined(separator: "/")
    return root + (toolsModules.contains(module) ? "/Tools/Sources/" : "/Sources/") + module
  }

  /// The modules of the generator's package (`Tools/`) that have folders.
  static let toolsModules: Set<String> = ["CodeGeneration"]

  /// A source file: its folder and its text.
  struct File {
    let folder: String
    let name: String
    let text: String
  }

  /// The names a file declares at its top level (a nested type's name is
  /// its own type's business): swift-format starts such a declaration at
  /// the first column.
  static func declaredTypes(_ text: String) -> [String] {
    let modifiers: Set<Substring> = [
      "public", "package", "internal", "fileprivate", "private", "final", "indirect", "nonisolated",
    ]
    let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
    var names: [String] = []
    for line in text.split(separator: "\n") where line.first?.isLetter == true || line.first == "@" {
      var words = line.split(whereSeparator: { $0 == " " || $0 == "<" || $0 == ":" || $0 == "{" })[...]
      while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) { words.removeFirst() }
      guard words.count >= 2, kinds.contains(words[words.startIndex]) else { continue }
      names.append(String(words[words.startIndex + 1]))
    }
    return names
  }

  /// The identifiers of `text` outside its `//` comments.
  static func identifiers(_ text: String) -> Set<Substring> {
    var found: Set<Substring> = []
    for line in text.split(separator: "\n") {
      let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
      for word in code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
        found.insert(word)
      }
    }
    return found
  }

  /// Each reference from a file to a type of its own level's other folders
  /// or of a level above, as "Folder/File.swift → Folder: Type".
  static func violations(_ files: [File], levels: [[String]]) -> [String] {
    var level: [String: Int] = [:]
    for (index, folders) in levels.enumerated() { for folder in folders { level[folder] = index } }
    var owner: [Substring: String] = [:]
    for file in files { for name in declaredTypes(file.text) { owner[Substring(name)] = file.folder } }
    var found: [String] = []
    for file in files {
      guard let own = level[file.folder] else { continue }
      for word in identifiers(file.text).sorted() {
        guard let folder = owner[word], folder != file.folder, let theirs = level[folder], theirs >= own
        else {
          continue
        }
        found.append("\(file.folder)/\(file.name) → \(folder): \(word)")
      }
    }
    return found
  }

  static func readSources(_ module: String) throws -> [File] {
    let sources = Self.sources(module)
    let manager = FileManager.default
    var files: [File] = []
    for folder in try manager.contentsOfDirectory(atPath: sources).sorted() where !folder.hasSuffix(".docc") {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: sources + "/" + folder, isDirectory: &isFolder), isFolder.boolValue
      else {
        continue
      }
      // A folder's files at any depth (Templates/Plurals/… is Templates').
      let inside = try manager.subpathsOfDirectory(atPath: sources + "/" + folder).sorted()
      for name in inside where name.hasSuffix(".swift") {
        let text = try String(contentsOfFile: sources + "/\(folder)/\(name)", encoding: .utf8)
        files.append(File(folder: folder, name: name, text: text))
      }
    }
    return files
  }

  @Test("no folder names a type of its own level's other folders or of a level above", arguments: modules)
  func oneWay(module: Module) throws {
    let files = try Self.readSources(module.name)
    let folders = Set(files.map(\.folder))
    // Every folder has its place: a new one must be put in a level.
    #expect(folders == Set(module.levels.joined()), "folders: \(folders.sorted())")
    // The scan sees the references that are allowed (else it would pass on anything).
    let everything = Self.violations(files, levels: [Array(folders)])
    for (from, to) in module.allowed {
      #expect(everything.contains { $0.hasPrefix(from + "/") && $0.contains("→ \(to):") }, "\(from) → \(to)")
    }
    let found = Self.violations(files, levels: module.levels)
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  @Test("a reference upward or sideways is found; one downward, a comment or a nested type is not")
  func findsLoops() {
    let files = [
      File(
        folder: "Formatting", name: "A.swift", text: "public struct Plan<T>: Sendable {\n  struct Box {}\n}\n"
      ),
      File(folder: "Formats", name: "B.swift", text: "final class Tape {\n  let plan: Plan<Int>\n}\n"),
      File(folder: "Tables", name: "C.swift", text: "struct Index {\n  let tape: Tape // Box, Index\n}\n"),
      File(folder: "Bundles", name: "D.swift", text: "enum Bundle {\n  static let box: Box\n}\n"),
    ]
    #expect(Self.declaredTypes(files[0].text) == ["Plan"])
    #expect(
      Self.violations(files, levels: Self.modules[0].levels) == ["Formats/B.swift → Formatting: Plan"])
    // Tables below Formats: its reference becomes one upward.
    let swapped: [[String]] = [["Tables"], ["Formats", "Formatting"], ["Bundles"]]
    #expect(
      Self.violations(files, levels: swapped) == [
        "Formats/B.swift → Formatting: Plan", "Tables/C.swift → Formats: Tape",
      ])
  }

  @Test("a module's re-exports stand in its Exports.swift alone, where a reader looks for them")
  func exportsInOneFile() throws {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    let root = parts.joined(separator: "/") + "/Sources"
    var exporting: [String] = []
    var elsewhere: [String] = []
    let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    for path in files where path.hasSuffix(".swift") {
      let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
      guard text.split(separator: "\n").contains(where: { $0.hasPrefix("@_exported import ") }) else {
        continue
      }
      if path.hasSuffix("/Exports.swift") { exporting.append(path) } else { elsewhere.append(path) }
    }
    // The scan sees the files that re-export (else it would pass on anything).
    #expect(
      exporting.contains("Localization/Exports.swift") && exporting.contains("PluralsVapor/Exports.swift"))
    #expect(elsewhere.isEmpty, "\(elsewhere)")
  }
}
