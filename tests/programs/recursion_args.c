/* Recursion with many arguments of mixed types: stack-passed integers, doubles, floats,
 * long longs and small structs through deep recursion, mutual recursion with argument
 * rotation, and a recursive function returning a struct. */
#include <stdio.h>

typedef struct { int x; int y; } P2;
typedef struct { long long a; double b; } Acc;

static long long rec12(int depth, long long a, int b, double c, float d, short e,
                       long long f, unsigned char g, double h, int i, P2 j, float k,
                       long long l) {
    if (depth == 0)
        return a + b + (long long)c + (long long)d + e + f + g + (long long)h + i + j.x +
               j.y + (long long)k + l;
    return rec12(depth - 1, l, i, h, k, (short)(e + 1), a, (unsigned char)(g + 3), c, b,
                 (P2){j.y, j.x + depth}, d, f) + depth;
}

static double odd_d(int n, double a, double b, double c, double d, double e, double f,
                    double g, double h, double i, double j);
static double even_d(int n, double a, double b, double c, double d, double e, double f,
                     double g, double h, double i, double j) {
    if (n == 0) return a - b + c - d + e - f + g - h + i - j;
    return odd_d(n - 1, j, a, b, c, d, e, f, g, h, i) * 0.5 + 1;
}
static double odd_d(int n, double a, double b, double c, double d, double e, double f,
                    double g, double h, double i, double j) {
    if (n == 0) return a + b + c + d + e + f + g + h + i + j;
    return even_d(n - 1, b, c, d, e, f, g, h, i, j, a) + 2;
}

static Acc walk(int n, Acc acc, int k1, int k2, int k3, int k4, int k5, int k6, int k7,
                int k8, int k9) {
    if (n == 0) return acc;
    acc.a += k1 * k9 - k5;
    acc.b += (double)(k2 + k3 + k4) / (k6 + k7 + k8 + 1);
    return walk(n - 1, acc, k2, k3, k4, k5, k6, k7, k8, k9, k1 + 1);
}

static int ackermann_like(int m, int n, int pad1, int pad2, int pad3, int pad4, int pad5,
                          int pad6, int pad7) {
    if (m == 0) return n + 1 + (pad1 ^ pad7) - (pad1 ^ pad7);
    if (n == 0) return ackermann_like(m - 1, 1, pad2, pad3, pad4, pad5, pad6, pad7, pad1);
    return ackermann_like(m - 1, ackermann_like(m, n - 1, pad1, pad2, pad3, pad4, pad5,
                                                pad6, pad7),
                          pad7, pad6, pad5, pad4, pad3, pad2, pad1);
}

int main(void) {
    for (int d = 0; d < 30; d += 7)
        printf("rec12 %d %lld\n", d, rec12(d, 1LL << 33, -5, 2.5, 1.5f, 7, -(1LL << 35), 200,
                                            -3.25, 11, (P2){3, -4}, 0.5f, 99));
    printf("even %.6f odd %.6f\n", even_d(25, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10),
           odd_d(30, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0));
    Acc a = walk(500, (Acc){0, 0.0}, 1, 2, 3, 4, 5, 6, 7, 8, 9);
    printf("walk %lld %.6f\n", a.a, a.b);
    printf("ack %d %d\n", ackermann_like(2, 3, 1, 2, 3, 4, 5, 6, 7),
           ackermann_like(3, 3, 9, 8, 7, 6, 5, 4, 3));
    return 0;
}
