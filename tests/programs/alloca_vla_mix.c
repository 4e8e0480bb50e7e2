/* Dynamic stack allocation as real code mixes it: VLAs sized by arguments inside loops
 * (each iteration frees the previous one), __builtin_alloca with alignment needs,
 * 2-D VLAs passed to functions by their bounds, VLAs of structs, alloca in a recursive
 * function, and calls that pass stack arguments while a VLA is live. */
#include <stdio.h>
#include <string.h>

typedef struct { double d; char tag; } Item;

static long long consume(int rows, int cols, int m[rows][cols]) {
    long long s = 0;
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++) s += (long long)m[i][j] * (i + 1);
    return s;
}

static int many(int a, int b, int c, int d, int e, int f, int g, int h, int i, int j) {
    return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9 + j * 10;
}

static int depth_sum(int n) {
    if (n == 0) return 0;
    char *buf = __builtin_alloca(n * 16 + 1);
    memset(buf, n & 0x7f, n * 16 + 1);
    int s = 0;
    for (int i = 0; i <= n * 16; i++) s += buf[i];
    return s + depth_sum(n - 1);
}

static double items(int n) {
    Item v[n];
    for (int i = 0; i < n; i++) { v[i].d = i * 0.5; v[i].tag = (char)('a' + i % 26); }
    double s = 0;
    for (int i = 0; i < n; i++) s += v[i].d * (v[i].tag - 'a');
    return s;
}

int main(void) {
    long long total = 0;
    for (int n = 1; n <= 40; n += 3) {
        int rows = n % 7 + 1, cols = n;
        int m[rows][cols];
        for (int i = 0; i < rows; i++)
            for (int j = 0; j < cols; j++) m[i][j] = i * 31 + j;
        total += consume(rows, cols, m);
        total += many(n, rows, cols, m[0][0], m[rows - 1][cols - 1], 6, 7, 8, 9, (int)sizeof m);
    }
    printf("total %lld\n", total);
    printf("depth %d\n", depth_sum(20));
    printf("items %.2f %.2f\n", items(5), items(60));
    for (int k = 0; k < 3; k++) {
        double *p = __builtin_alloca(sizeof(double) * (k + 2));
        long long *q = __builtin_alloca_with_align(24, 128);
        for (int i = 0; i < k + 2; i++) p[i] = i + k;
        q[0] = (long long)((unsigned long)q % 16);
        printf("alloca %d %.1f %lld\n", k, p[k + 1], q[0]);
    }
    int n = 1000;
    unsigned char big[n * 64];
    for (int i = 0; i < n * 64; i++) big[i] = (unsigned char)(i * 7);
    unsigned sum = 0;
    for (int i = 0; i < n * 64; i += 61) sum += big[i];
    printf("big %u\n", sum);
    return 0;
}
