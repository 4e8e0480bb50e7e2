#include <stdio.h>

enum color { RED, GREEN = 5, BLUE, ALPHA = -2, LAST = 1000 };
typedef enum { OFF, ON } toggle;

static const char *color_name(enum color c) {
    static const char *unknown = "unknown";
    switch (c) {
    case RED: return "red";
    case GREEN: return "green";
    case BLUE: return "blue";
    case ALPHA: return "alpha";
    default: return unknown;
    }
}

static int counter(void) {
    static int n;
    static int calls = 10;
    calls++;
    return ++n * 100 + calls;
}

static toggle flip(toggle t) { return t == ON ? OFF : ON; }

static int memo_fib(int n) {
    static long long memo[64];
    if (n < 2) return n;
    if (memo[n]) return (int)memo[n];
    memo[n] = memo_fib(n - 1) + memo_fib(n - 2);
    return (int)memo[n];
}

int main(void) {
    enum color cs[] = { RED, GREEN, BLUE, ALPHA, LAST, (enum color)3 };
    for (int i = 0; i < 6; i++) printf("%d=%s ", (int)cs[i], color_name(cs[i]));
    printf("\n");
    for (int i = 0; i < 4; i++) printf("%d ", counter());
    printf("\n");
    toggle t = OFF;
    for (int i = 0; i < 5; i++) t = flip(t);
    printf("toggle %d\n", t);
    printf("memo_fib(40)=%d memo_fib(45)=%d\n", memo_fib(40), memo_fib(45));
    printf("enum arith %d %d\n", BLUE - GREEN, LAST / BLUE);
    return 0;
}
