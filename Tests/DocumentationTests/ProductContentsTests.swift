import Foundation
import Testing

/// What each runtime product links, read from the manifest (`swift package dump-package`): on
/// Linux an executable holds every module of the products it depends on, whatever it calls
/// (Benchmarks/README.md, "Binary sizes"), so the modules a product reaches are its size. An
/// app that formats tables (`LocalizedStrings`) reaches no catalog, bundle, JSON reader or
/// linter code; `Localization` reaches the catalogs and bundles on top of it.
@Suite("Product contents")
struct ProductContentsTests {
  /// The manifest's products (name → targets) and targets (name → the targets of this package
  /// they depend on, and the products of other packages).
  struct Manifest {
    var products: [String: [String]] = [:]
    var targets: [String: (local: [String], external: [String])] = [:]

    init(json: Data) throws {
      let root = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
      for product in try #require(root["products"] as? [[String: Any]]) {
        products[try #require(product["name"] as? String)] = try #require(product["targets"] as? [String])
      }
      for target in try #require(root["targets"] as? [[String: Any]]) {
        var local: [String] = []
        var external: [String] = []
        for dependency in try #require(target["dependencies"] as? [[String: Any]]) {
          let (kind, value) = try #require(dependency.first)
          let name = try #require((value as? [Any])?.first as? String)
          if kind == "product" { external.append(name) } else { local.append(name) }
        }
        targets[try #require(target["name"] as? String)] = (local, external)
      }
    }

    /// Every target `product` links (its targets and theirs, transitively), and the products of
    /// other packages among their dependencies.
    func closure(of product: String) -> (targets: Set<String>, external: Set<String>) {
      closure(ofTargets: products[product] ?? [])
    }

    /// Every target `roots` link (themselves, their dependencies and theirs), and the products
    /// of other packages among their dependencies: an executable target's closure.
    func closure(ofTargets roots: [String]) -> (targets: Set<String>, external: Set<String>) {
      var seen = Set<String>()
      var external = Set<String>()
      var stack = roots
      while let name = stack.popLast() {
        guard seen.insert(name).inserted, let dependencies = targets[name] else { continue }
        stack += dependencies.local
        external.formUnion(dependencies.external)
      }
      return (seen, external)
    }
  }

  static func manifest() throws -> Manifest {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    // A scratch folder of its own: this package's .build is the running test's.
    let scratch = FileManager.default.temporaryDirectory.path + "/dump-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    process.arguments = ["swift", "package", "--scratch-path", scratch, "dump-package"]
    process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "swift package dump-package failed")
    return try Manifest(json: data)
  }

  /// What the build-tool plugin's `GenerateAccessorsTool` links (issue 74, item 4: the accessor
  /// generator without the linter): the runtime (`Localization`'s closure), the generator, the
  /// options it parses (`CommandOptions`, which holds no lint option: those are
  /// `LintCommandOptions`'), ArgumentParser and Yams, and, through `AccessorCodeGen` alone,
  /// the linter and its rule syntax (`AccessorGenerator` still runs `Linter.lint` for the
  /// codes that refuse a key; once its refusals are made below both, those two leave this set
  /// and no target of it depends on the linter). Every build of a target that uses the plugin
  /// builds these: 16 targets and 2 packages' products (the same 16 while `CommandOptions` held
  /// the lint options: it reached the linter directly, beside the generator).
  static let accessorTool: Set = [
    "GenerateAccessorsTool", "CommandOptions", "AccessorCodeGen", "LocalizationLint", "PluralRuleSyntax",
    "Localization", "LocalizedStrings", "InternalJSON", "InternalUtilities", "CAtomicSlots", "SourceFiles",
    "Plurals", "PluralTableFormat", "LocaleNumbers", "ExpatXML", "CExpat",
  ]

  @Test("the accessor tool reaches the linter only through the generator, and links nothing else new")
  func accessorTool() throws {
    let manifest = try Self.manifest()
    let tool = manifest.closure(ofTargets: ["GenerateAccessorsTool"])
    #expect(tool.targets == Self.accessorTool, "\(tool.targets.symmetricDifference(Self.accessorTool))")
    #expect(tool.external == ["ArgumentParser", "Yams"], "\(tool.external)")
    // The targets of the tool's closure that depend on the linter themselves: the options do not,
    // and they add nothing to the generator's closure but themselves.
    let toLinter = tool.targets.filter { manifest.targets[$0]?.local.contains("LocalizationLint") == true }
    #expect(toLinter == ["AccessorCodeGen"], "\(toLinter)")
    #expect(
      manifest.closure(ofTargets: ["CommandOptions"]).targets.subtracting(["CommandOptions"])
        == manifest.closure(ofTargets: ["AccessorCodeGen"]).targets)
  }

  /// The modules an app that formats only tables must not link.
  static let aboveTables: Set = ["Localization", "InternalJSON", "LocalizationLint", "AccessorCodeGen"]

  @Test("LocalizedStrings links no catalog, bundle, JSON or linter module, and no other package")
  func tablesAlone() throws {
    let manifest = try Self.manifest()
    let tables = manifest.closure(of: "LocalizedStrings")
    #expect(tables.targets.contains("LocalizedStrings") && tables.targets.contains("Plurals"))
    #expect(
      tables.targets.isDisjoint(with: Self.aboveTables), "\(tables.targets.intersection(Self.aboveTables))")
    #expect(tables.external.isEmpty, "\(tables.external)")
    // Plurals alone: the evaluator and its table format.
    #expect(manifest.closure(of: "Plurals").targets == ["Plurals", "PluralTableFormat"])
  }

  @Test("Localization links the tables, the catalogs' JSON reader and no linter module")
  func wholeRuntime() throws {
    let manifest = try Self.manifest()
    let runtime = manifest.closure(of: "Localization")
    #expect(runtime.targets.isSuperset(of: manifest.closure(of: "LocalizedStrings").targets))
    #expect(runtime.targets.isSuperset(of: ["Localization", "InternalJSON"]))
    #expect(!runtime.targets.contains("LocalizationLint") && !runtime.targets.contains("AccessorCodeGen"))
    #expect(runtime.external.isEmpty, "\(runtime.external)")
  }
}
