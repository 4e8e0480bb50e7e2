/* RISC-V inline asm: register, tied, early-clobber, memory, immediate and explicit
   register operands, FP registers, clobbers, several outputs. */
#include <stdio.h>

/* a function written in module-level asm */
int asm_triple(int);
__asm__(".text\n.globl asm_triple\n.type asm_triple,@function\n.p2align 2\n"
        "asm_triple:\n\tslli a1, a0, 1\n\taddw a0, a0, a1\n\tret\n.size asm_triple, .-asm_triple\n");

static int add3(int a, int b) {
  int r;
  __asm__("addw %0, %1, %2" : "=r"(r) : "r"(a), "r"(b));
  return r;
}

static long inc_tied(long a, long b) {
  __asm__("add %0, %0, %1" : "+r"(a) : "r"(b));
  return a;
}

static long early(long a, long b) {
  long t;
  __asm__("mv %0, %1\n\tadd %0, %0, %2\n\tadd %0, %0, %2" : "=&r"(t) : "r"(a), "r"(b));
  return t;
}

static int mem_load_add(int *p, int x) {
  int r;
  __asm__("lw %0, %1\n\taddw %0, %0, %2" : "=&r"(r) : "m"(*p), "r"(x));
  return r;
}

static void mem_store(long *p, long v) {
  __asm__("sd %1, %0" : "=m"(*p) : "r"(v));
}

static long imm_add(long x) {
  __asm__("addi %0, %0, %1" : "+r"(x) : "I"(1000));
  __asm__("addi %0, %0, %1" : "+r"(x) : "n"(-1));
  return x;
}

static long explicit_regs(long a, long b) {
  register long a0 __asm__("a0") = a;
  register long a1 __asm__("a1") = b;
  __asm__("mul a0, a0, a1" : "+r"(a0) : "r"(a1));
  return a0;
}

static double fadd(double a, double b) {
  double r;
  __asm__("fadd.d %0, %1, %2" : "=f"(r) : "f"(a), "f"(b));
  return r;
}

static float fmul(float a, float b) {
  __asm__("fmul.s %0, %0, %1" : "+f"(a) : "f"(b));
  return a;
}

static long via_t0(long v) {
  long r;
  __asm__("mv t0, %1\n\taddi %0, t0, 1" : "=r"(r) : "r"(v) : "t0");
  return r;
}

static long via_s1(long v) {
  long r;
  __asm__("mv s1, %1\n\tadd %0, s1, s1" : "=r"(r) : "r"(v) : "s1");
  return r;
}

static void swap(int *a, int *b) {
  int x = *a, y = *b, t;
  __asm__("mv %2, %0\n\tmv %0, %1\n\tmv %1, %2" : "+r"(x), "+r"(y), "=&r"(t));
  *a = x;
  *b = y;
}

static long load_imm(void) {
  long r;
  __asm__("li %0, 123456" : "=r"(r));
  return r;
}

static int count_down(int n) {
  long r, m = n;
  __asm__("li %0, 0\n1:\n\taddi %0, %0, 3\n\taddi %1, %1, -1\n\tbnez %1, 1b\n\tj 2f\n\taddi %0, %0, 100\n2:"
          : "=&r"(r), "+r"(m));
  return (int)r;
}

static int goto_nonzero(int x) {
  __asm__ goto("beqz %0, %l1" : : "r"(x) : : zero);
  return 1;
zero:
  return 0;
}

static int goto_output(int x) {
  int y;
  __asm__ goto("mv %0, %1\n\tbeqz %1, %l2" : "=r"(y) : "r"(x) : : zero);
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
  __asm__ volatile("fence" ::: "memory");
  printf("%d %ld %ld\n", add3(40, 2), inc_tied(100, 23), early(5, 7));
  printf("%d %ld %ld %ld\n", mem_load_add(&cell, 2), slot, imm_add(1), explicit_regs(6, 7));
  printf("%.2f %.2f %ld %ld %d %d %ld\n", fadd(1.25, 2.5), (double)fmul(1.5f, 4.0f), via_t0(41),
         via_s1(21), p, q, load_imm());
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
