#include <stdio.h>
#include <stdint.h>
#include <string.h>

union num { int32_t i; uint32_t u; float f; };
union wide { uint64_t u; double d; uint32_t half[2]; };

enum kind { K_INT, K_DBL, K_STR };
struct value { enum kind k; union { long long i; double d; const char *s; } as; };

static void show(struct value v) {
    switch (v.k) {
    case K_INT: printf("int %lld\n", v.as.i); break;
    case K_DBL: printf("dbl %.4f\n", v.as.d); break;
    case K_STR: printf("str %s\n", v.as.s); break;
    }
}

int main(void) {
    union num n;
    n.f = 1.0f;
    printf("1.0f bits %08x\n", n.u);
    n.f = -0.15625f;
    printf("-0.15625f bits %08x\n", n.u);
    n.u = 0x40490fdb;
    printf("pi-ish %.6f\n", n.f);
    union wide w;
    w.d = 2.5;
    printf("2.5 bits %016llx\n", (unsigned long long)w.u);
    w.u = 0x3ff8000000000000ULL;
    printf("d %.3f\n", w.d);
    /* endianness-independent check: write halves via the uint64 */
    w.u = 0x1122334455667788ULL;
    uint32_t h0 = w.half[0], h1 = w.half[1];
    printf("halves contain %d\n", (h0 == 0x55667788u && h1 == 0x11223344u) || (h1 == 0x55667788u && h0 == 0x11223344u));
    struct value vs[3] = { { K_INT, { .i = -42 } }, { K_DBL, { .d = 3.25 } }, { K_STR, { .s = "hello" } } };
    for (int i = 0; i < 3; i++) show(vs[i]);
    float f = 3.0f;
    uint32_t bits;
    memcpy(&bits, &f, 4);
    printf("memcpy bits %08x\n", bits);
    printf("sizeof %d %d\n", (int)sizeof(union num), (int)sizeof(union wide));
    return 0;
}
