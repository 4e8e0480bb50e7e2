int printf(const char *, ...);
static int v[1024];
__attribute__((noinline)) int bsearch_i(const int *a, int n, int key) {
  int lo = 0, hi = n - 1;
  while (lo <= hi) {
    int mid = lo + (hi - lo) / 2;
    if (a[mid] == key) return mid;
    if (a[mid] < key) lo = mid + 1; else hi = mid - 1;
  }
  return -1;
}
int main(void) {
  for (int i = 0; i < 1024; i++) v[i] = 3 * i + 1;
  long t = 0;
  for (int k = 0; k < 3000; k++) t += bsearch_i(v, 1024, k);
  printf("%ld\n", t);
  return 0;
}
