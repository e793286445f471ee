#include "CICUOracle.h"
#include <stdio.h>
#include <unicode/ulocdata.h>
#include <unicode/unum.h>
#include <unicode/ustring.h>

int32_t icu_oracle_format(const char *locale, const char *number, int32_t fraction_digits, char *out, int32_t capacity) {
  UErrorCode status = U_ZERO_ERROR;
  UNumberFormat *format = unum_open(UNUM_DECIMAL, NULL, 0, locale, NULL, &status);
  if (U_FAILURE(status)) return -1;
  unum_setAttribute(format, UNUM_MIN_FRACTION_DIGITS, fraction_digits);
  unum_setAttribute(format, UNUM_MAX_FRACTION_DIGITS, fraction_digits);
  // Apply the locale's minimum grouping digits (pl: 1234 but 12 345), which
  // the legacy API leaves off by default.
  unum_setAttribute(format, UNUM_MINIMUM_GROUPING_DIGITS, UNUM_MINIMUM_GROUPING_DIGITS_AUTO);
  UChar buffer[256];
  int32_t length = unum_formatDecimal(format, number, -1, buffer, 256, NULL, &status);
  unum_close(format);
  if (U_FAILURE(status)) return -1;
  int32_t written = 0;
  u_strToUTF8(out, capacity, &written, buffer, length, &status);
  return U_SUCCESS(status) ? written : -1;
}

const char *icu_oracle_cldr_version(void) {
  static char text[32];
  UVersionInfo version;
  UErrorCode status = U_ZERO_ERROR;
  ulocdata_getCLDRVersion(version, &status);
  snprintf(text, sizeof text, "%d.%d", version[0], version[1]);
  return text;
}
