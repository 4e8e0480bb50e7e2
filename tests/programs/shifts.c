#include <stdio.h>
#include <stdint.h>

static uint32_t shl32(uint32_t x, unsigned n) { return x << n; }
static uint32_t lshr32(uint32_t x, unsigned n) { return x >> n; }
static int32_t ashr32(int32_t x, unsigned n) { return x >> n; }
static uint64_t shl64(uint64_t x, unsigned n) { return x << n; }
static uint64_t lshr64(uint64_t x, unsigned n) { return x >> n; }
static int64_t ashr64(int64_t x, unsigned n) { return x >> n; }
static uint32_t rotl32(uint32_t x, unsigned n) { return (x << (n & 31)) | (x >> ((32 - n) & 31)); }
static uint64_t rotr64(uint64_t x, unsigned n) { return (x >> (n & 63)) | (x << ((64 - n) & 63)); }

int main(void) {
    uint32_t x = 0x80f0a501u;
    int32_t sx = (int32_t)0x80f0a501u;
    uint64_t y = 0x8123456789abcdefULL;
    int64_t sy = (int64_t)0x8123456789abcdefULL;
    for (unsigned n = 0; n < 32; n += 3)
        printf("n=%2u shl %08x lshr %08x ashr %08x rotl %08x\n", n, shl32(x, n), lshr32(x, n),
               (uint32_t)ashr32(sx, n), rotl32(x, n));
    for (unsigned n = 0; n < 64; n += 7)
        printf("n=%2u shl %016llx lshr %016llx ashr %016llx rotr %016llx\n", n,
               (unsigned long long)shl64(y, n), (unsigned long long)lshr64(y, n),
               (unsigned long long)ashr64(sy, n), (unsigned long long)rotr64(y, n));
    uint8_t b = 0xb5;
    int8_t sb = (int8_t)0xb5;
    uint16_t h = 0xb5c3;
    int16_t sh = (int16_t)0xb5c3;
    for (int n = 0; n < 8; n++)
        printf("8/16 n=%d %02x %02x %04x %04x\n", n, (uint8_t)(b >> n), (uint8_t)(sb >> n),
               (uint16_t)(h << (2 * n)), (uint16_t)(sh >> (2 * n)));
    printf("const shifts %x %x %llx %llx\n", x << 31, sx >> 31, (unsigned long long)(y >> 63),
           (unsigned long long)(sy >> 63));
    return 0;
}
