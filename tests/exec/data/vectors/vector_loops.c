/* Loops clang -O2 vectorizes (SSE2 on x86-64, NEON on AArch64): sums and dot products with
   lane widening, byte copies, float multiply-adds, integer bit operations and 16-bit
   multiplies, and an unsigned division the backend scalarizes. tests/exec/test_native_vectors.py */
int printf(const char *, ...);
__attribute__((noinline)) long sum(const int *p, int n) { long s = 0; for (int i = 0; i < n; i++) s += p[i]; return s; }
__attribute__((noinline)) long dot(const int *a, const int *b, int n) { long s = 0; for (int i = 0; i < n; i++) s += (long)a[i] * b[i]; return s; }
__attribute__((noinline)) void copy(char *restrict d, const char *restrict s, unsigned long n) { for (unsigned long i = 0; i < n; i++) d[i] = s[i]; }
__attribute__((noinline)) void addf(float *restrict a, const float *restrict b, int n) { for (int i = 0; i < n; i++) a[i] += b[i] * 2.5f; }
__attribute__((noinline)) void addd(double *restrict a, const double *restrict b, int n) { for (int i = 0; i < n; i++) a[i] = a[i] * 1.1 + b[i]; }
__attribute__((noinline)) void div7(unsigned *a, int n) { for (int i = 0; i < n; i++) a[i] /= 7; }
__attribute__((noinline)) unsigned usum16(const unsigned short *p, int n) { unsigned s = 0; for (int i = 0; i < n; i++) s += p[i]; return s; }
__attribute__((noinline)) int bytesum(const signed char *p, int n) { int s = 0; for (int i = 0; i < n; i++) s += p[i] * p[i]; return s; }
__attribute__((noinline)) void mix(unsigned *a, const unsigned *b, int n) { for (int i = 0; i < n; i++) a[i] = (a[i] ^ b[i]) + (a[i] & 255) - (b[i] | 3); }
__attribute__((noinline)) void mul16(short *a, const short *b, int n) { for (int i = 0; i < n; i++) a[i] = a[i] * b[i] + 3; }
__attribute__((noinline)) long long dotu(const unsigned *a, const unsigned *b, int n) { unsigned long long s = 0; for (int i = 0; i < n; i++) s += (unsigned long long)a[i] * b[i]; return s; }
int A[1003], B[1003]; char C[1003], D[1003]; float F[1003], G[1003]; double X[1003], Y[1003];
unsigned short H[1003]; signed char S[1003]; short P[1003], Q[1003];
int main(void) {
  for (int i = 0; i < 1003; i++) { A[i] = i * 7919 - 400000; B[i] = (i * 31) ^ 0x5a5a5a; C[i] = (char)(i * 13); F[i] = i * 0.25f; G[i] = 1000.0f / (i + 1); X[i] = i * 0.5; Y[i] = 3.0 / (i + 1); H[i] = (unsigned short)(i * 40503); S[i] = (signed char)(i * 37); P[i] = (short)(i * 3); Q[i] = (short)(i * 1001); }
  long t = 0;
  for (int r = 0; r < 5; r++) { t += sum(A + r, 1003 - r); t ^= dot(A, B + r, 990 - r); }
  copy(D + 1, C, 1000); for (int i = 0; i < 1003; i += 97) t += D[i];
  addf(F, G, 1001); addd(X, Y, 1003); for (int i = 0; i < 1003; i += 101) t += (long)(F[i] * 1000) + (long)(X[i] * 1000);
  div7((unsigned *)A, 1003); t += sum(A, 1003);
  t += usum16(H, 1003) + bytesum(S, 1003);
  mix((unsigned *)A, (unsigned *)B, 1003); t += sum(A, 1001);
  mul16(P, Q, 1003); for (int i = 0; i < 1003; i += 7) t += P[i];
  t += dotu((unsigned *)A, (unsigned *)B, 1003);
  printf("%ld\n", t);
  return 0;
}
