#include <stdio.h>
#include <stdint.h>
#include <string.h>

/* Arbitrary-precision unsigned integers in base 10^9 limbs. */
#define LIMBS 40
typedef struct { uint32_t d[LIMBS]; int n; } big;

static void set(big *a, uint32_t v) { memset(a, 0, sizeof *a); a->d[0] = v % 1000000000u; a->d[1] = v / 1000000000u; a->n = a->d[1] ? 2 : 1; }

static void mul_small(big *a, uint32_t m) {
    uint64_t carry = 0;
    for (int i = 0; i < a->n; i++) {
        uint64_t t = (uint64_t)a->d[i] * m + carry;
        a->d[i] = (uint32_t)(t % 1000000000u);
        carry = t / 1000000000u;
    }
    while (carry) { a->d[a->n++] = (uint32_t)(carry % 1000000000u); carry /= 1000000000u; }
}

static void add(big *r, const big *a, const big *b) {
    uint32_t carry = 0;
    int n = a->n > b->n ? a->n : b->n;
    for (int i = 0; i < n; i++) {
        uint32_t t = a->d[i] + b->d[i] + carry;
        carry = t >= 1000000000u;
        r->d[i] = carry ? t - 1000000000u : t;
    }
    r->n = n;
    if (carry) r->d[r->n++] = 1;
}

static void mul(big *r, const big *a, const big *b) {
    uint64_t tmp[2 * LIMBS];
    memset(tmp, 0, sizeof tmp);
    for (int i = 0; i < a->n; i++)
        for (int j = 0; j < b->n; j++) {
            tmp[i + j] += (uint64_t)a->d[i] * b->d[j];
            if (tmp[i + j] >= 8000000000000000000ULL) { tmp[i + j + 1] += tmp[i + j] / 1000000000u; tmp[i + j] %= 1000000000u; }
        }
    big out;
    memset(&out, 0, sizeof out);
    uint64_t carry = 0;
    int n = a->n + b->n;
    for (int i = 0; i < n; i++) {
        uint64_t t = tmp[i] + carry;
        out.d[i] = (uint32_t)(t % 1000000000u);
        carry = t / 1000000000u;
    }
    while (n > 1 && out.d[n - 1] == 0) n--;
    out.n = n;
    *r = out;
}

static void print(const char *label, const big *a) {
    printf("%s %u", label, a->d[a->n - 1]);
    for (int i = a->n - 2; i >= 0; i--) printf("%09u", a->d[i]);
    printf("\n");
}

int main(void) {
    big f;
    set(&f, 1);
    for (uint32_t i = 2; i <= 50; i++) mul_small(&f, i);
    print("50!", &f);
    big a, b, c;
    memset(&c, 0, sizeof c);
    set(&a, 0); set(&b, 1);
    for (int i = 0; i < 300; i++) { add(&c, &a, &b); a = b; b = c; }
    print("fib300", &a);
    big p;
    set(&p, 2);
    big r;
    set(&r, 1);
    for (int i = 0; i < 200; i++) mul_small(&r, 2);
    print("2^200", &r);
    mul(&p, &r, &r);
    print("2^400", &p);
    big x;
    set(&x, 999999999u);
    mul(&x, &x, &x);
    print("999999999^2", &x);
    return 0;
}
