int printf(const char *, ...);
static int v[400];
__attribute__((noinline)) void isort(int *a, int n) {
  for (int i = 1; i < n; i++) {
    int x = a[i], j = i - 1;
    while (j >= 0 && a[j] > x) { a[j + 1] = a[j]; j--; }
    a[j + 1] = x;
  }
}
int main(void) {
  unsigned s = 12345;
  for (int i = 0; i < 400; i++) { s = s * 1103515245u + 12345u; v[i] = (int)(s >> 16) % 1000; }
  isort(v, 400);
  unsigned h = 0;
  for (int i = 0; i < 400; i++) h = h * 33 + (unsigned)v[i];
  printf("%u\n", h);
  return 0;
}
