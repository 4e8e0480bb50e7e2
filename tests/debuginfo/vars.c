/* Variables and types for the debug-info tests: gdb prints them from pyllc's DWARF. */
typedef unsigned long counter_t;

struct point {
  int x;
  int y;
  const char *label;
};

union word {
  unsigned int u;
  float f;
  unsigned char bytes[4];
};

enum color { RED, GREEN = 5, BLUE };

static volatile int sink;

static int scale(int v, int (*op)(int)) {
  return op(v) * 2;
}

static int twice(int v) { return v + v; }

int inspect(struct point *p, int n) {
  int total = 0;
  int squares[4] = {1, 4, 9, 16};
  struct point local = {3, 4, "here"};
  union word w;
  enum color c = GREEN;
  const double ratio = 2.5;
  counter_t count = 7;
  w.u = 0x3f800000u;
  for (int i = 0; i < n; i++) {
    int step = squares[i & 3] + p->x;
    total += step;
  }
  total += local.x + local.y + squares[2] + (int)c + (int)ratio + (int)count;
  sink = total;
  return scale(total, twice) + (int)w.bytes[0];
}

int main(void) {
  struct point origin = {1, 2, "origin"};
  int r = inspect(&origin, 3);
  return r & 0xff;
}
