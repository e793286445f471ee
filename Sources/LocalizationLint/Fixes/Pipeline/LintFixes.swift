import LocalizedStrings
import SourceFiles

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What `plurals lint --fix` rewrites: the fixes (``LintFix``) of a report's
/// findings, file by file, each file checked before a byte is written.
///
/// A file is fixed only when it is a regular file (not a symbolic link)
/// whose real path lies inside one of the linted roots, it reads without a
/// parse error, every fix's bytes are certain, and the fixed text reads
/// again. It is written whole or not at all, into a new file created next
/// to it (`O_CREAT | O_EXCL`) with its permission bits, and renamed over it
/// only if its name still leads to the file read (the same device and
/// inode, not a link: a file swapped since is left alone), in its own encoding
/// (UTF-8, with or without a byte order mark, or UTF-16), its line endings
/// and everything outside the fixes' bytes as they were; a String Catalog's
/// member or string is found by the place the JSON reader reports. A `plural-candidate` is migrated across the files of its table
/// (``PluralMigration``): its `.stringsdict` files are written (or created)
/// before its `.strings` files, which are left alone when one of those fails.
package struct LintFixes: Sendable {
  /// The files to fix, in path order.
  package private(set) var files: [FixedFile] = []
  /// A line for each finding or file left alone, and why (`note: not fixed: …`).
  package private(set) var skipped: [String] = []
  /// A line for each file left alone because this user may not write it (read-only, its
  /// folder's permissions, a sticky folder), and for each finding a migration leaves for
  /// that (`not fixed: …`, without a prefix): a fix asked for and not made, which
  /// `plurals lint --fix` reports as an error with exit status 2, as a write that fails.
  package private(set) var unwritable: [String] = []

  /// How many findings are fixed.
  package var fixCount: Int { fixedFindings.values.reduce(0, +) }

  /// How many findings of each code are fixed.
  package var fixedFindings: [DiagnosticCode: Int] {
    files.reduce(into: [:]) { total, file in total.merge(file.fixedFindings, uniquingKeysWith: +) }
  }

  /// `3 findings in 2 files`.
  package var summary: String {
    "\(fixCount) finding\(fixCount == 1 ? "" : "s") in \(files.count) file\(files.count == 1 ? "" : "s")"
  }

  /// The fixes of the findings of `report` that ``LintFix/fixableCodes`` lists,
  /// in the files below `roots` (the paths linted); a large migration's checks run on
  /// `threads` (1: on the calling thread alone), with the same fixes as one thread's.
  package init(report: LintReport, roots: [String], threads: Int = 1) {
    let rootPaths = roots.compactMap(FileSystem.realPath)
    var byFile: [String: [LintFinding]] = [:]
    var candidates: [LintFinding] = []
    for finding in report.findings where LintFix.fixableCodes.contains(finding.diagnostic.code) {
      if LintFix.migratingCodes.contains(finding.diagnostic.code) {
        candidates.append(finding)
      } else {
        byFile[finding.diagnostic.location.file, default: []].append(finding)
      }
    }
    let unreadCodes = DiagnosticRule.codes(with: .unreadFile)
    let unreadable = Set(
      report.findings.filter { unreadCodes.contains($0.diagnostic.code) }.map(\.diagnostic.location.file))
    // The files another fix was refused in, as a whole (not read, written since, read-only …).
    var refused: [String] = []
    for (path, findings) in byFile.sorted(by: { $0.key < $1.key }) {
      func skip(_ reason: String) { skipped.append("note: not fixed: \(path): \(reason)") }
      if unreadable.contains(path) {
        skip("it has a parse error")
        refused.append(path)
        continue
      }
      do {
        guard
          let file = try Self.file(
            path, findings: findings, roots: rootPaths, filesRead: report.filesRead, skipped: &skipped
          )
        else {
          continue
        }
        // One file reached under two names (a folder linked inside the tree) is fixed once:
        // a second rewrite from the bytes read before the first would undo it.
        if let first = files.first(where: { $0.realPath == file.realPath }) {
          skip("the same file as \(first.path), fixed under that name")
          continue
        }
        files.append(file)
      } catch {
        if error.unwritable {
          unwritable.append("not fixed: \(path): \(error.message)")
        } else {
          skip(error.message)
        }
        refused.append(path)
      }
    }
    // Migrations last, leaving alone the files other fixes rewrite or were refused in (a second
    // run migrates once those are written or answered). A file whose other findings no fix
    // answers (which bytes to rewrite is not certain, no one fix is right) is not waited for:
    // no later run would fix them either.
    if !candidates.isEmpty {
      let busy = Set(files.map(\.realPath) + refused.compactMap(FileSystem.realPath))
      let migration = PluralMigration(
        findings: candidates, roots: rootPaths, busy: busy, linted: report.filesRead, threads: threads)
      skipped += migration.skipped
      unwritable += migration.unwritable
      files = (files + migration.files).sorted { $0.path < $1.path }
    }
  }

  /// - Parameter filesRead: the files the run read, each as it found it before reading it (a
  ///   file not there, or without an identity: not checked): the findings' places are places in
  ///   those bytes, so a file written since (an editor's save while the run went on) is refused
  ///   rather than fixed at them.
  private static func file(
    _ path: String, findings: [LintFinding], roots: [String], filesRead: LintReport.FilesRead?,
    skipped: inout [String]
  ) throws(FixRefusal) -> FixedFile? {
    guard let kind = LocalizationFileKind(path: path) else {
      throw FixRefusal("not a localization file (.strings, .stringsdict or .xcstrings)")
    }
    let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    guard type == .typeRegular else {
      throw FixRefusal("not a regular file (a symbolic link is never written through)")
    }
    guard let real = FileSystem.realPath(path),
      roots.contains(where: { FileWalker.path(real, isInside: $0) })
    else { throw FixRefusal("it lies outside the linted folders") }
    let text: FixableText
    let identity: FileSystem.FileIdentity?
    do {
      let bytes: [UInt8]
      (bytes, identity) = try FileSystem.contentsAndIdentity(of: real)
      if let linted = filesRead?[real] ?? nil, identity?.isUnchanged(since: linted) != true {
        throw FixRefusal("it was written after it was linted; lint it again")
      }
      if let reason = FixedFile.readOnly(real, identity) { throw FixRefusal(reason, unwritable: true) }
      guard let read = try FixableText(fileBytes: bytes, kind: kind, path: path) else {
        throw FixRefusal(FixableText.notText(bytes))
      }
      text = read
    } catch let error as FixRefusal {
      throw error
    } catch {
      throw FixRefusal("it does not read (\((error as? SourceError)?.message ?? "\(error)"))")
    }
    var made: [(finding: LintFinding, fixes: [(fix: LintFix, target: LintFix.Target)])] = []
    for finding in findings {
      guard finding.diagnostic.suggestion != nil else {
        skipped.append(
          "note: not fixed: \(finding.diagnostic.location): no one fix is right for this finding [\(finding.diagnostic.code)]"
        )
        continue
      }
      guard let fixes = LintFix.make(for: finding, in: text) else {
        skipped.append(
          "note: not fixed: \(finding.diagnostic.location): which bytes to rewrite is not certain [\(finding.diagnostic.code)]"
        )
        continue
      }
      made.append((finding, fixes))
    }
    // One fix per place; a fix overlapping one before it is left out (a copy inside a removed copy).
    var placed = Set<LintFix>()
    var last: LintFix?
    for fix in Set(made.flatMap { $0.fixes.map(\.fix) }).sorted(by: {
      ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
    }) {
      if let last, fix.range.lowerBound < last.range.upperBound || fix.range == last.range { continue }
      placed.insert(fix)
      last = fix
    }
    // A finding is fixed whole or not at all (an integer width's several insertions), and counted
    // only when fixed.
    var kept: [LintFix: LintFix.Target] = [:]
    var intents: [SourcePosition: [LintFix.Intent]] = [:]
    var fixedFindings: [DiagnosticCode: Int] = [:]
    for (finding, fixes) in made {
      guard fixes.allSatisfy({ placed.contains($0.fix) }) else {
        skipped.append(
          "note: not fixed: \(finding.diagnostic.location): its fix overlaps another [\(finding.diagnostic.code)]"
        )
        continue
      }
      for (fix, target) in fixes { kept[fix] = target }
      if case .string(let position) = fixes.first?.target, let suggestion = finding.diagnostic.suggestion {
        intents[position, default: []].append((finding.diagnostic.code, suggestion))
      }
      fixedFindings[finding.diagnostic.code, default: 0] += 1
    }
    guard !kept.isEmpty else { return nil }
    let ordered = kept.keys.sorted { $0.range.lowerBound < $1.range.lowerBound }
    let fixed = FixedFile.applying(ordered, to: text.bytes)
    if let refusal = text.refusal(of: fixed, fixes: ordered.map { ($0, kept[$0]!) }, intents: intents) {
      throw FixRefusal("\(refusal); nothing written")
    }
    return FixedFile(
      path: path, realPath: real, identity: identity, text: text, fixes: ordered,
      fixedFindings: fixedFindings,
      fixed: fixed)
  }

  /// The fixes as a unified diff (`git apply`; `patch -p1` too, but for a UTF-16 file's
  /// binary patch), paths relative to `workingDirectory`.
  package func diff(relativeTo workingDirectory: String?) -> String {
    let paths = ProjectPaths(base: workingDirectory)
    return files.map { file in
      let name = paths.relative(file.path)
      guard let text = file.text else {
        return UnifiedDiff.header("---", "/dev/null") + UnifiedDiff.header("+++", "b/" + name)
          + UnifiedDiff.creation(of: file.fixed)
      }
      if text.isUTF16 {
        return GitBinaryPatch.patch(name: name, old: text.encoded(text.bytes), new: text.encoded(file.fixed))
      }
      // The file's own bytes, a byte order mark included: the first line of a hunk at the
      // file's start holds it, or `git apply` and `patch` find no such line.
      let mark = text.encoded([]).count
      let fixes = file.fixes.map { fix in
        var fix = fix
        fix.range = (fix.range.lowerBound + mark)..<(fix.range.upperBound + mark)
        return fix
      }
      return UnifiedDiff.header("---", "a/" + name) + UnifiedDiff.header("+++", "b/" + name)
        + UnifiedDiff.hunks(of: text.encoded(text.bytes), fixes: fixes)
    }.joined()
  }
}
