import Foundation
import SourceFiles

extension LintInvocation {
  /// The configuration file the run reads: ``configurationPath``, else
  /// `.plurals-lint.yml` where it exists.
  var configurationFileRead: String? {
    configurationPath
      ?? (FileManager.default.fileExists(atPath: LintConfiguration.fileName)
        ? LintConfiguration.fileName : nil)
  }

  /// Why the files the run writes may not be written, nil when they may: `--output`
  /// and `--write-baseline` each name a file of their own, neither the configuration
  /// file nor a localization file the run reads (`filesRead`, by real path) or `--fix`
  /// writes (`filesFixed`, a file it creates included), and
  /// `--output` not the baseline file it reads. Each would be replaced whole, with no
  /// word: `--output report.sarif --write-baseline report.sarif` left the report where
  /// the baseline was said to be written, and `--output` over the baseline destroyed it.
  /// `--write-baseline` may name the baseline read, which is read before anything is
  /// written: a baseline refreshed in place.
  ///
  /// Two paths name one file when the longest parts of them that exist lead to one place
  /// (`FileSystem.realPathOfExistingPart(_:)`): `./a/../b.json` is `b.json`, and a name
  /// that is a symbolic link counts as where it leads, though a write replaces the link.
  ///
  /// ```swift
  /// invocation.outputPath = "lint.json"
  /// invocation.writeBaselinePath = "./lint.json"
  /// invocation.writtenFilesProblem(baselineRead: nil, filesRead: [:])
  /// // "--write-baseline and --output name the same file './lint.json'; give each a file of its own"
  /// ```
  func writtenFilesProblem(
    baselineRead: String?, filesRead: LintReport.FilesRead?, filesFixed: Set<String> = []
  )
    -> String?
  {
    var written: [(option: String, path: String)] = []
    if let outputPath { written.append(("--output", outputPath)) }
    if let writeBaselinePath { written.append(("--write-baseline", writeBaselinePath)) }
    var read: [(what: String, path: String)] = []
    if let file = configurationFileRead { read.append(("the configuration file", file)) }
    if let baselineRead { read.append(("the baseline file the run reads", baselineRead)) }
    for (index, (option, path)) in written.enumerated() {
      guard let place = FileSystem.realPathOfExistingPart(path) else { continue }
      let shown = PrintableText.escaped(path)
      for other in written[..<index] where FileSystem.realPathOfExistingPart(other.path) == place {
        return "\(option) and \(other.option) name the same file '\(shown)'; give each a file of its own"
      }
      for file in read where FileSystem.realPathOfExistingPart(file.path) == place {
        if option == "--write-baseline" && file.path == baselineRead { continue }
        return "\(option) names \(file.what) ('\(shown)'), which writing would replace; name another file"
      }
      if filesRead?.keys.contains(place) == true {
        return
          "\(option) names '\(shown)', a localization file the run reads, which writing would replace; name another file"
      }
      if filesFixed.contains(place) {
        return
          "\(option) names '\(shown)', a file --fix writes, which writing would replace; name another file"
      }
    }
    return nil
  }
}
