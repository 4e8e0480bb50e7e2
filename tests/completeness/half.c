/* _Float16 (IEEE binary16) on AArch64, RISC-V 64 and x86-64: arithmetic done in float
   and rounded back to half after every operation, comparisons (NaN included),
   conversions to and from integers, float and double, arrays, structs and arguments. */
#include <stdio.h>

typedef _Float16 half;
half table[5] = {1.0f16, -2.5f16, 65504.0f16, 6.1e-5f16, 0.1f16};
struct hpair { half a, b; };

static unsigned bits(half h) {
  unsigned short u;
  __builtin_memcpy(&u, &h, 2);
  return u;
}

__attribute__((noinline)) half add(half a, half b) { return a + b; }
__attribute__((noinline)) half mix(half a, float b, int c, double d) {
  return a * (half)b - (half)c / (half)d;
}
__attribute__((noinline)) half pick(half a, half b, int c) { return c > 2 ? a : b; }
__attribute__((noinline)) half many(half a, half b, half c, half d, half e, half f,
                                    half g, half h, half i, half j) {
  return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9 + j * 10;
}
__attribute__((noinline)) struct hpair swap(struct hpair p) {
  struct hpair r = {p.b, -p.a};
  return r;
}
__attribute__((noinline)) int compare(half a, half b) {
  return (a == b) | (a != b) << 1 | (a < b) << 2 | (a <= b) << 3 | (a > b) << 4 |
         (a >= b) << 5 | __builtin_isunordered(a, b) << 6;
}

int main(void) {
  half third = (half)1.0f / (half)3.0f, y = add(table[0], third);
  printf("third %04x %.10g\n", bits(third), (double)third);
  printf("y %04x %.10g\n", bits(y), (double)y);
  printf("mix %04x\n", bits(mix(y, 0.1f, 7, 3.0)));
  printf("pick %04x\n", bits(pick(third, y, 3) + pick(third, y, 1)));
  printf("many %04x\n", bits(many(1, 2, 3, 4, 5, 6, 7, 8, 9, 10)));
  half s = 0;
  for (int i = 0; i < 5; i++)
    s = s * (half)0.5f + table[i] * (half)i;
  printf("loop %04x %g\n", bits(s), (double)s);
  half h = 1;
  int n = 0;
  while (h > (half)0.0f) { h /= (half)3.0f; n++; }
  printf("underflow after %d\n", n);
  half nan = (half)0.0f / (half)0.0f, inf = (half)1.0f / (half)0.0f;
  half cmp[] = {1.0f16, 2.0f16, -0.0f16, 0.0f16, nan, inf};
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 6; j += 2)
      printf("cmp %d %d %02x\n", i, j, compare(cmp[i], cmp[j]));
  printf("to int %d %u %lld %d\n", (int)(-y * (half)100), (unsigned)(y * (half)1000),
         (long long)table[2], (int)table[3]);
  printf("from int %04x %04x %04x %04x\n", bits((half)-1234), bits((half)70000u),
         bits((half)2049), bits((half)-65519LL));
  printf("from fp %04x %04x %04x %04x %04x\n", bits((half)0.1f), bits((half)0.1),
         bits((half)1e-8), bits((half)65520.0), bits((half)-3.0e38f));
  printf("to fp %a %a\n", (double)table[3], (float)table[4]);
  printf("neg %04x abs %04x copysign %04x\n", bits(-y), bits(__builtin_fabsf16(-y)),
         bits(__builtin_copysignf16(y, -0.0f16)));
  struct hpair p = swap((struct hpair){1.5f16, -2.25f16});
  printf("pair %04x %04x\n", bits(p.a), bits(p.b));
  return 0;
}
