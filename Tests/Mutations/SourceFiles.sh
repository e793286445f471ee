# Mutations of SourceFiles (sourced by Tests/mutations.sh; `mutation` is defined there).
# shellcheck shell=bash

mutation reader-opens-fifos Sources/SourceFiles/FileSystem.swift \
  'status.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG)' \
  'status.st_mode & mode_t(S_IFMT) != 0' \
  'UntrustedTreeTests|SourceFilesTests'
mutation document-size-one-less Sources/SourceFiles/FileSystem.swift \
  'if count > maximumDocumentSize {' \
  'if count >= maximumDocumentSize {' \
  'ReaderLimitBoundaryTests'
mutation replace-temporary-name-followed Sources/SourceFiles/FileSystem+Replace.swift \
  'let flags = O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC' \
  'let flags = O_WRONLY | O_CREAT | O_CLOEXEC' \
  'FileReplaceTests'
mutation replace-temporary-file-left Sources/SourceFiles/FileSystem+Replace.swift \
  '      _ = removeFile(name)⏎      throw failure(reason)' \
  '      throw failure(reason)' \
  'FileReplaceTests'
mutation location-without-column Sources/SourceFiles/SourceLocation.swift \
  'public var description: String { "\(PrintableText.escaped(file)):\(line):\(column)" }' \
  'public var description: String { "\(PrintableText.escaped(file)):\(line)" }' \
  'SourceFilesTests'
mutation fix-swapped-file-written Sources/SourceFiles/FileSystem+Replace.swift \
  'if reason == nil, let expected, !expected.isSameFile(as: regularFileIdentity(path)) {' \
  'if false, reason == nil, let expected, !expected.isSameFile(as: regularFileIdentity(path)) {' \
  'FixedFileIdentityTests'
mutation fix-permissions-lost Sources/SourceFiles/FileSystem+Replace.swift \
  '      return setPermissions(file, permissions)⏎' \
  '      return setPermissions(file, 0o644)⏎' \
  'FixedFileIdentityTests|FixPermissionTests'
mutation location-path-unescaped Sources/SourceFiles/SourceLocation.swift \
  '"\(PrintableText.escaped(file)):\(line):\(column)"' \
  '"\(file):\(line):\(column)"' \
  'HostileFileNameTests|HostileOutputTests'
# Issue 56: the new file's mode left to the umask (0664 becomes 0644 under umask 022).
mutation fix-permissions-left-to-umask Sources/SourceFiles/FileSystem+Replace.swift \
  'if reason == nil, let expected, !setPermissions(file, keepingOwner: expected) {' \
  'if reason == nil, let expected, false, !setPermissions(file, keepingOwner: expected) {' \
  'FixPermissionTests'
# One escaping of everything printed (PrintableText; issue 55).
mutation printable-bidi-raw Sources/SourceFiles/PrintableText.swift \
  'case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true' \
  'case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true' \
  'PrintableTextTests|HostileOutputTests|HostileOutputCLITests'
mutation printable-command-line-kept Sources/SourceFiles/PrintableText.swift \
  'let command = !kept.contains(.commands) && startsCommand(line.unicodeScalars)' \
  'let command = false' \
  'PrintableTextTests|HostileOutputCLITests'
mutation printable-crlf-escaped Sources/SourceFiles/PrintableText.swift \
  '      if end > start, bytes[bytes.index(before: end)] == 0x0D { end = bytes.index(before: end) }⏎' \
  '' \
  'PrintableTextTests|DiffEscapingTests'
# GitHub's older command form, ##[ anywhere in a line (issue 55's review).
mutation printable-legacy-command-kept Sources/SourceFiles/PrintableText.swift \
  'command || completesLegacyCommand(scalar, afterHashes: hashes)' \
  'command || false' \
  'PrintableTextTests|HostileOutputCLITests'
mutation printable-legacy-command-fast-path Sources/SourceFiles/PrintableText.swift \
  'if byte == UInt8(ascii: "[") && hashes >= 2 { return true }' \
  '' \
  'PrintableTextTests|HostileOutputCLITests'
