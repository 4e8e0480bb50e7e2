#include <stdio.h>
#include <stdint.h>

static uint32_t reverse_bits(uint32_t x) {
    uint32_t r = 0;
    for (int i = 0; i < 32; i++) { r = (r << 1) | (x & 1); x >>= 1; }
    return r;
}

static int parity64(uint64_t x) {
    x ^= x >> 32; x ^= x >> 16; x ^= x >> 8; x ^= x >> 4; x ^= x >> 2; x ^= x >> 1;
    return (int)(x & 1);
}

int main(void) {
    uint32_t a = 0xdeadbeef, b = 0x0f0f1234;
    printf("and %08x or %08x xor %08x not %08x andn %08x\n", a & b, a | b, a ^ b, ~a, a & ~b);
    uint64_t c = 0xfedcba9876543210ULL, d = 0x00ff00ff00ff00ffULL;
    printf("and %016llx or %016llx xor %016llx not %016llx\n", (unsigned long long)(c & d),
           (unsigned long long)(c | d), (unsigned long long)(c ^ d), (unsigned long long)~c);
    printf("rev %08x %08x\n", reverse_bits(a), reverse_bits(1));
    printf("parity %d %d %d\n", parity64(c), parity64(7), parity64(0));
    uint8_t e = 0xa5; uint16_t f = 0x1234;
    printf("8: %02x %02x 16: %04x %04x\n", (uint8_t)~e, (uint8_t)(e ^ 0xff), (uint16_t)~f, (uint16_t)(f | 0x8001));
    /* bit set/clear/test */
    uint64_t set = 0;
    for (int i = 0; i < 64; i += 5) set |= 1ULL << i;
    for (int i = 0; i < 64; i += 10) set &= ~(1ULL << i);
    printf("set %016llx test35 %d test36 %d\n", (unsigned long long)set, (int)((set >> 35) & 1), (int)((set >> 36) & 1));
    /* lowest set bit, clear lowest */
    uint32_t g = 0x00b40000;
    printf("lowbit %08x clear %08x pow2 %d %d\n", g & (0u - g), g & (g - 1), (64 & 63) == 0, (g & (g - 1)) == 0);
    int32_t s = -12345;
    printf("signed and %d or %d xor %d not %d\n", s & 0xff, s | 0xf, s ^ -1, ~s);
    _Bool t = a && !b;
    _Bool u = a || b;
    printf("logic %d %d %d\n", t, u, !!(a & 0x10));
    return 0;
}
