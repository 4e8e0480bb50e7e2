/* The callee half of the vector ABI interop test. */
#include <stdarg.h>
#include "vshapes.h"

v4f mix_v4f(v4f a, float s, v4f b) { return a * s + b; }
v2d mix_v2d(v2d a, double s, v2d b) { return a * s - b; }
v4i mix_v4i(v4i a, int s, v4i b) { return a * s + b; }
v8s mix_v8s(v8s a, v8s b) { return a * b - a; }
v16c mix_v16c(v16c a, v16c b) { return a + b; }
v2l mix_v2l(v2l a, long long s, v2l b) { return a * s + b; }
v8c mix_v8c(v8c a, v8c b) { return a - b; }
v4s mix_v4s(v4s a, v4s b) { return a * b; }
v2i mix_v2i(v2i a, v2i b) { return a - b * 3; }
v2f mix_v2f(v2f a, v2f b) { return a / b; }
v4c mix_v4c(v4c a, v4c b) { return a + b + b; }
v8f mix_v8f(v8f a, v8f b) { return a + b * 2; }
v1d mix_v1d(v1d a, v1d b) { return a * b; }

double many(v4f a, v2d b, v4i c, v8s d, v16c e, v2l f, v4f g, v2d h, double x,
            v4i i, v4f j, double y, v2d k) {
    double r = 0;
    for (int n = 0; n < 4; n++)
        r += a[n] * 1 + c[n] * 3 + g[n] * 7 + i[n] * 11 + j[n] * 13;
    for (int n = 0; n < 8; n++)
        r += d[n] * 5;
    for (int n = 0; n < 16; n++)
        r += e[n];
    for (int n = 0; n < 2; n++)
        r += b[n] * 2 + f[n] * 17 + h[n] * 19 + k[n] * 23;
    return r + x * 29 + y * 31;
}

#ifndef SKIP_VARARGS
double vsum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    double r = 0;
    for (int k = 0; k < n; k++) {
        v4f a = va_arg(ap, v4f);
        v2d b = va_arg(ap, v2d);
        v4i c = va_arg(ap, v4i);
        double d = va_arg(ap, double);
        v2i e = va_arg(ap, v2i);
        r = r * 3 + a[0] + a[1] * 2 + a[2] * 3 + a[3] * 4 + b[0] * 5 + b[1] * 6
            + c[0] * 7 + c[1] * 8 + c[2] * 9 + c[3] * 10 + d * 11 + e[0] * 12 + e[1] * 13;
    }
    va_end(ap);
    return r;
}
#endif