# NearestName: "did you mean" (issue 59).
mutation nearest-name-case-kept Sources/SourceFiles/NearestName.swift \
  'name.lowercased().unicodeScalars.map { $0 == "_" ? "-" : $0 }' \
  'name.unicodeScalars.map { $0 == "_" ? "-" : $0 }' \
  'NearestNameTests|SuppressionTests'
mutation nearest-name-no-swaps Sources/SourceFiles/NearestName.swift \
  'if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {' \
  'if false, i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {' \
  'NearestNameTests|CLITests'
# The bounded edit distance computes only a band around the diagonal (issue 59's near keys on
# a hostile table): a band one cell too narrow gives a wrong distance within the bound.
mutation nearest-name-band-narrowed Sources/SourceFiles/NearestName.swift \
  '      let last = min(b.count, i + band)' \
  '      let last = min(b.count, i + band - 1)' \
  'NearestNameTests'
# Issue 73: at most three edits however long the name (invalid-format-string is no "did you
# mean 'invalid-format-key'", in a suppression's finding, the SwiftLint note's comment to write
# or the configuration), at least one however short.
mutation nearest-name-cap-dropped Sources/SourceFiles/NearestName.swift \
  'let allowed = min(3, max(1, wanted.count / 3))' \
  'let allowed = max(1, wanted.count / 3)' \
  'NearestNameTests|SuppressionTests'
mutation nearest-name-floor-dropped Sources/SourceFiles/NearestName.swift \
  'let allowed = min(3, max(1, wanted.count / 3))' \
  'let allowed = min(3, wanted.count / 3)' \
  'NearestNameTests|SuppressionTests'
# A regular file that cannot tell its size (Linux's /proc files) is bounded by the bytes read.
mutation document-read-loop-unbounded Sources/SourceFiles/FileSystem.swift \
  '      if bytes.count > maximumSize {' \
  '      if false, bytes.count > maximumSize {' \
  'SourceFilesTests'
mutation location-lone-cr-not-a-line-end Sources/SourceFiles/SourceLocation.swift \
  '          && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n")))' \
  '          && index + 1 == bytes.count)' \
  'SourceFilesTests'
# A file rewritten in place to the same size is told by its modification time.
mutation identity-modification-ignored Sources/SourceFiles/FileSystem+Identity.swift \
  'isSameFile(as: earlier) && size == earlier.size && modified == earlier.modified' \
  'isSameFile(as: earlier) && size == earlier.size' \
  'FixAfterEditTests'
# A rewrite keeps the file's owner and group where the system lets it (root; a group the writer
# is in), and a group not kept gets the others' bits; a migration's new file is made like its
# .strings file.
mutation replace-owner-not-kept Sources/SourceFiles/FileSystem+Replace.swift \
  'if fstat(file, &status) == 0, status.st_uid != owner || status.st_gid != group {' \
  'if false, fstat(file, &status) == 0, status.st_uid != owner || status.st_gid != group {' \
  'FixReadOnlyAndOwnerTests'
mutation replace-group-only-when-owner-differs Sources/SourceFiles/FileSystem+Replace.swift \
  'status.st_uid != owner || status.st_gid != group {' \
  'status.st_uid != owner {' \
  'FixReadOnlyAndOwnerTests'
mutation replace-group-fallback-dropped Sources/SourceFiles/FileSystem+Replace.swift \
  'if fchown(file, owner, group) != 0 { _ = fchown(file, uid_t.max, group) }' \
  '_ = fchown(file, owner, group)' \
  'FixAsAnotherUserTests'
mutation replace-group-bits-kept-for-another-group Sources/SourceFiles/FileSystem+Replace.swift \
  'permissions = permissions & 0o707 | (permissions & 0o7) << 3' \
  '_ = permissions' \
  'FixAsAnotherUserTests'
mutation create-like-ignored Sources/SourceFiles/FileSystem+Replace.swift \
  'if reason == nil, let like, !setPermissions(file, keepingOwner: like) {' \
  'if reason == nil, let like, false, !setPermissions(file, keepingOwner: like) {' \
  'FixReadOnlyAndOwnerTests'
# A text written over a regular file (a report, a baseline) keeps its bits, owner and group; a
# link there is still replaced, not followed.
mutation replace-text-over-file-made-anew Sources/SourceFiles/FileSystem+Replace.swift \
  'try replace(path, withBytes: Array(text.utf8), replacing: regularFileIdentity(path))' \
  'try replace(path, withBytes: Array(text.utf8), replacing: nil)' \
  'FixReadOnlyAndOwnerTests'
