/* The caller half of the ABI interop test: builds every shape through the callee's
 * constructors (struct returns), prints their fields, and passes them by value to a
 * fixed and a variadic function (struct arguments, va_arg). */
#include <stdio.h>
#include "shapes.h"

int main(void) {
    struct f2 a = make_f2(1.5f, 2.5f);
    struct f3 b = make_f3(3.5f, 4.5f, 5.5f);
    struct f4 c = make_f4(6.5f, 7.5f, 8.5f, 9.5f);
    struct df d = make_df(10.25, 11.5f);
    struct fi e = make_fi(12.5f, 13);
    struct if2 f = make_if2(14, 15.5f, 16.5f);
    struct d2 g = make_d2(17.25, 18.25);
    struct mix h = make_mix(19, 20.5);
    struct big i = make_big(21, 22, 23);
    struct ch3 j = make_ch3(24, 25, 26);
    printf("f2 %g %g\n", a.a, a.b);
    printf("f3 %g %g %g\n", b.a[0], b.a[1], b.a[2]);
    printf("f4 %g %g %g %g\n", c.a[0], c.a[1], c.a[2], c.a[3]);
    printf("df %g %g\n", d.d, d.f);
    printf("fi %g %d\n", e.f, e.i);
    printf("if2 %d %g %g\n", f.i, f.f, f.g);
    printf("d2 %g %g\n", g.a, g.b);
    printf("mix %lld %g\n", h.l, h.d);
    printf("big %lld %lld %lld\n", i.a, i.b, i.c);
    printf("ch3 %d %d %d\n", j.a, j.b, j.c);
    printf("fixed %.17g\n", sum_fixed(a, b, c, d, e, f, g, h, i, j));
    printf("varargs %.17g\n", sum_varargs(2, a, b, c, d, e, f, g, h, i, j,
                                           a, b, c, d, e, f, g, h, i, j));
    return 0;
}
