#include <stdio.h>
#include <stdint.h>

/* 32-bit targets (SPARC V8) have no __int128; clang's _BitInt(128) is the same i128 in IR. */
#ifdef __SIZEOF_INT128__
typedef unsigned __int128 u128;
typedef __int128 s128;
#else
typedef unsigned _BitInt(128) u128;
typedef signed _BitInt(128) s128;
#endif

static void p128(const char *name, u128 x) {
    printf("%s %016llx%016llx\n", name, (unsigned long long)(x >> 64), (unsigned long long)x);
}

static u128 mul_add(u128 a, u128 b, u128 c) { return a * b + c; }

static void pdec(u128 x) {
    char buf[48];
    int i = 47;
    buf[i] = 0;
    if (x == 0) buf[--i] = '0';
    while (x) { buf[--i] = (char)('0' + (int)(x % 10)); x /= 10; }
    printf("dec %s\n", &buf[i]);
}

int main(void) {
    u128 a = ((u128)0x0123456789abcdefULL << 64) | 0xfedcba9876543210ULL;
    u128 b = 0xffffffffffffffffULL;
    p128("a", a);
    p128("b", b);
    p128("a+b", a + b);
    p128("a-b", a - b);
    p128("b*b", b * b);
    p128("a*b", a * b);
    p128("a/b", a / b);
    p128("a%b", a % b);
    p128("a%(b-12)", a % (b - 12));
    p128("a/1000003", a / 1000003);
    p128("a<<3", a << 3);
    p128("a>>70", a >> 70);
    p128("a<<100", a << 100);
    p128("~a", ~a);
    p128("a^b", a ^ b);
    p128("mul_add", mul_add(a, 12345, 99));
    s128 s = -(s128)a;
    p128("-a", (u128)s);
    p128("-a>>4", (u128)(s >> 4));
    p128("-a/7", (u128)(s / 7));
    p128("-a%7", (u128)(s % 7));
    p128("-a%1000003", (u128)(s % 1000003));
    printf("cmp %d %d %d %d\n", a > b, s < 0, (u128)s > a, s < (s128)b);
    u128 f = 1;
    for (int i = 1; i <= 30; i++) f *= (u128)i;
    pdec(f);
    p128("30!", f);
    u128 sh = 1;
    for (int i = 0; i < 128; i += 9) {
        u128 t = sh << i;
        printf("1<<%d hi=%llx lo=%llx\n", i, (unsigned long long)(t >> 64), (unsigned long long)t);
    }
    return 0;
}
