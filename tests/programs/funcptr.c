#include <stdio.h>

typedef int (*binop)(int, int);
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int maxi(int a, int b) { return a > b ? a : b; }

static const binop table[] = { add, sub, mul, maxi };
static const char *const names[] = { "add", "sub", "mul", "max" };

struct ops { const char *name; double (*f)(double); };
static double dbl(double x) { return x * 2; }
static double sq(double x) { return x * x; }
static double neg(double x) { return -x; }
static struct ops optab[] = { { "dbl", dbl }, { "sq", sq }, { "neg", neg } };

static int fold(const int *a, int n, binop f, int init) {
    for (int i = 0; i < n; i++) init = f(init, a[i]);
    return init;
}

static binop pick(int i) { return table[i & 3]; }

static void each(void (*cb)(int, void *), void *ctx, int n) {
    for (int i = 0; i < n; i++) cb(i, ctx);
}
static void accumulate(int i, void *ctx) { *(int *)ctx += i * i; }

int main(void) {
    int xs[] = { 3, 1, 4, 1, 5, 9, 2, 6 };
    for (int i = 0; i < 4; i++) printf("%s fold %d\n", names[i], fold(xs, 8, table[i], i == 2 ? 1 : 0));
    for (int i = 0; i < 3; i++) printf("%s(3.5)=%.2f\n", optab[i].name, optab[i].f(3.5));
    printf("pick %d\n", pick(6)(7, 8));
    int acc = 0;
    each(accumulate, &acc, 10);
    printf("each %d\n", acc);
    binop f = add;
    printf("same %d diff %d\n", f == add, f == (binop)sub);
    int (*arr2[2][2])(int, int) = { { add, sub }, { mul, maxi } };
    printf("2d %d\n", arr2[1][0](6, 7));
    return 0;
}
