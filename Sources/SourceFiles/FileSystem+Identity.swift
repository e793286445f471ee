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
#endif

extension FileSystem {
  /// Which file a name led to when it was read, its permissions and its owner: what a
  /// rewrite checks the name still leads to (``replace(_:withBytes:replacing:)``)
  /// and gives the new file.
  package struct FileIdentity: Sendable, Hashable {
    /// The device (`st_dev`) and the file's number on it (`st_ino`).
    package var device: UInt64
    package var inode: UInt64
    /// The permission bits (`st_mode & 0o777`; set-user-ID, set-group-ID and sticky left out).
    package var permissions: UInt32
    /// The size in bytes (`st_size`) and the last modification (`st_mtim`, in nanoseconds
    /// since 1970), when it was asked.
    package var size: Int64
    package var modified: Int64
    /// The owner and the group (`st_uid`, `st_gid`).
    package var owner: UInt32
    package var group: UInt32

    package init(
      device: UInt64, inode: UInt64, permissions: UInt32, size: Int64, modified: Int64,
      owner: UInt32, group: UInt32
    ) {
      self.device = device
      self.inode = inode
      self.permissions = permissions
      self.size = size
      self.modified = modified
      self.owner = owner
      self.group = group
    }

    /// Whether no one may write the file: no `w` bit (as a Perforce checkout leaves a file
    /// not opened for edit, or a generated file is marked). A rename in a writable folder
    /// would still replace it, so a rewrite asks this first.
    package var isReadOnly: Bool { permissions & 0o222 == 0 }

    /// Whether `other` is the same file (device and inode; permissions may differ).
    package func isSameFile(as other: FileIdentity?) -> Bool {
      other.map { $0.device == device && $0.inode == inode } ?? false
    }

    /// Whether this is `earlier`'s file, of its size and modified when it was: nothing wrote
    /// it in between, as far as the system tells (a write within the file system's clock
    /// tick that keeps the size goes unseen; an editor's save to a new file, any other
    /// size or a later time does not).
    package func isUnchanged(since earlier: FileIdentity) -> Bool {
      isSameFile(as: earlier) && size == earlier.size && modified == earlier.modified
    }
  }

  /// The identity of the regular file `path` leads to (`stat`: a symbolic link is
  /// followed), its size and modification time included; nil when there is none, it is
  /// not a regular file, or the system has no identity to give (Windows).
  package static func identity(of path: String) -> FileIdentity? {
    #if os(Windows)
      return nil
    #else
      var status = stat()
      guard stat(path, &status) == 0 else { return nil }
      return identity(status)
    #endif
  }

  /// The bytes of a regular file, as ``contents(of:maximumSize:)`` reads
  /// them, and the identity of the file they were read from (asked of the
  /// descriptor read, so it is that file's even when the name changes).
  /// The identity is nil where the system has none to give (Windows).
  package static func contentsAndIdentity(of path: String, maximumSize: Int = maximumDocumentSize)
    throws(SourceError) -> (bytes: [UInt8], identity: FileIdentity?)
  {
    var identity: FileIdentity?
    let bytes = try contents(of: path, maximumSize: maximumSize, identity: &identity)
    return (bytes, identity)
  }

  /// The identity of the regular file named `path` itself (`lstat`: a
  /// symbolic link is not followed); nil when nothing is there, or it is
  /// not a regular file (a link, a folder, a FIFO).
  package static func regularFileIdentity(_ path: String) -> FileIdentity? {
    #if os(Windows)
      return nil
    #else
      var status = stat()
      guard lstat(path, &status) == 0 else { return nil }
      return identity(status)
    #endif
  }

  /// Whether this process's permissions let it write the file or folder at `path`: false
  /// only when they deny it (`EACCES`, asked for the effective user and groups, as a write
  /// is checked; root is denied nothing). A read-only file system, an immutable file or
  /// nothing there answer true: the write itself then fails with the system's reason.
  /// Windows: true (no such check is made there).
  package static func mayWrite(_ path: String) -> Bool {
    #if os(Windows)
      return true
    #elseif os(WASI)
      return access(path, W_OK) == 0 || errno != EACCES
    #else
      return faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) == 0 || errno != EACCES
    #endif
  }

  /// Whether `folder` is sticky (`chmod +t`, as `/tmp` is) in a way that keeps this process
  /// from renaming over a file of `fileOwner` there: neither the file nor the folder is its
  /// user's, and it is not root. False when the folder cannot be asked, and on Windows.
  package static func isStickyForOthers(_ folder: String, fileOwner: UInt32) -> Bool {
    #if os(Windows) || os(WASI)
      return false
    #else
      var status = stat()
      guard stat(folder, &status) == 0, status.st_mode & mode_t(S_ISVTX) != 0 else { return false }
      let user = geteuid()
      return user != 0 && user != uid_t(fileOwner) && user != status.st_uid
    #endif
  }

  /// Whether `path` names a symbolic link (`lstat`), dangling or not;
  /// false when nothing is there or it cannot be asked.
  package static func isSymbolicLink(_ path: String) -> Bool {
    #if os(Windows) || os(WASI)
      return false
    #else
      var status = stat()
      return lstat(path, &status) == 0 && status.st_mode & mode_t(S_IFMT) == mode_t(S_IFLNK)
    #endif
  }

  #if !os(Windows)
    /// The identity `status` describes, nil when it is not a regular file's.
    static func identity(_ status: stat) -> FileIdentity? {
      guard status.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG) else { return nil }
      #if canImport(Darwin)
        let time = status.st_mtimespec
      #else
        let time = status.st_mtim
      #endif
      return FileIdentity(
        device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino),
        permissions: UInt32(truncatingIfNeeded: status.st_mode) & 0o777, size: Int64(status.st_size),
        modified: Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec),
        owner: UInt32(truncatingIfNeeded: status.st_uid), group: UInt32(truncatingIfNeeded: status.st_gid))
    }
  #endif
}
