/* SPARC V8 inline asm: register, tied, early-clobber, memory, immediate and explicit
   register operands, FP registers, clobbers, several outputs, long long operands in
   even/odd register pairs. */
#include <stdio.h>

/* a function written in module-level asm */
int asm_triple(int);
__asm__(".text\n.globl asm_triple\n.type asm_triple,#function\n.p2align 2\n"
        "asm_triple:\n\tsll %o0, 1, %o1\n\tretl\n\tadd %o0, %o1, %o0\n.size asm_triple, .-asm_triple\n");

static int add3(int a, int b) {
  int r;
  __asm__("add %1, %2, %0" : "=r"(r) : "r"(a), "r"(b));
  return r;
}

static int inc_tied(int a, int b) {
  __asm__("add %0, %1, %0" : "+r"(a) : "r"(b));
  return a;
}

static int early(int a, int b) {
  int t;
  __asm__("mov %1, %0\n\tadd %0, %2, %0\n\tadd %0, %2, %0" : "=&r"(t) : "r"(a), "r"(b));
  return t;
}

static int mem_load_add(int *p, int x) {
  int r;
  __asm__("ld %1, %0\n\tadd %0, %2, %0" : "=&r"(r) : "m"(*p), "r"(x));
  return r;
}

static void mem_store(int *p, int v) {
  __asm__("st %1, %0" : "=m"(*p) : "r"(v));
}

static int imm_add(int x) {
  __asm__("add %0, %1, %0" : "+r"(x) : "I"(1000));
  __asm__("sub %0, %1, %0" : "+r"(x) : "n"(1));
  return x;
}

static int explicit_regs(int a, int b) {
  register int o1 __asm__("o1") = a;
  register int o2 __asm__("o2") = b;
  __asm__("add %%o1, %%o2, %%o1" : "+r"(o1) : "r"(o2));
  return o1;
}

static float fadd(float a, float b) {
  float r;
  __asm__("fadds %1, %2, %0" : "=f"(r) : "f"(a), "f"(b));
  return r;
}

static int via_l3(int v) {
  int r;
  __asm__("mov %1, %%l3\n\tadd %%l3, 1, %0" : "=r"(r) : "r"(v) : "l3");
  return r;
}

static void swap(int *a, int *b) {
  int x = *a, y = *b, t;
  __asm__("mov %0, %2\n\tmov %1, %0\n\tmov %2, %1" : "+r"(x), "+r"(y), "=&r"(t));
  *a = x;
  *b = y;
}

static int count_down(int n) {
  int r;
  __asm__("mov 0, %0\n1:\n\tadd %0, 3, %0\n\tsubcc %1, 1, %1\n\tbne 1b\n\tnop\n\tba 2f\n\tnop\n\tadd %0, 100, %0\n2:"
          : "=&r"(r), "+r"(n) : : "cc");
  return r;
}

static int goto_nonzero(int x) {
  __asm__ goto("cmp %0, 0\n\tbe %l1\n\tnop" : : "r"(x) : "cc" : zero);
  return 1;
zero:
  return 0;
}

static int goto_output(int x) {
  int y;
  __asm__ goto("mov %1, %0\n\tcmp %1, 0\n\tbe %l2\n\tnop" : "=r"(y) : "r"(x) : "cc" : zero);
  return y;
zero:
  return -1;
}

/* a long long "r" operand is an even/odd register pair, the high word in the even one,
   which is what the operand names: std/ldd move the pair as a big-endian doubleword */
static void ll_store(long long *p, long long v) {
  __asm__("std %1, %0" : "=m"(*p) : "r"(v));
}

static long long ll_load(long long *p) {
  long long r;
  __asm__("ldd %1, %0" : "=r"(r) : "m"(*p));
  return r;
}

static int ll_high(long long x) {
  int h;
  __asm__("mov %1, %0" : "=r"(h) : "r"(x));
  return h;
}

static int ll_low(long long x) {      /* GCC's torture test 20030222-1 */
  int i;
  __asm__("" : "=r"(i) : "0"(x));
  return i;
}

static long long ll_both(long long a, long long b, int k) {
  __asm__("add %0, %2, %0" : "+r"(a), "+r"(b) : "r"(k) : "o0", "o1");
  return a ^ b;
}

int main(void) {
  int cell = 40, slot = 0;
  int p = 3, q = 9;
  swap(&p, &q);
  mem_store(&slot, 77);
  printf("%d %d %d\n", add3(40, 2), inc_tied(100, 23), early(5, 7));
  printf("%d %d %d %d\n", mem_load_add(&cell, 2), slot, imm_add(1), explicit_regs(6, 7));
  printf("%.2f %d %d %d\n", (double)fadd(1.25f, 2.5f), via_l3(41), p, q);
  int s = 0;
  for (int i = 0; i < 50; i++)
    s += early(i, i + 1) + add3(i, 3);
  printf("%d\n", s);
  printf("%d %d\n", count_down(7), count_down(1));
  printf("%d %d\n", asm_triple(14), asm_triple(-5));
  int gs = 0;
  for (int i = -3; i < 4; i++)
    gs = gs * 3 + goto_nonzero(i) + 2 * goto_output(i);
  printf("%d %d %d %d %d\n", goto_nonzero(0), goto_nonzero(5), goto_output(0), goto_output(7), gs);
  long long dw = 0, big = 0x123456789abcdefLL;
  ll_store(&dw, big);
  printf("%llx %llx %x %x\n", dw, ll_load(&dw), ll_high(big), ll_low(big));
  long long acc = 0;
  for (int i = 0; i < 5; i++)
    acc += ll_both(big + i, -big, i) + ll_low(acc * 3);
  printf("%llx\n", acc);
  return 0;
}
