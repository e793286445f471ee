#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#elseif canImport(WASILibc)
  import WASILibc
#elseif canImport(Darwin)
  import Darwin
#elseif os(Windows)
  import ucrt
  import WinSDK
#endif

extension FileSystem {
  /// The temporary names tried, one after another, when a name is taken.
  package static let temporaryNameAttempts = 16

  /// Writes `text` (UTF-8) to `path` whole or not at all, and never through
  /// a symbolic link.
  ///
  /// The text goes to a new file in the destination's folder, created
  /// exclusively (`O_CREAT | O_EXCL`, mode 0644 less the umask: a name
  /// already taken, by a planted link too, is never opened, and another
  /// random name is tried), flushed to the disk, then renamed over `path`.
  /// A reader sees the old file or the new one, never part of either. A
  /// symbolic link at `path` is replaced by the file, as a rename replaces a
  /// name: its target is neither read nor written. A regular file already
  /// at `path` (a report or a baseline written before) is replaced as
  /// ``replace(_:withBytes:replacing:)`` replaces a file read: the new one
  /// keeps its permission bits, owner and group (a run as root does not
  /// take a user's baseline). On failure the temporary file is removed and
  /// the destination left as it was.
  ///
  /// - Throws: `SourceError` of kind `fileAccess` at `path:1:1`, with the
  ///   system's reason (a missing folder, no permission, a directory at `path`).
  package static func replace(_ path: String, with text: String) throws(SourceError) {
    try replace(path, withBytes: Array(text.utf8), replacing: regularFileIdentity(path))
  }

  /// ``replace(_:with:)`` for bytes in any encoding (a UTF-16 `.strings` file a fix rewrites).
  ///
  /// With `expected` (the identity of the file read, from
  /// ``contentsAndIdentity(of:maximumSize:)``), the file is a rewrite of
  /// that one: the new file gets its permission bits (a 0600 or an
  /// executable file stays so) and its owner and group, where the system
  /// lets the writer give them (a run as root, in a container over a
  /// user's checkout, leaves the user's files theirs; another user's
  /// keeps the writer as owner, its group where the writer is in it; a group
  /// not kept gets no more than others: its bits become theirs), and right before
  /// the rename `path` must still name that same regular file (device and
  /// inode, `lstat`). A file swapped for another, or for a symbolic link,
  /// since it was read is left alone: `fileAccess`, "changed since it was
  /// read". (The check and the rename are two calls: a swap between them is
  /// not seen, but only a process racing the writer can make one.)
  package static func replace(
    _ path: String, withBytes bytes: [UInt8], replacing expected: FileIdentity? = nil
  )
    throws(SourceError)
  {
    let names = (0..<temporaryNameAttempts).map { _ in
      temporaryName(for: path, suffix: String(UInt64.random(in: .min ... .max), radix: 16))
    }
    try replace(path, withBytes: bytes, temporaryNames: names, replacing: expected)
  }

  /// ``replace(_:with:)`` trying `temporaryNames` in turn (in the
  /// destination's folder): tests choose them, to plant links there.
  package static func replace(
    _ path: String, with text: String, temporaryNames: some Sequence<String>
  ) throws(SourceError) {
    try replace(path, withBytes: Array(text.utf8), temporaryNames: temporaryNames)
  }

  private static func replace(
    _ path: String, withBytes bytes: [UInt8], temporaryNames: some Sequence<String>,
    replacing expected: FileIdentity? = nil
  ) throws(SourceError) {
    func failure(_ reason: String) -> SourceError {
      SourceError(.fileAccess, "cannot write the file: \(reason)", file: path)
    }
    for name in temporaryNames {
      guard let file = createExclusively(name, permissions: expected?.permissions ?? 0o644) else {
        if errno == EEXIST { continue }
        throw failure(systemReason())
      }
      var reason: String?
      if !bytes.withUnsafeBufferPointer({ writeAll($0, to: file) }) { reason = systemReason() }
      if reason == nil, let expected, !setPermissions(file, keepingOwner: expected) {
        reason = systemReason()
      }
      if !closeFile(file) { reason = reason ?? systemReason() }
      if reason == nil, let expected, !expected.isSameFile(as: regularFileIdentity(path)) {
        reason =
          "it changed since it was read (another file or a symbolic link is there now); nothing written"
      }
      if reason == nil, !move(name, over: path) { reason = systemReason() }
      guard let reason else { return }
      _ = removeFile(name)
      throw failure(reason)
    }
    throw failure("no temporary name is free next to it")
  }

  /// Writes `bytes` to a new file at `path`, which must not exist: nothing is
  /// ever there to replace, and a name taken meanwhile (by a symbolic link
  /// too, dangling or not) is never opened (`O_CREAT | O_EXCL`, mode 0644
  /// less the umask). On a failed write the partial file is removed.
  ///
  /// With `like` (the identity of a file read, from
  /// ``contentsAndIdentity(of:maximumSize:)``), the new file gets that file's
  /// permission bits, owner and group as a rewrite of it would
  /// (``replace(_:withBytes:replacing:)``): a file made from another's
  /// entries is readable by no more than it was, and stays its owner's.
  ///
  /// - Throws: `SourceError` of kind `fileAccess` at `path:1:1`: the name is
  ///   taken ("it already exists"), or the system's reason.
  package static func create(_ path: String, withBytes bytes: [UInt8], like: FileIdentity? = nil)
    throws(SourceError)
  {
    func failure(_ reason: String) -> SourceError {
      SourceError(.fileAccess, "cannot create the file: \(reason)", file: path)
    }
    guard let file = createExclusively(path, permissions: like?.permissions ?? 0o644) else {
      throw failure(errno == EEXIST ? "it already exists; nothing written" : systemReason())
    }
    var reason: String?
    if !bytes.withUnsafeBufferPointer({ writeAll($0, to: file) }) { reason = systemReason() }
    if reason == nil, let like, !setPermissions(file, keepingOwner: like) { reason = systemReason() }
    if !closeFile(file) { reason = reason ?? systemReason() }
    guard let reason else { return }
    _ = removeFile(path)
    throw failure(reason)
  }

