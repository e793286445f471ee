extension LintReport {
  /// The report as one line of JSON, for tools:
  /// `{"diagnostics":[{"file":…,"line":9,"column":3,"severity":"warning","code":…,"message":…,`
  /// `"table":"Localizable","key":"files","language":"pl"}],"unreadable":["Missing/Folder"],`
  /// `"summary":{"errors":0,"warnings":1,"notes":0,"files":24}}`;
  /// `table`, `key` and `language` are what the baseline records of a finding
  /// (``DiagnosticSubject``), each left out where it is not known (a file that
  /// cannot be read has no key); `unreadable` lists the paths that could not be
  /// read (the run is then incomplete). With ``metadata``, a `metadata` object
  /// comes first: `{"project":…,"commit":…,"date":…}`, each member only where known.
  var jsonDocument: String {
    let items = findings.map { finding in
      let diagnostic = finding.diagnostic
      var members: [(key: String, value: JSONText)] = [
        ("file", .string(diagnostic.location.file)),
        ("line", .integer(diagnostic.location.line)),
        ("column", .integer(diagnostic.location.column)),
        ("severity", .string(diagnostic.severity.rawValue)),
        ("code", .string(diagnostic.code.rawValue)),
        ("message", .string(diagnostic.message)),
      ]
      if let subject = finding.subject {
        members.append(("table", .string(subject.table)))
        if let key = subject.key { members.append(("key", .string(key))) }
        if let language = subject.language { members.append(("language", .string(language))) }
      }
      return JSONText.object(members)
    }
    var document: [(key: String, value: JSONText)] = []
    if let metadata, !metadata.isEmpty {
      document.append(("metadata", .object(metadata.members.map { ($0.name, .string($0.value)) })))
    }
    document += [
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
    ]
    return JSONText.object(document).rendered()
  }
}
