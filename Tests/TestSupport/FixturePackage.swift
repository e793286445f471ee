import Foundation

/// A package under `Tests/` that depends on this checkout by path (`../..`),
/// copied to `.build-<name>/package` with the dependency pointed at the
/// checkout, and built in `.build-<name>/<scratch>` (kept between runs, so
/// that only the first run builds the package's modules). What the plugin
/// and Foundation fixture tests share.
public struct FixturePackage: Sendable {
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// The checkout's root.
  public let root: String
  /// The fixture's folder under `Tests/`.
  public let source: String
  /// `.build-<name>` of the checkout: the copy and its build folders.
  public let base: String
  /// The copy, where commands run.
  public var package: String { base + "/package" }

  /// `file` is the caller's `#filePath`, three levels below the checkout (`Tests/<target>/<file>`).
  public init(_ fixture: String, scratch name: String, file: String = #filePath) {
    var parts = file.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    root = parts.joined(separator: "/")
    source = root + "/Tests/" + fixture
    base = root + "/.build-" + name
  }

  /// A fresh copy of the fixture: earlier runs' edits are gone.
  public func prepare() throws {
    let manager = FileManager.default
    try? manager.removeItem(atPath: package)
    try manager.createDirectory(atPath: base, withIntermediateDirectories: true)
    try manager.copyItem(atPath: source, toPath: package)
    let manifest = package + "/Package.swift"
    let text = try String(contentsOfFile: manifest, encoding: .utf8)
    guard text.contains("path: \"../..\"") else {
      throw Failure(description: "\(manifest) does not depend on the checkout as path: \"../..\"")
    }
    try text.replacing("path: \"../..\"", with: "path: \"\(root)\"")
      .write(toFile: manifest, atomically: true, encoding: .utf8)
  }

  /// Runs `executable ARGUMENTS` in the copy, with `environment` added to the
  /// process's; its output goes to files, so nothing blocks however much it prints.
  public func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws
    -> (status: Int32, output: String, error: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: package)
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let output = base + "/stdout.txt"
    let error = base + "/stderr.txt"
    try Data().write(to: URL(fileURLWithPath: output))
    try Data().write(to: URL(fileURLWithPath: error))
    process.standardOutput = FileHandle(forWritingAtPath: output)
    process.standardError = FileHandle(forWritingAtPath: error)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return (
      process.terminationStatus, try String(contentsOfFile: output, encoding: .utf8),
      try String(contentsOfFile: error, encoding: .utf8)
    )
  }

  /// SwiftPM's own executables, as a crash report names their main thread
  /// (`Thread 0 "swift-package":`).
  public static let swiftPMExecutables = ["swift-build", "swift-package", "swift-test", "swift-run"]

  /// Whether `printed` (a run's output and error) holds the crash report of
  /// SwiftPM itself, not of a tool, plugin or test it ran: a crash report whose
  /// main thread is one of ``swiftPMExecutables``, headed `Thread 0 "swift-package":`,
  /// or `Thread 0 "swift-package" crashed:` when the main thread is the one that crashed.
  ///
  /// SwiftPM sometimes crashes on Linux: a segfault in libdispatch's event loop
  /// under `swift build`, and one in `FileManager.attributesOfItem` (`listxattr`)
  /// while `swift package` planned a plugin's build, each seen once in a CI
  /// run's fixture builds and gone the next time. A crash of a process it runs
  /// names that process and is not SwiftPM's.
  public static func swiftPMItselfCrashed(_ printed: String) -> Bool {
    printed.contains("*** Program crashed")
      && swiftPMExecutables.contains {
        printed.contains("Thread 0 \"\($0)\":") || printed.contains("Thread 0 \"\($0)\" crashed:")
      }
  }

  /// `swift SUBCOMMAND --scratch-path BASE/SCRATCH REST…` in the copy; when
  /// SwiftPM itself crashed (``swiftPMItselfCrashed(_:)``), it runs once more.
  public func swift(_ arguments: [String], scratch: String = "build", environment: [String: String] = [:])
    throws -> (status: Int32, output: String, error: String)
  {
    let command =
      ["swift"] + arguments.prefix(1) + ["--scratch-path", base + "/" + scratch] + arguments.dropFirst()
    let first = try run("/usr/bin/env", command, environment: environment)
    guard Self.swiftPMItselfCrashed(first.output + first.error) else { return first }
    print("FixturePackage: SwiftPM itself crashed; `swift \(arguments.first ?? "")` runs once more")
    return try run("/usr/bin/env", command, environment: environment)
  }
}
