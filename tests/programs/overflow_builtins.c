#include <stdio.h>
#include <stdint.h>
#include <limits.h>

int main(void) {
    int32_t r32;
    int32_t a32[] = { 0, 1, -1, INT_MAX, INT_MIN, 46341, -46341, 65536 };
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j += 3) {
            int32_t a = a32[i], b = a32[j];
            int oa = __builtin_add_overflow(a, b, &r32); int32_t ra = r32;
            int os = __builtin_sub_overflow(a, b, &r32); int32_t rs = r32;
            int om = __builtin_mul_overflow(a, b, &r32); int32_t rm = r32;
            printf("s32 %d %d: add %d/%d sub %d/%d mul %d/%d\n", a, b, oa, ra, os, rs, om, rm);
        }
    uint32_t u;
    printf("u32 add %d ", __builtin_add_overflow(0xffffffffu, 1u, &u)); printf("%u\n", u);
    printf("u32 sub %d ", __builtin_sub_overflow(1u, 2u, &u)); printf("%u\n", u);
    printf("u32 mul %d ", __builtin_mul_overflow(65536u, 65536u, &u)); printf("%u\n", u);
    printf("u32 mul %d ", __builtin_mul_overflow(65535u, 65537u, &u)); printf("%u\n", u);
    int64_t r64;
    int64_t a64[] = { 0, -1, INT64_MAX, INT64_MIN, 3037000500LL, -3037000500LL, 1LL << 32 };
    for (int i = 0; i < 7; i++)
        for (int j = 0; j < 7; j += 2) {
            int64_t a = a64[i], b = a64[j];
            int oa = __builtin_add_overflow(a, b, &r64); int64_t ra = r64;
            int os = __builtin_sub_overflow(a, b, &r64); int64_t rs = r64;
            int om = __builtin_mul_overflow(a, b, &r64); int64_t rm = r64;
            printf("s64 %lld %lld: add %d/%lld sub %d/%lld mul %d/%lld\n", (long long)a, (long long)b,
                   oa, (long long)ra, os, (long long)rs, om, (long long)rm);
        }
    uint64_t u64;
    int o = __builtin_mul_overflow(0x100000000ULL, 0x100000001ULL, &u64);
    printf("u64 mul %d %llx\n", o, (unsigned long long)u64);
    o = __builtin_add_overflow(0xfffffffffffffff0ULL, 0x20ULL, &u64);
    printf("u64 add %d %llx\n", o, (unsigned long long)u64);
    int8_t r8;
    o = __builtin_add_overflow((int8_t)100, (int8_t)100, &r8);
    printf("s8 add %d %d\n", o, r8);
    uint16_t r16;
    o = __builtin_mul_overflow((uint16_t)300, (uint16_t)300, &r16);
    printf("u16 mul %d %u\n", o, r16);
    /* mixed types: int result from unsigned operands */
    int mixed;
    o = __builtin_add_overflow(0x7fffffffu, 0u, &mixed);
    printf("mixed %d %d\n", o, mixed);
    o = __builtin_sub_overflow(0u, 1u, &mixed);
    printf("mixed2 %d %d\n", o, mixed);
    /* checked factorial */
    int64_t f = 1;
    int n;
    for (n = 1; n < 40; n++) if (__builtin_mul_overflow(f, (int64_t)n, &f)) break;
    printf("factorial overflows at %d\n", n);
    return 0;
}
