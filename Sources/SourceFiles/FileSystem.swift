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

/// The little of the operating system the readers need, without Foundation:
/// file contents, directory listings, file existence, environment variables
/// (and C's memory functions: ``RawMemory``).
///
/// Failures are ``SourceError``s of kind ``SourceError/Kind/fileAccess``
/// (and ``SourceError/Kind/limitExceeded`` for a file over its size limit),
/// located at line 1, column 1 of the path.
package enum FileSystem {
  /// The value of an environment variable, nil when it is not set.
  package static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// The largest document any reader takes (64 MiB), from a file or from
  /// memory: property lists, `.strings` files, String Catalogs.
  package static let maximumDocumentSize = 64 << 20

  /// Refuses a document larger than ``maximumDocumentSize`` (`limitExceeded`),
  /// whether it comes from a file or from memory.
  package static func checkSize(_ count: Int, file: String) throws(SourceError) {
    if count > maximumDocumentSize {
      throw SourceError(
        .limitExceeded, "the document is larger than \(maximumDocumentSize) bytes", file: file)
    }
  }

  /// The bytes of a regular file, refusing one larger than `maximumSize` bytes.
  ///
  /// Anything else is refused before a byte is read (`fileAccess`, "not a regular
  /// file"): a FIFO or a socket would block the reader until a writer came, and a
  /// device such as `/dev/zero` never ends. The file is opened without blocking and
  /// its type is asked of the open descriptor, so a name that changes between a
  /// check and the read is still refused.
  package static func contents(of path: String, maximumSize: Int = maximumDocumentSize) throws(SourceError)
    -> [UInt8]
  {
    var identity: FileIdentity?
    return try contents(of: path, maximumSize: maximumSize, identity: &identity)
  }

  /// ``contents(of:maximumSize:)``, setting `identity` to the file's as its descriptor tells it.
  static func contents(of path: String, maximumSize: Int, identity: inout FileIdentity?) throws(SourceError)
    -> [UInt8]
  {
    let start = SourceLocation(file: path, line: 1, column: 1)
    #if os(Windows)
      // The narrow API reads names in the ANSI code page; the wide one takes any path.
      let opened = path.withCString(encodedAs: UTF16.self) { name in
        "rb".withCString(encodedAs: UTF16.self) { mode in _wfopen(name, mode) }
      }
    #else
      #if os(WASI)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
      #else
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
      #endif
      guard descriptor >= 0 else {
        throw SourceError(.fileAccess, "cannot read the file: \(String(cString: strerror(errno)))", at: start)
      }
      var status = stat()
      guard fstat(descriptor, &status) == 0, status.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG) else {
        close(descriptor)
        throw SourceError(.fileAccess, "cannot read the file: not a regular file", at: start)
      }
      identity = Self.identity(status)
      let opened = fdopen(descriptor, "rb")
      if opened == nil { close(descriptor) }
    #endif
    guard let file = opened else {
      throw SourceError(.fileAccess, "cannot read the file: \(String(cString: strerror(errno)))", at: start)
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    // The size, when the file can tell it, so that the bytes are read into
    // one buffer of that size: growing by doubling would hold up to twice
    // the file at once (a pipe or a device reads without it).
    if fseek(file, 0, SEEK_END) == 0 {
      let size = Int(ftell(file))
      if size > maximumSize {
        throw SourceError(.limitExceeded, "the file is larger than \(maximumSize) bytes", at: start)
      }
      if size > 0 { bytes.reserveCapacity(Int(size)) }
      if fseek(file, 0, SEEK_SET) != 0 {
        throw SourceError(.fileAccess, "cannot read the file: \(String(cString: strerror(errno)))", at: start)
      }
    }
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&chunk, 1, chunk.count, file)
      if count > 0 { bytes += chunk[..<count] }
      if bytes.count > maximumSize {
        throw SourceError(.limitExceeded, "the file is larger than \(maximumSize) bytes", at: start)
      }
      if count < chunk.count {
        if ferror(file) != 0 { throw SourceError(.fileAccess, "cannot read the file", at: start) }
        return bytes
      }
    }
  }

  /// The names in a directory, `.` and `..` left out, sorted.
  package static func entries(of path: String) throws(SourceError) -> [String] {
    let location = SourceLocation(file: path, line: 1, column: 1)
    var names: [String] = []
    #if os(Windows)
      var data = WIN32_FIND_DATAW()
      let handle = (path + "\\*").withCString(encodedAs: UTF16.self) { FindFirstFileW($0, &data) }
      guard let handle, handle != INVALID_HANDLE_VALUE else {
        throw SourceError(.fileAccess, "cannot open the directory (error \(GetLastError()))", at: location)
      }
      defer { FindClose(handle) }
      repeat {
        let name = withUnsafeBytes(of: data.cFileName) { raw in
          String(decoding: raw.bindMemory(to: UInt16.self).prefix { $0 != 0 }, as: UTF16.self)
        }
        names.append(name)
      } while FindNextFileW(handle, &data)
    #else
      guard let directory = opendir(path) else {
        throw SourceError(
          .fileAccess, "cannot open the directory: \(String(cString: strerror(errno)))", at: location)
      }
      defer { closedir(directory) }
      while let entry = readdir(directory) {
        names.append(
          withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
          })
      }
    #endif
    return names.filter { $0 != "." && $0 != ".." }.sorted()
  }

  /// Whether something exists at `path`.
  package static func exists(_ path: String) -> Bool {
    #if os(Windows)
      return path.withCString(encodedAs: UTF16.self) { GetFileAttributesW($0) } != INVALID_FILE_ATTRIBUTES
    #else
      return access(path, F_OK) == 0
    #endif
  }
}

/// C's memory functions, for the readers that keep bytes of their own
/// (modules that use them need not import the C library themselves).
package enum RawMemory {
  /// The offset of the first `byte` in `bytes` at or after `start` (`memchr`).
  ///
  /// - Complexity: O(*n*) in the bytes searched.
  @inline(__always)
  package static func firstIndex(of byte: UInt8, in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
    guard let base = bytes.baseAddress, start < bytes.count,
      let found = memchr(base + start, Int32(byte), bytes.count - start)
    else { return nil }
    return base.distance(to: UnsafeRawPointer(found))
  }

  /// Whether `count` bytes at `first` and at `second` are equal (`memcmp`).
  @inline(__always)
  package static func equal(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool {
    memcmp(first, second, count) == 0
  }

  /// A C allocation (or nil, for a new one) resized to `capacity` bytes,
  /// its contents kept (`realloc`: a large block changes size in place or
  /// by remapping its pages, without holding two copies).
  package static func resize(_ pointer: UnsafeMutablePointer<UInt8>?, to capacity: Int)
    -> UnsafeMutablePointer<UInt8>
  {
    guard let resized = realloc(pointer, capacity) else { fatalError("out of memory: \(capacity) bytes") }
    return resized.assumingMemoryBound(to: UInt8.self)
  }

  /// Frees a C allocation made by ``resize(_:to:)``.
  package static func free(_ pointer: UnsafeMutablePointer<UInt8>?) {
    #if canImport(Glibc)
      Glibc.free(pointer)
    #elseif canImport(Musl)
      Musl.free(pointer)
    #elseif canImport(Android)
      Android.free(pointer)
    #elseif canImport(WASILibc)
      WASILibc.free(pointer)
    #elseif canImport(Darwin)
      Darwin.free(pointer)
    #elseif os(Windows)
      ucrt.free(pointer)
    #endif
  }
}
