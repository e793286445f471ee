import SourceFiles

extension StringTable {
  /// `init(bytes:path:kind:language:)` for a linter: every key written twice is reported.
  ///
  /// A `.stringsdict` whose entries write a key twice inside them (a variable, a variant, a
  /// value type …) is read by the general reader, which reports each one (`duplicate-key`).
  /// Loading does not look for those, so that it costs nothing more; it keeps the last of each,
  /// as the general reader does. (A key written twice at the top level is reported either way.)
  package init(findingRepeatedKeys bytes: [UInt8], path: String, kind: LocalizationFileKind, language: String)
    throws(SourceError)
  {
    guard kind == .stringsdict else {
      try self.init(bytes: bytes, path: path, kind: kind, language: language)
      return
    }
    if let tape = StringsdictDirectReader.read(bytes, file: path), !tape.hasRepeatedKeys,
      let index = EntryIndex(tape: tape)
    {
      self.init(direct: index, path: path, language: language)
      return
    }
    try self.init(generalStringsdict: bytes, path: path, language: language)
  }
}
