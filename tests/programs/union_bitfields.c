/* Bitfields inside unions and structs inside unions: overlapping views of the same
 * storage (written through one member, read through another), signed and unsigned
 * fields, fields wider than 32 bits, zero-width separators, and bitfield arithmetic.
 * Views that depend on byte order are checked against each endianness' layout. */
#include <stdio.h>

union Word {
    unsigned int raw;
    struct { unsigned lo : 8, mid : 16, hi : 8; } u;
    struct { signed a : 4, b : 4; int : 0; } s;
};

struct Packet {
    union {
        unsigned long long all;
        struct { unsigned long long seq : 40, kind : 6, flag : 1, pad : 17; } f;
    } h;
    union { int i; float f; } payload;
    signed char small : 3;
    unsigned char big : 5;
};

union Mixed { struct { short x : 5, y : 11; } p; unsigned short v; };

static int little(void) { union { int i; char c; } t = {1}; return t.c == 1; }

static unsigned long long pack(struct Packet *p, unsigned long long seq, unsigned kind) {
    p->h.all = 0;
    p->h.f.seq = seq;
    p->h.f.kind = kind;
    p->h.f.flag = (seq & 1) != 0;
    return p->h.f.seq + p->h.f.kind + p->h.f.flag;
}

int main(void) {
    union Word w;
    w.raw = 0;
    w.u.mid = 0xBEEF;
    w.u.lo = 0x12;
    w.u.hi = 0xFE;
    printf("fields %x %x %x\n", w.u.lo, w.u.mid, w.u.hi);
    unsigned want = little() ? 0xFEBEEF12u : 0x12BEEFFEu;   /* allocation order */
    printf("raw %d\n", w.raw == want);
    w.raw = 0;
    w.s.a = -3;
    w.s.b = 7;
    printf("signed %d %d\n", w.s.a, w.s.b);
    w.s.b += 2;      /* wraps in 4 signed bits */
    printf("wrap %d %d\n", w.s.a, w.s.b);
    struct Packet pk;
    unsigned long long total = 0;
    for (unsigned long long s = 0xFFFFFFFF00ULL; s < 0xFFFFFFFF08ULL; s++)
        total += pack(&pk, s, (unsigned)(s & 63));
    printf("total %llu seq %llx kind %u flag %u\n", total, (unsigned long long)pk.h.f.seq,
           (unsigned)pk.h.f.kind, (unsigned)pk.h.f.flag);
    pk.h.f.seq = 0xFFFFFFFFFFULL + 2;   /* truncated to 40 bits */
    printf("trunc %llx\n", (unsigned long long)pk.h.f.seq);
    pk.payload.f = 1.0f;
    printf("float bits %x\n", (unsigned)pk.payload.i);
    pk.small = -4;
    pk.big = 31;
    pk.small--;
    pk.big++;
    printf("small %d big %u\n", pk.small, (unsigned)pk.big);
    union Mixed m;
    m.v = 0;
    m.p.x = -1;
    m.p.y = 1000;
    unsigned short mv = little() ? (unsigned short)((1000 << 5) | 31)
                                 : (unsigned short)((31 << 11) | 1000);
    printf("mixed %d %d %d\n", m.p.x, m.p.y, m.v == mv);
    union Mixed arr[4];
    for (int i = 0; i < 4; i++) { arr[i].p.x = i - 2; arr[i].p.y = -i * 300; }
    int sx = 0, sy = 0;
    for (int i = 0; i < 4; i++) { sx += arr[i].p.x; sy += arr[i].p.y; }
    printf("sums %d %d size %u %u\n", sx, sy, (unsigned)sizeof(union Word), (unsigned)sizeof(struct Packet));
    return 0;
}