mutation replace-text-identity-through-link Sources/SourceFiles/FileSystem+Replace.swift \
  'try replace(path, withBytes: Array(text.utf8), replacing: regularFileIdentity(path))' \
  'try replace(path, withBytes: Array(text.utf8), replacing: identity(of: path))' \
  'FileReplaceTests'
# A code point named with at least four hexadecimal digits (U+0007), one helper for every message that names one.
mutation code-point-three-digits Sources/SourceFiles/PrintableText.swift \
  '    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex' \
  '    return "U+" + String(repeating: "0", count: max(0, 3 - hex.count)) + hex' \
  'PluralMigrationEscapeTests|CodePointMessageTests|XMLTreeReaderTests'
# Texts compared byte for byte (keys as Apple compares them): eight bytes at a time, then the rest.
mutation same-bytes-words-skipped Sources/SourceFiles/SameScalars.swift \
  '          offset += 8⏎' \
  '          offset += 16⏎' \
  'SameScalarsTests'
mutation same-bytes-tail-unchecked Sources/SourceFiles/SameScalars.swift \
  'return a[offset...].elementsEqual(b[offset...])' \
  'return true' \
  'SameScalarsTests'
# A UTF-16 file's code units, read in one place for every reader (UTF16Text): both byte orders,
# an odd last byte.
mutation utf16-text-little-endian-high-byte Sources/SourceFiles/UTF16Text.swift \
  '? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8' \
  '? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 9' \
  'MisreadEscapeTests|StringsFileTests|UTF16TextTests'
mutation utf16-text-big-endian-high-byte Sources/SourceFiles/UTF16Text.swift \
  ': UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])' \
  ': UInt16(bytes[index]) << 7 | UInt16(bytes[index + 1])' \
  'MisreadEscapeTests|StringsFileTests|UTF16TextTests'
mutation utf16-text-odd-byte-unsaid Sources/SourceFiles/UTF16Text.swift \
  'oddByte = bytes.count % 2 == 1' \
  'oddByte = false' \
  'StringsFileTests|UTF16TextTests|MisreadEscapeTests'
mutation utf16-text-last-unit-dropped Sources/SourceFiles/UTF16Text.swift \
  '    while index + 1 < bytes.count {' \
  '    while index + 2 < bytes.count {' \
  'StringsFileTests|UTF16TextTests|MisreadEscapeTests|Suppression'
# The escaping told from the bytes, exactly: a line with a dash is copied as it is, one with a
# separator or a bidirectional control is not (each byte range's ends).
mutation printable-bidi-isolates-missed Sources/SourceFiles/PrintableText.swift \
  'case (0xE2, 0x81): if (0xA6...0xA9).contains(byte) { return true }' \
  'case (0xE2, 0x81): if (0xA6...0xA8).contains(byte) { return true }' \
  'PrintableTextTests'
mutation printable-c1-last-missed Sources/SourceFiles/PrintableText.swift \
  'case (_, 0xC2): if (0x80...0x9F).contains(byte) { return true }' \
  'case (_, 0xC2): if (0x80...0x9E).contains(byte) { return true }' \
  'PrintableTextTests'
# The runs between escapes copied whole: the run after the last escape, and each run's start.
mutation printable-last-run-dropped Sources/SourceFiles/ScalarRewrite.swift \
  '    result += Substring(scalars[run...])⏎' \
  '' \
  'PrintableTextTests'
mutation printable-escaped-scalar-copied-too Sources/SourceFiles/ScalarRewrite.swift \
  '      run = next⏎' \
  '      run = index⏎' \
  'PrintableTextTests'
# Sampler survivor (seed 8131): a line sent down the escaping's slow path for nothing (a space),
# the same output, seen only by the exact byte test.
mutation printable-space-needs-work Sources/SourceFiles/PrintableText.swift \
  'if byte < 0x20 || byte == 0x7F { return true }' \
  'if byte <= 0x20 || byte == 0x7F { return true }' \
  'PrintableTextFastPathTests'
