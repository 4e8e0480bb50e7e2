/* AArch64 inline asm: register, tied, early-clobber, memory, immediate and explicit
   register operands, w/x modifiers, FP registers, clobbers, several outputs. */
#include <stdio.h>

/* a function written in module-level asm */
int asm_triple(int);
__asm__(".text\n.globl asm_triple\n.type asm_triple,%function\n.p2align 2\n"
        "asm_triple:\n\tadd w0, w0, w0, lsl #1\n\tret\n.size asm_triple, .-asm_triple\n");

static int add3(int a, int b) {
  int r;
  __asm__("add %w0, %w1, %w2" : "=r"(r) : "r"(a), "r"(b));
  return r;
}

static long inc_tied(long a, long b) {
  __asm__("add %0, %0, %1" : "+r"(a) : "r"(b));
  return a;
}

static long early(long a, long b) {
  long t;
  __asm__("mov %0, %1\n\tadd %0, %0, %2\n\tadd %0, %0, %2" : "=&r"(t) : "r"(a), "r"(b));
  return t;
}

static int mem_load_add(int *p, int x) {
  int r;
  __asm__("ldr %w0, %1\n\tadd %w0, %w0, %w2" : "=&r"(r) : "m"(*p), "r"(x));
  return r;
}

static void mem_store(long *p, long v) {
  __asm__("str %1, %0" : "=m"(*p) : "r"(v));
}

static long imm_add(long x) {
  __asm__("add %0, %0, %1" : "+r"(x) : "I"(1000));
  __asm__("sub %0, %0, %1" : "+r"(x) : "n"(1));
  return x;
}

static long explicit_regs(long a, long b) {
  register long x0 __asm__("x0") = a;
  register long x1 __asm__("x1") = b;
  __asm__("mul x0, x0, x1" : "+r"(x0) : "r"(x1));
  return x0;
}

static double fadd(double a, double b) {
  double r;
  __asm__("fadd %d0, %d1, %d2" : "=w"(r) : "w"(a), "w"(b));
  return r;
}

static float fmul(float a, float b) {
  __asm__("fmul %s0, %s0, %s1" : "+w"(a) : "w"(b));
  return a;
}

static long via_x9(long v) {
  long r;
  __asm__("mov x9, %1\n\tadd %0, x9, #1" : "=r"(r) : "r"(v) : "x9");
  return r;
}

static long via_x20(long v) {
  long r;
  __asm__("mov x20, %1\n\tadd %0, x20, x20" : "=r"(r) : "r"(v) : "x20");
  return r;
}

static void swap(int *a, int *b) {
  int x = *a, y = *b, t;
  __asm__("mov %w2, %w0\n\tmov %w0, %w1\n\tmov %w1, %w2" : "+r"(x), "+r"(y), "=&r"(t));
  *a = x;
  *b = y;
}

static unsigned rev(unsigned v) {
  __asm__("rev %w0, %w0" : "+r"(v));
  return v;
}

static int count_down(int n) {
  int r;
  __asm__("mov %w0, #0\n1:\n\tadd %w0, %w0, #3\n\tsubs %w1, %w1, #1\n\tb.ne 1b\n\tb 2f\n\tadd %w0, %w0, #100\n2:"
          : "=&r"(r), "+r"(n) : : "cc");
  return r;
}

static int goto_nonzero(int x) {
  __asm__ goto("cbz %w0, %l1" : : "r"(x) : : zero);
  return 1;
zero:
  return 0;
}

static int goto_output(int x) {
  int y;
  __asm__ goto("mov %w0, %w1\n\tcbz %w1, %l2" : "=r"(y) : "r"(x) : : zero);
  return y;
zero:
  return -1;
}

int main(void) {
  int cell = 40;
  long slot = 0;
  int p = 3, q = 9;
  swap(&p, &q);
  mem_store(&slot, 77);
  printf("%d %ld %ld\n", add3(40, 2), inc_tied(100, 23), early(5, 7));
  printf("%d %ld %ld %ld\n", mem_load_add(&cell, 2), slot, imm_add(1), explicit_regs(6, 7));
  printf("%.2f %.2f %ld %ld %d %d %x\n", fadd(1.25, 2.5), (double)fmul(1.5f, 4.0f), via_x9(41),
         via_x20(21), p, q, rev(0x11223344u));
  long s = 0;
  for (int i = 0; i < 50; i++)
    s += early(i, i + 1) + add3(i, 3);
  printf("%ld\n", s);
  printf("%d %d\n", count_down(7), count_down(1));
  printf("%d %d\n", asm_triple(14), asm_triple(-5));
  int gs = 0;
  for (int i = -3; i < 4; i++)
    gs = gs * 3 + goto_nonzero(i) + 2 * goto_output(i);
  printf("%d %d %d %d %d\n", goto_nonzero(0), goto_nonzero(5), goto_output(0), goto_output(7), gs);
  return 0;
}
