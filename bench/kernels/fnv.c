int printf(const char *, ...);
static unsigned char buf[4096];
__attribute__((noinline)) unsigned fnv1a(const unsigned char *p, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) { h ^= p[i]; h *= 16777619u; }
  return h;
}
int main(void) {
  for (int i = 0; i < 4096; i++) buf[i] = (unsigned char)(i * 13 + 7);
  unsigned t = 0;
  for (int r = 0; r < 8; r++) t += fnv1a(buf + r, 4000);
  printf("%u\n", t);
  return 0;
}
