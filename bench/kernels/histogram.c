int printf(const char *, ...);
static unsigned char d[5000];
static int hist[256];
__attribute__((noinline)) void histogram(const unsigned char *p, int n, int *h) {
  for (int i = 0; i < 256; i++) h[i] = 0;
  for (int i = 0; i < n; i++) h[p[i]]++;
}
int main(void) {
  unsigned s = 1;
  for (int i = 0; i < 5000; i++) { s = s * 1664525u + 1013904223u; d[i] = (unsigned char)(s >> 24); }
  histogram(d, 5000, hist);
  unsigned h = 0;
  for (int i = 0; i < 256; i++) h = h * 31 + (unsigned)hist[i];
  printf("%u\n", h);
  return 0;
}
