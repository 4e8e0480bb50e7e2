#include <stdio.h>
#include <stdint.h>

static uint32_t lcg_state = 1;
static uint32_t lcg(void) { lcg_state = lcg_state * 1664525u + 1013904223u; return lcg_state; }

static uint64_t pcg_state = 0x853c49e6748fea9bULL;
static uint32_t pcg32(void) {
    uint64_t old = pcg_state;
    pcg_state = old * 6364136223846793005ULL + 1442695040888963407ULL;
    uint32_t xorshifted = (uint32_t)(((old >> 18) ^ old) >> 27);
    uint32_t rot = (uint32_t)(old >> 59);
    return (xorshifted >> rot) | (xorshifted << ((0u - rot) & 31));
}

int main(void) {
    for (int i = 0; i < 5; i++) printf("lcg %u\n", lcg());
    for (int i = 0; i < 5; i++) printf("pcg %08x\n", pcg32());
    int hist[10] = { 0 };
    for (int i = 0; i < 5000; i++) hist[(lcg() >> 16) % 10]++;
    for (int i = 0; i < 10; i++) printf("%d ", hist[i]);
    printf("\n");
    /* Monte Carlo pi with integer arithmetic */
    int inside = 0, n = 4000;
    for (int i = 0; i < n; i++) {
        uint32_t x = pcg32() >> 16, y = pcg32() >> 16;
        if ((uint64_t)x * x + (uint64_t)y * y < 65536ULL * 65536ULL) inside++;
    }
    printf("pi ~ %.4f\n", 4.0 * inside / n);
    /* shuffle */
    int deck[16];
    for (int i = 0; i < 16; i++) deck[i] = i;
    for (int i = 15; i > 0; i--) { int j = (int)(lcg() % (uint32_t)(i + 1)); int t = deck[i]; deck[i] = deck[j]; deck[j] = t; }
    for (int i = 0; i < 16; i++) printf("%d ", deck[i]);
    printf("\n");
    return 0;
}
