// A small HTTP/1.1 load client for Benchmarks/server-load.sh (no wrk, ab or hey
// on the machines it runs on): a fixed number of keep-alive connections, one
// thread each, one request outstanding per connection (a closed loop). Requests
// are read from a file, one a line: path, a tab, the Accept-Language value
// (empty: no header), a tab, the body expected. Connection i sends line
// (i + k) mod lines as its k-th request, so every line is asked alike.
//
// Bounded in time and in requests: a warm-up (its requests not counted), then
// a measured window that ends after --duration seconds or --requests requests,
// whichever comes first; a socket that waits more than 5 s fails the run.
// Every response is checked (status 200, Content-Length, the body expected), so
// a broken route cannot look fast: any mismatch makes the exit status 1.
//
// Prints one tab-separated line: label, requests, errors, seconds, requests/s,
// the latencies p50, p90, p99 and max in microseconds (send to last byte), then
// every request answered, warm-up included (what the server did in the run).
//
// cc -O2 -pthread -o loadclient loadclient.c
#include <arpa/inet.h>
#include <errno.h>
#include <math.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

enum { buffer_size = 65536, max_lines = 256, max_connections = 512 };

typedef struct {
  char *request;  // the whole request, headers and blank line
  size_t request_length;
  char *body;  // the body expected
  size_t body_length;
} Line;

typedef struct {
  int index;
  uint64_t *latencies;  // nanoseconds, measured requests only
  size_t count, capacity;
  uint64_t errors, answered;
  char first_error[256];
} Worker;

static Line lines[max_lines];
static int line_count;
static struct sockaddr_in address;
static uint64_t measure_start, measure_end;  // CLOCK_MONOTONIC nanoseconds
static uint64_t request_limit;
static atomic_uint_fast64_t measured;
static atomic_bool stop;
static atomic_uint_fast64_t stopped_at;  // when the request bound ended the window

static uint64_t now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

static void fail(const char *message) {
  fprintf(stderr, "loadclient: %s\n", message);
  exit(2);
}

static void note_error(Worker *worker, const char *message) {
  if (worker->errors++ == 0) snprintf(worker->first_error, sizeof worker->first_error, "%s", message);
}

static int connect_once(void) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) return -1;
  struct timeval timeout = {.tv_sec = 5};
  int one = 1;
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
  setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, sizeof timeout);
  setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
  if (connect(fd, (struct sockaddr *)&address, sizeof address) != 0) {
    close(fd);
    return -1;
  }
  return fd;
}

// Sends one request and reads its response; returns 0, or -1 with the reason in error.
static int exchange(int fd, const Line *line, char *buffer, char *error, size_t error_size) {
  size_t sent = 0;
  while (sent < line->request_length) {
    ssize_t n = write(fd, line->request + sent, line->request_length - sent);
    if (n <= 0) {
      snprintf(error, error_size, "write: %s", n == 0 ? "closed" : strerror(errno));
      return -1;
    }
    sent += (size_t)n;
  }
  size_t have = 0, header_end = 0, total = 0;
  for (;;) {
    if (header_end == 0) {
      buffer[have] = 0;
      char *end = strstr(buffer, "\r\n\r\n");
      if (end) {
        header_end = (size_t)(end - buffer) + 4;
        if (strncmp(buffer, "HTTP/1.1 200 ", 13) != 0) {
          snprintf(error, error_size, "status: %.*s", (int)strcspn(buffer, "\r\n"), buffer);
          return -1;
        }
        // Content-Length, found case-insensitively in the header lines.
        long length = -1;
        for (char *p = strstr(buffer, "\r\n"); p && p < end; p = strstr(p + 2, "\r\n")) {
          if (strncasecmp(p + 2, "content-length:", 15) == 0) length = strtol(p + 17, NULL, 10);
        }
        if (length < 0 || (size_t)length > buffer_size - 1 - header_end) {
          snprintf(error, error_size, "no usable Content-Length: %.80s", buffer);
          return -1;
        }
        total = header_end + (size_t)length;
      }
    }
    if (header_end != 0 && have >= total) break;
    if (have >= buffer_size - 1) {
      snprintf(error, error_size, "headers longer than %d bytes", buffer_size);
      return -1;
    }
    ssize_t n = read(fd, buffer + have, buffer_size - 1 - have);
    if (n <= 0) {
      snprintf(error, error_size, "read: %s", n == 0 ? "closed by the server" : strerror(errno));
      return -1;
    }
    have += (size_t)n;
  }
  if (have != total) {
    snprintf(error, error_size, "%zu bytes past the response", have - total);
    return -1;
  }
  size_t body_length = total - header_end;
  if (body_length != line->body_length || memcmp(buffer + header_end, line->body, body_length) != 0) {
    snprintf(error, error_size, "body '%.*s', expected '%s'", (int)(body_length > 80 ? 80 : body_length),
             buffer + header_end, line->body);
    return -1;
  }
  return 0;
}

