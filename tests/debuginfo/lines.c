/* A small program for the debug-info tests: its line table is compared with llc-16's. */
static int square(int x) {
  int y = x * x;
  return y + 1;
}

int sum_to(int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += square(i);
  return s;
}

int main(void) {
  int total = sum_to(10);
  if (total > 100)
    total -= 100;
  return total & 0xff;
}
