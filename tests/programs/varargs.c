#include <stdio.h>
#include <stdarg.h>
#include <stdint.h>

static int sum_ints(int n, ...) {
    va_list ap;
    va_start(ap, n);
    int s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, int);
    va_end(ap);
    return s;
}

static long long sum_ll(int n, ...) {
    va_list ap;
    va_start(ap, n);
    long long s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, long long);
    va_end(ap);
    return s;
}

static double avg(int n, ...) {
    va_list ap;
    va_start(ap, n);
    double s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, double);
    va_end(ap);
    return s / n;
}

/* format: i=int, l=long long, d=double, s=string, p=int pointer */
static void mixed(const char *fmt, ...) {
    va_list ap, ap2;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    for (const char *p = fmt; *p; p++) {
        switch (*p) {
        case 'i': printf("i:%d ", va_arg(ap, int)); break;
        case 'l': printf("l:%lld ", va_arg(ap, long long)); break;
        case 'd': printf("d:%.3f ", va_arg(ap, double)); break;
        case 's': printf("s:%s ", va_arg(ap, const char *)); break;
        case 'p': printf("p:%d ", *va_arg(ap, int *)); break;
        }
    }
    printf("| ");
    /* second pass with the copy: count only */
    int n = 0;
    for (const char *p = fmt; *p; p++) {
        switch (*p) {
        case 'i': (void)va_arg(ap2, int); n++; break;
        case 'l': (void)va_arg(ap2, long long); n++; break;
        case 'd': (void)va_arg(ap2, double); n++; break;
        case 's': (void)va_arg(ap2, const char *); n++; break;
        case 'p': n += *va_arg(ap2, int *) > 0; break;
        }
    }
    va_end(ap2);
    va_end(ap);
    printf("count %d\n", n);
}

static int my_printf(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int r = vprintf(fmt, ap);
    va_end(ap);
    return r;
}

struct small { int a, b; };
static int with_struct(int n, ...) {
    va_list ap;
    va_start(ap, n);
    int s = 0;
    for (int i = 0; i < n; i++) { struct small x = va_arg(ap, struct small); s += x.a * x.b; }
    va_end(ap);
    return s;
}

int main(void) {
    printf("sum_ints %d %d %d\n", sum_ints(0), sum_ints(3, 1, 2, 3), sum_ints(10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
    printf("sum_ll %lld\n", sum_ll(4, 1LL << 40, -5LL, 123456789012LL, 7LL));
    printf("avg %.4f\n", avg(5, 1.5, 2.5, 3.25, -4.0, 10.0));
    int z = 99;
    mixed("ildsp", -3, 9000000000LL, 2.718281828, "str", &z);
    mixed("ddddddddddiiiiiiiiii", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
    mixed("lilili", 1LL, 2, 3LL, 4, 5LL, 6);
    int r = my_printf("vprintf %d %s %.1f %lld\n", 5, "x", 0.5, -1LL);
    printf("returned %d\n", r);
    struct small a = { 2, 3 }, b = { 4, 5 };
    printf("struct va %d\n", with_struct(2, a, b));
    float f = 1.25f;
    printf("float promoted %.2f\n", avg(1, f));
    return 0;
}
