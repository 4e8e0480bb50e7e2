int printf(const char *, ...);
static char comp[20000];
__attribute__((noinline)) int sieve(int n) {
  int count = 0;
  for (int i = 2; i < n; i++) {
    if (comp[i]) continue;
    count++;
    for (int j = 2 * i; j < n; j += i) comp[j] = 1;
  }
  return count;
}
int main(void) {
  printf("%d\n", sieve(20000));
  return 0;
}
