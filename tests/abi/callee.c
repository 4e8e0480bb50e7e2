/* The callee half of the ABI interop test: constructors returning each shape, a
 * function taking all of them by value, and a variadic one reading them with va_arg. */
#include <stdarg.h>
#include "shapes.h"

struct f2 make_f2(float a, float b) { struct f2 r = {a, b}; return r; }
struct f3 make_f3(float a, float b, float c) { struct f3 r = {{a, b, c}}; return r; }
struct f4 make_f4(float a, float b, float c, float d) { struct f4 r = {{a, b, c, d}}; return r; }
struct df make_df(double d, float f) { struct df r = {d, f}; return r; }
struct fi make_fi(float f, int i) { struct fi r = {f, i}; return r; }
struct if2 make_if2(int i, float f, float g) { struct if2 r = {i, f, g}; return r; }
struct d2 make_d2(double a, double b) { struct d2 r = {a, b}; return r; }
struct mix make_mix(long long l, double d) { struct mix r = {l, d}; return r; }
struct big make_big(long long a, long long b, long long c) { struct big r = {a, b, c}; return r; }
struct ch3 make_ch3(char a, char b, char c) { struct ch3 r = {a, b, c}; return r; }

static double weigh(struct f2 a, struct f3 b, struct f4 c, struct df d, struct fi e,
                    struct if2 f, struct d2 g, struct mix h, struct big i, struct ch3 j) {
    double s = a.a + 2 * a.b;
    s = s * 3 + b.a[0] + 2 * b.a[1] + 4 * b.a[2];
    s = s * 3 + c.a[0] + 2 * c.a[1] + 4 * c.a[2] + 8 * c.a[3];
    s = s * 3 + d.d + 2 * d.f;
    s = s * 3 + e.f + 2 * e.i;
    s = s * 3 + f.i + 2 * f.f + 4 * f.g;
    s = s * 3 + g.a + 2 * g.b;
    s = s * 3 + (double)h.l + 2 * h.d;
    s = s * 3 + (double)(i.a + 2 * i.b + 4 * i.c);
    s = s * 3 + j.a + 2 * j.b + 4 * j.c;
    return s;
}

double sum_fixed(struct f2 a, struct f3 b, struct f4 c, struct df d, struct fi e,
                 struct if2 f, struct d2 g, struct mix h, struct big i, struct ch3 j) {
    return weigh(a, b, c, d, e, f, g, h, i, j);
}

double sum_varargs(int n, ...) {
    va_list ap;
    double total = 0;
    va_start(ap, n);
    for (int k = 0; k < n; k++) {
        struct f2 a = va_arg(ap, struct f2);
        struct f3 b = va_arg(ap, struct f3);
        struct f4 c = va_arg(ap, struct f4);
        struct df d = va_arg(ap, struct df);
        struct fi e = va_arg(ap, struct fi);
        struct if2 f = va_arg(ap, struct if2);
        struct d2 g = va_arg(ap, struct d2);
        struct mix h = va_arg(ap, struct mix);
        struct big i = va_arg(ap, struct big);
        struct ch3 j = va_arg(ap, struct ch3);
        total = total * 7 + weigh(a, b, c, d, e, f, g, h, i, j);
    }
    va_end(ap);
    return total;
}
