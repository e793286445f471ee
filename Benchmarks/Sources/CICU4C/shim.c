#include "CICU4C.h"
#include <stdlib.h>
#include <string.h>
#include <unicode/umsg.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>

static int category_index(const UChar *keyword) {
  switch (keyword[0]) {
  case 'z': return 0;
  case 'o': return keyword[1] == 'n' ? 1 : 5;
  case 't': return 2;
  case 'f': return 3;
  case 'm': return 4;
  default: return -1;
  }
}

void *cicu4c_plurals_open(const char *locale, int ordinal) {
  UErrorCode status = U_ZERO_ERROR;
  UPluralRules *rules = uplrules_openForType(locale, ordinal ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL, &status);
  return U_SUCCESS(status) ? rules : NULL;
}

void cicu4c_plurals_close(void *rules) { uplrules_close(rules); }

int cicu4c_plurals_select(void *rules, double number) {
  UChar keyword[16];
  UErrorCode status = U_ZERO_ERROR;
  uplrules_select(rules, number, keyword, 16, &status);
  return U_SUCCESS(status) ? category_index(keyword) : -1;
}

void *cicu4c_number_formatter_open(const char *locale, int fraction_digits) {
  char text[40] = "precision-integer";
  if (fraction_digits > 0) {
    int digits = fraction_digits > 30 ? 30 : fraction_digits;
    text[0] = '.';
    memset(text + 1, '0', (size_t)digits);
    text[digits + 1] = 0;
  }
  UChar skeleton[40];
  u_uastrcpy(skeleton, text);
  UErrorCode status = U_ZERO_ERROR;
  UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton, -1, locale, &status);
  return U_SUCCESS(status) ? formatter : NULL;
}

void cicu4c_number_formatter_close(void *formatter) { unumf_close(formatter); }

void *cicu4c_formatted_number_open(void) {
  UErrorCode status = U_ZERO_ERROR;
  UFormattedNumber *result = unumf_openResult(&status);
  return U_SUCCESS(status) ? result : NULL;
}

void cicu4c_formatted_number_close(void *result) { unumf_closeResult(result); }

int cicu4c_plurals_select_formatted(void *rules, void *formatter, void *result, double number) {
  UChar keyword[16];
  UErrorCode status = U_ZERO_ERROR;
  unumf_formatDouble(formatter, number, result, &status);
  uplrules_selectFormatted(rules, result, keyword, 16, &status);
  return U_SUCCESS(status) ? category_index(keyword) : -1;
}

void *cicu4c_message_open(const char *pattern, const char *locale) {
  UChar buffer[1024];
  UErrorCode status = U_ZERO_ERROR;
  int32_t length = 0;
  u_strFromUTF8(buffer, 1024, &length, pattern, -1, &status);
  if (U_FAILURE(status)) return NULL;
  UParseError parse_error;
  UMessageFormat *format = umsg_open(buffer, length, locale, &parse_error, &status);
  return U_SUCCESS(status) ? format : NULL;
}

void cicu4c_message_close(void *format) { umsg_close(format); }

int32_t cicu4c_message_format(void *format, double first, double second, char *out, int32_t capacity) {
  UChar result[512];
  UErrorCode status = U_ZERO_ERROR;
  int32_t length = umsg_format(format, result, 512, &status, first, second);
  if (U_FAILURE(status)) return -1;
  int32_t written = 0;
  u_strToUTF8(out, capacity, &written, result, length, &status);
  return U_SUCCESS(status) ? written : -1;
}
