#include <stdio.h>

/* Floating-point aggregates: AArch64 HFAs, RISC-V FP-struct rules, SPARC memory passing. */
struct f2 { float a, b; };
struct f3 { float x, y, z; };
struct f4 { float v[4]; };
struct d2 { double re, im; };
struct d3 { double x, y, z; };
struct fi { float f; int i; };
struct di { double d; long long l; };
struct id { int i; double d; };

static struct f3 cross(struct f3 a, struct f3 b) {
    struct f3 r = { a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x };
    return r;
}
static struct f4 f4add(struct f4 a, struct f4 b) { for (int i = 0; i < 4; i++) a.v[i] += b.v[i]; return a; }
static struct d2 cmul(struct d2 a, struct d2 b) { struct d2 r = { a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re }; return r; }
static struct d3 d3scale(struct d3 p, double k) { p.x *= k; p.y *= k; p.z *= k; return p; }
static struct f2 swap2(struct f2 p) { struct f2 r = { p.b, p.a }; return r; }
static struct fi fi_mk(float f, int i) { struct fi r = { f * 2, i + 1 }; return r; }
static struct di di_mk(struct di x) { x.d = -x.d; x.l = x.l * 3; return x; }
static struct id id_mk(struct id x) { x.i ^= 0xff; x.d += 0.5; return x; }
static double many(struct d2 a, struct d2 b, struct d2 c, struct d2 d, struct d2 e, double f) {
    return a.re + b.im * 2 + c.re * 3 + d.im * 4 + e.re * 5 + e.im * 6 + f * 7;
}

int main(void) {
    struct f3 c = cross((struct f3){ 1, 0, 0 }, (struct f3){ 0, 1, 0 });
    printf("cross %.1f %.1f %.1f\n", c.x, c.y, c.z);
    c = cross((struct f3){ 1.5f, -2, 3 }, (struct f3){ 4, 5.25f, -6 });
    printf("cross %.3f %.3f %.3f\n", c.x, c.y, c.z);
    struct f4 s = f4add((struct f4){ { 1, 2, 3, 4 } }, (struct f4){ { 0.5f, 0.25f, 0.125f, 0.0625f } });
    printf("f4 %.4f %.4f %.4f %.4f\n", s.v[0], s.v[1], s.v[2], s.v[3]);
    struct d2 z = { 1, 1 };
    for (int i = 0; i < 5; i++) z = cmul(z, (struct d2){ 0.5, 1.5 });
    printf("cmul %.6f %.6f\n", z.re, z.im);
    struct d3 p = d3scale((struct d3){ 1, -2, 3.5 }, 2.5);
    printf("d3 %.2f %.2f %.2f\n", p.x, p.y, p.z);
    struct f2 w = swap2((struct f2){ 1.25f, -7.5f });
    printf("f2 %.2f %.2f\n", w.a, w.b);
    struct fi fi = fi_mk(3.25f, 41);
    printf("fi %.2f %d\n", fi.f, fi.i);
    struct di di = di_mk((struct di){ 2.75, -5000000000LL });
    printf("di %.2f %lld\n", di.d, di.l);
    struct id id = id_mk((struct id){ 0x1234, 9.25 });
    printf("id %x %.2f\n", id.i, id.d);
    printf("many %.3f\n", many((struct d2){ 1, 2 }, (struct d2){ 3, 4 }, (struct d2){ 5, 6 }, (struct d2){ 7, 8 },
                               (struct d2){ 9, 10 }, 11.5));
    return 0;
}
