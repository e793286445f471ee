import LocalizedStrings

extension LintReport {
  /// The report as a Checkstyle XML document, which Jenkins (Warnings Next
  /// Generation), GitLab's code-quality converters, SonarQube and Danger read.
  ///
  /// ```xml
  /// <checkstyle version="4.3">
  ///   <file name="App/pl.lproj/Localizable.stringsdict">
  ///     <error line="9" column="3" severity="warning" message="…" source="plurals.missing-categories"/>
  ///   </file>
  /// </checkstyle>
  /// ```
  ///
  /// One `file` element per file with diagnostics, in the report's order;
  /// severities `error`, `warning` and `info` (for notes); the source is the
  /// code prefixed with `plurals.`. A path that could not be read is a `file`
  /// with one error from `plurals.unreadable-path`.
  ///
  /// - Parameter workingDirectory: Absolute paths below it are written relative to it.
  /// - Complexity: O(*n*) in the size of the diagnostics.
  package func checkstyle(relativeTo workingDirectory: String? = nil) -> String {
    var output = XMLText.declaration + "<checkstyle version=\"4.3\">\n"
    for (file, group) in groupedByFile(relativeTo: workingDirectory) {
      output += "  <file name=\"\(XMLText.escaped(file))\">\n"
      for diagnostic in group.map(\.diagnostic) {
        output +=
          "    <error line=\"\(diagnostic.location.line)\" column=\"\(diagnostic.location.column)\""
          + " severity=\"\(Self.checkstyleSeverity(diagnostic.severity))\""
          + " message=\"\(XMLText.escaped(diagnostic.message))\""
          + " source=\"plurals.\(diagnostic.code.rawValue)\"/>\n"
      }
      output += "  </file>\n"
    }
    for path in unreadable {
      output += "  <file name=\"\(XMLText.escaped(path.path))\">\n"
      output +=
        "    <error severity=\"error\" message=\"\(XMLText.escaped(path.message))\""
        + " source=\"plurals.unreadable-path\"/>\n"
      output += "  </file>\n"
    }
    return output + "</checkstyle>\n"
  }

  /// The report as a JUnit XML document, which GitLab (`artifacts:reports:junit`),
  /// Jenkins, Azure Pipelines and most CI servers show as test results.
  ///
  /// ```xml
  /// <testsuites name="plurals lint" tests="1" failures="1" errors="0">
  ///   <testsuite name="App/pl.lproj/Localizable.stringsdict" tests="1" failures="1" errors="0">
  ///     <testcase classname="App/pl.lproj/Localizable.stringsdict" name="missing-categories files (pl)">
  ///       <failure type="warning" message="…">App/pl.lproj/Localizable.stringsdict:9:3: warning: … [missing-categories]</failure>
  ///     </testcase>
  ///   </testsuite>
  /// </testsuites>
  /// ```
  ///
  /// One suite per file with diagnostics and one test case per diagnostic,
  /// named by its code and what it is about, not by its line, so that a
  /// finding whose lines move stays the same test: the entry's key (and its
  /// language, where known), else the message for a finding of the whole
  /// file; a name that repeats within a suite gets ` #2`, ` #3`, … in the
  /// order of the report. The line and column are in the failure's text:
  /// errors and warnings fail (`failure`, typed with the severity), notes
  /// pass with their text as `system-out`. A path that could not be read is
  /// a suite whose one case has an `error`. A clean run is an empty
  /// `testsuites` with `tests="0"`.
  ///
  /// - Parameter workingDirectory: Absolute paths below it are written relative to it.
  /// - Complexity: O(*n*) in the size of the diagnostics.
  package func junit(relativeTo workingDirectory: String? = nil) -> String {
    let failures = diagnostics.filter { $0.severity != .note }.count
    var output = XMLText.declaration
    output +=
      "<testsuites name=\"plurals lint\" tests=\"\(diagnostics.count + unreadablePaths.count)\""
      + " failures=\"\(failures)\" errors=\"\(unreadablePaths.count)\">\n"
    for (file, group) in groupedByFile(relativeTo: workingDirectory) {
      let name = XMLText.escaped(file)
      let failed = group.filter { $0.diagnostic.severity != .note }.count
      output +=
        "  <testsuite name=\"\(name)\" tests=\"\(group.count)\" failures=\"\(failed)\" errors=\"0\">\n"
      // Unique within the suite: a repeat gets the next free " #n" (a key may end in " #2" itself).
      var used: Set<String> = []
      var repeats: [String: Int] = [:]
      for finding in group {
        let diagnostic = finding.diagnostic
        let named = Self.junitName(finding)
        var caseName = named
        while !used.insert(caseName).inserted {
          repeats[named, default: 1] += 1
          caseName = "\(named) #\(repeats[named]!)"
        }
        let location = "\(diagnostic.location.line):\(diagnostic.location.column)"
        let line =
          "\(file):\(location): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code.rawValue)]"
        output += "    <testcase classname=\"\(name)\" name=\"\(XMLText.escaped(caseName))\">\n"
        if diagnostic.severity == .note {
          output += "      <system-out>\(XMLText.escaped(line))</system-out>\n"
        } else {
          output +=
            "      <failure type=\"\(diagnostic.severity.rawValue)\" message=\"\(XMLText.escaped(diagnostic.message))\">"
            + XMLText.escaped(line) + "</failure>\n"
        }
        output += "    </testcase>\n"
      }
      output += "  </testsuite>\n"
    }
    for path in unreadable {
      let name = XMLText.escaped(path.path)
      output += "  <testsuite name=\"\(name)\" tests=\"1\" failures=\"0\" errors=\"1\">\n"
      output += "    <testcase classname=\"\(name)\" name=\"unreadable-path\">\n"
      output += "      <error message=\"\(XMLText.escaped(path.message))\"/>\n"
      output += "    </testcase>\n  </testsuite>\n"
    }
    return output + "</testsuites>\n"
  }

  /// The findings by file (as the report names it), files in the order they first appear.
  private func groupedByFile(relativeTo workingDirectory: String?) -> [(
    file: String, findings: [LintFinding]
  )] {
    var order: [String] = []
    var groups: [String: [LintFinding]] = [:]
    for finding in findings {
      let file = reportPath(finding.diagnostic.location.file, relativeTo: workingDirectory)
      if groups[file] == nil { order.append(file) }
      groups[file, default: []].append(finding)
    }
    return order.map { ($0, groups[$0]!) }
  }

  /// A JUnit test case's name, which does not change when lines move: the code, then
  /// the entry's key and language (`missing-categories files (pl)`), or the message
  /// when the finding has no key (a problem of the whole file).
  private static func junitName(_ finding: LintFinding) -> String {
    let code = finding.diagnostic.code.rawValue
    guard let key = finding.subject?.key else { return "\(code) \(finding.diagnostic.message)" }
    guard let language = finding.subject?.language else { return "\(code) \(key)" }
    return "\(code) \(key) (\(language))"
  }

  private static func checkstyleSeverity(_ severity: LocalizationDiagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "info"
    }
  }
}

/// Text in XML 1.0 documents.
package enum XMLText {
  static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

  /// `text` as attribute value or character data (`MarkupText.Dialect.xml`).
  package static func escaped(_ text: String) -> String { MarkupText.escaped(text, for: .xml) }
}
