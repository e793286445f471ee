extension FixableText {
  /// The first escape in an old-style `.strings` entry's bytes that Apple's reader (and this
  /// package's) takes otherwise than its author surely meant (``MisreadEscapes/first(in:)``).
  /// A plural migration of such an entry would carry that reading into a `.stringsdict`, where
  /// no escape shows it any more, so it is refused with the spelling to write instead
  /// (``PluralMigration``).
  static func appleReadsOtherwise(_ bytes: ArraySlice<UInt8>) -> String? {
    MisreadEscapes.first(in: bytes)
  }
}
