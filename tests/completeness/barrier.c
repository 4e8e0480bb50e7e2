/* Compiler barriers and empty templates: portable across the four targets. */
#include <stdio.h>

static int shared[8];

static void fill(int n) {
  for (int i = 0; i < 8; i++) {
    shared[i] = n + i;
    __asm__ volatile("" ::: "memory");      /* the stores must happen in order */
  }
}

static long launder(long x) {
  __asm__ volatile("" : "+r"(x));           /* hides x's value from the optimizer */
  return x;
}

static int copy_through(int x) {
  int y;
  __asm__("" : "=r"(y) : "0"(x));           /* tied: y is x */
  return y;
}

static void touch(int *p) {
  __asm__ volatile("" : : "r"(p) : "memory");
}

int main(void) {
  int total = 0;
  fill(10);
  for (int i = 0; i < 8; i++)
    total += shared[i];
  long a = launder(1234567);
  int b = copy_through(-77);
  int local = 5;
  touch(&local);
  __asm__ volatile("" : "+m"(local));       /* a memory operand the template ignores */
  int far = local * 3;
  __asm__ volatile("" : "+g"(far));         /* clang: "=*imr,0", the input tied to memory */
  printf("%d %ld %d %d %d\n", total, a * 2, b, local, far);
  unsigned sum = 0;
  for (unsigned k = 0; k < 100; k++) {
    unsigned v = k * 3u;
    __asm__ volatile("" : "+r"(v) : : "memory");
    sum += v;
  }
  printf("%u\n", sum);
  return 0;
}
