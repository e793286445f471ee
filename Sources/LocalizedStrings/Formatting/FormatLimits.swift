/// Bounds that keep hostile format strings from exhausting memory or stack.
public enum FormatLimits {
  /// The largest width or precision (`%99999d` is refused).
  public static let maximumWidth = 10_000
  /// The largest argument position (`%999999999$d` is refused).
  public static let maximumPosition = 10_000
  /// How deep variables may nest through their variants.
  public static let maximumDepth = 16
  /// How many variables one format may expand in all (variants that name
  /// the same variable many times would otherwise grow exponentially).
  public static let maximumExpansions = 10_000
  /// The most digits a decimal numeral argument may print (`%d` of `1c999999999` is refused).
  public static let maximumPrintedDigits = 100_000
}
