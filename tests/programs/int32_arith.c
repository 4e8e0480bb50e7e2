#include <stdio.h>
#include <stdint.h>
#include <limits.h>

int main(void) {
    int32_t v[] = { 0, 1, -1, 7, -7, 100000, -99999, INT_MAX, INT_MIN, 65536, 12345678 };
    int n = sizeof v / sizeof v[0];
    uint32_t h = 2166136261u;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            uint32_t a = (uint32_t)v[i], b = (uint32_t)v[j];
            uint32_t r[6];
            r[0] = a + b;
            r[1] = a - b;
            r[2] = a * b;
            r[3] = a & b;
            r[4] = a | ~b;
            r[5] = a ^ (b >> 3);
            for (int k = 0; k < 6; k++) h = (h ^ r[k]) * 16777619u;
        }
    }
    printf("fnv %08x\n", h);
    for (int i = 0; i < n; i++) {
        int32_t a = v[i];
        uint32_t ua = (uint32_t)a;
        printf("%d: neg=%u sq=%u half=%d mod7=%d umod7=%u\n", a, 0u - ua, ua * ua,
               a / 2, a % 7, ua % 7);
    }
    printf("INT_MAX+1 wraps to %d\n", (int32_t)((uint32_t)INT_MAX + 1u));
    printf("%i %i\n", INT_MIN, INT_MAX);
    return 0;
}
