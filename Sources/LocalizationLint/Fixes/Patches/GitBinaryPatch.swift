/// A file's change as a git binary patch (`diff --git`, `index OLD..NEW`,
/// `GIT binary patch`, then the new bytes and the old bytes, each a `literal`):
/// what `--fix --dry-run` prints for a UTF-16 file. Git reads a file with NUL
/// bytes as binary and applies no text hunk to it, and a hunk of the file's
/// lines in UTF-8 would not be its bytes; a binary patch is the file's bytes,
/// so `git apply` (and `git apply -R`) takes it. `patch -p1` does not read
/// binary patches.
///
/// ```
/// diff --git a/fr.lproj/Localizable.strings b/fr.lproj/Localizable.strings
/// index 4b825dc642cb6eb9a060e54bf8d69288fbee4904..…
/// GIT binary patch
/// literal 54
/// …
/// ```
///
/// Git checks the `index` line: it applies the patch only to a file whose blob
/// id is the old one, and checks the result against the new one. The data is a
/// zlib stream of stored (uncompressed) blocks, which every inflater reads,
/// in git's base 85, 52 bytes a line.
///
/// - Complexity: O(n) in the sizes of the two texts.
enum GitBinaryPatch {
  /// The patch that turns `old` into `new` for the file `name` (relative, as in the diff's names).
  static func patch(name: String, old: [UInt8], new: [UInt8]) -> String {
    let (before, after) = (UnifiedDiff.quoted("a/" + name), UnifiedDiff.quoted("b/" + name))
    return "diff --git \(before) \(after)\nindex \(blobID(old))..\(blobID(new))\nGIT binary patch\n"
      + literal(new) + "\n" + literal(old) + "\n"
  }

  /// Git's id of a blob of `bytes`: the SHA-1 of `blob LENGTH\0` and the bytes, in hex.
  static func blobID(_ bytes: [UInt8]) -> String {
    let digest = Digest.sha1(Array("blob \(bytes.count)\u{0}".utf8) + bytes)
    return digest.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
  }

  /// `literal SIZE` and the lines of `bytes` deflated and in base 85.
  static func literal(_ bytes: [UInt8]) -> String {
    let data = zlibStored(bytes)
    var text = "literal \(bytes.count)\n"
    var start = 0
    while start < data.count {
      let end = min(start + 52, data.count)
      text += line(data[start..<end])
      start = end
    }
    return text
  }

  /// A zlib stream (RFC 1950) of `bytes` in stored deflate blocks (RFC 1951,
  /// 3.2.4): at most 65,535 bytes each, the last one marked final; then the
  /// Adler-32 of the bytes.
  static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
    var stream: [UInt8] = [0x78, 0x01]
    stream.reserveCapacity(bytes.count + bytes.count / 65_535 * 5 + 11)
    var start = 0
    repeat {
      let end = min(start + 65_535, bytes.count)
      let length = UInt16(end - start)
      stream.append(end == bytes.count ? 1 : 0)
      stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
      stream += bytes[start..<end]
      start = end
    } while start < bytes.count
    var (low, high): (UInt32, UInt32) = (1, 0)
    for byte in bytes {
      low = (low + UInt32(byte)) % 65_521
      high = (high + low) % 65_521
    }
    let adler = high << 16 | low
    stream += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
    return stream
  }

  /// Git's base-85 digits.
  private static let digits = Array(
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~".utf8)

  /// One line of a binary patch: its length (`A` for 1 byte … `Z` for 26, `a` for 27 … `z`
  /// for 52), then each 4 bytes (the last padded with zeros) as 5 digits, most significant first.
  static func line(_ bytes: ArraySlice<UInt8>) -> String {
    let count = bytes.count
    var text: [UInt8] = [
      count <= 26 ? UInt8(ascii: "A") + UInt8(count - 1) : UInt8(ascii: "a") + UInt8(count - 27)
    ]
    var index = bytes.startIndex
    while index < bytes.endIndex {
      var value: UInt32 = 0
      for offset in 0..<4 {
        value = value << 8 | UInt32(index + offset < bytes.endIndex ? bytes[index + offset] : 0)
      }
      var group = [UInt8](repeating: 0, count: 5)
      for position in stride(from: 4, through: 0, by: -1) {
        group[position] = digits[Int(value % 85)]
        value /= 85
      }
      text += group
      index += 4
    }
    return String(decoding: text, as: UTF8.self) + "\n"
  }
}
