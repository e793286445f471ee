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
  /// of its files written so far is put back as it was (a created `.stringsdict` removed),
  /// `.strings` files first, so that no entry is left in two files or in none, and each is
  /// named among the errors. A file that no longer holds what `--fix` wrote (saved meanwhile)
  /// is left as it is, and so are the `.stringsdict` files when a `.strings` file cannot be put
  /// back (the entry then stays in two files rather than in none).
  package func apply() -> [SourceError] {
    var failures: [SourceError] = []
    var failed: Set<String> = []
    var written: [FixedFile] = []
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
        // every file of its migration written so far goes back as it was. Each .strings file
        // comes after the .stringsdict files it waits for, so a .stringsdict that fails is
        // undone through them.
        guard !file.after.isEmpty else { continue }
        let migration = Self.migration(of: file, in: files)
        let undone = written.filter { migration.contains($0.realPath) }
        failures += Self.putBack(undone)
        written.removeAll { migration.contains($0.realPath) }
        failed.formUnion(migration)
      }
    }
    return failures
  }

  /// The real paths of the files of `file`'s migration: the `.stringsdict` files it waits for,
  /// the `.strings` files that wait for any of those, and so on (two keys of a table that move
  /// in different languages share the development language's files).
  static func migration(of file: FixedFile, in files: [FixedFile]) -> Set<String> {
    var migration = file.after.union([file.realPath])
    while true {
      let linked = files.filter { !$0.after.isDisjoint(with: migration) }
      let grown = migration.union(linked.map(\.realPath)).union(linked.flatMap(\.after))
      if grown == migration { return migration }
      migration = grown
    }
  }

  /// Puts the files a migration wrote back as they were, `.strings` files first; the errors
  /// that name them among the files not written. The `.stringsdict` files stay when a
  /// `.strings` file could not be put back: its entry is then in both, not in neither.
  static func putBack(_ undone: [FixedFile]) -> [SourceError] {
    let reason = "a file of its migration could not be written"
    var errors: [SourceError] = []
    var stringsLeft = false
    for file in undone.filter({ !$0.after.isEmpty }) + undone.filter(\.after.isEmpty) {
      do throws(SourceError) {
        if file.after.isEmpty && stringsLeft {
          throw SourceError(
            .fileAccess, "a .strings file of it could not be put back; kept", file: file.realPath)
        }
        // Only what --fix wrote is undone: a file saved since is left as it is.
        let written = file.text.map { $0.encoded(file.fixed) } ?? file.fixed
        guard FileSystem.regularFileIdentity(file.realPath) != nil,
          (try? FileSystem.contents(of: file.realPath)) == written
        else {
          throw SourceError(
            .fileAccess, "it no longer holds what --fix wrote; left as it is", file: file.realPath)
        }
        if let text = file.text {
          try FileSystem.replace(
            file.realPath, withBytes: text.encoded(text.bytes),
            replacing: FileSystem.regularFileIdentity(file.realPath))
        } else {
          // A regular file holding what --fix made (checked above): removed, as it was not there.
          do {
            try FileManager.default.removeItem(atPath: file.realPath)
          } catch {
            throw SourceError(.fileAccess, "cannot remove the file it made", file: file.realPath)
          }
        }
        errors.append(
          SourceError(.fileAccess, "put back as it was: \(reason); nothing moved", file: file.realPath))
      } catch {
        if !file.after.isEmpty { stringsLeft = true }
        errors.append(
          SourceError(
            .fileAccess, "\(reason), and it could not be put back as it was (\(error.message))",
            file: file.realPath))
      }
    }
    return errors
  }
}
