#include <stdio.h>
#include <stdint.h>

struct pair { int a, b; };
struct mixed { char c; short s; int i; };
struct fpair { float x, y; };
struct dpair { double x, y; };
struct ld { long long q; double d; };
struct bytes3 { unsigned char r, g, b; };
struct one { int64_t v; };

static struct pair mkpair(int a, int b) { struct pair p = { a, b }; return p; }
static struct pair addp(struct pair x, struct pair y) { x.a += y.a; x.b += y.b; return x; }
static struct mixed bump(struct mixed m) { m.c++; m.s = (short)(m.s * 2); m.i -= 1; return m; }
static struct fpair scalef(struct fpair p, float k) { p.x *= k; p.y *= k; return p; }
static struct dpair rot90(struct dpair p) { struct dpair r = { -p.y, p.x }; return r; }
static struct ld mkld(long long q, double d) { struct ld r = { q * 2, d / 2 }; return r; }
static struct bytes3 inv(struct bytes3 c) { c.r = (unsigned char)(255 - c.r); c.g = (unsigned char)(255 - c.g); c.b = (unsigned char)(255 - c.b); return c; }
static struct one twice(struct one o) { o.v *= 2; return o; }
static int many(struct pair a, struct pair b, struct pair c, struct pair d, struct pair e, int z) {
    return a.a + b.b * 2 + c.a * 3 + d.b * 4 + e.a * 5 + e.b * 6 + z;
}

int main(void) {
    struct pair p = addp(mkpair(1, 2), mkpair(30, 40));
    printf("pair %d %d\n", p.a, p.b);
    struct mixed m = { 'a', 1000, 77 };
    m = bump(bump(m));
    printf("mixed %c %d %d\n", m.c, m.s, m.i);
    struct fpair f = scalef((struct fpair){ 1.5f, -2.25f }, 4.0f);
    printf("fpair %.2f %.2f\n", f.x, f.y);
    struct dpair d = rot90(rot90((struct dpair){ 3.5, 1.25 }));
    printf("dpair %.3f %.3f\n", d.x, d.y);
    struct ld l = mkld(1234567890123LL, 9.5);
    printf("ld %lld %.2f\n", l.q, l.d);
    struct bytes3 c = inv((struct bytes3){ 10, 128, 250 });
    printf("bytes3 %u %u %u\n", c.r, c.g, c.b);
    printf("one %lld\n", (long long)twice(twice((struct one){ -21 })).v);
    printf("many %d\n", many(mkpair(1, 2), mkpair(3, 4), mkpair(5, 6), mkpair(7, 8), mkpair(9, 10), 11));
    struct pair arr[3] = { { 1, 1 }, { 2, 3 }, { 5, 8 } };
    struct pair acc = { 0, 0 };
    for (int i = 0; i < 3; i++) acc = addp(acc, arr[i]);
    printf("acc %d %d\n", acc.a, acc.b);
    return 0;
}
