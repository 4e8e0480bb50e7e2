#include <stdio.h>
#include <stdint.h>

#define N 12

static void matmul_i(int n, const int32_t *a, const int32_t *b, int32_t *c) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            int32_t s = 0;
            for (int k = 0; k < n; k++) s += a[i * n + k] * b[k * n + j];
            c[i * n + j] = s;
        }
}

static void matmul_d(double a[N][N], double b[N][N], double c[N][N]) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double s = 0;
            for (int k = 0; k < N; k++) s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
}

int main(void) {
    int32_t a[N * N], b[N * N], c[N * N];
    for (int i = 0; i < N * N; i++) { a[i] = (i * 7) % 11 - 5; b[i] = (i * 5) % 13 - 6; }
    matmul_i(N, a, b, c);
    int64_t tr = 0;
    for (int i = 0; i < N; i++) tr += c[i * N + i];
    printf("int trace %lld c[0]=%d c[last]=%d\n", (long long)tr, c[0], c[N * N - 1]);
    for (int j = 0; j < N; j++) printf("%d ", c[3 * N + j]);
    printf("\n");
    static double x[N][N], y[N][N], z[N][N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) { x[i][j] = (i + 1.0) / (j + 2.0); y[i][j] = i == j ? 2.0 : 0.25 * (i - j); }
    matmul_d(x, y, z);
    double s = 0;
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) s += z[i][j];
    printf("double sum %.6f z[5][7]=%.6f\n", s, z[5][7]);
    /* matrix power: fibonacci via 2x2 */
    uint64_t m[2][2] = { { 1, 1 }, { 1, 0 } }, r[2][2] = { { 1, 0 }, { 0, 1 } };
    int e = 80;
    while (e) {
        uint64_t t[2][2];
        if (e & 1) {
            for (int i = 0; i < 2; i++) for (int j = 0; j < 2; j++) t[i][j] = r[i][0] * m[0][j] + r[i][1] * m[1][j];
            for (int i = 0; i < 2; i++) for (int j = 0; j < 2; j++) r[i][j] = t[i][j];
        }
        for (int i = 0; i < 2; i++) for (int j = 0; j < 2; j++) t[i][j] = m[i][0] * m[0][j] + m[i][1] * m[1][j];
        for (int i = 0; i < 2; i++) for (int j = 0; j < 2; j++) m[i][j] = t[i][j];
        e >>= 1;
    }
    printf("fib(80) %llu\n", (unsigned long long)r[0][1]);
    return 0;
}
