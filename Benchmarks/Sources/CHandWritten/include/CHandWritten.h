// Hand-written plural classifiers for the benchmarks' baselines: what a
// careful engineer writes for one locale, in C, one call per value.
// Category codes: 0 zero, 1 one, 2 two, 3 few, 4 many, 5 other (CLDR order).
#ifndef CHANDWRITTEN_H
#define CHANDWRITTEN_H

#include <stdint.h>

// Cardinal category of an integer: a table of 0…99 and a table by n % 100
// beyond (French also tests n % 1000000 for "many").
uint8_t hand_integer_en(int64_t n);
uint8_t hand_integer_ru(int64_t n);
uint8_t hand_integer_ar(int64_t n);
uint8_t hand_integer_fr(int64_t n);
uint8_t hand_integer_pl(int64_t n);
uint8_t hand_integer_ja(int64_t n);
uint8_t hand_integer_cy(int64_t n);
uint8_t hand_integer_lt(int64_t n);

// English's classifier over `count` integers in a loop of C (the call
// inlined), the categories summed: the external harness's baseline.
uint64_t hand_integer_loop_en(const int64_t *inputs, uint64_t count);

// Cardinal category of a double shown with `digits` fraction digits: the
// integer part by truncation, the fraction digits by llrint of the scaled
// fraction (not exact where printf's rounding differs), then the locale's rules.
uint8_t hand_double_en(double x, int digits);
uint8_t hand_double_ru(double x, int digits);
uint8_t hand_double_ar(double x, int digits);
uint8_t hand_double_fr(double x, int digits);
uint8_t hand_double_pl(double x, int digits);
uint8_t hand_double_ja(double x, int digits);
uint8_t hand_double_cy(double x, int digits);
uint8_t hand_double_lt(double x, int digits);

// The formatting limit: the benchmark's English entries "files" (one
// variable: "%d file" / "%d files") and "runs" (a variable nested in another's
// variant, with a "zero" text) formatted by code written for them alone: the
// category from the hand-written table, the digits written, the variant's text
// copied into `buffer` (room for 64 bytes). Return the text's length in bytes.
int hand_format_files(int64_t n, char *buffer);
int hand_format_runs(int64_t completed, int64_t total, char *buffer);

#endif
