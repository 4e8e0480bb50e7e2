int printf(const char *, ...);
static long v[2000];
__attribute__((noinline)) void prefix_sum(long *a, int n) {
  for (int i = 1; i < n; i++) a[i] += a[i - 1];
}
int main(void) {
  for (int i = 0; i < 2000; i++) v[i] = (i * 37) % 101 - 50;
  for (int r = 0; r < 5; r++) prefix_sum(v, 2000);
  long t = 0;
  for (int i = 0; i < 2000; i += 97) t ^= v[i];
  printf("%ld\n", t);
  return 0;
}
