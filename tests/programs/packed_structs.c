/* Packed and over-aligned structures: unaligned fields read and written in place,
 * packed bitfields straddling bytes, arrays of packed records, flexible array members,
 * struct copies of odd sizes, and _Alignas. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct __attribute__((packed)) Rec {
    char tag;
    int value;
    short small;
    long long wide;
    double real;
};

struct __attribute__((packed)) Bits {
    unsigned a : 3;
    unsigned b : 9;
    unsigned c : 7;
    unsigned d : 13;
    unsigned char tail;
};

struct Flex {
    int n;
    short items[];
};

struct Odd { char c[7]; };

struct Aligned { char c; _Alignas(32) int x; };

static long long checksum(const struct Rec *r, int n) {
    long long s = 0;
    for (int i = 0; i < n; i++)
        s += r[i].tag + r[i].value * 3LL + r[i].small * 5LL + r[i].wide + (long long)(r[i].real * 8);
    return s;
}

static struct Odd shift(struct Odd o) {
    struct Odd r;
    for (int i = 0; i < 7; i++) r.c[i] = o.c[(i + 1) % 7];
    return r;
}

int main(void) {
    struct Rec recs[5];
    for (int i = 0; i < 5; i++) {
        recs[i].tag = (char)('A' + i);
        recs[i].value = -1000 * i + 7;
        recs[i].small = (short)(i * 300 - 600);
        recs[i].wide = (long long)i << 40 | 0x1234;
        recs[i].real = i * 0.125;
    }
    recs[2].value += 11;
    recs[3].wide ^= 0xFFFF;
    printf("sizes %u %u %u\n", (unsigned)sizeof(struct Rec), (unsigned)sizeof(struct Bits),
           (unsigned)sizeof(struct Aligned));
    printf("checksum %lld\n", checksum(recs, 5));
    struct Bits b;
    memset(&b, 0, sizeof b);
    b.a = 5; b.b = 300; b.c = 100; b.d = 7000; b.tail = 0xAB;
    b.b += 250;                       /* wraps in 9 bits */
    b.d = b.d * 2 + 1;                /* wraps in 13 bits */
    printf("bits %u %u %u %u %x\n", b.a, b.b, b.c, b.d, b.tail);
    struct Flex *f = malloc(sizeof(struct Flex) + 10 * sizeof(short));
    f->n = 10;
    for (int i = 0; i < f->n; i++) f->items[i] = (short)(i * i - 20);
    int fs = 0;
    for (int i = 0; i < f->n; i++) fs += f->items[i];
    printf("flex %d\n", fs);
    free(f);
    struct Odd o = {{'p', 'a', 'c', 'k', 'e', 'd', '!'}};
    for (int k = 0; k < 3; k++) o = shift(o);
    printf("odd %.7s\n", o.c);
    struct Aligned al[2];
    printf("aligned %u %u\n", (unsigned)((unsigned long)&al[1].x % 32),
           (unsigned)((char *)&al[1] - (char *)&al[0]));
    signed char buf[32];
    for (int i = 0; i < 32; i++) buf[i] = (char)i;
    struct Rec *u = (struct Rec *)(buf + 3);   /* packed: any address is fine */
    u->value = 0x01020304;
    u->wide = -2;
    /* byte sums that do not depend on the byte order */
    printf("unaligned %d %lld %d %d\n", u->value, u->wide, buf[4] + buf[5] + buf[6] + buf[7],
           buf[10] + buf[17]);
    return 0;
}
