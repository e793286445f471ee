#include "CBaselines.h"
#include <expat.h>

static void XMLCALL on_start(void *data, const XML_Char *name, const XML_Char **attributes) {
  (void)data; (void)name; (void)attributes;
}
static void XMLCALL on_end(void *data, const XML_Char *name) { (void)data; (void)name; }
static void XMLCALL on_characters(void *data, const XML_Char *text, int length) {
  (void)data; (void)text; (void)length;
}

int cbaselines_expat_parse(const void *bytes, size_t length) {
  XML_Parser parser = XML_ParserCreate("UTF-8");
  if (!parser) return -1;
  XML_SetElementHandler(parser, on_start, on_end);
  XML_SetCharacterDataHandler(parser, on_characters);
  int status = XML_Parse(parser, bytes, (int)length, 1);
  XML_ParserFree(parser);
  return status == XML_STATUS_OK ? 0 : -1;
}

/* A recursive-descent scan: positions advance, nothing is stored. */
typedef struct {
  const unsigned char *at;
  const unsigned char *end;
  long values;
} scanner;

static void skip_space(scanner *s) {
  while (s->at < s->end && (*s->at == ' ' || *s->at == '\n' || *s->at == '\r' || *s->at == '\t')) s->at++;
}

static int scan_string(scanner *s) {
  s->at++; /* opening quote */
  while (s->at < s->end) {
    unsigned char c = *s->at++;
    if (c == '"') return 0;
    if (c < 0x20) return -1;
    if (c == '\\') {
      if (s->at >= s->end) return -1;
      c = *s->at++;
      if (c == 'u') {
        for (int i = 0; i < 4; i++) {
          if (s->at >= s->end) return -1;
          unsigned char h = *s->at++;
          if (!((h >= '0' && h <= '9') || (h >= 'a' && h <= 'f') || (h >= 'A' && h <= 'F'))) return -1;
        }
      } else if (c != '"' && c != '\\' && c != '/' && c != 'b' && c != 'f' && c != 'n' && c != 'r' && c != 't') {
        return -1;
      }
    }
  }
  return -1;
}

static int scan_literal(scanner *s, const char *word) {
  for (; *word; word++, s->at++) {
    if (s->at >= s->end || *s->at != (unsigned char)*word) return -1;
  }
  return 0;
}

static int scan_value(scanner *s, int depth) {
  if (depth > 256) return -1;
  skip_space(s);
  if (s->at >= s->end) return -1;
  s->values++;
  switch (*s->at) {
  case '{':
  case '[': {
    /* A container: members (objects: "key": value) separated by commas until the closer. */
    const unsigned char close = *s->at == '{' ? '}' : ']';
    s->at++;
    skip_space(s);
    if (s->at < s->end && *s->at == close) { s->at++; return 0; }
    for (;;) {
      if (close == '}') {
        skip_space(s);
        if (s->at >= s->end || *s->at != '"' || scan_string(s)) return -1;
        skip_space(s);
        if (s->at >= s->end || *s->at++ != ':') return -1;
      }
      if (scan_value(s, depth + 1)) return -1;
      skip_space(s);
      if (s->at >= s->end) return -1;
      if (*s->at == ',') { s->at++; continue; }
      if (*s->at == close) { s->at++; return 0; }
      return -1;
    }
  }
  case '"': return scan_string(s);
  case 't': return scan_literal(s, "true");
  case 'f': return scan_literal(s, "false");
  case 'n': return scan_literal(s, "null");
  default: {
    const unsigned char *start = s->at;
    if (s->at < s->end && *s->at == '-') s->at++;
    while (s->at < s->end && ((*s->at >= '0' && *s->at <= '9') || *s->at == '.' || *s->at == 'e' ||
                              *s->at == 'E' || *s->at == '+' || *s->at == '-'))
      s->at++;
    return s->at > start ? 0 : -1;
  }
  }
}

long cbaselines_json_scan(const void *bytes, size_t length) {
  scanner s = {(const unsigned char *)bytes, (const unsigned char *)bytes + length, 0};
  if (scan_value(&s, 0)) return -1;
  skip_space(&s);
  return s.at == s.end ? s.values : -1;
}
