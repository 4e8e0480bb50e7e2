#include <stdio.h>
#include <stdint.h>

static uint64_t mix(uint64_t a, uint64_t b) {
    a ^= b + 0x9e3779b97f4a7c15ULL + (a << 6) + (a >> 2);
    return a * 0xff51afd7ed558ccdULL;
}

int main(void) {
    int64_t v[] = { 0, 1, -1, 4294967296LL, -4294967297LL, 0x7fffffffffffffffLL,
                    -0x7fffffffffffffffLL - 1, 123456789012345LL, -987654321098LL, 3 };
    int n = sizeof v / sizeof v[0];
    uint64_t h = 0;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            uint64_t a = (uint64_t)v[i], b = (uint64_t)v[j];
            h = mix(h, a + b);
            h = mix(h, a - b);
            h = mix(h, a * b);
            if (b != 0) {
                h = mix(h, a / b);
                h = mix(h, a % b);
                if (!(v[i] == (-0x7fffffffffffffffLL - 1) && v[j] == -1)) {
                    h = mix(h, (uint64_t)(v[i] / v[j]));
                    h = mix(h, (uint64_t)(v[i] % v[j]));
                }
            }
        }
    }
    printf("hash %016llx\n", (unsigned long long)h);
    for (int i = 0; i < n; i++)
        printf("%lld %llu %llx %llo\n", (long long)v[i], (unsigned long long)v[i],
               (unsigned long long)v[i], (unsigned long long)v[i]);
    int64_t big = 1;
    for (int i = 0; i < 20; i++) big *= 7;
    printf("7^20 = %lld\n", (long long)big);
    uint64_t f = 1;
    for (int i = 1; i <= 25; i++) f *= (uint64_t)i;
    printf("25! mod 2^64 = %llu\n", (unsigned long long)f);
    uint32_t lo = 0xdeadbeef;
    int32_t slo = -2;
    printf("zext %llx sext %llx\n", (unsigned long long)(uint64_t)lo, (unsigned long long)(int64_t)slo);
    printf("trunc %x\n", (uint32_t)0x123456789abcdef0ULL);
    return 0;
}
