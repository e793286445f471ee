#include "CICUOracle.h"
#include <stdio.h>
#include <unicode/ulocdata.h>
#include <string.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
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

int32_t icu_oracle_plural(const char *locale, int32_t ordinal, const char *number, char *out, int32_t capacity) {
  // The fraction digits as written count (1.0 is not 1 in English): a skeleton
  // that shows exactly that many, without grouping.
  const char *point = strchr(number, '.');
  int32_t fraction = point ? (int32_t)strlen(point + 1) : 0;
  if (fraction > 30) return -1;
  UChar skeleton[64];
  int32_t length = 0;
  const char *prefix = "group-off ";
  for (const char *c = prefix; *c; c++) skeleton[length++] = (UChar)*c;
  if (fraction == 0) {
    const char *integer = "precision-integer";
    for (const char *c = integer; *c; c++) skeleton[length++] = (UChar)*c;
  } else {
    skeleton[length++] = '.';
    for (int32_t i = 0; i < fraction; i++) skeleton[length++] = '0';
  }
  UErrorCode status = U_ZERO_ERROR;
  UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton, length, locale, &status);
  UFormattedNumber *result = unumf_openResult(&status);
  UPluralRules *rules = uplrules_openForType(locale, ordinal ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL, &status);
  UChar keyword[32];
  int32_t keywordLength = 0;
  if (U_SUCCESS(status)) unumf_formatDecimal(formatter, number, -1, result, &status);
  if (U_SUCCESS(status)) keywordLength = uplrules_selectFormatted(rules, result, keyword, 32, &status);
  if (rules) uplrules_close(rules);
  if (result) unumf_closeResult(result);
  if (formatter) unumf_close(formatter);
  if (U_FAILURE(status) || keywordLength >= capacity) return -1;
  for (int32_t i = 0; i < keywordLength; i++) out[i] = (char)keyword[i];
  out[keywordLength] = 0;
  return keywordLength;
}
