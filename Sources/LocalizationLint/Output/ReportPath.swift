/// How a diagnostic's file is named in CI output: relative to the working
/// directory when it lies below it (GitHub and SARIF consumers resolve paths
/// against the checkout), otherwise as the linter was given it.
///
/// `./pl.lproj/x.strings` → `pl.lproj/x.strings`; `/repo/App/x.strings` with
/// `/repo` → `App/x.strings`; `/elsewhere/x.strings` stays absolute.
func reportPath(_ file: String, relativeTo workingDirectory: String?) -> String {
  var path = Substring(file)
  while path.hasPrefix("./") { path = path.dropFirst(2).drop { $0 == "/" } }
  guard let workingDirectory, path.hasPrefix("/") else { return String(path) }
  let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
  return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : String(path)
}
