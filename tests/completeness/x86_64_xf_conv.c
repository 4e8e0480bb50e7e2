/* x86-64 long double (x87 extended) converted to and from __int128, __float128 and
 * _Float16: the libgcc calls llc-16 makes (__fixxfti __fixunsxfti __floattixf
 * __floatuntixf __extendxftf2 __trunctfxf2 __extendhfxf2 __truncxfhf2). Values cover
 * rounding to 64 bits (integers above 2^64), ties, negatives, fractions, subnormal
 * halves and infinities. Results print as exact bit patterns. */
#include <stdio.h>
#include <string.h>

typedef unsigned __int128 u128;

static void p128(const char *s, u128 v) {
    printf("%s %016llx%016llx\n", s, (unsigned long long)(v >> 64), (unsigned long long)v);
}

static void pld(const char *s, long double v) {
    unsigned char b[16] = {0};
    memcpy(b, &v, 10);
    printf("%s %Le %02x%02x", s, v, b[9], b[8]);
    for (int i = 7; i >= 0; i--) printf("%02x", b[i]);
    printf("\n");
}

static void pq(const char *s, __float128 q) {
    unsigned long long w[2];
    memcpy(w, &q, 16);
    printf("%s %016llx%016llx\n", s, w[1], w[0]);
}

static void ph(const char *s, _Float16 h) {
    unsigned short b;
    memcpy(&b, &h, 2);
    printf("%s %04x\n", s, b);
}

int main(void) {
    volatile long double lds[] = {0.0L, -1.5L, 123456789.75L, 1e30L, -3.4e37L,
                                  18446744073709551616.0L, 1.7e38L};
    for (int i = 0; i < 7; i++) {
        __int128 s = (__int128)lds[i];
        p128("fixxfti", (u128)s);
        if (lds[i] >= 0) p128("fixunsxfti", (u128)lds[i]);
    }
    volatile __int128 ints[] = {0, -1, ((__int128)1 << 100) + 1, -(((__int128)1 << 90) + 3),
                                ((__int128)1 << 64) + 0x5555, ((__int128)0x123456789ABCDEFLL << 60) + 0x800};
    for (int i = 0; i < 6; i++) pld("floattixf", (long double)ints[i]);
    volatile u128 big = ~(u128)0, mid = (u128)1 << 127 | (u128)1 << 63 | 1;
    pld("floatuntixf", (long double)big);
    pld("floatuntixf", (long double)mid);
    volatile long double third = 1.0L / 3, tiny = 1e-4940L, huge = 1e4000L;
    pq("extendxftf2", (__float128)third);
    pq("extendxftf2", (__float128)-tiny);
    pq("extendxftf2", (__float128)huge);
    volatile __float128 q1 = (__float128)1 / 3, q2 = (__float128)1e-4940L / 100000;
    pld("trunctfxf2", (long double)q1);
    pld("trunctfxf2", (long double)-q2);
    pld("trunctfxf2", (long double)(q1 * 7));
    volatile _Float16 h1 = (_Float16)0.1f, h2 = (_Float16)-65504.0f, h3 = (_Float16)6e-8f;
    pld("extendhfxf2", (long double)h1);
    pld("extendhfxf2", (long double)h2);
    pld("extendhfxf2", (long double)h3);
    ph("truncxfhf2", (_Float16)third);
    ph("truncxfhf2", (_Float16)(-huge));
    ph("truncxfhf2", (_Float16)(long double)3e-8L);
    ph("truncxfhf2", (_Float16)2049.0L);
    ph("truncxfhf2", (_Float16)2051.0L);
    return 0;
}
