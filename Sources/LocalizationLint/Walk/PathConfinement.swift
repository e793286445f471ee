import SourceFiles

/// Keeps the paths a configuration names within its folder: a pull request
/// that edits `.plurals-lint.yml` must not make the linter walk `/` or read a
/// baseline elsewhere on the machine.
///
/// Every path and path pattern (`included`, `excluded`, `baseline`, an
/// override's `paths`) is relative, and `..` never leads above the folder.
/// The paths that are opened (`included`, `baseline`) must also stay within
/// it once their symbolic links are resolved (`realpath`, of the part that
/// exists); patterns are only compared with paths the walk found, so links
/// do not matter for them.
struct PathConfinement {
  /// The configuration's folder as its path names it; nil: the text alone is checked.
  let folder: String?
  /// The folder with its links resolved; nil when it cannot be (or the system has no `realpath`).
  let root: String?

  init(folder: String?) {
    self.folder = folder
    root = folder.flatMap(FileSystem.realPath)
  }

  /// Why `path`, the value of `key`, is not allowed (nil: it is).
  /// `opened`: the path is read, so where its links lead is checked too.
  func problem(with path: String, key: String, opened: Bool) -> String? {
    if path.hasPrefix("/") {
      return "\(key): '\(path)' is an absolute path; paths in a configuration are relative to its folder"
    }
    var depth = 0
    for component in path.split(separator: "/") {
      switch component {
      case ".": continue
      case "..":
        depth -= 1
        if depth < 0 {
          return "\(key): '\(path)' leads out of the configuration's folder (..); its paths stay within it"
        }
      default: depth += 1
      }
    }
    guard opened, let folder, let root else { return nil }
    guard let target = FileSystem.realPathOfExistingPart(folder + "/" + path).map(ProjectPaths.normalized),
      target != root, !target.hasPrefix(root == "/" ? "/" : root + "/")
    else { return nil }
    return
      "\(key): '\(path)' leads to \(target) through a symbolic link, outside the configuration's folder \(root)"
  }

}
