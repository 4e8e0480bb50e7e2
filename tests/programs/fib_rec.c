#include <stdio.h>
#include <stdint.h>

static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static uint64_t fib64(int n) {
    uint64_t a = 0, b = 1;
    while (n--) { uint64_t t = a + b; a = b; b = t; }
    return a;
}
static int is_even(int n);
static int is_odd(int n) { return n == 0 ? 0 : is_even(n - 1); }
static int is_even(int n) { return n == 0 ? 1 : is_odd(n - 1); }
static int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }
static uint64_t fact(int n) { return n <= 1 ? 1 : (uint64_t)n * fact(n - 1); }
static void hanoi(int n, int from, int to, int via, int *moves) {
    if (n == 0) return;
    hanoi(n - 1, from, via, to, moves);
    (*moves)++;
    hanoi(n - 1, via, to, from, moves);
}

int main(void) {
    for (int i = 0; i <= 20; i += 4) printf("fib(%d)=%d\n", i, fib(i));
    printf("fib64(90)=%llu\n", (unsigned long long)fib64(90));
    printf("even(101)=%d odd(77)=%d\n", is_even(101), is_odd(77));
    printf("gcd %d %d\n", gcd(1071, 462), gcd(17, 5));
    printf("20! = %llu\n", (unsigned long long)fact(20));
    int moves = 0;
    hanoi(10, 1, 3, 2, &moves);
    printf("hanoi10 %d\n", moves);
    return 0;
}