static void *run(void *argument) {
  Worker *worker = argument;
  char *buffer = malloc(buffer_size);
  char error[200];
  if (!buffer) fail("out of memory");
  int fd = connect_once();
  if (fd < 0) {
    note_error(worker, "connect failed");
    free(buffer);
    return NULL;
  }
  for (uint64_t k = 0; !atomic_load_explicit(&stop, memory_order_relaxed); k++) {
    const Line *line = &lines[((uint64_t)worker->index + k) % (uint64_t)line_count];
    uint64_t started = now();
    if (started >= measure_end) break;
    if (exchange(fd, line, buffer, error, sizeof error) != 0) {
      note_error(worker, error);
      break;  // a failed connection is not reused: the run is failed anyway
    }
    uint64_t finished = now();
    worker->answered++;
    if (started < measure_start || finished > measure_end) continue;  // warm-up, or past the window
    if (atomic_fetch_add(&measured, 1) >= request_limit) {
      if (!atomic_exchange(&stop, true)) atomic_store(&stopped_at, finished);
      break;
    }
    if (worker->count == worker->capacity) {
      worker->capacity = worker->capacity ? worker->capacity * 2 : 65536;
      worker->latencies = realloc(worker->latencies, worker->capacity * sizeof *worker->latencies);
      if (!worker->latencies) fail("out of memory");
    }
    worker->latencies[worker->count++] = finished - started;
  }
  close(fd);
  free(buffer);
  return NULL;
}

static int compare(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return (x > y) - (x < y);
}

// The nearest-rank percentile of sorted values, in microseconds.
static double percentile(const uint64_t *sorted, size_t count, double p) {
  size_t rank = (size_t)ceil(p * (double)count);
  return (double)sorted[rank ? rank - 1 : 0] / 1000.0;
}

static void read_lines(const char *path, const char *host) {
  FILE *file = fopen(path, "r");
  if (!file) fail("cannot open the requests file");
  char text[4096];
  while (fgets(text, sizeof text, file)) {
    size_t length = strcspn(text, "\r\n");
    text[length] = 0;
    if (length == 0 || text[0] == '#') continue;
    char *language = strchr(text, '\t');
    char *body = language ? strchr(language + 1, '\t') : NULL;
    if (!body) fail("a request line is not path<TAB>accept-language<TAB>body");
    *language++ = 0;
    *body++ = 0;
    if (line_count == max_lines) fail("more than 256 request lines");
    Line *line = &lines[line_count++];
    char request[4096 + 256];
    int n = snprintf(request, sizeof request, "GET %s HTTP/1.1\r\nHost: %s\r\n%s%s%sUser-Agent: loadclient\r\n\r\n", text,
                     host, *language ? "Accept-Language: " : "", language, *language ? "\r\n" : "");
    if (n < 0 || (size_t)n >= sizeof request) fail("a request line is too long");
    line->request = strdup(request);
    line->request_length = (size_t)n;
    line->body = strdup(body);
    line->body_length = strlen(body);
  }
  fclose(file);
  if (line_count == 0) fail("the requests file has no request");
}

