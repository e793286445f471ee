/// Bounds that keep hostile format strings from exhausting memory or stack.
public enum FormatLimits {
  /// The largest width or precision (`%99999d` is refused).
  public static let maximumWidth = 10_000
  /// The largest argument position, CoreFoundation's: `%128$d` is refused.
  ///
  /// `__CFParseFormatSpec` (CFString.c) keeps a position in an `int8_t` and
  /// fails with an overflow error for one above `INT8_MAX` (127), after the
  /// `$` of a conversion and of a `*N$` width or precision alike; the whole
  /// call then formats nothing (`CFStringCreateWithFormat` logs "Failed to
  /// format string"). Formatting throws ``FormatError/Kind/limitExceeded`` and
  /// `plurals lint` reports the string once as `invalid-format`; a catalog's
  /// `argNum` above it is an invalid format too.
  public static let maximumPosition = 127
  /// How deep variables may nest through their variants.
  public static let maximumDepth = 16
  /// How many variables one format may expand in all (variants that name
  /// the same variable many times would otherwise grow exponentially).
  /// `plurals lint` reports an entry that some arguments make expand more
  /// (`too-many-expansions`).
  public static let maximumExpansions = 10_000
  /// The most digits a decimal numeral argument may print (`%d` of `1c999999999` is refused).
  public static let maximumPrintedDigits = 100_000
  /// The longest text one format call may write, in UTF-8 bytes (4 MiB).
  ///
  /// The limits above multiply (10,000 expansions of a variant that is
  /// itself 10,000 conversions of width 10,000), so the output is bounded
  /// on its own: it is checked as the text grows, and a call that would
  /// write more throws ``FormatError/Kind/limitExceeded`` instead of
  /// exhausting memory or time. `plurals lint` reports an entry whose text
  /// can grow past it (`output-too-long`).
  public static let maximumOutputBytes = 4 << 20

  /// The most UTF-8 bytes one integer conversion can write, localized: 20
  /// digits of up to four bytes, group separators, a minus sign with its
  /// direction marks (the widest locale of CLDR 48 writes 99; a test checks
  /// every locale against it). A format's shape (`FormatShape`) budgets each
  /// conversion this much, so that a text the direct path writes never passes
  /// ``maximumOutputBytes``.
  package static let maximumIntegerBytes = 128
}
