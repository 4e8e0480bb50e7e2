/* x86-64 long double (x86_fp80, x87): arithmetic, every comparison, conversions both
   ways (signed, unsigned, large values), printf %Lf/%Le/%Lg, vprintf, va_arg of long
   double, long double arguments mixed with int and double ones, returns, arrays and
   struct fields, loops carrying long double values, _Complex long double. */
#include <stdio.h>
#include <stdarg.h>

struct S { int tag; long double v; double d; };
static long double arr[5] = {1.0L, -2.5L, 3.25L, 1e300L, 1e-300L};

long double mix(int a, long double x, double d, long double y, int b) {
  return x * a + y / d - b;
}

long double sum_va(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long double s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, long double);
  va_end(ap);
  return s;
}

double mixed_va(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++) {
    if (i % 2) s += (double)va_arg(ap, long double);
    else s += va_arg(ap, double);
  }
  va_end(ap);
  return s;
}

long double poly(long double x) {
  long double r = 0;
  for (int i = 0; i < 10; i++) r = r * x + (long double)(i + 1) / 3;
  return r;
}

int cmp_all(long double a, long double b) {
  int r = 0;
  r |= (a < b) << 0; r |= (a <= b) << 1; r |= (a > b) << 2; r |= (a >= b) << 3;
  r |= (a == b) << 4; r |= (a != b) << 5;
  r |= __builtin_isunordered(a, b) << 6;
  r |= __builtin_islessgreater(a, b) << 7;
  return r;
}

struct S make(long double v) { struct S s = {7, v, 0.5}; return s; }

static void say(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
}

/* Newton's method: long double values carried around a loop (phis) */
static long double newton_sqrt(long double x) {
  long double r = x;
  for (int i = 0; i < 400; i++) {
    long double next = (r + x / r) / 2;
    if (next == r) break;
    r = next;
  }
  return r;
}

static long double pick(int c, long double a, long double b) { return c ? a : b; }

static _Complex long double cmul(_Complex long double a, _Complex long double b) { return a * b; }
static _Complex long double cdiv(_Complex long double a, _Complex long double b) { return a / b; }

/* structs of long double by value (byval, sret), recursion, function pointers,
   2-D arrays, loops on a long double counter, narrow conversions */
struct P { long double x, y; };
struct Q { char c; long double v; int k; };
static struct P padd(struct P a, struct P b) { struct P r = {a.x + b.x, a.y + b.y}; return r; }
static struct Q qmk(struct Q q, long double m) { q.v *= m; q.k++; q.c = 'z'; return q; }
static long double fact(int n) { return n <= 1 ? 1.0L : n * fact(n - 1); }
static long double apply(long double (*f)(long double), long double x) { return f(x); }
static long double half(long double x) { return x / 2; }
long double g_acc = 0.125L;

static void more(void) {
  struct P a = {1.25L, -3.5L}, b = {1e20L, 7.0L / 3};
  struct P c = padd(a, b);
  printf("%.21Lg %.21Lg\n", c.x, c.y);
  struct Q q = {'a', 2.5L, 41};
  q = qmk(q, 1e-3L);
  printf("%c %.20Lg %d\n", q.c, q.v, q.k);
  printf("%.21Lg %.10Le\n", fact(25), fact(170));
  printf("%Lg\n", apply(half, 9.0L));
  long double m[3][3];
  for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) m[i][j] = (i + 1) * 10.0L + j / 4.0L;
  long double tr = 0; for (int i = 0; i < 3; i++) tr += m[i][i];
  printf("%Lf\n", tr);
  int hits = 0;
  for (long double t = 0; t < 5; t += 0.5L) { if (t >= 2 && t != 3) hits++; g_acc += t; }
  printf("%d %Lg\n", hits, g_acc);
  switch ((int)(g_acc / 4)) { case 5: puts("five"); break; default: printf("other %d\n", (int)(g_acc / 4)); }
  long double big = 1e19L; unsigned long long u = (unsigned long long)big; long long s = (long long)(-big / 4);
  signed char sc = (signed char)-100.9L; unsigned short us = (unsigned short)65535.9L;
  printf("%llu %lld %d %u\n", u, s, sc, us);
  float f = 3.4e38f; long double lf = (long double)f * f; double dd = (double)(lf / f);
  printf("%Le %g %d\n", lf, dd, (double)lf > 1e300);
}