static void usage(void) {
  fprintf(stderr,
          "usage: loadclient --port P --requests-file F [--host 127.0.0.1] [--connections 8]\n"
          "                  [--warmup 1] [--duration 5] [--requests 10000000] [--label name]\n");
  exit(2);
}

int main(int argc, char **argv) {
  const char *host = "127.0.0.1", *file = NULL, *label = "run";
  int port = 0, connections = 8;
  double warmup = 1, duration = 5;
  request_limit = 10000000;
  for (int i = 1; i < argc; i++) {
    if (i + 1 >= argc) usage();
    const char *option = argv[i], *value = argv[++i];
    if (strcmp(option, "--host") == 0) host = value;
    else if (strcmp(option, "--port") == 0) port = atoi(value);
    else if (strcmp(option, "--requests-file") == 0) file = value;
    else if (strcmp(option, "--connections") == 0) connections = atoi(value);
    else if (strcmp(option, "--warmup") == 0) warmup = atof(value);
    else if (strcmp(option, "--duration") == 0) duration = atof(value);
    else if (strcmp(option, "--requests") == 0) request_limit = strtoull(value, NULL, 10);
    else if (strcmp(option, "--label") == 0) label = value;
    else usage();
  }
  if (!file || port <= 0 || port > 65535 || connections < 1 || connections > max_connections || warmup < 0 ||
      duration <= 0 || duration > 3600 || request_limit == 0)
    usage();
  address.sin_family = AF_INET;
  address.sin_port = htons((uint16_t)port);
  if (inet_pton(AF_INET, host, &address.sin_addr) != 1) fail("--host must be an IPv4 address");
  read_lines(file, host);

  Worker *workers = calloc((size_t)connections, sizeof *workers);
  pthread_t *threads = calloc((size_t)connections, sizeof *threads);
  if (!workers || !threads) fail("out of memory");
  uint64_t start = now();
  measure_start = start + (uint64_t)(warmup * 1e9);
  measure_end = measure_start + (uint64_t)(duration * 1e9);
  for (int i = 0; i < connections; i++) {
    workers[i].index = i;
    if (pthread_create(&threads[i], NULL, run, &workers[i]) != 0) fail("pthread_create failed");
  }
  for (int i = 0; i < connections; i++) pthread_join(threads[i], NULL);

  size_t count = 0;
  uint64_t errors = 0, answered = 0;
  for (int i = 0; i < connections; i++) {
    count += workers[i].count;
    answered += workers[i].answered;
    errors += workers[i].errors;
    if (workers[i].errors) fprintf(stderr, "loadclient: connection %d: %s\n", i, workers[i].first_error);
  }
  uint64_t *all = malloc((count ? count : 1) * sizeof *all);
  if (!all) fail("out of memory");
  for (size_t i = 0, at = 0; i < (size_t)connections; at += workers[i].count, i++)
    if (workers[i].count) memcpy(all + at, workers[i].latencies, workers[i].count * sizeof *all);
  qsort(all, count, sizeof *all, compare);
  // The window: its full length, or up to the moment the request bound stopped it.
  uint64_t window_end = atomic_load(&stop) ? atomic_load(&stopped_at) : measure_end;
  double seconds = (double)(window_end - measure_start) / 1e9;
  if (count == 0) {
    fprintf(stderr, "loadclient: no request completed in the measured window\n");
    errors += errors == 0;
  }
  printf("%s\t%zu\t%llu\t%.3f\t%.1f\t%.1f\t%.1f\t%.1f\t%.1f\t%llu\n", label, count, (unsigned long long)errors, seconds,
         (double)count / seconds, count ? percentile(all, count, 0.50) : 0, count ? percentile(all, count, 0.90) : 0,
         count ? percentile(all, count, 0.99) : 0, count ? (double)all[count - 1] / 1000.0 : 0,
         (unsigned long long)answered);
  return errors ? 1 : 0;
}
