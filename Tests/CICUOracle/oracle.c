#include "CICUOracle.h"
#include <stdio.h>
#include <unicode/ulocdata.h>
#include <string.h>
#include <math.h>
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

int32_t icu_oracle_cf_floating(const char *locale, char style, double value, int32_t precision, int32_t plus, char *out, int32_t capacity) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t scientific = style == 'e';
  UNumberFormat *format = unum_open(scientific ? UNUM_SCIENTIFIC : UNUM_DECIMAL, NULL, 0, locale, NULL, &status);
  if (U_FAILURE(status)) return -1;
  // The locale's minimum grouping digits, as the package applies them to every localized number
  // (see icu_oracle_format).
  unum_setAttribute(format, UNUM_MINIMUM_GROUPING_DIGITS, UNUM_MINIMUM_GROUPING_DIGITS_AUTO);
  int32_t prec = precision;
  char pattern[1100];
  int32_t length = 0;
  if (plus) pattern[length++] = '+';
  if (scientific) {
    // "#E+00", significant digits used (CFString.c, case CFFormatStyleScientific).
    const char *text = "#E+00";
    for (const char *c = text; *c; c++) pattern[length++] = *c;
  } else {
    // "@" padded with "#" to the precision, "E+00" beyond 10^precision and below 0.0001, else
    // grouping separators at the formatter's grouping sizes (case CFFormatStyleDecimalOrScientific).
    if (prec == 0) prec = 1;
    if (prec > 1000) return -1;
    int32_t grouping = unum_getAttribute(format, UNUM_GROUPING_SIZE);
    int32_t secondary = unum_getAttribute(format, UNUM_SECONDARY_GROUPING_SIZE);
    char body[1100];
    int32_t count = 0;
    body[count++] = '@';
    while (count < prec) body[count++] = '#';
    body[count] = 0;
    double max = pow(10.0, (double)prec);
    double min = 0.0001;
    if ((value > 0 && (value > max || value < min)) || (value < 0 && (value < -max || value > -min))) {
      for (const char *c = "E+00"; *c; c++) body[count++] = *c;
      body[count] = 0;
    } else if (prec > grouping && grouping != 0) {
      int32_t at = prec - grouping;
      memmove(body + at + 1, body + at, (size_t)(count - at + 1));
      body[at] = ',';
      count++;
      if (secondary != 0 && prec > grouping + secondary) {
        at = prec - grouping - secondary;
        memmove(body + at + 1, body + at, (size_t)(count - at + 1));
        body[at] = ',';
        count++;
      }
    }
    for (int32_t i = 0; i < count; i++) pattern[length++] = body[i];
  }
  UChar upattern[1100];
  for (int32_t i = 0; i < length; i++) upattern[i] = (UChar)pattern[i];
  unum_applyPattern(format, 0, upattern, length, NULL, &status);
  if (scientific) unum_setAttribute(format, UNUM_SIGNIFICANT_DIGITS_USED, 1);
  unum_setAttribute(format, UNUM_MAX_FRACTION_DIGITS, prec);
  unum_setAttribute(format, UNUM_MIN_FRACTION_DIGITS, prec);
  if (scientific) {
    unum_setAttribute(format, UNUM_MIN_SIGNIFICANT_DIGITS, prec + 1);
    unum_setAttribute(format, UNUM_MAX_SIGNIFICANT_DIGITS, prec + 1);
  }
  UChar buffer[2400];
  int32_t written16 = unum_formatDouble(format, value, buffer, 2400, NULL, &status);
  unum_close(format);
  if (U_FAILURE(status)) return -1;
  int32_t written = 0;
  u_strToUTF8(out, capacity, &written, buffer, written16, &status);
  return U_SUCCESS(status) ? written : -1;
}
