/* Struct returns and varargs together: small/large/mixed-float structs returned by value
 * from variadic and fixed functions, structs passed through `...` and read with va_arg,
 * va_copy, nested variadic forwarding through vprintf. */
#include <stdio.h>
#include <stdarg.h>

typedef struct { int a, b; } Pair;
typedef struct { double x; float y; } DF;
typedef struct { float f[3]; } F3;
typedef struct { char c; short s; long long l; } CSL;
typedef struct { long long w[5]; } Big;
typedef struct { unsigned char b[3]; } Tiny;

static Pair pick_pair(int n, ...) {
    va_list ap;
    va_start(ap, n);
    Pair best = {0, 0};
    for (int i = 0; i < n; i++) {
        Pair p = va_arg(ap, Pair);
        if (p.a + p.b > best.a + best.b) best = p;
    }
    va_end(ap);
    return best;
}

static DF mix(const char *fmt, ...) {
    va_list ap, cp;
    va_start(ap, fmt);
    va_copy(cp, ap);
    DF r = {0, 0};
    for (const char *p = fmt; *p; p++) {
        switch (*p) {
        case 'i': r.x += va_arg(ap, int); break;
        case 'd': r.x += va_arg(ap, double); break;
        case 'l': r.x += (double)va_arg(ap, long long); break;
        case 'F': { F3 f = va_arg(ap, F3); r.y += f.f[0] + f.f[1] + f.f[2]; break; }
        case 'D': { DF d = va_arg(ap, DF); r.x += d.x; r.y += d.y; break; }
        case 'C': { CSL c = va_arg(ap, CSL); r.x += c.c + c.s + (double)c.l; break; }
        case 'B': { Big b = va_arg(ap, Big); for (int k = 0; k < 5; k++) r.x += (double)b.w[k]; break; }
        case 'T': { Tiny t = va_arg(ap, Tiny); r.y += t.b[0] + t.b[1] + t.b[2]; break; }
        }
    }
    int count = 0;
    for (const char *p = fmt; *p; p++)
        if (*p == 'i') { (void)va_arg(cp, int); count++; } else break;
    va_end(cp);
    va_end(ap);
    r.y += count * 1000;
    return r;
}

static Big make_big(int seed) {
    Big b;
    for (int k = 0; k < 5; k++) b.w[k] = (long long)seed * (k + 1) * 1000000007LL;
    return b;
}

static F3 make_f3(float s) { F3 f = {{s, s * 2, s * 3}}; return f; }
static CSL make_csl(int s) { CSL c = {(char)s, (short)(s * 100), (long long)s << 40}; return c; }
static Tiny make_tiny(int s) { Tiny t = {{(unsigned char)s, (unsigned char)(s + 1), (unsigned char)(s + 2)}}; return t; }

static void logf_(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    printf("[log] ");
    vprintf(fmt, ap);
    va_end(ap);
}

int main(void) {
    Pair p1 = {1, 2}, p2 = {10, -3}, p3 = {4, 4};
    Pair best = pick_pair(3, p1, p2, p3);
    printf("best %d %d\n", best.a, best.b);
    DF d0 = {1.5, 2.5f};
    DF r = mix("iidlFDCBT", 3, 4, 0.5, 1LL << 35, make_f3(1.5f), d0, make_csl(7),
               make_big(3), make_tiny(9));
    printf("mix %.3f %.3f\n", r.x, (double)r.y);
    r = mix("TdTF", make_tiny(1), 2.0, make_tiny(200), make_f3(-0.5f));
    printf("mix2 %.3f %.3f\n", r.x, (double)r.y);
    Big b = make_big(-2);
    printf("big %lld %lld\n", b.w[0], b.w[4]);
    logf_("%d %s %.2f %lld %c\n", 42, "str", 3.14159, -5LL, 'z');
    return 0;
}
