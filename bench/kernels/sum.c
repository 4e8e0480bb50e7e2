int printf(const char *, ...);
static int a[1000];
__attribute__((noinline)) long sum(const int *p, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) s += p[i];
  return s;
}
int main(void) {
  for (int i = 0; i < 1000; i++) a[i] = i * 7 - 300;
  long t = 0;
  for (int r = 0; r < 20; r++) t += sum(a, 1000 - r);
  printf("%ld\n", t);
  return 0;
}