  /// `.NAME.SUFFIX.tmp` in the folder of `path` (a hidden file, so that a
  /// listing or a glob of the destination's kind skips it).
  package static func temporaryName(for path: String, suffix: String) -> String {
    #if os(Windows)
      let slash = path.lastIndex { $0 == "/" || $0 == "\\" }
    #else
      let slash = path.lastIndex(of: "/")
    #endif
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    return folder + "." + name + "." + suffix + ".tmp"
  }

  /// The system's words for the last failure (`strerror(errno)`).
  private static func systemReason() -> String { String(cString: strerror(errno)) }

  #if os(Windows)
    // Not built on the platforms this package is tested on; the calls are the C runtime's and Win32's
    // counterparts of the POSIX ones below.
    private static func createExclusively(_ name: String, permissions: UInt32) -> Int32? {
      var file: Int32 = -1
      let status = name.withCString(encodedAs: UTF16.self) {
        _wsopen_s(&file, $0, _O_WRONLY | _O_CREAT | _O_EXCL | _O_BINARY, _SH_DENYRW, _S_IREAD | _S_IWRITE)
      }
      return status == 0 ? file : nil
    }

    private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to file: Int32) -> Bool {
      var offset = 0
      while offset < bytes.count {
        let count = _write(file, bytes.baseAddress! + offset, UInt32(min(bytes.count - offset, 1 << 30)))
        if count <= 0 { return false }
        offset += Int(count)
      }
      return _commit(file) == 0
    }

    private static func setPermissions(_ file: Int32, keepingOwner expected: FileIdentity) -> Bool { true }

    private static func setPermissions(_ file: Int32, _ permissions: UInt32) -> Bool { true }

    private static func closeFile(_ file: Int32) -> Bool { _close(file) == 0 }

    private static func move(_ name: String, over path: String) -> Bool {
      name.withCString(encodedAs: UTF16.self) { from in
        path.withCString(encodedAs: UTF16.self) { to in
          MoveFileExW(from, to, DWORD(MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH))
        }
      }
    }

    private static func removeFile(_ name: String) -> Bool {
      name.withCString(encodedAs: UTF16.self) { _wunlink($0) } == 0
    }
  #else
    /// A new file at `name`, opened for writing; nil (and `errno`) when it
    /// cannot be made, `EEXIST` when the name is taken (by a link too: with
    /// `O_EXCL`, `open` follows none).
    /// The file is created with `permissions` less the umask, so that its
    /// bytes are never readable by more than the file it replaces allows.
    private static func createExclusively(_ name: String, permissions: UInt32) -> Int32? {
      #if os(WASI)
        let flags = O_WRONLY | O_CREAT | O_EXCL
      #else
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC
      #endif
      let file = open(name, flags, mode_t(permissions))
      return file >= 0 ? file : nil
    }

    /// Gives the new file the owner and group of `expected` where they are not its own yet and
    /// the system allows it (root; a group the writer is in), then `expected`'s permission
    /// bits, exactly (the umask narrowed them at its creation). Where the group could not be
    /// given, the group's bits become the others' (as vim does), so that the writer's group
    /// gets no more than anyone; a change of owner clears the set-ID bits, never kept anyway.
    /// False (and `errno`) when the bits cannot be set.
    private static func setPermissions(_ file: Int32, keepingOwner expected: FileIdentity) -> Bool {
      var permissions = expected.permissions
      #if !os(WASI)
        let owner = uid_t(expected.owner)
        let group = gid_t(expected.group)
        var status = stat()
        if fstat(file, &status) == 0, status.st_uid != owner || status.st_gid != group {
          if fchown(file, owner, group) != 0 { _ = fchown(file, uid_t.max, group) }
          if fstat(file, &status) == 0, status.st_gid != group {
            permissions = permissions & 0o707 | (permissions & 0o7) << 3
          }
        }
      #endif
      return setPermissions(file, permissions)
    }

    /// Gives the new file exactly `permissions` (the umask narrowed them at its creation).
    private static func setPermissions(_ file: Int32, _ permissions: UInt32) -> Bool {
      #if os(WASI)
        return true
      #else
        return fchmod(file, mode_t(permissions)) == 0
      #endif
    }

    /// Writes every byte (a write may take part of them, or be interrupted),
    /// then flushes them to the disk, so that the rename never installs a
    /// file whose bytes are not there yet.
    private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to file: Int32) -> Bool {
      guard let base = bytes.baseAddress else { return fsync(file) == 0 }
      var offset = 0
      while offset < bytes.count {
        let count = write(file, base + offset, bytes.count - offset)
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { return false }
        offset += count
      }
      return fsync(file) == 0
    }

    private static func closeFile(_ file: Int32) -> Bool { close(file) == 0 }

    /// Renames `name` over `path`: a link at `path` is replaced, not followed.
    private static func move(_ name: String, over path: String) -> Bool { rename(name, path) == 0 }

    private static func removeFile(_ name: String) -> Bool { unlink(name) == 0 }
  #endif
}
