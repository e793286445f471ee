extension Localizer {
  /// Best effort, never throws, with one argument: what the variadic
  /// `string(_:_:table:)` gives, by `format(_:_:table:)`'s path (the
  /// key looked up once, the direct path, no array or existential made),
  /// formatted once: where the direct path gives no text, the engine
  /// formats leniently (a lenient text is the strict one whenever that
  /// exists). The generated accessors' call: an accessor's typed argument
  /// takes this overload.
  ///
  /// ```swift
  /// localizer.string("%d file(s) remaining", files)   // "5 files remaining"
  /// ```
  @inlinable
  public func string<First: FormatArgument>(_ key: String, _ first: First, table: String? = nil) -> String {
    (try? withFormatValues(first) { buffer in bestEffort(key, values: buffer, table: table) }) ?? key
  }

  /// Best effort, never throws, with two arguments: as the one-argument
  /// form, by ``format(_:_:_:table:)``'s path, formatted once.
  @inlinable
  public func string<First: FormatArgument, Second: FormatArgument>(
    _ key: String, _ first: First, _ second: Second, table: String? = nil
  ) -> String {
    (try? withFormatValues(first, second) { buffer in bestEffort(key, values: buffer, table: table) }) ?? key
  }
}
