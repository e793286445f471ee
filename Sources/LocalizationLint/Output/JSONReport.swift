extension LintReport {
  /// The report as one line of JSON, for tools:
  /// `{"diagnostics":[{"file":…,"line":9,"column":3,"severity":"warning","code":…,"message":…}],`
  /// `"summary":{"errors":0,"warnings":1,"notes":0,"files":24}}`.
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
