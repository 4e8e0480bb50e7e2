int printf(const char *, ...);
static int x[800], y[800];
__attribute__((noinline)) long dot(const int *a, const int *b, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) s += (long)a[i] * b[i];
  return s;
}
int main(void) {
  for (int i = 0; i < 800; i++) { x[i] = i ^ 0x55; y[i] = 3 * i - 1000; }
  long t = 0;
  for (int r = 0; r < 20; r++) t ^= dot(x, y, 800 - r) + r;
  printf("%ld\n", t);
  return 0;
}
