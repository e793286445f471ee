import Foundation
import Testing

/// `Fuzz/run.sh`'s build: swiftc keeps only the last `-sanitize=` flag it
/// reads, and SwiftPM passes `--sanitize fuzzer --sanitize address` as two
/// flags in a changing order, so the script adds both in one flag and checks
/// the build's manifest before it fuzzes. These run the script's own shell
/// functions, taken from the file, against a stand-in `swift` and made-up
/// manifests.
@Suite("The fuzz script's sanitizers")
struct FuzzScriptTests {
  /// The shell function `name` of `Fuzz/run.sh`, from its `name() {` line to the `}` that closes it.
  static func function(_ name: String) throws -> String {
    let script = try String(contentsOfFile: packageRoot + "/Fuzz/run.sh", encoding: .utf8)
    let lines = script.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasPrefix(name + "() {") }, "Fuzz/run.sh defines \(name)")
    let end = try #require(lines[start...].firstIndex { $0 == "}" }, "\(name) ends with a line '}'")
    return lines[start...end].joined(separator: "\n")
  }

  /// Runs `body` with bash in a new folder holding `files`; its exit status and its output and errors.
  static func bash(_ body: String, files: [String: String] = [:]) throws -> (status: Int32, output: String) {
    let folder = NSTemporaryDirectory() + "fuzz-script-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (path, text) in files {
      let file = folder + "/" + path
      try FileManager.default.createDirectory(
        atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: file, atomically: true, encoding: .utf8)
    }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let (status, output) = try runCommand(["bash", "-c", "set -euo pipefail\n" + body], in: folder)
    return (status, output)
  }

  @Test("the script's targets are Fuzz/Package.swift's, each once")
  func targetList() throws {
    let script = try String(contentsOfFile: packageRoot + "/Fuzz/run.sh", encoding: .utf8)
    let line = try #require(
      script.split(separator: "\n").first { $0.hasPrefix("all_targets=(") }, "Fuzz/run.sh sets all_targets")
    let listed = line.dropFirst("all_targets=(".count).dropLast().split(separator: " ").map(String.init)
    let manifest = try String(contentsOfFile: packageRoot + "/Fuzz/Package.swift", encoding: .utf8)
    let declared = manifest.matches(of: /\("(Fuzz[A-Za-z]+)", \[/).map { String($0.1) }
    #expect(declared.count >= 8, "\(declared)")
    #expect(listed.sorted() == declared.sorted(), "run.sh \(listed), Package.swift \(declared)")
    #expect(Set(listed).count == listed.count, "\(listed)")
  }

  @Test("the build passes both sanitizers in one flag, after SwiftPM's own")
  func buildFlags() throws {
    // A stand-in `swift` that prints its arguments, one a line.
    let stub = "#!/bin/sh\nfor argument in \"$@\"; do echo \"$argument\"; done\n"
    let run = try Self.bash(
      "chmod +x bin/swift\nPATH=\"$PWD/bin:$PATH\"\n" + Self.function("build") + "\nbuild 2>&1",
      files: ["bin/swift": stub])
    #expect(run.status == 0, "\(run.output)")
    let arguments = run.output.split(separator: "\n").map(String.init)
    #expect(Array(arguments.prefix(3)) == ["build", "-c", "release"])
    // What SwiftPM's --sanitize does (link flags, C targets) stays; one swiftc flag follows it.
    #expect(arguments.contains("fuzzer") && arguments.contains("address"), "\(arguments)")
    let combined = try #require(arguments.firstIndex(of: "-sanitize=fuzzer,address"), "\(arguments)")
    #expect(combined > 0 && arguments[combined - 1] == "-Xswiftc")
  }

  /// A manifest line as SwiftPM writes a swiftc command, with these `-sanitize=` flags.
  static func swiftcLine(module: String, _ flags: [String]) -> String {
    let quoted = (["/usr/bin/swiftc", "-module-name", module] + flags.map { "-sanitize=" + $0 } + ["-O"])
      .map { "\"\($0)\"" }
    return "    args: [" + quoted.joined(separator: ",") + "]"
  }

  @Test(
    "the manifest check refuses a swiftc command whose last -sanitize= lacks one of the two",
    arguments: [
      (["fuzzer", "address"], false), (["address", "fuzzer"], false), (["address"], false),
      (["fuzzer", "address", "fuzzer,address"], true), (["address,fuzzer"], true),
    ] as [([String], Bool)])
  func manifestCheck(_ flags: [String], _ accepted: Bool) throws {
    let manifest = [
      "    inputs: [\"<swift-get-version>\",\"/usr/bin/swiftc\"]",
      Self.swiftcLine(module: "Plurals", ["fuzzer,address"]),
      Self.swiftcLine(module: "LocalizedStrings", flags),
      "    args: [\"/usr/bin/clang\",\"-fsanitize=fuzzer\",\"-fsanitize=address\"]",
    ].joined(separator: "\n")
    let run = try Self.bash(
      Self.function("check_sanitizers") + "\ncheck_sanitizers",
      files: [".build/release.yaml": manifest + "\n"])
    #expect((run.status == 0) == accepted, "\(flags): \(run.output)")
    if accepted {
      #expect(run.output.contains("all 2 swiftc commands"), "\(run.output)")
    } else {
      #expect(run.output.contains("1 of 2 swiftc commands") && run.output.contains("LocalizedStrings"))
      #expect(!run.output.contains("Plurals"), "\(run.output)")
    }
  }

  @Test("a failed target's logs are printed without progress lines or control bytes, its inputs in base64")
  func failureReport() throws {
    let files = [
      "work/FuzzStrings.log":
        "#1024 NEW cov: 9\n==7==ERROR: AddressSanitizer: \u{1B}[31mheap-buffer-overflow\n",
      "work/FuzzStrings-hostile.log": "INFO: hostile run\n",
      "work/artifacts/FuzzStrings-crash-1": "\u{1B}]0;x\u{07}",
      "work/FuzzFormat.log": "==8==ERROR: not this target\n",
    ]
    let run = try Self.bash(
      "work=\"$PWD/work\"\n" + Self.function("report_failures") + "\nreport_failures FuzzStrings 2>&1",
      files: files)
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("==7==ERROR: AddressSanitizer: ^[[31mheap-buffer-overflow"), "\(run.output)")
    #expect(run.output.contains("INFO: hostile run"), "\(run.output)")
    #expect(!run.output.contains("#1024") && !run.output.contains("not this target"), "\(run.output)")
    #expect(!run.output.unicodeScalars.contains("\u{1B}"), "\(run.output)")
    let encoded = Data("\u{1B}]0;x\u{07}".utf8).base64EncodedString()
    #expect(run.output.contains("FuzzStrings-crash-1 (6 bytes), base64:\n" + encoded), "\(run.output)")
  }

  @Test("a manifest without a swiftc command is refused, not passed")
  func emptyManifest() throws {
    let run = try Self.bash(
      Self.function("check_sanitizers") + "\ncheck_sanitizers", files: [".build/release.yaml": "client:\n"])
    #expect(run.status != 0)
    #expect(run.output.contains("no swiftc command found"), "\(run.output)")
  }
}
