#include <stdio.h>
#include <stdint.h>

static int8_t sd8(int8_t a, int8_t b) { return (int8_t)(a / b); }
static int8_t sr8(int8_t a, int8_t b) { return (int8_t)(a % b); }
static uint8_t ud8(uint8_t a, uint8_t b) { return (uint8_t)(a / b); }
static uint8_t ur8(uint8_t a, uint8_t b) { return (uint8_t)(a % b); }
static int16_t sd16(int16_t a, int16_t b) { return (int16_t)(a / b); }
static int16_t sr16(int16_t a, int16_t b) { return (int16_t)(a % b); }
static uint16_t ud16(uint16_t a, uint16_t b) { return (uint16_t)(a / b); }
static uint16_t ur16(uint16_t a, uint16_t b) { return (uint16_t)(a % b); }
static int32_t sd32(int32_t a, int32_t b) { return a / b; }
static int32_t sr32(int32_t a, int32_t b) { return a % b; }
static uint32_t ud32(uint32_t a, uint32_t b) { return a / b; }
static uint32_t ur32(uint32_t a, uint32_t b) { return a % b; }
static int64_t sd64(int64_t a, int64_t b) { return a / b; }
static int64_t sr64(int64_t a, int64_t b) { return a % b; }
static uint64_t ud64(uint64_t a, uint64_t b) { return a / b; }
static uint64_t ur64(uint64_t a, uint64_t b) { return a % b; }

int main(void) {
    int32_t nums[] = { 0, 1, -1, 7, -7, 13, -13, 100, -100, 127, -128, 255 };
    int32_t dens[] = { 1, -1, 2, -2, 3, -3, 7, -7, 10, 16, -16, 127 };
    for (int i = 0; i < 12; i++) {
        for (int j = 0; j < 12; j += 3) {
            int32_t a = nums[i], b = dens[j];
            printf("%d,%d: s8 %d %d u8 %u %u s16 %d %d u16 %u %u\n", a, b,
                   (a == -128 && b == -1) ? 0 : sd8((int8_t)a, (int8_t)b),
                   (a == -128 && b == -1) ? 0 : sr8((int8_t)a, (int8_t)b),
                   ud8((uint8_t)a, (uint8_t)b), ur8((uint8_t)a, (uint8_t)b),
                   sd16((int16_t)a, (int16_t)b), sr16((int16_t)a, (int16_t)b),
                   ud16((uint16_t)a, (uint16_t)b), ur16((uint16_t)a, (uint16_t)b));
            printf("   s32 %d %d u32 %u %u\n", sd32(a * 1000003, b), sr32(a * 1000003, b),
                   ud32((uint32_t)a * 1000003u, (uint32_t)b), ur32((uint32_t)a * 1000003u, (uint32_t)b));
            int64_t A = (int64_t)a * 1000000007LL * 1000LL;
            printf("   s64 %lld %lld u64 %llu %llu\n", (long long)sd64(A, b), (long long)sr64(A, b),
                   (unsigned long long)ud64((uint64_t)A, (uint64_t)(int64_t)b),
                   (unsigned long long)ur64((uint64_t)A, (uint64_t)(int64_t)b));
        }
    }
    /* division by constants (optimizer turns these into multiplies) */
    for (int32_t x = -50; x <= 50; x += 17) {
        uint32_t ux = (uint32_t)x;
        printf("const %d: /3=%d %%3=%d /10=%d %%10=%d /16=%d %%16=%d u/3=%u u/10=%u u%%7=%u\n",
               x, x / 3, x % 3, x / 10, x % 10, x / 16, x % 16, ux / 3, ux / 10, ux % 7);
        int64_t y = (int64_t)x * 123456789123LL;
        printf("  64: /1000=%lld %%1000=%lld u/9=%llu\n", (long long)(y / 1000), (long long)(y % 1000),
               (unsigned long long)((uint64_t)y / 9));
    }
    return 0;
}
