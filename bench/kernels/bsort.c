int printf(const char *, ...);
static int v[200];
__attribute__((noinline)) void bsort(int *a, int n) {
  for (int i = 0; i < n - 1; i++)
    for (int j = 0; j < n - 1 - i; j++)
      if (a[j] > a[j + 1]) { int t = a[j]; a[j] = a[j + 1]; a[j + 1] = t; }
}
int main(void) {
  unsigned s = 777;
  for (int i = 0; i < 200; i++) { s = s * 69069u + 1u; v[i] = (int)(s >> 20); }
  bsort(v, 200);
  unsigned h = 0;
  for (int i = 0; i < 200; i++) h = h * 33 + (unsigned)v[i];
  printf("%u\n", h);
  return 0;
}
