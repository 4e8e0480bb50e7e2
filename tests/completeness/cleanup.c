/* `invoke` that never unwinds: a cleanup attribute under -fexceptions makes clang call
   through invoke with a landing pad (landingpad + resume) on every target. */
#include <stdio.h>
static void cleanup(int *p) { printf("cleanup %d\n", *p); }
__attribute__((noinline)) static int work(int x) { printf("work %d\n", x); return x * 2; }
int main(void) {
  int total = 0;
  for (int i = 0; i < 3; i++) {
    int v __attribute__((cleanup(cleanup))) = work(i + 20);
    total += v;
    printf("v=%d\n", work(v));
  }
  printf("total=%d\n", total);
  return 0;
}
