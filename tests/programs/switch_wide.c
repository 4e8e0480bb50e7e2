/* switch on wide and unusual values: 64-bit cases above 2^32 (dense ranges that become
 * jump tables after subtracting a large base, sparse sets that become compare trees),
 * negative cases, case ranges, unsigned char and signed short selectors, __int128 (a
 * _BitInt(128) where the target has no __int128) and fall-through chains. */
#include <stdio.h>

#ifdef __SIZEOF_INT128__
typedef __int128 wide_t;
#else
typedef _BitInt(128) wide_t;
#endif

static int dense64(unsigned long long v) {
    switch (v) {
    case 0x100000000ULL: return 1;
    case 0x100000001ULL: return 2;
    case 0x100000002ULL: return 3;
    case 0x100000003ULL: return 5;
    case 0x100000004ULL: return 8;
    case 0x100000005ULL: return 13;
    case 0x100000006ULL: return 21;
    case 0x100000007ULL: return 34;
    default: return -1;
    }
}

static const char *sparse64(long long v) {
    switch (v) {
    case -9000000000000000000LL: return "min-ish";
    case -1: return "minus one";
    case 0: return "zero";
    case 4294967296LL: return "2^32";
    case 4294967295LL: return "2^32-1";
    case 1LL << 62: return "2^62";
    case 0x7FFFFFFFFFFFFFFFLL: return "max";
    default: return "other";
    }
}

static int ranges(int v) {
    switch (v) {
    case -100 ... -50: return 1;
    case -10 ... 10: return 2;
    case 1000 ... 1003: return 3;
    case 77: return 4;
    default: return 0;
    }
}

static int by_char(unsigned char c) {
    int n = 0;
    switch (c) {
    case 255: n += 100; /* fall through */
    case 254: n += 10; /* fall through */
    case 0: n += 1; break;
    case 128: n = -7; break;
    }
    return n;
}

static int by_short(short s) {
    switch (s) {
    case -32768: return 1;
    case -1: return 2;
    case 32767: return 3;
    case 300: case 301: case 302: case 303: case 304: return 4;
    default: return 5;
    }
}

static int by_wide(wide_t w) {
    switch (w) {
    case 0: return 0;
    case 1: return 1;
    case -1: return 2;
    case (wide_t)1 << 64: return 3;
    case ((wide_t)1 << 100) + 7: return 4;
    case (wide_t)0x123456789ULL * 0x100000000ULL: return 5;
    default: return 6;
    }
}

int main(void) {
    int s = 0;
    for (unsigned long long v = 0xFFFFFFFEULL; v < 0x10000000AULL; v++) {
        int r = dense64(v);
        printf("%d ", r);
        s += r;
    }
    printf("| %d\n", s);
    long long tests[] = {-9000000000000000000LL, -1, 0, 4294967296LL, 4294967295LL,
                         1LL << 62, 0x7FFFFFFFFFFFFFFFLL, 12345, -2};
    for (unsigned i = 0; i < sizeof tests / sizeof tests[0]; i++) printf("%s,", sparse64(tests[i]));
    printf("\n");
    int rs = 0;
    for (int v = -120; v < 1010; v++) rs = rs * 3 + ranges(v), rs &= 0xFFFFFF;
    printf("ranges %d %d %d %d\n", ranges(-75), ranges(0), ranges(1002), rs);
    printf("char %d %d %d %d %d\n", by_char(255), by_char(254), by_char(0), by_char(128), by_char(7));
    printf("short %d %d %d %d %d\n", by_short(-32768), by_short(-1), by_short(32767),
           by_short(302), by_short(0));
    wide_t ws[] = {0, 1, -1, (wide_t)1 << 64, ((wide_t)1 << 100) + 7,
                   (wide_t)0x123456789ULL * 0x100000000ULL, 42, ((wide_t)1 << 64) + 1};
    for (unsigned i = 0; i < sizeof ws / sizeof ws[0]; i++) printf("%d", by_wide(ws[i]));
    printf("\n");
    return 0;
}
