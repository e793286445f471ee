import SourceFiles

/// Where `plurals lint` writes a file it is asked to (`--output`,
/// `--write-baseline`), when the tree it lints may be a hostile pull
/// request's: a committed symbolic link `reports -> /etc`, or to another
/// checkout, must not carry the report there.
///
/// The rule: no folder of the path as written may be a symbolic link
/// (dangling or not) that lies inside the current directory or a linted
/// root, the places a pull request controls. Links outside them (`/tmp` on
/// macOS, which leads to `/private/tmp`) are the machine's and are followed.
/// A path ending in `/`, `.` or `..` names a folder and is refused.
/// The file's own name may be a link: the file is written next to it and
/// renamed over it, which replaces the link and never opens its target
/// (``FileSystem/replace(_:with:)``), a FIFO or a device there too.
enum OutputPath {
  /// Throws ``problem(with:roots:)`` as a `fileAccess` error at `path`.
  static func check(_ path: String, roots: [String]) throws(SourceError) {
    if let problem = problem(with: path, roots: roots) {
      throw SourceError(.fileAccess, "cannot write the file: \(problem)", file: path)
    }
  }

  /// Why `path` is refused, nil when it may be written; `roots` are the
  /// paths linted (the current directory is always one).
  ///
  /// - Complexity: one `lstat` per folder of `path`, and one `realpath` per
  ///   link found and per root.
  static func problem(with path: String, roots: [String]) -> String? {
    // `reports/`, `reports/.`, `reports/..` name a folder, not a file: the loop below
    // would take `reports` for the file's name and check no folder, and the temporary
    // file would be created through a link `reports` before the rename failed.
    let last = path.split(separator: "/", omittingEmptySubsequences: false).last
    if path.isEmpty || path.hasSuffix("/") || last == "." || last == ".." {
      return "'\(PrintableText.escaped(path))' names a folder; name the file to write"
    }
    let trees = (["."] + roots).compactMap(FileSystem.realPath)
    let absolute = path.hasPrefix("/")
    let components = path.split(separator: "/").filter { $0 != "." }
    var parent = absolute ? "/" : "."
    // Every folder the path names; the last component is the file's own name.
    for component in components.dropLast() {
      let folder =
        parent == "/" ? "/" + component : parent == "." ? String(component) : parent + "/" + component
      if FileSystem.isSymbolicLink(folder) {
        guard let place = FileSystem.realPath(parent) else { return nil }
        if trees.contains(where: { FileWalker.path(place, isInside: $0) }) {
          return "its folder '\(folder)' is a symbolic link inside the linted tree; "
            + "lint never writes through one (name a real folder)"
        }
      } else if !FileSystem.exists(folder) {
        return nil  // nothing below it exists either; the write says the folder is missing
      }
      parent = folder
    }
    return nil
  }
}
