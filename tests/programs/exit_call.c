#include <stdio.h>
#include <stdlib.h>

/* Calls exit(7) from deep inside the call stack; output must be flushed (expected status 7). */
static void level3(int n) {
    printf("level3 %d\n", n);
    if (n == 2) {
        printf("exiting without newline flush test");
        exit(7);
    }
}
static void level2(int n) { level3(n); printf("back in level2 %d\n", n); }
static void level1(void) { for (int i = 0; i < 5; i++) level2(i); }

int main(void) {
    level1();
    puts("not reached");
    return 0;
}
