/* A store of `op(load a, load b)` to b's address: x86-64 may fold it into a
   read-modify-write instruction on b only when b's load is the one it folds
   (`x = y - x` once became `y -= x`; GCC torture pr80421). Locals at clang -O0 and
   volatile globals at -O2 keep the loads and stores in the IR. */
#include <stdio.h>

static volatile int vx = 5, vy = 40;

__attribute__((noinline)) int mixed(int y0, int x0) {
  int y = y0, x = x0;
  x = y - x;            /* sub: the load of x is the second operand */
  int a = x;
  x = y + x;            /* commutative, two loads: either order */
  int b = x;
  x = x - y;            /* the load of x first: a true `x -= y` */
  int c = x;
  x = y ^ x;
  x = y & x;
  x = y | x;
  return a * 1000000 + b * 1000 + c + x;
}

int main(void) {
  long long s = 0;
  for (int i = -3; i < 4; i++)
    s = s * 7 + mixed(25 + i, 10 - i);
  vx = vy - vx;
  vy = vy + vx;
  vx = vy - vx;
  printf("%lld %d %d\n", s, vx, vy);
  return 0;
}
