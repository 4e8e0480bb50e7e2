/* Strided reads the loop vectorizer turns into gathers (insertelement chains of scalar
 * loads, isel/build_vector_lanes.py), multiplied and summed as <4 x i32>: a matrix
 * product of odd sizes (the scalar remainder loop runs too) and a column sum.
 * IR: clang-16 --target=<triple> -O2 -S -emit-llvm -fno-stack-protector (per target). */
int printf(const char *, ...);
#define N 19
static int A[N][N], B[N][N], C[N][N];
__attribute__((noinline)) void matmul(int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int s = 0;
      for (int k = 0; k < n; k++) s += A[i][k] * B[k][j];
      C[i][j] = s;
    }
}
__attribute__((noinline)) unsigned colsum(int n, int j) {
  unsigned s = 0;
  for (int k = 0; k < n; k++) s += (unsigned)B[k][j] * 3u + (unsigned)A[j][k];
  return s;
}
int main(void) {
  unsigned x = 12345;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      x = x * 1103515245u + 12345u;
      A[i][j] = (int)(x >> 7) - (1 << 23);
      B[i][j] = (int)(x >> 3) ^ i;
    }
  unsigned h = 0;
  for (int n = 1; n <= N; n += 6) {
    matmul(n);
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) h = h * 31 + (unsigned)C[i][j];
    for (int j = 0; j < n; j++) h ^= colsum(n, j);
  }
  printf("%u\n", h);
  return 0;
}
