import LocalizedStrings

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the localization files below the paths given, visiting each real
/// directory once (a symbolic link back to a parent is not followed again).
struct FileWalker {
  var files: [String] = []
  var unreadable: [String] = []
  private var visited: Set<[UInt64]> = []

  mutating func collect(_ path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else {
      unreadable.append(path)
      return
    }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      if LocalizationFileKind(path: path) != nil { files.append(path) }
      return
    }
    guard visited.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted else { return }
    guard let directory = opendir(path) else {
      unreadable.append(path)
      return
    }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      if !name.hasPrefix(".") { names.append(name) }
    }
    closedir(directory)
    for name in names.sorted() {
      collect(path.hasSuffix("/") ? path + name : path + "/" + name)
    }
  }
}
