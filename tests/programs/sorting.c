#include <stdio.h>
#include <stdint.h>

static uint32_t rng = 2463534242u;
static uint32_t xorshift(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }

static void insertion_sort(int *a, int n) {
    for (int i = 1; i < n; i++) {
        int v = a[i], j = i - 1;
        while (j >= 0 && a[j] > v) { a[j + 1] = a[j]; j--; }
        a[j + 1] = v;
    }
}

static void quicksort(int *a, int lo, int hi) {
    while (lo < hi) {
        int p = a[lo + (hi - lo) / 2], i = lo, j = hi;
        while (i <= j) {
            while (a[i] < p) i++;
            while (a[j] > p) j--;
            if (i <= j) { int t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
        }
        if (j - lo < hi - i) { quicksort(a, lo, j); lo = i; }
        else { quicksort(a, i, hi); hi = j; }
    }
}

static void heapify(double *a, int n, int i) {
    for (;;) {
        int l = 2 * i + 1, r = l + 1, m = i;
        if (l < n && a[l] > a[m]) m = l;
        if (r < n && a[r] > a[m]) m = r;
        if (m == i) return;
        double t = a[i]; a[i] = a[m]; a[m] = t;
        i = m;
    }
}
static void heapsort(double *a, int n) {
    for (int i = n / 2 - 1; i >= 0; i--) heapify(a, n, i);
    for (int i = n - 1; i > 0; i--) { double t = a[0]; a[0] = a[i]; a[i] = t; heapify(a, i, 0); }
}

static void merge_sort(int64_t *a, int64_t *tmp, int n) {
    if (n < 2) return;
    int h = n / 2;
    merge_sort(a, tmp, h);
    merge_sort(a + h, tmp, n - h);
    int i = 0, j = h, k = 0;
    while (i < h && j < n) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
    while (i < h) tmp[k++] = a[i++];
    while (j < n) tmp[k++] = a[j++];
    for (k = 0; k < n; k++) a[k] = tmp[k];
}

static int check(const int *a, int n) { for (int i = 1; i < n; i++) if (a[i - 1] > a[i]) return 0; return 1; }

int main(void) {
    int a[300], b[300];
    for (int i = 0; i < 300; i++) a[i] = b[i] = (int)(xorshift() % 2001) - 1000;
    insertion_sort(a, 300);
    quicksort(b, 0, 299);
    int same = 1;
    for (int i = 0; i < 300; i++) if (a[i] != b[i]) same = 0;
    printf("insertion ok %d quick ok %d same %d\n", check(a, 300), check(b, 300), same);
    for (int i = 0; i < 300; i += 30) printf("%d ", a[i]);
    printf("\n");
    double d[100];
    for (int i = 0; i < 100; i++) d[i] = (double)(int)(xorshift() % 10000) / 7.0 - 500.0;
    heapsort(d, 100);
    printf("heap %.4f %.4f %.4f\n", d[0], d[50], d[99]);
    int64_t m[200], tmp[200];
    for (int i = 0; i < 200; i++) m[i] = (int64_t)xorshift() * (int64_t)((i & 1) ? -1 : 1) * 1000;
    merge_sort(m, tmp, 200);
    int ok = 1;
    for (int i = 1; i < 200; i++) if (m[i - 1] > m[i]) ok = 0;
    printf("merge ok %d min %lld max %lld\n", ok, (long long)m[0], (long long)m[199]);
    int dup[] = { 5, 5, 5, 1, 1, 9, 0, 0, 5 };
    quicksort(dup, 0, 8);
    for (int i = 0; i < 9; i++) printf("%d", dup[i]);
    printf("\n");
    return 0;
}
