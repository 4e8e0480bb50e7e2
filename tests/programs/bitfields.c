#include <stdio.h>
#include <stdint.h>

struct flags {
    unsigned a : 1;
    unsigned b : 3;
    unsigned c : 5;
    signed d : 4;
    unsigned e : 12;
    unsigned f : 7;
};

struct hdr {
    uint32_t version : 4;
    uint32_t ihl : 4;
    uint32_t tos : 8;
    uint32_t len : 16;
};

struct wide { unsigned long long lo : 40; unsigned long long hi : 24; };

int main(void) {
    struct flags x = { 0 };
    x.a = 1; x.b = 5; x.c = 31; x.d = -3; x.e = 4000; x.f = 100;
    printf("%u %u %u %d %u %u\n", x.a, x.b, x.c, x.d, x.e, x.f);
    x.b += 4;   /* wraps in 3 bits */
    x.c++;      /* wraps to 0 */
    x.d = 7;
    x.d -= 15;  /* -8 fits in a signed 4-bit field */
    x.e = x.e * 2;
    printf("%u %u %u %d %u %u\n", x.a, x.b, x.c, x.d, x.e, x.f);
    struct hdr h;
    h.version = 4; h.ihl = 5; h.tos = 0xb8; h.len = 1500;
    printf("hdr %u %u %x %u\n", h.version, h.ihl, h.tos, h.len);
    h.len = h.len + 64000;
    printf("len wraps %u\n", h.len);
    struct wide w;
    w.lo = 0xffffffffffULL; w.hi = 0xabcdef;
    w.lo++;
    printf("wide %llx %llx\n", (unsigned long long)w.lo, (unsigned long long)w.hi);
    struct flags arr[4];
    for (int i = 0; i < 4; i++) { arr[i].a = i & 1; arr[i].b = i; arr[i].c = i * 9; arr[i].d = i - 2; arr[i].e = i * 1000; arr[i].f = 127 - i; }
    int sum = 0;
    for (int i = 0; i < 4; i++) sum += arr[i].a + arr[i].b + arr[i].c + arr[i].d + arr[i].e + arr[i].f;
    printf("sum %d\n", sum);
    return 0;
}
