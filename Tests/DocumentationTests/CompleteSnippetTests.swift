import Foundation
import Testing

/// The examples that are whole files as pasted: the servers' `main.swift` and the plugins'
/// `Package.swift`. The root package builds neither Hummingbird nor Vapor (without their traits), so a server snippet is
/// checked against the example package that compiles the same calls: it may name only what it
/// declares itself, what the middleware and the runtime make public, and what the example names
/// too (the framework's types); never a helper only the example declares.
@Suite("Complete snippets")
struct CompleteSnippetTests {
  /// Server sections (README, BundlesAndServers.md) and the example package that compiles their calls.
  static let servers: [String: (example: String, middleware: String)] = [
    "Servers": ("Examples/HummingbirdExample", "Sources/PluralsHummingbird"),
    "Hummingbird 2": ("Examples/HummingbirdExample", "Sources/PluralsHummingbird"),
    "Vapor 4": ("Examples/VaporExample", "Sources/PluralsVapor"),
  ]

  @Test("every server snippet names only what it declares, the middleware's API and the framework's")
  func serverSnippetsAreComplete() throws {
    var checked = 0
    for block in try readmeBlocks() {
      guard let (example, middleware) = Self.servers.first(where: { block.heading.hasPrefix($0.key) })?.value
      else { continue }
      checked += 1
      let exampleSource = try swiftSources(under: example + "/Sources")
      let publicSource =
        try swiftSources(under: middleware)
        + swiftSources(under: "Sources/LocalizedStrings") + swiftSources(under: "Sources/Localization")
      let snippet = strippedCode(block.lines.joined(separator: "\n"))
      let declared = declarations(in: snippet)
      let exampleOnly = declarations(in: strippedCode(exampleSource))
        .subtracting(publicDeclarations(in: strippedCode(publicSource)))
      let known = Set(names(in: strippedCode(exampleSource + "\n" + publicSource)))
      for name in Set(names(in: snippet)) where !declared.contains(name) {
        #expect(
          !exampleOnly.contains(name),
          "'\(block.heading)': names \(name), which only \(example) declares: declare it in the snippet")
        if name.first!.isUppercase {
          #expect(
            known.contains(name),
            "'\(block.heading)': names the type \(name), which neither \(example) nor \(middleware) uses")
        }
      }
      // Whole as pasted: its imports are the example's, and it starts the server.
      let imports = block.lines.filter { $0.hasPrefix("import ") }
      #expect(imports.count >= 2, "'\(block.heading)' imports nothing")
      for line in imports {
        #expect(
          exampleSource.contains(line + "\n"), "'\(block.heading)': \(line) is not an import of \(example)")
      }
      #expect(
        block.lines.compactMap(code).last?.hasPrefix("try await ") == true,
        "'\(block.heading)' does not end by running the server")
    }
    #expect(checked == 3, "the README's and the article's server snippets were not all found")
  }

  @Test(
    "every server's .package line names a trait and a product of Package.swift, as the example server does")
  func serverPackageLines() throws {
    let manifest = try String(contentsOfFile: packageRoot + "/Package.swift", encoding: .utf8)
    let line = try Regex(
      #"\.package\(url: "https://github.com/swift-plurals/swift-plurals", from: "[^"]+", traits: \["(\w+)"\]\),\n\.product\(name: "(\w+)", package: "swift-plurals"\)"#
    )
    var checked = 0
    for document in ["README.md", "Sources/Localization/Localization.docc/BundlesAndServers.md"] {
      let text = try String(contentsOfFile: packageRoot + "/" + document, encoding: .utf8)
      for match in text.matches(of: line) {
        checked += 1
        let trait = String(match.output[1].substring!)
        let product = String(match.output[2].substring!)
        #expect(
          manifest.contains(".trait(name: \"\(trait)\""), "\(document): no trait \(trait) in Package.swift")
        #expect(manifest.contains(".library(name: \"\(product)\""), "\(document): no product \(product)")
        // The example server that uses the product depends on this checkout with the same trait.
        let example = Self.servers.values.first { $0.middleware == "Sources/" + product }?.example
        let exampleManifest = try example.map {
          try String(contentsOfFile: packageRoot + "/" + $0 + "/Package.swift", encoding: .utf8)
        }
        #expect(
          exampleManifest?.contains("traits: [\"\(trait)\"]") == true,
          "\(document): no example server builds \(product) with the trait \(trait)")
      }
    }
    #expect(checked == 2, "the README's and the article's server .package lines were not all found")
  }

  @Test("every manifest snippet with resources or a plugin sets defaultLocalization")
  func manifestsSetDefaultLocalization() throws {
    var checked = 0
    for block in try readmeBlocks() {
      let text = block.lines.joined(separator: "\n")
      guard text.contains("plugins:") || text.contains("resources:"), text.contains(".target(") else {
        continue
      }
      checked += 1
      #expect(
        text.contains("defaultLocalization: \"en\""),
        "'\(block.heading)': a target with resources or a plugin, and no defaultLocalization")
      #expect(text.hasPrefix("// swift-tools-version:"), "'\(block.heading)': not a whole Package.swift")
    }
    #expect(checked >= 2, "the plugin manifests were not found")
  }

  @Test("every whole Package.swift snippet is a manifest SwiftPM takes beside localized resources")
  func manifestsDescribe() throws {
    let manifests = try readmeBlocks().filter { $0.lines.first?.hasPrefix("// swift-tools-version:") == true }
    #expect(manifests.count >= 2)
    for block in manifests {
      let directory = FileManager.default.temporaryDirectory.path + "/snippet-manifest-\(UUID().uuidString)"
      defer { try? FileManager.default.removeItem(atPath: directory) }
      try writeStubPackage(manifest: block.lines.joined(separator: "\n"), at: directory)
      let (status, output) = try runSwift(["package", "describe", "--type", "json"], in: directory)
      #expect(status == 0, "'\(block.heading)': swift package describe failed: \(output)")
      #expect(output.contains("\"default_localization\" : \"en\""), "'\(block.heading)': \(output)")
    }
  }
}

