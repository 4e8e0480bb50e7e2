/* Big structs passed by value (300 ints: SPARC copies them by memcpy before the call,
   x86-64 by memcpy into the outgoing area), with register and stack arguments around
   them, and from a caller with a dynamic alloca (sp moves around its calls). */
#include <stdio.h>
#include <string.h>
struct big { int i[300]; char tag; };
struct mid { long long a, b, c; };
__attribute__((noinline)) int take(int a, struct big b, int c, struct mid m, struct big d) {
  int s = a + c + b.tag + d.tag;
  for (int k = 0; k < 300; k++) s += b.i[k] * (k & 7) - d.i[k];
  b.i[0] = 99; d.i[299] = 77;               /* the callee's copies only */
  return s + (int)(m.a + m.b * 2 + m.c * 3) + b.i[0] + d.i[299];
}
__attribute__((noinline)) int with_alloca(int n, struct big *p, struct mid *m) {
  char *buf = __builtin_alloca(n);
  memset(buf, 3, n);
  return take(buf[n - 1], *p, n, *m, *p);
}
int main(void) {
  static struct big x;
  struct mid m = {1, 2, 3};
  for (int k = 0; k < 300; k++) x.i[k] = k * 3 - 100;
  x.tag = 5;
  int r1 = take(1, x, 2, m, x);
  int r2 = with_alloca(40, &x, &m);
  printf("%d %d %d %d\n", r1, r2, x.i[0], x.i[299]);
  return 0;
}
