#include <stdio.h>
#include <stdint.h>

static int sparse(int x) {
    switch (x) {
    case -1000000: return 1;
    case -7: return 2;
    case 0: return 3;
    case 13: return 4;
    case 1000: return 5;
    case 65536: return 6;
    case 99999: return 7;
    case 2147483647: return 8;
    default: return 0;
    }
}

static const char *sp64(uint64_t x) {
    switch (x) {
    case 0x100000000ULL: return "2^32";
    case 0xffffffffffffffffULL: return "max";
    case 42: return "42";
    case 0x8000000000000000ULL: return "2^63";
    default: return "other";
    }
}

static int chars(signed char c) {
    switch (c) {
    case 'a': case 'e': case 'i': case 'o': case 'u': return 1;
    case ' ': return 2;
    case '.': case ',': case '!': return 3;
    case -5: return 4;
    default: return 0;
    }
}

int main(void) {
    int xs[] = { -1000000, -7, 0, 13, 1000, 65536, 99999, 2147483647, 5, -8, 1001 };
    for (int i = 0; i < 11; i++) printf("%d->%d\n", xs[i], sparse(xs[i]));
    uint64_t ys[] = { 0x100000000ULL, 0xffffffffffffffffULL, 42, 0x8000000000000000ULL, 43 };
    for (int i = 0; i < 5; i++) printf("%s ", sp64(ys[i]));
    printf("\n");
    const char *text = "hello, world! quite an example.";
    int counts[5] = { 0 };
    for (const char *p = text; *p; p++) counts[chars((signed char)*p)]++;
    counts[chars(-5)]++;
    printf("counts %d %d %d %d %d\n", counts[0], counts[1], counts[2], counts[3], counts[4]);
    return 0;
}
