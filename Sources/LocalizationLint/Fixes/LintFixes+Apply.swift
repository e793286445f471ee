import SourceFiles

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LintFixes {
  /// Writes every fixed file; the errors of those that could not be written.
  ///
  /// A plural migration's `.stringsdict` files are written first, and its `.strings` files
  /// only once every one of them is. When one of its files cannot be written (a read-only
  /// file system, an immutable file: what planning cannot see), the migration is undone: each
  /// of its files written so far is put back as it was (a created `.stringsdict` removed), so
  /// that no entry is left in two files or in none, and each is named among the errors.
  package func apply() -> [SourceError] {
    var failures: [SourceError] = []
    var failed: Set<String> = []
    var written: [File] = []
    // The files others wait for first (a migration's .stringsdict before its .strings).
    for file in files.filter(\.after.isEmpty) + files.filter({ !$0.after.isEmpty }) {
      do throws(SourceError) {
        if !file.after.isDisjoint(with: failed) {
          throw SourceError(
            .fileAccess,
            "not written: a .stringsdict its entries move to could not be written; nothing moved",
            file: file.realPath)
        }
        if let text = file.text {
          try FileSystem.replace(file.realPath, withBytes: text.encoded(file.fixed), replacing: file.identity)
        } else {
          try FileSystem.create(file.realPath, withBytes: file.fixed, like: file.identity)
        }
        written.append(file)
      } catch {
        failures.append(error)
        failed.insert(file.realPath)
        // A migration's .strings file (one not written since a .stringsdict was not, too):
        // every file of that migration written so far goes back as it was. The migration is
        // the set of .stringsdict files its .strings files wait for; each .strings file comes
        // after them, so a .stringsdict that fails is undone through them.
        let migration = file.after
        guard !migration.isEmpty else { continue }
        let undone = written.filter {
          migration.contains($0.realPath) || !$0.after.isDisjoint(with: migration)
        }
        for other in undone {
          failures.append(Self.putBack(other))
          failed.insert(other.realPath)
        }
        written.removeAll { undone.map(\.realPath).contains($0.realPath) }
        failed.formUnion(migration)
      }
    }
    return failures
  }

  /// Puts a file a migration wrote back as it was (a created one removed); the error that
  /// names it among the files not written.
  private static func putBack(_ file: File) -> SourceError {
    let reason = "a file of its migration could not be written"
    do throws(SourceError) {
      if let text = file.text {
        try FileSystem.replace(
          file.realPath, withBytes: text.encoded(text.bytes),
          replacing: FileSystem.regularFileIdentity(file.realPath))
      } else {
        do {
          try FileManager.default.removeItem(atPath: file.realPath)
        } catch {
          throw SourceError(.fileAccess, "cannot remove the file: \(error)", file: file.realPath)
        }
      }
      return SourceError(.fileAccess, "put back as it was: \(reason); nothing moved", file: file.realPath)
    } catch {
      return SourceError(
        .fileAccess, "\(reason), and it could not be put back as it was (\(error.message))",
        file: file.realPath)
    }
  }
}
