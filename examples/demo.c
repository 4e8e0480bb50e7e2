/* The bundled demo: a little of everything pyllc compiles. */
int printf(const char *, ...);

struct point { int x, y; };

static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static void sort(int *a, int n) {
  for (int i = 1; i < n; i++) {
    int v = a[i], j = i - 1;
    while (j >= 0 && a[j] > v) { a[j + 1] = a[j]; j--; }
    a[j + 1] = v;
  }
}

static struct point add(struct point a, struct point b) {
  struct point r = { a.x + b.x, a.y + b.y };
  return r;
}

int main(void) {
  int data[8] = { 42, 7, 19, -3, 88, 0, 5, 23 };
  sort(data, 8);
  printf("sorted:");
  for (int i = 0; i < 8; i++) printf(" %d", data[i]);
  printf("\nfib(20) = %d\n", fib(20));
  struct point p = add((struct point){1, 2}, (struct point){30, 40});
  printf("point = (%d, %d)\n", p.x, p.y);
  double area = 0.0;
  for (int i = 1; i <= 10; i++) area += 1.0 / (i * i);
  printf("sum 1/i^2 = %.6f\n", area);
  unsigned long long h = 1469598103934665603ULL;
  for (const char *s = "pyllc"; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211ULL;
  printf("fnv1a(\"pyllc\") = %016llx\n", h);
  return 0;
}
