int printf(const char *, ...);
#define N 24
static int A[N][N], B[N][N], C[N][N];
__attribute__((noinline)) void matmul(int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int s = 0;
      for (int k = 0; k < n; k++) s += A[i][k] * B[k][j];
      C[i][j] = s;
    }
}
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) { A[i][j] = i + 2 * j; B[i][j] = i - j; }
  matmul(N);
  unsigned h = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) h = h * 31 + (unsigned)C[i][j];
  printf("%u\n", h);
  return 0;
}
