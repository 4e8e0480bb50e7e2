#include <stdio.h>
#include <stdint.h>

/* recursion depth 6000, with a non-tail call so it cannot become a loop */
static int64_t sum_to(int n, volatile int *depth) {
    if (n == 0) return 0;
    if (*depth < n) *depth = n;
    int64_t r = sum_to(n - 1, depth);
    return r + n;
}

struct frame { int a[8]; };
static unsigned chain(int n, struct frame f) {
    if (n == 0) return 0;
    f.a[n & 7] += n;
    unsigned s = chain(n - 1, f);
    return s * 31u + (unsigned)f.a[n & 7];
}

int main(void) {
    volatile int depth = 0;
    int64_t r = sum_to(6000, &depth);
    printf("sum_to(6000)=%lld depth=%d\n", (long long)r, depth);
    struct frame f = { { 1, 2, 3, 4, 5, 6, 7, 8 } };
    printf("chain(2000)=%u\n", chain(2000, f));
    return 0;
}
