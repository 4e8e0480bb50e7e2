/* long double as C code uses it: arithmetic, comparisons, conversions to and from every
 * integer width, printf %Lf/%Le/%Lg, long double through varargs, in structs and arrays,
 * as arguments and results. Values and formats chosen so the output is the same whether
 * long double is x87 extended, binary128 or double (SPARC V8). */
#include <stdio.h>
#include <stdarg.h>

typedef struct { char c; long double v; int n; } Boxed;

static long double sum_va(int n, ...) {
    va_list ap;
    va_start(ap, n);
    long double s = 0;
    for (int i = 0; i < n; i++) {
        if (i % 2) s += va_arg(ap, long double);
        else s += va_arg(ap, double);
    }
    va_end(ap);
    return s;
}

static long double horner(const long double *c, int n, long double x) {
    long double r = 0;
    for (int i = n - 1; i >= 0; i--) r = r * x + c[i];
    return r;
}

static Boxed box(char c, long double v) {
    Boxed b = {c, v * 2, (int)v};
    return b;
}

static long double newton_sqrt(long double x) {
    long double g = x / 2;
    for (int i = 0; i < 40; i++) g = (g + x / g) / 2;
    return g;
}

int main(void) {
    volatile long double a = 2.5L, b = -0.125L, big = 1e18L;
    printf("%.6Lf %.6Lf %.6Lf %.6Lf\n", a + b, a - b, a * b, a / b);
    printf("%Le %Lg %.3Le %10.2Lf|\n", a * 1000, b, big, a);
    printf("cmp %d %d %d %d %d\n", a > b, a < b, a == 2.5L, b <= -0.125L, a != a);
    volatile long double nan = __builtin_nanl("");
    printf("nan %d %d %d\n", nan == nan, nan < a, nan != nan);
    long double c[5] = {1, -2, 0.5L, 3, -0.25L};
    printf("horner %.6Lf %.6Lf\n", horner(c, 5, 1.5L), horner(c, 5, -2.0L));
    printf("sqrt2 %.12Lf\n", newton_sqrt(2.0L));
    printf("va %.6Lf\n", sum_va(5, 1.0, 2.25L, 3.5, -0.75L, 10.0));
    Boxed bx = box('q', a);
    printf("box %c %.3Lf %d\n", bx.c, bx.v, bx.n);
    volatile long long ll = -123456789012LL;
    volatile unsigned long long ull = 18000000000000000000ULL;
    volatile int i = -77;
    volatile unsigned u = 4000000000u;
    volatile short sh = -300;
    volatile unsigned char uc = 200;
    long double fl = ll, fu = ull, fi = i, fuu = u, fs = sh, fc = uc;
    printf("from %.1Lf %.1Lf %.1Lf %.1Lf %.1Lf %.1Lf\n", fl, fu / 1e6L, fi, fuu, fs, fc);
    volatile long double m = -98765.75L, p = 1.25e17L;
    printf("to %lld %llu %d %u %d %d\n", (long long)m, (unsigned long long)p, (int)m,
           (unsigned)(-m), (short)(m / 4), (signed char)(m / 1000));
    float f = (float)a;
    double d = (double)b;
    long double back = (long double)f + (long double)d;
    printf("fd %.4f %.4f %.4Lf\n", (double)f, d, back);
    long double acc = 1;
    for (int k = 1; k <= 20; k++) acc *= k;
    printf("fact20 %.0Lf\n", acc);
    long double arr[4];
    for (int k = 0; k < 4; k++) arr[k] = 1.0L / (k + 1);
    long double mx = arr[0], mn = arr[0];
    for (int k = 1; k < 4; k++) { if (arr[k] > mx) mx = arr[k]; if (arr[k] < mn) mn = arr[k]; }
    printf("mx %.5Lf mn %.5Lf neg %.2Lf\n", mx, mn, -mx);
    return 0;
}
