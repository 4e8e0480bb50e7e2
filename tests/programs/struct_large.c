#include <stdio.h>
#include <string.h>
#include <stdint.h>

struct big { int64_t a, b, c; int d; char name[12]; };
struct vec8 { double v[8]; };
struct rec { int id; struct { short x, y; } pos; int tags[5]; };

static struct big make_big(int seed) {
    struct big b;
    b.a = seed * 1000LL;
    b.b = -seed;
    b.c = (int64_t)seed << 40;
    b.d = seed * 3;
    strcpy(b.name, "big#");
    b.name[4] = (char)('0' + seed % 10);
    b.name[5] = 0;
    return b;
}

static struct big combine(struct big x, struct big y) {
    struct big r = x;
    r.a += y.a; r.b *= y.b; r.c ^= y.c; r.d -= y.d;
    strcat(r.name, y.name);
    return r;
}

static void print_big(const struct big *b) {
    printf("%lld %lld %llx %d %s\n", (long long)b->a, (long long)b->b, (unsigned long long)b->c, b->d, b->name);
}

static struct vec8 vscale(struct vec8 v, double k) {
    for (int i = 0; i < 8; i++) v.v[i] *= k;
    return v;
}

static double vdot(struct vec8 a, struct vec8 b) {
    double s = 0;
    for (int i = 0; i < 8; i++) s += a.v[i] * b.v[i];
    return s;
}

static void modify(struct rec *r) { r->pos.x++; r->tags[4] = r->id * 2; }
static struct rec by_value(struct rec r) { r.id = 999; r.pos.y = -1; return r; }

int main(void) {
    struct big x = make_big(3), y = make_big(7);
    struct big z = combine(x, y);
    print_big(&x);
    print_big(&y);
    print_big(&z);
    struct vec8 v;
    for (int i = 0; i < 8; i++) v.v[i] = i + 0.5;
    struct vec8 w = vscale(v, -2.0);
    printf("dot %.3f w7 %.3f\n", vdot(v, w), w.v[7]);
    struct rec r = { 5, { 10, 20 }, { 1, 2, 3, 4, 5 } };
    modify(&r);
    struct rec r2 = by_value(r);
    printf("rec %d %d %d %d | %d %d %d %d\n", r.id, r.pos.x, r.pos.y, r.tags[4], r2.id, r2.pos.x, r2.pos.y, r2.tags[4]);
    struct big arr[3];
    for (int i = 0; i < 3; i++) arr[i] = make_big(i + 1);
    struct big t = arr[0]; arr[0] = arr[2]; arr[2] = t;
    for (int i = 0; i < 3; i++) print_big(&arr[i]);
    printf("eq %d\n", memcmp(&arr[1], &arr[1], sizeof(struct big)) == 0);
    return 0;
}
