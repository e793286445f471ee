extension LintReport {
  /// The report as one line of JSON, for tools:
  /// `{"diagnostics":[{"file":…,"line":9,"column":3,"severity":"warning","code":…,"message":…}],`
  /// `"unreadable":["Missing/Folder"],"summary":{"errors":0,"warnings":1,"notes":0,"files":24}}`;
  /// `unreadable` lists the paths that could not be read (the run is then incomplete).
  var jsonDocument: String {
    let items = diagnostics.map { diagnostic in
      JSONText.object([
        ("file", .string(diagnostic.location.file)),
        ("line", .integer(diagnostic.location.line)),
        ("column", .integer(diagnostic.location.column)),
        ("severity", .string(diagnostic.severity.rawValue)),
        ("code", .string(diagnostic.code.rawValue)),
        ("message", .string(diagnostic.message)),
      ])
    }
    return JSONText.object([
      ("diagnostics", .array(items)),
      ("unreadable", .array(unreadablePaths.map { .string($0) })),
      (
        "summary",
        .object([
          ("errors", .integer(count(.error))),
          ("warnings", .integer(count(.warning))),
          ("notes", .integer(count(.note))),
          ("files", .integer(filesChecked)),
        ])
      ),
    ]).rendered()
  }
}
