import Foundation
import Testing

/// What a package that depends on swift-plurals resolves (SwiftPM clones every package it resolves):
/// the frameworks of the server middlewares only with their traits, the command line's libraries
/// only with the default trait `CLI`, and nothing else.
@Suite("Package graph")
struct PackageGraphTests {
  /// The packages `swift package resolve` checks out for a package whose `.package` line names
  /// swift-plurals (this checkout) with `traits` (nil: the default traits).
  func resolvedPackages(traits: [String]?) throws -> Set<String> {
    let directory = FileManager.default.temporaryDirectory.path + "/graph-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let traitList = traits.map { ", traits: [" + $0.map { "\"\($0)\"" }.joined(separator: ", ") + "]" } ?? ""
    let manifest = """
      // swift-tools-version: 6.1
      import PackageDescription
      let package = Package(
        name: "graph-consumer",
        dependencies: [.package(name: "swift-plurals", path: "\(packageRoot)"\(traitList))],
        targets: [.target(name: "App", dependencies: [.product(name: "LocalizedStrings", package: "swift-plurals")])]
      )
      """
    try FileManager.default.createDirectory(
      atPath: directory + "/Sources/App", withIntermediateDirectories: true)
    try manifest.write(toFile: directory + "/Package.swift", atomically: true, encoding: .utf8)
    try "let app = 1\n".write(toFile: directory + "/Sources/App/App.swift", atomically: true, encoding: .utf8)
    let (status, output) = try runSwift(["package", "resolve"], in: directory)
    #expect(status == 0, "swift package resolve failed: \(output)")
    let checkouts =
      (try? FileManager.default.contentsOfDirectory(atPath: directory + "/.build/checkouts")) ?? []
    return Set(checkouts)
  }

  @Test("the default traits resolve the command line's three libraries, and neither Hummingbird nor Vapor")
  func defaultTraits() throws {
    #expect(try resolvedPackages(traits: nil) == ["swift-argument-parser", "Yams", "swift-syntax"])
  }

  @Test("traits: [] (the runtime alone): no other package at all")
  func noTraits() throws {
    #expect(try resolvedPackages(traits: []) == [])
  }
}
