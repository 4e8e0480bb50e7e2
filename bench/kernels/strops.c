int printf(const char *, ...);
static char src[1200], dst[1200];
__attribute__((noinline)) unsigned long my_strlen(const char *s) {
  const char *p = s;
  while (*p) p++;
  return (unsigned long)(p - s);
}
__attribute__((noinline)) void my_memcpy(char *d, const char *s, unsigned long n) {
  for (unsigned long i = 0; i < n; i++) d[i] = s[i];
}
int main(void) {
  for (int i = 0; i < 1199; i++) src[i] = (char)('a' + i % 26);
  unsigned long t = 0;
  for (int r = 0; r < 10; r++) {
    t += my_strlen(src + r);
    my_memcpy(dst, src + r, 1000);
    t += (unsigned char)dst[r * 7];
  }
  printf("%lu\n", t);
  return 0;
}