/// The Swift files below a folder of the package, joined.
func swiftSources(under folder: String) throws -> String {
  let root = packageRoot + "/" + folder
  let paths = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
  return try paths.filter { $0.hasSuffix(".swift") }.sorted()
    .map { try String(contentsOfFile: root + "/" + $0, encoding: .utf8) }.joined(separator: "\n")
}

/// Source without comments, and with every string literal emptied.
func strippedCode(_ source: String) -> String {
  source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
    var result = ""
    var inString = false
    var previous: Character = " "
    for character in line {
      if inString {
        if character == "\"" && previous != "\\" {
          inString = false
          result.append(character)
        }
      } else if character == "/" && previous == "/" {
        result.removeLast()
        break
      } else {
        if character == "\"" { inString = true }
        result.append(character)
      }
      previous = character
    }
    return result
  }.joined(separator: "\n")
}

/// The identifiers a source uses as names of its own: not after a dot (a member) and not an argument
/// label or a declaration's type annotation (followed by a colon).
func names(in source: String) -> [String] {
  var found: [String] = []
  let characters = Array(source)
  var index = 0
  while index < characters.count {
    let character = characters[index]
    guard character.isLetter || character == "_" else {
      index += 1
      continue
    }
    let start = index
    while index < characters.count,
      characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
    {
      index += 1
    }
    let name = String(characters[start..<index])
    let afterDot = start > 0 && characters[start - 1] == "."
    var next = index
    while next < characters.count, characters[next] == " " { next += 1 }
    let label = next < characters.count && characters[next] == ":"
    if !afterDot, !label, !swiftKeywords.contains(name) { found.append(name) }
  }
  return found
}

