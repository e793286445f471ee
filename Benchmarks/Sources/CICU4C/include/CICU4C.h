// A small C API over ICU4C, so the benchmarks can call it from Swift.
#ifndef CICU4C_H
#define CICU4C_H
#include <stdint.h>

/// Plural rules for a locale; ordinal != 0 for ordinal rules. NULL on failure.
void *cicu4c_plurals_open(const char *locale, int ordinal);
void cicu4c_plurals_close(void *rules);
/// uplrules_select: the category of a number, 0 zero … 5 other, -1 on error.
int cicu4c_plurals_select(void *rules, double number);

/// A number formatter with exactly `fraction_digits` fraction digits, and its result object.
void *cicu4c_number_formatter_open(const char *locale, int fraction_digits);
void cicu4c_number_formatter_close(void *formatter);
void *cicu4c_formatted_number_open(void);
void cicu4c_formatted_number_close(void *result);
/// unumf_formatDouble + uplrules_selectFormatted: the category of the number as shown.
int cicu4c_plurals_select_formatted(void *rules, void *formatter, void *result, double number);

/// A MessageFormat for `pattern` (UTF-8) in `locale`. NULL on failure.
void *cicu4c_message_open(const char *pattern, const char *locale);
void cicu4c_message_close(void *format);
/// umsg_format with two numeric arguments, written to `out` as UTF-8; returns its length or -1.
int32_t cicu4c_message_format(void *format, double first, double second, char *out, int32_t capacity);

#endif
