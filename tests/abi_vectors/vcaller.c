/* The caller half of the vector ABI interop test: calls every function of vshapes.h
 * and prints the lanes of what comes back. SKIP_DEMOTED leaves out the results that
 * go through memory on SPARC and SKIP_VARARGS the va_arg of vectors (see
 * test_vector_abi.py for why llc-16 cannot take part in those on SPARC). */
#include <stdio.h>
#include "vshapes.h"

int main(void) {
    v4f a = {1.5f, -2.25f, 3.0f, 4.75f}, a2 = {0.5f, 0.25f, -8.0f, 16.0f};
    v2d b = {1.125, -7.5}, b2 = {3.25, 0.0625};
    v4i c = {1, -2, 300000, -4}, c2 = {5, 6, -7, 8};
    v8s d = {1, 2, 3, -4, 5, 6, 7, 300}, d2 = {9, -10, 11, 12, 13, 14, -15, 16};
    v16c e = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, -16};
    v16c e2 = {100, -2, 30, 4, -5, 6, 70, 8, 9, 10, -11, 12, 13, 14, 15, 16};
    v2l f = {1LL << 40, -3}, f2 = {7, 1LL << 50};
    v8c g = {1, -2, 3, 4, 5, 6, 7, 8}, g2 = {8, 7, 6, 5, -4, 3, 2, 1};
    v4s h = {1000, -2, 3, 4}, h2 = {5, 6, -7, 8};
    v2i i = {100000, -2}, i2 = {3, 40};
    v2f j = {1.0f, 2.0f}, j2 = {4.0f, -8.0f};
    v4c k = {1, 2, -3, 4}, k2 = {5, -6, 7, 8};
    v8f l = {1, 2, 3, 4, 5, 6, 7, 8}, l2 = {0.5f, 1, 1.5f, 2, 2.5f, 3, 3.5f, 4};
    v1d m = {2.5}, m2 = {-4.0};
    (void)d; (void)d2; (void)e; (void)e2; (void)g; (void)g2; (void)l; (void)l2;
    v4f ra = mix_v4f(a, 2.0f, a2);
    printf("v4f %g %g %g %g\n", ra[0], ra[1], ra[2], ra[3]);
    v2d rb = mix_v2d(b, 3.0, b2);
    printf("v2d %g %g\n", rb[0], rb[1]);
    v4i rc = mix_v4i(c, 7, c2);
    printf("v4i %d %d %d %d\n", rc[0], rc[1], rc[2], rc[3]);
#ifndef SKIP_DEMOTED
    v8s rd = mix_v8s(d, d2);
    printf("v8s");
    for (int n = 0; n < 8; n++)
        printf(" %d", rd[n]);
    v16c re = mix_v16c(e, e2);
    printf("\nv16c");
    for (int n = 0; n < 16; n++)
        printf(" %d", re[n]);
    printf("\n");
#endif
    v2l rf = mix_v2l(f, 5, f2);
    printf("v2l %lld %lld\n", rf[0], rf[1]);
#ifndef SKIP_DEMOTED
    v8c rg = mix_v8c(g, g2);
    printf("v8c");
    for (int n = 0; n < 8; n++)
        printf(" %d", rg[n]);
    printf("\n");
#endif
    v4s rh = mix_v4s(h, h2);
    printf("v4s %d %d %d %d\n", rh[0], rh[1], rh[2], rh[3]);
    v2i ri = mix_v2i(i, i2);
    printf("v2i %d %d\n", ri[0], ri[1]);
    v2f rj = mix_v2f(j, j2);
    printf("v2f %g %g\n", rj[0], rj[1]);
    v4c rk = mix_v4c(k, k2);
    printf("v4c %d %d %d %d\n", rk[0], rk[1], rk[2], rk[3]);
#ifndef SKIP_DEMOTED
    v8f rl = mix_v8f(l, l2);
    printf("v8f");
    for (int n = 0; n < 8; n++)
        printf(" %g", rl[n]);
    printf("\n");
#endif
    v1d rm = mix_v1d(m, m2);
    printf("v1d %g\n", rm[0]);
    printf("many %.17g\n", many(a, b, c, d, e, f, a2, b2, 0.5, c2, ra, -1.25, rb));
#ifndef SKIP_VARARGS
    printf("vsum %.17g\n", vsum(2, a, b, c, 2.5, i, a2, b2, c2, -0.75, i2));
#endif
    return 0;
}
