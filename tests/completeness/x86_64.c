/* x86-64 inline asm: register, tied, early-clobber, memory, immediate and explicit
   register operands, modifiers, SSE, clobbers, several outputs, x87 stack operands. */
#include <stdio.h>

/* a function written in module-level asm */
int asm_triple(int);
__asm__(".text\n.globl asm_triple\n.type asm_triple,@function\n.p2align 4\n"
        "asm_triple:\n\tleal (%rdi,%rdi,2), %eax\n\tret\n.size asm_triple, .-asm_triple\n");

static int add3(int a, int b) {
  int r;
  __asm__("addl %2, %0" : "=r"(r) : "0"(a), "r"(b));
  return r;
}

static long inc_tied(long a, long b) {
  __asm__("addq %1, %0" : "+r"(a) : "r"(b));
  return a;
}

static int early(int a, int b) {
  int t;
  /* t is written before b is read: t must not share b's register */
  __asm__("movl %1, %0\n\taddl %2, %0\n\taddl %2, %0" : "=&r"(t) : "r"(a), "r"(b));
  return t;
}

static int mem_add(int *p, int x) {
  int r;
  __asm__("movl %1, %%eax\n\taddl %2, %%eax\n\tmovl %%eax, %0"
          : "=m"(*p), "+m"(*p) : "r"(x) : "eax");
  r = *p;
  return r;
}

static unsigned long mul_wide(unsigned long x, unsigned long y, unsigned long *hi) {
  unsigned long lo, h;
  __asm__("mulq %3" : "=a"(lo), "=d"(h) : "a"(x), "r"(y) : "cc");
  *hi = h;
  return lo;
}

static int imm_add(int x) {
  __asm__("addl %1, %0" : "+r"(x) : "i"(1000));
  __asm__("subl %1, %0" : "+r"(x) : "n"(1));
  return x;
}

static unsigned low32(unsigned long v) {
  unsigned r;
  __asm__("movl %k1, %0" : "=r"(r) : "r"(v));
  return r;
}

static unsigned char is_equal(int a, int b) {
  unsigned char c;
  __asm__("cmpl %2, %1\n\tsete %0" : "=q"(c) : "r"(a), "r"(b) : "cc");
  return c;
}

static unsigned swap_bytes(unsigned v) {
  __asm__("bswap %0" : "+r"(v));
  return v;
}

static double fadd(double a, double b) {
  __asm__("addsd %1, %0" : "+x"(a) : "x"(b));
  return a;
}

static int via_rbx(int v) {
  int r;
  __asm__("movl %1, %%ebx\n\tleal 1(%%rbx), %0" : "=r"(r) : "r"(v) : "rbx");
  return r;
}

static void xchg(int *a, int *b) {
  int x = *a, y = *b;
  __asm__("xchgl %0, %1" : "+r"(x), "+r"(y));
  *a = x;
  *b = y;
}

static long dollar(long v) {
  __asm__("leaq 16(%1), %0" : "=r"(v) : "r"(v));
  __asm__("shlq $2, %0" : "+r"(v));
  return v;
}

static int count_down(int n) {
  int r;
  __asm__("xorl %0, %0\n1:\n\taddl $3, %0\n\tdecl %1\n\tjnz 1b\n\tjmp 2f\n\taddl $100, %0\n2:"
          : "=&r"(r), "+r"(n) : : "cc");
  return r;
}

static int goto_nonzero(int x) {
  __asm__ goto("testl %0, %0\n\tjz %l1" : : "r"(x) : "cc" : zero);
  return 1;
zero:
  return 0;
}

static int goto_output(int x) {
  int y;
  __asm__ goto("movl %1, %0\n\ttestl %1, %1\n\tjz %l2" : "=r"(y) : "r"(x) : "cc" : zero);
  return y;
zero:
  return -1;
}

/* "+g" becomes "=*imr,0" in clang's IR: the tied input is the output's memory */
static int add_in_memory(int x) {
  __asm__ volatile("addl $7, %0" : "+g"(x));
  return x;
}

/* x87 stack operands: "t" is st(0), "u" st(1); an input tied to an output or clobbered
   is popped by the statement, the others are left for the compiler to drop (GCC's
   "x86 Floating-Point asm Operands" rules; GCC's torture test 990413-2) */
static long double x87_sqrt(long double x) {
  long double r;
  __asm__("fsqrt" : "=t"(r) : "0"(x));
  return r;
}

static long double x87_scale(long double x, long double e) {
  long double r;
  __asm__("fscale" : "=t"(r) : "0"(x), "u"(e));     /* st(1) stays: dropped after */
  return r;
}

static long double x87_mul_pop(long double a, long double b) {
  long double r;
  __asm__("fmulp" : "=t"(r) : "0"(a), "u"(b) : "st(1)");
  return r;
}

/* a double output: rounded on the way out (llc-16 keeps it in st(0) unrounded when it
   feeds x87 arithmetic, so the test only prints it) */
static double x87_pi(void) {
  double r;
  __asm__("fldpi" : "=t"(r));
  return r;
}

int main(void) {
  int cell = 40;
  unsigned long hi;
  unsigned long lo = mul_wide(0xFFFFFFFFFFFFFFFFul, 3, &hi);
  int p = 3, q = 9;
  xchg(&p, &q);
  printf("%d %ld %d\n", add3(40, 2), inc_tied(100, 23), early(5, 7));
  printf("%d %lu %lu\n", mem_add(&cell, 2), lo, hi);
  printf("%d %u %u %u\n", imm_add(1), low32(0x123456789ul), is_equal(3, 3), is_equal(3, 4));
  printf("%x %.2f %d %d %d %ld\n", swap_bytes(0x11223344u), fadd(1.25, 2.5), via_rbx(41),
         p, q, dollar(4));
  long s = 0;
  for (int i = 0; i < 50; i++)
    s += early(i, i + 1) + add3(i, 3);
  printf("%ld\n", s);
  printf("%d %d\n", count_down(7), count_down(1));
  printf("%d %d\n", asm_triple(14), asm_triple(-5));
  printf("%d\n", add_in_memory(35));
  int gs = 0;
  for (int i = -3; i < 4; i++)
    gs = gs * 3 + goto_nonzero(i) + 2 * goto_output(i);
  printf("%d %d %d %d %d\n", goto_nonzero(0), goto_nonzero(5), goto_output(0), goto_output(7), gs);
  long double x = 2.0L;
  for (int i = 0; i < 3; i++)
    x = x87_mul_pop(x87_scale(x87_sqrt(x), (long double)i), 1.5L) + 0.25L;
  printf("%.18Lg %.18Lg %.17g\n", x87_sqrt(2.0L), x, x87_pi());
  return 0;
}
