/* long double as IEEE binary128 (AArch64, RISC-V 64): arithmetic, every comparison
   (NaN included), conversions to and from every integer width and float/double,
   printf %Lf/%Le/%Lg, va_arg, complex long double, structs, arrays, selects and loops.
   Every operation is a libgcc soft-fp call; results are printed as bits and as text. */
#include <stdio.h>
#include <stdarg.h>

long double sqrtl(long double);
long double fabsl(long double);
long double fmodl(long double, long double);
long double floorl(long double);

static void bits(const char *s, long double v) {
  unsigned long long w[2];
  __builtin_memcpy(w, &v, 16);
  printf("%s %016llx%016llx %.36Lg\n", s, w[1], w[0], v);
}

long double table[6] = {1.0L, -2.5L, 3.25e100L, 1e-4940L, 0.1L, 65536.0L};
struct pair { long double a, b; };

__attribute__((noinline)) long double add(long double a, long double b) { return a + b; }
__attribute__((noinline)) long double mix(long double a, double b, int c, float d) {
  return a * b - c / d;
}
__attribute__((noinline)) long double pick(long double a, long double b, int c) {
  return c > 2 ? a : b;
}
__attribute__((noinline)) long double ten(long double a, long double b, long double c,
    long double d, long double e, long double f, long double g, long double h,
    long double i, long double j) {
  return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j;
}
__attribute__((noinline)) long double vsum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long double s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, long double) * (i + 1);
  va_end(ap);
  return s;
}
__attribute__((noinline)) struct pair swap(struct pair p) {
  struct pair r = {p.b, -p.a};
  return r;
}
__attribute__((noinline)) _Complex long double cmul(_Complex long double a,
                                                    _Complex long double b) {
  return a * b;
}
__attribute__((noinline)) _Complex long double cdiv(_Complex long double a,
                                                    _Complex long double b) {
  return a / b;
}
__attribute__((noinline)) int compare(long double a, long double b) {
  return (a == b) | (a != b) << 1 | (a < b) << 2 | (a <= b) << 3 | (a > b) << 4 |
         (a >= b) << 5 | __builtin_isunordered(a, b) << 6 | (!(a < b) && !(a > b)) << 7 |
         __builtin_islessgreater(a, b) << 8;
}

int main(void) {
  long double third = 1.0L / 3.0L, y = add(table[0], third);
  bits("third", third);
  bits("y", y);
  bits("mix", mix(y, 0.1, 7, 3.0f));
  bits("pick", pick(third, y, 3) + pick(third, y, 1));
  bits("ten", ten(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
  bits("vsum", vsum(4, 1.5L, third, 1e300L, -2.0L));
  long double s = 0;
  for (int i = 0; i < 6; i++)
    s = s * 0.5L + table[i] * i;
  bits("loop", s);
  long double h = 1;
  int n = 0;
  while (h > 1e-4950L) { h /= 1e10L; n++; }
  printf("underflow after %d: ", n);
  bits("h", h);

  long double nan = 0.0L / 0.0L, inf = 1.0L / 0.0L;
  long double cmp[] = {1.0L, 2.0L, -0.0L, 0.0L, nan, inf};
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 6; j += 2)
      printf("cmp %d %d %03x\n", i, j, compare(cmp[i], cmp[j]));

  long double big = 12345678901234567890123.0L;
  printf("to int %d %u %lld %llu\n", (int)-third * 7, (unsigned)(y * 1e9L),
         (long long)(-y * 1e18L), (unsigned long long)(y * 1e19L));
  __int128 i128 = (__int128)big;
  unsigned __int128 u128 = (unsigned __int128)(big * 1e10L);
  printf("int128 %016llx%016llx %016llx%016llx\n", (unsigned long long)(i128 >> 64),
         (unsigned long long)i128, (unsigned long long)(u128 >> 64),
         (unsigned long long)u128);
  bits("from int", (long double)-123456789 + (long double)4000000000u +
                       (long double)-9007199254740993LL +
                       (long double)18446744073709551615ull);
  bits("from int128", (long double)((__int128)1 << 120 | 12345) +
                          (long double)(((unsigned __int128)1 << 127) + 1));
  bits("float", (long double)(float)third);
  bits("double", (long double)(double)third);
  printf("narrow %a %a\n", (double)third, (double)(float)big);

  bits("neg", -y);
  bits("fabs", fabsl(-y));
  bits("copysign", __builtin_copysignl(y, -0.0L));
  bits("sqrt", sqrtl(2.0L));
  bits("fmod", fmodl(big, 7.25L));
  bits("floor", floorl(-third * 10));

  struct pair p = swap((struct pair){1.5L, -2.25L});
  printf("pair %Lf %Lf\n", p.a, p.b);
  _Complex long double a = 1.0L + 2.0L * __builtin_complex(0.0L, 1.0L);
  _Complex long double b = 3.0L - 1.0L * __builtin_complex(0.0L, 1.0L);
  _Complex long double m = cmul(a, b), d = cdiv(a, b);
  printf("complex %Lg %Lg %.33Lg %.33Lg\n", __real__ m, __imag__ m, __real__ d, __imag__ d);

  long double show[] = {0.0L, -0.0L, 2.5L, 3.5L, 1e30L, -1.2345678901234567890123e-20L,
                        1e4000L, 99999.95L, inf, -inf};
  for (int i = 0; i < 10; i++) {
    long double v = show[i];
    printf("[%Lf] [%.0Lf] [%Le] [%.10LE] [%Lg] [%#.3Lg] [%+12.4Lf] [%-12.2Le|] [%012.3Lf]\n",
           v, v, v, v, v, v, v, v, v);
  }
  printf("nan %Lf\n", fabsl(nan));
  return 0;
}
