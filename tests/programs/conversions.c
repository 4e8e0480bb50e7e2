#include <stdio.h>
#include <stdint.h>

int main(void) {
    double ds[] = { 0.0, 0.9, -0.9, 1.5, -1.5, 2.5, 1e9, -1e9, 4e9, 123456789.987, 9.2e18, 1.8e19 };
    for (int i = 0; i < 12; i++) {
        double d = ds[i];
        printf("%.3f:", d);
        if (d > -2147483648.0 && d < 2147483648.0) printf(" i32=%d", (int32_t)d);
        if (d > -1.0 && d < 4294967296.0) printf(" u32=%u", (uint32_t)d);
        if (d > -9.2e18 && d < 9.2e18 + 1) printf(" i64=%lld", (long long)(int64_t)d);
        if (d > -1.0 && d < 1.8e19 + 1) printf(" u64=%llu", (unsigned long long)(uint64_t)d);
        if (d > -128.0 && d < 128.0) printf(" i8=%d", (int8_t)d);
        if (d > -1.0 && d < 65536.0) printf(" u16=%u", (uint16_t)d);
        printf(" f=%.3f\n", (float)d);
    }
    int64_t is[] = { 0, 1, -1, 16777217, -16777217, 9007199254740993LL, -9007199254740993LL, 0x7fffffffffffffffLL };
    for (int i = 0; i < 8; i++)
        printf("%lld -> d %.1f f %.1f\n", (long long)is[i], (double)is[i], (float)is[i]);
    uint64_t us[] = { 0, 1, 0x8000000000000000ULL, 0xffffffffffffffffULL, 0x8000000000000401ULL, 12345678901234567890ULL };
    for (int i = 0; i < 6; i++)
        printf("%llu -> d %.1f f %.1f\n", (unsigned long long)us[i], (double)us[i], (float)us[i]);
    uint32_t u32s[] = { 0, 1, 0x80000000u, 0xffffffffu, 16777217u };
    for (int i = 0; i < 5; i++) printf("%u -> d %.1f f %.1f\n", u32s[i], (double)u32s[i], (float)u32s[i]);
    int8_t c8 = -100; uint8_t u8 = 200; int16_t s16 = -30000; uint16_t u16 = 60000;
    printf("small to fp %.1f %.1f %.1f %.1f\n", (double)c8, (double)u8, (float)s16, (float)u16);
    float f = 16777216.0f;
    printf("f+1 %.1f d(f)+1 %.1f\n", f + 1.0f, (double)f + 1.0);
    double dd = 1.0000001;
    float ff = (float)dd;
    printf("narrow %.10f widen %.10f\n", (double)ff, (double)(float)0.1);
    printf("int widen %lld %llu %d %u\n", (long long)(int32_t)-5, (unsigned long long)(uint32_t)-5,
           (int)(int16_t)(uint16_t)65535, (unsigned)(uint8_t)(int8_t)-1);
    printf("bool %d %d %d\n", (_Bool)0.5, (_Bool)0.0, (_Bool)-3);
    return 0;
}
