/* The va_list forms of printf (vfprintf, vsprintf, vsnprintf, vprintf) fed by a
   variadic wrapper: integers of every width, doubles, strings, a va_copy'd list used
   twice, truncation by vsnprintf (its result is the untruncated length). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static char buf[128];

static int logf_(FILE *f, const char *fmt, ...) {
  va_list ap, again;
  va_start(ap, fmt);
  va_copy(again, ap);
  int n = vfprintf(f, fmt, ap);
  int m = vsprintf(buf, fmt, again);
  va_end(again);
  va_end(ap);
  printf("[%d %d %d '%s']\n", n, m, (int)strlen(buf), buf);
  return n;
}

static int clip(size_t room, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  memset(buf, '#', sizeof buf);
  int n = vsnprintf(buf, room, fmt, ap);
  va_end(ap);
  return n;
}

static void say(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
}

int main(void) {
  logf_(stdout, "%d %u %ld %lld|", -42, 42u, -123456789L, 1234567890123LL);
  logf_(stdout, "%s/%c/%x/%05.1f|", "str", 'q', 0xbeefu, 3.25);
  logf_(stdout, "%g %e %.3f %d %d %d %d %d %d|", 1e-5, 12345.678, -0.5, 1, 2, 3, 4, 5, 6);
  for (size_t room = 0; room < 8; room += 3) {
    int n = clip(room, "%s-%d", "abcdef", 99);
    printf("room %d: %d '%s' next '%c'\n", (int)room, n, room ? buf : "", buf[room]);
  }
  say("%s %d %.2f\n", "done", 7, 2.5);
  return 0;
}
