#include <stdio.h>
#include <stdint.h>

static int8_t add8(int8_t a, int8_t b) { return (int8_t)(a + b); }
static uint8_t mul8(uint8_t a, uint8_t b) { return (uint8_t)(a * b); }
static int8_t neg8(int8_t a) { return (int8_t)-a; }

int main(void) {
    volatile int8_t vals[] = { 0, 1, -1, 127, -128, 100, -100, 55, -3 };
    int n = sizeof(vals) / sizeof(vals[0]);
    unsigned sum = 0;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
            int8_t a = vals[i], b = vals[j];
            int8_t s = add8(a, b);
            int8_t d = (int8_t)(a - b);
            uint8_t m = mul8((uint8_t)a, (uint8_t)b);
            sum = sum * 31u + (uint8_t)s + ((uint8_t)d << 8) + ((unsigned)m << 16);
            if (i == j || i + 1 == j)
                printf("a=%d b=%d add=%d sub=%d umul=%u sdiv=%d\n", a, b, s, d, m,
                       b != 0 && !(a == -128 && b == -1) ? a / b : 0);
        }
    }
    printf("checksum %u\n", sum);
    printf("neg -128 -> %d, neg 5 -> %d\n", neg8(-128), neg8(5));
    uint8_t u = 250;
    for (int k = 0; k < 10; k++) u++;
    printf("250+10 as uint8 = %u\n", u);
    int8_t sc = -5;
    uint8_t uc = 200;
    printf("sext %d zext %d cmp %d %d\n", (int)sc, (int)uc, sc < 0, uc > 127);
    printf("hhd %hhd hhu %hhu\n", (signed char)-20, (unsigned char)236);
    return 0;
}
