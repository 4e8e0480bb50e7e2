int printf(const char *, ...);
static unsigned char data[2048];
__attribute__((noinline)) unsigned crc32(const unsigned char *p, int n) {
  unsigned c = 0xffffffffu;
  for (int i = 0; i < n; i++) {
    c ^= p[i];
    for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xedb88320u & -(c & 1));
  }
  return ~c;
}
int main(void) {
  for (int i = 0; i < 2048; i++) data[i] = (unsigned char)(i * i + 3);
  printf("%u\n", crc32(data, 2048));
  return 0;
}
