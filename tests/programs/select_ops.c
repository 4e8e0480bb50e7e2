#include <stdio.h>
#include <stdint.h>

static int32_t imin(int32_t a, int32_t b) { return a < b ? a : b; }
static int32_t imax(int32_t a, int32_t b) { return a > b ? a : b; }
static uint32_t umax(uint32_t a, uint32_t b) { return a > b ? a : b; }
static int64_t clamp64(int64_t v, int64_t lo, int64_t hi) { return v < lo ? lo : v > hi ? hi : v; }
static int32_t iabs(int32_t v) { return v < 0 ? -v : v; }
static int sgn(int64_t v) { return (v > 0) - (v < 0); }
static double dmax(double a, double b) { return a > b ? a : b; }
static float fclamp(float v) { return v < 0.0f ? 0.0f : v > 1.0f ? 1.0f : v; }
static const char *parity(int v) { return v & 1 ? "odd" : "even"; }
static uint8_t sat_add8(uint8_t a, uint8_t b) { unsigned s = (unsigned)a + b; return s > 255 ? 255 : (uint8_t)s; }

int main(void) {
    int32_t v[] = { -7, 0, 3, -2147483647, 2147483647, 42 };
    for (int i = 0; i < 6; i++) {
        int32_t a = v[i], b = v[(i + 2) % 6];
        printf("%d %d: min %d max %d umax %u abs %d sgn %d %s\n", a, b, imin(a, b), imax(a, b),
               umax((uint32_t)a, (uint32_t)b), iabs(a), sgn(a), parity(a));
    }
    printf("clamp %lld %lld %lld\n", (long long)clamp64(-5000000000LL, -100, 100), (long long)clamp64(50, -100, 100),
           (long long)clamp64(1LL << 50, -100, 100));
    printf("dmax %.2f fclamp %.2f %.2f %.2f\n", dmax(-1.5, -2.5), fclamp(-3.0f), fclamp(0.25f), fclamp(9.0f));
    printf("sat %u %u\n", sat_add8(200, 100), sat_add8(20, 30));
    int count = 0;
    for (int i = 0; i < 50; i++) count += (i % 3 == 0) ? 2 : (i % 5 == 0) ? 1 : 0;
    printf("count %d\n", count);
    _Bool flags[4] = { 1, 0, 1, 1 };
    int m = 0;
    for (int i = 0; i < 4; i++) m |= flags[i] << i;
    printf("mask %d\n", m);
    return 0;
}