let swiftKeywords: Set<String> = [
  "import", "let", "var", "func", "struct", "class", "enum", "protocol", "actor", "init", "self", "Self",
  "return", "throw", "throws", "try", "await", "async", "guard", "else", "if", "in", "for", "while", "nil",
  "true", "false", "public", "package", "internal", "private", "fileprivate", "static", "some", "any", "do",
  "catch", "typealias", "extension", "case", "switch", "default", "where", "as", "is", "_",
]

/// Names a source declares: types, functions, constants and variables, closure parameters.
func declarations(in source: String) -> Set<String> {
  var found = Set<String>()
  let words = source.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
  let introducers: Set<String> = [
    "func", "struct", "class", "enum", "protocol", "actor", "typealias", "let", "var",
  ]
  for (word, next) in zip(words, words.dropFirst()) where introducers.contains(word) {
    found.insert(next)
  }
  // Closure parameters: `{ _, context in`.
  for line in source.split(separator: "\n") {
    guard let brace = line.lastIndex(of: "{"), line.hasSuffix(" in") else { continue }
    for parameter in line[line.index(after: brace)...].dropLast(3).split(separator: ",") {
      found.insert(parameter.trimmingCharacters(in: .whitespaces))
    }
  }
  return found
}

/// The types and functions a source declares public (what a snippet may name without a dot).
func publicDeclarations(in source: String) -> Set<String> {
  let words = source.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
  let introducers: Set<String> = ["func", "struct", "class", "enum", "protocol", "actor", "typealias"]
  var found = Set<String>()
  for index in words.indices.dropLast(2)
  where words[index] == "public" && introducers.contains(words[index + 1]) {
    found.insert(words[index + 2])
  }
  return found
}

/// A package of one manifest: every target it names gets a Swift file, and every resource folder it
/// names an `en.lproj` and a `pl.lproj`; the dependency on swift-plurals is this checkout.
func writeStubPackage(manifest: String, at directory: String) throws {
  let files = FileManager.default
  let local = manifest.replacingOccurrences(
    of: #".package(url: "https://github.com/swift-plurals/swift-plurals", from: "0.1.0")"#,
    with: ".package(name: \"swift-plurals\", path: \"\(packageRoot)\")")
  #expect(
    local != manifest, "the manifest does not depend on swift-plurals as the README's Installation does")
  try files.createDirectory(atPath: directory, withIntermediateDirectories: true)
  try local.write(toFile: directory + "/Package.swift", atomically: true, encoding: .utf8)
  let targets = try Regex(#"\.(?:target|executableTarget)\(\s*name: "([^"]+)""#)
  let resources = try Regex(#"\.(?:process|copy)\("([^"]+)"\)"#)
  for match in manifest.matches(of: targets) {
    let target = directory + "/Sources/" + String(match.output[1].substring!)
    try files.createDirectory(atPath: target, withIntermediateDirectories: true)
    try "let stub = 1\n".write(toFile: target + "/Stub.swift", atomically: true, encoding: .utf8)
    for resource in manifest.matches(of: resources) {
      for language in ["en", "pl"] {
        let folder = target + "/" + String(resource.output[1].substring!) + "/\(language).lproj"
        try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "\"files\" = \"files\";\n".write(
          toFile: folder + "/Localizable.strings", atomically: true, encoding: .utf8)
      }
    }
  }
}

/// `swift ARGUMENTS…` in a folder: its exit status, and its output and errors together.
func runSwift(_ arguments: [String], in directory: String) throws -> (Int32, String) {
  try runCommand(["swift"] + arguments, in: directory)
}

/// `COMMAND ARGUMENTS…` (found on the `PATH`) in a folder: its exit status, and its output and errors together.
func runCommand(_ command: [String], in directory: String) throws -> (Int32, String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = command
  process.currentDirectoryURL = URL(fileURLWithPath: directory)
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
