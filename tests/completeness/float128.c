/* __float128 (IEEE binary128) on x86-64: values in xmm registers, every operation a libgcc
   soft-fp call (__addtf3 ...), conversions, comparisons, selects, sign-bit operations. */
#include <stdio.h>
__float128 g = 1.5Q;
__float128 arr[4] = {1.0Q, -2.5Q, 3.25e100Q, 1e-4000Q};
__attribute__((noinline)) __float128 add(__float128 a, __float128 b) { return a + b; }
__attribute__((noinline)) __float128 mix(__float128 a, double b, int c, float d) { return a * b - c / d; }
__attribute__((noinline)) int lt(__float128 a, __float128 b) { return a < b; }
__attribute__((noinline)) __float128 sel(__float128 a, __float128 b, int c) { return c ? a : b; }
__attribute__((noinline)) __float128 many(__float128 a, __float128 b, __float128 c, __float128 d, __float128 e, __float128 f, __float128 g2, __float128 h, __float128 i, __float128 j) { return a+b+c+d+e+f+g2+h+i+j; }
static void show(const char *s, __float128 v) {
  unsigned long long w[2]; __builtin_memcpy(w, &v, 16);
  printf("%s %016llx%016llx %g\n", s, w[1], w[0], (double)v);
}
int main(void) {
  __float128 x = 1.0Q / 3.0Q, y = add(g, x);
  show("y", y);
  show("mix", mix(y, 0.1, 7, 3.0f));
  printf("lt %d %d\n", lt(x, y), lt(y, x));
  show("sel", sel(x, y, lt(x, y)));
  show("many", many(1,2,3,4,5,6,7,8,9,10));
  __float128 s = 0; for (int i = 0; i < 4; i++) s += arr[i] * i;
  show("s", s);
  printf("conv %lld %llu %d %u\n", (long long)(y * 1e18Q), (unsigned long long)(y*1e19Q), (int)-y, (unsigned)(y * 1000));
  __float128 z = (__float128)123456789012345LL + (__float128)4000000000U;
  show("z", z); show("neg", -z); show("abs", __builtin_fabsf128(-z));
  show("f2", (__float128)(float)z); show("d2", (__float128)(double)x);
  int eq = x == y, ne = x != y, ge = x >= y, ueq = !(x < y || x > y);
  printf("cmp %d %d %d %d\n", eq, ne, ge, ueq);
  return 0;
}
