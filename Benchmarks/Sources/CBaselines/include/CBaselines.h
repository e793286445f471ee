// The floors loading is compared with: what the bytes cost to parse with
// nothing built, in C, in the same process as the Swift loaders.
#ifndef CBASELINES_H
#define CBASELINES_H
#include <stddef.h>

/// Parses an XML document with expat and empty element and character data
/// callbacks (the cost of the XML alone). Returns 0, or -1 when it is malformed.
int cbaselines_expat_parse(const void *bytes, size_t length);

/// Scans a JSON document (RFC 8259: objects, arrays, strings with escapes,
/// numbers, literals) without building anything. Returns the number of
/// values, or -1 when it is malformed.
long cbaselines_json_scan(const void *bytes, size_t length);

#endif
