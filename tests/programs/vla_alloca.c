#include <stdio.h>
#include <string.h>

/* Variable-length arrays and __builtin_alloca: dynamic stack allocation. */
static int sum_vla(int n) {
    int a[n];
    for (int i = 0; i < n; i++) a[i] = i * i - 3 * i;
    int s = 0;
    for (int i = 0; i < n; i++) s += a[i];
    return s;
}

static long long matrix_vla(int r, int c) {
    long long m[r][c];
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) m[i][j] = (long long)(i + 1) * (j + 2);
    long long t = 0;
    for (int i = 0; i < r; i++) t += m[i][c - 1 - (i % c)];
    return t;
}

static int with_alloca(int n) {
    char *buf = __builtin_alloca((unsigned)n + 1);
    for (int i = 0; i < n; i++) buf[i] = (char)('a' + i % 26);
    buf[n] = 0;
    return (int)strlen(buf) + buf[n / 2];
}

static int loop_vla(int rounds) {
    int total = 0;
    for (int r = 1; r <= rounds; r++) {
        double tmp[r * 3];   /* allocated and released each iteration */
        for (int i = 0; i < r * 3; i++) tmp[i] = i * 0.5;
        total += (int)tmp[r * 3 - 1];
    }
    return total;
}

static int aligned_vla(int n) {
    _Alignas(16) unsigned char x[16];
    unsigned char v[n];
    memset(v, 7, (unsigned)n);
    memset(x, 1, sizeof x);
    int s = 0;
    for (int i = 0; i < n; i++) s += v[i];
    return s + x[15] + (int)(((unsigned long long)(__SIZE_TYPE__)x) & 15);
}

int main(void) {
    for (int n = 1; n <= 50; n += 7) printf("sum_vla(%d)=%d\n", n, sum_vla(n));
    printf("matrix %lld %lld\n", matrix_vla(3, 4), matrix_vla(7, 2));
    printf("alloca %d %d\n", with_alloca(10), with_alloca(100));
    printf("loop %d\n", loop_vla(40));
    printf("aligned %d\n", aligned_vla(33));
    return 0;
}
