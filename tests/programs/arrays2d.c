#include <stdio.h>

#define R 6
#define C 7

static int grid[R][C];
static long long total(int g[R][C]) {
    long long s = 0;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) s += g[i][j] * (i + 1);
    return s;
}

static void transpose(int n, int m, const int *src, int *dst) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) dst[j * n + i] = src[i * m + j];
}

int main(void) {
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) grid[i][j] = i * 10 + j;
    printf("total %lld\n", total(grid));
    int t[C][R];
    transpose(R, C, &grid[0][0], &t[0][0]);
    for (int i = 0; i < C; i++) {
        for (int j = 0; j < R; j++) printf("%3d", t[i][j]);
        printf("\n");
    }
    /* Pascal triangle */
    int p[12][12] = { { 0 } };
    for (int i = 0; i < 12; i++) {
        p[i][0] = 1;
        for (int j = 1; j <= i; j++) p[i][j] = p[i - 1][j - 1] + p[i - 1][j];
    }
    for (int j = 0; j < 12; j++) printf("%d ", p[11][j]);
    printf("\n");
    short local[5] = { 5, -4, 3, -2, 1 };
    int idx = 0;
    for (int i = 1; i < 5; i++) if (local[i] < local[idx]) idx = i;
    printf("min at %d = %d\n", idx, local[idx]);
    char cube[3][4][5];
    for (int a = 0; a < 3; a++) for (int b = 0; b < 4; b++) for (int c = 0; c < 5; c++)
        cube[a][b][c] = (char)('a' + (a * 7 + b * 3 + c) % 26);
    printf("%c%c%c %d\n", cube[2][3][4], cube[1][2][3], cube[0][0][0], (int)sizeof cube);
    return 0;
}
