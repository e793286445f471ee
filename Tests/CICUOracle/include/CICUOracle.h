// ICU4C's decimal formatter, as the oracle of the localized-number tests.
#ifndef CICU_ORACLE_H
#define CICU_ORACLE_H
#include <stdint.h>
/// Formats the decimal numeral `number` with exactly `fraction_digits` fraction
/// digits in `locale`; writes UTF-8 to `out` and returns its length, or -1.
int32_t icu_oracle_format(const char *locale, const char *number, int32_t fraction_digits, char *out, int32_t capacity);
/// The plural category ICU's rules give the decimal numeral `number` (plain
/// digits, its fraction digits as written, no exponent) in `locale`, cardinal
/// (`ordinal` 0) or ordinal; writes the keyword ("one") to `out` and returns
/// its length, or -1.
int32_t icu_oracle_plural(const char *locale, int32_t ordinal, const char *number, char *out, int32_t capacity);
/// CoreFoundation's localized `%e` (`style` 'e') or `%g` ('g') of `value`: ICU's formatter set up
/// as `__CFStringFormatLocalizedNumber` (CFString.c) sets it up for `precision`, with a `+` before
/// the pattern when `plus` (no width); writes UTF-8 to `out` and returns its length, or -1.
int32_t icu_oracle_cf_floating(const char *locale, char style, double value, int32_t precision, int32_t plus, char *out, int32_t capacity);
/// The CLDR version ICU was built with, e.g. "42.0".
const char *icu_oracle_cldr_version(void);
#endif
