/* Conversions at the edges: 64-bit integers to float/double (rounding of values above
 * 2^53 / 2^24, ties), float/double to 64-bit integers near the limits, unsigned
 * conversions above 2^63, narrowing and widening casts of negative values, and
 * conversions through long double. */
#include <stdio.h>

static volatile unsigned long long vu[] = {0, 1, 0x7FFFFFFFFFFFFFFFULL, 0x8000000000000000ULL,
                                           0x8000000000000401ULL, 0xFFFFFFFFFFFFFFFFULL,
                                           (1ULL << 53) + 1, (1ULL << 24) + 1, 0x20000000000003ULL};
static volatile long long vs[] = {-1, -(1LL << 53) - 1, -9007199254740993LL, -16777217,
                                  0x7FFFFFFFFFFFFC00LL, -0x7FFFFFFFFFFFFC00LL};

int main(void) {
    for (unsigned i = 0; i < sizeof vu / sizeof vu[0]; i++) {
        double d = (double)vu[i];
        float f = (float)vu[i];
        printf("u %llu %.1f %.1f\n", vu[i], d, (double)f);
    }
    for (unsigned i = 0; i < sizeof vs / sizeof vs[0]; i++) {
        double d = (double)vs[i];
        float f = (float)vs[i];
        printf("s %lld %.1f %.1f\n", vs[i], d, (double)f);
    }
    volatile double ds[] = {9.2233720368547748e18, 1.8446744073709550e19, 4294967295.9,
                            -2147483648.9, 0.99999, -0.99999, 123456789012.5};
    for (unsigned i = 0; i < sizeof ds / sizeof ds[0]; i++) {
        double d = ds[i];
        unsigned long long u = d >= 0 ? (unsigned long long)d : 0;
        long long s = (d < 9.2e18 && d > -9.2e18) ? (long long)d : 0;
        unsigned u32 = (d >= 0 && d < 4294967296.0) ? (unsigned)d : 0;
        int s32 = (d > -2147483649.0 && d < 2147483648.0) ? (int)d : 0;
        printf("d %.3f %llu %lld %u %d\n", d, u, s, u32, s32);
    }
    volatile float fs[] = {16777217.0f, 3.4e38f, 1e-45f, -0.0f, 2147483520.0f};
    for (unsigned i = 0; i < sizeof fs / sizeof fs[0]; i++) {
        float f = fs[i];
        long long s = (f < 9e18f && f > -9e18f) ? (long long)f : -7;
        printf("f %.9g %.17g %lld\n", (double)f, (double)f, s);
    }
    volatile int neg = -12345;
    volatile signed char sc = -100;
    printf("casts %u %d %d %u %llu %lld\n", (unsigned char)neg, (signed char)neg, (short)neg,
           (unsigned short)neg, (unsigned long long)sc, (long long)(unsigned)sc);
    volatile long double ld = (long double)vu[3] * 0.75L;   /* exact in every format */
    printf("ld %llu %.1f\n", (unsigned long long)ld, (double)ld);
    return 0;
}
