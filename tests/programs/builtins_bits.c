#include <stdio.h>
#include <stdint.h>

int main(void) {
    uint32_t v32[] = { 1, 2, 3, 0x80000000u, 0xffffffffu, 0x00f00f00u, 0x12345678u, 0x10000u };
    for (int i = 0; i < 8; i++) {
        uint32_t x = v32[i];
        printf("%08x pop %d clz %d ctz %d bswap %08x parity %d\n", x, __builtin_popcount(x), __builtin_clz(x),
               __builtin_ctz(x), __builtin_bswap32(x), __builtin_parity(x));
    }
    uint64_t v64[] = { 1, 0x8000000000000000ULL, 0xffffffffffffffffULL, 0x0123456789abcdefULL, 0x100000000ULL, 0xf0ULL };
    for (int i = 0; i < 6; i++) {
        uint64_t x = v64[i];
        printf("%016llx popll %d clzll %d ctzll %d bswap64 %016llx parityll %d\n", (unsigned long long)x,
               __builtin_popcountll(x), __builtin_clzll(x), __builtin_ctzll(x),
               (unsigned long long)__builtin_bswap64(x), __builtin_parityll(x));
    }
    uint16_t h = 0xa1b2;
    printf("bswap16 %04x\n", __builtin_bswap16(h));
    printf("ffs %d %d %d\n", __builtin_ffs(0), __builtin_ffs(0x50), __builtin_ffsll(0x4000000000LL));
    /* popcount by loop for cross-check */
    int total = 0, total2 = 0;
    for (uint32_t x = 0; x < 2000; x += 7) {
        total += __builtin_popcount(x * 2654435761u);
        uint32_t y = x * 2654435761u;
        while (y) { total2 += y & 1; y >>= 1; }
    }
    printf("pop sum %d %d\n", total, total2);
    printf("const %d %d %d\n", __builtin_popcount(0xff), __builtin_clz(1), __builtin_ctzll(1ULL << 50));
    printf("expect %ld\n", (long)__builtin_expect(5 > 3, 1));
    return 0;
}
