import LocalizedStrings

extension LintReport {
  /// The report as a SARIF 2.1.0 log, the format code-scanning services
  /// (GitHub code scanning, Azure DevOps, IDE viewers) read.
  ///
  /// ```swift
  /// let log = report.sarif(relativeTo: "/home/runner/work/app/app")
  /// try log.write(toFile: "lint.sarif", atomically: true, encoding: .utf8)   // with Foundation
  /// ```
  ///
  /// One run whose `tool.driver` is this linter (name `plurals`,
  /// ``SwiftPlurals/version``, ``SwiftPlurals/repositoryURL``) with one rule
  /// per `DiagnosticCode`: its stable code as `id`, its summary and help
  /// text, and its severity as the default level. Each diagnostic is a result
  /// with its rule, level (`error`, `warning` or `note`), message and
  /// physical location: the file as a URI relative to `workingDirectory`
  /// (base id `SRCROOT`) where it lies below it, else a `file:` URI; line and
  /// column as the readers count them (columns in bytes of the line, the same
  /// as characters for the ASCII that keys start after). Paths that could not
  /// be read are error notifications of the invocation, which is then not
  /// successful.
  ///
  /// - Complexity: O(*n*) in the size of the diagnostics.
  package func sarif(relativeTo workingDirectory: String? = nil) -> String {
    let codes = DiagnosticCode.allCases
    let ruleIndex = Dictionary(uniqueKeysWithValues: codes.enumerated().map { ($1, $0) })
    let rules = codes.map { code in
      JSONText.object([
        ("id", .string(code.rawValue)),
        ("shortDescription", .object([("text", .string(code.summary))])),
        ("help", .object([("text", .string(code.help))])),
        ("defaultConfiguration", .object([("level", .string(SARIF.level(code.severity)))])),
      ])
    }
    let results = diagnostics.map { diagnostic in
      JSONText.object([
        ("ruleId", .string(diagnostic.code.rawValue)),
        ("ruleIndex", .integer(ruleIndex[diagnostic.code] ?? 0)),
        ("level", .string(SARIF.level(diagnostic.severity))),
        ("message", .object([("text", .string(diagnostic.message))])),
        (
          "locations",
          .array([
            .object([
              (
                "physicalLocation",
                .object([
                  ("artifactLocation", SARIF.artifactLocation(diagnostic.location.file, workingDirectory)),
                  (
                    "region",
                    .object([
                      ("startLine", .integer(diagnostic.location.line)),
                      ("startColumn", .integer(diagnostic.location.column)),
                    ])
                  ),
                ])
              )
            ])
          ])
        ),
      ])
    }
    let notifications = unreadable.map { path in
      JSONText.object([
        ("level", .string("error")),
        ("message", .object([("text", .string(path.message))])),
      ])
    }
    var run: [(key: String, value: JSONText)] = [
      (
        "tool",
        .object([
          (
            "driver",
            .object([
              ("name", .string("plurals")),
              ("fullName", .string("plurals lint (swift-plurals, CLDR \(SwiftPlurals.cldrVersion))")),
              ("version", .string(SwiftPlurals.version)),
              ("semanticVersion", .string(SwiftPlurals.version)),
              ("informationUri", .string(SwiftPlurals.repositoryURL)),
              ("rules", .array(rules)),
            ])
          )
        ])
      ),
      (
        "invocations",
        .array([
          .object([
            ("executionSuccessful", .boolean(unreadablePaths.isEmpty)),
            ("toolExecutionNotifications", .array(notifications)),
          ])
        ])
      ),
    ]
    if let workingDirectory, workingDirectory.hasPrefix("/") {
      let base = SARIF.fileURI(workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/")
      run.append(("originalUriBaseIds", .object([(SARIF.sourceRoot, .object([("uri", .string(base))]))])))
    }
    run.append(("results", .array(results)))
    return JSONText.object([
      (
        "$schema",
        .string("https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")
      ),
      ("version", .string("2.1.0")),
      ("runs", .array([.object(run)])),
    ]).rendered(indent: 2) + "\n"
  }
}

/// The pieces of SARIF that need more than a literal.
enum SARIF {
  /// The base id of paths relative to the working directory.
  static let sourceRoot = "SRCROOT"

  static func level(_ severity: LocalizationDiagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// A relative URI reference with `SRCROOT` as its base, or a `file:` URI for a path outside it.
  static func artifactLocation(_ file: String, _ workingDirectory: String?) -> JSONText {
    let path = reportPath(file, relativeTo: workingDirectory)
    if path.hasPrefix("/") { return .object([("uri", .string(fileURI(path)))]) }
    var members: [(key: String, value: JSONText)] = [("uri", .string(percentEncoded(path)))]
    if workingDirectory != nil { members.append(("uriBaseId", .string(sourceRoot))) }
    return .object(members)
  }

  static func fileURI(_ absolutePath: String) -> String { "file://" + percentEncoded(absolutePath) }

  /// A path as a URI path (RFC 3986): each UTF-8 byte other than an
  /// unreserved character or `/` as `%XX`, so spaces, `%`, `#`, `?` and `:`
  /// (which would read as a scheme in a relative reference) cannot change its meaning.
  static func percentEncoded(_ path: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        bytes.append(byte)
      default:
        bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
