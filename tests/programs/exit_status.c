#include <stdio.h>

/* Returns a non-zero status from main deliberately (expected status 3). */
static int check(int x) { return x * x == 49; }

int main(void) {
    int failures = 0;
    for (int i = 0; i < 10; i++)
        if (!check(i) && i % 4 == 0) failures++;
    printf("failures %d\n", failures);
    return failures;
}
