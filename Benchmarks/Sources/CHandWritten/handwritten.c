#include "CHandWritten.h"

#include <math.h>
#include <string.h>

enum { ZERO, ONE, TWO, FEW, MANY, OTHER };

// The integer rule of each locale, written out; the tables are filled from
// them once, at load.
static uint8_t rule_en(uint64_t n) { return n == 1 ? ONE : OTHER; }
static uint8_t rule_ru(uint64_t n) {
  uint64_t r10 = n % 10, r100 = n % 100;
  if (r10 == 1 && r100 != 11) return ONE;
  if (r10 >= 2 && r10 <= 4 && !(r100 >= 12 && r100 <= 14)) return FEW;
  return MANY;
}
static uint8_t rule_ar(uint64_t n) {
  uint64_t r100 = n % 100;
  if (n <= 2) return (uint8_t)n;  // zero, one, two
  if (r100 >= 3 && r100 <= 10) return FEW;
  if (r100 >= 11) return MANY;
  return OTHER;
}
static uint8_t rule_fr(uint64_t n) {
  if (n <= 1) return ONE;
  return n % 1000000 == 0 ? MANY : OTHER;
}
static uint8_t rule_pl(uint64_t n) {
  uint64_t r10 = n % 10, r100 = n % 100;
  if (n == 1) return ONE;
  if (r10 >= 2 && r10 <= 4 && !(r100 >= 12 && r100 <= 14)) return FEW;
  return MANY;
}
static uint8_t rule_ja(uint64_t n) { return (void)n, OTHER; }
static uint8_t rule_cy(uint64_t n) {
  switch (n) {
  case 0: return ZERO;
  case 1: return ONE;
  case 2: return TWO;
  case 3: return FEW;
  case 6: return MANY;
  default: return OTHER;
  }
}
static uint8_t rule_lt(uint64_t n) {
  uint64_t r10 = n % 10, r100 = n % 100;
  if (r100 >= 11 && r100 <= 19) return OTHER;
  if (r10 == 1) return ONE;
  if (r10 >= 2) return FEW;
  return OTHER;
}

static inline uint64_t magnitude(int64_t n) { return n < 0 ? -(uint64_t)n : (uint64_t)n; }

// table[n] for n < 100, table[100 + n % 100] beyond.
#define TABLE(locale)                                                                  \
  static uint8_t table_##locale[200];                                                  \
  __attribute__((constructor)) static void fill_##locale(void) {                       \
    for (uint64_t n = 0; n < 200; n++) table_##locale[n] = rule_##locale(n);           \
  }                                                                                    \
  static inline uint8_t lookup_##locale(uint64_t m) {                                  \
    return m < 100 ? table_##locale[m] : table_##locale[100 + m % 100];                \
  }                                                                                    \
  uint8_t hand_integer_##locale(int64_t n) { return lookup_##locale(magnitude(n)); }

TABLE(en)
TABLE(ru)
TABLE(ar)
TABLE(pl)
TABLE(ja)
TABLE(cy)
TABLE(lt)

// French: the residue does not decide "many" (n % 1000000 = 0).
static uint8_t table_fr[100];
__attribute__((constructor)) static void fill_fr(void) {
  for (uint64_t n = 0; n < 100; n++) table_fr[n] = rule_fr(n);
}
uint8_t hand_integer_fr(int64_t n) {
  uint64_t m = magnitude(n);
  if (m < 100) return table_fr[m];
  return m % 1000000 == 0 ? MANY : OTHER;
}

// (double, digits) → integer part i and fraction digits f.
static const double scale[16] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7,
                                 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15};

static inline int split(double x, int digits, uint64_t *i, uint64_t *f) {
  double m = fabs(x);
  if (!(m < 9e15) || digits < 0 || digits > 15) return 0;
  int64_t whole = (int64_t)m;
  int64_t fraction = llrint((m - (double)whole) * scale[digits]);
  if ((double)fraction == scale[digits]) {
    whole += 1;
    fraction = 0;
  }
  *i = (uint64_t)whole;
  *f = (uint64_t)fraction;
  return 1;
}

// The decimal rules: v = digits; n is an integer exactly when f = 0.
uint8_t hand_double_en(double x, int digits) {
  uint64_t i, f;
  if (!split(x, digits, &i, &f)) return OTHER;
  return i == 1 && digits == 0 ? ONE : OTHER;
}
uint8_t hand_double_ru(double x, int digits) {
  uint64_t i, f;
  if (!split(x, digits, &i, &f) || digits != 0) return OTHER;
  return lookup_ru(i);
}
uint8_t hand_double_ar(double x, int digits) {
  uint64_t i, f;
  if (!split(x, digits, &i, &f) || f != 0) return OTHER;
  return lookup_ar(i);
}
uint8_t hand_double_fr(double x, int digits) {
  uint64_t i, f;
  if (!split(x, digits, &i, &f)) return OTHER;
  if (i <= 1) return ONE;
  return digits == 0 && i % 1000000 == 0 ? MANY : OTHER;
}
uint8_t hand_double_pl(double x, int digits) {
  uint64_t i, f;
  if (!split(x, digits, &i, &f) || digits != 0) return OTHER;
  return lookup_pl(i);
}
uint8_t hand_double_ja(double x, int digits) { return (void)x, (void)digits, OTHER; }
uint8_t hand_double_cy(double x, int digits) {
  uint64_t i, f;
  if (!split(x, digits, &i, &f) || f != 0) return OTHER;
  return lookup_cy(i);
}
uint8_t hand_double_lt(double x, int digits) {
  uint64_t i, f;
  if (!split(x, digits, &i, &f)) return OTHER;
  return f != 0 ? MANY : lookup_lt(i);
}

// Formatting: %d of a value, then the variant's literal text around it.
static inline int write_int(int64_t value, char *out) {
  char digits[20];
  uint64_t m = magnitude(value);
  int count = 0;
  do {
    digits[sizeof digits - 1 - count++] = (char)('0' + m % 10);
    m /= 10;
  } while (m != 0);
  int length = 0;
  if (value < 0) out[length++] = '-';
  memcpy(out + length, digits + sizeof digits - count, (size_t)count);
  return length + count;
}

static inline int copy_text(const char *text, size_t length, char *out) {
  memcpy(out, text, length);
  return (int)length;
}

int hand_format_files(int64_t n, char *buffer) {
  int length = write_int(n, buffer);
  if (hand_integer_en(n) == ONE) return length + copy_text(" file", 5, buffer + length);
  return length + copy_text(" files", 6, buffer + length);
}

int hand_format_runs(int64_t completed, int64_t total, char *buffer) {
  // "zero" is Apple's text for 0 in any language.
  if (completed == 0) return copy_text("No runs completed yet", 21, buffer);
  if (hand_integer_en(completed) == ONE) {
    if (hand_integer_en(total) == ONE) return copy_text("One run completed", 17, buffer);
    int length = copy_text("One of ", 7, buffer);
    length += write_int(total, buffer + length);
    return length + copy_text(" runs completed", 15, buffer + length);
  }
  int length = write_int(completed, buffer);
  length += copy_text(" of ", 4, buffer + length);
  length += write_int(total, buffer + length);
  return length + copy_text(" runs completed", 15, buffer + length);
}

// The external harness's baseline (ExternalIntegers): English's table over
// `count` integers in a loop of C, the call inlined; the categories summed.
uint64_t hand_integer_loop_en(const int64_t *inputs, uint64_t count) {
  uint64_t sum = 0;
  for (uint64_t index = 0; index < count; index++) sum += hand_integer_en(inputs[index]);
  return sum;
}