int main(void) {
  long double a = 1.0L / 3.0L, b = 2.0L / 7.0L;
  printf("%.20Lf %.20Lf\n", a, b);
  printf("%Lf %Lf %Lf %Lf\n", a + b, a - b, a * b, a / b);
  printf("%Le %Lg %.3Le %10.4Lf|%-12.3Lg|\n", a * 1e30L, b, -a, b, a);
  printf("%.25Lg\n", poly(0.5L));
  printf("mix %.18Lg\n", mix(3, 1.25L, 4.0, 10.0L, 2));
  printf("va %.18Lg\n", sum_va(4, 1.5L, 2.25L, -0.125L, 1e10L));
  printf("mixed %.10g\n", mixed_va(4, 1.5, 2.5L, 3.5, 4.5L));
  long double nan = __builtin_nanl("");
  long double inf = __builtin_infl();
  printf("cmp %d %d %d %d %d\n", cmp_all(a, b), cmp_all(b, a), cmp_all(a, a), cmp_all(a, nan), cmp_all(inf, a));
  printf("%Lf %Lf %Lg\n", inf, -inf, nan);
  /* conversions */
  long long ll = -123456789012345LL;
  unsigned long long ull = 18446744073709551615ULL;
  unsigned long long big = 9223372036854775809ULL;
  int i = -42; unsigned u = 4000000000U; short sh = -300; unsigned char uc = 200; signed char sc = -100;
  long double x1 = ll, x2 = ull, x3 = big, x4 = i, x5 = u, x6 = sh, x7 = uc, x8 = sc;
  printf("%.1Lf %.1Lf %.1Lf %.1Lf %.1Lf %.1Lf %.1Lf %.1Lf\n", x1, x2, x3, x4, x5, x6, x7, x8);
  long double y = 12345678901234567890.75L;
  printf("%llu %lld %u %d %d %d\n", (unsigned long long)y, (long long)(-y / 3), (unsigned)(y / 1e10L),
         (int)(-y / 1e12L), (short)(-1234.9L), (unsigned char)(250.7L));
  printf("%llu %llu\n", (unsigned long long)9223372036854775808.0L, (unsigned long long)18446744073709551615.0L);
  float f = (float)a; double d = (double)b;
  long double fx = f, dx = d;
  printf("%.9g %.17g %.20Lf %.20Lf\n", f, d, fx, dx);
  /* arrays and structs */
  long double s = 0;
  for (int k = 0; k < 5; k++) s += arr[k] * (k + 1);
  printf("arr %.18Lg\n", s);
  struct S st = make(a * 3);
  printf("struct %d %.18Lg %g\n", st.tag, st.v, st.d);
  long double neg = -a, ab = __builtin_fabsl(neg), cs = __builtin_copysignl(3.0L, neg);
  printf("%Lf %Lf %Lf\n", neg, ab, cs);
  printf("sel %Lf\n", a > b ? a : b);
  printf("fmod %Lg %Lg\n", __builtin_fmodl(10.5L, 3.0L), __builtin_fmodl(-7.25L, 2.0L));
  printf("sqrt %.20Lf\n", __builtin_sqrtl(2.0L));
  say("vprintf %Lf %d %.3Lf %g\n", a, 5, b, 2.5);
  printf("newton %.20Lf %.20Lg\n", newton_sqrt(2.0L), newton_sqrt(1e100L));
  printf("pick %Lg %Lg\n", pick(1, a, b), pick(0, a, b));
  _Complex long double z1 = 1.5L + 2.0Li, z2 = -0.25L + 4.0Li;
  _Complex long double p = cmul(z1, z2), q = cdiv(z1, z2);
  printf("complex %.18Lg %.18Lg %.18Lg %.18Lg\n", __real__ p, __imag__ p, __real__ q, __imag__ q);
  more();
  return 0;
}
