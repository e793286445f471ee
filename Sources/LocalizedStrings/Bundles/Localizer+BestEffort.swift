extension Localizer {
  /// Best effort, never throws, with one argument: what the variadic
  /// `string(_:_:table:)` gives, by `format(_:_:table:)`'s path (the
  /// key looked up once, the direct path, no array or existential made)
  /// unless that throws. The generated accessors' call: an accessor's
  /// typed argument takes this overload.
  ///
  /// ```swift
  /// localizer.string("%d file(s) remaining", files)   // "5 files remaining"
  /// ```
  @inlinable
  public func string<First: FormatArgument>(_ key: String, _ first: First, table: String? = nil) -> String {
    if let text = try? format(key, first, table: table) { return text }
    return bestEffort(key, values: [first.formatValue], table: table)
  }

  /// Best effort, never throws, with two arguments: as the one-argument
  /// form, by ``format(_:_:_:table:)``'s path unless that throws.
  @inlinable
  public func string<First: FormatArgument, Second: FormatArgument>(
    _ key: String, _ first: First, _ second: Second, table: String? = nil
  ) -> String {
    if let text = try? format(key, first, second, table: table) { return text }
    return bestEffort(key, values: [first.formatValue, second.formatValue], table: table)
  }
}
