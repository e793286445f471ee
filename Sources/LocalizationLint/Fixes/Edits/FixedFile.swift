import LocalizedStrings
import SourceFiles

/// The fixes of one file, and its fixed text.
package struct FixedFile: Sendable {
  /// The file as the report names it.
  package var path: String
  /// Where it is written: its real path, inside a root.
  var realPath: String
  /// The file read (device, inode, permissions, owner): it must still be there when written,
  /// and its permissions and owner are kept. For a file to create, the file it is made like
  /// (the `.strings` file a migration's entries come from).
  var identity: FileSystem.FileIdentity?
  /// The file as read; nil for a file to create (a migration's new `.stringsdict`).
  var text: FixableText?
  package var fixes: [LintFix]
  /// The findings fixed, by code (a finding may take more than one fix).
  package var fixedFindings: [DiagnosticCode: Int]
  /// The fixed text, in UTF-8.
  var fixed: [UInt8]
  /// The real paths of the files that must be written first (a migration's `.stringsdict`
  /// files, for its `.strings` files): this one is left alone when one of them fails.
  var after: Set<String> = []
}

extension FixedFile {
  /// Why the file at `real` (`identity` as read) is not rewritten, nil when it may be: no one
  /// may write it (no `w` bit: a Perforce checkout's file not opened for edit, a generated
  /// file), this user may not, or this user may not write in its folder, where the new file
  /// is made and renamed over it. A rename in a writable folder would replace a read-only
  /// file all the same; `--fix` leaves it, as an editor asks first. In a sticky folder, only
  /// the file's owner, the folder's or root may rename over it: another user's file there is
  /// refused too, when planned, rather than left half-fixed by a failed rename.
  static func readOnly(_ real: String, _ identity: FileSystem.FileIdentity?) -> String? {
    if identity?.isReadOnly == true {
      return "it is read-only (no one may write it); make it writable to fix it"
    }
    if !FileSystem.mayWrite(real) { return "its permissions do not let this user write it" }
    let slash = real.lastIndex(of: "/")
    let folder = slash.map { $0 == real.startIndex ? "/" : String(real[..<$0]) } ?? "."
    guard FileSystem.mayWrite(folder) else {
      // A migration's new .stringsdict goes there too: its .strings file is refused first.
      return "its folder's permissions do not let this user make files in it"
    }
    if let identity, FileSystem.isStickyForOthers(folder, fileOwner: identity.owner) {
      return "its folder is sticky (as /tmp is) and the file another user's: only they may replace it"
    }
    return nil
  }

  /// `bytes` with each of `fixes` (in order, none overlapping) made, in one pass.
  ///
  /// - Complexity: O(*n* + *m*): the bytes and the replacements, each copied once.
  static func applying(_ fixes: [LintFix], to bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + fixes.reduce(0) { $0 + $1.replacement.utf8.count })
    var index = 0
    for fix in fixes {
      result += bytes[index..<fix.range.lowerBound]
      result += fix.replacement.utf8
      index = fix.range.upperBound
    }
    result += bytes[index...]
    return result
  }
}
