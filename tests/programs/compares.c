#include <stdio.h>
#include <stdint.h>

static int cmp_s32(int32_t a, int32_t b) { return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 | (a != b) << 5; }
static int cmp_u32(uint32_t a, uint32_t b) { return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 | (a != b) << 5; }
static int cmp_s64(int64_t a, int64_t b) { return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 | (a != b) << 5; }
static int cmp_u64(uint64_t a, uint64_t b) { return (a < b) | (a <= b) << 1 | (a > b) << 2 | (a >= b) << 3 | (a == b) << 4 | (a != b) << 5; }
static int cmp_s8(int8_t a, int8_t b) { return (a < b) | (a > b) << 1; }
static int cmp_u8(uint8_t a, uint8_t b) { return (a < b) | (a > b) << 1; }
static int cmp_s16(int16_t a, int16_t b) { return (a < b) | (a > b) << 1; }
static int cmp_u16(uint16_t a, uint16_t b) { return (a < b) | (a > b) << 1; }

static int32_t smax(int32_t a, int32_t b) { return a > b ? a : b; }
static uint32_t umin(uint32_t a, uint32_t b) { return a < b ? a : b; }

int main(void) {
    int64_t v[] = { 0, 1, -1, 2, 127, -128, 255, 32767, -32768, 2147483647LL, -2147483648LL,
                    4294967295LL, 0x7fffffffffffffffLL, -0x7fffffffffffffffLL - 1 };
    int n = sizeof v / sizeof v[0];
    for (int i = 0; i < n; i++) {
        printf("%lld:", (long long)v[i]);
        for (int j = 0; j < n; j++) {
            int64_t a = v[i], b = v[j];
            printf(" %x%x%x%x%x%x%x%x", cmp_s32((int32_t)a, (int32_t)b), cmp_u32((uint32_t)a, (uint32_t)b),
                   cmp_s64(a, b), cmp_u64((uint64_t)a, (uint64_t)b), cmp_s8((int8_t)a, (int8_t)b),
                   cmp_u8((uint8_t)a, (uint8_t)b), cmp_s16((int16_t)a, (int16_t)b), cmp_u16((uint16_t)a, (uint16_t)b));
        }
        printf("\n");
    }
    printf("smax %d umin %u\n", smax(-5, 3), umin(0xffffffffu, 3));
    int cnt = 0;
    for (int i = -10; i < 10; i++)
        if (i * i > 20 && i != 7) cnt++;
    printf("cnt %d\n", cnt);
    return 0;
}
