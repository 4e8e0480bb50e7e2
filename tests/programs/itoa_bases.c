#include <stdio.h>
#include <stdint.h>
#include <string.h>

static char *utoa(uint64_t v, unsigned base, char *buf) {
    const char *digits = "0123456789abcdefghijklmnopqrstuvwxyz";
    char tmp[70];
    int n = 0;
    do { tmp[n++] = digits[v % base]; v /= base; } while (v);
    for (int i = 0; i < n; i++) buf[i] = tmp[n - 1 - i];
    buf[n] = 0;
    return buf;
}

static char *itoa64(int64_t v, char *buf) {
    if (v < 0) { buf[0] = '-'; utoa(0 - (uint64_t)v, 10, buf + 1); }
    else utoa((uint64_t)v, 10, buf);
    return buf;
}

static int64_t parse(const char *s, unsigned base) {
    int neg = 0;
    if (*s == '-') { neg = 1; s++; }
    uint64_t v = 0;
    for (; *s; s++) {
        unsigned d = (*s >= '0' && *s <= '9') ? (unsigned)(*s - '0') : (unsigned)(*s - 'a' + 10);
        v = v * base + d;
    }
    return neg ? (int64_t)(0 - v) : (int64_t)v;
}

int main(void) {
    char buf[80];
    uint64_t vals[] = { 0, 1, 255, 65535, 1000000, 0xdeadbeefULL, 0xffffffffffffffffULL };
    unsigned bases[] = { 2, 8, 10, 16, 36 };
    for (int i = 0; i < 7; i++) {
        printf("%llu:", (unsigned long long)vals[i]);
        for (int b = 0; b < 5; b++) printf(" %s", utoa(vals[i], bases[b], buf));
        printf("\n");
    }
    int64_t sv[] = { 0, -1, 12345, -9223372036854775807LL - 1, 9223372036854775807LL };
    for (int i = 0; i < 5; i++) {
        itoa64(sv[i], buf);
        printf("%s roundtrip %d\n", buf, parse(buf, 10) == sv[i]);
    }
    printf("parse hex %lld bin %lld b36 %lld\n", (long long)parse("ff00", 16), (long long)parse("101101", 2),
           (long long)parse("zz", 36));
    return 0;
}
